"""Player settings, persisted as JSON in the user's config folder.

Writes are atomic (a temporary file, then ``os.replace``).  A damaged file is
moved aside (``settings.json.corrupt-<time>``) with a message, and the game goes
on with defaults; so it does, with a message, when the folder cannot be used.
"""

from __future__ import annotations

import dataclasses
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import platformdirs

from ui.persist.files import Unsaved, move_aside

APP_NAME = "doudizhu"
SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 1.8, "instant": 6.0}
CARD_BACKS = ("red", "blue")
MODES = ("classic", "happy")
LEVELS = ("beginner", "normal", "hard", "expert")


@dataclass
class Settings:
    language: str = "zh"
    animation_speed: str = "normal"
    volume: float = 0.7
    card_back: str = "red"
    auto_pass: bool = True
    mode: str = "classic"
    difficulty: str = "normal"
    practice: bool = False

    @property
    def speed_factor(self) -> float:
        return SPEEDS.get(self.animation_speed, 1.0)

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Settings:
        """Known fields with valid values; anything else keeps its default."""
        s = cls()
        checks: dict[str, Any] = {
            "language": ("zh", "en"),
            "animation_speed": tuple(SPEEDS),
            "card_back": CARD_BACKS,
            "mode": MODES,
            "difficulty": LEVELS,
        }
        for name, allowed in checks.items():
            if data.get(name) in allowed:
                setattr(s, name, data[name])
        volume = data.get("volume")
        if isinstance(volume, int | float) and not isinstance(volume, bool):
            s.volume = min(1.0, max(0.0, float(volume)))
        for flag in ("auto_pass", "practice"):
            if isinstance(data.get(flag), bool):
                setattr(s, flag, data[flag])
        return s


def config_dir() -> Path:
    """The user's config folder; platformdirs honours ``XDG_CONFIG_HOME``."""
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def atomic_write_json(path: Path, data: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=2)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)


def read_json(path: Path) -> tuple[Any, str | None]:
    """The file's data (None when missing) and a message when it could not be used.

    A damaged file is moved aside (never overwriting an earlier damaged copy); a file that
    cannot be opened at all (no permission, the folder is not a folder) is left alone.
    """
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except FileNotFoundError:
        return None, None
    except UnicodeDecodeError as exc:
        return None, move_aside(path, f"not text: {exc.reason}")
    except OSError as exc:
        return None, Unsaved(
            f"{path.name} could not be opened ({exc.strerror or exc}); defaults are used"
        )
    try:
        return json.loads(text), None
    except ValueError as exc:
        return None, move_aside(path, f"corrupt: {exc}")


class SettingsStore:
    """Loads and saves :class:`Settings` at one path (default: the user config folder)."""

    def __init__(self, path: Path | None = None, persist: bool = True) -> None:
        self.path = path or config_dir() / "settings.json"
        self.persist = persist
        self.message: str | None = None

    def load(self) -> Settings:
        if not self.persist:
            return Settings()
        data, self.message = read_json(self.path)
        if self.message:
            print(self.message)
        if not isinstance(data, dict):
            return Settings()
        return Settings.from_json(data)

    def save(self, settings: Settings) -> None:
        if not self.persist:
            return
        try:
            atomic_write_json(self.path, settings.to_json())
        except OSError as exc:
            self.message = Unsaved(f"settings not saved: {exc}")
            print(self.message)
