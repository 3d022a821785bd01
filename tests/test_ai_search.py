"""The exact endgame solver, card counting and the determinised search."""

from __future__ import annotations

import random

from ai.doudizhu.counting import build_knowledge
from ai.doudizhu.decompose import Decomposer
from ai.doudizhu.policy import Policy, Style
from ai.doudizhu.position import Position
from ai.doudizhu.ranks import counts_of
from ai.doudizhu.sampling import sample_hands
from ai.doudizhu.search import SearchBudget, Searcher
from ai.doudizhu.seating import Seating
from ai.doudizhu.solver import Solver
from game import ruleset
from game.cards import parse_ranks
from game.plays import Play

CLASSIC = ruleset("classic")


def hands(*texts: str) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(counts_of(parse_ranks(t))) for t in texts)


def test_solver_sees_a_landlord_win_by_leading_the_top_single_first() -> None:
    solver = Solver(Seating.landlord_alone(CLASSIC, 0), node_limit=10_000)
    assert solver.landlord_wins(hands("R3", "4", "5"), 0, None, 0)


def test_solver_sees_a_farmer_win_when_the_landlord_cannot_stop_a_pair() -> None:
    solver = Solver(Seating.landlord_alone(CLASSIC, 0), node_limit=10_000)
    assert not solver.landlord_wins(hands("3", "KK", "44"), 1, None, 1)


def test_counting_tracks_played_cards_and_kitty_remnants() -> None:
    history = ((0, Play.from_str("2:single:2")), (1, None), (2, Play.from_str("R:single:R")))
    k = build_knowledge(Seating.landlord_alone(CLASSIC, 0), 1, counts_of(parse_ranks("3456")),
                        history, (19, 4, 16))
    assert k.outside[12] == 3 and k.outside[14] == 0
    assert k.caps[1]["single"] == 12
    assert not k.can_be_beaten(Play.from_str("R:single:R"), bombs=False)
    assert k.can_be_beaten(Play.from_str("R:single:R"))  # a bomb still beats it


def test_sample_deals_unseen_cards_to_fit_the_card_counts() -> None:
    hand = counts_of(parse_ranks("33445566778899TTJJQQ"))
    k = build_knowledge(Seating.landlord_alone(CLASSIC, 0), 0, hand, (), (20, 17, 17))
    sample = sample_hands(k, hand, random.Random(1))
    assert sample is not None
    assert [sum(h) for h in sample] == [20, 17, 17]
    assert [sum(col) for col in zip(*sample, strict=True)] == [4] * 13 + [1, 1]


def test_search_finds_the_winning_endgame_line() -> None:
    # Landlord holds R + 3; the farmers hold one small card each.  Leading R first wins.
    hand = counts_of(parse_ranks("3R"))
    history = tuple((s, None) for s in ())
    k = build_knowledge(Seating.landlord_alone(CLASSIC, 0), 0, hand, history, (2, 1, 1))
    k.outside = counts_of(parse_ranks("45"))
    pos = Position(0, hand, None, None, k)
    budget = SearchBudget(endgame_cards=10, samples=4, rollouts=0, seconds=1.0)
    searcher = Searcher(budget, Policy(Style(), random.Random(0), Decomposer()))
    result = searcher.choose(pos, random.Random(0))
    assert result is not None and result.play is not None and result.play.key == "R"
    assert result.wins == 1.0
