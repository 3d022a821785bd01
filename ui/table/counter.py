"""记牌器: how many of each rank are still outside the player's hand.

Computed from the seat's view alone (the full deck, minus the player's own
hand, minus every card played so far), so the counter can never leak a hidden
card.  Pure: no pygame, so tests check it against the record at every step.
"""

from __future__ import annotations

from game.cards import new_deck
from game.doudizhu.view import SeatView

RANK_LABELS = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2")
SMALL_JOKER = 13
BIG_JOKER = 14


def remaining(view: SeatView) -> list[int]:
    """Count per rank index (0 = 3 … 12 = 2, 13 = small joker, 14 = big joker).

    >>> from game import new_game, ruleset
    >>> sum(remaining(new_game(ruleset("classic"), 1).view(0)))
    37
    """
    counts = [0] * 15
    for card in new_deck(view.rules.decks):
        counts[card.rank] += 1
    for card in view.hand:
        counts[card.rank] -= 1
    for _, play in view.history:
        if play is not None:
            for rank in play.ranks:
                counts[rank] -= 1
    return [max(0, c) for c in counts]


def full_count(rank: int, decks: int = 1) -> int:
    """How many of ``rank`` a full deck holds (4 of each rank, 1 of each joker)."""
    return decks * (1 if rank >= SMALL_JOKER else 4)
