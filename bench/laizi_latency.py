"""Decision time of one level in 癞子 by the thread's CPU clock (and the wall clock).

``python -m bench.laizi_latency LEVEL HANDS``: the level in seat 0 (the landlord's) against
two greedy farmers, one hand per seed from 100, every play decision of seat 0 timed with
``time.thread_time()`` (other work on a shared machine does not count) and
``time.perf_counter()``.  Prints p50/p95/p99 and the worst, in milliseconds.
"""

from __future__ import annotations

import sys
import time
from statistics import quantiles

import ai
import game


def main(argv: list[str]) -> int:
    level, hands = argv[0], int(argv[1])
    cpu: list[float] = []
    wall: list[float] = []
    for seed in range(hands):
        hand = game.new_game(game.ruleset("laizi"), 100 + seed)
        agents = [ai.make_agent(level if s == 0 else "greedy", seed * 3 + s) for s in range(3)]
        while not hand.over:
            seat = hand.to_act
            assert seat is not None
            view = hand.view(seat)
            started, started_cpu = time.perf_counter(), time.thread_time()
            action = ai.choose_action(agents[seat], view)
            if seat == 0 and view.phase == "play":
                cpu.append(time.thread_time() - started_cpu)
                wall.append(time.perf_counter() - started)
            hand.apply(action)
    for name, times in (("cpu", cpu), ("wall", wall)):
        q = quantiles([x * 1000 for x in times], n=100)
        print(f"{level} {name} decisions={len(times)} p50 {q[49]:.0f} p95 {q[94]:.0f} "
              f"p99 {q[98]:.0f} max {max(times) * 1000:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
