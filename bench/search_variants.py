"""The expert with search budget fields from ``DDZ_SEARCH``, as an arena spec.

Run: DDZ_SEARCH="endgame_cards=14,samples=12,node_limit=4000" \\
     python -m ai.arena --mode classic --deals 300 --seed 13 \\
         --a bench.search_variants:expert --b hard --workers 1

Each field of :class:`ai.doudizhu.search.SearchBudget` may be set (integers and seconds); the
rest stay the expert's.  With ``DDZ_SEARCH`` empty the agent is the expert itself.
"""

from __future__ import annotations

import dataclasses
import os
from typing import Any

from ai.doudizhu.players import LEVELS, LevelAgent
from ai.doudizhu.search import SearchBudget


def expert(seed: int) -> LevelAgent:
    """The expert level with the budget fields ``DDZ_SEARCH`` names."""
    level = LEVELS["expert"]
    assert level.budget is not None
    return LevelAgent(dataclasses.replace(level, budget=budget_from_env(level.budget)), seed)


def budget_from_env(budget: SearchBudget) -> SearchBudget:
    """``budget`` with the fields ``DDZ_SEARCH`` names (``field=value,...``) changed."""
    fields = {f.name: f for f in dataclasses.fields(budget)}
    changes: dict[str, Any] = {}
    for item in filter(None, os.environ.get("DDZ_SEARCH", "").split(",")):
        name, _, value = item.partition("=")
        if name not in fields:
            raise ValueError(f"DDZ_SEARCH: no budget field {name!r}; fields: {', '.join(fields)}")
        current = getattr(budget, name)
        changes[name] = type(current)(float(value))
    return dataclasses.replace(budget, **changes)
