"""The shipped 残局 puzzles, read and checked: chapters of positions the solver proved.

``tools/make_puzzles.py`` writes them (``assets/puzzles/puzzles.json``); the app reads
them through :func:`read_puzzles`, which refuses a file of the wrong shape with a
:class:`PuzzleError` naming the culprit, so a damaged file never reaches the table.
:func:`daily` picks the day's puzzle from the date alone, the same on every machine.
"""

from __future__ import annotations

import datetime
import hashlib
import json
from dataclasses import dataclass
from typing import Any

from ai.endgame.position import EndgameError, read_bans
from ai.endgame.spot import Spot, start

FORMAT = 1


class PuzzleError(ValueError):
    """A puzzle file the app cannot use, with the reason."""


@dataclass(frozen=True)
class Puzzle:
    """One position: hands (the player's first), the play to answer, the proof's figures.

    ``moves`` are the winning first moves, ``line`` the solution (seat, play) ply by
    ply, ``options`` how many first moves there were and ``losing`` how many of them
    lose; ``nodes`` is what the solver searched to prove it.  ``bans`` are the kinds
    no one may play in this puzzle (classic kind names; none by default).
    """

    ident: str
    chapter: int
    hands: tuple[str, ...]
    last: str | None
    moves: tuple[str, ...]
    line: tuple[tuple[int, str], ...]
    options: int
    losing: int
    nodes: int
    bans: tuple[str, ...] = ()

    def spot(self) -> Spot:
        """The opening position (the player, seat 0, to move), the bans in force."""
        return start(self.hands, self.last, self.bans)


@dataclass(frozen=True)
class Chapter:
    number: int
    seats: int
    puzzles: tuple[Puzzle, ...]

    @property
    def bans(self) -> tuple[str, ...]:
        """Every kind some puzzle of the chapter bans, in the order they first appear."""
        return tuple(dict.fromkeys(kind for p in self.puzzles for kind in p.bans))


def _need(value: Any, kind: type, where: str) -> Any:
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise PuzzleError(f"{where} should be {kind.__name__}, not {type(value).__name__}")
    return value


def _puzzle(data: Any, chapter: int, where: str) -> Puzzle:
    _need(data, dict, where)
    hands = tuple(_need(h, str, f"{where} hand") for h in _need(data.get("hands"), list, where))
    last = data.get("last")
    if last is not None:
        _need(last, str, f"{where} last")
    bans = tuple(_need(b, str, f"{where} ban") for b in _need(data.get("bans", []), list, where))
    line = []
    for ply in _need(data.get("line"), list, f"{where} line"):
        seat, play = _need(ply, list, f"{where} line")[:2]
        line.append((_need(seat, int, f"{where} line seat"), _need(play, str, f"{where} line")))
    puzzle = Puzzle(
        ident=_need(data.get("id"), str, f"{where} id"),
        chapter=chapter,
        hands=hands,
        last=last,
        moves=tuple(_need(m, str, f"{where} move") for m in _need(data.get("moves"), list, where)),
        line=tuple(line),
        options=_need(data.get("options"), int, f"{where} options"),
        losing=_need(data.get("losing"), int, f"{where} losing"),
        nodes=_need(data.get("nodes"), int, f"{where} nodes"),
        bans=bans,
    )
    try:
        read_bans(bans)
        puzzle.spot()
    except EndgameError as error:
        raise PuzzleError(f"{where}: {error}") from None
    if not puzzle.moves or not puzzle.line:
        raise PuzzleError(f"{where} has no solution")
    return puzzle


def read_puzzles(text: str) -> tuple[Chapter, ...]:
    """The chapters of a puzzle file's text (``PuzzleError`` when it cannot be used)."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise PuzzleError(f"not JSON: {error}") from None
    _need(data, dict, "the file")
    if data.get("format") != FORMAT:
        raise PuzzleError(f"format {data.get('format')!r}, this game reads {FORMAT}")
    chapters = []
    for c, chapter in enumerate(_need(data.get("chapters"), list, "chapters")):
        _need(chapter, dict, f"chapter {c + 1}")
        number = _need(chapter.get("id"), int, f"chapter {c + 1} id")
        rows = _need(chapter.get("puzzles"), list, f"chapter {number} puzzles")
        puzzles = tuple(_puzzle(p, number, f"puzzle {number}-{i + 1}") for i, p in enumerate(rows))
        if not puzzles:
            raise PuzzleError(f"chapter {number} has no puzzles")
        chapters.append(Chapter(number, len(puzzles[0].hands), puzzles))
    if not chapters:
        raise PuzzleError("no chapters")
    return tuple(chapters)


def every_puzzle(chapters: tuple[Chapter, ...]) -> list[Puzzle]:
    return [p for chapter in chapters for p in chapter.puzzles]


def daily(chapters: tuple[Chapter, ...], day: datetime.date) -> Puzzle:
    """The day's puzzle: a hash of the date picks one, the same everywhere that day
    (``hash()`` of a string changes between runs, so a digest is used)."""
    puzzles = every_puzzle(chapters)
    digest = hashlib.sha256(day.isoformat().encode()).digest()
    return puzzles[int.from_bytes(digest[:8], "big") % len(puzzles)]
