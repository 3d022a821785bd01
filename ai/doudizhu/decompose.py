"""Hand decomposition: split a hand into the plan with the fewest and strongest plays.

A good human player looks at a hand as a set of plays: which chains, which trios
carry which small cards, which high cards win the lead back.  The plan with the
fewest plays (turns) and the fewest weak plays wins most often, so every play is
scored ``value - TURN_COST`` where a play's value grows with its key rank: a
small single costs a lot, a 2 or a bomb nearly nothing.  The search enumerates
every multiset of chains (straights, pair chains, trio chains) and scores the
rest as groups, with trios taking the smallest singles or pairs as kickers.

The groups are the classic shapes unless the decomposer is given a mode's
:class:`~ai.doudizhu.shapes.PlanShapes` (``use_shapes``; the two-deck modes): then a rank
of five or more cards is one long bomb worth its place in the mode's bomb order
and no chain breaks it, jokers pair or bomb as the mode reads them, trios take
only pairs, and 帝主's fours stand alone or chain.  Without shapes (classic, or
a hand-made view) every four cards of a rank make a bomb and the rest a trio,
pair or single; each small and big joker together make a rocket.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Protocol

from ai.doudizhu.ranks import counts_of
from ai.doudizhu.shapes import LONG_BOMB, JokerGroups, PlanShapes, shapes_for
from game.cards import BIG_JOKER, CHAIN_TOP, SMALL_JOKER, TWO
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

__all__ = ["BOMB_WIDTH", "TRIO_WIDTH", "Decomposer", "Plan", "counts_of", "play_value",
           "read_mode"]

TURN_COST = 7.0
TRIO_WIDTH = 3  # cards of one rank in a trio (and in each link of a trio chain)
BOMB_WIDTH = 4  # cards of one rank in a bomb
MAX_CHAIN_CARDS = 20  # the longest chain the classic pattern set has (a landlord's 20 cards)
# (width, shortest) of each chain kind, widest first.
_CHAIN_SPECS = ((TRIO_WIDTH, 2, TRIO_CHAIN), (2, 3, PAIR_CHAIN), (1, 5, STRAIGHT))
_CHAIN_KIND = {width: kind for width, _, kind in _CHAIN_SPECS}
_FOUR_CHAIN = "four_chain"
_FOUR = "four"  # 帝主's four of a kind: an ordinary play
# 帝主's fours carrying trios: four + trio, four + trio + pair, four chain + trios, four
# chain + a trio chain as long + pairs (docs/doudizhu-modes.md §6; game.doudizhu.emperor_patterns).
FOUR_TRIO, DRESS, CARRIER, SPACESHIP = "four_trio", "dress", "carrier", "spaceship"
_BOMBS_OF_FOUR = (BOMB, "soft_bomb", "hard_bomb", "wild_bomb")  # the wildcard mode's too
_KICKER_LIMIT = TWO  # 2s and jokers are kept for control, never spent as kickers
_CACHE_LIMIT = 200_000
# Hands up to this size (every classic hand) are searched exhaustively.  Bigger two-deck
# hands (25-40 cards) can have tens of thousands of chain sets: their search stops after
# LEAF_LIMIT complete plans and keeps the best so far (on 40 random 33- and 40-card hands
# it found the best plan 36 times, 1.4 points short on average; 10x faster).
EXHAUSTIVE_CARDS = 20
LEAF_LIMIT = 2000
# The search's roll-outs decompose every reply of every simulated seat: on big hands they
# use a far smaller budget (a roll-out needs a sound plan, not the best one).
ROLLOUT_LEAF_LIMIT = 150


class PlanReader(Protocol):
    """A planner that reads the hand differently (the wildcard mode's :mod:`ai.doudizhu.wilds`)."""

    def plan(self, counts: Sequence[int]) -> Plan: ...

    def score(self, counts: Sequence[int]) -> float: ...


class _Enough(Exception):
    """The leaf budget of a big hand's search is spent."""

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
    if play.kind in _BOMBS_OF_FOUR:
        return 12.0 + play.rank / 2 + 2.0 * (len(play) - BOMB_WIDTH)  # long bombs: higher
    if play.is_bomb:  # the joker bombs of five and the heaven bomb
        return 12.0 + 2.0 * len(play) + play.rank / 8
    return _group_value(play.rank, play.kind, play.chain)


def _group_value(key: int, kind: str, length: int) -> float:
    value = key - 7.0
    if kind in (STRAIGHT, PAIR_CHAIN, TRIO_CHAIN, AIRPLANE_SINGLE, AIRPLANE_PAIR, _FOUR_CHAIN):
        value += 1.0 + 0.2 * length  # long chains are rarely beaten
    return value


Memo = tuple[dict[tuple[int, ...], Plan], dict[tuple[int, ...], tuple[float, list[Chain]]]]
# Plans are values of (shapes, leaf budget, hand): every decomposer of the process shares
# one memo per shapes and budget.  The arena seats new players every hand and the search
# plans the same simulated hands sample after sample; a cold memo per player re-solved them.
# Keyed by the shapes object itself (kept alive in the entry, so its id is never reused): a
# bench's variant of a mode's shapes under the same name gets its own plans.  Each memo
# is bounded by _CACHE_LIMIT (emptied when full).
_MEMOS: dict[tuple[int, int], tuple[PlanShapes | None, Memo]] = {}


def _memo(shapes: PlanShapes | None, leaf_limit: int) -> Memo:
    key = (id(shapes), leaf_limit)
    entry = _MEMOS.get(key)
    if entry is None:
        entry = _MEMOS[key] = (shapes, ({}, {}))
    return entry[1]


class Decomposer:
    """Finds the best :class:`Plan` for a rank-count vector, memoising results.

    :meth:`score` skips building the plays, which is most of the work when a
    policy only compares candidate replies.  ``leaf_limit`` bounds the search of a
    hand over :data:`EXHAUSTIVE_CARDS` cards (classic hands are always exhaustive).
    """

    def __init__(self, leaf_limit: int = LEAF_LIMIT) -> None:
        self.leaf_limit = leaf_limit
        self._plans, self._best = _memo(None, leaf_limit)
        self._leaves_left: int | None = None  # None: exhaustive
        self.reader: PlanReader | None = None  # set by ai.doudizhu.wilds.read_wilds in a wild hand
        self.shapes: PlanShapes | None = None  # a two-deck mode's shapes (use_shapes)
        self._specs: tuple[tuple[int, int, str], ...] = _CHAIN_SPECS
        self._chain_cap = 99  # a rank with this many cards is never taken by a chain

    def use_shapes(self, shapes: PlanShapes | None) -> None:
        """Plan with a mode's shapes (``None``: classic); the memo is per shapes (and shared)."""
        if shapes is self.shapes:
            return
        self.shapes = shapes
        self._plans, self._best = _memo(shapes, self.leaf_limit)
        self._specs = shapes.chains if shapes else _CHAIN_SPECS
        self._chain_cap = LONG_BOMB if shapes else 99

    def plan(self, counts: list[int] | tuple[int, ...]) -> Plan:
        if self.reader is not None:
            return self.reader.plan(counts)
        key = tuple(counts)
        found = self._plans.get(key)
        if found is None:
            score, chains = self._solve(key)
            rest = list(key)
            for start, width, length in chains:
                for r in range(start, start + length):
                    rest[r] -= width
            build = _build_plays if self.shapes is None else partial(_shaped_build, self.shapes)
            found = Plan(tuple(build(rest, chains)), score)
            if len(self._plans) > _CACHE_LIMIT:
                self._plans.clear()
            self._plans[key] = found
        return found

    def score(self, counts: list[int] | tuple[int, ...]) -> float:
        if self.reader is not None:
            return self.reader.score(counts)
        return self._solve(tuple(counts))[0]

    def _solve(self, key: tuple[int, ...]) -> tuple[float, list[Chain]]:
        found = self._best.get(key)
        if found is None:
            if not any(key):
                found = (0.0, [])
            else:
                best: list[tuple[float, list[Chain]]] = [(-1e9, [])]
                self._leaves_left = self.leaf_limit if sum(key) > EXHAUSTIVE_CARDS else None
                with contextlib.suppress(_Enough):
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
            score = (_leaf_score(counts, chains) if self.shapes is None
                     else _shaped_score(self.shapes, counts, chains))
            if score > best[0][0]:
                best[0] = (score, list(chains))
            if self._leaves_left is not None:
                self._leaves_left -= 1
                if self._leaves_left <= 0:
                    raise _Enough
            return
        self._search(counts, r + 1, chains, best)
        last = chains[-1] if chains and chains[-1][0] == r else None
        cap = self._chain_cap
        for width, shortest, _ in self._specs:
            if not width <= counts[r] < cap:
                continue
            run = 0
            while r + run <= CHAIN_TOP and width <= counts[r + run] < cap:
                run += 1
            for length in range(shortest, run + 1):
                if width * length > MAX_CHAIN_CARDS:
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


def read_mode(decomposer: Decomposer, pattern_set: str) -> None:
    """Make ``decomposer`` plan with the shapes of ``pattern_set`` (classic when it has none)."""
    decomposer.use_shapes(shapes_for(pattern_set))


def _leaf_score(counts: list[int], chains: list[Chain]) -> float:
    """Score of a plan from its chains and the leftover counts (see module docstring)."""
    score = 0.0
    turns = len(chains)
    demand: list[tuple[int, int]] = []  # (chain length, top) of each trio unit
    for start, width, length in chains:
        top = start + length - 1
        score += _group_value(top, _CHAIN_KIND[width], length)
        if width == TRIO_WIDTH:
            demand.append((length, top))
    singles: list[int] = []
    pairs: list[int] = []
    trio, bomb = TRIO_WIDTH, BOMB_WIDTH
    for r in range(TWO + 1):
        c = counts[r]
        if c == 0:
            continue
        while c > bomb:  # more than one deck: every four of a rank is a bomb
            score += 12.0 + r / 2
            turns += 1
            c -= bomb
        if c == 1:
            singles.append(r)
        elif c == 2:
            pairs.append(r)
        elif c == trio:
            demand.append((1, r))
        else:
            score += 12.0 + r / 2
            turns += 1
            continue
        score += r - 7.0
        turns += 1
    small, big = counts[SMALL_JOKER], counts[BIG_JOKER]
    if small or big:
        rockets = min(small, big)
        score += (20.0 * rockets + (SMALL_JOKER - 7.0) * (small - rockets)
                  + (BIG_JOKER - 7.0) * (big - rockets))
        turns += small + big - rockets
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


def _chain_plays(
    chains: list[Chain], kinds: Mapping[int, str]
) -> tuple[list[Play], list[tuple[int, int]]]:
    """The leaf's chains as plays of ``kinds`` (by width), and the trio units among them
    as (need, top) kicker demands, which the builders attach kickers to."""
    demand: list[tuple[int, int]] = []
    plays: list[Play] = []
    for start, width, length in chains:
        top = start + length - 1
        if width == TRIO_WIDTH:
            demand.append((length, top))
        else:
            ranks = [r for r in range(start, top + 1) for _ in range(width)]
            plays.append(make_play(kinds[width], top, ranks))
    return plays, demand


def _build_plays(rest: list[int], chains: list[Chain]) -> list[Play]:
    """Turn the winning leaf back into :class:`Play` values, kickers attached."""
    plays, demand = _chain_plays(chains, _CHAIN_KIND)
    bombs = [0] * (TWO + 1)
    left = rest[: TWO + 1]
    for r, c in enumerate(left):
        if c >= BOMB_WIDTH:
            bombs[r], left[r] = divmod(c, BOMB_WIDTH)
    singles = [r for r, c in enumerate(left) if c == 1]
    pairs = [r for r, c in enumerate(left) if c == 2]
    demand += [(1, r) for r, c in enumerate(left) if c == TRIO_WIDTH]
    demand.sort(key=lambda d: -d[0])
    used_singles: set[int] = set()
    used_pairs: set[int] = set()
    assigned = _assign_kickers(demand, singles, pairs)
    for (need, top), (ks, kp) in zip(demand, assigned, strict=True):
        used_singles.update(ks)
        used_pairs.update(kp)
        plays.append(_trio_play(need, top, ks, kp))
    for r, c in enumerate(left):
        if bombs[r]:
            plays += [make_play(BOMB, r, [r] * BOMB_WIDTH)] * bombs[r]
        if c == 2 and r not in used_pairs:
            plays.append(make_play(PAIR, r, [r, r]))
        elif c == 1 and r not in used_singles:
            plays.append(make_play(SINGLE, r, [r]))
    rockets = min(rest[SMALL_JOKER], rest[BIG_JOKER])
    if rockets:
        plays += [make_play(ROCKET, BIG_JOKER, [SMALL_JOKER, BIG_JOKER])] * rockets
    for joker in (SMALL_JOKER, BIG_JOKER):
        if rest[joker] > rockets:
            plays += [make_play(SINGLE, joker, [joker])] * (rest[joker] - rockets)
    return plays


def _trio_play(need: int, top: int, singles: list[int], pairs: list[int]) -> Play:
    trio = [r for r in range(top - need + 1, top + 1) for _ in range(TRIO_WIDTH)]
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


# --- a mode's shapes (ai.doudizhu.shapes): long bombs whole, jokers as the mode reads them ---

FOUR_BONUS = 1.0  # 帝主's four is beaten only by a higher four or a bomb: a little over a trio
_JOKERS: dict[tuple[str, int, int], JokerGroups] = {}


def _jokers(shapes: PlanShapes, small: int, big: int) -> JokerGroups:
    key = (shapes.name, small, big)
    found = _JOKERS.get(key)
    if found is None:
        found = _JOKERS[key] = shapes.jokers(small, big)
    return found


def _shaped_score(shapes: PlanShapes, counts: list[int], chains: list[Chain]) -> float:
    """:func:`_leaf_score` for a mode's shapes: a rank of ``min_bomb`` cards or more is one
    bomb worth its level, 帝主's four one play (carrying trios and pairs, see
    :func:`_four_kickers`), trios take pairs only.  A kicker's turn and worth leave the sum."""
    kinds = {width: kind for width, _, kind in shapes.chains}
    score = 0.0
    turns = len(chains)
    demand: list[tuple[int, int]] = []
    fours: list[tuple[int, int]] = []
    for start, width, length in chains:
        top = start + length - 1
        score += _group_value(top, kinds[width], length)
        if width == TRIO_WIDTH:
            demand.append((length, top))
        elif width == BOMB_WIDTH:
            fours.append((length, top))
    pairs: list[int] = []
    trios: list[int] = []
    for r in range(TWO + 1):
        c = counts[r]
        if c == 0:
            continue
        turns += 1
        if c >= shapes.min_bomb:
            score += shapes.bomb_value(c, r)
            continue
        score += r - 7.0 + (FOUR_BONUS if c == BOMB_WIDTH else 0.0)
        if c == 2:
            pairs.append(r)
        elif c == TRIO_WIDTH:
            trios.append(r)
        elif c == BOMB_WIDTH:
            fours.append((1, r))
    _, worth, joker_turns = _jokers(shapes, counts[SMALL_JOKER], counts[BIG_JOKER])
    score += worth
    turns += joker_turns
    if shapes.four_kinds and fours and trios:
        for *_, carried_trios, carried_pairs in _four_kickers(fours, trios, pairs):
            for r in carried_trios + carried_pairs:
                score -= r - 7.0
                turns -= 1
    demand += [(1, r) for r in trios]
    demand.sort(key=lambda d: -d[0])
    for _, pairs_used in _assign_kickers(demand, [], pairs):
        for r in pairs_used:
            score -= r - 7.0
            turns -= 1
    return score - TURN_COST * turns


FourUnit = tuple[str, int, int, list[int], list[int]]  # kind, links, top, trios, pairs


def _four_kickers(
    fours: list[tuple[int, int]], trios: list[int], pairs: list[int]
) -> list[FourUnit]:
    """帝主: the trios (and pairs) each four and four chain carries; takes them from
    ``trios`` and ``pairs`` (each ascending), which keep what is left.

    Each carried trio or pair is a play saved.  A four chain of n links takes a run of n
    consecutive trios and n pairs (spaceship) where the hand has them, else any n trios
    (carrier); a four takes a trio (four + trio) and a pair with it (dress).  Longest
    units first, the lowest kickers first; 2s and jokers stay out (control).
    """
    units: list[FourUnit] = []
    for length, top in sorted(fours, key=lambda f: (-f[0], f[1])):
        free = [t for t in trios if t < _KICKER_LIMIT]
        loose = [p for p in pairs if p < _KICKER_LIMIT]
        if length == 1:
            if not free:
                units.append((_FOUR, 1, top, [], []))
                continue
            carried = loose[:1]
            units.append((DRESS if carried else FOUR_TRIO, 1, top, free[:1], carried))
        else:
            run = _trio_run(free, length) if len(loose) >= length else None
            if run is not None:
                units.append((SPACESHIP, length, top, run, loose[:length]))
            elif len(free) >= length:
                units.append((CARRIER, length, top, free[:length], []))
            else:
                units.append((_FOUR_CHAIN, length, top, [], []))
                continue
        *_, carried_trios, carried_pairs = units[-1]
        for t in carried_trios:
            trios.remove(t)
        for p in carried_pairs:
            pairs.remove(p)
    return units


def _trio_run(trios: list[int], length: int) -> list[int] | None:
    """The lowest ``length`` consecutive ranks among ``trios`` (ascending), or ``None``."""
    for i in range(len(trios) - length + 1):
        if trios[i + length - 1] - trios[i] == length - 1:
            return trios[i:i + length]
    return None


def _shaped_build(shapes: PlanShapes, rest: list[int], chains: list[Chain]) -> list[Play]:
    """:func:`_build_plays` for a mode's shapes (the plays its pattern set reads)."""
    carriers = shapes.four_kinds
    fours = [(length, start + length - 1) for start, width, length in chains
             if carriers and width == BOMB_WIDTH]
    plays, demand = _chain_plays([c for c in chains if not carriers or c[1] != BOMB_WIDTH],
                                 {width: kind for width, _, kind in shapes.chains})
    left = rest[: TWO + 1]
    for r, c in enumerate(left):
        if c >= shapes.min_bomb:
            plays.append(shapes.bomb_play(c, r))
            left[r] = 0
        elif c == BOMB_WIDTH:
            if carriers:
                fours.append((1, r))
            else:
                plays.append(make_play(_FOUR, r, [r] * BOMB_WIDTH))
            left[r] = 0
    pairs = [r for r, c in enumerate(left) if c == 2]
    trios = [r for r, c in enumerate(left) if c == TRIO_WIDTH]
    for kind, links, top, carried_trios, carried_pairs in _four_kickers(fours, trios, pairs):
        plays.append(_four_play(kind, links, top, carried_trios, carried_pairs))
        for r in carried_trios + carried_pairs:
            left[r] = 0
    demand += [(1, r) for r in trios]
    demand.sort(key=lambda d: -d[0])
    used_pairs: set[int] = set()
    for (need, top), (_, kp) in zip(demand, _assign_kickers(demand, [], pairs), strict=True):
        used_pairs.update(kp)
        plays.append(_trio_play(need, top, [], kp))
    for r, c in enumerate(left):
        if c == 2 and r not in used_pairs:
            plays.append(make_play(PAIR, r, [r, r]))
        elif c == 1:
            plays.append(make_play(SINGLE, r, [r]))
    plays += _jokers(shapes, rest[SMALL_JOKER], rest[BIG_JOKER])[0]
    return plays


def _four_play(kind: str, links: int, top: int, trios: list[int], pairs: list[int]) -> Play:
    """The play of a four (chain of ``links`` up to ``top``) carrying ``trios`` and ``pairs``."""
    widths = {r: BOMB_WIDTH for r in range(top - links + 1, top + 1)}
    widths |= dict.fromkeys(trios, TRIO_WIDTH) | dict.fromkeys(pairs, 2)
    return make_play(kind, top, [r for r in sorted(widths) for _ in range(widths[r])])
