"""Tractor's own figures in the statistics database: what a hand's row cannot hold.

A row of ``hands`` keeps what both games share (role, won, score — for Tractor the
levels the player moved).  Tractor hands also keep, in ``tractor_hands`` (one row per
hand, by the hand's id), the catchers' points, the kitty's bonus (抠底), and whether
the hand ended the match and the player's side won it.  The table is added beside
``hands`` when a database first meets it (older databases and older versions of the
app simply have none, or ignore it); a table of the wrong shape is rebuilt empty, and
a row holding anything but whole numbers is left out of the figures.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from typing import Any

from ui.persist.stats_check import ensure_side_table

TABLE = "tractor_hands"
COLUMNS = ("hand_id", "catchers_points", "kitty_bonus", "match_over", "match_won")
_SCHEMA = f"""
CREATE TABLE IF NOT EXISTS {TABLE} (
    hand_id INTEGER PRIMARY KEY,
    catchers_points INTEGER NOT NULL,
    kitty_bonus INTEGER NOT NULL,
    match_over INTEGER NOT NULL,
    match_won INTEGER NOT NULL
)
"""
_SOUND = " AND ".join(f"typeof(d.{c}) = 'integer'" for c in COLUMNS)


@dataclass(frozen=True)
class TractorDetails:
    """One finished Tractor hand's own figures, from the player's seat."""

    catchers_points: int
    kitty_bonus: int
    match_over: bool
    match_won: bool


def hand_details(game: Any, seat: int = 0) -> TractorDetails | None:
    """The figures of a finished Tractor hand (``None`` for a hand of another game)."""
    result = game.result
    if getattr(result, "dealer_side", None) is None:
        return None
    over = bool(result.match_over)
    return TractorDetails(
        catchers_points=int(result.catchers_points),
        kitty_bonus=int(result.kitty_bonus),
        match_over=over,
        match_won=over and seat in result.match_winners,
    )


def ensure_table(conn: sqlite3.Connection) -> None:
    """Add the table where it is missing; rebuild it (empty) where its shape is wrong."""
    ensure_side_table(conn, TABLE, COLUMNS, _SCHEMA)


def add_details(conn: sqlite3.Connection, hand_id: int, details: TractorDetails) -> None:
    """Keep ``details`` for the hand ``hand_id`` (in the caller's transaction)."""
    conn.execute(
        f"INSERT OR REPLACE INTO {TABLE} ({', '.join(COLUMNS)}) VALUES (?, ?, ?, ?, ?)",
        (hand_id, details.catchers_points, details.kitty_bonus, int(details.match_over),
         int(details.match_won)),
    )


@dataclass(frozen=True)
class TractorFigures:
    """Totals of Tractor's own figures over a set of hands (see :func:`figures`)."""

    levels_gained: int = 0  # levels the player went up, all hands
    catcher_hands: int = 0  # hands as a catcher with figures kept
    points_taken: int = 0  # the catchers' points in those hands
    dealer_hands: int = 0  # hands on the dealer's side with figures kept
    points_given: int = 0  # the catchers' points in those hands
    kitty_dug: int = 0  # 抠底: the catchers (the player among them) won the kitty
    kitty_lost: int = 0  # 被抠底: the catchers won the kitty from the player's side
    matches: int = 0  # matches finished
    matches_won: int = 0

    @property
    def points_per_catch(self) -> float:
        return self.points_taken / self.catcher_hands if self.catcher_hands else 0.0

    @property
    def points_per_deal(self) -> float:
        return self.points_given / self.dealer_hands if self.dealer_hands else 0.0


def figures(conn: sqlite3.Connection, where: str, params: list[Any]) -> TractorFigures:
    """Tractor's figures over the hands of ``hands`` matching ``where`` (its own clause,
    columns unqualified, as :meth:`~ui.persist.stats.StatsStore.summary` builds it)."""
    gained = conn.execute(
        f"SELECT SUM(MAX(score, 0)) FROM hands WHERE {where}", params).fetchone()[0]
    rows = conn.execute(
        f"SELECT h.role, d.catchers_points, d.kitty_bonus, d.match_over, d.match_won"
        f" FROM hands h JOIN {TABLE} d ON d.hand_id = h.id"
        f" WHERE {_qualified(where)} AND {_SOUND}", params).fetchall()
    catchers = [r for r in rows if r[0] == "catcher"]
    dealers = [r for r in rows if r[0] == "dealer"]
    return TractorFigures(
        levels_gained=int(gained or 0),
        catcher_hands=len(catchers),
        points_taken=sum(r[1] for r in catchers),
        dealer_hands=len(dealers),
        points_given=sum(r[1] for r in dealers),
        kitty_dug=sum(1 for r in catchers if r[2] > 0),
        kitty_lost=sum(1 for r in dealers if r[2] > 0),
        matches=sum(1 for r in rows if r[3]),
        matches_won=sum(1 for r in rows if r[3] and r[4]),
    )


def _qualified(where: str) -> str:
    """``where``'s column names read from ``hands`` (aliased ``h``) in the join."""
    for column in ("practice", "family", "mode", "difficulty"):
        where = where.replace(f"{column} = ?", f"h.{column} = ?")
    return where
