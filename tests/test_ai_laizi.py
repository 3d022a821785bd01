"""The AI in 癞子斗地主: plans that use wilds, bombs by class, counting, bids and hints.

Positions are hand-made play-phase views of the ``laizi`` ruleset with the wild rank
drawn (``wild=``); each test is named after the tactic it pins.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import game
from ai import hint, make_agent
from ai.doudizhu.counting import build_knowledge
from ai.doudizhu.ranks import counts_of, counts_of_cards
from ai.doudizhu.seating import Seating
from ai.doudizhu.wilds import WildPlanner, cheapest_bomb, matching_legal, wild_bid_value
from game.cards import RANK_CHARS, RANK_INDEX, new_deck, parse_cards, parse_ranks
from game.doudizhu.view import PHASE_PLAY, SeatView
from game.plays import Play

LAIZI = game.ruleset("laizi")


def view(
    hand: str, *, seat: int, landlord: int, cards_left: tuple[int, int, int], wild: str,
    previous: str | None = None, previous_seat: int | None = None,
    history: tuple[tuple[int, Play | None], ...] = (),
) -> SeatView:
    """A laizi play-phase view for ``seat`` holding ``hand`` (rank string) to act."""
    left = list(cards_left)
    left[seat] = len(hand)
    return SeatView(
        seat=seat, rules=LAIZI, phase=PHASE_PLAY, to_act=seat, hand=tuple(parse_cards(hand)),
        landlord=landlord, history=history, cards_left=tuple(left), kitty=None,
        previous=Play.from_str(previous) if previous else None, previous_seat=previous_seat,
        wild=wild,
    )


@pytest.mark.parametrize("level", ["normal", "hard", "expert"])
def test_a_wild_fills_the_gap_of_a_straight_when_leading(level: str) -> None:
    v = view("34578KJJ", seat=0, landlord=0, cards_left=(8, 17, 17), wild="K")
    play = make_agent(level, 7).play(v)
    assert play == Play.from_str("34578K:straight:8:345678")


def test_a_wild_pairs_a_single_to_complete_a_pair_chain() -> None:
    plan = WildPlanner(RANK_INDEX["K"]).plan(counts_of(parse_ranks("39TTJJQQK")))
    assert Play.from_str("9TTJJQQK:pair_chain:Q:99TTJJQQ") in plan.plays


def test_a_wild_makes_a_trio_that_carries_a_small_single() -> None:
    plan = WildPlanner(RANK_INDEX["K"]).plan(counts_of(parse_ranks("38TTJK")))
    assert any(p.kind == "trio_single" and p.key == "T" and "K" in p.cards for p in plan.plays)


def test_a_pair_is_answered_with_naturals_while_the_wild_is_kept() -> None:
    v = view("59K99QQ2", seat=1, landlord=0, cards_left=(15, 8, 17), wild="K",
             previous="33:pair:3", previous_seat=0)
    play = make_agent("hard", 7).play(v)
    assert play is not None and play.kind == "pair" and "K" not in play.cards


def test_blocking_spends_the_hard_bomb_before_the_pure_wild_bomb() -> None:
    v = view("5555KKKK9", seat=1, landlord=0, cards_left=(1, 9, 17), wild="K",
             previous="A:single:A", previous_seat=0)
    play = make_agent("hard", 7).play(v)
    assert play == Play.from_str("5555:hard_bomb:5")


def test_blocking_spends_the_soft_bomb_and_keeps_the_hard_one_that_beats_it() -> None:
    v = view("5555777K9J", seat=1, landlord=0, cards_left=(1, 10, 17), wild="K",
             previous="A:single:A", previous_seat=0)
    play = make_agent("hard", 7).play(v)
    assert play is not None and play.kind == "soft_bomb"


@pytest.mark.parametrize("level", ["normal", "hard", "expert"])
def test_a_soft_bomb_is_not_spent_early_on_an_ordinary_single(level: str) -> None:
    v = view("777K3459JQ", seat=1, landlord=0, cards_left=(15, 10, 17), wild="K",
             previous="T:single:T", previous_seat=0)
    play = make_agent(level, 7).play(v)
    assert play is None or not play.is_bomb


def test_cheapest_bomb_orders_wild_bombs_by_what_they_cost_the_plan() -> None:
    soft, hard = Play.from_str("777K:soft_bomb:7:7777"), Play.from_str("5555:hard_bomb:5")
    assert cheapest_bomb([(9.0, hard), (4.0, soft)]) == soft
    assert cheapest_bomb([(4.0, hard), (9.0, soft)]) == hard


def test_a_pair_of_aces_can_be_beaten_while_a_2_and_a_wild_are_unseen() -> None:
    # We hold three 2s; the fourth and the wilds (8s) are out: 2 + wild is a pair of 2s.
    hand = counts_of_cards(parse_cards("AA222345"))
    seating = Seating.landlord_alone(LAIZI, 0, "8")
    knowledge = build_knowledge(seating, 0, hand, (), (8, 17, 17))
    assert knowledge.can_be_beaten(Play.from_str("AA:pair:A"))
    eights = [(2, Play.from_str("8:single:8"))] * 4
    played = ((1, Play.from_str("2:single:2")), *eights)
    quiet = build_knowledge(seating, 0, hand, played, (8, 16, 13))
    assert not quiet.can_be_beaten(Play.from_str("AA:pair:A"), bombs=False)


def test_bidding_values_a_hand_of_pairs_and_trios_above_a_scattered_one() -> None:
    grouped = parse_cards("33355577799JJQQKA")
    scattered = parse_cards("3468TQA2B5799JJKK")
    value = {name: wild_bid_value(counts_of_cards(cards), LAIZI, cards)
             for name, cards in (("grouped", grouped), ("scattered", scattered))}
    assert value["grouped"] > value["scattered"]


def test_bidding_counts_the_red_sevens_held_when_they_are_the_fixed_wilds() -> None:
    rules = game.ruleset("laizi", wild_cards="two_fixed")
    both = parse_cards("7H 7D 3S 4S 5S 9S TS JS QS KS AS 2S 3H 4H 5H 6H 8H")
    none = parse_cards("7S 7C 3S 4S 5S 9S TS JS QS KS AS 2S 3H 4H 5H 6H 8H")
    gain = wild_bid_value(counts_of_cards(both), rules, both)
    assert gain > wild_bid_value(counts_of_cards(none), rules, none) == 0.0


def test_hint_says_which_rank_the_wild_stands_for() -> None:
    v = view("34578KJJ", seat=0, landlord=0, cards_left=(8, 17, 17), wild="K")
    first = hint(v, 3)[0]
    assert first.reason == "hint.wild_completes" and first.params["ranks"] == "6"


def test_hint_explains_an_answer_that_keeps_the_wild() -> None:
    v = view("59K99QQ2", seat=1, landlord=0, cards_left=(15, 8, 17), wild="K",
             previous="33:pair:3", previous_seat=0)
    first = hint(v, 3)[0]
    assert first.reason == "hint.keeps_wilds" and first.params["count"] == "1"


def test_a_planned_play_whose_wild_kicker_reads_as_its_face_is_matched_to_the_reading() -> None:
    mine = Play.from_str("333K:trio_single:3:3334")  # the plan had the wild stand for a 4
    legal = game.legal_plays(parse_cards("333K"), None, LAIZI, wild="K")
    assert mine not in legal
    assert matching_legal(mine, legal) == Play.from_str("333K:trio_single:3")


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 12), st.integers(5, 20))
def test_every_planned_play_is_a_reading_of_its_cards_and_the_plan_uses_the_hand(
    seed: int, wild: int, size: int
) -> None:
    deck = list(new_deck(1))
    random.Random(seed).shuffle(deck)
    counts = counts_of_cards(deck[:size])
    plan = WildPlanner(wild).plan(counts)
    used = [0] * len(counts)
    for play in plan.plays:
        readings = game.classify(play.cards, LAIZI, wild=RANK_CHARS[wild])
        assert matching_legal(play, readings) is not None, (play, readings)
        for r in play.ranks:
            used[r] += 1
    assert used == counts
