"""AI players for both families: Dou Dizhu (:mod:`ai.doudizhu`) and Tractor (:mod:`ai.shengji`).

``ai`` imports only :mod:`game` and the standard library.  Entry points:
:func:`make_agent` builds a player from a spec, :func:`choose_action` asks it
for the action of the current phase, :func:`hint` ranks Dou Dizhu plays for a human.
"""

from __future__ import annotations

from ai.agents import Agent, TableAgent, choose_action, make_agent
from ai.doudizhu.agents import GreedyAgent, RandomAgent
from ai.doudizhu.hints import Hint, hint
from ai.doudizhu.players import LEVELS, LevelAgent

__all__ = [
    "LEVELS",
    "Agent",
    "GreedyAgent",
    "Hint",
    "LevelAgent",
    "RandomAgent",
    "TableAgent",
    "choose_action",
    "hint",
    "make_agent",
]
