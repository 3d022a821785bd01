"""Endgame solver speed: CPU seconds and nodes per position, by card count.

Run: python -m bench.endgame [--sizes 6x6,8x8,...] [--positions 10] [--seed 1] [--three]

Each row deals ``--positions`` seeded random two-seat positions of n against m cards
from one deck (the first hand leads) and solves each in full, as the command line
does: the winner, every winning first move and the principal line ("winner known"
columns: the CPU time until the winner alone was known).  Times are CPU
seconds of this process (``time.process_time``), so a busy machine slows the
figures less than wall time would.  ``--three`` adds landlord-against-farmers rows.
"""

from __future__ import annotations

import argparse
import random
import statistics

from ai.endgame import Solution, solve
from ai.endgame.moves import RANK_CHARS

DEFAULT_SIZES = "6x6,8x8,10x10,11x11,12x12,13x12,13x13"
THREE_SIZES = "5x5x5,6x6x6,7x7x7"
_DECK = [r for r in range(13) for _ in range(4)] + [13, 14]


def deal(rng: random.Random, sizes: list[int]) -> list[str]:
    """Hands of these sizes from one shuffled deck, as rank text."""
    cards = rng.sample(_DECK, sum(sizes))
    hands, start = [], 0
    for n in sizes:
        hands.append("".join(RANK_CHARS[r] for r in sorted(cards[start : start + n])))
        start += n
    return hands


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run_row(sizes: list[int], positions: int, seed: int) -> dict[str, object]:
    """Solve ``positions`` deals of these sizes; the row's figures."""
    rng = random.Random(f"{seed}:{'x'.join(map(str, sizes))}")
    solutions: list[Solution] = [solve(deal(rng, sizes)) for _ in range(positions)]
    seconds = [s.seconds for s in solutions]
    nodes = [float(s.nodes) for s in solutions]
    worst = max(solutions, key=lambda s: s.seconds)
    decided = [s.decided_seconds for s in solutions]
    return {
        "sizes": "x".join(map(str, sizes)),
        "positions": positions,
        "first_wins": sum(s.first_wins for s in solutions),
        "median_s": statistics.median(seconds),
        "p95_s": _percentile(seconds, 0.95),
        "max_s": worst.seconds,
        "under_1s": sum(t < 1.0 for t in seconds),
        "decide_median_s": statistics.median(decided),
        "decide_max_s": max(decided),
        "median_nodes": int(statistics.median(nodes)),
        "max_nodes": int(max(nodes)),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default=DEFAULT_SIZES, help="rows, e.g. 8x8,13x12")
    parser.add_argument("--positions", type=int, default=10, help="positions per row")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--three", action="store_true", help=f"add rows {THREE_SIZES}")
    args = parser.parse_args()
    rows = args.sizes.split(",") + (THREE_SIZES.split(",") if args.three else [])
    print(f"seed {args.seed}, {args.positions} positions a row, CPU seconds (process_time)")
    header = ("cards", "n", "first wins", "median s", "p95 s", "max s", "< 1 s",
              "winner known: median s", "max s", "median nodes", "max nodes")
    print(" | ".join(header))
    print(" | ".join("---" for _ in header))
    for row in rows:
        r = run_row([int(n) for n in row.split("x")], args.positions, args.seed)
        print(
            f"{r['sizes']} | {r['positions']} | {r['first_wins']} | {r['median_s']:.3f} | "
            f"{r['p95_s']:.3f} | {r['max_s']:.3f} | {r['under_1s']} | "
            f"{r['decide_median_s']:.3f} | {r['decide_max_s']:.3f} | "
            f"{r['median_nodes']:,} | {r['max_nodes']:,}",
            flush=True,
        )


if __name__ == "__main__":
    main()
