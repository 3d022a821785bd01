"""Deal and bidding (docs/doudizhu.md §1.1 deal, §1.2 bidding, §1.3 kitty)."""

from __future__ import annotations

import pytest

from game import PASS, Bid, Call, IllegalAction, Rob, Show, new_game, ruleset
from game.doudizhu.view import PHASE_BIDDING, PHASE_PLAY
from tests.deals import game_with


def test_deal_gives_17_each_and_3_kitty_cards() -> None:
    game = new_game(ruleset("classic"), 5)
    assert [len(h) for h in game.hands] == [17, 17, 17]
    assert len(game.kitty) == 3
    everything = [c for h in game.hands for c in h] + game.kitty
    assert len(set(everything)) == 54


def test_flipped_card_holder_bids_first() -> None:
    for seed in range(20):
        game = new_game(ruleset("classic"), seed)
        assert game.flipped in game.hands[game.first_bidder]
        assert game.to_act == game.first_bidder


def test_first_bidder_rotate_option_has_no_flipped_card() -> None:
    game = new_game(ruleset("classic", first_bidder="rotate"), 3, first_bidder=2)
    assert game.flipped is None and game.to_act == 2


def test_nobody_sees_the_kitty_before_the_landlord_is_known() -> None:
    game = new_game(ruleset("classic"), 1)
    assert all(game.view(s).kitty is None for s in range(3))


def test_points_bid_must_be_strictly_higher() -> None:
    game = game_with([], first_bidder=0)
    game.apply(Bid(2))
    assert Bid(1) not in game.legal_actions() and Bid(2) not in game.legal_actions()
    with pytest.raises(IllegalAction):
        game.apply(Bid(2))


def test_bid_of_three_ends_bidding_at_once() -> None:
    game = game_with([], first_bidder=1)
    game.apply(Bid(3))
    assert game.landlord == 1 and game.base == 3 and game.phase == PHASE_PLAY


def test_highest_bidder_is_landlord_and_bid_is_base() -> None:
    game = game_with([], first_bidder=0)
    for action in (Bid(1), Bid(2), Bid(0)):
        game.apply(action)
    assert game.landlord == 1 and game.base == 2


def test_landlord_takes_the_kitty_and_it_is_shown_to_all() -> None:
    game = game_with([], kitty="BR2", first_bidder=0)
    game.apply(Bid(3))
    assert len(game.hands[0]) == 20
    assert all(game.view(s).kitty is not None for s in range(3))
    assert {c.rank_char for c in game.view(2).kitty or ()} == {"B", "R", "2"}


def test_all_pass_redeals_with_the_same_first_bidder_rule() -> None:
    game = game_with([], first_bidder=0)
    first_deal = [list(h) for h in game.hands]
    events = []
    for _ in range(3):
        events += game.apply(Bid(0))
    assert any(type(e).__name__ == "Redealt" for e in events)
    assert game.deal_number == 2 and game.phase == PHASE_BIDDING
    assert game.hands != first_deal
    assert game.flipped in game.hands[game.first_bidder]


def test_all_pass_option_first_bidder_is_landlord() -> None:
    game = game_with([], first_bidder=2, all_pass="first_bidder_is_landlord")
    for _ in range(3):
        game.apply(Bid(0))
    assert game.landlord == 2 and game.base == 1


def test_call_rob_first_call_ends_calling_then_others_may_rob() -> None:
    game = game_with([], mode="happy", first_bidder=0, show_hand=False, doubling=False)
    game.apply(Call(False))
    game.apply(Call(True))
    # seat 0 declined, so only seat 2 may rob; then seat 1 may rob back
    assert game.to_act == 2 and game.legal_actions() == [Rob(False), Rob(True)]
    game.apply(Rob(True))
    assert game.to_act == 1
    game.apply(Rob(True))
    assert game.landlord == 1 and game.multiplier == 4 and game.base == 1


def test_call_rob_last_seat_to_call_or_rob_is_landlord() -> None:
    game = game_with([], mode="happy", first_bidder=0, show_hand=False, doubling=False)
    game.apply(Call(True))
    game.apply(Rob(True))
    game.apply(Rob(False))
    game.apply(Rob(False))
    assert game.landlord == 1 and game.multiplier == 2


def test_call_rob_no_rob_back_when_nobody_robbed() -> None:
    game = game_with([], mode="happy", first_bidder=0, show_hand=False, doubling=False)
    game.apply(Call(True))
    game.apply(Rob(False))
    game.apply(Rob(False))
    assert game.landlord == 0 and game.multiplier == 1


def test_call_rob_nobody_calls_redeals() -> None:
    game = game_with([], mode="happy", first_bidder=0, show_hand=False, doubling=False)
    for _ in range(3):
        game.apply(Call(False))
    assert game.deal_number == 2 and game.landlord is None


def test_call_rob_nobody_calls_first_shown_seat_is_landlord() -> None:
    game = game_with([], mode="happy", first_bidder=0, doubling=False)
    game.apply(Show(False))  # seat 0, before the deal
    game.apply(Show(True))  # seat 1 shows before the deal: x5
    game.apply(Show(False))  # seat 2
    while game.phase != PHASE_BIDDING:
        game.apply(Show(False))
    assert game.to_act == 1, "a seat that showed before bidding speaks first"
    for _ in range(3):
        game.apply(Call(False))
    assert game.landlord == 1 and game.multiplier == 5


def test_illegal_action_raises_with_reason_and_changes_nothing() -> None:
    game = game_with([], first_bidder=0)
    before = game.record()
    with pytest.raises(IllegalAction) as info:
        game.apply(PASS)
    assert info.value.reason
    assert game.record() == before


def test_first_bidder_rotate_passes_the_first_bid_on_across_a_match() -> None:
    """Option first_bidder=rotate: the first hand's first bidder is random, each later
    hand's is the next seat counter-clockwise (docs/doudizhu.md §1.8, a match of several hands)."""
    rules = ruleset("classic", first_bidder="rotate")
    first = new_game(rules, 5)
    starts = [first.first_bidder]
    following = first.next_first_bidder
    for seed in range(6, 11):
        hand = new_game(rules, seed, first_bidder=following)
        starts.append(hand.first_bidder)
        following = hand.next_first_bidder
    assert starts == [(starts[0] + i) % 3 for i in range(6)]
    assert new_game(ruleset("classic"), 5).next_first_bidder is None
