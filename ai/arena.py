"""The match runner: ``python -m ai.arena --mode classic --deals N --seed S --a SPEC --b SPEC``.

Plays duplicate deals (see :mod:`ai.match`) on one or several processes and
prints A's win rate and average score difference, as landlord, as farmers and
overall, with 95% intervals, and each side's decision times.  Every run prints
its seed and deal count (on stderr with ``--json``, so stdout stays one JSON
object).  Any exception or illegal action is counted and makes the exit code 1.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import time
from collections.abc import Sequence
from functools import partial

import game
from ai.match import DealOutcome, Summary, play_deal, summarise
from ai.shengji.match import play_deal as tractor_deal


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m ai.arena", description=__doc__)
    parser.add_argument("--mode", default="classic", help="ruleset name (classic, happy)")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--a", default="hard", help="agent spec A")
    parser.add_argument("--b", default="greedy", help="agent spec B")
    parser.add_argument("--bidding", action="store_true", help="bid instead of a fixed landlord")
    parser.add_argument("--workers", type=int, default=1, help="processes (default 1)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return parser.parse_args(argv)


def run(args: argparse.Namespace) -> list[DealOutcome]:
    rules = game.ruleset(args.mode)
    deal = tractor_deal if rules.family == "shengji" else play_deal  # Tractor: ai.shengji.match
    task = partial(deal, rules, args.seed, spec_a=args.a, spec_b=args.b,
                   bidding=args.bidding)
    deals = range(args.deals)
    if args.workers <= 1:
        return [task(d) for d in deals]
    with multiprocessing.get_context("spawn").Pool(args.workers) as pool:
        chunk = max(1, min(16, args.deals // (4 * args.workers)))
        return list(pool.imap(task, deals, chunksize=chunk))


def as_json(summary: Summary) -> dict[str, object]:
    return {
        "deals": summary.deals,
        "wp": round(summary.wp, 4),
        "wp_landlord": round(summary.wp_landlord, 4),
        "wp_farmer": round(summary.wp_farmer, 4),
        "adp": round(summary.adp, 4),
        "wp_ci95": round(summary.wp_ci95, 4),
        "latency_ms": summary.latency_ms,
    }


def report(args: argparse.Namespace, summary: Summary, seconds: float) -> str:
    lat = summary.latency_ms
    lines = [
        f"A={args.a}  B={args.b}  mode={args.mode}  bidding={'on' if args.bidding else 'off'}",
        f"deals={summary.deals} (games={2 * summary.deals})  seed={args.seed}  "
        f"workers={args.workers}  wall={seconds:.1f}s",
        f"WP  overall {summary.wp:.3f} ± {summary.wp_ci95:.3f}   "
        f"landlord {summary.wp_landlord:.3f}   farmers {summary.wp_farmer:.3f}",
        f"ADP overall {summary.adp:+.3f} ± {summary.adp_ci95:.3f}",
    ]
    for side in ("a", "b"):
        t = lat[side]
        lines.append(f"latency {side.upper()} ms  p50 {t['p50']:.2f}  p95 {t['p95']:.2f}  "
                     f"p99 {t['p99']:.2f}")
    lines.append(f"errors {len(summary.errors)}")
    lines += [f"  {e}" for e in summary.errors[:10]]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    out = sys.stderr if args.json else sys.stdout
    print(f"arena: seed={args.seed} deals={args.deals} mode={args.mode} "
          f"a={args.a} b={args.b} workers={args.workers}", file=out, flush=True)
    start = time.perf_counter()
    summary = summarise(run(args))
    seconds = time.perf_counter() - start
    if args.json:
        print(json.dumps(as_json(summary)))
        for error in summary.errors[:10]:
            print(error, file=sys.stderr)
    else:
        print(report(args, summary, seconds))
    return 1 if summary.errors else 0


if __name__ == "__main__":
    sys.exit(main())
