"""Leading and throws (docs/tractor.md §1.6, docs/tractor-modes.md §2.2, §2.4, §2.6): what may be
led, whether it stands."""

from __future__ import annotations

from game.shengji.cards import format_hand
from game.shengji.lead import judge_throw, lead_error, throw_penalty, throw_result
from game.shengji.trump import Trump
from tests.shengji.trick_rules import rules

T2H = Trump("2", "H")
T7S = Trump("7", "S")


def test_a_lead_needs_cards_from_the_hand() -> None:
    assert lead_error("", "S:A", T2H, rules()) == "choose at least one card to lead"
    assert lead_error("S:AA", "S:A H:3", T2H, rules()) == "you do not hold ♠A"
    assert lead_error("S:AK", "S:AK H:3", T2H, rules()) is None


def test_a_lead_mixing_effective_suits_is_refused_in_words() -> None:
    why = lead_error("S:A D:3", "S:A D:3", T2H, rules())
    assert why == "a lead must be all of one suit: ♠A is a spade, ♦3 is a diamond"


def test_trump_throws_are_allowed() -> None:
    assert lead_error("H:A S:2 B", "H:A S:2 B", T2H, rules()) is None  # D9


def test_three_player_throws_only_with_three_cards_or_fewer() -> None:
    limited = rules(throw_hand_limit=3)
    assert lead_error("S:AK", "S:AK H:3 D:4", T2H, limited) is not None
    assert lead_error("S:AK", "S:AK H:3", T2H, limited) is None
    assert lead_error("S:AA", "S:AA H:3 D:4", T2H, limited) is None  # one pair is no throw


def test_one_component_is_not_a_throw() -> None:
    assert throw_result("S:AA", ["S:KK", "", ""], T2H, rules()) is None
    assert judge_throw("S:5566", ["S:KKAA", "", ""], T2H, rules()) is None


def test_a_longer_tractor_elsewhere_beats_a_thrown_tractor() -> None:
    assert throw_result("S:5566 A", ["S:99TTJJ", "", ""], T2H, rules()) == "S:6655"
    assert throw_result("S:5566 A", ["S:99 JJ", "", ""], T2H, rules()) is None


def test_the_level_gap_joins_the_blocking_tractor_unless_it_breaks() -> None:
    others = ["H:6688", "", ""]
    assert throw_result("H:4455 A", others, T7S, rules()) == "H:5544"
    assert throw_result("H:4455 A", others, T7S, rules(level_gap="breaks")) is None


def test_cards_of_other_suits_never_block_a_throw() -> None:
    assert throw_result("S:AK", ["H:AA", "B R", "C:A"], T2H, rules()) is None


def test_a_pair_cut_from_a_higher_triple_blocks_with_three_decks() -> None:
    assert throw_result("S:55 A", ["S:999", "", ""], T2H, rules(3)) == "S:55"


def test_four_decks_any_quad_blocks_a_thrown_two_pair_tractor() -> None:
    h3 = Trump("3", "H")
    assert throw_result("S:QQKK A", ["S:4444", "", ""], h3, rules(4)) == "S:KKQQ"
    assert throw_result("S:QQKK A", ["S:44 55", "", ""], h3, rules(4)) is None
    assert throw_result("S:556677 A", ["S:444 555", "", ""], h3, rules(4)) == "S:776655"


def test_tied_shared_index_pairs_force_the_first_in_suit_order() -> None:
    assert throw_result("H:77 D:77", ["BB", "", ""], T7S, rules()) == "H:77"


def test_the_blocker_is_named_only_with_name_throw_blocker() -> None:
    verdict = judge_throw("S:AK", ["", "S:A", ""], T2H, rules())
    assert verdict is not None and verdict.blocker == 1
    assert verdict.reason == "your throw fails: the player opposite you can beat ♠K — you play ♠K"
    hidden = judge_throw("S:AK", ["", "S:A", ""], T2H, rules(name_throw_blocker=False))
    assert hidden is not None and "another player" in hidden.reason


def test_the_cards_taken_back_are_the_rest_of_the_throw() -> None:
    verdict = judge_throw("S:AKQ 33", ["S:44", "", ""], T2H, rules())
    assert verdict is not None
    assert format_hand(verdict.forced) == "S:33"
    assert format_hand(verdict.taken_back) == "S:AKQ"


def test_throw_penalty_facts() -> None:
    verdict = judge_throw("S:AKQ 33", ["S:44", "", ""], T2H, rules())
    assert throw_penalty(verdict, rules()) == 0
    assert throw_penalty(verdict, rules(throw_penalty="ten_per_card")) == 30
    assert throw_penalty(verdict, rules(throw_penalty="ten_per_attempt")) == 10
    assert throw_penalty(None, rules(throw_penalty="ten_per_card")) == 0


def test_a_trump_throw_is_judged_in_trump() -> None:
    assert throw_result("H:AK", ["S:2", "", ""], T2H, rules()) == "H:K"
    assert throw_result("H:AK", ["S:AA", "", ""], T2H, rules()) is None
