"""Hand decomposition: split a hand into the plan with the fewest and strongest plays.

A good human player looks at a hand as a set of plays: which chains, which trios
carry which small cards, which high cards win the lead back.  The plan with the
fewest plays (turns) and the fewest weak plays wins most often, so every play is
scored ``value - TURN_COST`` where a play's value grows with its key rank: a
small single costs a lot, a 2 or a bomb nearly nothing.  The search enumerates
every multiset of chains (straights, pair chains, trio chains) and scores the
rest as groups, with trios taking the smallest singles or pairs as kickers.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.cards import BIG_JOKER, CHAIN_TOP, RANK_COUNT, SMALL_JOKER, TWO
from game.plays import (
    AIRPLANE_PAIR,
    AIRPLANE_SINGLE,
    BOMB,
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
    make_play,
)

TURN_COST = 7.0
# (width, shortest) of each chain kind, widest first.
_CHAIN_SPECS = ((3, 2, TRIO_CHAIN), (2, 3, PAIR_CHAIN), (1, 5, STRAIGHT))
_KICKER_LIMIT = TWO  # 2s and jokers are kept for control, never spent as kickers
_CACHE_LIMIT = 200_000

Chain = tuple[int, int, int]  # start rank, width, length


@dataclass(frozen=True)
class Plan:
    """A decomposition: its plays and its score (higher is better)."""

    plays: tuple[Play, ...]
    score: float

    @property
    def turns(self) -> int:
        return len(self.plays)


def play_value(play: Play) -> float:
    """How strong one play is on its own: high keys and bombs win the lead back."""
    if play.kind == ROCKET:
        return 20.0
    if play.kind == BOMB:
        return 12.0 + play.rank / 2
    return _group_value(play.rank, play.kind, play.chain)


def _group_value(key: int, kind: str, length: int) -> float:
    value = key - 7.0
    if kind in (STRAIGHT, PAIR_CHAIN, TRIO_CHAIN, AIRPLANE_SINGLE, AIRPLANE_PAIR):
        value += 1.0 + 0.2 * length  # long chains are rarely beaten
    return value


class Decomposer:
    """Finds the best :class:`Plan` for a rank-count vector, memoising results.

    :meth:`score` skips building the plays, which is most of the work when a
    policy only compares candidate replies.
    """

    def __init__(self) -> None:
        self._plans: dict[tuple[int, ...], Plan] = {}
        self._best: dict[tuple[int, ...], tuple[float, list[Chain]]] = {}

    def plan(self, counts: list[int] | tuple[int, ...]) -> Plan:
        key = tuple(counts)
        found = self._plans.get(key)
        if found is None:
            score, chains = self._solve(key)
            rest = list(key)
            for start, width, length in chains:
                for r in range(start, start + length):
                    rest[r] -= width
            found = Plan(tuple(_build_plays(rest, chains)), score)
            if len(self._plans) > _CACHE_LIMIT:
                self._plans.clear()
            self._plans[key] = found
        return found

    def score(self, counts: list[int] | tuple[int, ...]) -> float:
        return self._solve(tuple(counts))[0]

    def _solve(self, key: tuple[int, ...]) -> tuple[float, list[Chain]]:
        found = self._best.get(key)
        if found is None:
            if not any(key):
                found = (0.0, [])
            else:
                best: list[tuple[float, list[Chain]]] = [(-1e9, [])]
                self._search(list(key), 0, [], best)
                found = best[0]
            if len(self._best) > _CACHE_LIMIT:
                self._best.clear()
            self._best[key] = found
        return found

    def _search(
        self, counts: list[int], r: int, chains: list[Chain], best: list[tuple[float, list[Chain]]]
    ) -> None:
        while r <= CHAIN_TOP and counts[r] == 0:
            r += 1
        if r > CHAIN_TOP - 1:
            score = _leaf_score(counts, chains)
            if score > best[0][0]:
                best[0] = (score, list(chains))
            return
        self._search(counts, r + 1, chains, best)
        last = chains[-1] if chains and chains[-1][0] == r else None
        for width, shortest, _ in _CHAIN_SPECS:
            if counts[r] < width:
                continue
            run = 0
            while r + run <= CHAIN_TOP and counts[r + run] >= width:
                run += 1
            for length in range(shortest, run + 1):
                if width * length > 20:
                    break
                if last is not None and (width, length) > (last[1], last[2]):
                    continue
                for x in range(r, r + length):
                    counts[x] -= width
                chains.append((r, width, length))
                self._search(counts, r, chains, best)
                chains.pop()
                for x in range(r, r + length):
                    counts[x] += width


def _leaf_score(counts: list[int], chains: list[Chain]) -> float:
    """Score of a plan from its chains and the leftover counts (see module docstring)."""
    score = 0.0
    turns = len(chains)
    demand: list[tuple[int, int]] = []  # (chain length, top) of each trio unit
    for start, width, length in chains:
        top = start + length - 1
        kind = _CHAIN_SPECS[3 - width][2]
        score += _group_value(top, kind, length)
        if width == 3:
            demand.append((length, top))
    singles: list[int] = []
    pairs: list[int] = []
    for r in range(TWO + 1):
        c = counts[r]
        if c == 0:
            continue
        if c == 1:
            singles.append(r)
        elif c == 2:
            pairs.append(r)
        elif c == 3:
            demand.append((1, r))
        else:
            score += 12.0 + r / 2
            turns += 1
            continue
        if c < 4:
            score += r - 7.0
            turns += 1
    if counts[SMALL_JOKER] and counts[BIG_JOKER]:
        score += 20.0
        turns += 1
    elif counts[SMALL_JOKER] or counts[BIG_JOKER]:
        joker = SMALL_JOKER if counts[SMALL_JOKER] else BIG_JOKER
        score += joker - 7.0
        turns += 1
    demand.sort(key=lambda d: -d[0])
    for singles_used, pairs_used in _assign_kickers(demand, singles, pairs):
        for r in singles_used + pairs_used:
            score -= r - 7.0
            turns -= 1
    return score - TURN_COST * turns


def _assign_kickers(
    demand: list[tuple[int, int]], singles: list[int], pairs: list[int]
) -> list[tuple[list[int], list[int]]]:
    """Give each trio unit (largest first) its cheapest kickers: singles or pairs below 2.

    ``demand`` holds (length, top) per unit, largest first.  A kicker never has a rank
    of its own chain: 3 of a four in a chain leave a card that may not ride along.
    """
    free_singles = [r for r in singles if r < _KICKER_LIMIT]
    free_pairs = [r for r in pairs if r < _KICKER_LIMIT]
    out: list[tuple[list[int], list[int]]] = []
    for need, top in demand:
        low = top - need + 1
        singles_ok = [r for r in free_singles if not low <= r <= top][:need]
        pairs_ok = [r for r in free_pairs if not low <= r <= top][:need]
        use_single = len(singles_ok) == need
        use_pair = len(pairs_ok) == need
        if use_single and use_pair:
            use_pair = pairs_ok[-1] < singles_ok[-1]
            use_single = not use_pair
        if use_single:
            out.append((singles_ok, []))
            free_singles = [r for r in free_singles if r not in singles_ok]
        elif use_pair:
            out.append(([], pairs_ok))
            free_pairs = [r for r in free_pairs if r not in pairs_ok]
        else:
            out.append(([], []))
    return out


def _build_plays(rest: list[int], chains: list[Chain]) -> list[Play]:
    """Turn the winning leaf back into :class:`Play` values, kickers attached."""
    demand: list[tuple[int, int]] = []  # (need, top) for trio units
    plays: list[Play] = []
    for start, width, length in chains:
        top = start + length - 1
        if width == 3:
            demand.append((length, top))
        else:
            kind = STRAIGHT if width == 1 else PAIR_CHAIN
            ranks = [r for r in range(start, top + 1) for _ in range(width)]
            plays.append(make_play(kind, top, ranks))
    singles = [r for r in range(TWO + 1) if rest[r] == 1]
    pairs = [r for r in range(TWO + 1) if rest[r] == 2]
    demand += [(1, r) for r in range(TWO + 1) if rest[r] == 3]
    demand.sort(key=lambda d: -d[0])
    used_singles: set[int] = set()
    used_pairs: set[int] = set()
    assigned = _assign_kickers(demand, singles, pairs)
    for (need, top), (ks, kp) in zip(demand, assigned, strict=True):
        used_singles.update(ks)
        used_pairs.update(kp)
        plays.append(_trio_play(need, top, ks, kp))
    for r in range(TWO + 1):
        c = rest[r]
        if c == 4:
            plays.append(make_play(BOMB, r, [r] * 4))
        elif c == 2 and r not in used_pairs:
            plays.append(make_play(PAIR, r, [r, r]))
        elif c == 1 and r not in used_singles:
            plays.append(make_play(SINGLE, r, [r]))
    if rest[SMALL_JOKER] and rest[BIG_JOKER]:
        plays.append(make_play(ROCKET, BIG_JOKER, [SMALL_JOKER, BIG_JOKER]))
    else:
        plays += [make_play(SINGLE, j, [j]) for j in (SMALL_JOKER, BIG_JOKER) if rest[j]]
    return plays


def _trio_play(need: int, top: int, singles: list[int], pairs: list[int]) -> Play:
    trio = [r for r in range(top - need + 1, top + 1) for _ in range(3)]
    if need == 1:
        if singles:
            return make_play(TRIO_SINGLE, top, trio + singles)
        if pairs:
            return make_play(TRIO_PAIR, top, trio + pairs * 2)
        return make_play(TRIO, top, trio)
    if singles:
        return make_play(AIRPLANE_SINGLE, top, trio + singles)
    if pairs:
        return make_play(AIRPLANE_PAIR, top, trio + pairs * 2)
    return make_play(TRIO_CHAIN, top, trio)


def counts_of(ranks: list[int]) -> list[int]:
    """Rank-count vector of a list of rank indices."""
    counts = [0] * RANK_COUNT
    for r in ranks:
        counts[r] += 1
    return counts
