"""``python -m ai.endgame FIRST SECOND [--third THIRD] [--last PLAY] [--ban KIND,...] [--json]``.

FIRST moves first; it leads unless ``--last`` gives a play (made by SECOND) to answer.
With ``--third`` FIRST is the landlord and SECOND, THIRD the farmers, in turn order.
Exit status 0 with the answer, 2 for a position or option it cannot take.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from ai.endgame.moves import CLASSIC_KINDS
from ai.endgame.position import EndgameError
from ai.endgame.solve import Solution, solve

_WHO = {"first": "FIRST", "second": "SECOND", "landlord": "the landlord (FIRST)",
        "farmers": "the farmers (SECOND, THIRD)"}


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m ai.endgame",
        description="Solve an open-hand Dou Dizhu endgame (classic combinations, one deck).",
    )
    parser.add_argument("first", metavar="FIRST", help="the hand that moves first, e.g. 3345TTJB")
    parser.add_argument("second", metavar="SECOND", help="the next hand in turn order")
    parser.add_argument("--third", metavar="THIRD",
                        help="a third hand: FIRST is then the landlord, SECOND and THIRD farmers")
    parser.add_argument("--last", metavar="PLAY",
                        help="a play SECOND made that FIRST must answer (or pass)")
    parser.add_argument("--ban", metavar="KIND,...", default="",
                        help="kinds nobody may play: " + ", ".join(CLASSIC_KINDS))
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def _report(solution: Solution, seats: int) -> str:
    names = ("FIRST", "SECOND", "THIRD")[:seats]
    lines = [f"winner: {_WHO[solution.winner]}"]
    moves = ", ".join(solution.moves) if solution.moves else "none (FIRST's side loses)"
    lines.append(f"winning first moves: {moves}")
    lines.append("line:")
    for seat, ply in zip(solution.line_seats, solution.line, strict=True):
        lines.append(f"  {names[seat]:<6} {ply}")
    lines.append(f"nodes: {solution.nodes:,}  cpu seconds: {solution.seconds:.3f}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; the exit status."""
    args = _parser().parse_args(argv)
    hands = [args.first, args.second] + ([args.third] if args.third is not None else [])
    try:
        solution = solve(hands, last=args.last, bans=args.ban.split(","))
    except EndgameError as error:
        print(f"python -m ai.endgame: {error}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(solution.to_json(), ensure_ascii=False))
    else:
        print(_report(solution, len(hands)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
