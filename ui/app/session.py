"""One hand being played in the app: the :class:`game.Game`, the agents, the AI worker.

The AI decides on the app's AI worker (a process of its own, :mod:`ui.app.workers`):
the session submits :func:`ui.app.agents.decide` with the seat's own view, and the
table polls :meth:`Session.poll` every frame, so frames keep coming while an agent
thinks.  The seat's agent lives in the worker, keyed by this table's ``token``.

托管 (the player's seat on autoplay) is played by the expert whatever the table's
difficulty, and every action it takes is noted in :attr:`Session.auto_actions`, so
the after-hand review can tell the player's own moves from 托管's.  Nothing here draws.
"""

from __future__ import annotations

import os
import sys
import time
import traceback
from concurrent.futures import Future
from typing import Any

import ai
from ai import Agent
from game import Game, new_game, ruleset
from game.cards import Card
from game.doudizhu.actions import Action
from game.doudizhu.view import SeatView
from game.events import Event
from game.plays import Play
from ui.app import agents
from ui.app.workers import Worker

HUMAN = 0
AUTO_KEY = "auto"  # the record's list of action indices that 托管 took
STRICT_AI_ENV = "DDZ_STRICT_AI"  # "1": an AI that fails raises (the tests set it)


class AgentFailed(RuntimeError):
    """An AI seat raised or chose a refused action while :data:`STRICT_AI_ENV` is on."""


def strict_ai() -> bool:
    """Whether an AI failure raises instead of being covered by a stand-in move.

    The shipped game keeps the hand going (a stand-in, reported on stderr); the tests
    turn this on so that no UI test can pass over an AI crash.
    """
    return os.environ.get(STRICT_AI_ENV) == "1"


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
        self.token = agents.table_token()  # names this table's agents in the worker
        self.auto_actions: set[int] = set()  # indices in the action log that 托管 took
        self._handed: tuple[int | None, Action] | None = None  # the last action poll gave

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

    def spec_for(self, seat: int) -> str:
        """The level that plays ``seat``: the table's, or the expert for 托管 at the player's."""
        return agents.AUTO_LEVEL if seat == HUMAN else self.level

    def request(self, seat: int) -> None:
        """Ask ``seat``'s agent for an action on the worker (once per turn)."""
        if self.pending is not None:
            return
        self.pending_seat = seat
        self.pending_since = time.perf_counter()
        self.pending = self.executor.submit(
            agents.decide,
            self.token,
            seat,
            self.spec_for(seat),
            agents.seat_seed(self.seed, seat),
            self.view(seat),
        )

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
            action = self._stand_in(seat, "raised")
        else:
            action = self._checked(seat, action)
        self._handed = (seat, action)
        return action

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
        goes on (a bug in the AI must not freeze the table); under :func:`strict_ai`, raise."""
        if strict_ai():
            raise AgentFailed(f"the AI of seat {seat} {failure}")
        print(f"the AI of seat {seat} {failure}; it takes its first legal action", file=sys.stderr)
        return self.game.legal_actions()[0]

    def cancel(self) -> None:
        if self.pending is not None:
            self.pending.cancel()
        self.pending = None
        self.pending_seat = None

    # -- acting -----------------------------------------------------------------------------
    def apply(self, action: Action, cards: list[Card] | None = None) -> list[Event]:
        """Apply the seat-to-act's action; ``cards`` are the player's exact cards.

        An action :meth:`poll` handed over for the player's seat is 托管's: noted as such.
        """
        handed, self._handed = self._handed, None
        index = len(self.game.action_log)
        by_auto = handed is not None and handed[0] == HUMAN and handed[1] is action
        events = self.game.apply(action, cards)
        if by_auto:
            self.auto_actions.add(index)
        return events

    def abandon(self) -> list[Event]:
        self.cancel()
        return self.game.abandon(HUMAN)

    def record(self) -> dict[str, Any]:
        """The hand's record, with the indices of the actions 托管 took (``auto``)."""
        record: dict[str, Any] = dict(self.game.record())
        if self.auto_actions:
            record[AUTO_KEY] = sorted(self.auto_actions)
        return record

    def restore_auto(self, indices: object) -> None:
        """托管's actions of a resumed hand, from its save (anything malformed is ignored)."""
        if isinstance(indices, list):
            self.auto_actions = {i for i in indices if type(i) is int and i >= 0}
