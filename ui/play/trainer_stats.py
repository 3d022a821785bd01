"""The counting trainer's answers in the statistics database (记牌训练: asked, right).

One row per answered question, by game and by kind of question, in a table beside
``hands`` that is added when first written or read (older databases and versions
simply have none).  A table of the wrong shape is rebuilt empty, and a row holding
anything but the expected types is left out of the figures, as for Tractor's own
table (:mod:`ui.persist.tractor_stats`).  The statistics page shows the share of
right answers under the practice figures of each game.
"""

from __future__ import annotations

import sqlite3
import sys
import time
from dataclasses import dataclass
from typing import Any

from ui.persist.stats_check import ensure_side_table

TABLE = "trainer_answers"
COLUMNS = ("id", "family", "kind", "right", "answered_at")
_SCHEMA = f"""
CREATE TABLE IF NOT EXISTS {TABLE} (
    id INTEGER PRIMARY KEY,
    family TEXT NOT NULL,
    kind TEXT NOT NULL,
    right INTEGER NOT NULL,
    answered_at REAL NOT NULL
)
"""


@dataclass(frozen=True)
class TrainerFigures:
    """How many questions of one game were answered, and how many right."""

    asked: int
    right: int

    @property
    def rate(self) -> float:
        return self.right / self.asked if self.asked else 0.0


def ensure_table(conn: sqlite3.Connection) -> None:
    """Add the table where it is missing; rebuild it (empty) where its shape is wrong."""
    ensure_side_table(conn, TABLE, COLUMNS, _SCHEMA)


def add_answer(conn: sqlite3.Connection, family: str, kind: str, right: bool) -> None:
    """Keep one answer (its own transaction)."""
    ensure_table(conn)
    with conn:
        conn.execute(f"INSERT INTO {TABLE} (family, kind, right, answered_at)"
                     " VALUES (?, ?, ?, ?)", (family, kind, int(right), time.time()))


def figures(conn: sqlite3.Connection, family: str) -> TrainerFigures:
    """The answers of ``family``'s trainer so far (sound rows only)."""
    ensure_table(conn)
    asked, right = conn.execute(
        f"SELECT COUNT(*), COALESCE(SUM(right), 0) FROM {TABLE} WHERE family = ?"
        " AND typeof(right) = 'integer' AND right IN (0, 1)", (family,)).fetchone()
    return TrainerFigures(int(asked), int(right))


def store_connection(store: Any) -> sqlite3.Connection | None:
    """The statistics store's open database (``None`` for a store without one: a test
    double, or a folder the game could not use)."""
    conn = getattr(store, "connection", None)
    return conn if isinstance(conn, sqlite3.Connection) else None


def record_answer(records: Any, family: str, kind: str, right: bool) -> None:
    """Keep an answer in the app's statistics; a database that refuses it costs the
    answer only (said on stderr), never the table."""
    conn = store_connection(getattr(records, "stats_store", None))
    if conn is None:
        return
    try:
        add_answer(conn, family, kind, right)
    except sqlite3.Error as error:
        print(f"the counting trainer's answer was not saved: {error}", file=sys.stderr)


def trainer_rows(store: Any, family: str, practice: bool) -> list[tuple[str, str]]:
    """The statistics page's line for the trainer: with the practice figures only (the
    trainer runs in practice), once a question has been answered."""
    from ui.app.i18n import t

    conn = store_connection(store)
    if not practice or conn is None:
        return []
    try:
        found = figures(conn, family)
    except sqlite3.Error:
        return []
    if not found.asked:
        return []
    return [(t("stats.trainer"), t("stats.trainer.value", right=found.right, asked=found.asked,
                                   rate=round(found.rate * 100)))]
