"""The rules core: pure Python, standard library only, never imports pygame.

Shared modules (cards, plays, kinds, rulesets, actions, events, views, records)
sit here; each family of games has its own package (:mod:`game.doudizhu`) that
imports them and never another family.
"""

from collections.abc import Sequence
from typing import Any, overload

import game.doudizhu as doudizhu  # registers the Dou Dizhu modes
import game.shengji.engine as _tractor_engine  # noqa: F401  (registers the Tractor modes)
from game import engines
from game.actions import (
    PASS,
    Bid,
    Call,
    CallAlly,
    Double,
    Keep,
    Rob,
    Show,
    format_action,
    parse_action,
)
from game.cards import Card, format_cards, format_ranks, new_deck, parse_cards, parse_ranks
from game.doudizhu.game import Game
from game.doudizhu.patterns import beats, classify, legal_plays
from game.doudizhu.scoring import leave_penalty, rank_title
from game.errors import IllegalAction, InvalidSetting
from game.plays import Play
from game.record import replay
from game.result import Result
from game.rules import Ruleset, Table, UnknownRuleset, ruleset, ruleset_names
from game.shengji.game import Game as TractorGame
from game.shengji.modes import TractorRules
from game.view import SeatView


@overload
def new_game(rules: TractorRules, seed: int, **options: Any) -> TractorGame: ...  # type: ignore[overload-overlap]
@overload
def new_game(
    rules: Ruleset,
    seed: int,
    *,
    first_bidder: int | None = None,
    landlord: int | None = None,
    deck: Sequence[Card] | None = None,
) -> Game: ...
def new_game(rules: Ruleset, seed: int, **options: Any) -> Any:
    """A new hand of ``rules``, played by the engine of the ruleset's family."""
    return engines.new_game(rules, seed, **options)


__all__ = [
    "PASS",
    "Bid",
    "Call",
    "CallAlly",
    "Card",
    "Double",
    "Game",
    "IllegalAction",
    "InvalidSetting",
    "Keep",
    "Play",
    "Result",
    "Rob",
    "Ruleset",
    "SeatView",
    "Show",
    "Table",
    "TractorGame",
    "TractorRules",
    "UnknownRuleset",
    "beats",
    "classify",
    "doudizhu",
    "format_action",
    "format_cards",
    "format_ranks",
    "leave_penalty",
    "legal_plays",
    "new_deck",
    "new_game",
    "parse_action",
    "parse_cards",
    "parse_ranks",
    "rank_title",
    "replay",
    "ruleset",
    "ruleset_names",
]
