"""One agent for every family: the protocol, the seat's player, and the one dispatch path.

A seat's player answers Dou Dizhu (``bid``, ``play``, ``double``, ``show``, and
``call_ally``/``keep`` where the mode has them; :mod:`ai.doudizhu.agents`) and
Tractor (``act``, one answer for every phase; :mod:`ai.shengji.players`).  Each
family's player is its own object; :class:`TableAgent` holds the two, typed, and
:func:`make_agent` builds both from one spec.  :func:`choose_action` sends a view
to the family it belongs to, so the app and the arena share one path.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Protocol, overload, runtime_checkable

from ai.doudizhu.agents import (
    DouDizhuAgent,
    RandomAgent,
    ally_answer,
    doudizhu_action,
    keep_answer,
)
from ai.doudizhu.players import LEVELS, make_doudizhu_agent
from ai.shengji.players import TractorPlayer, make_tractor_player, tractor_action
from ai.shengji.random_player import RandomTractorPlayer
from game.doudizhu.actions import Action, Bid, Call, CallAlly, Keep, Rob
from game.doudizhu.view import SeatView
from game.plays import Play
from game.shengji.actions import TractorAction
from game.shengji.view import TractorView


@runtime_checkable
class Agent(DouDizhuAgent, TractorPlayer, Protocol):
    """What every AI seat answers, in either family; each answer sees only the seat's view."""


@dataclass(frozen=True)
class TableAgent:
    """A seat's player for both families: the Dou Dizhu player and the Tractor player.

    Each answer goes to the player of the view's family; ``call_ally`` and ``keep``
    ask the Dou Dizhu player through :func:`~ai.doudizhu.agents.doudizhu_action`, so a
    player without them gets the shared heuristic answer.
    """

    doudizhu: DouDizhuAgent
    tractor: TractorPlayer

    def bid(self, view: SeatView) -> Bid | Call | Rob:
        return self.doudizhu.bid(view)

    def play(self, view: SeatView) -> Play | None:
        return self.doudizhu.play(view)

    def double(self, view: SeatView) -> bool:
        return self.doudizhu.double(view)

    def show(self, view: SeatView) -> bool:
        return self.doudizhu.show(view)

    def call_ally(self, view: SeatView) -> CallAlly:
        return ally_answer(self.doudizhu, view)

    def keep(self, view: SeatView) -> Keep:
        return keep_answer(self.doudizhu, view)

    def act(self, view: TractorView) -> TractorAction:
        return self.tractor.act(view)


@overload
def choose_action(agent: DouDizhuAgent, view: SeatView) -> Action: ...
@overload
def choose_action(agent: TractorPlayer, view: TractorView) -> TractorAction: ...
def choose_action(
    agent: DouDizhuAgent | TractorPlayer, view: SeatView | TractorView
) -> Action | TractorAction:
    """Ask ``agent`` for the action of ``view.phase``: the one path for app and arena.

    A Tractor view (``view.rules.family == "shengji"``) goes to the agent's Tractor
    answer (:mod:`ai.shengji`), any other view to its Dou Dizhu answers.
    """
    if isinstance(view, TractorView):
        if not isinstance(agent, TractorPlayer):
            raise TypeError(f"{type(agent).__name__} has no Tractor player (act)")
        return tractor_action(agent, view)
    if not isinstance(agent, DouDizhuAgent):
        raise TypeError(f"{type(agent).__name__} has no Dou Dizhu player (bid, play …)")
    return doudizhu_action(agent, view)


def make_agent(spec: str, seed: int) -> Agent:
    """An agent from a spec: a level, ``random``, ``greedy`` or ``package.module:factory``.

    A level or ``random`` plays both families at that level.  ``greedy``, and an agent
    from outside that answers only one family, get the rules-safe random player of the
    other (seeded by ``seed``), so any table can always be played out.
    """
    if ":" in spec:
        return _outside_agent(spec, seed)
    doudizhu = make_doudizhu_agent(spec, seed)
    if doudizhu is None:
        known = ", ".join([*LEVELS, "random", "greedy", "package.module:factory"])
        raise ValueError(f"unknown agent spec {spec!r}; use one of: {known}")
    return TableAgent(doudizhu, make_tractor_player(spec, seed) or RandomTractorPlayer(seed))


def _outside_agent(spec: str, seed: int) -> Agent:
    """The agent a ``package.module:factory`` spec builds, completed for both families."""
    module_name, _, factory = spec.partition(":")
    made: object = getattr(importlib.import_module(module_name), factory)(seed)
    if isinstance(made, Agent):
        return made
    doudizhu = made if isinstance(made, DouDizhuAgent) else None
    tractor = made if isinstance(made, TractorPlayer) else None
    if doudizhu is None and tractor is None:
        raise ValueError(f"{spec} made a {type(made).__name__}, which answers neither family")
    return TableAgent(doudizhu or RandomAgent(seed), tractor or RandomTractorPlayer(seed))
