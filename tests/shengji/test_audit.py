"""Rules of docs/tractor.md and docs/tractor-modes.md that the audit (game/shengji/AUDIT.md) found
without a test of their own.

Named ``test_<section>_<rule>``; the other rules' tests are listed in AUDIT.md.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from game.rules import ruleset
from game.shengji.actions import PASS, Bid, Declare, NameTrump
from game.shengji.cards import parse_hand
from game.shengji.declare import candidate_declarations, strength_of
from game.shengji.game import new_game
from game.shengji.lead import throw_result
from game.shengji.presets import PRESETS, with_preset
from game.shengji.settle import settle
from game.shengji.trump import Trump, order_for
from tests.shengji.deals import deal_until, game_with
from tests.shengji.helpers import error, shape
from tests.shengji.test_flow_declaring import held
from tests.shengji.test_levels import facts
from tests.shengji.trick_rules import rules

TRACTOR = ruleset("tractor")
T2H = Trump("2", "H")


# ----- §1.1 -----------------------------------------------------------------------------------


def test_1_1_first_hand_a_random_seat_receives_the_first_card() -> None:
    firsts = {new_game(TRACTOR, seed).state.first_receiver for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert all(new_game(TRACTOR, seed, dealer=2).state.first_receiver == 2 for seed in range(10))


# ----- §1.3 -----------------------------------------------------------------------------------


def test_1_3_declared_cards_stay_public_knowledge_while_held() -> None:
    game = game_with(TRACTOR, {1: "H:2"})
    deal_until(game, 1, 1)
    game.apply(Declare(held(game, 1, "H:2")), 1)
    shown = game.view(3).shown[1]
    assert [str(c) for c in shown] == [str(held(game, 1, "H:2")[0])]


def test_1_3_a_single_joker_or_small_with_big_never_declares() -> None:
    for text in ("B", "R", "B R"):
        assert strength_of(parse_hand(text), "2", TRACTOR) is None
    assert candidate_declarations(0, parse_hand("B R S:3"), "2", [], TRACTOR) == []


# ----- §1.5 and D32 ---------------------------------------------------------------------------


def test_1_5_d32_a_set_reads_largest_component_first_never_as_the_leader_chooses() -> None:
    assert shape("S:22233", "7H", 3) == ["T2^2", "1"]
    assert shape("S:55566", "7H", 3) == ["T2^2", "1"]


# ----- §1.13 ----------------------------------------------------------------------------------


def test_1_13_presets_name_the_option_sets() -> None:
    shanghai = with_preset(TRACTOR, "shanghai_80")
    assert (shanghai.kitty_multiplier, shanghai.failed_throw_forced) == (
        "double_lead", "smallest_beaten")
    assert shanghai.partial_tractor_follow and shanghai.must_play_levels == "2_5_10_K_A"
    shengji = with_preset(TRACTOR, "shengji_default")
    assert (shengji.throw_compare, shengji.match_end, shengji.kitty_multiplier) == (
        "all_components", "defend_NT", "double_unit")
    assert with_preset(shanghai, "seed_classic") == TRACTOR
    assert set(PRESETS) == {"seed_classic", "shanghai_80", "shengji_default"}
    four = with_preset(ruleset("tractor_four_decks"), "seed_classic")
    assert four.partial_tractor_follow and four.permanent_twos  # forced by the mode
    with pytest.raises(ValueError, match="unknown preset"):
        with_preset(TRACTOR, "house")
    fixed = replace(TRACTOR, choices=(("kitty_multiplier", ("power",)),))
    with pytest.raises(ValueError, match="does not offer"):
        with_preset(fixed, "shengji_default")


# ----- §1.14 ----------------------------------------------------------------------------------


def test_1_14_d39_partial_tractor_follow_applies_with_three_decks() -> None:
    lead, hand = "S:334455", "S:6677JJKK H:3"
    assert error("S:66JJKK", hand, lead, "2H", 3) is None
    assert error("S:66JJKK", hand, lead, "2H", 3, partial_tractor_follow=True) is not None
    assert error("S:6677JJ", hand, lead, "2H", 3, partial_tractor_follow=True) is None


# ----- §2.1 -----------------------------------------------------------------------------------


def test_2_1_one_plain_suit_under_a_trump_colour_two_at_no_trump() -> None:
    aces = parse_hand("S:A C:A H:A D:A")
    red = order_for(Trump("5", "D"), rules(1))
    assert {red.suit_of(c) for c in aces} == {"black", "T"}
    nt = order_for(Trump("5", None), rules(1))
    assert {nt.suit_of(c) for c in aces} == {"black", "red"}


def test_2_1_jokers_never_declare_with_one_deck() -> None:
    one = ruleset("tractor_one_deck")
    assert strength_of(parse_hand("B"), "2", one) is None
    assert candidate_declarations(0, parse_hand("B R S:2"), "2", [], one) == [
        tuple(parse_hand("S:2"))]


# ----- §2.2 -----------------------------------------------------------------------------------


def test_2_2_tuples_in_a_tractor_share_one_width() -> None:
    assert shape("S:55566", "2H", 3) == ["T2^2", "1"]  # not a Titanic, nor 555 + 66 as one


def test_2_2_the_seeds_titanic_examples_at_level_5() -> None:
    assert shape("S:555666", "5S", 3) == ["3", "3"]  # the 5s are trump, 666 is a spade…
    assert shape("S:555 H:555", "5NT", 3) == ["3", "3"]  # equal index
    assert shape("S:555 H:555", "5H", 3) == ["T3^2"]  # 副级牌 → 主级牌


def test_2_2_a_thrown_triple_is_beaten_by_a_higher_triple_or_a_pair_cut_from_one() -> None:
    assert throw_result("S:555 A", ["S:999", "", ""], T2H, rules(3)) == "S:555"
    assert throw_result("S:55 A", ["S:999", "", ""], T2H, rules(3)) == "S:55"
    assert throw_result("S:555 A", ["S:99", "", ""], T2H, rules(3)) is None


@pytest.mark.parametrize(("unit", "factor"), [(3, 8), (6, 64), (4, 16), (8, 256)])
def test_2_2_and_2_4_kitty_multiplier_is_two_to_the_cards_of_the_largest_part(
    unit: int, factor: int
) -> None:
    kitty = tuple(parse_hand("S:K"))
    result = settle(facts(ruleset("tractor_three_decks"), kitty=kitty, last_winner=1,
                          last_unit_size=unit))
    assert result.kitty_multiplier == factor and result.kitty_bonus == 10 * factor


# ----- §2.3 -----------------------------------------------------------------------------------


def test_2_3_six_players_alternate_seats_make_the_teams() -> None:
    game = new_game(ruleset("tractor_six"), 1, dealer=1)
    assert game.dealer_side() == frozenset({1, 3, 5})
    assert ruleset("tractor_six").table.hand_size == 26


# ----- §2.5 -----------------------------------------------------------------------------------


def _facts5(rules_name: str = "friends_five", **changes: Any) -> Any:
    changes.setdefault("levels", ("2",) * 5)
    return facts(ruleset(rules_name), dealer=0, **changes)


def test_2_5_1_the_final_declarer_deals_the_first_hand() -> None:
    rules5 = ruleset("friends_five")
    game = game_with(rules5, {3: "H:2"})
    deal_until(game, 3, 1)
    game.apply(Declare(held(game, 3, "H:2")), 3)
    while game.phase in ("dealing", "final_round"):
        game.apply(PASS)
    assert game.dealer == 3 and game.trump == Trump("2", "H")


def test_2_5_1_points_count_with_the_teams_as_they_stand_at_the_end() -> None:
    side = frozenset({0, 2})
    by_seat = (0, 30, 50, 40, 0)  # the friend's 50 count for the dealer side
    result = settle(_facts5(dealer_side=side, trick_points=by_seat))
    assert result.catchers_points == 70


def test_2_5_1_the_kitty_bonus_goes_to_the_catchers_when_the_last_winner_is_not_on_the_side() -> (
    None
):
    kitty = tuple(parse_hand("S:K"))
    friend_won = settle(_facts5(dealer_side=frozenset({0, 2}), kitty=kitty, last_winner=2))
    assert friend_won.kitty_bonus == 0
    catcher_won = settle(_facts5(dealer_side=frozenset({0, 2}), kitty=kitty, last_winner=4))
    assert catcher_won.kitty_bonus == 20


def test_2_5_3_a_rule_without_a_friend_the_dealer_drops_to_j_and_nothing_passes() -> None:
    levels = ("A", "5", "9", "5", "5")
    result = settle(_facts5("friends_five_three_decks", level="A", levels=levels,
                            dealer_side=frozenset({0}), trick_points=(0, 120, 0, 0, 0),
                            last_winner=4, last_winning_ranks=frozenset({"A"})))
    assert result.levels_after == ("J", "6", "T", "6", "6")


def test_2_5_4_four_players_a_lone_winning_dealer_gets_one_more() -> None:
    four = ruleset("friends_four")
    alone = settle(facts(four, dealer=0, dealer_side=frozenset({0}), points=40,
                         levels=("2",) * 4))
    assert alone.levels_after == ("4", "2", "2", "2")
    pair = settle(facts(four, dealer=0, dealer_side=frozenset({0, 1}), points=40,
                        levels=("2",) * 4))
    assert pair.levels_after == ("3", "3", "2", "2") and pair.next_dealer == 1


# ----- §2.6 -----------------------------------------------------------------------------------


def test_2_6_the_dealer_names_trump_at_his_own_level_and_plays_alone() -> None:
    game = new_game(ruleset("bidding_three"), 4, levels=("5", "2", "9"))
    bidder = game.to_act
    assert bidder is not None
    game.apply(Bid(150))
    game.apply(PASS)
    game.apply(PASS)
    assert game.dealer == bidder and game.phase == "name_trump"
    assert len(game.hands[bidder]) == 34 + 6  # the kitty in hand
    game.apply(NameTrump("C"))
    assert game.trump == Trump(("5", "2", "9")[bidder], "C")
    assert game.dealer_side() == frozenset({bidder})
