"""A Tractor match being played in the app: the :class:`~game.shengji.Match`, one agent
per seat, and the AI worker.

As the Dou Dizhu session does (:mod:`ui.app.session`), the AI decides on the app's
worker thread: :meth:`TractorSession.request` submits ``ai.choose_action(agent, view)``
with the seat's own view and the scene polls :meth:`TractorSession.poll` every frame,
so frames keep coming while an agent thinks.  An answer is checked by the rules core
(``Game.check``) before it is played; a refused or failed one is replaced by a legal
stand-in and reported on stderr, so a bug in an agent never freezes the table.
Nothing here draws.
"""

from __future__ import annotations

import sys
import time
import traceback
from concurrent.futures import Future
from typing import Any

import ai
from ai import Agent
from game.events import Event
from game.rules import Ruleset
from game.shengji import PASS, Bury, Game, Match, PlayCards, TractorAction, TractorView
from game.shengji.candidates import follow_candidates
from game.shengji.deal import PHASE_DEALING
from game.shengji.phase import PhaseName
from game.shengji.versions import SILENT_TURN_PHASES
from ui.app import agents
from ui.app.session import AgentFailed, strict_ai
from ui.app.workers import Worker

HUMAN = 0


class TractorSession:
    """The match, its agents and the decision in flight (at most one at a time)."""

    def __init__(
        self,
        rules: Ruleset,
        level: str,
        seed: int,
        executor: Worker,
        match: Match | None = None,
    ) -> None:
        self.level = level
        self.seed = seed
        self.executor = executor
        self.match = match if match is not None else Match(rules, seed)  # type: ignore[arg-type]
        self.agents: list[Agent] = agents.seat_agents(self.match.rules, level, seed)
        self.token = agents.table_token()
        self.pending: Future[TractorAction] | None = None
        self.pending_seat: int | None = None
        self.pending_key: tuple[int, int] = (0, 0)
        self.pending_since = 0.0
        self.think_times: list[float] = []

    # -- state ---------------------------------------------------------------------------
    @property
    def rules(self) -> Any:
        return self.match.rules

    @property
    def mode(self) -> str:
        return str(self.match.rules.name)

    @property
    def game(self) -> Game:
        return self.match.game

    @property
    def seat(self) -> int:
        return HUMAN

    @property
    def to_act(self) -> int | None:
        return self.game.to_act

    @property
    def over(self) -> bool:
        """The hand in play is over (the match may go on)."""
        return self.game.over

    def view(self, seat: int = HUMAN) -> TractorView:
        return self.game.view(seat)

    def _moment(self) -> tuple[int, int]:
        """Which decision point of the match this is: hand number and actions so far."""
        return (self.match.number, len(self.game.action_log))

    # -- the AI ------------------------------------------------------------------------------
    @property
    def thinking(self) -> bool:
        return self.pending is not None

    def request(self, seat: int) -> None:
        """Ask ``seat``'s agent for its action on the worker (once per decision point)."""
        if self.pending is not None:
            return
        self.pending_seat = seat
        self.pending_key = self._moment()
        self.pending_since = time.perf_counter()
        # The seat's agent lives in the worker process (ui.app.agents.decide): only the view
        # travels, and the agent's memory carries from turn to turn as in one process.
        self.pending = self.executor.submit(
            agents.decide, self.token, seat, self.level, agents.seat_seed(self.seed, seat),
            self.view(seat),
        )

    def poll(self) -> TractorAction | None:
        """The agent's action once it is ready and still fits the moment; else None."""
        future = self.pending
        if future is None or not future.done():
            return None
        seat = self.pending_seat
        stale = self.pending_key != self._moment() or seat != self.game.to_act
        self.cancel()
        self.think_times.append(time.perf_counter() - self.pending_since)
        if stale or seat is None:
            return None  # the moment moved on (the player declared during the deal)
        try:
            action = future.result()
        except Exception:
            traceback.print_exc()
            return self.stand_in(seat, "raised")
        return self.checked(seat, action)

    def decide_now(self, seat: int) -> TractorAction:
        """``seat``'s action from its agent on this thread (headless tools reaching a state)."""
        try:
            action = ai.choose_action(self.agents[seat], self.view(seat))
        except Exception:
            traceback.print_exc()
            return self.stand_in(seat, "raised")
        return self.checked(seat, action)

    def checked(self, seat: int, action: Any) -> TractorAction:
        reason = self.game.check(action, seat)
        if reason is None:
            return action  # type: ignore[no-any-return]
        return self.stand_in(seat, f"chose {action}, refused: {reason}")

    def stand_in(self, seat: int, failure: str) -> TractorAction:
        """A legal action for ``seat`` when its agent failed: say so, and go on (under
        :func:`ui.app.session.strict_ai`, as in the tests, raise instead)."""
        if strict_ai():
            raise AgentFailed(f"the AI of seat {seat} {failure}")
        print(f"the AI of seat {seat} {failure}; it takes a legal stand-in", file=sys.stderr)
        return any_legal(self.game, seat)

    def cancel(self) -> None:
        if self.pending is not None:
            self.pending.cancel()
        self.pending = None
        self.pending_seat = None

    # -- acting ----------------------------------------------------------------------------
    def apply(self, action: TractorAction, seat: int | None = None) -> list[Event]:
        """Apply ``action`` for ``seat`` (default the seat to act); refusals raise."""
        return self.game.apply(action, seat)

    def check(self, action: TractorAction, seat: int = HUMAN) -> str | None:
        return self.game.check(action, seat)

    def next_hand(self) -> list[Event]:
        """Deal the match's next hand; its opening events to animate."""
        self.cancel()
        game = self.match.next_hand()
        return list(game.initial_events)

    def record(self) -> dict[str, object]:
        return self.match.record()


def only_pass(view: TractorView) -> bool:
    """Whether the seat is asked in a round that asks every seat (the final declaring
    round, 造反, 炒地皮) with nothing to do but pass: the table passes for the player."""
    return view.phase in SILENT_TURN_PHASES and view.is_my_turn and view.legal == (PASS,)


def any_legal(game: Game, seat: int) -> TractorAction:
    """A legal action for ``seat`` without an agent: the first listed one, else a burial
    of the first cards, else the simplest legal lead or follow (the rules core's
    candidates, never a search over subsets)."""
    listed = game.legal_actions()
    if listed:
        return listed[0]
    if game.phase == PHASE_DEALING:
        return PASS
    view = game.view(seat)
    hand = list(view.hand)
    if game.phase == PhaseName.BURY:
        return Bury(tuple(hand[: game.rules.kitty_size]))
    trick = view.trick
    if trick is None or view.leading:
        return PlayCards((hand[-1],))
    lead = list(trick.plays[0][1])
    assert view.trump is not None
    candidates = follow_candidates(hand, lead, view.trump, game.rules)
    return PlayCards(tuple(candidates[0].simplest()))
