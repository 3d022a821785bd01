"""The expert's time budget: few roll-outs where they cannot matter, more where it is close."""

from __future__ import annotations

import random

from ai.doudizhu.counting import build_knowledge
from ai.doudizhu.decompose import Decomposer
from ai.doudizhu.policy import Policy, Style
from ai.doudizhu.position import Position
from ai.doudizhu.ranks import counts_of
from ai.doudizhu.search import SearchBudget, Searcher, rollout_bonus
from ai.doudizhu.seating import Seating
from game import ruleset
from game.cards import parse_ranks
from game.plays import Play

CLASSIC = ruleset("classic")
ADAPTIVE = SearchBudget(endgame_cards=0, samples=0, rollouts=24, seconds=9.0,
                        max_rollouts=64, quick_rollouts=8)
CANDIDATES: list[Play | None] = [Play.from_str("3:single:3"), Play.from_str("4:single:4"), None]


def _settled(rows: list[list[float]], budget: SearchBudget = ADAPTIVE) -> bool:
    wins = [sum(column) for column in zip(*rows, strict=True)]
    return Searcher._settled(CANDIDATES, rows, wins, budget)


def test_a_decision_no_sample_tells_apart_stops_after_the_quick_samples() -> None:
    # Every candidate wins every sample (or loses every one): more deals would say the same.
    assert not _settled([[1.0, 1.0, 1.0]] * 7)
    assert _settled([[1.0, 1.0, 1.0]] * 8)
    assert not _settled([[1.0, 1.0, 1.0]] * 7 + [[1.0, 0.0, 1.0]])  # one sample differs


def test_a_clear_lead_stops_at_the_base_count() -> None:
    # The second candidate wins every deal the policy's choice loses: 24 samples settle it.
    rows = [[0.0, 1.0, 0.0]] * 24
    assert not _settled(rows[:23])
    assert _settled(rows)


def test_close_candidates_get_more_samples_up_to_the_cap() -> None:
    # The policy's choice and the second candidate split the deals they disagree on: their
    # gap is the policy's head start, inside one standard error of the paired difference.
    rows = [[1.0, 0.0, 0.0]] * 6 + [[0.0, 1.0, 0.0]] * 6 + [[1.0, 1.0, 0.0]] * 12
    assert rollout_bonus(24) < 12**0.5
    assert not _settled(rows)
    assert not _settled([*rows, [1.0, 0.0, 0.0], [0.0, 1.0, 0.0]])  # still even after 26
    assert _settled((rows * 3)[:64])  # the cap ends it


def test_without_a_cap_the_count_is_fixed() -> None:
    fixed = SearchBudget(endgame_cards=0, samples=0, rollouts=24, seconds=9.0)
    assert not _settled([[1.0, 1.0, 1.0]] * 23, fixed)
    assert _settled([[1.0, 1.0, 1.0]] * 24, fixed)


def test_an_endgame_the_solver_cannot_finish_is_rolled_out() -> None:
    # With no nodes to spend the solver gives up on every sample; the roll-outs still
    # choose (R first, then the 3, wins the hand for the landlord).
    hand = counts_of(parse_ranks("3R"))
    knowledge = build_knowledge(Seating.landlord_alone(CLASSIC, 0), 0, hand, (), (2, 1, 1))
    knowledge.outside = counts_of(parse_ranks("45"))
    pos = Position(0, hand, None, None, knowledge)
    budget = SearchBudget(endgame_cards=10, samples=4, rollouts=4, seconds=9.0, node_limit=0)
    searcher = Searcher(budget, Policy(Style(), random.Random(0), Decomposer()))
    result = searcher.choose(pos, random.Random(0))
    assert result is not None and result.play is not None and result.play.key == "R"
