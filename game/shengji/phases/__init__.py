"""The phases of a Tractor hand, one module each, by the names a mode declares in ``phases``.

``deal`` (the paced deal with declaring and the final round,
:mod:`game.shengji.deal`), ``auction`` (三人竞标), ``kitty``, ``bury`` and
``kitty_theft`` (炒地皮, all in :mod:`game.shengji.kitty`, beside the declaring they
share), ``name_trump``, ``weak_hand`` (造反), ``call_friends`` (找朋友), ``play`` and
``settle`` (:mod:`.play`).  What ``game.phase`` holds while a phase waits is a
:class:`~game.shengji.phase.PhaseName`.
"""

from __future__ import annotations

from game.shengji.actions import Pass
from game.shengji.deal import DealPhase
from game.shengji.kitty import BuryPhase, KittyPhase, KittyTheftPhase
from game.shengji.phase import Phase
from game.shengji.phases.auction import PHASE_AUCTION, AuctionPhase
from game.shengji.phases.call_friends import PHASE_CALL_FRIENDS, CallFriendsPhase, callable_faces
from game.shengji.phases.name_trump import PHASE_NAME_TRUMP, NameTrumpPhase
from game.shengji.phases.play import PlayPhase, SettlePhase
from game.shengji.phases.weak_hand import PHASE_WEAK_HAND, WeakHandPhase, is_weak

_PHASES: dict[str, type[Phase]] = {
    "deal": DealPhase,
    "auction": AuctionPhase,
    "kitty": KittyPhase,
    "name_trump": NameTrumpPhase,
    "weak_hand": WeakHandPhase,
    "bury": BuryPhase,
    "kitty_theft": KittyTheftPhase,
    "call_friends": CallFriendsPhase,
    "play": PlayPhase,
    "settle": SettlePhase,
}


def phase_named(name: str) -> Phase:
    """The phase unit a mode names; an unknown name is refused with the known ones."""
    try:
        return _PHASES[name]()
    except KeyError:
        raise ValueError(f"unknown Tractor phase {name!r}; phases are {sorted(_PHASES)}") from None


__all__ = [
    "PHASE_AUCTION",
    "PHASE_CALL_FRIENDS",
    "PHASE_NAME_TRUMP",
    "PHASE_WEAK_HAND",
    "Pass",
    "callable_faces",
    "is_weak",
    "phase_named",
]
