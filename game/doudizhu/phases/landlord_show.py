"""明牌 after the kitty (``landlord_show``, ×2), and 亮牌 in four-player Dou Dizhu
(``reveal``, ×3, docs/doudizhu-modes.md §4): the landlord, holding the kitty, may show its hand
to every seat, when it has not shown already."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.cards import Card
from game.doudizhu.actions import Action, Show
from game.doudizhu.phases.base import Phase
from game.doudizhu.phases.show import SHOW_FACTORS, record_show
from game.doudizhu.view import PhaseName
from game.engine import DONE

if TYPE_CHECKING:
    from game.doudizhu.game import Game

REVEAL_FACTOR = 3


class LandlordShowPhase(Phase):
    """明牌 after the kitty, for the landlord only (×2), when it has not shown already."""

    name = "landlord_show"
    factor = SHOW_FACTORS[PhaseName.LANDLORD_SHOW]

    def active(self, game: Game) -> bool:
        return game.rules.show_hand and game.state.landlord not in game.state.shows

    def start(self, game: Game) -> bool:
        game.enter(PhaseName.LANDLORD_SHOW, game.state.landlord)
        return True

    def legal(self, game: Game) -> list[Action]:
        return [Show(False), Show(True)]

    def apply(self, game: Game, seat: int, action: Action, cards: list[Card]) -> str:
        assert isinstance(action, Show)
        if action.yes:
            record_show(game, seat, self.factor)
        return DONE


class RevealPhase(LandlordShowPhase):
    """亮牌: the landlord, holding the kitty, may show its hand to every seat (×3)."""

    name = "reveal"
    factor = REVEAL_FACTOR

    def active(self, game: Game) -> bool:
        return game.state.landlord not in game.state.shows
