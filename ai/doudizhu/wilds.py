"""癞子: how the AI plans, bombs, bids and explains with wild cards (docs/doudizhu-modes.md §2).

A wild is the most flexible card in the hand: it completes a straight or a chain
with a gap, turns a pair into a trio that carries a kicker, a trio into a soft
bomb, or stays back as a universal card that can join whatever the table asks
for later.  The classic plan (:mod:`ai.doudizhu.decompose`) sees only rank counts, so a
:class:`WildPlanner` decides what each wild stands for: starting from "every wild
held back", it moves one wild at a time to the rank where it improves the plan
most (a small beam search over those moves), and scores the resulting virtual
hand with the classic decomposer plus the prices that only this mode has:

* a wild held back is worth more than its face (:data:`WILD_KEEP`), so a wild is
  spent only where it saves a play or makes a stronger one;
* a soft bomb loses to every hard bomb, and costs the wilds it holds
  (:data:`SOFT_DISCOUNT`): a soft bomb spent early is a wild lost;
* the pure wild bomb beats every hard bomb (:data:`WILD_BOMB_BONUS`).

The planner's plays are real plays of the mode: physical cards (naturals first,
then wilds), the kind the wildcard rules give them (``soft_bomb``, ``hard_bomb``,
``wild_bomb``) and what each wild stands for.  :func:`matching_legal` finds the
generator's own play for one whose wild kickers read differently.

The wild rank is the drawn rank of ``wild_cards=one_rank``; with ``two_fixed`` the
wilds are particular cards a rank count cannot tell apart, so the plan stays
classic there (the rules core still reads every play) and only bidding and hints
know those wilds.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from statistics import fmean

from ai.doudizhu.decompose import BOMB_WIDTH, Decomposer, Plan
from game.cards import RANK_CHARS, RANK_INDEX, SMALL_JOKER, TWO, Card
from game.doudizhu.ruleset import DoudizhuRules
from game.plays import BOMB, Play, make_play

__all__ = [
    "HARD_BOMB", "SOFT_BOMB", "WILD_BOMB", "WildPlanner", "cheapest_bomb", "fixed_wilds_held",
    "matching_legal", "read_wilds", "wild_bid_value", "wild_reason", "wilds_in", "wilds_out",
]

SOFT_BOMB, HARD_BOMB, WILD_BOMB = "soft_bomb", "hard_bomb", "wild_bomb"
# Plan score of 0..3 wilds held back, above their face: the first is a universal single,
# more of them add less (two or three held back also make a pair or trio of their face).
WILD_KEEP = (0.0, 3.0, 5.0, 6.0)
SOFT_DISCOUNT = 3.0  # a soft bomb loses to any hard bomb and uses up wilds
HARD_BONUS = 1.0  # a hard bomb beats every soft bomb
WILD_BOMB_BONUS = 5.0  # the pure wild bomb beats every hard bomb
BEAM = 3  # partial assignments kept at each step of the planner's search
_CACHE_LIMIT = 100_000
_TARGETS = range(TWO + 1)  # a wild stands for any rank 3..2, never a joker
# Bidding: plan score to bid points (a play beyond a clean hand costs 1.5 bid points
# and 7 plan points), and the gain an average hand expects from the drawn wild rank
# (600 random 17-card hands with this planner: mean 18.5 plan points, 9.3 to 29.1 from
# the tenth to the ninetieth percentile, so about ±2 bid points either way).
PLAN_TO_BID = 1.5 / 7.0
AVERAGE_WILD_GAIN = 18.5
FIXED_WILD_BID = 2.0  # a wild known at bidding (``two_fixed``): worth about two 2s' points
# The search in a hand with wilds (ai.doudizhu.players.wild_search_budget): listing the moves of a
# seat holding wilds costs about ten times the classic generator, so the expert plays out
# a third of its roll-outs there, on a clock of at most this many seconds.
WILD_ROLLOUT_SHARE = 3
WILD_SEARCH_SECONDS = 0.9
_BOMB_KINDS = frozenset({BOMB, SOFT_BOMB, HARD_BOMB, WILD_BOMB})

Assignment = tuple[int, ...]  # wilds standing for each rank 3..2 (the wild rank: held back)


class WildPlanner:
    """The best plan of a hand whose cards of rank ``wild`` are wilds (memoised).

    ``plan`` and ``score`` take rank counts with the wilds counted at their face, as
    the rest of the AI counts them, so the planner drops in for the classic one.
    """

    def __init__(self, wild: int, base: Decomposer | None = None) -> None:
        self.wild = wild
        self.base = base or Decomposer()
        self._best: dict[tuple[int, ...], tuple[float, Assignment]] = {}
        self._plans: dict[tuple[int, ...], Plan] = {}

    def score(self, counts: Sequence[int]) -> float:
        return self._solve(tuple(counts))[0]

    def plan(self, counts: Sequence[int]) -> Plan:
        key = tuple(counts)
        found = self._plans.get(key)
        if found is None:
            score, assignment = self._solve(key)
            found = Plan(tuple(self._real_plays(key, assignment)), score)
            if len(self._plans) > _CACHE_LIMIT:
                self._plans.clear()
            self._plans[key] = found
        return found

    def assignment(self, counts: Sequence[int]) -> Assignment:
        """How many wilds the best plan has standing for each rank (the wild rank: kept)."""
        return self._solve(tuple(counts))[1]

    def _solve(self, key: tuple[int, ...]) -> tuple[float, Assignment]:
        found = self._best.get(key)
        if found is None:
            found = self._search(key)
            if len(self._best) > _CACHE_LIMIT:
                self._best.clear()
            self._best[key] = found
        return found

    def _search(self, key: tuple[int, ...]) -> tuple[float, Assignment]:
        """Beam search over "move one held-back wild to a rank", from all held back."""
        wilds = key[self.wild]
        start = tuple(wilds if r == self.wild else 0 for r in _TARGETS)
        best = (self._value(key, start), start)
        beam = [best]
        seen = {start}
        for _ in range(wilds):
            grown: list[tuple[float, Assignment]] = []
            for _, assignment in beam:
                for moved in self._moves(key, assignment):
                    if moved not in seen:
                        seen.add(moved)
                        grown.append((self._value(key, moved), moved))
            if not grown:
                break
            grown.sort(key=lambda item: -item[0])
            beam = grown[:BEAM]
            best = max(best, beam[0], key=lambda item: item[0])
        return best

    def _moves(self, key: tuple[int, ...], assignment: Assignment) -> Iterable[Assignment]:
        if assignment[self.wild] == 0:
            return
        for r in _TARGETS:
            if r != self.wild and key[r] + assignment[r] < BOMB_WIDTH:
                moved = list(assignment)
                moved[r] += 1
                moved[self.wild] -= 1
                yield tuple(moved)

    def _virtual(self, key: tuple[int, ...], assignment: Assignment) -> list[int]:
        counts = list(key)
        for r in _TARGETS:
            counts[r] = assignment[r] if r == self.wild else key[r] + assignment[r]
        return counts

    def _value(self, key: tuple[int, ...], assignment: Assignment) -> float:
        """The classic plan score of the virtual hand plus the wildcard mode's prices."""
        value = self.base.score(self._virtual(key, assignment))
        kept = assignment[self.wild]
        value += WILD_BOMB_BONUS if kept == BOMB_WIDTH else WILD_KEEP[kept]
        for r in _TARGETS:
            if r == self.wild:
                continue
            if key[r] == BOMB_WIDTH:
                value += HARD_BONUS
            elif assignment[r] and key[r] + assignment[r] == BOMB_WIDTH:
                value -= SOFT_DISCOUNT
        return value

    def _real_plays(self, key: tuple[int, ...], assignment: Assignment) -> list[Play]:
        """The virtual plan's plays as the mode's plays: naturals first, then wilds."""
        naturals = [0 if r == self.wild else key[r] for r in range(len(key))]
        virtual = self.base.plan(self._virtual(key, assignment))
        # Plays with the most natural demand first, so kickers take what cores leave.
        order = sorted(virtual.plays, key=lambda p: (p.is_bomb, -len(p)), reverse=True)
        return [self._real(play, naturals) for play in order]

    def _real(self, play: Play, naturals: list[int]) -> Play:
        cards: list[int] = []
        used_wilds = 0
        for r in play.ranks:
            if r != self.wild and r < len(naturals) and naturals[r] > 0:
                naturals[r] -= 1
                cards.append(r)
            else:
                cards.append(self.wild)
                used_wilds += 1
        kind = play.kind
        if kind == BOMB:
            if play.rank == self.wild and all(c == self.wild for c in cards):
                kind = WILD_BOMB
            else:
                kind = SOFT_BOMB if used_wilds else HARD_BOMB
        real = make_play(kind, play.rank, cards)
        return Play(real.kind, real.key, real.cards, real.rank, real.chain, play.cards)


def read_wilds(decomposer: Decomposer, wild: int | None) -> None:
    """Make ``decomposer`` plan with ``wild``'s cards as wilds (``None``: classic again).

    The planner of each wild rank is kept on the decomposer, so an agent that plays
    many hands keeps its memo per wild rank.
    """
    if wild is None:
        decomposer.reader = None
        return
    reader = decomposer.reader
    if isinstance(reader, WildPlanner) and reader.wild == wild:
        return
    decomposer.reader = WildPlanner(wild)


def matching_legal(choice: Play, legal: Sequence[Play]) -> Play | None:
    """The legal play meaning ``choice``: itself, or the generator's reading of the same
    cards, kind family and key (a wild kicker reads as its face there), else ``None``."""
    if choice in legal:
        return choice
    same = [p for p in legal if p.cards == choice.cards and p.key == choice.key
            and _family(p.kind) == _family(choice.kind)]
    if not same:
        return None
    return min(same, key=lambda p: (p.stands_for != choice.stands_for, p.kind != choice.kind))


def _family(kind: str) -> str:
    return BOMB if kind in _BOMB_KINDS else kind


def cheapest_bomb(bombs: Sequence[tuple[float, Play]]) -> Play:
    """The bomb to spend from (plan cost, bomb) options.

    Classic bombs differ only in rank: the lowest.  With wilds, the one whose loss
    hurts the plan least (a soft bomb costs its wilds; a hard bomb its natural
    four), then the lowest class and rank that does the job.
    """
    if all(play.kind == BOMB or play.kind not in _BOMB_KINDS for _, play in bombs):
        return min(bombs, key=lambda o: o[1].rank)[1]
    return min(bombs, key=lambda o: (round(o[0], 6), o[1].bomb_class, o[1].rank))[1]


def wilds_in(play: Play, wild: int | None) -> int:
    """How many wilds ``play`` spends (the wild rank's cards among its physical cards)."""
    if wild is None:
        return 0
    return play.cards.count(RANK_CHARS[wild])


def wilds_out(outside: Sequence[int], wild: int | None) -> int:
    """How many wilds nobody has shown yet: in the other hands (or set aside)."""
    return 0 if wild is None else outside[wild]


def stood_for(play: Play, wild: int | None) -> str:
    """The ranks the play's wilds stand for beyond their face, as rank text ('' if none)."""
    if wild is None or play.stands_for == play.cards:
        return ""
    extra = list(play.stands_for)
    for ch in play.cards:
        if ch in extra:
            extra.remove(ch)
    return "".join(extra)


@dataclass(frozen=True)
class WildReason:
    """A hint reason that only the wildcard mode gives: message key and parameters."""

    key: str
    params: dict[str, str]


def wild_reason(
    play: Play, hand: Sequence[int], legal: Sequence[Play], wild: int | None,
    outside: Sequence[int], following: bool,
) -> WildReason | None:
    """Why a play with (or without) wilds is good, when wilds are what it is about."""
    if wild is None or not hand[wild]:
        return None
    spent = wilds_in(play, wild)
    out = str(wilds_out(outside, wild))
    if play.kind == SOFT_BOMB:
        return WildReason("hint.soft_bomb_wilds", {"count": str(spent), "out": out})
    if play.kind == HARD_BOMB:
        return WildReason("hint.hard_bomb_keeps_wilds", {"count": str(hand[wild])})
    ranks = stood_for(play, wild)
    if ranks:
        return WildReason("hint.wild_completes", {"ranks": ranks, "out": out})
    if following and not spent and any(
            wilds_in(p, wild) and p.kind == play.kind for p in legal):
        return WildReason("hint.keeps_wilds", {"count": str(hand[wild]), "out": out})
    return None


def wild_bid_value(
    counts: Sequence[int], rules: DoudizhuRules, hand: Sequence[Card], wild: str | None = None
) -> float:
    """What the wilds add to a hand's bidding (or doubling) score, in bid points.

    ``one_rank``: before the draw (bidding) the hand is worth what it gains on average
    over the thirteen ranks the wild may be; once drawn (doubling), what it gains with
    that rank; either against what an average hand gains.  ``two_fixed``: the wilds are
    known from the deal, each worth :data:`FIXED_WILD_BID`.
    """
    if rules.pattern_set != "laizi":
        return 0.0
    if rules.wild_cards != "one_rank":
        return FIXED_WILD_BID * fixed_wilds_held(rules, hand)
    base = Decomposer().score(list(counts))
    ranks = _TARGETS if wild is None else (RANK_INDEX[wild],)
    gains = [WildPlanner(r).score(counts) - base if counts[r] else 0.0 for r in ranks]
    return PLAN_TO_BID * (fmean(gains) - AVERAGE_WILD_GAIN)


def fixed_wilds_held(rules: DoudizhuRules, hand: Sequence[Card]) -> int:
    """How many of the two wilds fixed at setup (red 7s or jokers) ``hand`` holds."""
    if rules.fixed_wilds == "jokers":
        return sum(1 for card in hand if card.rank >= SMALL_JOKER)
    seven = RANK_INDEX["7"]
    return sum(1 for card in hand if card.rank == seven and card.suit in ("H", "D"))
