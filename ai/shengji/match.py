"""Duplicate Tractor deals between two agent specs, for ``python -m ai.arena --mode tractor``.

Every deal is played twice with the same cards and the dealer fixed at seat 0.
With fixed partnerships (alternate seats) A takes the dealer's side in the
first game and B the other; then they swap, so A plays the deal once as the
dealer's side and once as the catchers.  Where the sides are not fixed by the
seats (finding friends, three-player bidding) A takes seat 0 and B every
other seat, then the roles swap; in 三人竞标 the auction decides who deals.

A game counts as won for A when A's seats are among the hand's winners, and
its score is the level difference: the levels A's seats moved less those B's
seats moved (averaged per seat).  The outcomes feed :func:`ai.match.summarise`,
so the arena prints and writes the same figures as for Dou Dizhu; "landlord"
there reads "dealer's side" here.
"""

from __future__ import annotations

import time

import game
from ai.agents import Agent, choose_action, make_agent
from ai.match import DealOutcome, GameOutcome, deal_seed
from game.rules import Ruleset
from game.shengji.modes import TEAMS_FIXED_PARTNERS, TEAMS_ONE_VS_TWO, TractorRules
from game.shengji.play import PHASE_PLAY

MAX_ACTIONS = 20_000  # a hand that runs longer than this is reported as an error
DEALER = 0


def seat_sides(rules: TractorRules, a_first: bool) -> list[str]:
    """Which spec plays each seat: partnerships by seat parity, else A alone at seat 0."""
    first, other = ("a", "b") if a_first else ("b", "a")
    if rules.teams == TEAMS_FIXED_PARTNERS:
        return [first if seat % 2 == 0 else other for seat in range(rules.seats)]
    return [first] + [other] * (rules.seats - 1)


def play_deal(
    rules: Ruleset, seed: int, deal: int, spec_a: str, spec_b: str, bidding: bool
) -> DealOutcome:
    """Play deal ``deal`` twice (A for the dealer's side, then B) and report A's results.

    ``bidding`` lets the first hand's declarations choose the dealer instead of
    fixing it at seat 0 (in 三人竞标 the auction always does).
    """
    if not isinstance(rules, TractorRules):
        raise ValueError(f"{rules.name} is not a Tractor mode")
    outcome = DealOutcome(deal, [])
    for swap in (False, True):
        sides = seat_sides(rules, a_first=not swap)
        base = deal_seed(seed, deal) * 8 + (4 if swap else 0)
        agents: list[Agent] = [
            make_agent(spec_a if side == "a" else spec_b, base + s) for s, side in enumerate(sides)
        ]
        outcome.games.append(
            play_game(rules, deal_seed(seed, deal), sides, agents, bidding, outcome.times)
        )
    return outcome


def play_game(
    rules: TractorRules,
    game_seed: int,
    sides: list[str],
    agents: list[Agent],
    bidding: bool,
    times: dict[str, list[float]],
) -> GameOutcome:
    """One hand; decision times of the play phase go into ``times`` by side."""
    dealer = None if bidding or rules.teams == TEAMS_ONE_VS_TWO else DEALER
    g = game.new_game(rules, game_seed, dealer=dealer)
    try:
        for _ in range(MAX_ACTIONS):
            if g.over:
                break
            seat = g.to_act
            assert seat is not None
            view = g.view(seat)
            start = time.perf_counter()
            action = choose_action(agents[seat], view)
            if view.phase == PHASE_PLAY:
                times[sides[seat]].append(time.perf_counter() - start)
            g.apply(action)
        else:
            return GameOutcome(0.0, False, False, "hand did not finish")
    except Exception as exc:  # reported, never hidden: the arena counts every error
        return GameOutcome(0.0, False, False, f"{type(exc).__name__}: {exc}")
    result = g.result
    assert result is not None and g.dealer is not None
    return GameOutcome(level_difference(result.level_moves, sides),
                       any(sides[s] == "a" for s in result.winners), sides[g.dealer] == "a")


def level_difference(moves: tuple[int, ...], sides: list[str]) -> float:
    """Levels A's seats moved less those B's seats moved, each averaged per seat."""
    a = [m for m, side in zip(moves, sides, strict=True) if side == "a"]
    b = [m for m, side in zip(moves, sides, strict=True) if side == "b"]
    return sum(a) / len(a) - sum(b) / len(b)
