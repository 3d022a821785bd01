"""Per-family behaviour the pages look up, instead of testing ``if family == ...``.

A page that starts or resumes a game (``TABLES``: the family's table scene), runs
its AI seats (``AGENTS``: the family's session, :mod:`ui.play.seat_session`) or shows
a finished hand (``REPLAYS``: the replay viewer, the review; ``STATS``: the
statistics) asks for its game's entry here by the family name the rules core gives
(``game.ruleset(name).family``).  Entries import their family's modules only when
called, so opening a page loads only the game it shows.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import game

if TYPE_CHECKING:
    from ui.app.app import App
    from ui.app.scene import Scene
    from ui.play.seat_session import SeatSession

DOUDIZHU = "doudizhu"
SHENGJI = "shengji"


def lazy(module: str, name: str) -> Callable[[], Any]:
    """A family's entry: ``name`` in ``module``, imported only when first asked for."""

    def load() -> Any:
        return getattr(importlib.import_module(module), name)

    return load


@dataclass(frozen=True)
class ReplayKind:
    """How one game is replayed: the hand at step ``k`` (``ValueError`` saying why there
    is none), the board that draws it, a log line, the outcome, how to play the deal
    again (``None``: the game cannot start from one of its hands), its review page, the
    plays made so far (the newest one flies in when stepped onto), and a hand's score
    in the game's unit (Dou Dizhu's points, Tractor's levels moved); ``pace`` shortens the
    steps that show little while playing (Tractor's deal, a card a step)."""

    replay: Callable[[dict[str, Any], int], Any]
    board: Callable[[App], Any]
    entry_text: Callable[[str], str]
    outcome: Callable[[Any], str]
    again: Callable[[App, dict[str, Any]], str | None] | None
    review: Callable[[App, dict[str, Any]], Scene]
    plays: Callable[[Any], list[tuple[int, Any]]]  # (seat, play or None), in order
    score: Callable[[int], str]  # a hand's score in the game's unit, for the list
    pace: Callable[[Any], float] = lambda game: 1.0  # a step's share of the playing time


REPLAYS: dict[str, Callable[[], ReplayKind]] = {
    DOUDIZHU: lazy("ui.pages.replay_doudizhu", "KIND"),
    SHENGJI: lazy("ui.tractor.replay", "KIND"),
}


def replay_kind(family: str) -> ReplayKind:
    """The replay entry of ``family`` (an unknown family replays as Dou Dizhu, whose
    viewer then says the record is not one of its hands)."""
    return REPLAYS.get(family, REPLAYS[DOUDIZHU])()


def replay_hand(record: dict[str, Any], step: int, family: str, name: str) -> Any:
    """The hand of ``record`` after ``step`` actions if it is one of ``family``'s, or
    ValueError saying why there is none: a record the rules core cannot read (whatever it
    trips over), or another game's hand (a board draws its own game's tables only).
    ``name`` is the game's, for the message."""
    from game.record import replay

    try:
        hand = replay(record, step)
    except (TypeError, KeyError, AttributeError, IndexError) as exc:
        raise ValueError(f"the record cannot be replayed ({exc!r})") from None
    if hand.rules.family != family:
        raise ValueError(f"not a {name} hand ({hand.rules.name})")
    return hand


def family_of(record: object, default: str = DOUDIZHU) -> str:
    """The family of a hand record's ruleset, or ``default`` when it names none known."""
    name = record.get("ruleset") if isinstance(record, dict) else None
    if not isinstance(name, str) or name not in game.ruleset_names():
        return default
    return str(game.ruleset(name).family)


@dataclass(frozen=True)
class StatsKind:
    """What the statistics page shows for one game: the summary's lines
    (``rows(store, summary, mode, difficulty, practice)``) and its title
    (``rank(store)``: which title, the progress to the next, the note saying how far)."""

    rows: Callable[[Any, Any, str | None, str | None, bool], list[tuple[str, str]]]
    rank: Callable[[Any], Any]


STATS: dict[str, Callable[[], StatsKind]] = {
    DOUDIZHU: lazy("ui.pages.stats_kinds", "DOUDIZHU_STATS"),
    SHENGJI: lazy("ui.pages.stats_kinds", "SHENGJI_STATS"),
}


def stats_kind(family: str) -> StatsKind:
    return STATS.get(family, STATS[DOUDIZHU])()


@dataclass(frozen=True)
class TableKind:
    """How one game's table comes on: ``start(app, rules, seed, practice, replace_all,
    game, previous)`` pushes a fresh table (``game``: a hand already dealt, e.g. from a
    record; ``previous``: the hand before in the same match), ``resume(app, game, meta)``
    pushes the saved game laid out as it stands."""

    start: Callable[[App, Any, int, bool, bool, Any, Any], Scene]
    resume: Callable[[App, Any, dict[str, Any]], Scene]


TABLES: dict[str, Callable[[], TableKind]] = {
    DOUDIZHU: lazy("ui.table.start", "TABLE"),
    SHENGJI: lazy("ui.tractor.headless", "TABLE"),
}


def table_kind(family: str) -> TableKind:
    """The table entry of ``family`` (KeyError: a family with no table)."""
    return TABLES[family]()


AGENTS: dict[str, Callable[[], type[SeatSession]]] = {
    DOUDIZHU: lazy("ui.app.session", "Session"),
    SHENGJI: lazy("ui.tractor.session", "TractorSession"),
}


def new_session(game: Any, level: str, seed: int, executor: Any) -> SeatSession:
    """The session that plays ``game`` (a hand, or a Tractor match) with its family's
    agents at ``level``."""
    return AGENTS[game.rules.family]().for_game(game, level, seed, executor)
