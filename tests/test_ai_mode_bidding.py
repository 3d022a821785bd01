"""Bidding in the two-deck and head-to-head modes: hand strength read in the mode's shapes,
and the calibrated bars of each mode (bench/bidding_calibration.py, ai/RESULTS.md)."""

from __future__ import annotations

import game
from ai import choose_action, make_agent
from ai.arena import parse_args, rules_of, run_key
from ai.doudizhu.bidding import CLASSIC_BARS, HandStrength, bars_for, hand_strength
from ai.doudizhu.decompose import Decomposer, read_mode
from ai.doudizhu.ranks import counts_of
from game.cards import parse_cards, parse_ranks
from game.doudizhu.actions import Action, Bid, Call
from game.doudizhu.view import PHASE_BIDDING, PHASE_LANDLORD_SHOW, SeatView


def strength(mode: str, hand: str) -> HandStrength:
    rules = game.ruleset(mode)
    decomposer = Decomposer()
    read_mode(decomposer, rules.pattern_set)
    return hand_strength(counts_of(parse_ranks(hand)), decomposer, rules.table)


def test_a_four_is_no_bomb_in_emperor_where_bombs_start_at_five() -> None:
    assert strength("emperor", "3333 4444 9").bombs == 0
    assert strength("emperor", "33333 4444 9").bombs == 1


def test_a_four_is_a_bomb_in_four_and_five() -> None:
    assert strength("four", "3333 4444 9").bombs == 2
    assert strength("five", "3333 4444 9").bombs == 2


def test_eight_of_a_rank_is_one_bomb_in_a_two_deck_mode_but_two_in_classic_counting() -> None:
    assert strength("four", "88888888 3").bombs == 1
    assert strength("emperor", "88888888 3").bombs == 1


def test_small_and_big_joker_are_no_rocket_in_the_two_deck_modes() -> None:
    for mode in ("four", "five", "emperor"):
        assert not strength(mode, "BR 3").rocket, mode
        assert strength(mode, "BBRR 3").rocket, mode
    assert strength("classic", "BR 3").rocket


def test_a_joker_pair_is_a_bomb_in_five_only() -> None:
    assert strength("five", "RR 3").bombs == 1
    assert strength("four", "RR 3").bombs == 0
    assert strength("emperor", "RR 3").bombs == 0


def test_the_emperor_hand_with_fours_scores_below_the_same_hand_with_bombs() -> None:
    fours = strength("emperor", "3333 5555 7777 9 J K")
    bombs = strength("emperor", "33333 55555 77777 9 J K")
    assert fours.bombs == 0 and bombs.bombs == 3
    assert bombs.score > fours.score


def bid_view(mode: str, hand: str, phase: str = PHASE_BIDDING,
             actions: tuple[Action, ...] = (), **options: str) -> SeatView:
    rules = game.ruleset(mode, **options) if options else game.ruleset(mode)
    seats = rules.seats
    return SeatView(seat=0, rules=rules, phase=phase, to_act=0, hand=tuple(parse_cards(hand)),
                    landlord=0 if phase == PHASE_LANDLORD_SHOW else None, history=(),
                    cards_left=(len(parse_cards(hand)),) + (rules.hand_size,) * (seats - 1),
                    kitty=None, actions=actions)


CALLS = (Call(False), Call(True))


WEAK_TWO = "3 4 5 6 8 9 T J Q K 3 4 5 7 8 9 T J Q 6"  # no 2, no ace, no joker: 20 cards
# 25 cards, 13 牌点, a straight and a trio: a middling hand in four (score 11)
MIDDLING_FOUR = "R B 2 2 A A 3 4 5 6 7 8 9 T J Q 3 4 5 6 8 8 K K K"
STRONG_FOUR = "BBRR 2222 AAA KKKKK 3456789TJ"  # the rocket, two bombs, a long straight


def test_two_calls_even_a_weak_hand_since_the_role_is_worth_more_than_farming() -> None:
    assert bars_for(game.ruleset("two")).call < strength("two", WEAK_TWO.replace(" ", "")).score
    view = bid_view("two", WEAK_TWO, actions=CALLS)
    assert make_agent("hard", 1).bid(view) == Call(True)


def test_classic_bars_hold_where_a_mode_has_none() -> None:
    assert bars_for(game.ruleset("classic")) == CLASSIC_BARS
    assert bars_for(game.ruleset("happy")) == CLASSIC_BARS
    assert bars_for(game.ruleset("laizi")) == CLASSIC_BARS


def test_four_three_or_pass_bids_three_from_the_calibrated_bar_only() -> None:
    middling = strength("four", MIDDLING_FOUR.replace(" ", ""))
    bars = bars_for(game.ruleset("four", bidding4="three_or_pass"))
    assert CLASSIC_BARS.two <= middling.score < bars.three  # the classic bars would bid 3
    agent = make_agent("hard", 1)
    offered = (Bid(0), Bid(3))
    view = bid_view("four", MIDDLING_FOUR, actions=offered, bidding4="three_or_pass")
    assert choose_action(agent, view) == Bid(0)
    strong = bid_view("four", STRONG_FOUR, actions=offered, bidding4="three_or_pass")
    assert choose_action(agent, strong) == Bid(3)


def test_flipped_landlord_accepts_the_role_with_a_strong_hand_only() -> None:
    agent = make_agent("hard", 1)
    for hand, yes in ((MIDDLING_FOUR, False), (STRONG_FOUR, True)):
        view = bid_view("four", hand, actions=CALLS, bidding4="flipped_landlord")
        assert agent.bid(view) == Call(yes)


def test_four_shows_its_hand_for_three_times_the_stake_only_when_strong() -> None:
    agent = make_agent("hard", 1)
    strong = bid_view("four", STRONG_FOUR + " 5 6 7 8 9 T J", phase=PHASE_LANDLORD_SHOW)
    plays = strength("four", STRONG_FOUR.replace(" ", "") + "56789TJ").turns
    assert plays > CLASSIC_BARS.show_turns  # the classic bars would never show a 33-card hand
    assert agent.show(strong)
    assert not agent.show(bid_view("four", MIDDLING_FOUR + " 3 5 7 9 J Q Q T",
                                   phase=PHASE_LANDLORD_SHOW))


def test_the_arena_plays_a_mode_with_a_rule_option() -> None:
    args = parse_args(["--mode", "four", "--option", "bidding4=three_or_pass", "--deals", "1"])
    assert rules_of(args).bidding4 == "three_or_pass"
    assert run_key(args) != run_key(parse_args(["--mode", "four", "--deals", "1"]))


FAIR_FIVE = "B 2 A A K K Q J T 9 8 7 6 5 4 3 3 4 5 6 7"  # 21 cards, score 7: bids 3 in five


def test_five_bids_three_from_a_lower_score_than_classic_since_the_landlord_side_gains() -> None:
    score = strength("five", FAIR_FIVE.replace(" ", "")).score
    assert bars_for(game.ruleset("five")).three <= score < CLASSIC_BARS.three
    view = bid_view("five", FAIR_FIVE, actions=(Bid(0), Bid(1), Bid(2), Bid(3)))
    assert choose_action(make_agent("hard", 1), view) == Bid(3)
