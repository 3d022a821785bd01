"""The match runner: ``python -m ai.arena --mode classic --deals N --seed S --a SPEC --b SPEC``.

Plays duplicate deals (see :mod:`ai.match`) on one or several processes and
prints A's win rate and average score difference, as landlord, as farmers and
overall, with 95% intervals, and each side's decision times.  Every run prints
its seed and deal count (on stderr with ``--json``, so stdout stays one JSON
object).  Any exception or illegal action is counted and makes the exit code 1.

Long runs can be split and resumed: ``--first N`` starts at deal index N (a deal's
cards and agents' seeds depend only on the seed and its index, so deals 0..499 and
500..999 are exactly the deals of one 1,000-deal run), ``--out FILE`` appends one
JSON line per finished deal, skipping deals the file already holds, and
``--merge FILE ...`` summarises saved deals without playing.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import sys
import time
from collections.abc import Sequence
from functools import partial

import game
from ai.match import DealOutcome, GameOutcome, Summary, play_deal, summarise


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m ai.arena", description=__doc__)
    parser.add_argument("--mode", default="classic", help="ruleset name (classic, happy)")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--a", default="hard", help="agent spec A")
    parser.add_argument("--b", default="greedy", help="agent spec B")
    parser.add_argument("--bidding", action="store_true", help="bid instead of a fixed landlord")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="a rule option of the mode, e.g. bidding4=three_or_pass "
                        "(repeatable)")
    parser.add_argument("--workers", type=int, default=1, help="processes (default 1)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--first", type=int, default=0, help="first deal index (default 0)")
    parser.add_argument("--out", help="append each finished deal to this JSON-lines file; "
                        "deals it already holds are not played again")
    parser.add_argument("--merge", nargs="+", metavar="FILE",
                        help="summarise the deals saved in these files instead of playing")
    args = parser.parse_args(argv)
    if args.deals < 0 or args.first < 0 or args.workers < 1:
        parser.error("--deals and --first must be >= 0 and --workers >= 1")
    if any("=" not in option for option in args.option):
        parser.error("--option takes KEY=VALUE, e.g. --option bidding4=three_or_pass")
    if not args.merge:
        try:
            rules_of(args)
        except (ValueError, TypeError) as exc:
            parser.error(str(exc))
    return args


def outcome_record(outcome: DealOutcome, args: argparse.Namespace) -> dict[str, object]:
    """One saved deal, tagged with the run's settings so files of other runs are refused."""
    return {"run": run_key(args), "deal": outcome.deal,
            "games": [[g.score, g.won, g.a_landlord, g.error] for g in outcome.games],
            "times": outcome.times}


def run_key(args: argparse.Namespace) -> str:
    mode = ",".join([args.mode, *sorted(args.option)])
    return f"{mode}|{args.seed}|{args.a}|{args.b}|{'bid' if args.bidding else 'fixed'}"


def rules_of(args: argparse.Namespace) -> game.Ruleset:
    """The mode with its ``--option`` values (text; the ruleset checks and converts them)."""
    options = dict(option.partition("=")[::2] for option in args.option)
    return game.ruleset(args.mode, **options) if options else game.ruleset(args.mode)


def read_outcomes(path: str, key: str | None = None) -> tuple[list[DealOutcome], set[str]]:
    """The deals saved in ``path`` (the last copy of a deal wins) and the runs they came from.

    A line that is not a saved deal (a run killed mid-write leaves a partial last line)
    is skipped; with ``key`` only deals of that run are returned.
    """
    deals: dict[int, DealOutcome] = {}
    runs: set[str] = set()
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            try:
                row = json.loads(line)
                outcome = DealOutcome(int(row["deal"]),
                                      [GameOutcome(float(s), bool(w), bool(ll), e)
                                       for s, w, ll, e in row["games"]],
                                      {side: [float(t) for t in row["times"][side]]
                                       for side in ("a", "b")})
            except (ValueError, KeyError, TypeError):
                continue
            if key is None or row.get("run") == key:
                deals[outcome.deal] = outcome
                runs.add(str(row.get("run")))
    return [deals[d] for d in sorted(deals)], runs


def run(args: argparse.Namespace) -> list[DealOutcome]:
    rules = rules_of(args)
    task = partial(play_deal, rules, args.seed, spec_a=args.a, spec_b=args.b,
                   bidding=args.bidding)
    deals = list(range(args.first, args.first + args.deals))
    saved: list[DealOutcome] = []
    if args.out and os.path.exists(args.out):
        _end_line(args.out)
        saved, _ = read_outcomes(args.out, run_key(args))
        saved = [o for o in saved if o.deal in deals]
        done = {o.deal for o in saved}
        deals = [d for d in deals if d not in done]
    if args.workers <= 1:
        return saved + [_kept(task(d), args) for d in deals]
    with multiprocessing.get_context("spawn").Pool(args.workers) as pool:
        chunk = max(1, min(16, len(deals) // (4 * args.workers)))
        if args.out:
            chunk = 1  # every finished deal reaches the file at once
        return saved + [_kept(o, args) for o in pool.imap(task, deals, chunksize=chunk)]


def _end_line(path: str) -> None:
    """Close a partial last line (a killed run's) so the next deal starts a line of its own."""
    with open(path, "rb+") as handle:
        if handle.seek(0, os.SEEK_END) == 0:
            return
        handle.seek(-1, os.SEEK_END)
        if handle.read(1) != b"\n":
            handle.write(b"\n")


def _kept(outcome: DealOutcome, args: argparse.Namespace) -> DealOutcome:
    """Append a finished deal to ``--out`` (flushed, so a killed run loses only its last deal)."""
    if args.out:
        with open(args.out, "a", encoding="utf-8") as handle:
            handle.write(json.dumps(outcome_record(outcome, args)) + "\n")
    return outcome


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


def report(args: argparse.Namespace, summary: Summary, how: str) -> str:
    """The run's summary in lines; ``how`` says how it was got (the workers and wall time
    of a run, or the files of a merge)."""
    lat = summary.latency_ms
    lines = [
        f"A={args.a}  B={args.b}  mode={args.mode}  bidding={'on' if args.bidding else 'off'}",
        f"deals={summary.deals} (games={2 * summary.deals})  seed={args.seed}  {how}",
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
    if args.merge:
        return merge(args)
    out = sys.stderr if args.json else sys.stdout
    options = "".join(f" {option}" for option in args.option)
    print(f"arena: seed={args.seed} deals={args.deals} mode={args.mode}{options} "
          f"a={args.a} b={args.b} workers={args.workers}", file=out, flush=True)
    start = time.perf_counter()
    summary = summarise(run(args))
    seconds = time.perf_counter() - start
    if args.json:
        print(json.dumps(as_json(summary)))
        for error in summary.errors[:10]:
            print(error, file=sys.stderr)
    else:
        print(report(args, summary, f"workers={args.workers}  wall={seconds:.1f}s"))
    return 1 if summary.errors else 0


def merge(args: argparse.Namespace) -> int:
    """Summarise saved deals; files from different runs (mode, seed, agents) are refused."""
    outcomes: dict[int, DealOutcome] = {}
    runs: set[str] = set()
    for path in args.merge:
        if not os.path.exists(path):
            print(f"arena: no such file: {path}", file=sys.stderr)
            return 2
        found, kinds = read_outcomes(path)
        runs |= kinds
        outcomes.update({o.deal: o for o in found})
    if len(runs) != 1:
        print(f"arena: the files hold {len(runs)} different runs: {sorted(runs)}", file=sys.stderr)
        return 2
    mode, seed, a, b, bidding = next(iter(runs)).split("|")
    args.mode, args.seed, args.a, args.b = mode, int(seed), a, b
    args.bidding = bidding == "bid"
    summary = summarise([outcomes[d] for d in sorted(outcomes)])
    how = f"merged from {len(args.merge)} file(s)"
    print(json.dumps(as_json(summary)) if args.json else report(args, summary, how))
    return 1 if summary.errors else 0


if __name__ == "__main__":
    sys.exit(main())
