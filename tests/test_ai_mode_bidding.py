"""Bidding in the two-deck and head-to-head modes: hand strength read in the mode's shapes,
and the calibrated bars of each mode (bench/bidding_calibration.py, ai/RESULTS.md)."""

from __future__ import annotations

import game
from ai.bidding import HandStrength, hand_strength
from ai.decompose import Decomposer, read_mode
from ai.ranks import counts_of
from game.cards import parse_ranks


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
