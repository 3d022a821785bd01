"""Tractor trick-rule speed: median and p95 of follow_error, throw_result and candidates.

Run: python -m bench.shengji_follow [--positions 1000] [--seed 1]

For each mode (``tractor``: two decks, 25-card hands; ``tractor_four_decks``:
52-card hands) and each seeded random position: a random trump, a deal, a
lead from the first hand (a single, a pair or tractor of its reading, or a
throw of two or three of its components), then for the next hand:

- ``candidates``: :func:`follow_candidates` for that hand;
- ``follow_error``: judging one completion of a candidate (a legal follow);
- ``throw_result``: judging the throw against the three other hands (throws only).

Prints figures; never asserts on time.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from game.cards import Card
from game.rules import ruleset
from game.shengji.candidates import follow_candidates
from game.shengji.cards import new_deck
from game.shengji.follow import follow_error
from game.shengji.lead import throw_result
from game.shengji.shapes import holdings, read
from game.shengji.trump import LEVELS, Trump, order_for

MODES = (("tractor", 25), ("tractor_four_decks", 52))


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _summary(times: list[float]) -> dict[str, float]:
    return {
        "median_us": round(statistics.median(times), 1),
        "p95_us": round(_percentile(times, 0.95), 1),
        "max_us": round(max(times), 1),
        "n": len(times),
    }


def _lead(rng: random.Random, hand: list[Card], trump: Trump, rules: Any) -> list[Card]:
    order = order_for(trump, rules)
    groups = list(holdings(hand, order).values())
    h = rng.choice(groups)
    reading = read(h, order)
    roll = rng.random()
    if roll < 0.3 or len(reading.parts) == 1:
        return h.cards_of([reading.parts[0] if roll < 0.15 else rng.choice(reading.parts)])
    k = min(len(reading.parts), rng.choice((2, 3)))
    return h.cards_of(rng.sample(list(reading.parts), k))


def _timed(times: list[float], fn: Callable[..., Any], *args: Any) -> Any:
    """Call ``fn(*args)`` once, cold, and record its time in microseconds."""
    start = time.perf_counter_ns()
    result = fn(*args)
    times.append((time.perf_counter_ns() - start) / 1000)
    return result


def run_mode(name: str, hand_size: int, positions: int, seed: int) -> dict[str, Any]:
    rules = ruleset(name)
    rng = random.Random(seed)
    deck = new_deck(rules.decks)
    levels = LEVELS[1:-1] if rules.permanent_twos else LEVELS[:-1]
    times: dict[str, list[float]] = {"follow_error": [], "throw_result": [], "candidates": []}
    for _ in range(positions):
        trump = Trump(rng.choice(levels), rng.choice(["S", "H", "C", "D", None]))
        rng.shuffle(deck)
        hands = [deck[i * hand_size : (i + 1) * hand_size] for i in range(4)]
        lead = _lead(rng, hands[0], trump, rules)
        if read(lead, order_for(trump, rules)).is_throw:
            _timed(times["throw_result"], throw_result, lead, hands[1:], trump, rules)
        hand = hands[1]
        candidates = _timed(times["candidates"], follow_candidates, hand, lead, trump, rules)
        pick = rng.choice(candidates)
        play = pick.complete(rng.sample(list(pick.pool), pick.count))
        error = _timed(times["follow_error"], follow_error, play, hand, lead, trump, rules)
        assert error is None, error  # a candidate is always legal: not a timing check
    return {key: _summary(values) for key, values in times.items() if values}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--positions", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    results = {name: run_mode(name, size, args.positions, args.seed) for name, size in MODES}
    if args.json:
        print(json.dumps(results))
        return
    for name, size in MODES:
        print(f"{name} ({size}-card hands, {args.positions} positions, seed {args.seed})")
        for key, summary in results[name].items():
            print(
                f"  {key:13s} median {summary['median_us']:8.1f} us   "
                f"p95 {summary['p95_us']:8.1f} us   max {summary['max_us']:9.1f} us"
                f"   (n={summary['n']})"
            )


if __name__ == "__main__":
    main()
