"""A Tractor match being played in the app: the :class:`~game.shengji.Match` and its agents.

The agents, the decision in flight on the AI worker and the checks on its answer are
the shared :class:`~ui.play.seat_session.SeatSession`'s (as for Dou Dizhu,
:mod:`ui.app.session`); this holds what is Tractor's: a match of hands, an answer
judged by the rules core (``Game.check``), and a legal stand-in found without a search.
Nothing here draws.
"""

from __future__ import annotations

from typing import Any

from game.events import Event
from game.rules import Ruleset
from game.shengji import PASS, Bury, Game, Match, PlayCards, TractorAction, TractorView
from game.shengji.candidates import follow_candidates
from game.shengji.deal import PHASE_DEALING
from game.shengji.phase import PhaseName
from game.shengji.versions import SILENT_TURN_PHASES
from ui.app.workers import Worker
from ui.play.seat_session import HUMAN, SeatSession

__all__ = ["HUMAN", "TractorSession", "any_legal", "only_pass"]


class TractorSession(SeatSession):
    """The match, its agents and the decision in flight (at most one at a time)."""

    def __init__(
        self,
        rules: Ruleset,
        level: str,
        seed: int,
        executor: Worker,
        match: Match | None = None,
    ) -> None:
        self.match = match if match is not None else Match(rules, seed)  # type: ignore[arg-type]
        super().__init__(self.match.rules, level, seed, executor)
        self.rules: Any = self.match.rules  # every hand of the match plays these
        self.mode = str(self.rules.name)

    # -- what the shared session asks -----------------------------------------------------
    @property
    def game(self) -> Game:
        return self.match.game

    def view(self, seat: int = HUMAN) -> TractorView:
        return self.match.game.view(seat)

    def moment(self) -> tuple[int, int]:
        """Which decision point of the match this is: hand number and actions so far."""
        return (self.match.number, len(self.game.action_log))

    @property
    def hand_number(self) -> int:
        """The hand in play's number in the match (1 the first)."""
        return self.match.number

    def refusal(self, seat: int, action: Any) -> str | None:
        return self.game.check(action, seat)

    def fallback(self, seat: int) -> TractorAction:
        return any_legal(self.game, seat)

    # -- acting ----------------------------------------------------------------------------
    def apply(self, action: TractorAction, seat: int | None = None) -> list[Event]:
        """Apply ``action`` for ``seat`` (default the seat to act); refusals raise.  One
        :meth:`poll` handed over for the player's seat is noted as 托管's."""
        return self.noted(action, lambda: self.game.apply(action, seat))

    def check(self, action: TractorAction, seat: int = HUMAN) -> str | None:
        return self.game.check(action, seat)

    def abandon(self) -> list[Event]:
        """认输: the hand ends at once as a loss for the player's side."""
        self.cancel()
        return self.game.abandon(HUMAN)

    def next_hand(self) -> list[Event]:
        """Deal the match's next hand; its opening events to animate."""
        self.cancel()
        game = self.match.next_hand()
        return list(game.initial_events)

    @classmethod
    def for_game(cls, game: Match, level: str, seed: int, executor: Worker) -> TractorSession:
        return cls(game.rules, level, seed, executor, game)

    def saved(self) -> Match:
        """What the save keeps: the whole match, every hand's actions."""
        return self.match

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
