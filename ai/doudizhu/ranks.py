"""Rank counts: the one way the AI counts cards, and what is still outside a hand.

The AI reasons over rank-count vectors (``counts[r]`` cards of rank ``r``,
indexed like :data:`game.cards.RANK_CHARS`).  With two decks a count may reach 8
and each joker 2; nothing here assumes one deck.

>>> counts_of([0, 7, 7, 13])  # 3 T T B
[1, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 1, 0]
>>> deck_counts(2)[0], deck_counts(2)[-1]  # eight 3s and two big jokers in two decks
(8, 2)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache

from game.cards import RANK_INDEX, Card, new_deck, rank_counts
from game.plays import Play

__all__ = [
    "add", "cards_outside", "counts_of", "counts_of_cards", "deck_counts", "play_counts", "remove",
    "take",
]


def counts_of(ranks: Iterable[int]) -> list[int]:
    """Rank-count vector of rank indices."""
    return rank_counts(ranks)


def counts_of_cards(cards: Iterable[Card]) -> list[int]:
    """Rank-count vector of physical cards."""
    return rank_counts(card.rank for card in cards)


def play_counts(play: Play) -> list[int]:
    """The physical cards of ``play`` (its ``cards``, wilds included) as a rank-count vector."""
    return rank_counts(RANK_INDEX[ch] for ch in play.cards)


def remove(hand: Sequence[int], play: Play) -> list[int]:
    """A copy of ``hand`` without the cards of ``play``."""
    out = list(hand)
    for ch in play.cards:
        out[RANK_INDEX[ch]] -= 1
    return out


def add(counts: Sequence[int], play: Play) -> list[int]:
    """A copy of ``counts`` with the cards of ``play`` added (a tally of cards played)."""
    out = list(counts)
    for ch in play.cards:
        out[RANK_INDEX[ch]] += 1
    return out


@lru_cache(maxsize=8)
def deck_counts(decks: int) -> tuple[int, ...]:
    """Every card of ``decks`` full decks (the ruleset's ``decks``), by rank."""
    return tuple(counts_of_cards(new_deck(decks)))


def cards_outside(deck: Sequence[int], hand: Sequence[int], played: Sequence[int]) -> list[int]:
    """Cards a seat cannot see: the deck less its own hand and every card played so far.

    Never below zero, even for a hand-made view that plays more cards than the deck has.
    """
    out = [d - h - p for d, h, p in zip(deck, hand, played, strict=True)]
    return out if min(out) >= 0 else [max(0, n) for n in out]


def take(hand: list[int], play: Play, played: list[int]) -> None:
    """Move the cards of ``play`` from ``hand`` to the ``played`` tally, in place."""
    for ch in play.cards:
        rank = RANK_INDEX[ch]
        hand[rank] -= 1
        played[rank] += 1
