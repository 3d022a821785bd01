"""AI players for Dou Dizhu: bidding, hand decomposition, 记牌, cooperation, search.

``ai`` imports only :mod:`game` and the standard library.  Entry points:
:func:`make_agent` builds a player from a spec, :func:`choose_action` asks it
for the action of the current phase, :func:`hint` ranks plays for a human.
"""

from __future__ import annotations

from ai.agents import Agent, GreedyAgent, RandomAgent, choose_action
from ai.doudizhu.hints import Hint, hint
from ai.players import LEVELS, LevelAgent, make_agent

__all__ = [
    "LEVELS",
    "Agent",
    "GreedyAgent",
    "Hint",
    "LevelAgent",
    "RandomAgent",
    "choose_action",
    "hint",
    "make_agent",
]
