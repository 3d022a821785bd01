"""AI decision time in the two-player and two-deck modes: p50/p95/p99/max per level.

Run: nice -n 10 python -m bench.ai_modes_latency [--hands 4] [--seed 1] [--mode four ...]
     [--level hard --level expert]

Seeded hands are played to the end with the measured level at every seat (the landlord
fixed at seat 0, so the largest hand of the mode is in play from the first lead).  Every
play decision is timed twice: by this thread's CPU clock (what the decision costs; a
shared machine's other work does not count) and by the wall clock (what a player waits
on this machine right now, load included).  A benchmark prints figures; it never passes
or fails.
"""

from __future__ import annotations

import argparse
import os
import time

import game
from ai import choose_action, make_agent
from game.doudizhu.view import PHASE_PLAY

MODES = ("two", "four", "five", "emperor")
LEVELS = ("hard", "expert")
MAX_ACTIONS = 3000


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def play_hands(mode: str, level: str, hands: int, seed: int) -> tuple[list[float], list[float]]:
    """CPU and wall seconds of every play decision over ``hands`` seeded hands."""
    rules = game.ruleset(mode)
    cpu: list[float] = []
    wall: list[float] = []
    for h in range(hands):
        g = game.new_game(rules, seed * 1000 + h, landlord=0)
        agents = [make_agent(level, seed * 1000 + 10 * h + s) for s in range(rules.seats)]
        for _ in range(MAX_ACTIONS):
            if g.over:
                break
            seat = g.to_act
            assert seat is not None
            view = g.view(seat)
            c0, w0 = time.thread_time(), time.perf_counter()
            action = choose_action(agents[seat], view)
            if view.phase == PHASE_PLAY:
                cpu.append(time.thread_time() - c0)
                wall.append(time.perf_counter() - w0)
            g.apply(action)
    return cpu, wall


def _figures(seconds: list[float]) -> str:
    ms = [1000 * s for s in seconds]
    return " / ".join(f"{_percentile(ms, q):.1f}" for q in (0.5, 0.95, 0.99)) + \
        f" / {max(ms):.1f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--mode", action="append", choices=MODES)
    parser.add_argument("--level", action="append", choices=LEVELS)
    args = parser.parse_args()
    print(f"seed {args.seed}, {args.hands} hands per mode and level; ms p50 / p95 / p99 / max")
    for mode in args.mode or MODES:
        for level in args.level or LEVELS:
            load = os.getloadavg()[0]
            cpu, wall = play_hands(mode, level, args.hands, args.seed)
            print(f"{mode:>8} {level:>7} n={len(cpu):4d}  cpu {_figures(cpu)}   "
                  f"wall {_figures(wall)}   load {load:.1f}", flush=True)


if __name__ == "__main__":
    main()
