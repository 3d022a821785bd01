"""The builder of wildcard plays: the holding being read, the filters a call sets
(size, kind, key, bomb floor), and the text pieces plays are put together from.

A play's card text is assembled from pieces: the wilds' run of face cards is slid in
at the face's place, so no play costs a pass over every rank.  A :class:`Builder`
lives for one call; nothing is kept between calls.
"""

from __future__ import annotations

from collections.abc import Iterator

from game.cards import CHAIN_TOP, RANK_CHARS, TWO
from game.doudizhu.laizi_wilds import Holding
from game.kinds import KINDS
from game.plays import Play

SOFT_BOMB = "soft_bomb"
HARD_BOMB = "hard_bomb"
WILD_BOMB = "wild_bomb"
MAX_PLAY_CARDS = 20
NORMAL = range(TWO + 1)
TEXT = [[ch * n for n in range(MAX_PLAY_CARDS + 1)] for ch in RANK_CHARS]
# A core's ways: text below the face, text above it, natural face cards, wilds.
CoreWay = tuple[str, str, int, int]


_NEW = object.__new__
_SET_KIND, _SET_KEY, _SET_CARDS, _SET_RANK, _SET_CHAIN, _SET_STANDS = (
    Play.__dict__[name].__set__
    for name in ("kind", "key", "cards", "rank", "chain", "stands_for")
)


def new_play(kind: str, key: int, cards: str, stands: str, chain: int = 1) -> Play:
    """A play the generator has already built right (canonical texts, key, chain length):
    the same frozen value ``Play(...)`` makes, without re-deriving its fields."""
    play: Play = _NEW(Play)
    _SET_KIND(play, kind)
    _SET_KEY(play, RANK_CHARS[key])
    _SET_CARDS(play, cards)
    _SET_RANK(play, key)
    _SET_CHAIN(play, chain)
    _SET_STANDS(play, stands)
    return play


def text_of(counts: list[int]) -> str:
    """Canonical rank text of a count vector."""
    return "".join([TEXT[r][c] for r, c in enumerate(counts) if c])


def chain_text(low: int, high: int, width: int) -> str:
    return "".join(TEXT[r][width] for r in range(low, high + 1))


class Builder:
    """The plays found so far, and what they must satisfy (size, kind, key, bomb floor).

    ``face`` is the rank at which the wilds' text goes (the jokers sort after every
    natural card when they are the wilds); ``runs(naturals, wilds)`` gives the text of
    that many natural face cards plus wilds, once per distinct choice of wilds.
    """

    def __init__(self, hold: Holding, previous: Play | None, size: int | None) -> None:
        self.naturals = hold.naturals
        self.faces = hold.faces
        self.wilds = len(hold.faces)
        self.face = hold.faces[0] if hold.faces else TWO
        self.one_face = len(set(hold.faces)) <= 1
        self.size = size
        self.out: list[Play] = []
        # Red 7s share their rank with natural 7s, so two ways may give one play.
        self.seen: set[Play] | None = set() if hold.faces and self.naturals[self.face] else None
        self.face_sets = [_sub_multisets(hold.faces, j) for j in range(self.wilds + 1)]
        self._face_texts = [[faces_text(f) for f in sets] for sets in self.face_sets]
        self.leading = previous is None
        ordinary = previous is not None and not previous.is_bomb
        self.kind = previous.kind if ordinary and previous is not None else None
        self.length = len(previous) if ordinary and previous is not None else 0
        self.above = previous.rank if ordinary and previous is not None else -1
        if previous is None:
            self.bomb_floor: tuple[int, int] = (0, -1)
        elif previous.is_bomb:
            self.bomb_floor = (previous.bomb_class, previous.rank)
        else:
            self.bomb_floor = (1, -1)

    def wants(self, kind: str, cards: int) -> bool:
        if self.size is not None and cards != self.size:
            return False
        if self.leading or KINDS[kind].bomb_class:
            return True
        return kind == self.kind and cards == self.length

    def runs(self, naturals: int, wilds: int) -> list[str]:
        if wilds > self.wilds:
            return []
        if self.one_face:
            return [TEXT[self.face][naturals + wilds]]
        return self._face_texts[wilds]

    def emit(self, kind: str, key: int, cards: str, stands: str, chain: int = 1) -> None:
        """Add a play (a bomb only when it beats the bomb floor)."""
        bomb_class = KINDS[kind].bomb_class
        if bomb_class and (bomb_class, key) <= self.bomb_floor:
            return
        self.add(kind, key, cards, stands, chain)

    def add(self, kind: str, key: int, cards: str, stands: str, chain: int = 1) -> None:
        """Add an ordinary play the caller has checked against the filters (the body of
        :func:`new_play`, inlined: this is the generator's innermost call)."""
        play: Play = _NEW(Play)
        _SET_KIND(play, kind)
        _SET_KEY(play, RANK_CHARS[key])
        _SET_CARDS(play, cards)
        _SET_RANK(play, key)
        _SET_CHAIN(play, chain)
        _SET_STANDS(play, stands)
        seen = self.seen
        if seen is not None:
            if play in seen:
                return
            seen.add(play)
        self.out.append(play)

    def chains(self, kind: str, width: int, per_link: int) -> Iterator[tuple[int, int,
                                                                          list[CoreWay]]]:
        """Each chain ``low..high`` ``width`` deep that the wilds can fill and this call
        wants (``per_link`` cards a link), with every way to make it from naturals and
        wilds.  The ways of a longer chain extend those of the shorter one."""
        shortest = KINDS[kind].min_chain
        wanted = [n for n in range(shortest, MAX_PLAY_CARDS // per_link + 1)
                  if self.wants(kind, n * per_link)]
        if not wanted:
            return
        naturals = self.naturals
        for low in range(CHAIN_TOP + 2 - wanted[0]):
            ways: list[CoreWay] = [("", "", 0, 0)]
            missing = 0
            for high in range(low, min(CHAIN_TOP, low + wanted[-1] - 1) + 1):
                missing += max(0, width - naturals[high])
                if missing > self.wilds:
                    break
                ways = self._extend(ways, high, width)
                length = high - low + 1
                if length >= shortest and high > self.above and self.wants(kind, length * per_link):
                    yield low, high, ways

    def _extend(self, ways: list[CoreWay], rank: int, width: int) -> list[CoreWay]:
        """The ways ``ways`` with ``width`` cards of ``rank`` added (naturals, then wilds)."""
        budget = self.wilds
        options = [(n, width - n, TEXT[rank][n])
                   for n in range(min(width, self.naturals[rank]), max(0, width - budget) - 1, -1)]
        if rank < self.face:
            return [(b + t, a, nf, w + need)
                    for b, a, nf, w in ways for n, need, t in options if w + need <= budget]
        if rank > self.face:
            return [(b, a + t, nf, w + need)
                    for b, a, nf, w in ways for n, need, t in options if w + need <= budget]
        return [(b, a, n, w + need)
                for b, a, nf, w in ways for n, need, t in options if w + need <= budget]


def _sub_multisets(faces: tuple[int, ...], count: int) -> list[tuple[int, ...]]:
    """The distinct choices of ``count`` wilds (several only with the two jokers)."""
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


def faces_text(faces: tuple[int, ...]) -> str:
    return "".join(RANK_CHARS[f] for f in faces)
