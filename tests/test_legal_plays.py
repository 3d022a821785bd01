"""legal_plays: golden counts, properties, and completeness against brute force."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import PASS, Play, beats, classify, legal_plays, ruleset
from tests.reference import RANKS, all_classic_plays, brute_force_replies

CLASSIC = ruleset("classic")
GOLDEN = json.loads((Path(__file__).parent / "data" / "legal_plays_golden.json").read_text())
DECK = [r for r in RANKS[:13] for _ in range(4)] + ["B", "R"]


@pytest.fixture(scope="module")
def table() -> dict[str, tuple[str, str]]:
    return all_classic_plays()


def _previous(text: str | None) -> Play | None:
    return classify(text, CLASSIC)[0] if text else None


def test_golden_file_has_at_least_30_cases() -> None:
    assert len(GOLDEN) >= 30


@pytest.mark.parametrize("case", GOLDEN, ids=lambda c: f"{c['hand']}/{c['previous']}")
def test_golden_reply_counts(case: dict[str, object]) -> None:
    plays = legal_plays(str(case["hand"]), _previous(case["previous"]), CLASSIC)  # type: ignore[arg-type]
    assert len(plays) == case["count"]


hands = st.lists(st.sampled_from(range(len(DECK))), min_size=1, max_size=20, unique=True).map(
    lambda idx: "".join(sorted((DECK[i] for i in idx), key=RANKS.index))
)


@settings(max_examples=300, deadline=None)
@given(hand=hands, previous_hand=hands, data=st.data())
def test_every_reply_is_a_legal_play_from_the_hand_that_beats_the_previous(
    hand: str, previous_hand: str, data: st.DataObject
) -> None:
    leads = legal_plays(previous_hand, None, CLASSIC)
    previous = data.draw(st.sampled_from([None, *leads]))
    replies = legal_plays(hand, previous, CLASSIC)
    assert len(replies) == len(set(replies)), "duplicates"
    have = Counter(hand)
    for play in replies:
        assert classify(play.cards, CLASSIC) == [play]
        assert not Counter(play.cards) - have
        assert beats(play, previous, CLASSIC)


@settings(max_examples=200, deadline=None)
@given(hand=st.lists(st.sampled_from(range(len(DECK))), min_size=1, max_size=11, unique=True),
       data=st.data())
def test_legal_plays_equals_brute_force_on_small_hands(
    table: dict[str, tuple[str, str]], hand: list[int], data: st.DataObject
) -> None:
    text = "".join(sorted((DECK[i] for i in hand), key=RANKS.index))
    previous_cards = data.draw(st.sampled_from([None, *sorted(table)[:: 97]]))
    previous = _previous(previous_cards)
    got = {p.cards for p in legal_plays(text, previous, CLASSIC)}
    assert got == brute_force_replies(text, previous_cards, table)


def test_completeness_on_airplane_rich_hand(table: dict[str, tuple[str, str]]) -> None:
    hand = "333444555666789"
    for previous in (None, "33344456", "333444555678"):
        got = {p.cards for p in legal_plays(hand, _previous(previous), CLASSIC)}
        assert got == brute_force_replies(hand, previous, table)


def test_passing_is_not_a_play() -> None:
    replies = legal_plays("3456", _previous("4"), CLASSIC)
    assert PASS not in replies
    assert all(isinstance(p, Play) and p.cards for p in replies)
    assert sorted(p.cards for p in replies) == ["5", "6"]
    assert legal_plays("3", _previous("2"), CLASSIC) == []


def test_nothing_beats_the_rocket() -> None:
    assert legal_plays("3456789TJQKA2222", _previous("BR"), CLASSIC) == []
