"""Rulesets for the trick-mechanics tests: the registered Tractor modes with options changed.

Tests name the deck count and the options they pin: one deck is the two-colour
game, four decks force permanent 2s and the partial tractor follow (§2.4).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.rules import ruleset
from game.shengji.modes import TractorRules, upgraded_options

MODE_BY_DECKS = {
    1: "tractor_one_deck",
    2: "tractor",
    3: "tractor_three_decks",
    4: "tractor_four_decks",
}


def rules(decks: int = 2, **options: Any) -> TractorRules:
    """The four-player Tractor mode with ``decks`` decks and some fields changed
    (``protect_triples``, the old name, as ``follow_protection`` reads it)."""
    mode = ruleset(MODE_BY_DECKS[decks])
    assert isinstance(mode, TractorRules)
    return replace(mode, **upgraded_options(options))
