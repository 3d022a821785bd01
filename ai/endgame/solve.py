"""The solver's one entry point: :func:`solve` a position, get a :class:`Solution`.

The app (puzzles, the analysis board) and the command line both call this; it
reads the position, runs the search, collects every winning first move and the
principal line, and times the work in CPU seconds (the machine may be shared, so
wall time would measure the neighbours).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from ai.endgame.line import LineWalker, ThreeSeatTree, TwoSeatTree, winning_options
from ai.endgame.moves import MoveTable
from ai.endgame.position import Position, read_position
from ai.endgame.search import Option, ThreeSeats, TwoSeats

PASS_TEXT = "pass"


@dataclass(frozen=True)
class Solution:
    """Who wins with best play from a position, and how.

    ``winner`` is ``"first"``/``"second"`` with two hands, ``"landlord"``/``"farmers"``
    with three.  ``moves`` are the mover's winning first moves (cards as rank text,
    ``"pass"`` for passing), empty when the mover's side loses.  ``line`` is one
    principal line to the end, ply by ply, and ``line_seats`` says who makes each ply
    (0 is the first hand).  ``nodes`` counts positions searched, ``seconds`` is CPU time;
    ``decided_seconds`` is the CPU time until the winner was known (the rest went to
    proving every winning first move and to the line).
    """

    winner: str
    first_wins: bool
    moves: tuple[str, ...]
    line: tuple[str, ...]
    line_seats: tuple[int, ...]
    nodes: int
    seconds: float
    decided_seconds: float = 0.0

    def to_json(self) -> dict[str, object]:
        """The command line's ``--json`` object."""
        return {
            "winner": self.winner,
            "moves": list(self.moves),
            "line": list(self.line),
            "nodes": self.nodes,
            "seconds": round(self.seconds, 4),
        }


def option_text(option: Option) -> str:
    return PASS_TEXT if option is None else option.text


def solve(
    hands: Iterable[str],
    last: str | None = None,
    bans: Iterable[str] = (),
    last_by: int = 1,
    max_nodes: int | None = None,
) -> Solution:
    """Solve the hands (card notation, in turn order: two, or landlord and two farmers).

    ``last`` is a play for the first hand to answer, made by seat ``last_by`` (the
    second hand, by default; with three hands the third then passed).  ``bans`` are
    kind names no one may play.  Raises :class:`ai.endgame.EndgameError` with the
    reason for a position it cannot take, and :class:`ai.endgame.SearchLimit` when
    ``max_nodes`` positions were searched without an answer (no limit by default).
    Plays in the answer are rank text (``"33344"``), as :func:`game.classify` reads it.
    """
    return solve_position(read_position(hands, last, bans, last_by), max_nodes)


def _tree(
    position: Position, table: MoveTable, limit: int | None = None
) -> tuple[TwoSeatTree | ThreeSeatTree, Callable[[], int]]:
    """The searched game of the position, and how to read its node count."""
    if position.seats == 2:
        two = TwoSeats(table, limit)
        return TwoSeatTree(two, (position.hands[0], position.hands[1], position.last)), (
            lambda: two.nodes
        )
    three = ThreeSeats(table, limit)
    passes = position.seats - 1 - position.last_by if position.last is not None else 0
    hands = (position.hands[0], position.hands[1], position.hands[2])
    return ThreeSeatTree(three, (hands, 0, position.last, passes)), lambda: three.nodes


def solve_position(position: Position, max_nodes: int | None = None) -> Solution:
    """Solve a checked :class:`Position` (see :func:`solve`)."""
    started = time.process_time()
    tree, nodes = _tree(position, MoveTable(position.banned), max_nodes)
    root = tree.root
    names = ("first", "second") if position.seats == 2 else ("landlord", "farmers")
    first_wins = tree.wins(root)
    decided = time.process_time() - started
    moves = winning_options(tree, root) if first_wins else []
    walker = LineWalker(tree)
    first = tree.best(root) if first_wins else walker.choose(root)
    line = walker.line(root, first)
    return Solution(
        winner=names[0] if first_wins else names[1],
        first_wins=first_wins,
        moves=tuple(option_text(o) for o in moves),
        line=tuple(option_text(o) for _, o in line),
        line_seats=tuple(seat for seat, _ in line),
        nodes=nodes(),
        seconds=time.process_time() - started,
        decided_seconds=decided,
    )
