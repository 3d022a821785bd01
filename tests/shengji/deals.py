"""Deals for the flow tests: a fixed deck that hands chosen cards to chosen seats first.

The deal gives deck position ``i`` to seat ``(first + i) % seats``; the seat that
receives the first card is drawn from the seed before any deck is looked at, so
:func:`first_receiver` finds it and :func:`deck_giving` puts the wanted cards at
the front of each seat's share (the rest of the deck fills the gaps in order).
"""

from __future__ import annotations

from collections.abc import Mapping

from game.cards import Card
from game.shengji.cards import new_deck, parse_hand
from game.shengji.game import Game, new_game
from game.shengji.modes import TractorRules


def first_receiver(rules: TractorRules, seed: int, **options: object) -> int:
    """The seat that receives the first card of this seed's first deal."""
    return new_game(rules, seed, **options).state.first_receiver  # type: ignore[arg-type]


def deck_giving(
    rules: TractorRules, first: int, hands: Mapping[int, str], kitty: str = ""
) -> list[Card]:
    """A deck whose deal gives each seat its listed cards first and ends with ``kitty``."""
    rest = new_deck(rules.decks)
    wanted = {seat: _take(rest, text) for seat, text in hands.items()}
    kitty_cards = _take(rest, kitty)
    deal = rules.table.deal_size
    deck: list[Card | None] = [None] * deal
    for seat, cards in wanted.items():
        offset = (seat - first) % rules.seats
        for j, card in enumerate(cards):
            deck[j * rules.seats + offset] = card
    tail = rest[len(rest) - (rules.kitty_size - len(kitty_cards)) :] if rules.kitty_size else []
    filler = rest[: len(rest) - len(tail)]
    out = [card if card is not None else filler.pop(0) for card in deck]
    return out + kitty_cards + tail


def _take(pool: list[Card], text: str) -> list[Card]:
    """Remove the cards of ``text`` from ``pool`` (any free copy of each face)."""
    taken: list[Card] = []
    for card in parse_hand(text) if text else []:
        copy = next(c for c in pool if c.rank == card.rank and c.suit == card.suit)
        pool.remove(copy)
        taken.append(copy)
    return taken


def game_with(
    rules: TractorRules, hands: Mapping[int, str], *, seed: int = 1, kitty: str = "",
    **options: object,
) -> Game:
    """A new hand whose deal gives these cards first to these seats."""
    first = first_receiver(rules, seed, **options)
    deck = deck_giving(rules, first, hands, kitty)
    return new_game(rules, seed, deck=deck, **options)  # type: ignore[arg-type]


def deal_until(game: Game, seat: int, count: int) -> None:
    """Let the deal run (everybody passes) until ``seat`` holds ``count`` cards."""
    from game.shengji.actions import PASS

    while len(game.hands[seat]) < count:
        game.apply(PASS)


def finish_deal(game: Game) -> None:
    """Pass through the rest of the deal and the final round."""
    from game.shengji.actions import PASS

    while game.phase in ("dealing", "final_round"):
        game.apply(PASS)
