"""Rulesets for the trick-mechanics tests: the registered Tractor modes with options changed.

The trick functions read only a few options by attribute; tests name the deck
count and the options they pin, and get a real ``TractorRules`` when the modes
are registered, else a small stand-in with the same attributes.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

MODE_BY_DECKS = {
    1: "tractor_one_deck",
    2: "tractor",
    3: "tractor_three_decks",
    4: "tractor_four_decks",
}


@dataclass(frozen=True)
class StandIn:
    """The options the trick rules read, with TRACTOR.md's defaults."""

    decks: int = 2
    two_colours: bool = False
    permanent_twos: bool = False
    level_gap: str = "joins"
    failed_throw_forced: str = "lowest_beaten"
    partial_tractor_follow: bool = False
    throw_compare: str = "key_component"
    protect_triples: bool = False
    throw_hand_limit: int | None = None


def _registered(decks: int) -> Any | None:
    try:
        import game
        import game.shengji.modes  # registers the modes once they exist
    except ImportError:
        return None
    try:
        return game.ruleset(MODE_BY_DECKS[decks])
    except ValueError:
        return None


def rules(decks: int = 2, **options: Any) -> Any:
    """The Tractor mode with ``decks`` decks (four decks: permanent 2s, partial follow)."""
    real = _registered(decks)
    if real is not None:
        return replace(real, **options)
    forced: dict[str, Any] = {}
    if decks == 1:
        forced["two_colours"] = True
    if decks == 4:
        forced.update(permanent_twos=True, partial_tractor_follow=True)
    return StandIn(decks=decks, **{**forced, **options})
