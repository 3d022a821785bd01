"""Independent reference implementations for tests: built from the rules table of
docs/doudizhu.md §1.6, sharing no code with ``game.doudizhu.classic`` or
``game.doudizhu.classic_moves``."""

from __future__ import annotations

from collections import Counter
from itertools import combinations, combinations_with_replacement, product

RANKS = "3456789TJQKA2BR"
CHAINABLE = RANKS[:12]  # 3..A
NORMAL = RANKS[:13]  # 3..2
JOKERS = "BR"


def _key(cards: str) -> str:
    return "".join(sorted(cards, key=RANKS.index))


def all_classic_plays() -> dict[str, tuple[str, str]]:
    """Every classic play as {canonical cards: (kind, key)}; raises on a duplicate reading."""
    plays: dict[str, tuple[str, str]] = {}

    def add(cards: str, kind: str, key: str) -> None:
        canon = _key(cards)
        if canon in plays:
            raise AssertionError(f"two readings of {canon}: {plays[canon]} and {(kind, key)}")
        plays[canon] = (kind, key)

    for r in RANKS:
        add(r, "single", r)
    for r in NORMAL:
        add(r * 2, "pair", r)
        add(r * 3, "trio", r)
        add(r * 4, "bomb", r)
        for k in RANKS:
            if k != r:
                add(r * 3 + k, "trio_single", r)
        for k in NORMAL:
            if k != r:
                add(r * 3 + k * 2, "trio_pair", r)
    add("BR", "rocket", "R")
    for width, kind, shortest in ((1, "straight", 5), (2, "pair_chain", 3), (3, "trio_chain", 2)):
        for length in range(shortest, 13):
            for start in range(12 - length + 1):
                chain = CHAINABLE[start : start + length]
                if len(chain) * width <= 20:
                    add("".join(r * width for r in chain), kind, chain[-1])
    _add_fours(add)
    _add_airplanes(add)
    return plays


def _add_fours(add) -> None:  # type: ignore[no-untyped-def]
    for f in NORMAL:
        others = [r for r in RANKS if r != f]
        for a, b in combinations_with_replacement(others, 2):
            if (a == b and a in JOKERS) or {a, b} == set(JOKERS):
                continue
            add(f * 4 + a + b, "four_two_single", f)
        pairs = [r for r in NORMAL if r != f]
        for a, b in combinations(pairs, 2):
            add(f * 4 + a * 2 + b * 2, "four_two_pair", f)


def _add_airplanes(add) -> None:  # type: ignore[no-untyped-def]
    for n in range(2, 6):
        for start in range(12 - n + 1):
            chain = CHAINABLE[start : start + n]
            body = "".join(r * 3 for r in chain)
            neighbours = {CHAINABLE[i] for i in (start - 1, start + n) if 0 <= i < 12}
            others = [r for r in RANKS if r not in chain]
            for wings in combinations_with_replacement(others, n):
                counts = Counter(wings)
                if any(v >= 4 for v in counts.values()):
                    continue
                if any(counts[j] > 1 for j in JOKERS) or all(counts[j] for j in JOKERS):
                    continue
                if any(counts[r] == 3 for r in neighbours):
                    continue
                add(body + "".join(wings), "airplane_single", chain[-1])
            if 5 * n <= 20:
                pair_ranks = [r for r in NORMAL if r not in chain]
                for wings in combinations(pair_ranks, n):
                    add(body + "".join(r * 2 for r in wings), "airplane_pair", chain[-1])


_ORDER = {r: i for i, r in enumerate(RANKS)}


def reference_beats(play: tuple[str, str, int], previous: tuple[str, str, int] | None) -> bool:
    """(kind, key, size) comparison straight from the Comparison rules."""
    if previous is None:
        return True
    kind, key, size = play
    pkind, pkey, psize = previous
    if kind == "rocket":
        return pkind != "rocket"
    if pkind == "rocket":
        return False
    if kind == "bomb" and pkind != "bomb":
        return True
    if pkind == "bomb" and kind != "bomb":
        return False
    return kind == pkind and size == psize and _ORDER[key] > _ORDER[pkey]


def brute_force_replies(
    hand: str, previous: str | None, table: dict[str, tuple[str, str]]
) -> set[str]:
    """Every sub-multiset of ``hand`` that is a play beating ``previous`` (canonical strings)."""
    counts = Counter(hand)
    ranks = sorted(counts, key=RANKS.index)
    prev = None
    if previous is not None:
        kind, key = table[_key(previous)]
        prev = (kind, key, len(previous))
    out = set()
    for takes in product(*(range(counts[r] + 1) for r in ranks)):
        cards = "".join(r * t for r, t in zip(ranks, takes, strict=True))
        reading = table.get(cards)
        if reading and reference_beats((reading[0], reading[1], len(cards)), prev):
            out.add(cards)
    return out
