"""Classic plays over packed rank counts: the solver's own fast move generator.

A hand is one integer, three bits per rank (``3`` in bits 0-2 … the big joker in
bits 42-44), so playing is a subtraction, an empty hand is ``0`` and a hand is a
cheap dictionary key.  Suits never matter to who wins, so the solver never sees
them.  Plays are interned :class:`Move` objects (one per set of cards: a classic
set of cards has at most one reading), compared and hashed by identity.

The generator mirrors the classic pattern set of ``game`` (docs/doudizhu.md §1.6) and is
checked against :func:`game.legal_plays` in ``tests/test_endgame_moves.py``; it
exists because the search asks for the plays of the same few hundred hands
millions of times, and tables keyed by packed hands answer that in one lookup.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

RANK_CHARS = "3456789TJQKA2BR"
RANKS = len(RANK_CHARS)
KING = 10
ACE = 11  # the highest rank a chain may use
TWO = 12
SMALL_JOKER = 13
BIG_JOKER = 14
BITS = 3

CLASSIC_KINDS: tuple[str, ...] = (
    "single", "pair", "trio", "trio_single", "trio_pair", "straight", "pair_chain",
    "trio_chain", "airplane_single", "airplane_pair", "four_two_single", "four_two_pair",
    "bomb", "rocket",
)
_CHAINS = (("straight", 1, 5), ("pair_chain", 2, 3), ("trio_chain", 3, 2))
_MOST_CARDS = 20  # no classic play holds more


def unpack(hand: int) -> list[int]:
    """The rank-count vector (15 counts) of a packed hand."""
    return [(hand >> (BITS * r)) & 7 for r in range(RANKS)]


def pack_ranks(ranks: Iterable[int]) -> int:
    """The packed hand of a list of rank indices (0 is ``3`` … 14 the big joker)."""
    return sum(1 << (BITS * r) for r in ranks)


def size(hand: int) -> int:
    """How many cards a packed hand holds."""
    return sum(unpack(hand))


def ranks_text(hand: int) -> str:
    """Rank characters of a packed hand, ascending (``'33345'``)."""
    return "".join(RANK_CHARS[r] * c for r, c in enumerate(unpack(hand)))


class Move:
    """One play: its kind, key rank, card count and cards (``delta``, packed).

    ``power`` orders the bomb classes: 0 ordinary, 1 bomb, 2 rocket.  Interned by
    :func:`move`, so ``is`` and ``==`` agree and hashing is by identity.
    """

    __slots__ = ("delta", "kind", "n", "power", "rank", "sig", "text")

    def __init__(self, kind: str, rank: int, delta: int) -> None:
        self.kind = kind
        self.rank = rank
        self.delta = delta
        self.n = size(delta)
        self.power = 2 if kind == "rocket" else 1 if kind == "bomb" else 0
        self.sig = shape_id(kind, self.n)
        self.text = ranks_text(delta)

    def beats(self, previous: Move) -> bool:
        """Whether this play may follow ``previous`` (classic comparison)."""
        if self.power or previous.power:
            return self.power > previous.power or (
                self.power == previous.power == 1 and self.rank > previous.rank
            )
        return self.kind == previous.kind and self.n == previous.n and self.rank > previous.rank

    def __repr__(self) -> str:
        return f"Move({self.text}:{self.kind}:{RANK_CHARS[self.rank]})"


_INTERNED: dict[int, Move] = {}
_SHAPES: dict[tuple[str, int], int] = {}
SHAPE_LIMIT = 256  # (kind, length) pairs of the classic set: well under this


def shape_id(kind: str, n: int) -> int:
    """A small number for a play's (kind, length): what must match for one to beat another."""
    found = _SHAPES.get((kind, n))
    if found is None:
        found = _SHAPES[(kind, n)] = len(_SHAPES)
    return found


def move(kind: str, rank: int, delta: int) -> Move:
    """The interned play of these cards (a classic set of cards reads one way only)."""
    found = _INTERNED.get(delta)
    if found is None:
        found = _INTERNED[delta] = Move(kind, rank, delta)
    return found


def _one(r: int, k: int = 1) -> int:
    return k << (BITS * r)


def leads(counts: list[int]) -> list[Move]:
    """Every classic play a hand of these counts may lead, each once."""
    out: list[Move] = []
    present = [r for r in range(RANKS) if counts[r]]
    pairs = [r for r in present if counts[r] >= 2]
    trios = [r for r in pairs if counts[r] >= 3]
    for r in present:
        for k, kind in ((1, "single"), (2, "pair"), (3, "trio"), (4, "bomb")):
            if counts[r] >= k:
                out.append(move(kind, r, _one(r, k)))
    if counts[SMALL_JOKER] and counts[BIG_JOKER]:
        out.append(move("rocket", BIG_JOKER, _one(SMALL_JOKER) + _one(BIG_JOKER)))
    for t in trios:
        core = _one(t, 3)
        out.extend(move("trio_single", t, core + _one(k)) for k in present if k != t)
        out.extend(move("trio_pair", t, core + _one(k, 2)) for k in pairs if k != t)
    for kind, width, shortest in _CHAINS:
        for low, top in _chains(counts, width, shortest):
            out.append(move(kind, top, _span(low, top, width)))
    for low, top in _chains(counts, 3, 2):
        _airplanes(counts, low, top, out)
    for f in (r for r in trios if counts[r] == 4):
        _four_with_two(counts, f, out)
    return out


def _span(low: int, top: int, width: int) -> int:
    return sum(_one(r, width) for r in range(low, top + 1))


def _chains(counts: list[int], width: int, shortest: int) -> Iterator[tuple[int, int]]:
    """Every chain (low, top) of links ``width`` wide, at least ``shortest`` long."""
    for low in range(ACE + 1):
        top = low
        while top <= ACE and counts[top] >= width and (top - low + 1) * width <= _MOST_CARDS:
            if top - low + 1 >= shortest:
                yield low, top
            top += 1


def _airplanes(counts: list[int], low: int, top: int, out: list[Move]) -> None:
    """Airplanes on the trio chain low..top: single wings and pair wings."""
    n = top - low + 1
    core = _span(low, top, 3)
    if 4 * n <= _MOST_CARDS:
        caps = []
        for r in range(RANKS):
            if low <= r <= top or not counts[r]:
                continue
            adjacent = r in (low - 1, top + 1) and r <= ACE
            caps.append((r, min(counts[r], 2 if adjacent else 3)))
        for wings in _multisets(caps, n):
            if wings.count(SMALL_JOKER) and wings.count(BIG_JOKER):
                continue
            out.append(move("airplane_single", top, core + sum(_one(r) for r in wings)))
    if 5 * n <= _MOST_CARDS:
        candidates = [r for r in range(TWO + 1) if counts[r] >= 2 and not low <= r <= top]
        for chosen in _combinations(candidates, n):
            out.append(move("airplane_pair", top, core + sum(_one(r, 2) for r in chosen)))


def _four_with_two(counts: list[int], f: int, out: list[Move]) -> None:
    core = _one(f, 4)
    caps = [(r, min(counts[r], 2)) for r in range(RANKS) if r != f and counts[r]]
    for wings in _multisets(caps, 2):
        if wings != [SMALL_JOKER, BIG_JOKER]:
            out.append(move("four_two_single", f, core + sum(_one(r) for r in wings)))
    pairs = [r for r in range(TWO + 1) if r != f and counts[r] >= 2]
    for a, b in _combinations(pairs, 2):
        out.append(move("four_two_pair", f, core + _one(a, 2) + _one(b, 2)))


def _multisets(caps: list[tuple[int, int]], k: int) -> Iterator[list[int]]:
    """Multisets of ``k`` ranks, each rank at most its cap."""
    if k == 0:
        yield []
        return
    if not caps:
        return
    (rank, cap), rest = caps[0], caps[1:]
    for take in range(min(cap, k), -1, -1):
        for tail in _multisets(rest, k - take):
            yield [rank] * take + tail


def _combinations(items: list[int], k: int) -> Iterator[list[int]]:
    if k == 0:
        yield []
        return
    for i in range(len(items) - k + 1):
        for tail in _combinations(items[i + 1 :], k - 1):
            yield [items[i], *tail]


ROCKET_REACH = 99


def answerable(tops: list[int], bomb: int, play: Move) -> bool:
    """Whether a hand of this reach (:meth:`MoveTable.reach`) can beat ``play``."""
    if play.power:
        return bomb == ROCKET_REACH or (play.power == 1 and bomb > play.rank)
    return bomb >= 0 or tops[play.sig] > play.rank


class MoveTable:
    """Memoised plays of packed hands, with some kinds banned, ordered for the search.

    Leads are ordered low plays first (key below K), each group longest first (shed
    the most cards), bombs and the rocket last; answers lowest first (keep the high
    cards), bombs last.  Holding back the K-and-up plays cut the nodes of 13-card
    positions by a quarter (bench/endgame.py).  ``finisher`` is the play
    that empties a hand at once, if there is one.
    """

    def __init__(self, banned: Iterable[str] = ()) -> None:
        self.banned = frozenset(banned)
        self._leads: dict[int, list[Move]] = {}
        self.answer_cache: dict[tuple[int, Move], tuple[list[Move], int]] = {}
        self._tokens: dict[tuple[Move, ...], int] = {}
        self._reach: dict[int, tuple[list[int], int]] = {}

    def leads(self, hand: int) -> list[Move]:
        found = self._leads.get(hand)
        if found is None:
            plays = [m for m in leads(unpack(hand)) if m.kind not in self.banned]
            plays.sort(key=lambda m: (m.power, m.rank >= KING, -m.n, m.rank))
            found = self._leads[hand] = plays
        return found

    def answers(self, hand: int, previous: Move) -> list[Move]:
        """The plays of ``hand`` that beat ``previous`` (passing not included)."""
        return self.choices(hand, previous)[0]

    def choices(self, hand: int, previous: Move) -> tuple[list[Move], int]:
        """The answers to ``previous`` and a number naming that set of answers.

        Two plays to answer that leave the same answers (a single 5 or 6 against a hand
        with nothing between) make the same position: the search keys it by the number.
        """
        key = (hand, previous)
        found = self.answer_cache.get(key)
        if found is None:
            plays = [m for m in self.leads(hand) if m.beats(previous)]
            plays.sort(key=lambda m: (m.power, m.rank))
            token = self._tokens.setdefault(tuple(plays), len(self._tokens))
            found = self.answer_cache[key] = (plays, token)
        return found

    def reach(self, hand: int) -> tuple[list[int], int]:
        """What ``hand`` can answer with: its highest key rank of each play shape (by
        :func:`shape_id`, -1 for none), and its strongest bomb (-1 none, a bomb's rank,
        99 the rocket).  The search tests "can the other hand answer?" with these."""
        found = self._reach.get(hand)
        if found is None:
            tops = [-1] * SHAPE_LIMIT
            bomb = -1
            for m in self.leads(hand):
                if m.power:
                    bomb = max(bomb, ROCKET_REACH if m.power == 2 else m.rank)
                elif tops[m.sig] < m.rank:
                    tops[m.sig] = m.rank
            found = self._reach[hand] = (tops, bomb)
        return found

    def can_answer(self, hand: int, play: Move) -> bool:
        """Whether ``hand`` holds any play that beats ``play``."""
        tops, bomb = self.reach(hand)
        return answerable(tops, bomb, play)

    def plays(self, hand: int, previous: Move | None) -> list[Move]:
        return self.leads(hand) if previous is None else self.answers(hand, previous)
