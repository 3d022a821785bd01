"""Levels: the tables, must-play levels, the end of the match, the next dealer (§1.11, §1.12).

Positions of docs/tractor.md §3 are named ``test_position_<n>_…``.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.cards import Card
from game.rules import ruleset
from game.shengji import level_change as exported_level_change
from game.shengji.cards import parse_hand
from game.shengji.levels import (
    bidding_change,
    climb,
    ladder,
    level_change,
    must_play_levels,
    next_dealer,
    top_level,
)
from game.shengji.scoring import HandFacts, HandResult, kitty_multiplier
from game.shengji.settle import settle
from game.shengji.trump import Trump

TRACTOR = ruleset("tractor")
TABLE_MODES = {"tractor", "tractor_one_deck", "tractor_three_decks", "tractor_four_decks",
               "friends_five", "friends_five_three_decks"}


def facts(rules: Any = TRACTOR, **changes: Any) -> HandFacts:
    """A finished four-seat hand: dealer S0 with S2, catchers' points given as S1's tricks."""
    seats = rules.seats
    catchers_points = changes.pop("points", 0)
    dealer = changes.pop("dealer", 0)
    trick_points = [0] * seats
    catcher = next(s for s in range(seats) if s not in changes.get("dealer_side", {dealer, 2}))
    trick_points[catcher] = catchers_points
    base: dict[str, Any] = {
        "rules": rules,
        "dealer": dealer,
        "level": "2",
        "trump": Trump("2", "S"),
        "levels": ("2",) * seats,
        "dealer_side": frozenset({dealer, (dealer + 2) % seats}),
        "trick_points": tuple(trick_points),
        "kitty": (),
        "last_winner": dealer,
        "last_unit_size": 1,
        "last_lead_size": 1,
        "last_winning_cards": (),
        "last_winning_unit": (1, 1),
        "last_winning_ranks": frozenset(),
        "penalties": (0,) * seats,
        "bid": None,
    }
    base.update(changes)
    return HandFacts(**base)


def test_position_17_level_table_two_decks() -> None:
    expected = {
        0: ("dealer", 3), 35: ("dealer", 2), 40: ("dealer", 1), 75: ("dealer", 1),
        80: ("catchers", 0), 115: ("catchers", 0), 120: ("catchers", 1), 155: ("catchers", 1),
        160: ("catchers", 2), 200: ("catchers", 3), 240: ("catchers", 4),
    }
    assert {p: level_change(p, TRACTOR) for p in expected} == expected


def test_decision_d17_the_120_to_159_band_gives_the_catchers_one_level() -> None:
    assert {level_change(p, TRACTOR) for p in range(120, 160, 5)} == {("catchers", 1)}


def test_level_change_is_exported_by_the_family() -> None:
    assert exported_level_change(120, TRACTOR) == ("catchers", 1)


def test_decision_d37_a_take_over_without_a_rise_is_catchers_zero() -> None:
    assert level_change(80, TRACTOR) == ("catchers", 0)


def test_position_17_next_dealer() -> None:
    won = settle(facts(dealer=1, dealer_side=frozenset({1, 3}), points=40, last_winner=1))
    assert won.dealer_won and won.next_dealer == 3
    lost = settle(facts(dealer=1, dealer_side=frozenset({1, 3}), points=80, last_winner=1))
    assert not lost.dealer_won and lost.next_dealer == 2


@pytest.mark.parametrize(
    ("name", "table"),
    [
        ("tractor_one_deck", {0: 3, 5: 2, 15: 2, 20: 1, 35: 1, 40: 0, 55: 0, 60: 1, 75: 1, 80: 2}),
        ("tractor_three_decks", {0: 3, 55: 2, 60: 1, 115: 1, 120: 0, 180: 1, 240: 2, 300: 3}),
        ("tractor_four_decks", {0: 3, 75: 2, 80: 1, 155: 1, 160: 0, 235: 0, 240: 1, 315: 1}),
    ],
)
def test_decision_d19_step_is_twenty_per_deck(name: str, table: dict[int, int]) -> None:
    rules = ruleset(name)
    for points, amount in table.items():
        assert level_change(points, rules)[1] == amount, (name, points)
    assert level_change(2 * rules.level_step, rules) == ("catchers", 0)


def test_position_19_two_colours_catchers_40_take_over_60_rise() -> None:
    rules = ruleset("tractor_one_deck")
    assert level_change(40, rules) == ("catchers", 0)
    assert level_change(60, rules) == ("catchers", 1)


def test_position_18_and_decision_d18_must_play_and_match_end() -> None:
    at_queen = settle(facts(level="Q", levels=("Q", "2", "Q", "2"), points=0))
    assert at_queen.levels_after[0] == "A" and not at_queen.match_over
    at_ace = settle(facts(level="A", levels=("A", "5", "A", "5"), points=40))
    assert at_ace.match_over and at_ace.match_winners == (0, 2)
    catchers_at_king = settle(facts(levels=("2", "K", "2", "K"), points=160))
    assert catchers_at_king.levels_after[1] == "A" and catchers_at_king.next_dealer == 1


def test_position_18_must_play_levels_5_10_K_A() -> None:
    rules = ruleset("tractor", must_play_levels="5_10_K_A")
    assert climb("3", 3, rules, leaves_must_play=True).level == "5"
    stuck = settle(facts(rules, levels=("2", "5", "2", "5"), points=160))
    assert stuck.levels_after[1] == "5" and stuck.next_dealer == 1
    leaves = settle(facts(rules, level="5", levels=("5", "2", "5", "2"), points=0))
    assert leaves.levels_after[0] == "8"


def test_option_must_play_levels_sets() -> None:
    sets = {
        "A": {"A"}, "5_10_K_A": set("5TKA"), "2_5_10_K_A": set("25TKA"), "J_A": {"J", "A"},
    }
    for value, levels in sets.items():
        assert must_play_levels(ruleset("tractor", must_play_levels=value)) == levels


def test_a_rise_never_passes_the_top_level() -> None:
    assert climb("K", 5, TRACTOR, leaves_must_play=True).level == "A"


def test_option_match_end_reach_a() -> None:
    rules = ruleset("tractor", match_end="reach_A")
    result = settle(facts(rules, level="Q", levels=("Q", "2", "Q", "2"), points=0))
    assert result.match_over and result.match_winners == (0, 2)
    at_ace_lost = settle(facts(rules, level="K", levels=("K", "2", "K", "2"), points=80))
    assert not at_ace_lost.match_over


def test_option_match_end_defend_nt_adds_the_joker_level() -> None:
    rules = ruleset("tractor", match_end="defend_NT")
    assert ladder(rules)[-2:] == "AW" and top_level(rules) == "W"
    assert "W" in must_play_levels(rules)
    at_ace = settle(facts(rules, level="A", levels=("A", "2", "A", "2"), points=0))
    assert not at_ace.match_over and at_ace.levels_after[0] == "W"
    at_joker = settle(facts(rules, level="W", levels=("W", "2", "W", "2"), points=0,
                            trump=Trump("W", None)))
    assert at_joker.match_over


def test_option_permanent_twos_and_decisions_d24_d38_levels_start_at_3() -> None:
    """D24, D38: with permanent 2s the levels run 3 … A."""
    assert ladder(ruleset("tractor", permanent_twos=True))[0] == "3"
    assert ladder(ruleset("tractor_four_decks")) == "3456789TJQKA"


def test_option_jack_hook_drops_to_two_then_applies_the_hands_change() -> None:
    """The Decision of docs/tractor.md §1.15: 2 first, then the hand's own +1 (40 points)."""
    rules = ruleset("tractor", jack_hook=True)
    jack = tuple(parse_hand("JH"))
    hooked = settle(facts(rules, level="J", levels=("J", "9", "J", "9"), points=40,
                          last_winner=1, last_winning_cards=jack))
    assert hooked.levels_after[0] == hooked.levels_after[2] == "3"
    assert any("jack_hook" in note for note in hooked.notes)
    off = settle(facts(level="J", levels=("J", "9", "J", "9"), points=40, last_winner=1,
                       last_winning_cards=jack))
    assert off.levels_after[0] != "2"


def test_position_16_and_decision_d16_kitty_multiplier() -> None:
    assert 25 * kitty_multiplier(2, 2, "power") == 100
    assert 25 * kitty_multiplier(4, 4, "power") == 400
    assert 25 * kitty_multiplier(1, 4, "power") == 50
    assert 25 * kitty_multiplier(2, 4, "power") == 100
    assert 25 * kitty_multiplier(1, 1, "power") == 50
    assert 25 * kitty_multiplier(2, 2, "double_unit") == 100
    assert 25 * kitty_multiplier(4, 4, "double_unit") == 200
    for unit in (4, 1, 2):
        assert 25 * kitty_multiplier(unit, 4, "double_lead") == 200


def _kitty_25() -> tuple[Card, ...]:
    return tuple(parse_hand("KS TD 5C 2H 3H 4H 6H 7H"))


def test_position_16_kitty_counts_only_when_the_catchers_win_the_last_trick() -> None:
    caught = settle(facts(kitty=_kitty_25(), last_winner=1, last_unit_size=2, last_lead_size=2))
    assert caught.kitty_bonus == 100 and caught.catchers_points == 100
    kept = settle(facts(kitty=_kitty_25(), last_winner=2, last_unit_size=2, last_lead_size=2))
    assert kept.kitty_bonus == 0 and kept.catchers_points == 0


@pytest.mark.parametrize(
    ("rule", "penalties", "expected"),
    [("ten_per_card", (20, 0, 0, 0), 60), ("ten_per_attempt", (0, 10, 0, 0), 30)],
)
def test_option_throw_penalty_counts_for_the_other_side(
    rule: str, penalties: tuple[int, ...], expected: int
) -> None:
    rules = ruleset("tractor", throw_penalty=rule)
    assert settle(facts(rules, points=40, penalties=penalties)).catchers_points == expected


def test_a_negative_total_counts_as_zero() -> None:
    rules = ruleset("tractor", throw_penalty="ten_per_attempt")
    assert settle(facts(rules, points=5, penalties=(0, 30, 0, 0))).catchers_points == 0


def test_position_23_three_player_bidding() -> None:
    for points, expected in {130: ("catchers", 1), 180: ("catchers", 2), 100: ("dealer", 2),
                             55: ("dealer", 4), 0: ("dealer", 6)}.items():
        assert bidding_change(points, 120) == expected
    for points, expected in {55: ("dealer", 4), 60: ("dealer", 2), 170: ("catchers", 1),
                             175: ("catchers", 2)}.items():
        assert bidding_change(points, 115) == expected
    rules = ruleset("bidding_three")
    assert level_change(130, rules, bid=120) == ("catchers", 1)


def test_bidding_three_the_lone_dealer_moves_alone() -> None:
    rules = ruleset("bidding_three")
    result = settle(facts(rules, dealer=1, dealer_side=frozenset({1}), points=55, bid=120,
                          levels=("2", "2", "2")))
    assert result.levels_after == ("2", "6", "2") and result.winners == (1,)


def test_decision_d29_friends_each_winner_moves_and_a_lone_winning_dealer_gets_one_more() -> None:
    """§2.5.2, D29; the second half of position 24."""
    rules = ruleset("friends_five")
    levels = ("2",) * 5
    alone = settle(facts(rules, dealer=0, dealer_side=frozenset({0}), points=40, levels=levels))
    assert alone.levels_after == ("4", "2", "2", "2", "2")
    pair = settle(facts(rules, dealer=0, dealer_side=frozenset({0, 3}), points=40, levels=levels))
    assert pair.levels_after == ("3", "2", "2", "3", "2") and pair.next_dealer == 3


def test_friends_next_dealer_is_the_next_seat_of_the_winning_side() -> None:
    rules = ruleset("friends_five")
    levels = ("2",) * 5
    lost = settle(facts(rules, dealer=3, dealer_side=frozenset({3, 4}), points=120, levels=levels))
    assert lost.winners == (0, 1, 2) and lost.next_dealer == 0
    assert next_dealer(2, frozenset({2}), 5) == 2


def test_friends_match_ends_when_a_dealer_wins_at_the_top_level() -> None:
    rules = ruleset("friends_five")
    levels = ("A", "K", "2", "2", "2")
    result = settle(facts(rules, level="A", dealer=0, dealer_side=frozenset({0, 1}), points=0,
                          levels=levels))
    assert result.match_over and result.match_winners == (0,)


def test_decision_d27_six_players_dealer_side_wins_the_deal_moves_two_seats_on() -> None:
    rules = ruleset("tractor_six")
    side = frozenset({1, 3, 5})
    won = settle(facts(rules, dealer=1, dealer_side=side, points=0, levels=("2",) * 6))
    assert won.next_dealer == 3
    lost = settle(facts(rules, dealer=1, dealer_side=side, points=120, levels=("2",) * 6))
    assert lost.next_dealer == 2


def test_results_report_level_moves_as_scores() -> None:
    result: HandResult = settle(facts(points=0))
    assert result.scores == (3, 0, 3, 0) and result.won(0) and not result.won(1)


def _signed(change: tuple[str, int]) -> float:
    """A level change on one line: dealer rises positive, catchers' take-over negative."""
    side, amount = change
    return amount if side == "dealer" else -0.5 - amount


@given(st.integers(0, 2000), st.integers(0, 2000), st.sampled_from(sorted(TABLE_MODES)))
def test_more_catchers_points_never_help_the_dealer_side(a: int, b: int, name: str) -> None:
    rules = ruleset(name)
    low, high = sorted((a, b))
    assert _signed(level_change(low, rules)) >= _signed(level_change(high, rules))


@given(st.sampled_from("23456789TJQKA"), st.integers(0, 20), st.sampled_from(
    ["A", "5_10_K_A", "2_5_10_K_A", "J_A"]))
def test_a_climb_never_passes_a_must_play_level(level: str, by: int, gates: str) -> None:
    rules = ruleset("tractor", must_play_levels=gates)
    steps = ladder(rules)
    end = climb(level, by, rules, leaves_must_play=True)
    passed = steps[steps.index(level) + 1 : steps.index(end.level)]
    assert not set(passed) & must_play_levels(rules)
    assert steps.index(end.level) - steps.index(level) + end.unused == by
