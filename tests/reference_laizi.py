"""An independent reference for the wildcard readings of 癞子 (docs/doudizhu-modes.md §2), for
tests.

Built from the rules as written and the classic table of :mod:`tests.reference` (itself
built from the table of docs/doudizhu.md §1.6, not from the engine); it shares no code with
``game.doudizhu.laizi_*``.  A set of natural cards and wilds is read in three steps:

1. every assignment of a rank to every wild (any rank 3..2, or its own face);
2. each assignment's cards looked up in the classic table (a four is a ``soft_bomb``
   when wilds are in the set, else a ``hard_bomb``);
3. the Decision's collapse: readings differ only in kind, key or what the core stands
   for; within one (kind, key, core) the wild kickers stand for their face where the
   kicker rules allow (the fewest off their face), else the lowest ranks allowed.

Wilds alone count as their face, four of them are the pure wild bomb.  Two ways to the
same answer: :func:`reference_readings` walks the assignments of one set (any size);
:class:`WildIndex` inverts the table once (every classic play with up to four of its
cards turned into wilds) to read every small set of a one-rank wild at once, for the
exhaustive checks.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from functools import lru_cache
from itertools import combinations_with_replacement, product

from tests.reference import NORMAL, RANKS, all_classic_plays

Reading = tuple[str, str, str, str]  # kind, key, cards, stands_for
# One way to read a set: the wild values (aligned with the faces), kind, key, stands_for.
Hit = tuple[str, str, str, str]
BOMB_CLASS = {"soft_bomb": 2, "hard_bomb": 3, "wild_bomb": 4, "rocket": 9}
JOKERS = "BR"
ORDER = {r: i for i, r in enumerate(RANKS)}
KICKER_KINDS = ("trio_single", "trio_pair", "four_two_single", "four_two_pair")


def canon(cards: str) -> str:
    """Cards in rank order, 3 first."""
    return "".join(sorted(cards, key=ORDER.__getitem__))


@lru_cache(maxsize=1)
def classic_table() -> dict[str, tuple[str, str]]:
    return all_classic_plays()


def core_ranks(kind: str, key: str, stands: str) -> set[str]:
    """The ranks of a reading's core: everything but the kickers."""
    if kind in KICKER_KINDS:
        return {key}
    if kind in ("airplane_single", "airplane_pair"):
        length = len(stands) // (4 if kind == "airplane_single" else 5)
        top = RANKS.index(key)
        return set(RANKS[top - length + 1 : top + 1])
    return set(stands)


def _wild_rank_choices(faces: str) -> Iterator[str]:
    """Every distinct assignment of ranks to the wilds, aligned with ``faces`` (sorted):
    wilds of one face are interchangeable, so each face's wilds take a multiset."""
    groups = sorted(Counter(faces).items(), key=lambda item: ORDER[item[0]])
    options = [
        list(combinations_with_replacement(canon("".join(set(NORMAL) | {face})), count))
        for face, count in groups
    ]
    for chosen in product(*options):
        yield "".join("".join(values) for values in chosen)


def collapse(naturals: str, faces: str, hits: Iterable[Hit]) -> set[Reading]:
    """The Decision: one reading per (kind, key, core), kicker wilds at their face where
    allowed, else the lowest allowed ranks.  ``faces`` is sorted and aligned with each
    hit's values."""
    cards = canon(naturals + faces)
    best: dict[tuple[str, str, str], tuple[tuple[object, ...], str]] = {}
    for values, kind, key, stands in hits:
        if kind == "bomb":
            kind = "soft_bomb" if faces else "hard_bomb"
        core = core_ranks(kind, key, stands)
        off_face = sorted(ORDER[v] for v, f in zip(values, faces, strict=True)
                          if v not in core and v != f)
        order = (len(off_face), off_face, sorted(ORDER[v] for v in values))
        group = (kind, key, "".join(r for r in stands if r in core))
        if group not in best or order < best[group][0]:
            best[group] = (order, stands)
    return {(kind, key, cards, stands) for (kind, key, _), (_, stands) in best.items()}


def _wilds_alone(faces: str) -> set[Reading]:
    """Wilds alone count as their face; the four wilds are the pure wild bomb."""
    cards = canon(faces)
    if len(faces) == 4:
        return {("wild_bomb", faces[0], cards, cards)}
    kind, key = classic_table().get(cards, ("", ""))
    return {(kind, key, cards, cards)} if kind else set()


@lru_cache(maxsize=200_000)
def reference_readings(naturals: str, faces: str) -> frozenset[Reading]:
    """Every reading of the natural cards ``naturals`` with wilds of faces ``faces``."""
    naturals, faces = canon(naturals), canon(faces)
    if not naturals:
        return frozenset(_wilds_alone(faces))
    table = classic_table()
    hits = []
    for values in _wild_rank_choices(faces):
        stands = canon(naturals + values)
        reading = table.get(stands)
        if reading:
            hits.append((values, reading[0], reading[1], stands))
    return frozenset(collapse(naturals, faces, hits))


class WildIndex:
    """The classic table inverted for small sets: for natural cards ``N`` and ``k`` wilds,
    every classic play ``N + D`` with ``D`` (``k`` ranks 3..2) what the wilds stand for.

    Reading a set is then a dictionary look-up plus :func:`collapse`, the same answer as
    :func:`reference_readings` (a test checks that) at a fraction of the cost.
    """

    def __init__(self, max_cards: int, max_wilds: int) -> None:
        self.max_cards, self.max_wilds = max_cards, max_wilds
        self.hits: dict[tuple[str, int], list[tuple[str, str, str, str]]] = {}
        for stands, (kind, key) in classic_table().items():
            if len(stands) <= max_cards:
                self._add(stands, kind, key)

    def _add(self, stands: str, kind: str, key: str) -> None:
        counts = Counter(stands)
        ranks = [r for r in canon("".join(counts)) if r not in JOKERS]
        for takes in product(*(range(counts[r] + 1) for r in ranks)):
            wilds = sum(takes)
            if not 1 <= wilds <= self.max_wilds:
                continue
            taken = dict(zip(ranks, takes, strict=True))
            values = "".join(r * t for r, t in taken.items())
            naturals = "".join(r * (n - taken.get(r, 0)) for r, n in sorted(
                counts.items(), key=lambda item: ORDER[item[0]]))
            self.hits.setdefault((naturals, wilds), []).append((values, kind, key, stands))

    def readings(self, naturals: str, wild: str, wilds: int) -> set[Reading]:
        """The readings of ``naturals`` (canonical, no card of rank ``wild``) with
        ``wilds`` wild cards of the rank ``wild``."""
        if not naturals:
            return _wilds_alone(wild * wilds)
        if not wilds:
            kind, key = classic_table().get(naturals, ("", ""))
            kind = "hard_bomb" if kind == "bomb" else kind
            return {(kind, key, naturals, naturals)} if kind else set()
        return collapse(naturals, wild * wilds, self.hits.get((naturals, wilds), ()))


def natural_sets(wild: str, most: int) -> Iterator[str]:
    """Every set of at most ``most`` natural cards of one deck without the rank ``wild``
    (canonical text, the empty set first)."""
    ranks = [r for r in RANKS if r != wild]

    def walk(i: int, left: int, text: str) -> Iterator[str]:
        if i == len(ranks):
            yield text
            return
        rank = ranks[i]
        for take in range(min(left, 1 if rank in JOKERS else 4) + 1):
            yield from walk(i + 1, left - take, text + rank * take)

    return walk(0, most, "")


def reference_beats(play: Reading, previous: Reading | None) -> bool:
    """Comparison straight from docs/doudizhu.md §1.7 and docs/doudizhu-modes.md §2: rocket > pure
    wild > hard > soft."""
    if previous is None:
        return True
    kind, key, cards, _ = play
    pkind, pkey, pcards, _ = previous
    mine, theirs = BOMB_CLASS.get(kind, 0), BOMB_CLASS.get(pkind, 0)
    if mine or theirs:
        return (mine, ORDER[key]) > (theirs, ORDER[pkey] if theirs else -1)
    return kind == pkind and len(cards) == len(pcards) and ORDER[key] > ORDER[pkey]


def reference_plays(naturals: str, faces: str, previous: Reading | None) -> set[Reading]:
    """Every reading of every part of a hand that beats ``previous``."""
    have, wild_have = Counter(naturals), Counter(faces)
    ranks, wild_ranks = canon("".join(have)), canon("".join(wild_have))
    found: set[Reading] = set()
    for takes in product(*(range(have[r] + 1) for r in ranks)):
        part = "".join(r * t for r, t in zip(ranks, takes, strict=True))
        for wild_takes in product(*(range(wild_have[r] + 1) for r in wild_ranks)):
            wilds = "".join(r * t for r, t in zip(wild_ranks, wild_takes, strict=True))
            if part or wilds:
                readings = reference_readings(part, wilds)
                found |= {p for p in readings if reference_beats(p, previous)}
    return found
