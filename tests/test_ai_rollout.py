"""Roll-outs that finish with the exact solver (``SearchBudget.rollout_endgame``)."""

from __future__ import annotations

import random

from ai.doudizhu.counting import build_knowledge
from ai.doudizhu.decompose import Decomposer
from ai.doudizhu.policy import Policy, Style
from ai.doudizhu.position import Position
from ai.doudizhu.ranks import counts_of
from ai.doudizhu.rollout import Endgame, play_out, solved_win
from ai.doudizhu.seating import Seating
from ai.doudizhu.solver import Solver
from game import ruleset
from game.cards import parse_ranks
from game.plays import Play

CLASSIC = ruleset("classic")
SEATING = Seating.landlord_alone(CLASSIC, 0)
# The landlord (seat 0) leads from T 4 A K R against 2 9 Q and 3 5, every hand known.
DEAL = ("04AKR", "29Q", "35")


def _position() -> tuple[Position, tuple[tuple[int, ...], ...]]:
    hands = tuple(tuple(counts_of(parse_ranks(text))) for text in DEAL)
    hand = list(hands[0])
    knowledge = build_knowledge(SEATING, 0, hand, (), tuple(len(text) for text in DEAL))
    knowledge.outside = [a + b for a, b in zip(hands[1], hands[2], strict=True)]
    return Position(0, hand, None, None, knowledge), hands


def _lead(pos: Position, key: str) -> Play:
    return next(p for p in pos.legal() if p.key == key)


def _policy() -> Policy:
    return Policy(Style(), random.Random(0), Decomposer())


def test_a_rollout_with_the_endgame_on_gives_the_solvers_verdict() -> None:
    # Leading the 4 wins for the landlord with best play (the solver), but the policy,
    # playing every seat to the end, loses it: the roll-out's verdict on the 4 was the
    # policy's endgame slip, not the lead.
    pos, hands = _position()
    four = _lead(pos, "4")
    assert solved_win(Solver(SEATING, 100_000), pos, hands, four)
    assert not play_out(pos, hands, four, _policy())
    endgame = Endgame(Solver(SEATING, 2000), cards=13)
    assert play_out(pos, hands, four, _policy(), endgame=endgame)


def test_a_rollout_agrees_with_the_solver_on_every_lead_of_a_small_deal() -> None:
    pos, hands = _position()
    endgame = Endgame(Solver(SEATING, 2000), cards=13)
    for lead in pos.legal():
        exact = solved_win(Solver(SEATING, 100_000), pos, hands, lead)
        assert play_out(pos, hands, lead, _policy(), endgame=endgame) == exact


def test_an_endgame_out_of_nodes_lets_the_policy_play_on() -> None:
    # With no nodes the solver answers nothing and the roll-out is the policy's alone.
    pos, hands = _position()
    four = _lead(pos, "4")
    endgame = Endgame(Solver(SEATING, 0), cards=13)
    assert play_out(pos, hands, four, _policy(), endgame=endgame) == play_out(
        pos, hands, four, _policy())
