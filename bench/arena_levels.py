"""Experimental level variants for tuning, as external arena specs.

``python -m ai.arena --a bench.arena_levels:hard_deep --b hard`` and so on;
each factory builds a :class:`ai.doudizhu.players.LevelAgent` from a modified level.
"""

from __future__ import annotations

import dataclasses
import os

from ai.doudizhu.bidding import CLEAN_TURNS, TURN_PRICE, Temper
from ai.doudizhu.players import LEVELS, LevelAgent, without_hard_skills
from ai.doudizhu.search import SearchBudget
from game.doudizhu.actions import Bid, Call, Rob
from game.doudizhu.view import SeatView


def hard_policy(seed: int) -> LevelAgent:
    """Hard without any search: the policy alone."""
    return LevelAgent(dataclasses.replace(LEVELS["hard"], budget=None), seed)


def hard_before(seed: int) -> LevelAgent:
    """Hard without its own skills (the lower levels' style): the baseline those skills beat."""
    level = LEVELS["hard"]
    style = without_hard_skills(level.style)
    return LevelAgent(dataclasses.replace(level, style=style), seed)


def hard_deep(seed: int) -> LevelAgent:
    """Hard with a larger exact endgame."""
    budget = SearchBudget(endgame_cards=16, samples=8, rollouts=0, seconds=0.3, node_limit=8000)
    return LevelAgent(dataclasses.replace(LEVELS["hard"], budget=budget), seed)


def hard_budget(seed: int) -> LevelAgent:
    """Hard with search budget fields from ``DDZ_BUDGET``, e.g. ``endgame_cards=13,samples=6``."""
    level = LEVELS["hard"]
    assert level.budget is not None
    changes = {name: type(getattr(level.budget, name))(float(value))
               for name, _, value in (item.partition("=") for item in
                                      filter(None, os.environ.get("DDZ_BUDGET", "").split(",")))}
    budget = dataclasses.replace(level.budget, **changes)
    return LevelAgent(dataclasses.replace(level, budget=budget), seed)


def expert_exact(seed: int) -> LevelAgent:
    """Expert's endgame only, no roll-outs."""
    level = LEVELS["expert"]
    assert level.budget is not None
    budget = dataclasses.replace(level.budget, rollouts=0)
    return LevelAgent(dataclasses.replace(level, budget=budget), seed)


def tuned(seed: int) -> LevelAgent:
    """Hard with style fields from ``DDZ_TUNE``, e.g. ``top_margin=2,feed_at=3`` (tuning runs)."""
    level = LEVELS["hard"]
    changes: dict[str, float | int | bool] = {}
    for item in filter(None, os.environ.get("DDZ_TUNE", "").split(",")):
        name, _, value = item.partition("=")
        fields = [f.name for f in dataclasses.fields(level.style)]
        if name not in fields:
            raise ValueError(f"DDZ_TUNE: no style field {name!r}; fields: {', '.join(fields)}")
        current = getattr(level.style, name)
        if isinstance(current, bool):
            changes[name] = value == "1"
        else:
            changes[name] = type(current)(float(value))
    style = dataclasses.replace(level.style, **changes)
    return LevelAgent(dataclasses.replace(level, style=style), seed)


def bold(seed: int) -> LevelAgent:
    """Hard with its bidding temper's boldness from ``DDZ_BOLD`` (bidding tuning runs)."""
    level = LEVELS["hard"]
    temper = dataclasses.replace(level.temper, boldness=float(os.environ.get("DDZ_BOLD", "0")))
    return LevelAgent(dataclasses.replace(level, temper=temper), seed)


class _FirstBars(LevelAgent):
    """Hard, bidding with the first bars (2.5 points higher, 1.2 a play beyond seven)."""

    def _with_first_bars(self, view: SeatView) -> Temper:
        turns = self.strength(view).turns
        price = TURN_PRICE * max(0, turns - CLEAN_TURNS) - 1.2 * max(0, turns - 7)
        return dataclasses.replace(self.level.temper, boldness=price - 2.5)

    def bid(self, view: SeatView) -> Bid | Call | Rob:
        self.temper = self._with_first_bars(view)
        return super().bid(view)

    def double(self, view: SeatView) -> bool:
        self.temper = self._with_first_bars(view)
        return super().double(view)

    def show(self, view: SeatView) -> bool:
        self.temper = self._with_first_bars(view)
        return super().show(view)


def first_bars(seed: int) -> LevelAgent:
    """Hard with the bidding bars it had before calibration (for before/after runs)."""
    return _FirstBars(LEVELS["hard"], seed)
