"""Legal-move generation for the classic pattern set.

The pipeline follows DouZero's clear shape (find the cores, attach kickers,
keep what beats the previous play) but works on a rank-count vector and yields
each distinct play exactly once.  The common plays come from tables built once
at import, so generating them is list indexing; the rarer kicker-heavy plays
(airplanes, four-with-two) are built fresh, since a cache of them would remember
what a hand held.
"""

from __future__ import annotations

from collections.abc import Iterator

from game.cards import BIG_JOKER, CHAIN_TOP, RANK_COUNT, SMALL_JOKER, TWO
from game.kinds import KINDS
from game.plays import (
    AIRPLANE_PAIR,
    AIRPLANE_SINGLE,
    BOMB,
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
    intern_play,
    make_play,
)

TRIO_WIDTH = KINDS[TRIO_CHAIN].chain_unit  # cards of each link of an airplane's chain
_RANKS = range(RANK_COUNT)
_NORMAL = range(TWO + 1)

SINGLES = [intern_play(SINGLE, r, [r]) for r in _RANKS]
PAIRS = [intern_play(PAIR, r, [r, r]) for r in _NORMAL]
TRIOS = [intern_play(TRIO, r, [r] * 3) for r in _NORMAL]
BOMBS = [intern_play(BOMB, r, [r] * 4) for r in _NORMAL]
ROCKET_PLAY = intern_play(ROCKET, BIG_JOKER, [SMALL_JOKER, BIG_JOKER])
TRIO_SINGLES = [[intern_play(TRIO_SINGLE, t, [t] * 3 + [k]) for k in _RANKS] for t in _NORMAL]
TRIO_PAIRS = [[intern_play(TRIO_PAIR, t, [t] * 3 + [k] * 2) for k in _NORMAL] for t in _NORMAL]


def _chain_table(kind: str, width: int, shortest: int) -> dict[tuple[int, int], Play]:
    table: dict[tuple[int, int], Play] = {}
    for top in range(CHAIN_TOP + 1):
        for length in range(shortest, top + 2):
            if length * width <= 20:
                ranks = [r for r in range(top - length + 1, top + 1) for _ in range(width)]
                table[top, length] = intern_play(kind, top, ranks)
    return table


_CHAINS = {
    name: (_chain_table(name, KINDS[name].chain_unit, KINDS[name].min_chain),
           KINDS[name].chain_unit, KINDS[name].min_chain)
    for name in (STRAIGHT, PAIR_CHAIN, TRIO_CHAIN)
}
STRAIGHTS, PAIR_CHAINS, TRIO_CHAINS = (_CHAINS[name][0] for name in _CHAINS)


# Kicker-bearing plays (airplanes, four-with-two) by (kind, key, core start, core
# length, wings).  The table is filled once, on first use, with every such play
# of a full deck, and never grows after: a cache that grew with the hands played
# would let code holding one seat's view read back what another seat held.
_KICKER_PLAYS: dict[tuple[object, ...], Play] = {}
_filling = False


def _with_kickers(kind: str, key: int, core: list[int], wings: tuple[int, ...]) -> Play:
    """The play of a core plus wings, from the prefilled table (one dict lookup)."""
    token = (kind, key, core[0], len(core), wings)
    play = _KICKER_PLAYS.get(token)
    if play is None:
        if not _filling and not _KICKER_PLAYS:
            _fill_kicker_plays()
            return _with_kickers(kind, key, core, wings)
        play = make_play(kind, key, sorted(core + list(wings)))
        if _filling:
            _KICKER_PLAYS[token] = play
    return play


def _fill_kicker_plays() -> None:
    """Every kicker-bearing play of one full deck: a superset of any hand's (~0.1 s)."""
    global _filling
    _filling = True
    try:
        _leads([4] * (TWO + 1) + [1, 1])
    finally:
        _filling = False


def generate_classic(counts: list[int], previous: Play | None) -> list[Play]:
    """Every distinct classic play from ``counts`` that may follow ``previous``."""
    if previous is None:
        return _leads(counts)
    out: list[Play] = []
    kind = previous.kind
    if kind == ROCKET:
        return out
    if kind != BOMB:
        _follow(counts, previous, out)
    floor = previous.rank if kind == BOMB else -1
    out.extend(BOMBS[r] for r in range(floor + 1, TWO + 1) if counts[r] == 4)
    if counts[SMALL_JOKER] and counts[BIG_JOKER]:
        out.append(ROCKET_PLAY)
    return out


def _leads(counts: list[int]) -> list[Play]:
    out: list[Play] = []
    pairs: list[int] = []
    trios: list[int] = []
    fours: list[int] = []
    present: list[int] = []
    for r in _RANKS:
        c = counts[r]
        if c:
            present.append(r)
            out.append(SINGLES[r])
            if c >= 2:
                pairs.append(r)
                out.append(PAIRS[r])
                if c >= 3:
                    trios.append(r)
                    out.append(TRIOS[r])
                    if c == 4:
                        fours.append(r)
                        out.append(BOMBS[r])
    if counts[SMALL_JOKER] and counts[BIG_JOKER]:
        out.append(ROCKET_PLAY)
    for t in trios:
        row = TRIO_SINGLES[t]
        out.extend(row[k] for k in present if k != t)
        row2 = TRIO_PAIRS[t]
        out.extend(row2[k] for k in pairs if k != t)
    for kind in _CHAINS:
        _chains(counts, kind, -1, 0, out)
    if len(trios) >= 2:
        _airplanes(counts, -1, 0, out)
    for f in fours:
        _four_with_two(counts, f, FOUR_TWO_SINGLE, out)
        _four_with_two(counts, f, FOUR_TWO_PAIR, out)
    return out


def _follow(counts: list[int], previous: Play, out: list[Play]) -> None:
    kind, key = previous.kind, previous.rank
    if kind == SINGLE:
        out.extend(SINGLES[r] for r in range(key + 1, RANK_COUNT) if counts[r])
    elif kind == PAIR:
        out.extend(PAIRS[r] for r in range(key + 1, TWO + 1) if counts[r] >= 2)
    elif kind == TRIO:
        out.extend(TRIOS[r] for r in range(key + 1, TWO + 1) if counts[r] >= 3)
    elif kind in (TRIO_SINGLE, TRIO_PAIR):
        need = 1 if kind == TRIO_SINGLE else 2
        table = TRIO_SINGLES if kind == TRIO_SINGLE else TRIO_PAIRS
        limit = RANK_COUNT if kind == TRIO_SINGLE else TWO + 1
        for t in range(key + 1, TWO + 1):
            if counts[t] >= 3:
                row = table[t]
                out.extend(row[k] for k in range(limit) if k != t and counts[k] >= need)
    elif kind in _CHAINS:
        _chains(counts, kind, key, previous.chain, out)
    elif kind in (AIRPLANE_SINGLE, AIRPLANE_PAIR):
        _airplanes(counts, key, previous.chain, out, kind)
    elif kind in (FOUR_TWO_SINGLE, FOUR_TWO_PAIR):
        for f in range(key + 1, TWO + 1):
            if counts[f] == 4:
                _four_with_two(counts, f, kind, out)


def _runs(counts: list[int], width: int) -> Iterator[tuple[int, int]]:
    """Maximal runs (start, end inclusive) of chainable ranks with at least ``width`` cards."""
    start = -1
    for r in range(CHAIN_TOP + 2):
        if r <= CHAIN_TOP and counts[r] >= width:
            if start < 0:
                start = r
        elif start >= 0:
            yield start, r - 1
            start = -1


def _chains(counts: list[int], kind: str, above: int, length: int, out: list[Play]) -> None:
    """Chains of ``kind``; with ``length`` > 0 only that length and tops above ``above``."""
    table, width, shortest = _CHAINS[kind]
    for start, end in _runs(counts, width):
        for top in range(max(start + shortest - 1, above + 1), end + 1):
            if length:
                if top - length + 1 >= start and (top, length) in table:
                    out.append(table[top, length])
            else:
                for n in range(shortest, top - start + 2):
                    play = table.get((top, n))
                    if play is not None:
                        out.append(play)


def _airplanes(
    counts: list[int], above: int, length: int, out: list[Play], only: str = ""
) -> None:
    """Airplanes with wings; ``length`` 0 means every length (leading)."""
    for start, end in _runs(counts, 3):
        for top in range(max(start + 1, above + 1), end + 1):
            lengths = [length] if length else range(2, top - start + 2)
            for n in lengths:
                low = top - n + 1
                if low < start:
                    continue
                if only != AIRPLANE_PAIR and 4 * n <= 20:
                    _single_wings(counts, low, top, out)
                if only != AIRPLANE_SINGLE and 5 * n <= 20:
                    _pair_wings(counts, low, top, out)


def _single_wings(counts: list[int], low: int, top: int, out: list[Play]) -> None:
    n = top - low + 1
    caps = []
    for r in _RANKS:
        if low <= r <= top:
            continue
        cap = min(counts[r], 3)
        if (r == low - 1 or r == top + 1) and r <= CHAIN_TOP:
            cap = min(cap, 2)
        if cap:
            caps.append((r, cap))
    chain = [r for r in range(low, top + 1) for _ in range(TRIO_WIDTH)]
    for wings in _multisets(caps, n):
        if SMALL_JOKER in wings and BIG_JOKER in wings:
            continue
        out.append(_with_kickers(AIRPLANE_SINGLE, top, chain, tuple(wings)))


def _pair_wings(counts: list[int], low: int, top: int, out: list[Play]) -> None:
    n = top - low + 1
    candidates = [r for r in _NORMAL if counts[r] >= 2 and not low <= r <= top]
    chain = [r for r in range(low, top + 1) for _ in range(TRIO_WIDTH)]
    for wings in _combinations(candidates, n):
        out.append(_with_kickers(AIRPLANE_PAIR, top, chain, tuple(r for r in wings for _ in "ab")))


def _four_with_two(counts: list[int], four: int, kind: str, out: list[Play]) -> None:
    base = [four] * 4
    if kind == FOUR_TWO_SINGLE:
        caps = [(r, min(counts[r], 2)) for r in _RANKS if r != four and counts[r]]
        for wings in _multisets(caps, 2):
            if wings != [SMALL_JOKER, BIG_JOKER]:
                out.append(_with_kickers(kind, four, base, tuple(wings)))
    else:
        pairs = [r for r in _NORMAL if r != four and counts[r] >= 2]
        for a, b in _combinations(pairs, 2):
            out.append(_with_kickers(kind, four, base, (a, a, b, b)))


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
