"""Tractor card notation (docs/tractor.md §0) and point cards (§1.1)."""

from __future__ import annotations

import pytest

from game.cards import Card
from game.shengji.cards import (
    card_points,
    format_hand,
    natural_rank,
    new_deck,
    parse_hand,
    points,
    show,
)


def test_a_hand_groups_cards_by_suit() -> None:
    cards = parse_hand("S:AAK9 H:55 B")
    assert [str(c) for c in cards] == ["AS", "AS'", "KS", "9S", "5H", "5H'", "B"]


def test_a_suit_group_runs_until_the_next_suit() -> None:
    assert format_hand("S:9 88 44") == "S:98844"


def test_loose_cards_jokers_and_groups_mix() -> None:
    assert format_hand("AS TH 2D B R") == "S:A H:T D:2 B R"
    assert format_hand("S:77 BB RR") == "S:77 BB RR"


def test_format_hand_round_trips_and_sorts_high_to_low() -> None:
    text = "S:AQ5 H:K2 C:T D:3 BB R"
    assert format_hand(parse_hand(text)) == text
    assert format_hand("H:2K S:5AQ R BB D:3 C:T") == text


def test_copies_get_distinct_deck_numbers_and_marks_are_kept() -> None:
    assert [c.deck for c in parse_hand("S:AAA")] == [0, 1, 2]
    assert [c.deck for c in parse_hand("AS' S:A")] == [1, 0]
    assert parse_hand("B'")[0] == Card.parse("B'")


def test_two_is_the_lowest_natural_rank() -> None:
    assert [natural_rank(c) for c in parse_hand("D:2 D:3 D:A B R")] == [0, 1, 12, 13, 14]


def test_point_cards_are_fives_tens_and_kings() -> None:
    assert [card_points(c) for c in parse_hand("S:5 H:T C:K D:Q B")] == [5, 10, 10, 0, 0]
    assert points(new_deck(2)) == 200
    assert points("S:KT5") == 25


def test_show_uses_suit_symbols() -> None:
    assert show("S:88 H:T B RR") == "♠88 ♥T B RR"


@pytest.mark.parametrize("text", ["S:1", "X:AA", "A", "SS:A"])
def test_bad_notation_is_refused_with_a_reason(text: str) -> None:
    with pytest.raises(ValueError):
        parse_hand(text)
