"""The landlord takes the kitty (``kitty``); who sees it is the table's ``kitty_seen_by``.

With a fixed landlord (a match, a test) bidding is skipped and the landlord is
named here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.doudizhu.events import LandlordChosen
from game.doudizhu.phases.base import Phase

if TYPE_CHECKING:
    from game.doudizhu.game import Game


class KittyPhase(Phase):
    """The landlord takes the kitty; who sees it is the table's ``kitty_seen_by``."""

    name = "kitty"

    def start(self, game: Game) -> bool:
        state = game.state
        if state.landlord is None:
            state.landlord = game.fixed_landlord
        seat = state.landlord
        assert seat is not None
        state.hands[seat].extend(state.kitty)
        kitty = tuple(state.kitty)
        if game.rules.kitty_shown:
            game.emit(LandlordChosen(seat, state.base, kitty, True))
        else:
            game.emit_secret(LandlordChosen(seat, state.base, kitty, False), seat, kitty=())
        return False
