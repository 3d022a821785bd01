"""The Tractor / 升级 player: every phase of every Tractor mode, from the seat's view only.

:func:`ai.choose_action` hands a Tractor view (``view.rules.family ==
"shengji"``) to :func:`~ai.shengji.players.tractor_action`, which asks the
agent's Tractor player; :func:`ai.make_agent` gives every agent one of the
same spec (:func:`~ai.shengji.players.make_tractor_player`).  The package
imports :mod:`game`, :mod:`ai.clock` and :mod:`ai.verdict` only, never the Dou
Dizhu player.
"""

from __future__ import annotations

from ai.shengji.players import (
    TRACTOR_LEVELS,
    TractorPlayer,
    make_tractor_player,
    tractor_action,
)
from ai.shengji.random_player import RandomTractorPlayer

__all__ = [
    "TRACTOR_LEVELS",
    "RandomTractorPlayer",
    "TractorPlayer",
    "make_tractor_player",
    "tractor_action",
]
