"""The hand in progress, saved after every action so a restart resumes it exactly.

The save is the hand's record (seed + actions) plus what the table needs
around it (difficulty, practice options).  Loading replays the record through
the rules core, so a damaged or tampered save is caught, moved aside and
reported, never trusted.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import Game, replay
from game.shengji import Match, replay_match
from game.shengji.modes import MATCH_FORMAT
from ui.persist.files import atomic_write_text, data_dir, move_aside

SAVE_FORMAT = "doudizhu-save"
SAVE_VERSION = 1


def restore(record: object) -> Game | Match:
    """The saved game from its record: a Tractor match (every hand's actions) replays as
    a :class:`~game.shengji.Match`, anything else as one hand; bad records raise ValueError."""
    if isinstance(record, dict) and record.get("format") == MATCH_FORMAT:
        return replay_match(record)
    return replay(record)  # type: ignore[arg-type,no-any-return]


@dataclass
class SavedHand:
    game: Game | Match
    meta: dict[str, Any] = field(default_factory=dict)


class SaveStore:
    """One save slot: the current hand."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or data_dir() / "current_hand.json"
        self.message: str | None = None

    def save(self, game: Game | Match, meta: dict[str, Any] | None = None) -> None:
        """Write the hand atomically; a finished hand clears the slot instead."""
        if game.over:
            self.clear()
            return
        self.write(game.record(), meta)

    def write(self, record: dict[str, Any], meta: dict[str, Any] | None = None) -> None:
        """Write an unfinished hand's ``record`` atomically (for a writer thread: it takes
        the record, not the game, which the table goes on changing)."""
        payload = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "record": record,
            "meta": meta or {},
        }
        atomic_write_text(self.path, json.dumps(payload, ensure_ascii=False))

    def exists(self) -> bool:
        return self.path.exists()

    def load(self) -> SavedHand | None:
        """The saved hand, or None (no save, or a damaged one moved aside: see ``message``)."""
        self.message = None
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return None
        except (OSError, UnicodeDecodeError) as error:
            self.message = move_aside(self.path, str(error))
            return None
        try:
            payload = json.loads(text)
            if not isinstance(payload, dict) or payload.get("format") != SAVE_FORMAT:
                raise ValueError("not a saved hand")
            if payload.get("version") != SAVE_VERSION:
                raise ValueError(f"unknown save version {payload.get('version')!r}")
            game = restore(payload["record"])
            meta = payload.get("meta") or {}
            if not isinstance(meta, dict):
                raise ValueError("bad table options")
        except (ValueError, KeyError, TypeError) as error:
            self.message = move_aside(self.path, str(error))
            return None
        if game.over:
            self.clear()
            return None
        return SavedHand(game, meta)

    def clear(self) -> None:
        self.path.unlink(missing_ok=True)
