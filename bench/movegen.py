"""legal_plays speed: median and p99 per call, leading with 20 cards and following with 17.

Run: python -m bench.movegen [--hands 2000] [--seed 1]
Each hand is timed cold once per call site (no repeated calls on the same hand),
over seeded random hands; following uses a random legal lead from another hand.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from game import legal_plays, ruleset
from game.cards import new_deck


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run(hands: int, seed: int) -> dict[str, dict[str, float]]:
    rules = ruleset("classic")
    rng = random.Random(seed)
    deck = new_deck()
    lead_times: list[float] = []
    follow_times: list[float] = []
    counts: list[int] = []
    clock = time.perf_counter_ns
    for _ in range(hands):
        rng.shuffle(deck)
        twenty, seventeen, other = deck[:20], deck[20:37], deck[37:54]
        start = clock()
        plays = legal_plays(twenty, None, rules)
        lead_times.append((clock() - start) / 1000)
        counts.append(len(plays))
        previous = rng.choice(legal_plays(other, None, rules))
        start = clock()
        legal_plays(seventeen, previous, rules)
        follow_times.append((clock() - start) / 1000)
    return {
        "lead_20": _summary(lead_times),
        "follow_17": _summary(follow_times),
        "plays_per_lead": {"median": statistics.median(counts), "max": max(counts)},
    }


def _summary(times: list[float]) -> dict[str, float]:
    return {
        "median_us": round(statistics.median(times), 1),
        "p99_us": round(_percentile(times, 0.99), 1),
        "mean_us": round(statistics.fmean(times), 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"seed {args.seed}, {args.hands} hands")
    for name, figures in run(args.hands, args.seed).items():
        print(f"{name:>15}: " + ", ".join(f"{k} {v}" for k, v in figures.items()))


if __name__ == "__main__":
    main()
