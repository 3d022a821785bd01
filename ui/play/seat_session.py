"""The part of a table's session both games share: one agent per seat on the AI worker,
the decision in flight, and the checks on what comes back.

A family's session (:class:`ui.app.session.Session` for Dou Dizhu,
:class:`ui.tractor.session.TractorSession` for Tractor) subclasses :class:`SeatSession`
and gives only what is its own: the game in play, which decision point it is at
(:meth:`SeatSession.moment`), how an answer is judged (:meth:`SeatSession.refusal`) and a
legal action to stand in when an agent fails (:meth:`SeatSession.fallback`).
It also notes which of the player's actions 托管 took (:meth:`SeatSession.noted`, into
:class:`~ui.play.auto_moves.AutoMoves`), the same way in both games.

The AI decides on the app's worker (a process of its own, :mod:`ui.app.workers`): the
session submits :func:`ui.app.agents.decide` with the seat's own view and the table polls
:meth:`SeatSession.poll` every frame, so frames keep coming while an agent thinks.  The
seat's agent lives in the worker, keyed by this table's ``token``, so its memory carries
from turn to turn as in one process.  An agent that raises or answers with a refused
action is reported on stderr and a legal stand-in is played, so a bug in an agent never
freezes the table; under :func:`strict_ai` (the tests) it raises instead.  Nothing here
draws.
"""

from __future__ import annotations

import os
import sys
import time
import traceback
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any, Self

import ai
from ai import Agent
from ui.app import agents
from ui.app.workers import Worker
from ui.play.auto_moves import AutoMoves

HUMAN = 0  # the player's seat at every table
STRICT_AI_ENV = "DDZ_STRICT_AI"  # "1": an AI that fails raises (the tests set it)


class AgentFailed(RuntimeError):
    """An AI seat raised or chose a refused action while :data:`STRICT_AI_ENV` is on."""


def strict_ai() -> bool:
    """Whether an AI failure raises instead of being covered by a stand-in move.

    The shipped game keeps the hand going (a stand-in, reported on stderr); the tests
    turn this on so that no UI test can pass over an AI crash.
    """
    return os.environ.get(STRICT_AI_ENV) == "1"


class SeatSession:
    """The agents of one table and the decision in flight (at most one at a time), and
    which of the player's actions 托管 took."""

    def __init__(self, rules: Any, level: str, seed: int, executor: Worker) -> None:
        self.auto_moves = AutoMoves()  # the player's actions 托管 took, per hand
        self._handed: tuple[int, Any, object] | None = None  # poll's last: seat, action, moment
        self.level = level
        self.seed = seed
        self.executor = executor
        self.agents: list[Agent] = agents.seat_agents(rules, level, seed)
        self.token = agents.table_token()  # names this table's agents in the worker
        self.pending: Future[Any] | None = None
        self.pending_seat: int | None = None
        self.pending_key: object = None  # the decision point the request was made at
        self.pending_since = 0.0
        self.think_times: list[float] = []

    # -- what the family gives ---------------------------------------------------------
    @classmethod
    def for_game(cls, game: Any, level: str, seed: int, executor: Worker) -> Self:
        """A session for ``game`` (a hand, or a Tractor match) with agents at ``level``."""
        raise NotImplementedError

    def again(self, game: Any) -> Self:
        """A session like this one for ``game`` (rebuilt from its record: undo), keeping
        托管's notes on the actions it still has."""
        fresh = self.for_game(game, self.level, self.seed, self.executor)
        fresh.auto_moves = self.auto_moves.kept_until(fresh.hand_number,
                                                      len(fresh.game.action_log))
        return fresh

    @property
    def game(self) -> Any:
        """The hand in play."""
        raise NotImplementedError

    def moment(self) -> object:
        """Which decision point this is: an answer asked for at another one is stale."""
        return len(self.game.action_log)

    @property
    def hand_number(self) -> int:
        """Which hand of the session is in play (1: a session that plays one hand)."""
        return 1

    def refusal(self, seat: int, action: Any) -> str | None:
        """Why ``seat``'s agent may not take ``action`` now (``None``: it may)."""
        raise NotImplementedError

    def fallback(self, seat: int) -> Any:
        """A legal action for ``seat`` without its agent."""
        raise NotImplementedError

    def spec_for(self, seat: int) -> str:
        """The level that plays ``seat``: the table's, or the expert at the player's.

        The player's seat is asked only when the player hands it over (托管, or the turn
        clock running out), and then it plays as well as the game can, whatever the
        table's difficulty, in both games alike.
        """
        return agents.AUTO_LEVEL if seat == HUMAN else self.level

    def forfeit_penalty(self) -> int | None:
        """What forfeiting now would book for the player (``None``: it cannot say)."""
        return None

    # -- state ------------------------------------------------------------------------------
    @property
    def seat(self) -> int:
        """The player's seat."""
        return HUMAN

    @property
    def to_act(self) -> int | None:
        return self.game.to_act  # type: ignore[no-any-return]

    @property
    def over(self) -> bool:
        """The hand in play is over (a Tractor match may go on)."""
        return bool(self.game.over)

    def view(self, seat: int = HUMAN) -> Any:
        return self.game.view(seat)

    # -- the AI ----------------------------------------------------------------------------
    @property
    def thinking(self) -> bool:
        return self.pending is not None

    def request(self, seat: int) -> None:
        """Ask ``seat``'s agent for its action on the worker (once per decision point)."""
        if self.pending is not None:
            return
        self.pending_seat = seat
        self.pending_key = self.moment()
        self.pending_since = time.perf_counter()
        self.pending = self.executor.submit(
            agents.decide, self.token, seat, self.spec_for(seat),
            agents.seat_seed(self.seed, seat), self.view(seat),
        )

    def poll(self) -> Any | None:
        """The agent's action once it is ready and still fits the moment; else None (the
        turn moved on: the player acted, or declared during the deal)."""
        future = self.pending
        if future is None or not future.done():
            return None
        seat = self.pending_seat
        stale = self.pending_key != self.moment() or seat != self.game.to_act
        self.cancel()
        self.think_times.append(time.perf_counter() - self.pending_since)
        if stale or seat is None:
            return None
        try:
            answer = future.result()
        except Exception:
            traceback.print_exc()
            action = self.stand_in(seat, "raised")
        else:
            action = self.checked(seat, answer)
        self.hand_over(seat, action)
        return action

    def decide_now(self, seat: int) -> Any:
        """``seat``'s action from its agent, on this thread (headless tools reaching a state)."""
        try:
            action = ai.choose_action(self.agents[seat], self.view(seat))
        except Exception:
            traceback.print_exc()
            return self.stand_in(seat, "raised")
        return self.checked(seat, action)

    def checked(self, seat: int, action: Any) -> Any:
        """``action`` if the rules allow it now, else a stand-in."""
        reason = self.refusal(seat, action)
        if reason is None:
            return action
        return self.stand_in(seat, f"chose {action}, which is not allowed now: {reason}")

    def stand_in(self, seat: int, failure: str) -> Any:
        """The agent failed: say so on stderr and take a legal action so the hand goes on
        (a bug in the AI must not freeze the table); under :func:`strict_ai`, raise."""
        if strict_ai():
            raise AgentFailed(f"the AI of seat {seat} {failure}")
        print(f"the AI of seat {seat} {failure}; it takes a legal stand-in", file=sys.stderr)
        return self.fallback(seat)

    def cancel(self) -> None:
        if self.pending is not None:
            self.pending.cancel()
        self.pending = None
        self.pending_seat = None

    # -- 托管's notes -------------------------------------------------------------------------
    def hand_over(self, seat: int, action: Any) -> None:
        """The session's poll hands ``action`` over for ``seat`` (its agent's, or a
        stand-in)."""
        self._handed = (seat, action, self.moment())

    def noted(self, action: Any, apply: Callable[[], list[Any]]) -> list[Any]:
        """``apply()`` ``action`` (the family's apply calls this) and, when it is what
        the poll just handed over for the player's seat (托管's agent, or its
        stand-in), note it as 托管's: the one place both games note them."""
        handed, self._handed = self._handed, None
        hand, index, moment = self.hand_number, len(self.game.action_log), self.moment()
        events = apply()
        if handed is not None and handed[0] == self.seat and handed[1] is action \
                and handed[2] == moment:
            self.auto_moves.note(hand, index)
        return events

    def forget_handed(self) -> None:
        """托管 changed hands: what the poll handed over is no longer 托管's to play."""
        self._handed = None

    @property
    def auto_actions(self) -> set[int]:
        """The indices 托管 took in the hand in play."""
        return self.auto_moves.of_hand(self.hand_number)

    def hand_record(self) -> dict[str, Any]:
        """The hand in play's record, with the actions 托管 took as ``auto`` (what the
        review and 最近100局 read)."""
        return self.auto_moves.marked(dict(self.game.record()), self.hand_number)

    def restore_auto(self, meta: dict[str, Any]) -> None:
        """托管's notes from a resumed game's save (anything malformed is ignored)."""
        self.auto_moves = AutoMoves.from_meta(meta, self.hand_number)
