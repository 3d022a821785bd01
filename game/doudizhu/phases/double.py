"""加倍 (``double``, docs/doudizhu.md §1.4): each farmer in turn after the landlord, then the
landlord, says whether it doubles; a pair's factor is the landlord's times the farmer's."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.cards import Card
from game.doudizhu.actions import Action, Double
from game.doudizhu.events import Doubled
from game.doudizhu.phases.base import Phase
from game.doudizhu.view import PhaseName
from game.engine import CONTINUE, DONE

if TYPE_CHECKING:
    from game.doudizhu.game import Game


@dataclass(kw_only=True)
class DoubleState:
    """Each seat's answer: ``True`` doubled, ``False`` declined, ``None`` not asked."""

    doubled: list[bool | None] = field(default_factory=list)


class DoublePhase(Phase):
    """加倍: each farmer in turn after the landlord, then the landlord."""

    name = "double"

    def active(self, game: Game) -> bool:
        return game.rules.doubling

    def start(self, game: Game) -> bool:
        assert game.state.landlord is not None
        game.enter(PhaseName.DOUBLING, game.rules.next_seat(game.state.landlord))
        return True

    def legal(self, game: Game) -> list[Action]:
        return [Double(False), Double(True)]

    def apply(self, game: Game, seat: int, action: Action, cards: list[Card]) -> str:
        assert isinstance(action, Double)
        game.state.doubled[seat] = action.yes
        game.emit(Doubled(seat, action.yes))
        if seat == game.state.landlord:
            return DONE
        game.to_act = game.rules.next_seat(seat)
        return CONTINUE
