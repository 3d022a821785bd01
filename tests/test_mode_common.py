"""What every Dou Dizhu mode past classic must hold, one test per property over the modes:
random hands end with a zero-sum score and replay exactly, and the two-deck modes' replies
and readings agree with the reference rules (tests/reference.py)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import legal_plays, ruleset
from tests.modes_support import (
    check_against_brute_force,
    check_classify_matches_reference,
    check_replies,
    clumped_hands,
    hands,
    random_hands_replay,
)

RANDOM_HAND_MODES = ["two", "emperor", "four", "five"]
# (mode, largest hand, largest previous hand): a mode's biggest hand and the hands after
# which a reply is sought, as the mode's deal makes them.
HAND_SIZES = [("emperor", 40, 34), ("four", 33, 25), ("five", 24, 21)]
TWO_DECK_MODES = [mode for mode, _, _ in HAND_SIZES]
# The brute force tries every subset: its hands stay small; emperor's previous plays are
# also clumped (its fours and wings), and its readings take clumps of five ranks.
BRUTE_FORCE_OTHER = {"emperor": hands(16) | clumped_hands(4), "four": hands(12),
                     "five": hands(12)}
CLUMP_RANKS = {"emperor": 5, "four": 4, "five": 4}


@pytest.mark.parametrize("mode", RANDOM_HAND_MODES)
def test_300_random_hands_end_with_a_score_and_replay(mode: str) -> None:
    random_hands_replay(ruleset(mode), 300)


@pytest.mark.slow
@pytest.mark.parametrize("mode", RANDOM_HAND_MODES)
def test_10000_random_hands_end_with_a_score_and_replay(mode: str) -> None:
    random_hands_replay(ruleset(mode), 10_000)


@pytest.mark.parametrize(("mode", "largest", "other_largest"), HAND_SIZES)
@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_property_every_reply_is_itself_from_the_hand_beats_the_previous_no_twins(
    mode: str, largest: int, other_largest: int, data: st.DataObject
) -> None:
    rules = ruleset(mode)
    hand = data.draw(hands(largest), label="hand")
    other = data.draw(hands(other_largest), label="other")
    previous = data.draw(st.sampled_from([None, *legal_plays(other, None, rules)]))
    check_replies(rules, hand, previous)


@pytest.mark.parametrize("mode", TWO_DECK_MODES)
@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_property_replies_equal_a_brute_force_over_every_subset(
    mode: str, data: st.DataObject
) -> None:
    rules = ruleset(mode)
    hand = data.draw(hands(11) | clumped_hands(4), label="hand")
    other = data.draw(BRUTE_FORCE_OTHER[mode], label="other")
    previous = data.draw(st.sampled_from([None, *legal_plays(other, None, rules)]))
    check_against_brute_force(rules, hand, previous)


@pytest.mark.parametrize("mode", TWO_DECK_MODES)
@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_property_classify_agrees_with_the_reference_and_reads_once(
    mode: str, data: st.DataObject
) -> None:
    cards = data.draw(hands(12) | clumped_hands(CLUMP_RANKS[mode]), label="cards")
    check_classify_matches_reference(ruleset(mode), cards)
