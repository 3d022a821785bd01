"""Four-player Dou Dizhu with two decks, ``four`` (docs/doudizhu-modes.md §4)."""

from __future__ import annotations

import doctest
import importlib
import random

import pytest

from game import Bid, Call, Show, beats, classify, new_game, ruleset
from game.cards import new_deck, parse_cards
from game.doudizhu.events import KittyRevealed, LandlordChosen
from game.doudizhu.patterns import doubles
from game.doudizhu.phases import must_bid
from game.doudizhu.view import PHASE_BIDDING, PHASE_LANDLORD_SHOW
from game.events import Redealt, visible_to
from game.plays import Play
from tests.modes_support import (
    fixed_game,
    script,
)

FOUR = ruleset("four")


def _play(cards: str) -> Play:
    readings = classify(cards, FOUR)
    assert len(readings) == 1, f"{cards} reads {readings}"
    return readings[0]


def test_rule_four_deals_25_each_and_a_kitty_of_8_from_two_decks() -> None:
    game = new_game(FOUR, 2)
    assert [len(hand) for hand in game.hands] == [25] * 4 and len(game.kitty) == 8
    dealt = [card for hand in game.hands for card in hand] + list(game.kitty)
    assert sorted(dealt) == sorted(new_deck(2)) and FOUR.table.set_aside == 0


# ----- the hidden kitty --------------------------------------------------------------------


def test_rule_the_kitty_is_not_shown_to_the_farmers_until_the_hand_ends() -> None:
    for seed in range(25):
        game = new_game(FOUR, seed)
        rng = random.Random(seed)
        events = list(game.initial_events)
        while not game.over:
            for seat in range(4):
                view = game.view(seat)
                if game.landlord is not None and seat != game.landlord:
                    assert view.kitty is None
            events.extend(game.apply(rng.choice(game.legal_actions())))
        landlord, kitty = game.landlord, tuple(game.kitty)
        for seat in range(4):
            chosen = [e for e in visible_to(events, seat) if isinstance(e, LandlordChosen)]
            assert [e.kitty for e in chosen] == [kitty if seat == landlord else ()]
            assert game.view(seat).kitty == kitty, "the end-of-hand reveal shows it"
        assert [e for e in events if isinstance(e, KittyRevealed)] == [KittyRevealed(kitty)]
        for event in events:
            if isinstance(event, LandlordChosen) and event.kitty:
                assert event.audience == frozenset({landlord})


# ----- bidding ---------------------------------------------------------------------------


def test_rule_bidding_is_one_two_three_as_in_points() -> None:
    game = fixed_game(FOUR, [], landlord=None)
    assert game.phase == PHASE_BIDDING
    assert game.legal_actions() == [Bid(0), Bid(1), Bid(2), Bid(3)]
    game.apply(Bid(2))
    assert game.legal_actions() == [Bid(0), Bid(3)]
    game.apply(Bid(3))
    assert game.landlord == 1 and game.base == 3


def test_rule_must_bid_a_seat_with_all_four_jokers_may_not_pass_first() -> None:
    game = fixed_game(FOUR, ["BBRR"], landlord=None)
    assert game.legal_actions() == [Bid(1), Bid(2), Bid(3)]


def test_rule_must_bid_a_seat_with_three_bombs_may_not_pass_when_nobody_has_bid() -> None:
    game = fixed_game(FOUR, ["3333" "4444" "5555"], landlord=None, first_bidder=3)
    game.apply(Bid(0))
    assert game.to_act == 0 and Bid(0) not in game.legal_actions()


def test_rule_must_bid_only_binds_when_nobody_has_bid_before() -> None:
    game = fixed_game(FOUR, ["BBRR"], landlord=None, first_bidder=3)
    game.apply(Bid(1))
    assert game.to_act == 0 and game.legal_actions() == [Bid(0), Bid(2), Bid(3)]


def test_rule_must_bid_two_bombs_or_three_jokers_are_free_to_pass() -> None:
    assert not must_bid(parse_cards("3333 4444 B R R"), FOUR)
    assert must_bid(parse_cards("3333 4444 55555555"), FOUR)
    assert must_bid(parse_cards("B B R R"), FOUR)


def test_rule_all_pass_redeals() -> None:
    game = fixed_game(FOUR, [], landlord=None)
    events = [e for _ in range(4) for e in game.apply(Bid(0))]
    assert Redealt("no_bid") in events and game.deal_number == 2


def test_option_all_pass_first_bidder_is_landlord() -> None:
    game = fixed_game(FOUR.with_options(all_pass="first_bidder_is_landlord"), [],
                      landlord=None, first_bidder=2)
    for _ in range(4):
        game.apply(Bid(0))
    assert game.landlord == 2 and game.base == 1


def test_option_bidding4_three_or_pass_offers_only_three_or_pass() -> None:
    game = fixed_game(FOUR.with_options(bidding4="three_or_pass"), [], landlord=None)
    assert game.legal_actions() == [Bid(0), Bid(3)]
    game.apply(Bid(0))
    game.apply(Bid(3))
    assert game.landlord == 1 and game.base == 3


@pytest.mark.parametrize("hand", ["3333R", "3333BB", "33334444" "5555", "BBRR"])
def test_option_bidding4_three_or_pass_must_bid_three(hand: str) -> None:
    rules = FOUR.with_options(bidding4="three_or_pass")
    game = fixed_game(rules, [hand, "RRBB" if "B" not in hand and "R" not in hand else ""],
                      landlord=None)
    assert game.legal_actions() == [Bid(3)]


def test_option_bidding4_three_or_pass_a_bomb_alone_or_one_small_joker_may_pass() -> None:
    rules = FOUR.with_options(bidding4="three_or_pass")
    game = fixed_game(rules, ["3333B", "BRR"], landlord=None)
    assert game.legal_actions() == [Bid(0), Bid(3)]


def test_option_bidding4_flipped_landlord_the_flipped_seat_is_offered_the_role() -> None:
    rules = FOUR.with_options(bidding4="flipped_landlord")
    for seed in range(10):
        game = new_game(rules, seed)
        if game.phase == PHASE_BIDDING:
            assert game.to_act == game.flipped_seat
            assert game.legal_actions() in ([Call(False), Call(True)], [Call(True)])


def test_option_bidding4_flipped_landlord_accepting_takes_the_role() -> None:
    game = fixed_game(FOUR.with_options(bidding4="flipped_landlord"), [], landlord=None)
    assert game.legal_actions() == [Call(False), Call(True)]
    game.apply(Call(True))
    assert game.landlord == 0 and game.base == 1


def test_option_bidding4_flipped_landlord_passed_on_to_the_first_who_accepts() -> None:
    game = fixed_game(FOUR.with_options(bidding4="flipped_landlord"), [], landlord=None,
                      first_bidder=1)
    game.apply(Call(False))
    game.apply(Call(True))
    assert game.landlord == 2


def test_option_bidding4_flipped_landlord_nobody_accepts_it_keeps_the_role() -> None:
    game = fixed_game(FOUR.with_options(bidding4="flipped_landlord"), [], landlord=None,
                      first_bidder=3)
    for _ in range(4):
        game.apply(Call(False))
    assert game.landlord == 3 and game.deal_number == 1


def test_option_bidding4_flipped_landlord_must_accept_with_all_jokers() -> None:
    game = fixed_game(FOUR.with_options(bidding4="flipped_landlord"), ["BBRR"],
                      landlord=None, first_bidder=3)
    game.apply(Call(False))
    assert game.to_act == 0 and game.legal_actions() == [Call(True)]


# ----- combinations -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("cards", "kind"),
    [
        ("R", "single"), ("BB", "pair"), ("RR", "pair"), ("222", "trio"), ("33344", "trio_pair"),
        ("333BB", "trio_pair"), ("34567", "straight"), ("3456789TJQKA", "straight"),
        ("334455", "pair_chain"), ("333444", "trio_chain"), ("3334445566", "airplane_pair"),
        ("333444BBRR", "airplane_pair"), ("3333", "bomb"), ("22222222", "bomb"),
        ("BBRR", "rocket"),
    ],
)
def test_rule_combinations_of_four(cards: str, kind: str) -> None:
    assert _play(cards).kind == kind


@pytest.mark.parametrize(
    "cards",
    ["BR", "BBR", "3334", "33344456", "333345", "33334455", "33334444", "JQKA2", "3344",
     "33344455", "3334445555", "333444BR", "22233344"],
)
def test_rule_not_combinations_of_four(cards: str) -> None:
    """No B+R pair, no trio + single, no four + two, no 2 in chains, no mixed wings."""
    assert classify(cards, FOUR) == []


def test_rule_bb_is_a_pair_above_the_pair_of_twos_and_below_rr() -> None:
    assert beats(_play("BB"), _play("22"), FOUR) and beats(_play("RR"), _play("BB"), FOUR)
    assert not beats(_play("BB"), _play("RR"), FOUR)


@pytest.mark.parametrize(
    ("stronger", "weaker"),
    [
        ("QQQQQ", "AAAA"), ("444444", "33333"), ("BBRR", "22222222"), ("4444", "3333"),
        ("88888888", "2222222"), ("3333", "3456789TJQKA"), ("22222", "33333"),
    ],
)
def test_rule_bombs_more_cards_beat_fewer_equal_length_by_rank_rocket_over_all(
    stronger: str, weaker: str
) -> None:
    assert beats(_play(stronger), _play(weaker), FOUR)
    assert not beats(_play(weaker), _play(stronger), FOUR)


def test_rule_plays_of_a_kind_compare_by_key_with_the_same_number_of_cards() -> None:
    assert beats(_play("44455"), _play("333BB"), FOUR)
    assert not beats(_play("45678"), _play("3456789"), FOUR)
    assert beats(_play("444555BB33"), _play("3334446677"), FOUR)


def test_rule_only_the_rocket_and_bombs_of_six_or_more_double() -> None:
    assert [doubles(_play(c), FOUR) for c in ("3333", "33333", "333333", "3333333", "BBRR")] == [
        False, False, True, True, True,
    ]


# ----- 亮牌 and scores ------------------------------------------------------------------------

# Landlord seat 0: a straight, a trio chain, the bomb 2222; the kitty brings 666666 and BB.
LANDLORD = "3456789TJQKA" "333444555" "2222"
KITTY = "666666BB"
SPRING = ["3456789TJQKA", None, None, None, "333444555", None, None, None, "2222", None, None,
          None, "666666", None, None, None, "BB"]


def test_rule_landlord_wins_three_base_times_multiplier_spring_only_six_card_bombs_double() -> None:
    game = fixed_game(FOUR, [LANDLORD], KITTY)
    assert game.phase == PHASE_LANDLORD_SHOW and game.to_act == 0
    game.apply(Show(False))
    script(game, SPRING)
    result = game.result
    assert result is not None and result.landlord_won and result.spring
    assert result.multiplier == 4 and result.scores == (12, -4, -4, -4)


def test_rule_showing_the_landlords_hand_triples() -> None:
    game = fixed_game(FOUR, [LANDLORD], KITTY)
    game.apply(Show(True))
    assert game.multiplier == 3
    assert game.view(2).shown == {0: tuple(game.hands[0])}
    script(game, SPRING)
    assert game.result is not None and game.result.scores == (36, -12, -12, -12)


def test_rule_farmers_win_with_anti_spring() -> None:
    farmer = "3456789TJQKA" "778899TTJJQQ" "2"
    game = fixed_game(FOUR, ["3", farmer])
    game.apply(Show(False))
    script(game, ["3", "2", None, None, None, "3456789TJQKA", None, None, None, "778899TTJJQQ"])
    result = game.result
    assert result is not None and not result.landlord_won and result.anti_spring
    assert result.scores == (-6, 2, 2, 2)


@pytest.mark.parametrize("module", ["game.doudizhu.four_patterns", "game.doudizhu.phases.bid_four"])
def test_the_examples_in_the_docstrings_hold(module: str) -> None:
    assert doctest.testmod(importlib.import_module(module)).failed == 0
