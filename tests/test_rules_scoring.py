"""Scoring (docs/doudizhu.md §1.8 scoring, §1.9 leaving a hand early, §1.10 ranks)."""

from __future__ import annotations

import pytest

from game import PASS, Bid, Call, Double, IllegalAction, Rob, Show, rank_title
from game.doudizhu.scoring import RANK_TITLES, settle
from game.doudizhu.view import PHASE_BIDDING, PHASE_PLAY
from tests.deals import game_with, play

LANDLORD = "33334444BR57799JJ"


def _lead_alone(game, plays: list[str]) -> None:  # type: ignore[no-untyped-def]
    for cards in plays:
        play(game, cards)
        if not game.over:
            game.apply(PASS)
            game.apply(PASS)


def test_worked_example_bid_3_two_bombs_and_a_rocket_landlord_wins_48() -> None:
    game = game_with([LANDLORD, "6"], kitty="KKK", first_bidder=0)
    game.apply(Bid(3))
    play(game, "5")
    play(game, "6")  # a farmer plays, so no spring
    game.apply(PASS)
    _lead_alone(game, ["3333", "4444", "BR", "77", "99", "JJ", "KKK"])
    result = game.result
    assert result is not None and result.landlord_won
    assert result.base == 3 and result.multiplier == 8
    assert result.scores == (48, -24, -24)


def test_bomb_doubles_every_bomb_and_rocket_by_default() -> None:
    game = game_with([LANDLORD], kitty="KKK", first_bidder=0)
    game.apply(Bid(1))
    game.apply(Bid(0))
    game.apply(Bid(0))
    _lead_alone(game, ["3333"])
    assert game.multiplier == 2


def test_bomb_doubles_beating_only_ignores_led_bombs() -> None:
    game = game_with([LANDLORD, "6"], kitty="KKK", first_bidder=0, bomb_doubles="beating_only")
    game.apply(Bid(3))
    play(game, "5")
    play(game, "6")
    game.apply(PASS)
    play(game, "3333")  # beats the 6: doubles
    game.apply(PASS)
    game.apply(PASS)
    play(game, "4444")  # led: does not double
    assert game.multiplier == 2


def test_spring_landlord_wins_and_no_farmer_played_doubles() -> None:
    game = game_with([LANDLORD], kitty="KKK", first_bidder=0)
    game.apply(Bid(1))
    game.apply(Bid(0))
    game.apply(Bid(0))
    _lead_alone(game, ["5", "77", "99", "JJ", "KKK", "3333", "4444", "BR"])
    result = game.result
    assert result is not None and result.spring
    assert result.multiplier == 2 * 2 * 2 * 2
    assert result.scores == (32, -16, -16)


def test_anti_spring_farmer_wins_and_landlord_played_only_its_lead() -> None:
    game = game_with(["4", "23456789TJQKAKKQQ"], first_bidder=0)
    game.apply(Bid(1))
    game.apply(Bid(0))
    game.apply(Bid(0))
    play(game, "4")
    play(game, "2")
    game.apply(PASS)
    game.apply(PASS)
    for cards in ("3456789TJQKA", "QQ", "KK"):
        play(game, cards)
        if not game.over:
            game.apply(PASS)
            game.apply(PASS)
    result = game.result
    assert result is not None and result.anti_spring and not result.landlord_won
    assert result.scores == (-4, 2, 2)


def test_landlord_loses_signs_flip() -> None:
    result = settle(landlord=0, winner=1, base=2, factors=[("bomb", 2)],
                    doubled=[False] * 3, plays_by_seat=[3, 2, 1])
    assert result.scores == (-8, 4, 4)


def test_each_rob_doubles() -> None:
    game = game_with([], mode="happy", first_bidder=0, show_hand=False, doubling=False)
    game.apply(Call(True))
    game.apply(Rob(True))
    game.apply(Rob(True))
    game.apply(Rob(True))
    assert game.multiplier == 8 and game.landlord == 0


def _through_shows(game, factor_phase: str | None) -> None:  # type: ignore[no-untyped-def]
    while game.phase != PHASE_BIDDING:
        game.apply(Show(game.phase == factor_phase and game.to_act == 0))


def test_show_hand_factor_by_timing_predeal_5_first_half_4_second_half_3() -> None:
    for phase, factor in (("show_predeal", 5), ("show_first_half", 4), ("show_second_half", 3)):
        game = game_with([], mode="happy", first_bidder=0)
        _through_shows(game, phase)
        assert game.shows == {0: factor} and game.multiplier == factor


def test_show_hand_after_kitty_landlord_only_factor_2() -> None:
    game = game_with([], mode="happy", first_bidder=0, doubling=False)
    _through_shows(game, None)
    game.apply(Call(True))
    game.apply(Rob(False))
    game.apply(Rob(False))
    assert game.phase == "landlord_show" and game.to_act == 0
    game.apply(Show(True))
    assert game.multiplier == 2 and game.phase == PHASE_PLAY
    assert game.view(1).shown[0] == tuple(game.hands[0])


def test_several_shows_largest_factor_counts_once() -> None:
    game = game_with([], mode="happy", first_bidder=0)
    game.apply(Show(True))  # seat 0, x5
    game.apply(Show(False))
    game.apply(Show(False))
    game.apply(Show(True))  # seat 1, first half: x4
    while game.phase != PHASE_BIDDING:
        game.apply(Show(False))
    assert game.multiplier == 5


def test_per_pair_doubling_multiplies_each_landlord_farmer_score() -> None:
    result = settle(landlord=0, winner=0, base=1, factors=[], doubled=[True, True, False],
                    plays_by_seat=[3, 1, 1])
    assert result.pair_factors == (1, 4, 2)
    assert result.scores == (6, -4, -2)


def test_doubling_round_farmers_then_landlord() -> None:
    game = game_with([], mode="happy", first_bidder=0, show_hand=False)
    game.apply(Call(True))
    game.apply(Rob(False))
    game.apply(Rob(False))
    assert game.phase == "doubling" and game.to_act == 1
    game.apply(Double(True))
    game.apply(Double(False))
    assert game.to_act == 0
    game.apply(Double(True))
    assert game.phase == PHASE_PLAY and game.doubled == [True, True, False]


# A deal with no bomb and no rocket in any hand, even after the kitty: the leave
# penalty counts every bomb held by any seat (docs/doudizhu.md §1.9, Decision DZ4).
NO_BOMBS = ["3345667899TJQQK22", "344567789TJQKKA2B", "345567889TJQKAA2R"]
NO_BOMBS_KITTY = "ATJ"


def test_early_leave_landlord_low_multiplier_pays_20_times_base() -> None:
    game = game_with(NO_BOMBS, kitty=NO_BOMBS_KITTY, first_bidder=0)
    game.apply(Bid(2))
    game.apply(Bid(0))
    game.apply(Bid(0))
    game.abandon(0)
    assert game.result is not None and game.result.scores == (-40, 20, 20)


def test_early_leave_farmer_low_multiplier_pays_10_times_base() -> None:
    game = game_with(NO_BOMBS, kitty=NO_BOMBS_KITTY, first_bidder=0)
    game.apply(Bid(3))
    game.abandon(2)
    assert game.result is not None and game.result.scores == (30, 0, -30)


def test_early_leave_high_multiplier_counts_bombs_in_the_quitters_hand() -> None:
    hands = ["78899TTJJQQKKA22R", "33334444555566667", "78899TTJJQQKKAA2B"]
    game = game_with(hands, kitty="7A2", first_bidder=0)
    game.apply(Bid(1))
    game.apply(Bid(0))
    game.apply(Bid(0))
    game.abandon(1)  # four bombs in hand: m = 16 >= 10, farmer pays 2 x 1 x 16
    assert game.result is not None and game.result.scores == (32, -32, 0)


def test_early_leave_landlord_high_multiplier_pays_four_times_score() -> None:
    hands = ["33334444555566667", "7889TTJJQQKKAA22B", "77899TJJQQKKAA22R"]
    game = game_with(hands, kitty="89T", first_bidder=0)
    game.apply(Bid(1))
    game.apply(Bid(0))
    game.apply(Bid(0))
    game.abandon(0)  # m = 16: actual score 2 x 16 = 32, penalty 128
    assert game.result is not None and game.result.scores == (-128, 64, 64)


def test_early_leave_decision_counts_bombs_held_by_every_seat() -> None:
    # The quitting farmer (seat 2) holds no bomb; the landlord holds four and the other
    # farmer the rocket: m = 2**5 = 32 >= 10, so the farmer pays 2 x 1 x 32.
    hands = ["33334444555566667", "7889TTJJQQKKAA2BR", "77899TJJQQKKAA222"]
    game = game_with(hands, kitty="89T", first_bidder=0)
    game.apply(Bid(1))
    game.apply(Bid(0))
    game.apply(Bid(0))
    game.abandon(2)
    assert game.result is not None and game.result.scores == (64, 0, -64)


def test_early_leave_only_a_seat_of_the_hand_can_quit() -> None:
    game = game_with(NO_BOMBS, kitty=NO_BOMBS_KITTY, first_bidder=0)
    for seat in (3, -1, 7, True, "0", None):
        with pytest.raises(IllegalAction):
            game.abandon(seat)  # type: ignore[arg-type]
    assert not game.over and game.result is None and game.action_log == []


def test_early_leave_after_the_hand_is_over_is_refused() -> None:
    game = game_with(NO_BOMBS, kitty=NO_BOMBS_KITTY, first_bidder=0)
    game.abandon(1)
    with pytest.raises(IllegalAction):
        game.abandon(0)


def test_rank_titles_23_from_baoshengong_to_diwang() -> None:
    assert len(RANK_TITLES) == 23
    assert rank_title(-50).title == "包身工"
    assert rank_title(99).title == "包身工" and rank_title(100).title == "短工"
    assert rank_title(100_000_000).title == "帝王" and rank_title(100_000_000).next_title is None
    assert rank_title(300).progress(300) == 0.5
