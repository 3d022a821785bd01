"""legal_plays speed in the two-player and two-deck modes: median and p95 per call.

Run: python -m bench.movegen_modes [--hands 1000] [--seed 1] [--mode four ...]
For each mode, seeded random deals: leading with the landlord's hand after the
kitty (the largest hand of the mode: 23, 33, 24, 40 cards) and following with a
farmer's hand after a random legal lead from another seat.  Each hand is timed
cold once per call site, by the thread's CPU clock (a shared machine's other work
does not count; ``--wall`` times by the wall clock instead).  A benchmark prints
figures; it never passes or fails.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from game import legal_plays, ruleset
from game.cards import new_deck

MODES = ("two", "four", "five", "emperor")


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run(mode: str, hands: int, seed: int, wall: bool = False) -> dict[str, dict[str, float]]:
    rules = ruleset(mode)
    table = rules.table
    rng = random.Random(seed)
    deck = new_deck(table.decks)
    lead_times: list[float] = []
    follow_times: list[float] = []
    lead_counts: list[int] = []
    follow_counts: list[int] = []
    clock = time.perf_counter_ns if wall else time.thread_time_ns
    size, kitty = table.hand_size, table.kitty_size
    for _ in range(hands):
        rng.shuffle(deck)
        landlord = deck[: size + kitty]
        farmer = deck[size + kitty : 2 * size + kitty]
        other = deck[2 * size + kitty : 3 * size + kitty] or deck[-size:]
        start = clock()
        plays = legal_plays(landlord, None, rules)
        lead_times.append((clock() - start) / 1000)
        lead_counts.append(len(plays))
        previous = rng.choice(legal_plays(other, None, rules))
        start = clock()
        replies = legal_plays(farmer, previous, rules)
        follow_times.append((clock() - start) / 1000)
        follow_counts.append(len(replies))
    return {
        f"lead_{size + kitty}": _summary(lead_times),
        f"follow_{size}": _summary(follow_times),
        "plays_per_lead": _counts(lead_counts),
        "plays_per_follow": _counts(follow_counts),
    }


def _summary(times: list[float]) -> dict[str, float]:
    return {
        "median_us": round(statistics.median(times), 1),
        "p95_us": round(_percentile(times, 0.95), 1),
        "p99_us": round(_percentile(times, 0.99), 1),
        "max_us": round(max(times), 1),
    }


def _counts(counts: list[int]) -> dict[str, float]:
    return {"median": statistics.median(counts), "max": max(counts)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--mode", action="append", choices=MODES)
    parser.add_argument("--wall", action="store_true", help="time by the wall clock")
    args = parser.parse_args()
    clock = "wall" if args.wall else "thread CPU"
    print(f"seed {args.seed}, {args.hands} hands per mode, {clock} time")
    for mode in args.mode or MODES:
        for name, figures in run(mode, args.hands, args.seed, args.wall).items():
            print(f"{mode:>8} {name:>16}: " + ", ".join(f"{k} {v}" for k, v in figures.items()))


if __name__ == "__main__":
    main()
