"""What a Tractor phase is: the engine's :class:`~game.engine.Phase`, typed for this family.

The engine runs a mode's ``phases`` in the declared order (as shengji runs its
draw, exchange and play phases one after the other): it asks whether each
applies, starts it, then checks and applies actions until the phase answers
:data:`DONE`, or :data:`REDEAL` when the deal is void.  One check serves both
:meth:`Game.apply` and the app's legality test, so nothing the app offers can be
refused later.
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING, TypeAlias

from game.engine import CONTINUE as CONTINUE
from game.engine import DONE as DONE
from game.engine import REDEAL as REDEAL
from game.engine import Phase as EnginePhase
from game.shengji.actions import TractorAction

if TYPE_CHECKING:
    from game.shengji.game import Game



class PhaseName(StrEnum):
    """What a Tractor hand is waiting for (``game.phase``, ``TractorView.phase``), in order.

    A ``str`` enum, so a name compares equal to its text (``PhaseName.BURY == "bury"``)
    and a record or event holding the text reads the same.
    """

    DEALING = "dealing"
    FINAL_ROUND = "final_round"
    WEAK_HAND = "weak_hand"
    AUCTION = "auction"
    NAME_TRUMP = "name_trump"
    BURY = "bury"
    KITTY_THEFT = "kitty_theft"
    CALL_FRIENDS = "call_friends"
    PLAY = "play"
    LEVELS = "levels"
    OVER = "over"


# **Decision** (game/shengji/AUDIT.md, the redeal cap): a hand is dealt again at most this
# many times for want of a declaration or a bid; the deal after that is played.
MAX_VOID_REDEALS = 3

Phase: TypeAlias = EnginePhase["Game", TractorAction]
"""A step of a Tractor hand; subclasses override what they need."""
