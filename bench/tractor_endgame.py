"""How long the open-hand Tractor solver takes, by cards a seat (ai/shengji/solver.py).

Random endings of ``--mode`` (four seats' cards dealt from the mode's decks, half of them
from five ranks so pairs and tractors are common, a random trump and leader, 20 points in
the kitty) are solved for every play of the leader; the CPU time and the positions searched
are reported as median and maximum per card count.

Run: python -m bench.tractor_endgame [--mode tractor] [--cards 3 4 5] [--endings 8] [--seed 1]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import game
from ai.shengji.solver import Ending, solve
from game.shengji.cards import new_deck
from game.shengji.trump import Trump

KITTY_POINTS = 20


def endings(rules: game.TractorRules, cards: int, count: int,
            rng: random.Random) -> list[Ending]:
    """``count`` random endings with ``cards`` cards a seat."""
    out = []
    seats = rules.seats
    for i in range(count):
        ranks = "AKQT95" if i % 2 else "23456789TJQKA"
        deck = [c for c in new_deck(rules.decks) if c.is_joker or c.rank_char in ranks]
        rng.shuffle(deck)
        hands = tuple(tuple(deck[s * cards:(s + 1) * cards]) for s in range(seats))
        trump = Trump(rng.choice("23456789TJQKA"), rng.choice(["S", "H", "C", "D", None]))
        dealers = frozenset(range(0, seats, 2))
        out.append(Ending(rules, trump, hands, dealers, rng.randrange(seats), (),
                          KITTY_POINTS))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else "")
    parser.add_argument("--mode", default="tractor")
    parser.add_argument("--cards", type=int, nargs="+", default=[2, 3, 4, 5])
    parser.add_argument("--endings", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    rules = game.ruleset(args.mode)
    if not isinstance(rules, game.TractorRules):
        parser.error(f"{args.mode} is not a Tractor mode")
    if args.endings < 1 or any(n < 1 or n * rules.seats > 54 * rules.decks for n in args.cards):
        parser.error("--endings must be at least 1, and --cards fit the decks")
    rng = random.Random(args.seed)
    print(f"{args.mode}: {args.endings} endings per card count, seed {args.seed}")
    for cards in args.cards:
        times, nodes = [], []
        for ending in endings(rules, cards, args.endings, rng):
            started = time.process_time()
            nodes.append(solve(ending).nodes)
            times.append(1000 * (time.process_time() - started))
        print(f"  {cards} cards a seat: CPU median {statistics.median(times):8.1f} ms, "
              f"max {max(times):8.1f} ms; positions median {statistics.median(nodes):8.0f}, "
              f"max {max(nodes)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
