"""Registers the Tractor engine, so ``game.new_game`` and ``game.replay`` play its modes.

Importing this module (``game`` does it) names the family's record format, its
``new_game`` and how a hand starts from its record (dealer, levels, first bidder).
"""

from __future__ import annotations

from game.engines import register_engine
from game.shengji.game import Game, game_from_record, new_game
from game.shengji.modes import FAMILY, RECORD_FORMAT
from game.shengji.versions import RECORD_VERSIONS

register_engine(
    FAMILY, RECORD_FORMAT, new_game, from_record=game_from_record, versions=RECORD_VERSIONS
)

__all__ = ["Game", "new_game"]
