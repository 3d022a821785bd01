"""What the statistics database must hold before the app reads it.

SQLite checks its own pages (``PRAGMA quick_check``) but not that the ``hands`` table
has the columns the queries name, nor the type of what a row holds (a column's type is
only an affinity), nor the hand records kept as JSON text.  A table that lacks a column
or holds a figure of the wrong type makes the database unusable: the store moves it
aside and starts afresh.  A damaged hand record costs only that record: the figures of
its row still count, the replay list leaves the hand out, and a copy of the database as
it was is set aside first (:meth:`~ui.persist.stats.StatsStore.drop_damaged_records`).
"""

from __future__ import annotations

import sqlite3
from typing import Any

import game
from ui.persist.files import parse_json

COLUMNS = (
    "id", "finished_at", "family", "mode", "difficulty", "practice", "role", "won", "score",
    "base", "multiplier", "spring", "abandoned", "seed", "record",
)
ROLES = ("landlord", "ally", "farmer", "dealer", "catcher")
_FLAGS = ("practice", "won", "spring", "abandoned")
_INTEGERS = ("score", "base", "multiplier", "seed")
_TEXTS = ("family", "mode", "difficulty", "role")
LAST_TIME = 253402300799  # the end of year 9999: a clock reading no calendar can show

# A row no query can read as a finished hand: a figure that is not a whole number, a
# yes/no that is neither, a name that is not text, an unknown role, a time out of range.
_BAD_ROW = " OR ".join(
    [f"typeof({c}) != 'integer'" for c in _INTEGERS]
    + [f"{c} IS NOT 0 AND {c} IS NOT 1" for c in _FLAGS]
    + [f"typeof({c}) != 'text'" for c in _TEXTS]
    + ["typeof(finished_at) NOT IN ('integer', 'real')",
       f"finished_at < 0 OR finished_at > {LAST_TIME}",
       "(record IS NOT NULL AND typeof(record) != 'text')",
       f"role NOT IN ({', '.join(repr(r) for r in ROLES)})"]
)


def check_table(conn: sqlite3.Connection) -> None:
    """Raise :class:`sqlite3.DatabaseError` saying why ``hands`` cannot be read: a missing
    column, or a row whose values are of the wrong type."""
    present = {row[1] for row in conn.execute("PRAGMA table_info(hands)")}
    missing = [c for c in COLUMNS if c not in present]
    if missing:
        raise sqlite3.DatabaseError(f"the hands table lacks {', '.join(missing)}")
    bad = conn.execute(f"SELECT COUNT(*) FROM hands WHERE {_BAD_ROW}").fetchone()[0]
    if bad:
        raise sqlite3.DatabaseError(f"{bad} hands hold values of the wrong type")


def ensure_side_table(
    conn: sqlite3.Connection, table: str, columns: tuple[str, ...], schema: str
) -> None:
    """Add ``table`` (made by the SQL ``schema``) beside ``hands`` where it is missing,
    and rebuild it empty where its columns are not ``columns``.  Such a table holds
    extra figures only, so one an older or newer version shaped otherwise costs those
    figures, never the database."""
    present = [row[1] for row in conn.execute(f"PRAGMA table_info({table})")]
    with conn:
        if present and tuple(present) != columns:
            conn.execute(f"DROP TABLE {table}")
        conn.execute(schema)


def read_record(text: str) -> dict[str, Any] | None:
    """A stored hand record, or None when it is not one (not JSON, nested too deep, not
    an object)."""
    try:
        record = parse_json(text)
    except ValueError:
        return None
    return record if isinstance(record, dict) else None


def record_fits(record: dict[str, Any], family: str) -> bool:
    """Whether ``record`` looks like a hand of ``family`` the replay viewer can step
    through: a known ruleset of that family, a whole-number seed, actions as text.
    (Whether the actions are legal is the replay's business, which says so in words.)"""
    name, actions, seed = record.get("ruleset"), record.get("actions"), record.get("seed")
    if not isinstance(name, str) or name not in game.ruleset_names():
        return False
    if game.ruleset(name).family != family or type(seed) is not int:
        return False
    return isinstance(actions, list) and all(isinstance(a, str) for a in actions)


def damaged_records(conn: sqlite3.Connection) -> list[int]:
    """The ids of the rows whose kept record is not a hand of the row's own game."""
    rows = conn.execute("SELECT id, family, record FROM hands WHERE record IS NOT NULL")
    damaged = []
    for row_id, family, text in rows:
        record = read_record(text)
        if record is None or not record_fits(record, family):
            damaged.append(row_id)
    return damaged
