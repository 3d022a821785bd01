"""An independent reference for the wildcard readings (RULES.md §2), and its own checks.

The reference tries every value for every wild (each rank 3..2, or its own face),
looks the result up in the classic table of ``tests.reference`` (itself built from
the rules table, not from the engine), and applies the Decisions as written: readings
differ in kind, key or what the core stands for; a kicker wild stands for its face
where allowed, else the lowest rank allowed; a wild is a kicker only when no natural
card of the core could be that kicker in its place; wilds alone count as their face.
It shares no code with ``game.doudizhu.laizi_*``; it is slow and meant for small sets.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import product

from tests.reference import NORMAL, RANKS, all_classic_plays

Reading = tuple[str, str, str, str]  # kind, key, cards, stands_for
BOMB_CLASS = {"soft_bomb": 2, "hard_bomb": 3, "wild_bomb": 4, "rocket": 9}
_ORDER = {r: i for i, r in enumerate(RANKS)}


def canon(cards: str) -> str:
    return "".join(sorted(cards, key=_ORDER.__getitem__))


@lru_cache(maxsize=1)
def classic_table() -> dict[str, tuple[str, str]]:
    return all_classic_plays()


def _core_ranks(kind: str, key: str, stands: str) -> set[str]:
    if kind in ("trio_single", "trio_pair", "four_two_single", "four_two_pair"):
        return {key}
    if kind in ("airplane_single", "airplane_pair"):
        length = len(stands) // (4 if kind == "airplane_single" else 5)
        top = RANKS.index(key)
        return set(RANKS[top - length + 1 : top + 1])
    return set(stands)


def reference_readings(naturals: str, faces: str) -> set[Reading]:
    """Every reading of the natural cards ``naturals`` with wilds of faces ``faces``."""
    table = classic_table()
    cards = canon(naturals + faces)
    if not naturals:
        if len(faces) == 4:
            return {("wild_bomb", faces[0], cards, cards)}
        kind, key = table.get(cards, ("", ""))
        return {(kind, key, cards, cards)} if kind else set()
    groups: dict[tuple[str, str, str], list[tuple[tuple[object, ...], str, frozenset[str], int]]]
    groups = {}
    options = [sorted(set(NORMAL) | {face}, key=_ORDER.__getitem__) for face in faces]
    for values in product(*options):
        stands = canon(naturals + "".join(values))
        kind, key = table.get(stands, ("", ""))
        if not kind:
            continue
        if kind == "bomb":
            kind = "soft_bomb" if faces else "hard_bomb"
        core = _core_ranks(kind, key, stands)
        core_text = "".join(r for r in stands if r in core)
        natural_core = frozenset(r for r in core if r in naturals)
        wild_kickers = sum(1 for v in values if v not in core)
        off_face = [_ORDER[v] for v, f in zip(values, faces, strict=True) if v != f]
        order = (len(off_face), sorted(off_face), [_ORDER[v] for v in canon("".join(values))])
        groups.setdefault((kind, key, core_text), []).append(
            (order, stands, natural_core, wild_kickers)
        )
    # Which natural ranks each kind can hold in its core: the swap test of the Decision.
    cores = {(kind, members[0][2]) for (kind, _, _), members in groups.items()}
    found: set[Reading] = set()
    count = Counter(naturals)
    for (kind, key, _), members in groups.items():
        _, stands, natural_core, wild_kickers = min(members, key=lambda m: m[0])  # type: ignore[arg-type, return-value]
        if wild_kickers and any(
            count[r] == 1 and (kind, natural_core - {r}) in cores for r in natural_core
        ):
            continue
        found.add((kind, key, cards, stands))
    return found


def reference_beats(play: Reading, previous: Reading | None) -> bool:
    """Comparison straight from RULES.md §1 and §2: rocket > pure wild > hard > soft."""
    if previous is None:
        return True
    kind, key, cards, _ = play
    pkind, pkey, pcards, _ = previous
    mine, theirs = BOMB_CLASS.get(kind, 0), BOMB_CLASS.get(pkind, 0)
    if mine or theirs:
        return (mine, _ORDER[key]) > (theirs, _ORDER[pkey] if theirs else -1)
    return kind == pkind and len(cards) == len(pcards) and _ORDER[key] > _ORDER[pkey]


def reference_plays(naturals: str, faces: str, previous: Reading | None) -> set[Reading]:
    """Every reading of every part of a hand that beats ``previous``."""
    have, wild_have = Counter(naturals), Counter(faces)
    ranks, wild_ranks = sorted(have, key=_ORDER.get), sorted(wild_have, key=_ORDER.get)
    found: set[Reading] = set()
    for takes in product(*(range(have[r] + 1) for r in ranks)):
        part = "".join(r * t for r, t in zip(ranks, takes, strict=True))
        for wild_takes in product(*(range(wild_have[r] + 1) for r in wild_ranks)):
            wilds = "".join(r * t for r, t in zip(wild_ranks, wild_takes, strict=True))
            if part or wilds:
                readings = reference_readings(part, wilds)
                found |= {p for p in readings if reference_beats(p, previous)}
    return found


def test_reference_knows_the_decisions_examples() -> None:
    assert len(reference_readings("4", "555")) == 13
    assert reference_readings("333", "55") == {("trio_pair", "3", "33355", "33355")}
    assert reference_readings("", "7777") == {("wild_bomb", "7", "7777", "7777")}
    assert len(reference_readings("B", "777")) == 13


def test_reference_reads_classic_sets_without_wilds_as_classic() -> None:
    assert reference_readings("3333", "") == {("hard_bomb", "3", "3333", "3333")}
    assert reference_readings("34567", "") == {("straight", "7", "34567", "34567")}
