"""The house rules of docs/tractor.md §1.15 (issue 37): one named test per value and per refusal.

Each test pins a value by the rules' own examples: the level bands (``step_per_deck``,
``turnover_steps``, ``deadzone_steps``), the shortest tractor, the follow protections, a
game without a kitty, the friend-call limits, double joins, hidden played cards, and the
Decision on ``jack_hook``.  Random hands under a mix of them are in
``tests/shengji/test_house_rules_soak.py``.
"""

from __future__ import annotations

import json
import random
from dataclasses import replace
from types import SimpleNamespace
from typing import Any

import pytest

from game import replay
from game.cards import Card
from game.errors import InvalidSetting
from game.rules import ruleset
from game.shengji.actions import FriendCall
from game.shengji.cards import parse_hand
from game.shengji.game import new_game
from game.shengji.lead import judge_throw
from game.shengji.levels import level_change
from game.shengji.phases.call_friends import allowed_calls, refusal
from game.shengji.phases.play import _find_friends
from game.shengji.settle import settle
from game.shengji.shapes import read
from game.shengji.trump import Trump, order_for
from tests.shengji.helpers import error
from tests.shengji.players import play_out, random_action
from tests.shengji.test_levels import facts


def shape(cards: str, trump: str, mode: str = "tractor", **options: Any) -> list[str]:
    order = order_for(Trump.parse(trump), ruleset(mode, **options))
    return [str(u) for u in read(parse_hand(cards), order).units]


def change(points: int, mode: str = "tractor", **options: Any) -> tuple[str, int]:
    rules = ruleset(mode, **options)
    return level_change(points, rules)  # type: ignore[arg-type]


# ----- step_per_deck ------------------------------------------------------------------------


def test_step_per_deck_20_is_the_table_of_section_1_11() -> None:
    assert [change(p) for p in (35, 40, 75, 80, 120)] == [
        ("dealer", 2), ("dealer", 1), ("dealer", 1), ("catchers", 0), ("catchers", 1)]


def test_step_per_deck_10_halves_the_bands() -> None:
    assert [change(p, step_per_deck=10) for p in (15, 20, 40, 60)] == [
        ("dealer", 2), ("dealer", 1), ("catchers", 0), ("catchers", 1)]


def test_step_per_deck_15_two_decks_30_gives_plus_one_and_60_takes_over() -> None:
    assert change(25, step_per_deck=15) == ("dealer", 2)
    assert change(30, step_per_deck=15) == ("dealer", 1)
    assert change(60, step_per_deck=15) == ("catchers", 0)
    assert change(90, step_per_deck=15) == ("catchers", 1)


def test_step_per_deck_25_widens_the_bands() -> None:
    assert [change(p, step_per_deck=25) for p in (45, 50, 95, 100, 150)] == [
        ("dealer", 2), ("dealer", 1), ("dealer", 1), ("catchers", 0), ("catchers", 1)]


def test_step_per_deck_30_in_three_decks_is_a_band_of_90() -> None:
    assert ruleset("tractor_three_decks", step_per_deck=30).level_step == 90  # type: ignore[attr-defined]
    assert change(179, "tractor_three_decks", step_per_deck=30) == ("dealer", 1)
    assert change(180, "tractor_three_decks", step_per_deck=30) == ("catchers", 0)


# ----- turnover_steps and deadzone_steps ----------------------------------------------------


def test_turnover_steps_2_takes_over_at_two_bands() -> None:
    assert change(75) == ("dealer", 1) and change(80) == ("catchers", 0)


def test_turnover_steps_1_takes_over_at_one_band_with_no_plus_one_band() -> None:
    assert [change(p, turnover_steps=1) for p in (0, 35, 40, 80)] == [
        ("dealer", 3), ("dealer", 2), ("catchers", 0), ("catchers", 1)]


def test_turnover_steps_3_keeps_the_deal_up_to_three_bands() -> None:
    assert [change(p, turnover_steps=3) for p in (115, 120, 160)] == [
        ("dealer", 1), ("catchers", 0), ("catchers", 1)]


def test_deadzone_steps_1_is_one_band_without_a_rise() -> None:
    assert change(115) == ("catchers", 0) and change(120) == ("catchers", 1)


def test_deadzone_steps_0_rises_at_once() -> None:
    assert [change(p, deadzone_steps=0) for p in (80, 120)] == [("catchers", 1), ("catchers", 2)]


def test_deadzone_steps_2_is_two_bands_without_a_rise() -> None:
    assert [change(p, deadzone_steps=2) for p in (80, 155, 160)] == [
        ("catchers", 0), ("catchers", 0), ("catchers", 1)]


def test_equal_rights_take_turnover_steps_and_have_no_deadzone() -> None:
    rules = ruleset("friends_five_three_decks", turnover_steps=1)
    assert level_change(60, rules) == ("catchers", 1)  # type: ignore[arg-type]
    assert "deadzone_steps" not in rules.option_choices()


def test_bidding_three_has_no_level_bands_to_set() -> None:
    assert {"step_per_deck", "turnover_steps", "deadzone_steps"}.isdisjoint(
        ruleset("bidding_three").option_choices())


# ----- tractor_min_pairs --------------------------------------------------------------------


def test_tractor_min_pairs_2_two_pairs_are_a_tractor() -> None:
    assert shape("S:7788", "2H") == ["tractor of 2 pairs"]


def test_tractor_min_pairs_3_a_lead_of_7788_is_a_throw_of_two_pairs() -> None:
    rules = ruleset("tractor", tractor_min_pairs=3)
    assert shape("S:7788", "2H", tractor_min_pairs=3) == ["pair", "pair"]
    assert read(parse_hand("S:7788"), order_for(Trump("2", "H"), rules)).is_throw
    # Judged as a throw: another hand's ♠99 beats the ♠88, and the lowest beaten part is led.
    verdict = judge_throw(parse_hand("S:7788"), [parse_hand("S:99"), [], []], Trump("2", "H"),
                          rules)
    assert verdict is not None and verdict.forced == tuple(parse_hand("S:77"))
    assert judge_throw(parse_hand("S:7788"), [parse_hand("S:66"), [], []], Trump("2", "H"),
                       rules) is None


def test_tractor_min_pairs_3_778899_is_a_tractor() -> None:
    assert shape("S:778899", "2H", tractor_min_pairs=3) == ["tractor of 3 pairs"]
    assert shape("S:7788 QQ", "2H", tractor_min_pairs=3) == ["pair", "pair", "pair"]


def test_tractor_min_pairs_3_follow_duty_is_pairs_not_a_short_tractor() -> None:
    # A three-pair tractor led; the follower holds ♠QQKK and two more pairs: with the
    # partial follow and a two-pair minimum he owes ♠QQKK; with three, any three pairs do.
    lead, hand, play = "S:778899", "S:QQKK 55 33 A", "S:QQ 55 33"
    assert error(play, hand, lead, "2H", partial_tractor_follow=True) is not None
    assert error(play, hand, lead, "2H", partial_tractor_follow=True, tractor_min_pairs=3) is None
    assert error("S:QQK 55 A", hand, lead, "2H", tractor_min_pairs=3) is not None


def test_tractor_min_pairs_decks_is_the_number_of_decks() -> None:
    assert ruleset("tractor", tractor_min_pairs="decks").min_tractor == 2  # type: ignore[attr-defined]
    three = ruleset("tractor_three_decks", tractor_min_pairs="decks")
    assert three.min_tractor == 3  # type: ignore[attr-defined]
    assert shape("S:7788", "2H", "tractor_three_decks", tractor_min_pairs="decks") == [
        "pair", "pair"]
    assert shape("S:777888999", "2H", "tractor_three_decks", tractor_min_pairs="decks") == [
        "tractor of 3 triples"]


def test_tractor_min_pairs_3_the_kitty_multiplier_counts_pairs() -> None:
    """A last trick led ♠7788 is two pairs: its largest component has 2 cards (×4, not ×16)."""
    order = order_for(Trump("2", "H"), ruleset("tractor", tractor_min_pairs=3))
    assert max(p.unit.size for p in read(parse_hand("S:7788"), order).parts) == 2


# ----- follow_protection --------------------------------------------------------------------


def test_follow_protection_none_a_held_tractor_gives_its_pairs() -> None:
    assert error("S:K3", "S:7788 K3", "S:QQ", "2H") is not None
    assert error("S:K3", "S:7778 K3", "S:QQ", "2H", 3) is not None  # the triple is broken


def test_follow_protection_longer_tuples_keeps_a_triple_whole() -> None:
    assert error("S:K3", "S:7778 K3", "S:QQ", "2H", 3, follow_protection="longer_tuples") is None
    assert error("S:K3", "S:7788 K3", "S:QQ", "2H", follow_protection="longer_tuples") is not None


def test_follow_protection_tractor_on_tractor_keeps_a_tractor_from_a_pair_lead() -> None:
    assert error("S:K3", "S:7788 K3", "S:QQ", "2H", follow_protection="tractor_on_tractor") is None
    # A pair outside the tractor is still owed.
    assert error("S:K3", "S:7788 AA K3", "S:QQ", "2H",
                 follow_protection="tractor_on_tractor") is not None


def test_follow_protection_tractor_on_tractor_a_tractor_lead_draws_the_tractor() -> None:
    why = error("S:K387", "S:7788 K3", "S:JJQQ", "2H", follow_protection="tractor_on_tractor")
    assert why is not None and "tractor" in why


def test_follow_protection_both_keeps_triples_and_tractors() -> None:
    assert error("S:K3", "S:7778 K3", "S:QQ", "2H", 3, follow_protection="both") is None
    assert error("S:K3", "S:7788 K3", "S:QQ", "2H", 3, follow_protection="both") is None


def test_follow_protection_suit_only_asks_only_for_the_suit() -> None:
    assert error("S:K5", "S:K995 H:3", "S:QQ", "2H", follow_protection="suit_only") is None
    assert error("S:K H:3", "S:K995 H:3", "S:QQ", "2H", follow_protection="suit_only") is not None


def test_protect_triples_is_read_as_longer_tuples() -> None:
    rules = ruleset("tractor_three_decks", protect_triples=True)
    assert rules.follow_protection == "longer_tuples"  # type: ignore[attr-defined]
    assert ruleset("tractor_three_decks", protect_triples=False) == ruleset("tractor_three_decks")


# ----- kitty --------------------------------------------------------------------------------


def test_kitty_standard_deals_25_and_the_dealer_buries_8() -> None:
    game = new_game(ruleset("tractor"), 7)
    rng = random.Random(7)
    while game.phase not in ("bury", "play"):
        game.apply(random_action(game, rng))
    assert game.phase == "bury" and len(game.hands[game.to_act]) == 33


def test_kitty_none_four_seats_get_27_and_the_hand_skips_the_bury() -> None:
    rules = ruleset("tractor", kitty="none")
    assert (rules.hand_size, rules.kitty_size) == (27, 0)
    game = new_game(rules, 7)
    rng = random.Random(7)
    phases = set()
    while game.phase != "play":
        phases.add(game.phase)
        game.apply(random_action(game, rng))
    assert "bury" not in phases and [len(h) for h in game.hands] == [27] * 4
    play_out(game, rng)
    assert game.result is not None and game.result.kitty_bonus == 0
    assert sum(game.result.trick_points) == 200


def test_kitty_none_in_friends_four_calls_a_friend_without_burying() -> None:
    game = new_game(ruleset("friends_four", kitty="none"), 3)
    rng = random.Random(3)
    phases = []
    while not game.over:
        if not phases or phases[-1] != game.phase:
            phases.append(game.phase)
        game.apply(random_action(game, rng))
    assert "call_friends" in phases and "bury" not in phases


def test_kitty_none_is_refused_where_the_seats_do_not_divide_the_deck() -> None:
    for mode in ("tractor_one_deck", "tractor_three_decks", "friends_five",
                 "friends_five_three_decks"):
        with pytest.raises(InvalidSetting, match="cannot share"):
            ruleset(mode, kitty="none")


def test_kitty_none_is_refused_with_kitty_theft() -> None:
    with pytest.raises(InvalidSetting, match="kitty_theft"):
        ruleset("tractor", kitty="none", kitty_theft=True)


def test_kitty_none_is_refused_with_flip_kitty() -> None:
    with pytest.raises(InvalidSetting, match="no_declaration"):
        ruleset("tractor", kitty="none", no_declaration="flip_kitty")


def test_kitty_back_to_standard_restores_the_table() -> None:
    rules = ruleset("tractor_six", kitty="none")
    assert rules.table.hand_size == 27
    assert rules.with_options(kitty="standard") == ruleset("tractor_six")


# ----- friend_cards and double_join ---------------------------------------------------------


def card(text: str) -> Card:
    return Card.parse(text)


FRIENDS = ruleset("friends_five")


def test_friend_cards_non_trump_refuses_a_trump() -> None:
    assert refusal(card("AH"), Trump("7", "H"), FRIENDS) is not None  # type: ignore[arg-type]
    assert refusal(card("AS"), Trump("7", "H"), FRIENDS) is None  # type: ignore[arg-type]


def test_friend_cards_any_allows_trumps() -> None:
    rules = FRIENDS.with_options(friend_cards="any")
    assert refusal(card("AH"), Trump("7", "H"), rules) is None  # type: ignore[arg-type]
    assert FriendCall("7", "S", 1) in allowed_calls(Trump("7", "H"), rules)  # type: ignore[arg-type]


def test_friend_cards_no_highest_refuses_the_top_of_a_suit() -> None:
    rules = FRIENDS.with_options(friend_cards="no_highest")
    assert refusal(card("AS"), Trump("7", "H"), rules) is not None  # type: ignore[arg-type]
    assert refusal(card("KS"), Trump("7", "H"), rules) is None  # type: ignore[arg-type]
    assert refusal(card("KS"), Trump("A", "H"), rules) is not None  # type: ignore[arg-type]


def test_friend_cards_no_points_refuses_5_10_and_k() -> None:
    rules = FRIENDS.with_options(friend_cards="no_points")
    trump = Trump("7", "H")
    assert [refusal(card(c), trump, rules) is None for c in ("5S", "TS", "KS", "AS", "QS")] == [  # type: ignore[arg-type]
        False, False, False, True, True]


def test_friend_cards_are_refused_in_a_mode_of_fixed_partners() -> None:
    with pytest.raises(InvalidSetting, match="friends"):
        replace(ruleset("tractor"), friend_cards="any")  # type: ignore[type-var]


def _two_calls_game(double_join: str) -> Any:
    calls = (FriendCall("A", "S", 1), FriendCall("A", "H", 1))
    events: list[Any] = []
    state = SimpleNamespace(calls=calls, call_counts=[0, 0], friends=[], dealer=0)
    return SimpleNamespace(state=state, rules=SimpleNamespace(double_join=double_join),
                           emit=events.append, events=events)


def test_double_join_allowed_one_seat_completes_two_calls() -> None:
    game = _two_calls_game("allowed")
    _find_friends(game, 1, tuple(parse_hand("S:A")))
    _find_friends(game, 1, tuple(parse_hand("H:A")))
    _find_friends(game, 3, tuple(parse_hand("H:A")))
    assert game.state.friends == [1]


def test_double_join_refused_the_call_passes_to_the_next_copy() -> None:
    game = _two_calls_game("refused")
    _find_friends(game, 1, tuple(parse_hand("S:A")))
    _find_friends(game, 1, tuple(parse_hand("H:A")))
    assert game.state.friends == [1]
    _find_friends(game, 3, tuple(parse_hand("H:A")))
    assert game.state.friends == [1, 3]


# ----- hide_played_cards and records --------------------------------------------------------


def test_hide_played_cards_off_and_on_are_recorded_and_replay() -> None:
    for value in (False, True):
        game = new_game(ruleset("tractor", hide_played_cards=value), 5)
        play_out(game, random.Random(5))
        record = json.loads(json.dumps(game.record()))
        assert record["options"]["hide_played_cards"] is value
        assert replay(record).result == game.result


def test_a_record_keeps_every_house_rule_and_replays() -> None:
    options = {"step_per_deck": 15, "turnover_steps": 1, "deadzone_steps": 0,
               "tractor_min_pairs": 3, "follow_protection": "both", "kitty": "none"}
    game = new_game(ruleset("tractor", **options), 11)
    play_out(game, random.Random(11))
    record = json.loads(json.dumps(game.record()))
    assert record["version"] == 3
    assert {k: record["options"][k] for k in options} == options
    assert replay(record).result == game.result


def test_a_version_two_record_with_protect_triples_replays() -> None:
    game = new_game(ruleset("tractor_three_decks", follow_protection="longer_tuples"), 2)
    play_out(game, random.Random(2))
    record = json.loads(json.dumps(game.record()))
    del record["options"]["follow_protection"]
    for name in ("step_per_deck", "turnover_steps", "deadzone_steps", "tractor_min_pairs",
                 "kitty", "hide_played_cards"):
        del record["options"][name]
    record.update(version=2)
    record["options"]["protect_triples"] = True
    again = replay(record)
    assert again.rules.follow_protection == "longer_tuples"
    assert again.result == game.result


# ----- refusals of values ------------------------------------------------------------------


@pytest.mark.parametrize(("option", "value"), [
    ("step_per_deck", 12), ("step_per_deck", "twenty"), ("turnover_steps", 4),
    ("turnover_steps", True), ("deadzone_steps", 3), ("tractor_min_pairs", 4),
    ("tractor_min_pairs", "three"), ("follow_protection", "pairs"), ("kitty", "half"),
    ("hide_played_cards", "yes"),
])
def test_a_bad_value_is_refused_naming_the_option(option: str, value: Any) -> None:
    with pytest.raises(InvalidSetting) as refused:
        ruleset("tractor", **{option: value})
    assert refused.value.field == option


def test_a_value_given_as_text_is_read_as_the_value_it_names() -> None:
    rules = ruleset("tractor", step_per_deck="15", tractor_min_pairs="3", hide_played_cards="on")
    assert (rules.step_per_deck, rules.tractor_min_pairs, rules.hide_played_cards) == (  # type: ignore[attr-defined]
        15, 3, True)


def test_a_bad_friend_value_is_refused() -> None:
    with pytest.raises(InvalidSetting, match="friend_cards"):
        ruleset("friends_four", friend_cards="jokers")
    with pytest.raises(InvalidSetting, match="double_join"):
        ruleset("friends_four", double_join="twice")


# ----- jack_hook ----------------------------------------------------------------------------


def test_jack_hook_at_j_with_catchers_under_40_ends_at_4() -> None:
    """shengji PR 466's example: dropped to 2, then the dealer side's +2 (5–35 points)."""
    rules = ruleset("tractor", jack_hook=True)
    hooked = settle(facts(rules, level="J", levels=("J", "9", "J", "9"), points=30,
                          last_winner=1, last_winning_cards=tuple(parse_hand("JH"))))
    assert hooked.levels_after == ("4", "9", "4", "9")


def test_jack_hook_with_a_take_over_leaves_the_side_at_2() -> None:
    rules = ruleset("tractor", jack_hook=True)
    hooked = settle(facts(rules, level="J", levels=("J", "9", "J", "9"), points=120,
                          last_winner=1, last_winning_cards=tuple(parse_hand("JH"))))
    assert hooked.levels_after[0] == "2" and hooked.levels_after[1] == "T"


def test_tractor_min_pairs_3_in_four_decks_two_linked_triples_serve_for_no_tractor() -> None:
    """Four decks: a Titanic of two triples stands for a three-pair tractor (D34) only while
    two linked triples make a Titanic; with a three-unit minimum they are two triples."""
    lead, standing = parse_hand("S:778899"), parse_hand("S:QQQKKK")
    trump = Trump("3", "H")
    assert judge_throw(lead, [standing, [], []], trump, ruleset("tractor_four_decks")) is None
    rules = ruleset("tractor_four_decks", tractor_min_pairs=3)
    assert judge_throw(lead, [standing, [], []], trump, rules) is None  # no pair run above it
    from game.shengji.trick import trick_winner

    assert trick_winner([lead, standing], trump, ruleset("tractor_four_decks")) == 1
    assert trick_winner([lead, standing], trump, rules) == 0
