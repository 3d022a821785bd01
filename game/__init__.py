"""The Dou Dizhu rules core: pure Python, standard library only, never imports pygame."""

from game.actions import PASS, Bid, Call, Double, Rob, Show, format_action, parse_action
from game.cards import Card, format_cards, format_ranks, new_deck, parse_cards, parse_ranks
from game.game import Game, IllegalAction, new_game
from game.patterns import beats, classify, legal_plays
from game.plays import Play
from game.record import replay
from game.rules import Ruleset, UnknownRuleset, ruleset, ruleset_names
from game.scoring import Result, leave_penalty, rank_title
from game.view import SeatView

__all__ = [
    "PASS",
    "Bid",
    "Call",
    "Card",
    "Double",
    "Game",
    "IllegalAction",
    "Play",
    "Result",
    "Rob",
    "Ruleset",
    "SeatView",
    "Show",
    "UnknownRuleset",
    "beats",
    "classify",
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
