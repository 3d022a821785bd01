"""The climbing family: every 斗地主 mode of docs/doudizhu-modes.md on one engine.

Importing this package registers its modes (:mod:`game.doudizhu.modes`) and its
engine, so ``game.ruleset("classic")`` and ``game.new_game`` find them.
"""

from __future__ import annotations

from game.doudizhu import laizi as laizi
from game.doudizhu import modes as modes
from game.doudizhu.game import RECORD_FORMAT, new_game
from game.engines import register_engine

register_engine("doudizhu", RECORD_FORMAT, new_game)
