"""The app's link to the AI: one agent per seat, and the expert's hints with their words.

Agents come from ``ai.make_agent(spec, seed)`` and answer through
``ai.choose_action(agent, view)``, the one path the match runner uses too.  The
session asks through :func:`decide` on its worker (:mod:`ui.app.workers`), which
runs in a worker process: the agents live there, in :data:`_REGISTRY`, so an
agent's memory and random state carry from turn to turn exactly as they would in
one process, and only the seat's view travels.  Hints are ``ai.hint``'s,
explained by ``ai.doudizhu.hint_messages``.
"""

from __future__ import annotations

import itertools
import os
from collections import OrderedDict
from typing import Any

import ai
from ai import Agent, Hint
from game.doudizhu.view import SeatView
from game.rules import Ruleset

__all__ = [
    "AUTO_LEVEL",
    "HINT_LEVEL",
    "Agent",
    "Hint",
    "decide",
    "hint_text",
    "hints",
    "seat_agents",
    "seat_seed",
    "table_token",
]

HINT_LEVEL = "expert"  # the hint button and the after-hand review ask the same player
AUTO_LEVEL = "expert"  # 托管 plays for the player as well as the game can, at any table
KEEP_TABLES = 8  # the worker keeps the agents of this many recent tables


_tables = itertools.count(1)


def table_token() -> str:
    """A name for one table's agents in the worker, unique in this run of the game."""
    return f"{os.getpid()}-{next(_tables)}"


def seat_seed(seed: int, seat: int) -> int:
    """The seed of ``seat``'s agent at a table dealt with ``seed``."""
    return seed * 31 + seat + 1


def seat_agents(rules: Ruleset, spec: str, seed: int) -> list[Agent]:
    """An agent for every seat of ``rules``' table, each with its own seed from ``seed``."""
    return [ai.make_agent(spec, seat_seed(seed, seat)) for seat in range(rules.seats)]


# Agents by table, then by (seat, spec), in the process that runs :func:`decide`.
_REGISTRY: OrderedDict[str, dict[tuple[int, str], Agent]] = OrderedDict()


def decide(table: str, seat: int, spec: str, seed: int, view: Any) -> Any:
    """``seat``'s action from its ``spec`` agent at ``table`` (made with ``seed`` on first use).

    Runs where the worker runs (a process, or a thread as the fallback); the agent stays
    there between turns, so a table's play is the same either way.
    """
    agents = _REGISTRY.get(table)
    if agents is None:
        agents = _REGISTRY[table] = {}
        while len(_REGISTRY) > KEEP_TABLES:
            _REGISTRY.popitem(last=False)
    _REGISTRY.move_to_end(table)
    agent = agents.get((seat, spec))
    if agent is None:
        agent = agents[(seat, spec)] = ai.make_agent(spec, seed)
    return ai.choose_action(agent, view)


def hints(view: SeatView, count: int, level: str | None = None) -> list[Hint]:
    """Up to ``count`` ranked hints for the seat to play in ``view``, best first.

    With ``level`` the first is that level's own choice, search included, so call it
    on a worker; without it the hints are instant (``ai.hint``).
    """
    return ai.hint(view, count, level)


def hint_text(hint: Hint, language: str) -> str:
    """Why a good player makes this hint's play, in ``language`` (``zh`` or ``en``): its
    reason, and the figure it is ranked by (or the note that says why it ranks above a
    play that leaves fewer plays)."""
    return hint.text(language)
