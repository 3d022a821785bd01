"""The four Dou Dizhu levels and :func:`make_doudizhu_agent`.

Every level shares bidding, the plan-based policy and the same code path; the
levels differ in which skills they use (记牌, cooperation), how often a
beginner slips into a naive play, and how much search the top levels add.
Each agent owns one ``random.Random(seed)``, so a seed fixes its play.  Search
is bounded by sample counts; its time limit is only a safety net set well above
the normal cost, so on any ordinary machine the same seed gives the same play.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from ai.doudizhu.agents import (
    DouDizhuAgent,
    GreedyAgent,
    HeuristicBidder,
    RandomAgent,
    legal_plays_of,
)
from ai.doudizhu.bidding import Temper
from ai.doudizhu.decompose import Decomposer
from ai.doudizhu.policy import INFINITE, Policy, Style
from ai.doudizhu.position import position_from_view
from ai.doudizhu.search import SearchBudget, Searcher, cheap_endgame, scaled_cap
from ai.doudizhu.wilds import WILD_ROLLOUT_SHARE, WILD_SEARCH_SECONDS, matching_legal, read_wilds
from game.doudizhu.view import SeatView
from game.plays import Play


@dataclass(frozen=True)
class Level:
    """Everything that makes one level: play style, bidding temper, search budget."""

    name: str
    style: Style
    temper: Temper
    budget: SearchBudget | None


def without_hard_skills(style: Style) -> Style:
    """``style`` without the hard and expert levels' own skills (bombs counted as control,
    stopping an opponent's last cards, leading high into a short hand, topping harder
    before the landlord): the lower levels play without them, which keeps the ladder's
    steps apart."""
    return replace(style, bomb_control=False, stop_last=False, threat_slope=1.0, top_margin=5.0,
                   partner_top=-INFINITE, landlord_spend=0.0, opening_cards=99,
                   behind_single_only=False, behind_press=0.0)


LEVELS: dict[str, Level] = {
    "beginner": Level("beginner", without_hard_skills(Style(
        counting=False, cooperation=False, follow_threshold=3.0, slip=0.3)),
                      Temper(boldness=1.0), None),
    "normal": Level("normal", without_hard_skills(Style(counting=False, cooperation=True)),
                    Temper(), None),
    "hard": Level("hard", Style(), Temper(), SearchBudget(endgame_cards=10, samples=6,
                                                          rollouts=0, seconds=0.3)),
    "expert": Level("expert", Style(), Temper(), SearchBudget(
        endgame_cards=18, samples=16, rollouts=24, seconds=1.5, node_limit=20_000,
        max_rollouts=64, quick_rollouts=8, rollout_endgame=12, inference_draws=4)),
}


class LevelAgent(HeuristicBidder):
    """A level's player: heuristic bidding, plan-based play, optional search."""

    def __init__(self, level: Level, seed: int) -> None:
        decomposer = Decomposer()
        super().__init__(level.temper, decomposer)
        self.level = level
        self.rng = random.Random(seed)
        self.policy = Policy(level.style, self.rng, decomposer)
        self.searcher = Searcher(level.budget, self.policy) if level.budget else None
        self.wild_searcher = (Searcher(wild_search_budget(level.budget), self.policy)
                              if level.budget else None)

    def play(self, view: SeatView) -> Play | None:
        pos = position_from_view(view)
        read_wilds(self.policy.decomposer, pos.seating.wild)
        choice: Play | None = None
        searcher = self.searcher if pos.seating.wild is None else self.wild_searcher
        found = searcher.choose(pos, self.rng) if searcher is not None else None
        choice = found.play if found is not None else self.policy.choose(pos)
        legal = legal_plays_of(view)
        if choice is None or choice in legal:
            return choice if choice is not None or view.previous is not None else legal[0]
        reading = matching_legal(choice, legal)  # a wild kicker the generator reads as its face
        if reading is not None:
            return reading
        return min(legal, key=lambda p: (p.is_bomb, p.rank, -len(p)))  # never offer an illegal play


def wild_search_budget(budget: SearchBudget) -> SearchBudget:
    """The search of a hand with wilds: its moves are several times dearer to list (every
    reading of every wild), so fewer roll-outs and a shorter clock keep the level's pace."""
    rollouts = budget.rollouts // WILD_ROLLOUT_SHARE
    return replace(cheap_endgame(budget), rollouts=rollouts,
                   seconds=min(budget.seconds, WILD_SEARCH_SECONDS),
                   max_rollouts=scaled_cap(budget, rollouts), inference_draws=0,
                   exact_inference_draws=0)


def make_doudizhu_agent(spec: str, seed: int) -> DouDizhuAgent | None:
    """The Dou Dizhu player of a level, ``random`` or ``greedy``; ``None`` for any other spec."""
    if spec in LEVELS:
        return LevelAgent(LEVELS[spec], seed)
    if spec == "random":
        return RandomAgent(seed)
    if spec == "greedy":
        return GreedyAgent(seed)
    return None
