"""The Dou Dizhu rules core: pure Python, standard library only, never imports pygame."""

from game.cards import Card, format_cards, format_ranks, new_deck, parse_cards, parse_ranks
from game.patterns import beats, classify, legal_plays
from game.plays import Play
from game.rules import Ruleset, UnknownRuleset, ruleset, ruleset_names

__all__ = [
    "Card",
    "Play",
    "Ruleset",
    "UnknownRuleset",
    "beats",
    "classify",
    "format_cards",
    "format_ranks",
    "legal_plays",
    "new_deck",
    "parse_cards",
    "parse_ranks",
    "ruleset",
    "ruleset_names",
]
