"""Bidding, calling, robbing, doubling and showing from hand strength."""

from __future__ import annotations

import game
from ai import choose_action, make_agent
from ai.bidding import card_points, hand_strength
from ai.decompose import Decomposer, counts_of
from game.actions import Bid, Call, Rob
from game.cards import parse_cards, parse_ranks
from game.view import PHASE_BIDDING, PHASE_DOUBLING, SeatView

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
    action = make_agent("normal", 1).bid(bidding_view(CLEAN, bids=((2, "bid 3"),)))
    assert action == Bid(0)


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
