"""The unit every phase of a Tractor hand is: started in order, asked for its actions.

The engine runs a mode's ``phases`` in the declared order (as shengji runs its
draw, exchange and play phases one after the other).  For each it asks whether
it applies (:meth:`Phase.active`), starts it (:meth:`Phase.start` answers
whether it now waits for a seat), then checks and applies actions until the
phase answers :data:`DONE` — or :data:`REDEAL` when the deal is void.  One check
(:meth:`Phase.check`) serves both :meth:`Game.apply` and the app's legality
test, so nothing the app offers can be refused later.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.errors import IllegalAction
from game.shengji.actions import TractorAction

if TYPE_CHECKING:
    from game.shengji.game import Game

CONTINUE = "continue"
DONE = "done"
REDEAL = "redeal"
# **Decision** (game/shengji/AUDIT.md, the redeal cap): a hand is dealt again at most this
# many times for want of a declaration or a bid; the deal after that is played.
MAX_VOID_REDEALS = 3


class Phase:
    """One step of a hand.  Subclasses override what they need."""

    name = ""
    asks = "wait for your turn"  # what the phase asks for, in a player's words


    def active(self, game: Game) -> bool:
        """Whether this phase runs in this hand (its option is on, its role exists)."""
        return True

    def start(self, game: Game) -> bool:
        """Enter the phase; ``False`` when it finished at once (nobody's input needed)."""
        return False

    def legal(self, game: Game) -> list[TractorAction] | None:
        """Every action the seat to act may take, or ``None`` when too many to list."""
        return []

    def out_of_turn(self, game: Game, seat: int, action: TractorAction) -> bool:
        """Whether ``seat`` may take ``action`` although another seat is to act."""
        return False

    def check(self, game: Game, seat: int, action: TractorAction) -> None:
        """Raise :class:`IllegalAction` with a reason when ``action`` is not allowed."""
        legal = self.legal(game)
        if legal is not None and action not in legal:
            raise IllegalAction(f"you cannot do that now: {self.asks}")

    def apply(self, game: Game, seat: int, action: TractorAction) -> str:
        raise NotImplementedError
