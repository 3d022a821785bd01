"""Statistics of finished hands in SQLite, with a versioned schema.

One row per finished hand from the human seat's point of view.  The full hand
record (seed + actions) is kept for the newest :data:`KEEP_RECORDS` hands, for
the replay viewer and review; older rows keep their figures only.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ui.persist.files import data_dir, move_aside

SCHEMA_VERSION = 1
KEEP_RECORDS = 100

_SCHEMA = """
CREATE TABLE hands (
    id INTEGER PRIMARY KEY,
    finished_at REAL NOT NULL,
    mode TEXT NOT NULL,
    difficulty TEXT NOT NULL,
    practice INTEGER NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('landlord', 'farmer')),
    won INTEGER NOT NULL,
    score INTEGER NOT NULL,
    base INTEGER NOT NULL,
    multiplier INTEGER NOT NULL,
    spring INTEGER NOT NULL,
    abandoned INTEGER NOT NULL,
    seed INTEGER NOT NULL,
    record TEXT
);
CREATE INDEX hands_by_mode ON hands (mode, difficulty, practice);
"""


@dataclass(frozen=True)
class HandRow:
    """One finished hand as the statistics see it."""

    mode: str
    difficulty: str
    practice: bool
    role: str
    won: bool
    score: int
    base: int
    multiplier: int
    spring: bool
    abandoned: bool
    seed: int
    record: dict[str, Any] | None = None
    finished_at: float = 0.0
    id: int = 0


@dataclass(frozen=True)
class Summary:
    hands: int
    landlord_hands: int
    landlord_wins: int
    farmer_hands: int
    farmer_wins: int
    total_score: int
    current_streak: int
    best_streak: int

    @property
    def wins(self) -> int:
        return self.landlord_wins + self.farmer_wins

    @property
    def win_rate(self) -> float:
        return self.wins / self.hands if self.hands else 0.0


class StatsStore:
    """The statistics database.  A damaged file is moved aside and a fresh one started."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or data_dir() / "stats.sqlite3"
        self.message: str | None = None
        self._conn = self._open()

    def _open(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            return self._connect_checked()
        except (sqlite3.DatabaseError, ValueError) as error:
            self.message = move_aside(self.path, str(error))
            return self._connect_checked()

    def _connect_checked(self) -> sqlite3.Connection:
        conn = sqlite3.connect(self.path)
        try:
            if conn.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                raise sqlite3.DatabaseError("integrity check failed")
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version == 0:
                with conn:
                    conn.executescript(_SCHEMA)
                    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            elif version > SCHEMA_VERSION:
                raise ValueError(f"made by a newer version (schema {version})")
            conn.execute("SELECT id, record FROM hands LIMIT 1").fetchall()
        except BaseException:
            conn.close()
            raise
        return conn

    def close(self) -> None:
        self._conn.close()

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        with self._conn:
            yield self._conn

    def add(self, row: HandRow) -> int:
        """Store a finished hand; returns its id."""
        record = json.dumps(row.record, separators=(",", ":")) if row.record else None
        with self._transaction() as conn:
            cursor = conn.execute(
                "INSERT INTO hands (finished_at, mode, difficulty, practice, role, won, score,"
                " base, multiplier, spring, abandoned, seed, record)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    row.finished_at or time.time(), row.mode, row.difficulty, int(row.practice),
                    row.role, int(row.won), row.score, row.base, row.multiplier,
                    int(row.spring), int(row.abandoned), row.seed, record,
                ),
            )
            conn.execute(
                "UPDATE hands SET record = NULL WHERE record IS NOT NULL AND id NOT IN"
                " (SELECT id FROM hands WHERE record IS NOT NULL ORDER BY id DESC LIMIT ?)",
                (KEEP_RECORDS,),
            )
            return int(cursor.lastrowid or 0)

    def _where(
        self, mode: str | None, difficulty: str | None, practice: bool
    ) -> tuple[str, list[Any]]:
        clauses, params = ["practice = ?"], [int(practice)]
        if mode:
            clauses.append("mode = ?")
            params.append(mode)
        if difficulty:
            clauses.append("difficulty = ?")
            params.append(difficulty)
        return " AND ".join(clauses), params

    def summary(
        self, mode: str | None = None, difficulty: str | None = None, practice: bool = False
    ) -> Summary:
        """Totals, by mode and difficulty when given; practice hands are counted apart."""
        where, params = self._where(mode, difficulty, practice)
        rows = self._conn.execute(
            f"SELECT role, won, score FROM hands WHERE {where} ORDER BY id", params
        ).fetchall()
        current = best = 0
        for _, won, _ in rows:
            current = current + 1 if won else 0
            best = max(best, current)
        return Summary(
            hands=len(rows),
            landlord_hands=sum(1 for r in rows if r[0] == "landlord"),
            landlord_wins=sum(1 for r in rows if r[0] == "landlord" and r[1]),
            farmer_hands=sum(1 for r in rows if r[0] == "farmer"),
            farmer_wins=sum(1 for r in rows if r[0] == "farmer" and r[1]),
            total_score=sum(r[2] for r in rows),
            current_streak=current,
            best_streak=best,
        )

    def total_score(self) -> int:
        """The score that decides the rank title: every non-practice hand."""
        value = self._conn.execute("SELECT SUM(score) FROM hands WHERE practice = 0").fetchone()
        return int(value[0] or 0)

    def recent_scores(
        self,
        count: int = 50,
        practice: bool = False,
        mode: str | None = None,
        difficulty: str | None = None,
    ) -> list[int]:
        """Scores of the last ``count`` hands matching the filters, oldest first (the chart)."""
        where, params = self._where(mode, difficulty, practice)
        rows = self._conn.execute(
            f"SELECT score FROM hands WHERE {where} ORDER BY id DESC LIMIT ?", [*params, count]
        ).fetchall()
        return [r[0] for r in reversed(rows)]

    def recent_hands(self, count: int = KEEP_RECORDS) -> list[HandRow]:
        """The newest hands that still have their record, newest first."""
        rows = self._conn.execute(
            "SELECT id, finished_at, mode, difficulty, practice, role, won, score, base,"
            " multiplier, spring, abandoned, seed, record FROM hands"
            " WHERE record IS NOT NULL ORDER BY id DESC LIMIT ?",
            (count,),
        ).fetchall()
        out = []
        for r in rows:
            try:
                record = json.loads(r[13])
            except ValueError:
                continue
            out.append(HandRow(
                mode=r[2], difficulty=r[3], practice=bool(r[4]), role=r[5], won=bool(r[6]),
                score=r[7], base=r[8], multiplier=r[9], spring=bool(r[10]),
                abandoned=bool(r[11]), seed=r[12], record=record, finished_at=r[1], id=r[0],
            ))
        return out
