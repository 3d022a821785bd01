"""CPU per play decision of an expert variant: ``bench.shengji_decisions`` with budget fields.

Run: python -m bench.tractor_budget_cost --budget deep_tricks=4 [--mode tractor] [--hands 2]

The same seeded hands as :mod:`bench.shengji_decisions` (the dealer fixed at seat 0, the
variant at every seat, its clock off so sample counts decide alone), with the
:class:`ai.shengji.search.SearchBudget` fields of ``--budget`` replaced (as
``TRACTOR_BUDGET`` of :mod:`bench.tractor_variants`).  Leads and follows are timed apart,
so a variant that searches leads deeper shows where its CPU goes.
"""

from __future__ import annotations

import argparse
from dataclasses import replace
from functools import partial

from ai.shengji.players import LevelPlayer
from bench.shengji_decisions import timed_decisions
from bench.tractor_variants import level_from
from game import ruleset
from game.shengji.modes import TractorRules
from game.shengji.phases.play import PHASE_PLAY


def _at(ordered: list[float], q: float) -> float:
    return round(1000.0 * ordered[min(len(ordered) - 1, int(q * len(ordered)))], 1)


def run(mode: str, hands: int, seed: int, budget: str) -> dict[str, list[float]]:
    """CPU seconds of every lead and follow decision over ``hands`` hands."""
    rules = ruleset(mode)
    if not isinstance(rules, TractorRules):
        raise SystemExit(f"{mode} is not a Tractor mode")
    level = level_from("expert", "", budget or "seconds=inf")
    assert level.search is not None
    level = replace(level, search=replace(level.search, seconds=float("inf")))
    times: dict[str, list[float]] = {"lead": [], "follow": []}
    for hand in range(hands):
        for _, view, _, spent in timed_decisions(rules, seed, hand,
                                                 partial(LevelPlayer, level)):
            if view.phase == PHASE_PLAY:
                leading = not view.tricks or len(view.tricks[-1].plays) in (0, rules.seats)
                times["lead" if leading else "follow"].append(spent)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.tractor_budget_cost",
                                     description=__doc__)
    parser.add_argument("--mode", default="tractor")
    parser.add_argument("--hands", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", default="", help="SearchBudget fields, a=1,b=2")
    args = parser.parse_args()
    times = run(args.mode, args.hands, args.seed, args.budget)
    every = sorted(times["lead"] + times["follow"])
    print(f"{args.mode} {args.budget or '(expert)'}: {args.hands} hands")
    for name, found in (*times.items(), ("all", every)):
        ordered = sorted(found)
        if ordered:
            print(f"  {name:6} n={len(ordered):4}  p50 {_at(ordered, 0.5):7.1f}  "
                  f"p95 {_at(ordered, 0.95):7.1f}  max {_at(ordered, 1.0):7.1f} ms CPU")


if __name__ == "__main__":
    main()
