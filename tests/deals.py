"""Build games with chosen hands, for rule tests."""

from __future__ import annotations

from game import Game, new_game, ruleset
from game.cards import Card, new_deck, parse_ranks
from game.doudizhu.game import deck_for
from game.plays import Play


def fixed_deck(hands: list[str], kitty: str = "") -> list[Card]:
    """A deck dealing these rank strings (completed from the leftovers up to 17 cards)."""
    pool = new_deck()
    hands = [*hands, "", "", ""][:3]
    taken: list[list[Card]] = []
    for text in [*hands, kitty]:
        cards = []
        for rank in parse_ranks(text):
            card = next(c for c in pool if c.rank == rank)
            pool.remove(card)
            cards.append(card)
        taken.append(cards)
    seat_hands, kitty_cards = taken[:-1], taken[-1]
    for hand in seat_hands:
        while len(hand) < 17:
            hand.append(pool.pop(0))
    while len(kitty_cards) < 3:
        kitty_cards.append(pool.pop(0))
    return deck_for(seat_hands, kitty_cards)


def game_with(hands: list[str], kitty: str = "", mode: str = "classic", seed: int = 1,
              first_bidder: int = 0, landlord: int | None = None, **options: object) -> Game:
    rules = ruleset(mode, **options)
    return new_game(rules, seed, first_bidder=first_bidder, landlord=landlord,
                    deck=fixed_deck(hands, kitty))


def play(game: Game, cards: str) -> None:
    """Apply the play of these ranks (its one reading) for the seat to act."""
    from game import classify

    readings: list[Play] = classify(cards, game.rules)
    assert len(readings) == 1, cards
    game.apply(readings[0])
