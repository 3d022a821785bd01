"""One hand being played in the app: the :class:`game.Game`, the agents, the AI worker.

The AI decides in a worker thread (the app's single-worker executor): the
session submits ``ai.choose_action(agent, view)`` with the seat's own view, and
the table polls :meth:`Session.poll` every frame, so frames keep coming while an
agent thinks.  Nothing here draws.
"""

from __future__ import annotations

import sys
import time
import traceback
from concurrent.futures import Future

import ai
from ai import Agent
from game import Game, new_game, ruleset
from game.actions import Action
from game.cards import Card
from game.events import Event
from game.plays import Play
from game.view import SeatView
from ui.app import agents
from ui.app.workers import Worker

HUMAN = 0


class Session:
    def __init__(
        self, mode: str, level: str, seed: int, executor: Worker, game: Game | None = None
    ) -> None:
        self.mode = mode
        self.level = level
        self.seed = seed
        self.executor = executor
        self.game = game if game is not None else new_game(ruleset(mode), seed)
        self.agents: list[Agent] = agents.seat_agents(self.game.rules, level, seed)
        self.pending: Future[Action] | None = None
        self.pending_seat: int | None = None
        self.pending_since = 0.0
        self.think_times: list[float] = []

    # -- state --------------------------------------------------------------------------
    @property
    def seat(self) -> int:
        """The player's seat."""
        return HUMAN

    @property
    def to_act(self) -> int | None:
        return self.game.to_act

    @property
    def over(self) -> bool:
        return self.game.over

    def view(self, seat: int = HUMAN) -> SeatView:
        return self.game.view(seat)

    def legal(self) -> list[Action]:
        return self.game.legal_actions()

    # -- the AI ----------------------------------------------------------------------------
    @property
    def thinking(self) -> bool:
        return self.pending is not None

    def request(self, seat: int) -> None:
        """Ask ``seat``'s agent for an action in the worker thread (once per turn)."""
        if self.pending is not None:
            return
        self.pending_seat = seat
        self.pending_since = time.perf_counter()
        self.pending = self.executor.submit(ai.choose_action, self.agents[seat], self.view(seat))

    def poll(self) -> Action | None:
        """The agent's action once it is ready; None while it is still thinking."""
        future = self.pending
        if future is None or not future.done():
            return None
        self.pending = None
        self.think_times.append(time.perf_counter() - self.pending_since)
        seat = self.pending_seat
        self.pending_seat = None
        if seat != self.game.to_act:
            return None  # the turn moved on (e.g. the player acted during 托管 hand-over)
        try:
            action = future.result()
        except Exception:
            traceback.print_exc()
            return self._stand_in(seat, "raised")
        return self._checked(seat, action)

    def decide_now(self, seat: int) -> Action:
        """``seat``'s action from its agent, on this thread (headless tools reaching a state)."""
        try:
            action = ai.choose_action(self.agents[seat], self.view(seat))
        except Exception:
            traceback.print_exc()
            return self._stand_in(seat, "raised")
        return self._checked(seat, action)

    def _checked(self, seat: int | None, action: Action) -> Action:
        legal = self.game.legal_actions()
        if action not in legal and not isinstance(action, Play):  # a play is judged by apply
            return self._stand_in(seat, f"chose {action}, which is not allowed now")
        return action

    def _stand_in(self, seat: int | None, failure: str) -> Action:
        """The agent failed: say so on stderr, and take the first legal action so the hand
        goes on (a bug in the AI must not freeze the table)."""
        print(f"the AI of seat {seat} {failure}; it takes its first legal action", file=sys.stderr)
        return self.game.legal_actions()[0]

    def cancel(self) -> None:
        if self.pending is not None:
            self.pending.cancel()
        self.pending = None
        self.pending_seat = None

    # -- acting -----------------------------------------------------------------------------
    def apply(self, action: Action, cards: list[Card] | None = None) -> list[Event]:
        """Apply the seat-to-act's action; ``cards`` are the player's exact cards."""
        return self.game.apply(action, cards)

    def abandon(self) -> list[Event]:
        self.cancel()
        return self.game.abandon(HUMAN)

    def record(self) -> dict[str, object]:
        return self.game.record()
