"""The Tractor expert's decisions as a hash, and its CPU time per decision.

Run: python -m bench.shengji_decisions [--mode tractor] [--hands 20] [--seed 1] [--json]
     [--expect HASH]

Plays ``--hands`` seeded hands of one mode with the expert at every seat (the
dealer fixed at seat 0 where the mode lets it be fixed) and its search clock
switched off, so every search runs its full sample counts and the play depends
on the seeds alone.  Every action of every phase goes into one SHA-256 hash
(and one per hand): the identity check for a speed-up, which must leave the
hash as it was.  CPU time (``time.process_time``) is taken per decision, so
the figures hold on a loaded machine better than wall time would; p50/p95 are
given for the play decisions (leads and follows) and the total per hand.

String hashing is randomised per process, and a set of suits iterated in hash
order could in principle steer a choice; compare hashes taken under the same
``PYTHONHASHSEED`` (the bench prints it) or check that two seeds agree.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace

from ai.shengji.players import LEVELS, LevelPlayer
from ai.shengji.search import EXPERT_BUDGET
from game import new_game, ruleset
from game.shengji.actions import TractorAction
from game.shengji.modes import TEAMS_ONE_VS_TWO, TractorRules
from game.shengji.phases.play import PHASE_PLAY
from game.shengji.view import TractorView

MAX_ACTIONS = 20_000
NO_CLOCK = float("inf")


def expert_without_clock(seed: int) -> LevelPlayer:
    """The expert with its search deadline switched off (sample counts decide alone)."""
    expert = LEVELS["expert"]
    budget = replace(expert.search or EXPERT_BUDGET, seconds=NO_CLOCK)
    return LevelPlayer(replace(expert, search=budget), seed)


def timed_decisions(rules: TractorRules, seed: int, hand: int,
                    make_player: Callable[[int], LevelPlayer],
                    ) -> Iterator[tuple[int, TractorView, TractorAction, float]]:
    """One seeded hand (the dealer at seat 0 where the mode lets it be fixed), a
    ``make_player(seed)`` at every seat: each decision's seat, view, action and CPU seconds,
    the action applied after it is yielded."""
    dealer = None if rules.teams == TEAMS_ONE_VS_TWO else 0
    g = new_game(rules, seed * 1000 + hand, dealer=dealer)
    players = [make_player(seed * 100 + hand * 10 + s) for s in range(rules.seats)]
    for _ in range(MAX_ACTIONS):
        if g.over:
            return
        seat = g.to_act
        assert seat is not None
        view = g.view(seat)
        start = time.process_time()
        action = players[seat].act(view)
        yield seat, view, action, time.process_time() - start
        g.apply(action)
    raise SystemExit(f"hand {hand} did not finish in {MAX_ACTIONS} actions")


def play_hand(rules: TractorRules, seed: int, hand: int) -> tuple[str, list[float], float]:
    """One hand: its decision hash, the CPU seconds of each play decision, the hand's total."""
    digest = hashlib.sha256()
    plays: list[float] = []
    total = 0.0
    for seat, view, action, spent in timed_decisions(rules, seed, hand, expert_without_clock):
        total += spent
        if view.phase == PHASE_PLAY:
            plays.append(spent)
        digest.update(f"{seat} {view.phase} {action!r}\n".encode())
    return digest.hexdigest(), plays, total


def _at(ordered: list[float], q: float) -> float:
    return round(1000.0 * ordered[min(len(ordered) - 1, int(q * len(ordered)))], 2)


def run(mode: str, hands: int, seed: int) -> dict[str, object]:
    rules = ruleset(mode)
    if not isinstance(rules, TractorRules):
        raise SystemExit(f"{mode} is not a Tractor mode")
    overall = hashlib.sha256()
    per_hand: list[str] = []
    times: list[float] = []
    totals: list[float] = []
    for hand in range(hands):
        digest, plays, total = play_hand(rules, seed, hand)
        overall.update(digest.encode())
        per_hand.append(digest[:12])
        times.extend(plays)
        totals.append(total)
    ordered = sorted(times)
    return {
        "mode": mode,
        "hands": hands,
        "seed": seed,
        "hashseed": os.environ.get("PYTHONHASHSEED", "random"),
        "hash": overall.hexdigest()[:16],
        "per_hand": per_hand,
        "decisions": len(times),
        "cpu_ms_p50": _at(ordered, 0.50) if ordered else 0.0,
        "cpu_ms_p95": _at(ordered, 0.95) if ordered else 0.0,
        "cpu_ms_mean": round(1000.0 * sum(times) / len(times), 2) if times else 0.0,
        "cpu_s_per_hand": round(sum(totals) / len(totals), 3) if totals else 0.0,
    }


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.shengji_decisions",
                                     description=__doc__)
    parser.add_argument("--mode", default="tractor")
    parser.add_argument("--hands", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--expect", help="the decision hash a baseline printed")
    args = parser.parse_args(argv)
    out = run(args.mode, args.hands, args.seed)
    if args.json:
        print(json.dumps(out))
    else:
        report(out)
    if args.expect and out["hash"] != args.expect:
        print(f"DECISIONS CHANGED: hash {out['hash']}, expected {args.expect}", file=sys.stderr)
        raise SystemExit(1)


def report(out: dict[str, object]) -> None:
    print(f"{out['mode']}: {out['hands']} hands, seed {out['seed']}, "
          f"PYTHONHASHSEED={out['hashseed']}")
    print(f"  decision hash {out['hash']}")
    per_hand = out["per_hand"]
    assert isinstance(per_hand, list)
    print(f"  per hand      {' '.join(per_hand)}")
    print(f"  CPU per play decision: p50 {out['cpu_ms_p50']} ms, p95 {out['cpu_ms_p95']} ms, "
          f"mean {out['cpu_ms_mean']} ms over {out['decisions']}")
    print(f"  CPU per hand: {out['cpu_s_per_hand']} s")


if __name__ == "__main__":
    main()
