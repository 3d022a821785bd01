"""Registers the Tractor engine, so ``game.new_game`` and ``game.replay`` play its modes.

Importing this module (``game`` does it) names the family's record format, its
``new_game`` and how a hand starts from its record (dealer, levels, first bidder).
"""

from __future__ import annotations

from typing import Any

from game.cards import Card
from game.engines import register_engine
from game.errors import InvalidSetting
from game.shengji.game import Game, new_game
from game.shengji.modes import FAMILY, RECORD_FORMAT
from game.shengji.versions import RECORD_VERSIONS, skips_silent_turns


def game_from_record(rules: Any, record: dict[str, Any], deck: list[Card] | None) -> Game:
    """The fresh hand a record starts from (the shared :func:`game.replay` applies its actions)."""
    levels = record.get("levels")
    if levels is not None and not isinstance(levels, list):
        raise InvalidSetting("levels", f"a list of levels, not {levels!r}")
    game = Game(
        rules, record["seed"], dealer=record.get("dealer"), levels=levels,
        first_bidder=record.get("first_bidder"), deck=deck,
    )
    game.skips_silent_turns = skips_silent_turns(record.get("version", 1))
    return game


register_engine(
    FAMILY, RECORD_FORMAT, new_game, from_record=game_from_record, versions=RECORD_VERSIONS
)

__all__ = ["Game", "game_from_record", "new_game"]
