"""The expert's search on fixed positions, without its clock: decisions and CPU time.

Run: nice -n 10 python -m bench.expert_search [--hands 6] [--seed 1] [--mode classic]
     [--level expert] [--save FILE | --check FILE]
     (with DDZ_SEARCH="field=value,..." for a variant of the budget, as in bench.search_variants)

The positions come from seeded hands played by the hard level at every seat (landlord
fixed at seat 0), so they are the same whatever the expert's code does.  At every play
decision the expert is asked with its clock off (its budget's sample counts bound the
work) and its random generator reseeded from the position's number, so two versions of
the search that do the same work give the same decisions.  ``--save`` writes the
decisions, ``--check`` compares them with a saved run (the check of a pure speed-up) and
exits 1 on any difference.  Time is this thread's CPU clock, so other work on a shared
machine does not count.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Iterator
from dataclasses import replace

import game
from ai import choose_action, make_agent
from ai.doudizhu.players import LEVELS, LevelAgent
from bench.search_variants import budget_from_env
from game.doudizhu.view import PHASE_PLAY, SeatView

MAX_ACTIONS = 3000


def positions(mode: str, hands: int, seed: int) -> Iterator[tuple[int, SeatView]]:
    """Every play decision (hand number, view) of ``hands`` seeded hands of hard against hard."""
    rules = game.ruleset(mode)
    for h in range(hands):
        g = game.new_game(rules, seed * 1000 + h, landlord=0)
        agents = [make_agent("hard", seed * 1000 + 10 * h + s) for s in range(rules.seats)]
        for _ in range(MAX_ACTIONS):
            if g.over:
                break
            seat = g.to_act
            assert seat is not None
            view = g.view(seat)
            if view.phase == PHASE_PLAY:
                yield h, view
            g.apply(choose_action(agents[seat], view))


def clockless(level: str, seed: int) -> LevelAgent:
    """``level``'s player with its search clock off: only sample counts bound the work.
    ``DDZ_SEARCH`` changes budget fields as for :mod:`bench.search_variants`."""
    spec = LEVELS[level]
    assert spec.budget is not None
    budget = replace(budget_from_env(spec.budget), seconds=float("inf"))
    return LevelAgent(replace(spec, budget=budget), seed)


def run(mode: str, level: str, hands: int, seed: int) -> tuple[list[str], list[float]]:
    """The level's decision at every position and its CPU seconds.

    Each hand gets new players, as in the arena (whatever they memoise starts empty).
    """
    agents: dict[tuple[int, int], LevelAgent] = {}
    decisions: list[str] = []
    cpu: list[float] = []
    for i, (h, view) in enumerate(positions(mode, hands, seed)):
        agent = agents.get((h, view.seat))
        if agent is None:
            agent = agents[h, view.seat] = clockless(level, seed * 100 + view.seat)
        agent.rng.seed(seed * 100_000 + i)
        start = time.thread_time()
        play = agent.play(view)
        cpu.append(time.thread_time() - start)
        decisions.append("pass" if play is None else str(play))
    return decisions, cpu


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--mode", default="classic")
    parser.add_argument("--level", default="expert", choices=("hard", "expert"))
    parser.add_argument("--save")
    parser.add_argument("--check")
    args = parser.parse_args()
    decisions, cpu = run(args.mode, args.level, args.hands, args.seed)
    ms = [1000 * s for s in cpu]
    print(f"{args.mode} {args.level} seed {args.seed}: {len(ms)} decisions, "
          f"cpu total {sum(cpu):.2f} s, ms p50 {_percentile(ms, 0.5):.1f} "
          f"p95 {_percentile(ms, 0.95):.1f} max {max(ms):.1f}")
    if args.save:
        with open(args.save, "w", encoding="utf-8") as out:
            json.dump(decisions, out)
    if args.check:
        with open(args.check, encoding="utf-8") as saved:
            expected = json.load(saved)
        differ = [i for i, (a, b) in enumerate(zip(expected, decisions, strict=True)) if a != b]
        print(f"{len(differ)} of {len(decisions)} decisions differ"
              + (f" (first at {differ[:5]})" if differ else ""))
        sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
