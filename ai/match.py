"""Playing duplicate deals between two agent specs, and summarising the outcome.

Duplicate format: every deal is played twice with the same cards.  In the first
game seat 0 is agent A and every other seat agent B; in the second the roles
swap.  Without bidding seat 0 is the fixed landlord, so A plays the deal once as
landlord and once as the farmers, and luck of the cards cancels out.  The seats
come from the mode's table (three in classic, four in a four-seat mode …).
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field

import game
from ai.agents import Agent, choose_action, make_agent
from game.rules import Ruleset

MAX_ACTIONS = 3000  # a hand that runs longer than this is reported as an error


@dataclass
class GameOutcome:
    """One game from A's side: its score, whether it won, and whether A was landlord."""

    score: float
    won: bool
    a_landlord: bool
    error: str | None = None


@dataclass
class DealOutcome:
    deal: int
    games: list[GameOutcome]
    times: dict[str, list[float]] = field(default_factory=lambda: {"a": [], "b": []})


def deal_seed(seed: int, deal: int) -> int:
    return seed * 1_000_003 + deal


def agent_seed_base(rules: Ruleset, seed: int, deal: int, swap: bool) -> int:
    """Seat ``s``'s agent seed in a game of ``deal`` is this plus ``s``: one block of seeds
    per game (the second game, ``swap``, the next block), a seed per seat."""
    stride = max(4, rules.seats)
    return deal_seed(seed, deal) * 2 * stride + (stride if swap else 0)


def play_deal(
    rules: Ruleset, seed: int, deal: int, spec_a: str, spec_b: str, bidding: bool
) -> DealOutcome:
    """Play deal ``deal`` twice (A at seat 0, then B at seat 0) and report A's results."""
    outcome = DealOutcome(deal, [])
    for swap in (False, True):
        first, rest = ("b", "a") if swap else ("a", "b")
        sides = [first] + [rest] * (rules.seats - 1)
        base = agent_seed_base(rules, seed, deal, swap)
        agents: list[Agent] = [
            make_agent(spec_a if side == "a" else spec_b, base + s) for s, side in enumerate(sides)
        ]
        outcome.games.append(_play_game(rules, deal_seed(seed, deal), sides, agents,
                                        bidding, outcome.times))
    return outcome


def _play_game(
    rules: Ruleset,
    game_seed: int,
    sides: list[str],
    agents: list[Agent],
    bidding: bool,
    times: dict[str, list[float]],
) -> GameOutcome:
    g = game.new_game(rules, game_seed, landlord=None if bidding else 0)
    try:
        for _ in range(MAX_ACTIONS):
            if g.over:
                break
            seat = g.to_act
            assert seat is not None
            view = g.view(seat)
            start = time.perf_counter()
            action = choose_action(agents[seat], view)
            if view.phase == "play":
                times[sides[seat]].append(time.perf_counter() - start)
            g.apply(action)
        else:
            return GameOutcome(0.0, False, False, "hand did not finish")
    except Exception as exc:  # reported, never hidden: the arena counts every error
        return GameOutcome(0.0, False, False, f"{type(exc).__name__}: {exc}")
    assert g.result is not None and g.landlord is not None
    score = float(sum(score for score, side in zip(g.result.scores, sides, strict=True)
                      if side == "a"))
    return GameOutcome(score, score > 0, sides[g.landlord] == "a")


@dataclass(frozen=True)
class Summary:
    """Win rate (WP) and average score difference (ADP) for A, with 95% intervals."""

    deals: int
    wp: float
    wp_ci95: float
    wp_landlord: float
    wp_farmer: float
    adp: float
    adp_ci95: float
    latency_ms: dict[str, dict[str, float]]
    errors: list[str]


def summarise(outcomes: list[DealOutcome]) -> Summary:
    """Intervals use per-deal means, since a deal's two games are not independent."""
    games = [g for o in outcomes for g in o.games if g.error is None]
    errors = [f"deal {o.deal}: {g.error}" for o in outcomes for g in o.games if g.error]
    deal_wins = [sum(g.won for g in o.games) / len(o.games) for o in outcomes]
    deal_scores = [sum(g.score for g in o.games) / len(o.games) for o in outcomes]
    landlord = [g.won for g in games if g.a_landlord]
    farmer = [g.won for g in games if not g.a_landlord]
    latency = {side: percentiles([t for o in outcomes for t in o.times[side]])
               for side in ("a", "b")}
    return Summary(
        deals=len(outcomes),
        wp=_mean([float(g.won) for g in games]),
        wp_ci95=_ci95(deal_wins),
        wp_landlord=_mean([float(w) for w in landlord]),
        wp_farmer=_mean([float(w) for w in farmer]),
        adp=_mean([g.score for g in games]),
        adp_ci95=_ci95(deal_scores),
        latency_ms=latency,
        errors=errors,
    )


def percentiles(seconds: list[float]) -> dict[str, float]:
    """p50/p95/p99 of decision times, in milliseconds."""
    if not seconds:
        return {"p50": 0.0, "p95": 0.0, "p99": 0.0}
    ordered = sorted(seconds)

    def at(q: float) -> float:
        return round(1000.0 * ordered[min(len(ordered) - 1, int(q * len(ordered)))], 3)

    return {"p50": at(0.50), "p95": at(0.95), "p99": at(0.99)}


def _mean(values: list[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def _ci95(values: list[float]) -> float:
    """Half-width of the normal 95% interval of the mean."""
    n = len(values)
    if n < 2:
        return 0.0
    mean = _mean(values)
    variance = sum((v - mean) ** 2 for v in values) / (n - 1)
    return 1.96 * math.sqrt(variance / n)
