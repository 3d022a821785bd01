"""Naming trump (``name_trump``, docs/tractor-modes.md §2.6): the auction's dealer names the trump
suit, or no trump."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.cards import SUITS, Card
from game.shengji.actions import (
    NameTrump,
    TractorAction,
)
from game.shengji.events import TrumpFixed
from game.shengji.phase import DONE, Phase, PhaseName
from game.shengji.trump import JOKER_LEVEL, Trump

if TYPE_CHECKING:
    from game.shengji.game import Game

PHASE_NAME_TRUMP = PhaseName.NAME_TRUMP


class NameTrumpPhase(Phase):
    """三人竞标: the dealer, kitty in hand, names the trump suit or no trump at his level."""

    name = "name_trump"
    asks = "name the trump suit, or no trump"

    def start(self, game: Game) -> bool:
        game.enter(PHASE_NAME_TRUMP, game.state.dealer)
        return True

    def legal(self, game: Game) -> list[TractorAction] | None:
        if game.state.level == JOKER_LEVEL:
            return [NameTrump(None)]
        return [*(NameTrump(suit) for suit in SUITS), NameTrump(None)]

    def apply(self, game: Game, seat: int, action: TractorAction, chosen: list[Card]) -> str:
        assert isinstance(action, NameTrump)
        state = game.state
        state.trump = Trump(state.level, action.suit)
        game.emit(TrumpFixed(state.trump, seat, "named"))
        return DONE
