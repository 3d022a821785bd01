"""Parser scaling: time to parse n tokens and 2n tokens, and their ratio, for every text parser.

Run: python -m bench.parsers [--start 500] [--steps 5] [--repeat 5]
A linear parser's time doubles with the text (ratio near 2); a quadratic one's
quadruples.  Each size is timed ``repeat`` times and the best kept.  Inputs past the
parsers' length bound (game.cards.MAX_TEXT) are refused at once, so the sizes stay
below it; the tests count executed lines instead of timing (tests/test_fuzz_parsers.py).
On a busy machine the largest sizes' ratios wander (the garbage collector, caches):
repeat more, or read the line counts.
"""

from __future__ import annotations

import argparse
import contextlib
import itertools
import time
from collections.abc import Callable

import game
import game.shengji as tractor
from game.cards import MAX_TEXT, parse_cards, parse_ranks
from game.plays import Play

CASES: dict[str, tuple[Callable[[str], object], str]] = {
    "parse_ranks": (parse_ranks, "3"),
    "parse_cards": (parse_cards, "3S "),
    "shengji.parse_hand": (tractor.parse_hand, "S:3 "),
    "Play.from_str": (lambda text: Play.from_str(text + ":single:3"), "3"),
    "game.parse_action": (lambda text: game.parse_action("keep " + text), "3S"),
    "shengji.parse_action": (lambda text: tractor.parse_action("play " + text), "3S "),
}


def best_time(parse: Callable[[str], object], text: str, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        with contextlib.suppress(ValueError):  # too many copies: refused once read
            parse(text)
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--start", type=int, default=500, help="tokens in the first size")
    parser.add_argument("--steps", type=int, default=5, help="how many doublings")
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    for name, (parse, token) in CASES.items():
        sizes = [args.start * 2**i for i in range(args.steps)]
        sizes = [n for n in sizes if len(token) * n <= MAX_TEXT - 20]
        times = [best_time(parse, token * n, args.repeat) for n in sizes]
        ratios = [later / earlier for earlier, later in itertools.pairwise(times)]
        shown = " ".join(f"{n}:{t * 1000:.2f}ms" for n, t in zip(sizes, times, strict=True))
        print(f"{name:22} {shown}  ratios {' '.join(f'{r:.2f}' for r in ratios)}")


if __name__ == "__main__":
    main()
