"""What the app keeps between runs, through :mod:`ui.persist`: statistics (SQLite),
the hand in progress, and finished hands' records for replay.

With ``persist=False`` (self-test, monkey, screenshots) nothing touches the
user's folders: statistics live in an in-memory database and the saved games
in memory.  There is one saved game per family (:data:`~ui.persist.saves.SLOT_FILES`):
a Dou Dizhu hand and a Tractor match wait side by side.  Saves are written on a writer
thread, in order, so the frame of an action does not wait for the disk; reading them
back (``current_hand``, ``has_current_hand``) and quitting (``close``) wait for the
writes in flight.
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ui.persist.files import Unsaved, data_dir, move_aside
from ui.persist.saves import (
    DOUDIZHU,
    FAMILIES,
    SLOT_FILES,
    SaveGlance,
    SaveStore,
    glance,
    glance_at,
    migrate_single_save,
    restore,
)

if TYPE_CHECKING:  # the families load after the title's first frame (App.warm_up)
    from concurrent.futures import Future, ThreadPoolExecutor

    from game import Game
    from game.shengji import Game as TractorGame
    from game.shengji import Match
    from ui.persist.stats import StatsStore, Summary


class Records:
    def __init__(self, folder: Path | None = None, persist: bool = True) -> None:
        self.persist = persist
        self.messages: list[str] = []
        self._told: set[str] = set()
        self.slots: dict[str, SaveStore] = {}
        self.folder = (folder or data_dir()) if persist else None
        self._stats: StatsStore | None = None
        if self.folder is not None:
            try:
                self.folder.mkdir(parents=True, exist_ok=True)
                migrate_single_save(self.folder)
                self.slots = {f: SaveStore(self.folder / SLOT_FILES[f], f) for f in FAMILIES}
            except OSError as exc:
                self._unusable(exc)
        self._memory_saves: dict[str, dict[str, Any]] = {}
        self._writer: ThreadPoolExecutor | None = None
        self._last_write: Future[None] | None = None

    def _unusable(self, exc: Exception) -> None:
        """A folder that cannot be made or written: play on, keep nothing, say so."""
        self.persist = False
        self.slots = {}
        self.messages.append(
            Unsaved(
                f"the data folder {self.folder} cannot be used ({exc}); statistics and"
                " the hand in progress are not kept this session",
                "folder",
                str(self.folder),
            )
        )

    # -- statistics --------------------------------------------------------------------
    @property
    def stats_store(self) -> StatsStore:
        """The statistics database, opened and checked when first asked for: the title's
        first frame does not wait for SQLite (``App.check_saves`` opens it after that
        frame, with :meth:`check_statistics`)."""
        if self._stats is None:
            self._stats = self._open_stats()
        return self._stats

    def check_statistics(self) -> None:
        """At start-up: open the statistics now (a damaged database is moved aside and a
        fresh one started, and said so), not when a hand ends or a page asks."""
        _ = self.stats_store

    def _open_stats(self) -> StatsStore:
        import sqlite3

        from ui.persist.stats import StatsStore

        store = None
        if self.persist and self.folder is not None:
            try:
                store = StatsStore(self.folder / "stats.sqlite3")
            except (OSError, sqlite3.Error) as exc:
                self._unusable(exc)
        if store is None:
            store = StatsStore(Path(":memory:"))
        if store.message:
            self.messages.append(store.message)
        return store

    def summary(self) -> Summary:
        return self.stats_store.summary()

    def total_score(self) -> int:
        return self.stats_store.total_score()

    def add_hand(
        self,
        game: Game | TractorGame,
        level: str,
        practice: bool,
        record: dict[str, Any] | None = None,
    ) -> None:
        """Book a finished hand; ``record`` (default: the game's) may carry more than the
        rules core's record, such as which actions 托管 took."""
        result = game.result
        if result is None:
            return
        import sqlite3

        try:
            self._add_hand(game, level, practice, record)
        except (OSError, sqlite3.Error) as exc:
            self._tell_once("stats", f"statistics not saved: {exc}")

    def _tell_once(self, topic: str, message: str) -> None:
        """A storage failure is said once a session, not after every action."""
        if topic not in self._told:
            self._told.add(topic)
            name = self.stats_store.path.name if topic == "stats" else SLOT_FILES[topic]
            self.messages.append(Unsaved(message, "unsaved", name))

    def _add_hand(
        self,
        game: Game | TractorGame,
        level: str,
        practice: bool,
        record: dict[str, Any] | None = None,
    ) -> None:
        from ui.persist.stats import hand_row

        row = hand_row(game, level, practice)
        self.stats_store.add(row if record is None else dataclasses.replace(row, record=record))

    def last_hand(self) -> dict[str, Any] | None:
        hands = self.stats_store.recent_hands(1)
        return hands[0].record if hands else None

    # -- the games in progress, one per family ----------------------------------------------
    @property
    def saves(self) -> SaveStore | None:
        """The Dou Dizhu slot (the only slot before there were two)."""
        return self.slots.get(DOUDIZHU)

    def current_hand(
        self, family: str | None = None
    ) -> tuple[Game | Match, dict[str, Any]] | None:
        """``family``'s saved unfinished game (default: the first family with one; replayed
        and checked, so it is known to be sound) and its table options; a damaged save is
        moved aside and reported."""
        if family is None:
            family = next((f for f in FAMILIES if self.has_current_hand(f)), DOUDIZHU)
        store = self.slots.get(family)
        if store is None:
            saved = self._memory_saves.get(family)
            return None if saved is None else (restore(saved["record"]), dict(saved["meta"]))
        self.flush()
        loaded = store.load()
        if store.message:
            self.messages.append(store.message)
        return (loaded.game, loaded.meta) if loaded is not None else None

    def check_saved_hand(self) -> None:
        """At start-up: a damaged save is moved aside now, and said so, not when 继续 is pressed."""
        for store in self.slots.values():
            if store.exists():
                store.load()
                if store.message:
                    self.messages.append(store.message)

    def has_current_hand(self, family: str | None = None) -> bool:
        """Whether ``family`` (default: any family) has a saved game waiting."""
        families = FAMILIES if family is None else (family,)
        if not self.slots:
            return any(f in self._memory_saves for f in families)
        self.flush()
        return any(f in self.slots and self.slots[f].exists() for f in families)

    def saved_glance(self, family: str) -> SaveGlance | None:
        """The mode (and a match's hand number) of ``family``'s saved game, for the
        title's 继续; None without a save or when the file names none."""
        if not self.slots:
            saved = self._memory_saves.get(family)
            return None if saved is None else glance(saved["record"])
        self.flush()
        store = self.slots.get(family)
        return glance_at(store.path) if store is not None and store.exists() else None

    def save_current_hand(
        self, game: Game | Match, level: str, practice: bool, extra: dict[str, Any] | None = None
    ) -> None:
        """Keep the unfinished game in its family's slot.  The file is written on the writer
        thread: writing and syncing it took 2-5 ms (more on a slow disk), in the frame of
        every action."""
        family = game.rules.family
        meta = {**(extra or {}), "level": level, "practice": practice}
        if not self.slots:
            self._memory_saves.pop(family, None)
            if not game.over:
                self._memory_saves[family] = {"record": game.record(), "meta": meta}
            return
        if game.over:
            self._in_background(self._clear_file, family)
        else:
            self._in_background(self._write_save, family, game.record(), meta)

    def _write_save(self, family: str, record: dict[str, Any], meta: dict[str, Any]) -> None:
        try:
            self.slots[family].write(record, meta)
        except OSError as exc:
            self._tell_once(family, f"{SLOT_FILES[family]} not saved: {exc}")

    def _clear_file(self, family: str) -> None:
        with contextlib.suppress(OSError):
            self.slots[family].clear()

    def set_aside(self, family: str, why: str) -> None:
        """Move ``family``'s save aside (the table could not take it) and say so once."""
        self._memory_saves.pop(family, None)
        store = self.slots.get(family)
        if store is not None:
            self.flush()
            self.messages.append(move_aside(store.path, why))

    def clear_current_hand(self, family: str) -> None:
        """Forget ``family``'s saved game (a new one starts, or it was finished); the
        other family's save stays."""
        self._memory_saves.pop(family, None)
        if family in self.slots:
            self._in_background(self._clear_file, family)

    # -- the writer thread -----------------------------------------------------------------
    def _in_background(self, fn: Callable[..., None], *args: Any) -> None:
        """File work in order on one thread (file I/O lets the render loop run meanwhile)."""
        if self._writer is None:
            from concurrent.futures import ThreadPoolExecutor  # not before the title's frame

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
