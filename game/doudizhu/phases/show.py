"""明牌 before and during the deal (``show``): three stages, each seat asked once per stage.

A seat that shows its hand to every seat sets the show factor: ×5 before the
deal, ×4 in its first half, ×3 in its second (×2 for the landlord after the
kitty, :mod:`game.doudizhu.phases.landlord_show`); the highest factor counts.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.cards import Card
from game.doudizhu.actions import Action, Show
from game.doudizhu.events import MultiplierChanged, Shown
from game.doudizhu.phases.base import Phase
from game.doudizhu.view import PhaseName
from game.engine import CONTINUE, DONE

if TYPE_CHECKING:
    from game.doudizhu.game import Game

SHOW_FACTORS = {
    PhaseName.SHOW_PREDEAL: 5,
    PhaseName.SHOW_FIRST_HALF: 4,
    PhaseName.SHOW_SECOND_HALF: 3,
    PhaseName.LANDLORD_SHOW: 2,
}
SHOW_STAGES = (PhaseName.SHOW_PREDEAL, PhaseName.SHOW_FIRST_HALF, PhaseName.SHOW_SECOND_HALF)


@dataclass(kw_only=True)
class ShowState:
    """What the show phases keep: each shown seat's factor, the order seats showed in,
    and the seats still to be asked in this stage."""

    shows: dict[int, int] = field(default_factory=dict)
    show_order: list[int] = field(default_factory=list)
    show_queue: list[int] = field(default_factory=list)


class ShowPhase(Phase):
    """明牌 before and during the deal: three stages, each seat asked once per stage."""

    name = "show"

    def active(self, game: Game) -> bool:
        return game.rules.show_hand and game.fixed_landlord is None

    def start(self, game: Game) -> bool:
        return self._next_stage(game, 0)

    def _next_stage(self, game: Game, stage: int) -> bool:
        for following in range(stage, len(SHOW_STAGES)):
            game.state.show_queue = _unshown_round(game)
            if game.state.show_queue:
                game.enter(SHOW_STAGES[following], game.state.show_queue.pop(0))
                return True
        return False

    def legal(self, game: Game) -> list[Action]:
        return [Show(False), Show(True)]

    def apply(self, game: Game, seat: int, action: Action, cards: list[Card]) -> str:
        assert isinstance(action, Show)
        if action.yes:
            record_show(game, seat, SHOW_FACTORS[PhaseName(game.phase)])
        if game.state.show_queue:
            game.to_act = game.state.show_queue.pop(0)
            return CONTINUE
        return CONTINUE if self._next_stage(game, SHOW_STAGES.index(game.phase) + 1) else DONE


def _unshown_round(game: Game) -> list[int]:
    """Seats that have not shown yet, in speaking order from the first bidder."""
    return [s for s in game.rules.seat_order(game.state.first_bidder) if s not in game.state.shows]


def record_show(game: Game, seat: int, factor: int) -> None:
    """``seat`` shows its hand to every seat, for ``factor``."""
    state = game.state
    state.shows[seat] = factor
    state.show_order.append(seat)
    game.emit(Shown(seat, factor, tuple(state.hands[seat])))
    game.emit(MultiplierChanged(game.multiplier, "show"))
