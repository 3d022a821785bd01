"""One Dou Dizhu hand being played in the app: the :class:`game.Game` and its agents.

The agents, the decision in flight on the AI worker and the checks on its answer are
the shared :class:`~ui.play.seat_session.SeatSession`'s; this holds what is Dou
Dizhu's: a hand a session, which answers are allowed, and 托管's moves.

托管 (the player's seat on autoplay) is played by the expert whatever the table's
difficulty, and every action it takes is noted in :attr:`Session.auto_actions`, so
the after-hand review can tell the player's own moves from 托管's.  Nothing here draws.
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
from ui.play.seat_session import HUMAN, STRICT_AI_ENV, AgentFailed, SeatSession, strict_ai

__all__ = ["AUTO_KEY", "HUMAN", "STRICT_AI_ENV", "AgentFailed", "Session", "strict_ai"]

AUTO_KEY = "auto"  # the record's list of action indices that 托管 took


class Session(SeatSession):
    def __init__(
        self, mode: str, level: str, seed: int, executor: Worker, game: Game | None = None
    ) -> None:
        self.mode = mode
        self._game = game if game is not None else new_game(ruleset(mode), seed)
        super().__init__(self._game.rules, level, seed, executor)
        self.auto_actions: set[int] = set()  # indices in the action log that 托管 took
        self._handed: tuple[int | None, Action] | None = None  # the last action poll gave

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

    def handed(self, seat: int, action: Any) -> Any:
        self._handed = (seat, action)
        return action

    # -- acting -----------------------------------------------------------------------------
    def apply(self, action: Action, cards: list[Card] | None = None) -> list[Event]:
        """Apply the seat-to-act's action; ``cards`` are the player's exact cards.

        An action :meth:`poll` handed over for the player's seat is 托管's: noted as such.
        """
        handed, self._handed = self._handed, None
        index = len(self._game.action_log)
        by_auto = handed is not None and handed[0] == HUMAN and handed[1] is action
        events = self._game.apply(action, cards)
        if by_auto:
            self.auto_actions.add(index)
        return events

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
        record: dict[str, Any] = dict(self._game.record())
        if self.auto_actions:
            record[AUTO_KEY] = sorted(self.auto_actions)
        return record

    def restore_auto(self, indices: object) -> None:
        """托管's actions of a resumed hand, from its save (anything malformed is ignored)."""
        if isinstance(indices, list):
            self.auto_actions = {i for i in indices if type(i) is int and i >= 0}
