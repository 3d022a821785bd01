"""Hand decomposition: plans are legal, cover the hand, and prefer few strong plays."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from ai.doudizhu.decompose import Decomposer, counts_of
from game.cards import parse_ranks
from game.doudizhu.classic import classify_classic

DECK = [r for r in range(13) for _ in range(4)] + [13, 14]


def kinds(hand: str) -> list[str]:
    return sorted(p.kind for p in Decomposer().plan(counts_of(parse_ranks(hand))).plays)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(range(len(DECK))), min_size=1, max_size=20, unique=True))
def test_plan_plays_are_legal_and_cover_the_hand(indices: list[int]) -> None:
    ranks = [DECK[i] for i in indices]
    plan = Decomposer().plan(counts_of(ranks))
    covered: list[int] = []
    for play in plan.plays:
        assert classify_classic(play.ranks) == [play]
        covered += play.ranks
    assert sorted(covered) == sorted(ranks)


def test_a_straight_is_one_play() -> None:
    assert kinds("3456789") == ["straight"]


def test_trio_takes_the_smallest_single_as_kicker() -> None:
    plan = Decomposer().plan(counts_of(parse_ranks("3KKK2")))
    assert "3KKK" in [p.cards for p in plan.plays]


def test_rocket_and_bombs_stay_whole() -> None:
    assert kinds("BR5555") == ["bomb", "rocket"]


def test_airplane_wings_never_use_a_chain_rank() -> None:
    # The first hand's plan flies QQQKKK and keeps the fourth K out; in the second the
    # fourth 4 would be the cheapest wing of 333444555, so the plan must not fly that way.
    airplanes = []
    for hand in ("34568QQQKKKK222B", "333444455567"):
        plan = Decomposer().plan(counts_of(parse_ranks(hand)))
        for play in plan.plays:
            assert classify_classic(play.ranks) == [play]
        airplanes += [p for p in plan.plays if p.kind.startswith("airplane")]
    assert airplanes
    for airplane in airplanes:
        assert all(n == 3 for n in Counter(airplane.ranks).values() if n >= 3), airplane
