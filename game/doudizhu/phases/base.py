"""What a Dou Dizhu phase is: the engine's :class:`~game.engine.Phase` with this family's
refusals.  A phase lists its actions; anything else is refused with the phase's own
reason (:meth:`Phase.refusal`) or as not allowed now; a play outside the play
phase, or cards given with an action that takes none, are refused first."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.cards import Card
from game.doudizhu.actions import Action, format_action
from game.engine import Phase as EnginePhase
from game.errors import IllegalAction
from game.plays import Play

if TYPE_CHECKING:
    from game.doudizhu.game import Game


class Phase(EnginePhase["Game", Action]):
    """A step of a Dou Dizhu hand.  Subclasses override what they need."""

    def legal(self, game: Game) -> list[Action]:
        return []

    def refusal(self, game: Game, action: Action) -> str | None:
        """Why ``action`` is refused, when the phase can say more than "not allowed"."""
        return None

    def check(
        self, game: Game, seat: int, action: Action, cards: Sequence[Card] | None
    ) -> list[Card] | None:
        if isinstance(action, Play):
            raise IllegalAction(f"no plays during {game.phase}")
        if cards is not None:
            raise IllegalAction(f"{format_action(action)} takes no cards")
        reason = self.refusal(game, action)
        if reason is not None:
            raise IllegalAction(reason)
        if action not in game.legal_actions():
            raise IllegalAction(f"{format_action(action)} is not allowed in phase {game.phase}")
        return None
