"""Statistics of finished hands in SQLite, with a versioned schema.

One row per finished hand from the human seat's point of view, with its game
(``family``: Dou Dizhu or Tractor) and mode, so the statistics can be read by game
and by mode.  The full hand record (seed + actions) is kept for the newest
:data:`KEEP_RECORDS` hands, for the replay viewer and review; older rows keep
their figures only.  A database of an older schema is migrated in place, in one
transaction, keeping every row (schema 1 held Dou Dizhu hands only).
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

from ui.persist.files import FileNotice, aside_path, data_dir, move_aside
from ui.persist.stats_check import check_table, damaged_records, read_record
from ui.persist.tractor_stats import (
    TractorDetails,
    TractorFigures,
    add_details,
    ensure_table,
    figures,
    hand_details,
)

SCHEMA_VERSION = 2
KEEP_RECORDS = 100
DEFAULT_FAMILY = "doudizhu"

# The player's role in a hand: Dou Dizhu's landlord, its hidden ally (五人) and the
# farmers; Tractor's dealer side (庄家方) and the catchers (闲家方).
LANDLORD, ALLY, FARMER, DEALER, CATCHER = "landlord", "ally", "farmer", "dealer", "catcher"
LEADING_ROLES = (LANDLORD, DEALER)
OPPOSING_ROLES = (FARMER, CATCHER)

_COLUMNS = (
    "finished_at, mode, difficulty, practice, role, won, score, base, multiplier, spring,"
    " abandoned, seed, record"
)

_SCHEMA = """
CREATE TABLE hands (
    id INTEGER PRIMARY KEY,
    finished_at REAL NOT NULL,
    family TEXT NOT NULL DEFAULT 'doudizhu',
    mode TEXT NOT NULL,
    difficulty TEXT NOT NULL,
    practice INTEGER NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('landlord', 'ally', 'farmer', 'dealer', 'catcher')),
    won INTEGER NOT NULL,
    score INTEGER NOT NULL,
    base INTEGER NOT NULL,
    multiplier INTEGER NOT NULL,
    spring INTEGER NOT NULL,
    abandoned INTEGER NOT NULL,
    seed INTEGER NOT NULL,
    record TEXT
);
CREATE INDEX hands_by_mode ON hands (family, mode, difficulty, practice);
"""


def _migrate_1_to_2(conn: sqlite3.Connection) -> None:
    """Schema 1 → 2: a ``family`` column and the roles of every game (a CHECK constraint
    cannot be altered, so the table is rebuilt); every row is copied, ids kept."""
    conn.execute("ALTER TABLE hands RENAME TO hands_v1")
    conn.execute("DROP INDEX IF EXISTS hands_by_mode")
    for statement in _SCHEMA.split(";"):
        if statement.strip():
            conn.execute(statement)
    conn.execute(
        f"INSERT INTO hands (id, family, {_COLUMNS})"
        f" SELECT id, '{DEFAULT_FAMILY}', {_COLUMNS} FROM hands_v1"
    )
    conn.execute("DROP TABLE hands_v1")


MIGRATIONS = {1: _migrate_1_to_2}
"""From each old schema version to the next."""


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
    family: str = DEFAULT_FAMILY
    details: TractorDetails | None = None  # a Tractor hand's own figures (tractor_stats)


@dataclass(frozen=True)
class Summary:
    """Totals of a set of hands.  ``landlord_*`` count the leading side's lead seat
    (Dou Dizhu's landlord, Tractor's dealer side), ``ally_*`` the hidden ally (五人),
    ``farmer_*`` the other side (farmers, Tractor's catchers)."""

    hands: int
    landlord_hands: int
    landlord_wins: int
    farmer_hands: int
    farmer_wins: int
    total_score: int
    current_streak: int
    best_streak: int
    ally_hands: int = 0
    ally_wins: int = 0

    @property
    def wins(self) -> int:
        return self.landlord_wins + self.farmer_wins

    @property
    def win_rate(self) -> float:
        return self.wins / self.hands if self.hands else 0.0


def _migrate(conn: sqlite3.Connection, version: int) -> None:
    """Bring an older database up to :data:`SCHEMA_VERSION` in one transaction: all of
    it or (on any error) none of it."""
    conn.isolation_level = None  # explicit BEGIN/COMMIT around the DDL
    try:
        conn.execute("BEGIN")
        while version < SCHEMA_VERSION:
            MIGRATIONS[version](conn)
            version += 1
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    finally:
        conn.isolation_level = "DEFERRED"  # what the default "" means: implicit transactions


class StatsStore:
    """The statistics database.  A damaged file is moved aside and a fresh one started."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or data_dir() / "stats.sqlite3"
        self.message: str | None = None
        self._conn = self._open()

    def _open(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            conn = self._connect_checked()
        except (sqlite3.DatabaseError, ValueError) as error:
            self.message = move_aside(self.path, str(error))
            return self._connect_checked()
        self.drop_damaged_records(conn)
        return conn

    def drop_damaged_records(self, conn: sqlite3.Connection) -> None:
        """Hand records that are not a hand of their row's game (not JSON, not an object,
        another game's hand) are dropped, their rows' figures kept, after a copy of the
        database as it was is set aside; said once (``message``)."""
        damaged = damaged_records(conn)
        if not damaged:
            return
        aside = aside_path(self.path)
        with sqlite3.connect(aside) as copy:
            conn.backup(copy)
        copy.close()
        with conn:
            conn.executemany("UPDATE hands SET record = NULL WHERE id = ?",
                             [(row_id,) for row_id in damaged])
        self.message = FileNotice(
            f"{self.path.name}: {len(damaged)} hand records could not be read and were"
            f" dropped; a copy of the database as it was is {aside.name}",
            "records", self.path.name, aside.name,
        )

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
                raise sqlite3.DatabaseError(f"made by a newer version (schema {version})")
            elif version < SCHEMA_VERSION:
                _migrate(conn, version)
            check_table(conn)
            ensure_table(conn)
        except BaseException:
            conn.close()
            raise
        return conn

    @property
    def connection(self) -> sqlite3.Connection:
        """The open database, for figures other modules keep in their own tables beside
        ``hands`` (the counting trainer's answers, :mod:`ui.play.trainer_stats`)."""
        return self._conn

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
                f"INSERT INTO hands (family, {_COLUMNS})"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    row.family, row.finished_at or time.time(), row.mode, row.difficulty,
                    int(row.practice),
                    row.role, int(row.won), row.score, row.base, row.multiplier,
                    int(row.spring), int(row.abandoned), row.seed, record,
                ),
            )
            if row.details is not None:
                add_details(conn, int(cursor.lastrowid or 0), row.details)
            conn.execute(
                "UPDATE hands SET record = NULL WHERE record IS NOT NULL AND id NOT IN"
                " (SELECT id FROM hands WHERE record IS NOT NULL ORDER BY id DESC LIMIT ?)",
                (KEEP_RECORDS,),
            )
            return int(cursor.lastrowid or 0)

    def _where(
        self, mode: str | None, difficulty: str | None, practice: bool, family: str | None = None
    ) -> tuple[str, list[Any]]:
        clauses, params = ["practice = ?"], list[Any]([int(practice)])
        if family:
            clauses.append("family = ?")
            params.append(family)
        if mode:
            clauses.append("mode = ?")
            params.append(mode)
        if difficulty:
            clauses.append("difficulty = ?")
            params.append(difficulty)
        return " AND ".join(clauses), params

    def summary(
        self,
        mode: str | None = None,
        difficulty: str | None = None,
        practice: bool = False,
        family: str | None = None,
    ) -> Summary:
        """Totals, by game, mode and difficulty when given; practice hands are counted apart."""
        where, params = self._where(mode, difficulty, practice, family)
        rows = self._conn.execute(
            f"SELECT role, won, score FROM hands WHERE {where} ORDER BY id", params
        ).fetchall()
        current = best = 0
        for _, won, _ in rows:
            current = current + 1 if won else 0
            best = max(best, current)

        def count(roles: tuple[str, ...], wins: bool = False) -> int:
            return sum(1 for r in rows if r[0] in roles and (r[1] or not wins))

        return Summary(
            hands=len(rows),
            landlord_hands=count(LEADING_ROLES),
            landlord_wins=count(LEADING_ROLES, True),
            farmer_hands=count(OPPOSING_ROLES),
            farmer_wins=count(OPPOSING_ROLES, True),
            total_score=sum(r[2] for r in rows),
            current_streak=current,
            best_streak=best,
            ally_hands=count((ALLY,)),
            ally_wins=count((ALLY,), True),
        )

    def tractor_figures(
        self, mode: str | None = None, difficulty: str | None = None, practice: bool = False
    ) -> TractorFigures:
        """Tractor's own totals (levels gained, points, 抠底, matches), by mode and
        difficulty when given."""
        where, params = self._where(mode, difficulty, practice, "shengji")
        return figures(self._conn, where, params)

    def modes_played(
        self, family: str | None = None, difficulty: str | None = None, practice: bool = False
    ) -> list[str]:
        """The modes with at least one hand matching the filters, most played first."""
        where, params = self._where(None, difficulty, practice, family)
        rows = self._conn.execute(
            f"SELECT mode FROM hands WHERE {where} GROUP BY mode ORDER BY COUNT(*) DESC, mode",
            params,
        ).fetchall()
        return [r[0] for r in rows]

    def total_score(self) -> int:
        """The score that decides the rank title (级别): every ranked Dou Dizhu hand
        (a Tractor hand's score counts levels, not points)."""
        value = self._conn.execute(
            "SELECT SUM(score) FROM hands WHERE practice = 0 AND family = ?", (DEFAULT_FAMILY,)
        ).fetchone()
        return int(value[0] or 0)

    def recent_scores(
        self,
        count: int = 50,
        practice: bool = False,
        mode: str | None = None,
        difficulty: str | None = None,
        family: str | None = None,
    ) -> list[int]:
        """Scores of the last ``count`` hands matching the filters, oldest first (the chart)."""
        where, params = self._where(mode, difficulty, practice, family)
        rows = self._conn.execute(
            f"SELECT score FROM hands WHERE {where} ORDER BY id DESC LIMIT ?", [*params, count]
        ).fetchall()
        return [r[0] for r in reversed(rows)]

    def recent_hands(self, count: int = KEEP_RECORDS) -> list[HandRow]:
        """The newest hands that still have their record, newest first."""
        rows = self._conn.execute(
            "SELECT id, finished_at, mode, difficulty, practice, role, won, score, base,"
            " multiplier, spring, abandoned, seed, record, family FROM hands"
            " WHERE record IS NOT NULL ORDER BY id DESC LIMIT ?",
            (count,),
        ).fetchall()
        out = []
        for r in rows:
            record = read_record(r[13])
            if record is None:
                continue
            out.append(HandRow(
                mode=r[2], difficulty=r[3], practice=bool(r[4]), role=r[5], won=bool(r[6]),
                score=r[7], base=r[8], multiplier=r[9], spring=bool(r[10]),
                abandoned=bool(r[11]), seed=r[12], record=record, finished_at=r[1], id=r[0],
                family=r[14],
            ))
        return out


def player_role(game: Any, seat: int = 0) -> str:
    """``seat``'s role in a finished hand, for any family: Tractor's dealer side or
    catchers (a result naming ``dealer_side``), else Dou Dizhu's landlord, its hidden
    ally (the landlord's side, known to every seat once the hand is over) or a farmer."""
    result = game.result
    dealer_side = getattr(result, "dealer_side", None)
    if dealer_side is not None:
        return DEALER if seat in dealer_side else CATCHER
    if result.landlord == seat:
        return LANDLORD
    if game.view(seat).side_of(seat) == LANDLORD:
        return ALLY
    return FARMER


def hand_row(game: Any, level: str, practice: bool, seat: int = 0) -> HandRow:
    """The statistics row of a finished hand as ``seat`` played it.  A Tractor result
    has no base, multiplier or spring: its score is the levels moved (×1, no spring)."""
    result = game.result
    spring = bool(getattr(result, "spring", False) or getattr(result, "anti_spring", False))
    return HandRow(
        family=game.rules.family,
        mode=game.rules.name,
        difficulty=level,
        practice=practice,
        role=player_role(game, seat),
        won=bool(result.won(seat)),
        score=int(result.scores[seat]),
        base=int(getattr(result, "base", 1)),
        multiplier=int(getattr(result, "multiplier", 1)),
        spring=spring,
        abandoned=getattr(result, "abandoned_by", None) is not None,
        seed=int(game.seed),
        record=game.record(),
        details=hand_details(game, seat),
    )
