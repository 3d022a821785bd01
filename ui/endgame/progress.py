"""The player's 残局 progress: the stars earned on each puzzle, kept between runs.

One small JSON file in the user's data folder (``puzzles.json``), written atomically
through :mod:`ui.persist.settings`' helpers after every solve.  A damaged file is moved
aside by the same reader the settings use and its notice goes to the app's banner;
the progress then starts empty, and nothing else is lost.  With ``persist`` off
(screenshots, tests, the walk) the progress lives in memory only.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ui.persist.files import Unsaved, data_dir
from ui.persist.settings import atomic_write_json, read_json

FILE_NAME = "puzzles.json"
MAX_STARS = 3


class Progress:
    """Stars per puzzle id (0 = solved after seeing the answer; missing = not solved)."""

    def __init__(self, path: Path | None = None, persist: bool = True) -> None:
        self.path = path or data_dir() / FILE_NAME
        self.persist = persist
        self.stars: dict[str, int] = {}
        self.messages: list[str] = []
        if persist:
            self._load()

    def _load(self) -> None:
        data, message = read_json(self.path)
        if message:
            self.messages.append(message)
        stars = data.get("stars") if isinstance(data, dict) else None
        if not isinstance(stars, dict):
            return
        for key, value in stars.items():
            if isinstance(key, str) and type(value) is int and 0 <= value <= MAX_STARS:
                self.stars[key] = value

    def solved(self, ident: str) -> bool:
        return ident in self.stars

    def record(self, ident: str, stars: int) -> bool:
        """Keep the best result of a puzzle; True when it improved."""
        stars = max(0, min(MAX_STARS, stars))
        if self.stars.get(ident, -1) >= stars:
            return False
        self.stars[ident] = stars
        self._save()
        return True

    def total(self, idents: list[str]) -> tuple[int, int]:
        """(solved, stars) over these puzzles."""
        return (sum(1 for i in idents if i in self.stars),
                sum(self.stars.get(i, 0) for i in idents))

    def _save(self) -> None:
        if not self.persist:
            return
        data: dict[str, Any] = {"version": 1, "stars": dict(sorted(self.stars.items()))}
        try:
            atomic_write_json(self.path, data)
        except OSError as error:
            self.messages.append(Unsaved(f"{FILE_NAME} not saved: {error}", "unsaved", FILE_NAME))
