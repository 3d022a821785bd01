"""Card notation (docs/doudizhu.md §0) and the deck."""

from __future__ import annotations

import pytest

from game import Card, format_cards, format_ranks, new_deck, parse_cards, parse_ranks
from game.cards import sort_for_display


def test_rank_order_is_3_to_2_then_jokers() -> None:
    assert parse_ranks("3456789TJQKA2BR") == list(range(15))


def test_order_inside_a_hand_string_is_irrelevant() -> None:
    assert format_ranks(parse_ranks("54333")) == format_ranks(parse_ranks("33345")) == "33345"


def test_malformed_notation_names_the_bad_character() -> None:
    with pytest.raises(ValueError, match="'Z'"):
        parse_ranks("33Z45")
    with pytest.raises(ValueError, match="'1'"):
        parse_cards("3S 1H")


def test_suited_cards_round_trip() -> None:
    cards = parse_cards("3S TH 2D B R")
    assert format_cards(cards) == "3STH2DBR"
    assert Card.parse("TH").is_red and not Card.parse("3S").is_red
    assert Card.parse("R").is_red and Card.parse("B").is_joker


def test_one_deck_has_54_distinct_cards_four_of_each_rank_and_two_jokers() -> None:
    deck = new_deck()
    assert len(deck) == len(set(deck)) == 54
    assert sum(1 for c in deck if c.rank == 0) == 4
    assert [c for c in deck if c.is_joker] == [Card(13), Card(14)]


def test_two_decks_tell_copies_apart() -> None:
    assert len(set(new_deck(2))) == 108


def test_hand_is_displayed_high_to_low() -> None:
    hand = sort_for_display(parse_cards("3S R 2H AD"))
    assert format_cards(hand) == "R2HAD3S"
