"""Trump, effective suits and the order inside each (docs/tractor.md §1.2,
docs/tractor-modes.md §2.1, §2.4, D33, D38)."""

from __future__ import annotations

import pytest

from game.shengji.cards import parse_hand
from game.shengji.trump import (
    TRUMP,
    Trump,
    effective_suit,
    equal_cards,
    is_level_card,
    order_for,
    same_face,
)
from tests.shengji.trick_rules import rules


def _indices(text: str, trump: str, **options: object) -> list[int]:
    order = order_for(Trump.parse(trump), rules(**options))
    return [order.index(c) for c in parse_hand(text)]


def test_trump_text_round_trips() -> None:
    assert str(Trump("7", "S")) == "7S"
    assert str(Trump("7", None)) == "7NT"
    assert Trump.parse("7nt") == Trump("7", None)
    with pytest.raises(ValueError):
        Trump("1", "S")
    with pytest.raises(ValueError):
        Trump("7", "X")


def test_suit_trump_order_at_7s() -> None:
    # R > B > 7S > 7H = 7C = 7D > AS > KS > … > 8S > 6S > … > 2S
    idx = _indices("R B S:7 H:7 C:7 D:7 S:A S:K S:8 S:6 S:2", "7S")
    assert idx == [15, 14, 13, 12, 12, 12, 11, 10, 5, 4, 0]


def test_level_cards_are_trump_not_their_suit() -> None:
    two_decks = rules()
    seven_h, ace_h = parse_hand("H:7 H:A")
    assert effective_suit(seven_h, Trump("7", "S"), two_decks) == TRUMP
    assert effective_suit(ace_h, Trump("7", "S"), two_decks) == "H"
    assert is_level_card(seven_h, "7") and not is_level_card(ace_h, "7")


def test_plain_suit_skips_the_level_rank() -> None:
    assert _indices("H:A H:K H:8 H:6 H:2", "7S") == [11, 10, 5, 4, 0]


def test_no_trump_level_cards_are_all_equal() -> None:
    idx = _indices("R B S:7 H:7 D:7", "7NT")
    assert idx[0] > idx[1] > idx[2] == idx[3] == idx[4]
    assert effective_suit(parse_hand("S:A")[0], Trump("7", None), rules()) == "S"


def test_level_gap_breaks_only_the_level_neighbours() -> None:
    joins = _indices("H:6 H:8", "7S")
    breaks = _indices("H:6 H:8 S:A H:7 S:7", "7S", level_gap="breaks")
    assert joins[1] - joins[0] == 1
    assert breaks[1] - breaks[0] == 2
    assert breaks[3] - breaks[2] == 1 and breaks[4] - breaks[3] == 1


def test_permanent_twos_rank_below_the_level_cards() -> None:
    # Four decks, level 3, hearts: R > B > 3H > 3S = 3C = 3D > 2H > 2S = 2C = 2D > AH
    idx = _indices("R B H:3 S:3 C:3 D:3 H:2 S:2 C:2 D:2 H:A", "3H", permanent_twos=True)
    assert idx == sorted(idx, reverse=True)
    assert idx[3] == idx[4] == idx[5] and idx[7] == idx[8] == idx[9]
    assert len(set(idx)) == 7 and idx[0] - idx[-1] == 6
    two_s = parse_hand("S:2")[0]
    assert effective_suit(two_s, Trump("3", "H"), rules(permanent_twos=True)) == TRUMP


def test_permanent_twos_at_no_trump_are_all_equal_below_the_level() -> None:
    idx = _indices("R B H:3 S:3 H:2 S:2", "3NT", permanent_twos=True)
    assert idx[0] > idx[1] > idx[2] == idx[3] > idx[4] == idx[5]
    assert idx[3] - idx[4] == 1


def test_two_colours_red_trump_at_level_5() -> None:
    one_deck = rules(1)
    order = order_for(Trump("5", "D"), one_deck)
    cards = parse_hand("R B H:5 D:5 S:5 C:5 H:A D:A H:K")
    idx = [order.index(c) for c in cards]
    assert idx[0] > idx[1] > idx[2] == idx[3] > idx[4] == idx[5] > idx[6] == idx[7] > idx[8]
    assert all(order.is_trump(c) for c in cards)
    ks, kc, kh = parse_hand("S:K C:K H:K")
    assert order.suit_of(ks) == order.suit_of(kc) == "black"
    assert same_face(ks, kc, one_deck) and not same_face(ks, kh, one_deck)
    assert not same_face(ks, kc, rules())


def test_joker_level_has_only_jokers_as_trump() -> None:
    order = order_for(Trump("W", None), rules())
    assert [order.suit_of(c) for c in parse_hand("S:2 H:A B R")] == ["S", "H", TRUMP, TRUMP]


def test_every_card_of_every_deck_has_one_suit_and_index() -> None:
    from game.shengji.cards import new_deck

    for trump in ("2S", "7NT", "AH", "WNT"):
        order = order_for(Trump.parse(trump), rules())
        for card in new_deck(1):
            assert order.suit_of(card) in ("T", "S", "H", "C", "D")
            assert order.index(card) >= 0


def test_equal_cards_rank_alike_but_do_not_pair() -> None:
    seven_h, seven_d, seven_s = parse_hand("H:7 D:7 S:7")
    assert equal_cards(seven_h, seven_d, Trump("7", "S"), rules())
    assert not equal_cards(seven_h, seven_s, Trump("7", "S"), rules())
    assert not same_face(seven_h, seven_d, rules())
