"""legal_plays speed in 癞子 (laizi): leading with 20 cards holding 2 and 4 wilds, against
classic on the same hands (where those cards are plain cards of their rank).

Run: python -m bench.movegen_laizi [--hands 500] [--seed 1]
Each hand is timed cold once per ruleset.  Both the wall clock and the process's CPU
time are printed: on a shared machine the CPU time is the steadier figure.  Following
is timed with 17 cards (2 wilds) against a random lead of another hand.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from game import legal_plays, ruleset
from game.cards import RANK_CHARS, Card, new_deck


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _timed(hand: list[Card], previous: object, rules: object, wild: str | None) -> tuple[
        float, float, int]:
    wall, cpu = time.perf_counter_ns(), time.process_time_ns()
    plays = legal_plays(hand, previous, rules, wild=wild)  # type: ignore[arg-type]
    return (time.perf_counter_ns() - wall) / 1000, (time.process_time_ns() - cpu) / 1000, len(
        plays)


def _deal(rng: random.Random, size: int, wilds: int) -> tuple[list[Card], str]:
    """``size`` cards of which exactly ``wilds`` are of the wild rank."""
    wild = rng.randrange(13)
    deck = new_deck()
    wild_cards = rng.sample([c for c in deck if c.rank == wild], wilds)
    others = rng.sample([c for c in deck if c.rank != wild], size - wilds)
    return wild_cards + others, RANK_CHARS[wild]


def run(hands: int, seed: int) -> dict[str, dict[str, float]]:
    laizi, classic = ruleset("laizi"), ruleset("classic")
    rng = random.Random(seed)
    legal_plays(new_deck(), None, classic)  # classic fills its kicker table once
    figures: dict[str, dict[str, float]] = {}
    for wilds in (2, 4):
        rows: dict[str, list[float]] = {k: [] for k in ("wall", "cpu", "plays", "classic_wall",
                                                          "classic_cpu", "classic_plays")}
        for _ in range(hands):
            hand, wild = _deal(rng, 20, wilds)
            wall, cpu, count = _timed(hand, None, laizi, wild)
            c_wall, c_cpu, c_count = _timed(hand, None, classic, None)
            for key, value in zip(rows, (wall, cpu, count, c_wall, c_cpu, c_count), strict=True):
                rows[key].append(value)
        figures[f"lead_20_{wilds}_wilds"] = _summary(rows)
    follow: dict[str, list[float]] = {"wall": [], "cpu": [], "plays": []}
    for _ in range(hands):
        hand, wild = _deal(rng, 17, 2)
        other, _ = _deal(rng, 17, 0)
        previous = rng.choice(legal_plays(other, None, laizi, wild=wild))
        wall, cpu, count = _timed(hand, previous, laizi, wild)
        for key, value in zip(follow, (wall, cpu, count), strict=True):
            follow[key].append(value)
    figures["follow_17_2_wilds"] = _summary(follow)
    return figures


def _summary(rows: dict[str, list[float]]) -> dict[str, float]:
    out: dict[str, float] = {}
    for key, values in rows.items():
        if key.endswith("plays"):
            out[f"{key}_median"] = statistics.median(values)
        else:
            out[f"{key}_median_us"] = round(statistics.median(values), 1)
            if key in ("wall", "cpu"):
                out[f"{key}_p99_us"] = round(_percentile(values, 0.99), 1)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"seed {args.seed}, {args.hands} hands")
    for name, figures in run(args.hands, args.seed).items():
        print(f"{name:>18}: " + ", ".join(f"{k} {v}" for k, v in figures.items()))


if __name__ == "__main__":
    main()
