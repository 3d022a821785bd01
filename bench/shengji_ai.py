"""Tractor AI decision times: p50/p95/p99 of leads and follows per level, per mode.

Run: python -m bench.shengji_ai [--hands 4] [--seed 1] [--modes tractor,tractor_four_decks]
     [--levels beginner,normal,hard,expert]

Each level plays ``--hands`` seeded hands of each mode at every seat (the
dealer fixed at seat 0), and every play decision is timed through
``ai.choose_action`` — the path the app and the arena use.  Declaring,
burying and the other phases are timed apart (they are a few per hand).
Prints figures as JSON lines; never asserts on time.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Sequence

from ai import choose_action, make_agent
from ai.match import percentiles
from game import new_game, ruleset
from game.shengji.modes import TEAMS_ONE_VS_TWO, TractorRules


def time_level(mode: str, level: str, hands: int, seed: int) -> dict[str, object]:
    rules = ruleset(mode)
    if not isinstance(rules, TractorRules):
        raise SystemExit(f"{mode} is not a Tractor mode")
    times: dict[str, list[float]] = {"lead": [], "follow": [], "other": []}
    for hand in range(hands):
        dealer = None if rules.teams == TEAMS_ONE_VS_TWO else 0
        g = new_game(rules, seed * 1000 + hand, dealer=dealer)
        agents = [make_agent(level, seed * 100 + hand * 10 + s) for s in range(rules.seats)]
        while not g.over:
            seat = g.to_act
            assert seat is not None
            view = g.view(seat)
            start = time.perf_counter()
            action = choose_action(agents[seat], view)
            spent = time.perf_counter() - start
            kind = ("lead" if view.leading else "follow") if view.phase == "play" else "other"
            times[kind].append(spent)
            g.apply(action)
    out: dict[str, object] = {"mode": mode, "level": level, "hands": hands}
    for kind, seconds in times.items():
        out[kind] = {**percentiles(seconds), "n": len(seconds)}
    return out


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.shengji_ai", description=__doc__)
    parser.add_argument("--hands", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--modes", default="tractor,tractor_four_decks")
    parser.add_argument("--levels", default="beginner,normal,hard,expert")
    args = parser.parse_args(argv)
    for mode in args.modes.split(","):
        for level in args.levels.split(","):
            print(json.dumps(time_level(mode, level, args.hands, args.seed)), flush=True)


if __name__ == "__main__":
    main()
