"""The phases of a Dou Dizhu hand: one module per phase, each owning the state it keeps.

A mode's ``phases`` names them in order (``deal``, ``show``, ``bid``, ``kitty``,
``landlord_show``, ``double``, ``play``; ``bid_four``, ``reveal``, ``ally``,
``keep`` and laizi's ``wild`` where a mode has them).  The engine
(:mod:`game.engine`) asks each in turn whether it applies, starts it, offers its
legal actions and applies them until the phase says it is done.  A phase may end
the flow early: bidding with no landlord asks for a redeal, the play phase
settles the hand.  What ``game.phase`` holds while a phase waits is a
:class:`PhaseName`.  A phase only some mode has registers itself
(:func:`register_phase`); a mode names it in its ``phases``.
"""

from __future__ import annotations

from game.doudizhu.phases.ally import AllyPhase, AllyState, reveal_ally
from game.doudizhu.phases.base import Phase
from game.doudizhu.phases.bid import BidPhase, BidState
from game.doudizhu.phases.bid_four import BIDDING4, FourBidPhase, bombs_in, must_bid
from game.doudizhu.phases.double import DoublePhase, DoubleState
from game.doudizhu.phases.keep import KeepPhase, KeepState
from game.doudizhu.phases.kitty import KittyPhase
from game.doudizhu.phases.landlord_show import REVEAL_FACTOR, LandlordShowPhase, RevealPhase
from game.doudizhu.phases.play import PlayPhase, PlayState
from game.doudizhu.phases.show import SHOW_FACTORS, SHOW_STAGES, ShowPhase, ShowState
from game.doudizhu.view import PhaseName

PHASES: dict[str, Phase] = {
    phase.name: phase
    for phase in (
        ShowPhase(), BidPhase(), FourBidPhase(), KittyPhase(), LandlordShowPhase(),
        RevealPhase(), AllyPhase(), DoublePhase(), KeepPhase(), PlayPhase(),
    )
}


def register_phase(phase: Phase) -> Phase:
    """Add a phase unit that only some modes have (a mode names it in its ``phases``)."""
    known = PHASES.get(phase.name)
    if known is not None and type(known) is not type(phase):
        raise ValueError(f"phase {phase.name!r} is already registered as {type(known).__name__}")
    PHASES[phase.name] = phase
    return phase


def phase_named(name: str) -> Phase:
    """The phase a mode names; ``ValueError`` for a name no phase has."""
    try:
        return PHASES[name]
    except KeyError:
        raise ValueError(f"unknown phase {name!r}; phases are deal, {', '.join(PHASES)}") from None


__all__ = [
    "BIDDING4",
    "PHASES",
    "REVEAL_FACTOR",
    "SHOW_FACTORS",
    "SHOW_STAGES",
    "AllyPhase",
    "AllyState",
    "BidPhase",
    "BidState",
    "DoublePhase",
    "DoubleState",
    "FourBidPhase",
    "KeepPhase",
    "KeepState",
    "KittyPhase",
    "LandlordShowPhase",
    "Phase",
    "PhaseName",
    "PlayPhase",
    "PlayState",
    "RevealPhase",
    "ShowPhase",
    "ShowState",
    "bombs_in",
    "must_bid",
    "phase_named",
    "register_phase",
    "reveal_ally",
]
