"""Experimental level variants for tuning, as external arena specs.

``python -m ai.arena --a bench.arena_levels:hard_deep --b hard`` and so on;
each factory builds a :class:`ai.players.LevelAgent` from a modified level.
"""

from __future__ import annotations

import dataclasses

from ai.players import LEVELS, LevelAgent
from ai.search import SearchBudget


def hard_policy(seed: int) -> LevelAgent:
    """Hard without any search: the policy alone."""
    return LevelAgent(dataclasses.replace(LEVELS["hard"], budget=None), seed)


def hard_deep(seed: int) -> LevelAgent:
    """Hard with a larger exact endgame."""
    budget = SearchBudget(endgame_cards=16, samples=8, rollouts=0, seconds=0.3, node_limit=8000)
    return LevelAgent(dataclasses.replace(LEVELS["hard"], budget=budget), seed)


def expert_exact(seed: int) -> LevelAgent:
    """Expert's endgame only, no roll-outs."""
    level = LEVELS["expert"]
    assert level.budget is not None
    budget = dataclasses.replace(level.budget, rollouts=0)
    return LevelAgent(dataclasses.replace(level, budget=budget), seed)
