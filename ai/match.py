"""Playing duplicate deals between two agent specs, in either family, and summarising them.

Duplicate format: every deal is played twice with the same cards, once per way of
seating A and B in the mode's roles, so luck of the cards cancels out.  One runner
plays both families; each supplies what differs as data (:class:`MatchFamily`):
who sits where in each game and the agents' seeds, how a hand starts (the fixed
landlord or dealer, or bidding), which phase's decisions are timed, and how a
finished hand scores for A (:mod:`ai.doudizhu.match`, :mod:`ai.shengji.match`).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from ai.agents import Agent, choose_action, make_agent
from ai.doudizhu import match as doudizhu_match
from ai.shengji import match as tractor_match
from game.rules import Ruleset


class Hand(Protocol):
    """What the runner reads of a hand in play, in either family."""

    @property
    def over(self) -> bool: ...

    @property
    def to_act(self) -> int | None: ...

    def view(self, seat: int) -> Any: ...

    def apply(self, action: Any) -> Any: ...


@dataclass(frozen=True)
class MatchFamily:
    """What one game family supplies to the runner; the functions are module-level, so a
    deal's task pickles to worker processes."""

    seat_sides: Callable[[Ruleset, bool], list[str]]  # (rules, swap): "a" or "b" per seat
    agent_seed_base: Callable[[Ruleset, int, bool], int]  # (rules, game seed, swap)
    start: Callable[[Ruleset, int, bool], Any]  # (rules, game seed, bidding): a Hand
    score: Callable[[Any, list[str]], tuple[float, bool, bool]]  # A's score, won, A's role
    timed_phase: str
    max_actions: int


FAMILIES: dict[str, MatchFamily] = {
    family: MatchFamily(module.seat_sides, module.agent_seed_base, module.start, module.score,
                        module.TIMED_PHASE, module.MAX_ACTIONS)
    for family, module in (("doudizhu", doudizhu_match), ("shengji", tractor_match))
}


@dataclass
class GameOutcome:
    """One game from A's side: its score, whether it won, and whether A played the
    landlord's role (the dealer's side, in Tractor)."""

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
    """The cards of deal ``deal`` of a run seeded ``seed`` (both games of a deal share them)."""
    return seed * 1_000_003 + deal


def play_deal(
    rules: Ruleset, seed: int, deal: int, spec_a: str, spec_b: str, bidding: bool
) -> DealOutcome:
    """Play deal ``deal`` once per seating (A in the first role, then B) and report A's
    results, by the rules of the ruleset's family."""
    family = FAMILIES[rules.family]
    game_seed = deal_seed(seed, deal)
    outcome = DealOutcome(deal, [])
    for swap in (False, True):
        sides = family.seat_sides(rules, swap)
        base = family.agent_seed_base(rules, game_seed, swap)
        agents: list[Agent] = [
            make_agent(spec_a if side == "a" else spec_b, base + s) for s, side in enumerate(sides)
        ]
        hand: Hand = family.start(rules, game_seed, bidding)
        outcome.games.append(play_game(family, hand, sides, agents, outcome.times))
    return outcome


def play_game(
    family: MatchFamily,
    hand: Hand,
    sides: list[str],
    agents: list[Agent],
    times: dict[str, list[float]],
) -> GameOutcome:
    """Play ``hand`` out; decision times of the family's timed phase go into ``times`` by side."""
    try:
        for _ in range(family.max_actions):
            if hand.over:
                break
            seat = hand.to_act
            assert seat is not None
            view = hand.view(seat)
            begun = time.perf_counter()
            action = choose_action(agents[seat], view)
            if view.phase == family.timed_phase:
                times[sides[seat]].append(time.perf_counter() - begun)
            hand.apply(action)
        else:
            return GameOutcome(0.0, False, False, "hand did not finish")
        return GameOutcome(*family.score(hand, sides))
    except Exception as exc:  # reported, never hidden: the arena counts every error
        return GameOutcome(0.0, False, False, f"{type(exc).__name__}: {exc}")
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
