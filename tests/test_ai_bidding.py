"""Bidding, calling, robbing, doubling and showing from hand strength."""

from __future__ import annotations

import pytest

import game
from ai import choose_action, make_agent
from ai.doudizhu.bidding import card_points, hand_strength
from ai.doudizhu.decompose import Decomposer, counts_of
from game.cards import parse_cards, parse_ranks
from game.doudizhu.actions import Bid, Call, Rob
from game.doudizhu.view import PHASE_BIDDING, PHASE_DOUBLING, SeatView
from tests.deals import game_with

CLEAN = "R22A34567899TTJJQ"  # 9 牌点, a straight and a pair chain: six plays
SCATTERED = "R22A3579JK3579JKQ"  # the same 9 牌点 over ten separate plays
WEAK = "3456899JQK4579TJQ"


def bidding_view(hand: str, rules: str = "classic", bids: tuple[tuple[int, str], ...] = (),
                 seat: int = 0) -> SeatView:
    return SeatView(
        seat=seat, rules=game.ruleset(rules), phase=PHASE_BIDDING, to_act=seat,
        hand=tuple(parse_cards(hand)), landlord=None, history=(), cards_left=(17, 17, 17),
        kitty=None, bids=bids,
    )


def test_card_points_count_jokers_twos_and_aces() -> None:
    assert card_points(counts_of(parse_ranks("RB22A3"))) == 4 + 3 + 2 + 2 + 1


def test_clean_hand_plays_in_fewer_turns_than_scattered() -> None:
    d = Decomposer()
    clean = hand_strength(counts_of(parse_ranks(CLEAN)), d)
    scattered = hand_strength(counts_of(parse_ranks(SCATTERED)), d)
    assert clean.points == scattered.points >= 7
    assert clean.turns < scattered.turns


def test_bids_with_seven_points_and_a_clean_hand() -> None:
    action = make_agent("normal", 1).bid(bidding_view(CLEAN))
    assert isinstance(action, Bid) and action.value >= 1


def test_does_not_bid_with_a_scattered_hand() -> None:
    assert make_agent("normal", 1).bid(bidding_view(SCATTERED)) == Bid(0)


def test_never_always_bids() -> None:
    assert make_agent("hard", 1).bid(bidding_view(WEAK)) == Bid(0)


def test_bid_must_top_the_current_bid() -> None:
    # CLEAN wants to bid 2 (it opens with 2): after a real bid of 2 only 3 would top it.
    opened = game_with(["", CLEAN], first_bidder=0)
    opened.apply(Bid(0))
    assert choose_action(make_agent("normal", 1), opened.view(1)) == Bid(2)
    topped = game_with(["", CLEAN], first_bidder=0)
    topped.apply(Bid(2))
    assert topped.legal_actions() == [Bid(0), Bid(3)]
    action = choose_action(make_agent("normal", 1), topped.view(1))
    assert action in topped.legal_actions() and action == Bid(0)


@pytest.mark.parametrize("passes", [0, 1, 2])
def test_a_bid_of_three_leaves_nothing_higher(passes: int) -> None:
    """A 3 (the top bid in 叫分) ends the bidding at once: the bidder is landlord."""
    hand = game_with([], first_bidder=1)
    for _ in range(passes):
        hand.apply(Bid(0))
    bidder = hand.to_act
    assert bidder == (1 + passes) % 3
    offered = hand.legal_actions()
    assert Bid(3) in offered and all(isinstance(a, Bid) and a.value <= 3 for a in offered)
    hand.apply(Bid(3))
    assert hand.phase != PHASE_BIDDING
    assert hand.landlord == bidder and hand.base == 3
    assert not any(isinstance(action, Bid) for action in hand.legal_actions())


def test_call_rob_style_calls_then_robs_only_when_strong() -> None:
    agent = make_agent("normal", 1)
    assert agent.bid(bidding_view(CLEAN, "happy")) == Call(True)
    assert agent.bid(bidding_view(WEAK, "happy")) == Call(False)
    robbing = bidding_view(WEAK, "happy", bids=((2, "call"),))
    assert agent.bid(robbing) == Rob(False)


def test_choose_action_dispatches_by_phase() -> None:
    agent = make_agent("normal", 1)
    assert isinstance(choose_action(agent, bidding_view(CLEAN)), Bid)
    doubling = SeatView(
        seat=1, rules=game.ruleset("happy"), phase=PHASE_DOUBLING, to_act=1,
        hand=tuple(parse_cards(WEAK)), landlord=0, history=(), cards_left=(20, 17, 17),
        kitty=None,
    )
    assert choose_action(agent, doubling) == game.Double(False)
