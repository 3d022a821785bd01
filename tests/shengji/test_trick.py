"""Winning a trick (docs/tractor.md §1.8, docs/tractor-modes.md §2.2, §2.4, D14, D15, D34, D35) and
its points."""

from __future__ import annotations

from game.shengji.trick import matches, trick_points, trick_winner
from game.shengji.trump import Trump
from tests.shengji.trick_rules import rules

T2H = Trump("2", "H")
T3H = Trump("3", "H")


def _winner(plays: list[str], trump: Trump = T2H, decks: int = 2, **options: object) -> int:
    return trick_winner(plays, trump, rules(decks, **options))


def test_a_higher_card_of_the_led_suit_wins() -> None:
    assert _winner(["S:Q", "S:K", "S:3", "S:A"]) == 3
    assert _winner(["S:Q", "S:3", "S:4", "S:5"]) == 0


def test_a_high_card_of_another_plain_suit_is_a_discard() -> None:
    assert _winner(["S:3", "D:A", "C:A", "S:4"]) == 3


def test_any_trump_beats_a_plain_card_and_a_higher_trump_over_trumps() -> None:
    assert _winner(["S:A", "H:3"]) == 1
    assert _winner(["S:A", "H:3", "H:4", "B"]) == 3
    assert _winner(["S:A", "H:3", "D:2"]) == 2  # a 副级 card over a plain trump
    assert _winner(["S:A", "D:2", "H:2"]) == 2  # 主级 over 副级


def test_a_pair_lead_is_won_only_by_a_pair() -> None:
    assert _winner(["S:55", "S:AK"]) == 0
    assert _winner(["S:55", "S:66"]) == 1
    assert _winner(["S:55", "H:34"]) == 0
    assert _winner(["S:55", "H:33", "BB"]) == 2


def test_a_tractor_is_trumped_only_by_a_trump_tractor() -> None:
    assert _winner(["S:5566", "H:3355"]) == 0
    assert _winner(["S:5566", "H:3344"]) == 1
    assert _winner(["S:5566", "H:3344", "S:22 H:22"]) == 2


def test_the_level_gap_decides_whether_a_trumping_tractor_matches() -> None:
    seven = Trump("7", "S")
    assert _winner(["H:4455", "S:6688"], seven) == 1
    assert _winner(["H:4455", "S:6688"], seven, level_gap="breaks") == 0


def test_a_three_pair_tractor_is_not_trumped_by_a_tractor_and_a_pair() -> None:
    assert _winner(["S:556677", "H:33 44 99"]) == 0
    assert _winner(["S:556677", "H:33 44 55"]) == 1


def test_a_plain_throw_is_won_only_by_trumping() -> None:
    assert _winner(["S:AA 5", "S:33 4", "S:KK Q"]) == 0
    assert _winner(["S:AA 5", "H:33 4"]) == 1


def test_a_trump_throw_cannot_be_beaten() -> None:
    assert _winner(["H:AA K", "BB R"]) == 0


def test_key_component_over_trumps_a_throw_by_its_largest_part() -> None:
    lead = "S:QQKK 9"
    assert _winner([lead, "H:3344 A", "H:5566 3"]) == 2
    assert _winner([lead, "H:5566 A", "H:3344 B"]) == 1


def test_all_components_needs_every_part_higher() -> None:
    lead = "S:QQKK 9"
    assert _winner([lead, "H:3344 A", "H:5566 3"], throw_compare="all_components") == 1
    assert _winner([lead, "H:3344 4", "H:5566 A"], throw_compare="all_components") == 2


def test_a_play_is_read_in_its_owners_favour() -> None:
    # Three decks: ♥333 44 can be read as the pair tractor 3344 plus a single.
    assert _winner(["S:5566 A", "H:33 344"], T2H, 3) == 1


def test_three_decks_a_titanic_is_needed_against_a_titanic() -> None:
    assert _winner(["S:555666", "H:667788"], T2H, 3) == 0
    assert _winner(["S:555666", "H:666777"], T2H, 3) == 1
    assert _winner(["S:555666", "S:999TTT"], T2H, 3) == 1


def test_four_decks_shape_before_trump() -> None:
    # D35: against a two-pair tractor a quad of the led suit or of trump wins over any tractor.
    assert _winner(["S:7788", "H:5566", "S:4444"], T3H, 4) == 2
    assert _winner(["S:7788", "S:4444", "H:5566"], T3H, 4) == 1
    assert _winner(["S:7788", "S:4444", "H:4444"], T3H, 4) == 2
    # Against a quad lead only a quad wins.
    assert _winner(["S:AAAA", "H:5566"], T3H, 4) == 0
    assert _winner(["S:AAAA", "H:4444"], T3H, 4) == 1


def test_four_decks_titanic_and_two_quads_serve_for_pair_tractors() -> None:
    assert _winner(["S:JJQQKK", "S:444555"], T3H, 4) == 1
    assert _winner(["S:444555", "S:JJQQKK"], T3H, 4) == 0
    assert _winner(["S:JJQQKKAA", "S:4444 9999"], T3H, 4) == 1
    assert _winner(["S:JJQQKKAA", "H:44556677"], T3H, 4) == 1


def test_matches_says_whether_a_play_can_win() -> None:
    assert matches("H:3344", "S:5566", T2H, rules())
    assert not matches("H:33KK", "S:5566", T2H, rules())
    assert not matches("H:33 S:44", "S:5566", T2H, rules())


def test_points_of_a_trick_include_the_discards() -> None:
    assert trick_points(["S:K", "S:5", "D:T", "H:Q"]) == 25
