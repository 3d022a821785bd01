"""Readings and legal plays of the wildcard pattern set (癞子, RULES.md §2).

One generator serves both: :func:`generate_wild` lists every distinct play
(kind, key, cards, stands_for) a :class:`~game.doudizhu.laizi_wilds.Holding` can
make, and a set's readings are the plays of that set that use all its cards
(:func:`readings`), so classification and generation can never disagree.

The shapes are the classic ones; a wild fills any place of rank 3..2 in a core, so
each core rank is made of some natural cards and some wilds, and every choice of
how many is a play of its own (a hand holding 3456 and a wild 7 may play the
straight 34567 with the wild as the 7, or 3W567 with it as the 4).  Wild kickers
follow :mod:`game.doudizhu.laizi_kickers`.  Wilds alone count as their face; the four
wilds alone are the pure wild bomb.  Bombs are ``soft_bomb`` (naturals and wilds),
``hard_bomb`` (four natural cards) and ``wild_bomb``; the rocket is the two natural
jokers (or the two wild jokers alone, with ``fixed_wilds=jokers``).

Nothing here is cached between calls: every play is built for the holding at hand.
"""

from __future__ import annotations

from collections.abc import Iterator

from game.cards import BIG_JOKER, CHAIN_TOP, RANK_CHARS, RANK_COUNT, SMALL_JOKER, TWO
from game.doudizhu.laizi_kickers import (
    BESIDE_CHAIN_CAP,
    WING_CAP,
    chain_swap_exists,
    pair_wing_values,
    single_wing_values,
)
from game.doudizhu.laizi_wilds import Holding
from game.kinds import KINDS
from game.plays import (
    AIRPLANE_PAIR,
    AIRPLANE_SINGLE,
    FOUR_TWO_PAIR,
    FOUR_TWO_SINGLE,
    PAIR,
    PAIR_CHAIN,
    ROCKET,
    SINGLE,
    STRAIGHT,
    TRIO,
    TRIO_CHAIN,
    TRIO_PAIR,
    TRIO_SINGLE,
    Play,
)

SOFT_BOMB = "soft_bomb"
HARD_BOMB = "hard_bomb"
WILD_BOMB = "wild_bomb"
BOMB_KINDS = (SOFT_BOMB, HARD_BOMB, WILD_BOMB, ROCKET)
MAX_PLAY_CARDS = 20
_NORMAL = range(TWO + 1)
_TEXT = [[ch * n for n in range(MAX_PLAY_CARDS + 1)] for ch in RANK_CHARS]
_CHAIN_KINDS = {STRAIGHT: 1, PAIR_CHAIN: 2, TRIO_CHAIN: 3}


def _text(counts: list[int]) -> str:
    return "".join([_TEXT[r][c] for r, c in enumerate(counts) if c])


class _Plays:
    """The plays found so far, and what they must satisfy (size, kind, key, bomb floor)."""

    def __init__(self, hold: Holding, previous: Play | None, size: int | None) -> None:
        self.naturals = hold.naturals
        self.faces = hold.faces
        self.wilds = len(hold.faces)
        self.size = size
        self.out: list[Play] = []
        # Red 7s share their rank with natural 7s, so two ways may give one play.
        face_has_naturals = any(self.naturals[f] for f in set(hold.faces))
        self.seen: set[Play] | None = set() if face_has_naturals else None
        self.kind = previous.kind if previous is not None and not previous.is_bomb else None
        self.length = len(previous) if self.kind is not None and previous is not None else 0
        self.above = previous.rank if self.kind is not None and previous is not None else -1
        if previous is None:
            self.bomb_floor: tuple[int, int] = (0, -1)
        elif previous.is_bomb:
            self.bomb_floor = (previous.bomb_class, previous.rank)
        else:
            self.bomb_floor = (1, -1)
        self.leading = previous is None
        self._face_sets = [_sub_multisets(hold.faces, j) for j in range(self.wilds + 1)]

    def face_sets(self, count: int) -> list[tuple[int, ...]]:
        """The distinct choices of ``count`` wilds (several only with the two jokers)."""
        return self._face_sets[count] if count <= self.wilds else []

    def wants(self, kind: str, cards: int) -> bool:
        if self.size is not None and cards != self.size:
            return False
        if self.leading:
            return True
        if KINDS[kind].bomb_class:
            return True
        return kind == self.kind and cards == self.length

    def add(
        self, kind: str, key: int, naturals: list[int], faces: tuple[int, ...], stands: str
    ) -> None:
        bomb_class = KINDS[kind].bomb_class
        if bomb_class:
            if (bomb_class, key) <= self.bomb_floor:
                return
        elif not self.leading and key <= self.above:
            return
        counts = list(naturals)
        for face in faces:
            counts[face] += 1
        cards = _text(counts)
        unit = KINDS[kind].chain_unit
        play = Play(kind, RANK_CHARS[key], cards, key, len(cards) // unit if unit else 1, stands)
        if self.seen is not None:
            if play in self.seen:
                return
            self.seen.add(play)
        self.out.append(play)


def _sub_multisets(faces: tuple[int, ...], count: int) -> list[tuple[int, ...]]:
    found: list[tuple[int, ...]] = []

    def walk(start: int, chosen: tuple[int, ...]) -> None:
        if len(chosen) == count:
            found.append(chosen)
            return
        last = -1
        for i in range(start, len(faces)):
            if faces[i] != last:
                last = faces[i]
                walk(i + 1, (*chosen, faces[i]))

    walk(0, ())
    return found


def generate_wild(hold: Holding, previous: Play | None, size: int | None = None) -> list[Play]:
    """Every distinct play from ``hold`` that may follow ``previous`` (``None``: a lead).

    With ``size``, only plays of exactly that many cards (the readings of a set).
    """
    plays = _Plays(hold, previous, size)
    if previous is not None and previous.kind == ROCKET:
        return []
    _wilds_alone(plays)
    _same_rank(plays)
    _bombs(plays)
    for kind, width in _CHAIN_KINDS.items():
        _chains(plays, kind, width)
    if plays.wants(TRIO_SINGLE, 4):
        _trio_single(plays)
    if plays.wants(TRIO_PAIR, 5):
        _trio_pair(plays)
    if plays.wants(FOUR_TWO_SINGLE, 6):
        _four_two_single(plays)
    if plays.wants(FOUR_TWO_PAIR, 8):
        _four_two_pair(plays)
    _airplanes(plays)
    return plays.out


def readings(hold: Holding) -> list[Play]:
    """Every reading of exactly these cards; empty when they make no play."""
    size = len(hold.faces) + sum(hold.naturals)
    if size == 0 or size > MAX_PLAY_CARDS:
        return []
    return generate_wild(hold, None, size)


# ----- plays of one rank, bombs, wilds alone ---------------------------------------------


def _wilds_alone(plays: _Plays) -> None:
    """Wilds alone count as their face: a single, a pair, a trio; four are the wild bomb."""
    none = [0] * RANK_COUNT
    for count in range(1, plays.wilds + 1):
        for faces in plays.face_sets(count):
            face = faces[0]
            if faces == (SMALL_JOKER, BIG_JOKER):
                if plays.wants(ROCKET, 2):
                    plays.add(ROCKET, BIG_JOKER, none, faces, "BR")
            elif count == 4:
                if plays.wants(WILD_BOMB, 4):
                    plays.add(WILD_BOMB, face, none, faces, _TEXT[face][4])
            else:
                kind = (SINGLE, PAIR, TRIO)[count - 1]
                if plays.wants(kind, count):
                    plays.add(kind, face, none, faces, _TEXT[face][count])


def _same_rank(plays: _Plays) -> None:
    """Singles, pairs and trios with at least one natural card."""
    naturals = plays.naturals
    for kind, width in ((SINGLE, 1), (PAIR, 2), (TRIO, 3)):
        if not plays.wants(kind, width):
            continue
        top = RANK_COUNT if width == 1 else TWO + 1
        for rank in range(top):
            for natural in range(min(width, naturals[rank]), 0, -1):
                for faces in plays.face_sets(width - natural):
                    used = [0] * RANK_COUNT
                    used[rank] = natural
                    plays.add(kind, rank, used, faces, _TEXT[rank][width])


def _bombs(plays: _Plays) -> None:
    naturals = plays.naturals
    if plays.wants(HARD_BOMB, 4):
        for rank in _NORMAL:
            if naturals[rank] >= 4:
                used = [0] * RANK_COUNT
                used[rank] = 4
                plays.add(HARD_BOMB, rank, used, (), _TEXT[rank][4])
            for natural in range(min(3, naturals[rank]), 0, -1):
                for faces in plays.face_sets(4 - natural):
                    used = [0] * RANK_COUNT
                    used[rank] = natural
                    plays.add(SOFT_BOMB, rank, used, faces, _TEXT[rank][4])
    if naturals[SMALL_JOKER] and naturals[BIG_JOKER] and plays.wants(ROCKET, 2):
        used = [0] * RANK_COUNT
        used[SMALL_JOKER] = used[BIG_JOKER] = 1
        plays.add(ROCKET, BIG_JOKER, used, (), "BR")


# ----- chains ------------------------------------------------------------------------------


def _fills(
    naturals: list[int], low: int, high: int, width: int, budget: int
) -> Iterator[tuple[list[int], int]]:
    """Each way to make ranks ``low..high`` ``width`` deep from naturals and at most
    ``budget`` wilds: the natural cards used per rank, and the wilds used."""
    used = [0] * (high - low + 1)

    def walk(i: int, left: int) -> Iterator[tuple[list[int], int]]:
        if i == len(used):
            yield used, budget - left
            return
        have = min(width, naturals[low + i])
        for natural in range(have, max(0, width - left) - 1, -1):
            used[i] = natural
            yield from walk(i + 1, left - (width - natural))

    return walk(0, budget)


def _windows(
    plays: _Plays, kind: str, width: int, shortest: int, per_link: int
) -> Iterator[tuple[int, int]]:
    """Chain ranks ``low..high`` ``width`` deep that the wilds can fill, for plays of
    ``per_link`` cards a link that this call wants (length, key)."""
    naturals = plays.naturals
    for low in range(CHAIN_TOP + 1):
        missing = 0
        for high in range(low, CHAIN_TOP + 1):
            missing += max(0, width - naturals[high])
            if missing > plays.wilds:
                break
            length = high - low + 1
            cards = length * per_link
            if cards > MAX_PLAY_CARDS:
                break
            if length >= shortest and high > plays.above and plays.wants(kind, cards):
                yield low, high


def _chains(plays: _Plays, kind: str, width: int) -> None:
    shortest = KINDS[kind].min_chain
    for low, high in _windows(plays, kind, width, shortest, width):
        stands = "".join(_TEXT[r][width] for r in range(low, high + 1))
        for used, wilds in _fills(plays.naturals, low, high, width, plays.wilds):
            counts = [0] * RANK_COUNT
            counts[low : high + 1] = used
            for faces in plays.face_sets(wilds):
                plays.add(kind, high, counts, faces, stands)


# ----- a trio or a four with kickers ---------------------------------------------------------


def _core_options(plays: _Plays, rank: int, width: int) -> Iterator[tuple[int, int]]:
    """(natural cards, wilds) that make ``width`` cards of ``rank`` in a core."""
    for natural in range(min(width, plays.naturals[rank]), -1, -1):
        if width - natural <= plays.wilds:
            yield natural, width - natural


def _split(faces: tuple[int, ...], kickers: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The kicker wilds (the lowest faces: the small joker before the big) and the rest."""
    return faces[:kickers], faces[kickers:]


def _trio_single(plays: _Plays) -> None:
    naturals = plays.naturals
    for trio in range(max(0, plays.above + 1), TWO + 1):
        for natural, core_wilds in _core_options(plays, trio, 3):
            base = [0] * RANK_COUNT
            base[trio] = natural
            stands_core = _TEXT[trio][3]
            for faces in plays.face_sets(core_wilds):
                for kicker in range(RANK_COUNT):
                    if kicker != trio and naturals[kicker]:
                        used = list(base)
                        used[kicker] += 1
                        plays.add(TRIO_SINGLE, trio, used, faces, _stands(stands_core, kicker))
            if natural >= 2:  # one natural beside wilds: the natural is the kicker instead
                for faces in plays.face_sets(core_wilds + 1):
                    kick, _ = _split(faces, 1)
                    value = single_wing_values(trio, trio, [0] * RANK_COUNT, kick, chain=False)
                    plays.add(TRIO_SINGLE, trio, base, faces, _stands(stands_core, *value))


def _trio_pair(plays: _Plays) -> None:
    naturals = plays.naturals
    face = _pair_face(plays)
    for trio in range(max(0, plays.above + 1), TWO + 1):
        for natural, core_wilds in _core_options(plays, trio, 3):
            base = [0] * RANK_COUNT
            base[trio] = natural
            stands_core = _TEXT[trio][3]
            for pair in _NORMAL:
                if pair == trio:
                    continue
                for pair_naturals in range(min(2, naturals[pair]), 0, -1):
                    for faces in plays.face_sets(core_wilds + 2 - pair_naturals):
                        used = list(base)
                        used[pair] = pair_naturals
                        plays.add(TRIO_PAIR, trio, used, faces, _stands(stands_core, pair, pair))
            if natural >= 2:
                for faces in plays.face_sets(core_wilds + 2):
                    (value,) = pair_wing_values(trio, trio, [], 1, face)
                    plays.add(TRIO_PAIR, trio, base, faces, _stands(stands_core, value, value))


def _four_two_single(plays: _Plays) -> None:
    naturals = plays.naturals
    for four in range(max(0, plays.above + 1), TWO + 1):
        for natural, core_wilds in _core_options(plays, four, 4):
            base = [0] * RANK_COUNT
            base[four] = natural
            caps = [
                (r, min(2, naturals[r])) for r in range(RANK_COUNT) if r != four and naturals[r]
            ]
            for taken in range(2, -1, -1):
                wild_kickers = 2 - taken
                # A lone natural beside wilds would be the kicker instead; no naturals
                # at all would be wilds alone.
                if wild_kickers and (natural == 1 or natural == taken == 0):
                    continue
                for kickers in _multisets(caps, taken):
                    if kickers == [SMALL_JOKER, BIG_JOKER]:
                        continue
                    used = list(base)
                    for r in kickers:
                        used[r] += 1
                    for faces in plays.face_sets(core_wilds + wild_kickers):
                        kick, _ = _split(faces, wild_kickers)
                        values = single_wing_values(four, four, used, kick, chain=False)
                        stands = _stands(_TEXT[four][4], *kickers, *values)
                        plays.add(FOUR_TWO_SINGLE, four, used, faces, stands)


def _four_two_pair(plays: _Plays) -> None:
    face = _pair_face(plays)
    for four in range(max(0, plays.above + 1), TWO + 1):
        for natural, core_wilds in _core_options(plays, four, 4):
            base = [0] * RANK_COUNT
            base[four] = natural
            for wild_pairs in range(3):
                if wild_pairs and (natural == 1 or (natural == 0 and wild_pairs == 2)):
                    continue
                for used, pair_ranks, pair_wilds in _natural_pairs(plays, base, four, four,
                                                                    2 - wild_pairs):
                    values = pair_wing_values(four, four, pair_ranks, wild_pairs, face)
                    kickers = [r for r in pair_ranks + values for _ in "ab"]
                    stands = _stands(_TEXT[four][4], *kickers)
                    for faces in plays.face_sets(core_wilds + pair_wilds + 2 * wild_pairs):
                        plays.add(FOUR_TWO_PAIR, four, used, faces, stands)


def _pair_face(plays: _Plays) -> int | None:
    """The rank a pair of wild kickers stands for first: their face, when one rank."""
    faces = set(plays.faces)
    return next(iter(faces)) if len(faces) == 1 else None


def _natural_pairs(
    plays: _Plays, base: list[int], low: int, high: int, count: int
) -> Iterator[tuple[list[int], list[int], int]]:
    """Kicker pairs with natural cards, of ``count`` distinct ranks off ``low..high``:
    each two naturals, or one natural and a wild.  Yields the natural cards used, the
    pair ranks and the wilds they take."""
    naturals = plays.naturals
    ranks = [r for r in _NORMAL if naturals[r] and not low <= r <= high]
    for chosen in _combinations(ranks, count):
        options = [[2, 1] if naturals[r] >= 2 else [1] for r in chosen]
        for takes in _product(options):
            used = list(base)
            wilds = 0
            for r, take in zip(chosen, takes, strict=True):
                used[r] += take
                wilds += 2 - take
            yield used, chosen, wilds


# ----- airplanes -----------------------------------------------------------------------------


def _airplanes(plays: _Plays) -> None:
    for kind in (AIRPLANE_SINGLE, AIRPLANE_PAIR):
        unit = KINDS[kind].chain_unit
        if not any(plays.wants(kind, unit * n) for n in range(2, MAX_PLAY_CARDS // unit + 1)):
            continue
        for low, high in _windows(plays, kind, 3, KINDS[kind].min_chain, unit):
            stands_core = "".join(_TEXT[r][3] for r in range(low, high + 1))
            for used, wilds in _fills(plays.naturals, low, high, 3, plays.wilds):
                core = [0] * RANK_COUNT
                core[low : high + 1] = used
                if kind == AIRPLANE_SINGLE:
                    _single_wings(plays, low, high, core, wilds, stands_core)
                else:
                    _pair_wings(plays, low, high, core, wilds, stands_core)


def _single_wings(
    plays: _Plays, low: int, high: int, core: list[int], core_wilds: int, stands_core: str
) -> None:
    naturals = plays.naturals
    length = high - low + 1
    caps = []
    for r in range(RANK_COUNT):
        if naturals[r] and not low <= r <= high:
            beside = r <= CHAIN_TOP and r in (low - 1, high + 1)
            caps.append((r, min(naturals[r], BESIDE_CHAIN_CAP if beside else WING_CAP)))
    in_core = core[low : high + 1]
    lone = 1 in in_core
    for taken in range(length, -1, -1):
        wild_kickers = length - taken
        if core_wilds + wild_kickers > plays.wilds:
            break
        for kickers in _multisets(caps, taken):
            if SMALL_JOKER in kickers and BIG_JOKER in kickers:
                continue
            kicker_counts = [0] * RANK_COUNT
            for r in kickers:
                kicker_counts[r] += 1
            if wild_kickers and lone and chain_swap_exists(low, in_core, kicker_counts,
                                                           pairs=False):
                continue
            used = list(core)
            for r in kickers:
                used[r] += 1
            for faces in plays.face_sets(core_wilds + wild_kickers):
                kick, _ = _split(faces, wild_kickers)
                values = single_wing_values(low, high, kicker_counts, kick, chain=True)
                plays.add(AIRPLANE_SINGLE, high, used, faces,
                          _stands(stands_core, *kickers, *values))


def _pair_wings(
    plays: _Plays, low: int, high: int, core: list[int], core_wilds: int, stands_core: str
) -> None:
    length = high - low + 1
    face = _pair_face(plays)
    in_core = core[low : high + 1]
    lone = 1 in in_core
    for wild_pairs in range(length + 1):
        if core_wilds + 2 * wild_pairs > plays.wilds:
            break
        for used, pair_ranks, pair_wilds in _natural_pairs(plays, core, low, high,
                                                            length - wild_pairs):
            if core_wilds + pair_wilds + 2 * wild_pairs > plays.wilds:
                continue
            if wild_pairs and lone:
                kicker_counts = [0] * RANK_COUNT
                for r in pair_ranks:
                    kicker_counts[r] = used[r]
                if chain_swap_exists(low, in_core, kicker_counts, pairs=True):
                    continue
            values = pair_wing_values(low, high, pair_ranks, wild_pairs, face)
            stands = _stands(stands_core, *(r for r in pair_ranks + values for _ in "ab"))
            for faces in plays.face_sets(core_wilds + pair_wilds + 2 * wild_pairs):
                plays.add(AIRPLANE_PAIR, high, used, faces, stands)


# ----- small helpers ---------------------------------------------------------------------------


def _stands(core: str, *kickers: int) -> str:
    """The canonical rank text of a core plus kicker ranks."""
    if not kickers:
        return core
    counts = [0] * RANK_COUNT
    for ch in core:
        counts[RANK_CHARS.index(ch)] += 1
    for r in kickers:
        counts[r] += 1
    return _text(counts)


def _multisets(caps: list[tuple[int, int]], size: int) -> Iterator[list[int]]:
    """Multisets of ``size`` ranks, each rank at most its cap, in ascending order."""
    if size == 0:
        yield []
        return
    if not caps:
        return
    (rank, cap), rest = caps[0], caps[1:]
    for take in range(min(cap, size), -1, -1):
        for tail in _multisets(rest, size - take):
            yield [rank] * take + tail


def _combinations(items: list[int], size: int) -> Iterator[list[int]]:
    if size == 0:
        yield []
        return
    for i in range(len(items) - size + 1):
        for tail in _combinations(items[i + 1 :], size - 1):
            yield [items[i], *tail]


def _product(options: list[list[int]]) -> Iterator[list[int]]:
    if not options:
        yield []
        return
    for first in options[0]:
        for rest in _product(options[1:]):
            yield [first, *rest]
