"""How the Tractor table orders and names cards: by effective suit, trump last.

A hand is fanned suit by suit (♠ ♥ ♣ ♦, the colours alternating), high to low
inside each, and the trump suit — jokers, level cards and the trump suit's own
cards — at the right end, so what a follow must use sits together.  Before trump
is fixed (the deal) the standing declaration's suit is used, else no trump: level
cards and jokers already gather at the end.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Protocol

from game.cards import SUITS, Card
from game.shengji import Trump
from game.shengji.trump import JOKER_LEVEL, TRUMP, Order, order_for
from ui.app.i18n import t

SUIT_SYMBOLS = {"S": "♠", "H": "♥", "C": "♣", "D": "♦"}
RED_SUITS = frozenset("HD")


class TrumpFacts(Protocol):
    """What the sorting trump is read from: a seat's ``TractorView``, or the
    :class:`~ui.tractor.board.Board` the animations have brought up to an event."""

    @property
    def trump(self) -> Trump | None: ...
    @property
    def declarations(self) -> Sequence[tuple[int, tuple[Card, ...], int]]: ...
    @property
    def level(self) -> str: ...


def table_trump(view: TrumpFacts) -> Trump:
    """The trump the table sorts by now: fixed, else the standing declaration's, else NT."""
    if view.trump is not None:
        return view.trump
    suit = None
    for _, cards, _count in reversed(view.declarations):
        shown = [c for c in cards if not c.is_joker]
        if cards:
            suit = shown[0].suit if shown else None
            break
    level = view.level if view.level != JOKER_LEVEL else JOKER_LEVEL
    return Trump(level, None if level == JOKER_LEVEL else suit)


def display_key(order: Order) -> Any:
    """Sort key: plain suits in S H C D order, trump last; high to low inside each."""

    def key(card: Card) -> tuple[int, int, int, int]:
        suit = order.suit_of(card)
        group = len(SUITS) if suit == TRUMP else SUITS.find(card.suit)
        return (group, -order.index(card), SUITS.find(card.suit), card.deck)

    return key


def display_sorted(cards: Iterable[Card], trump: Trump, rules: Any) -> list[Card]:
    return sorted(cards, key=display_key(order_for(trump, rules)))


def card_text(card: Card) -> str:
    """``♠A``, ``♥10``, and the jokers by name in the player's language."""
    if card.is_joker:
        return t("rank.big_joker" if card.rank_char == "R" else "rank.small_joker")
    rank = card.rank_char
    return SUIT_SYMBOLS.get(card.suit, "") + ("10" if rank == "T" else rank)


def cards_text(cards: Iterable[Card]) -> str:
    return " ".join(card_text(card) for card in cards)


def is_red(card: Card) -> bool:
    return card.suit in RED_SUITS
