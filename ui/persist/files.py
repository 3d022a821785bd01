"""Small file helpers shared by the stores: where files go, moving damaged ones aside."""

from __future__ import annotations

import contextlib
import os
import time
from pathlib import Path

import platformdirs

APP_NAME = "doudizhu"


def data_dir() -> Path:
    """The user's data folder; platformdirs honours ``XDG_DATA_HOME``."""
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


class Unsaved(str):
    """A message that a file could not be opened or written (not that one was damaged).

    It is still a plain string for logs and tests; the banner reads the type to choose
    its heading, so the player is not told a file was moved aside when none was.
    """

    __slots__ = ()


def move_aside(path: Path, why: str) -> str:
    """Rename a damaged file to ``name.corrupt-<time>`` and say so in one sentence.

    A timestamp keeps earlier damaged copies instead of overwriting them, so
    nothing a player had is ever deleted by the game.
    """
    aside = path.with_name(f"{path.name}.corrupt-{time.strftime('%Y%m%d-%H%M%S')}")
    n = 1
    while aside.exists():
        aside = aside.with_name(f"{aside.name}.{n}")
        n += 1
    with contextlib.suppress(OSError):
        os.replace(path, aside)
    return f"{path.name} could not be read ({why}); it was moved to {aside.name}"


def atomic_write_text(path: Path, text: str) -> None:
    """Write through a temporary file and ``os.replace``: a crash leaves old or new, never half."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "w", encoding="utf-8") as handle:
        handle.write(text)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(tmp, path)
