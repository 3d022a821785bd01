"""What the app keeps between runs, through :mod:`ui.persist`: statistics (SQLite),
the hand in progress, and finished hands' records for replay.

With ``persist=False`` (self-test, monkey, screenshots) nothing touches the
user's folders: statistics live in an in-memory database and the saved hand
in memory.  The saved hand is written on a writer thread, in order, so the
frame of an action does not wait for the disk; reading it back (``current_hand``,
``has_current_hand``) and quitting (``close``) wait for the writes in flight.
"""

from __future__ import annotations

import contextlib
import dataclasses
import sqlite3
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

from game import Game
from game.result import Result
from game.shengji import Match
from ui.persist.files import Unsaved, data_dir
from ui.persist.saves import SaveStore, restore
from ui.persist.stats import StatsStore, Summary, hand_row


class Records:
    def __init__(self, folder: Path | None = None, persist: bool = True) -> None:
        self.persist = persist
        self.messages: list[str] = []
        self._told: set[str] = set()
        self.saves: SaveStore | None = None
        if persist:
            folder = folder or data_dir()
            try:
                self.stats_store = StatsStore(folder / "stats.sqlite3")
                self.saves = SaveStore(folder / "current_hand.json")
            except (OSError, sqlite3.Error) as exc:
                # A folder that cannot be made or written: play on, keep nothing, say so.
                self.persist = False
                self.messages.append(
                    Unsaved(
                        f"the data folder {folder} cannot be used ({exc}); statistics and"
                        " the hand in progress are not kept this session",
                        "folder",
                        str(folder),
                    )
                )
        if not self.persist:
            self.stats_store = StatsStore(Path(":memory:"))
        self._memory_save: dict[str, Any] | None = None
        self._writer: ThreadPoolExecutor | None = None
        self._last_write: Future[None] | None = None
        if self.stats_store.message:
            self.messages.append(self.stats_store.message)

    # -- statistics --------------------------------------------------------------------
    def summary(self) -> Summary:
        return self.stats_store.summary()

    def total_score(self) -> int:
        return self.stats_store.total_score()

    def add_hand(
        self, game: Game, level: str, practice: bool, record: dict[str, Any] | None = None
    ) -> None:
        """Book a finished hand; ``record`` (default: the game's) may carry more than the
        rules core's record, such as which actions 托管 took."""
        result = game.result
        if result is None:
            return
        try:
            self._add_hand(game, result, level, practice, record)
        except (OSError, sqlite3.Error) as exc:
            self._tell_once("stats", f"statistics not saved: {exc}")

    def _tell_once(self, topic: str, message: str) -> None:
        """A storage failure is said once a session, not after every action."""
        if topic not in self._told:
            self._told.add(topic)
            name = self.stats_store.path.name if topic == "stats" else "current_hand.json"
            self.messages.append(Unsaved(message, "unsaved", name))

    def _add_hand(
        self,
        game: Game,
        result: Result,
        level: str,
        practice: bool,
        record: dict[str, Any] | None = None,
    ) -> None:
        row = hand_row(game, level, practice)
        self.stats_store.add(row if record is None else dataclasses.replace(row, record=record))

    def last_hand(self) -> dict[str, Any] | None:
        hands = self.stats_store.recent_hands(1)
        return hands[0].record if hands else None

    # -- the hand in progress ---------------------------------------------------------------
    def current_hand(self) -> tuple[Game | Match, dict[str, Any]] | None:
        """The saved unfinished hand (replayed, so it is known to be sound) and its options."""
        if self.saves is None:
            if self._memory_save is None:
                return None
            return restore(self._memory_save["record"]), dict(self._memory_save["meta"])
        self.flush()
        saved = self.saves.load()
        if self.saves.message:
            self.messages.append(self.saves.message)
        return (saved.game, saved.meta) if saved is not None else None

    def check_saved_hand(self) -> None:
        """At start-up: a damaged save is moved aside now, and said so, not when 继续 is pressed."""
        if self.saves is not None and self.saves.exists():
            self.saves.load()
            if self.saves.message:
                self.messages.append(self.saves.message)

    def has_current_hand(self) -> bool:
        if self.saves is None:
            return self._memory_save is not None
        self.flush()
        return self.saves.exists()

    def save_current_hand(
        self, game: Game | Match, level: str, practice: bool, extra: dict[str, Any] | None = None
    ) -> None:
        """Keep the unfinished hand.  The file is written on the writer thread: writing and
        syncing it to disk took 2-5 ms (more on a slow disk), in the frame of every action."""
        meta = {**(extra or {}), "level": level, "practice": practice}
        if self.saves is None:
            self._memory_save = None if game.over else {"record": game.record(), "meta": meta}
            return
        if game.over:
            self._in_background(self._clear_file)
        else:
            self._in_background(self._write_save, game.record(), meta)

    def _write_save(self, record: dict[str, Any], meta: dict[str, Any]) -> None:
        assert self.saves is not None
        try:
            self.saves.write(record, meta)
        except OSError as exc:
            self._tell_once("save", f"hand not saved: {exc}")

    def _clear_file(self) -> None:
        if self.saves is not None:
            with contextlib.suppress(OSError):
                self.saves.clear()

    def clear_current_hand(self) -> None:
        self._memory_save = None
        if self.saves is not None:
            self._in_background(self._clear_file)

    # -- the writer thread -----------------------------------------------------------------
    def _in_background(self, fn: Callable[..., None], *args: Any) -> None:
        """File work in order on one thread (file I/O lets the render loop run meanwhile)."""
        if self._writer is None:
            self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="save")
        self._last_write = self._writer.submit(fn, *args)

    def flush(self) -> None:
        """Wait until every save asked for so far is on disk (before reading it back)."""
        last = self._last_write
        if last is not None:
            with contextlib.suppress(Exception):
                last.result()

    def close(self) -> None:
        """Finish the writes in flight (the game is quitting)."""
        self.flush()
        if self._writer is not None:
            self._writer.shutdown(wait=True)
            self._writer = None
