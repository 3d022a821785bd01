"""One Dou Dizhu hand being played in the app: the :class:`game.Game` and its agents.

The agents, the decision in flight on the AI worker and the checks on its answer are
the shared :class:`~ui.play.seat_session.SeatSession`'s; this holds what is Dou
Dizhu's: a hand a session, and which answers are allowed.

托管 (the player's seat on autoplay) is played by the expert whatever the table's
difficulty; the shared session notes every action it takes (as Tractor's), so the
after-hand review can tell the player's own moves from 托管's.  Nothing here draws.
"""

from __future__ import annotations

from typing import Any

from game import Game, new_game, ruleset
from game.cards import Card
from game.doudizhu.actions import Action
from game.doudizhu.view import SeatView
from game.events import Event
from game.plays import Play
from ui.app.workers import Worker
from ui.play.auto_moves import AUTO_KEY
from ui.play.seat_session import HUMAN, STRICT_AI_ENV, AgentFailed, SeatSession, strict_ai

__all__ = ["AUTO_KEY", "HUMAN", "STRICT_AI_ENV", "AgentFailed", "Session", "strict_ai"]


class Session(SeatSession):
    def __init__(
        self, mode: str, level: str, seed: int, executor: Worker, game: Game | None = None
    ) -> None:
        self.mode = mode
        self._game = game if game is not None else new_game(ruleset(mode), seed)
        super().__init__(self._game.rules, level, seed, executor)

    # -- what the shared session asks --------------------------------------------------
    @property
    def game(self) -> Game:
        return self._game

    def view(self, seat: int = HUMAN) -> SeatView:
        return self._game.view(seat)

    def legal(self) -> list[Action]:
        return self._game.legal_actions()

    def refusal(self, seat: int, action: Any) -> str | None:
        """A play is judged when applied; any other action must be on the legal list."""
        if isinstance(action, Play) or action in self._game.legal_actions():
            return None
        return "not on the legal list"

    def fallback(self, seat: int) -> Action:
        return self._game.legal_actions()[0]

    # -- acting -----------------------------------------------------------------------------
    def apply(self, action: Action, cards: list[Card] | None = None) -> list[Event]:
        """Apply the seat-to-act's action; ``cards`` are the player's exact cards (one
        :meth:`poll` handed over for the player's seat is noted as 托管's)."""
        return self.noted(action, lambda: self._game.apply(action, cards))

    def abandon(self) -> list[Event]:
        self.cancel()
        return self._game.abandon(HUMAN)

    @classmethod
    def for_game(cls, game: Game, level: str, seed: int, executor: Worker) -> Session:
        return cls(game.rules.name, level, seed, executor, game)

    def forfeit_penalty(self) -> int | None:
        """What forfeiting now would book for the player (a negative score), worked out
        on a copy of the hand; None if the copy cannot say."""
        from game import replay

        try:
            copy = replay(self.record())
            copy.abandon(HUMAN)
        except Exception:  # a preview only: the dialog then just says "a loss"
            return None
        result = copy.result
        return None if result is None else int(result.scores[HUMAN])

    def saved(self) -> Game | None:
        """What the save keeps: the hand while it is unfinished."""
        return None if self._game.over else self._game

    def record(self) -> dict[str, Any]:
        """The hand's record, with the indices of the actions 托管 took (``auto``)."""
        return self.hand_record()
