"""Small file helpers shared by the stores: where files go, moving damaged ones aside."""

from __future__ import annotations

import contextlib
import json
import os
import time
from pathlib import Path
from typing import Any

import platformdirs

APP_NAME = "doudizhu"
# The deepest nesting any file of ours holds is 5 (a Tractor match: payload, record, hands,
# a hand, its actions); a file nested deeper was not written by the game.
MAX_DEPTH = 12


def data_dir() -> Path:
    """The user's data folder; platformdirs honours ``XDG_DATA_HOME``."""
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


class FileNotice(str):
    """What went wrong with one file, for the player's banner and for the log.

    The string itself is the technical sentence in English (for stderr and tests); the
    fields say what the banner needs to tell the player in their own language:
    ``kind`` (``damaged``: moved aside; ``unreadable``, ``unsaved``, ``folder``), the
    file's ``name`` and, for a damaged file, the ``aside`` name it was moved to.
    """

    kind: str
    name: str
    aside: str

    def __new__(
        cls, text: str, kind: str = "damaged", name: str = "", aside: str = ""
    ) -> FileNotice:
        notice = super().__new__(cls, text)
        notice.kind, notice.name, notice.aside = kind, name, aside
        return notice

    def __reduce__(self) -> tuple[object, ...]:
        return (type(self), (str(self), self.kind, self.name, self.aside))


class Unsaved(FileNotice):
    """A file could not be opened or written (not that one was damaged): the banner reads
    the type to choose its heading, so the player is not told a file was moved aside
    when none was."""

    def __new__(
        cls, text: str, kind: str = "unsaved", name: str = "", aside: str = ""
    ) -> Unsaved:
        notice = str.__new__(cls, text)
        notice.kind, notice.name, notice.aside = kind, name, aside
        return notice


def aside_path(path: Path) -> Path:
    """A name no file has yet for a damaged ``path``: ``name.corrupt-<time>`` (``.1``,
    ``.2`` ... after it when that is taken)."""
    aside = path.with_name(f"{path.name}.corrupt-{time.strftime('%Y%m%d-%H%M%S')}")
    n = 1
    while aside.exists():
        aside = aside.with_name(f"{aside.name}.{n}")
        n += 1
    return aside


def move_aside(path: Path, why: str) -> FileNotice:
    """Rename a damaged file to ``name.corrupt-<time>`` and say so in one sentence.

    A timestamp keeps earlier damaged copies instead of overwriting them, so
    nothing a player had is ever deleted by the game.
    """
    aside = aside_path(path)
    with contextlib.suppress(OSError):
        os.replace(path, aside)
    text = f"{path.name} could not be read ({why}); it was moved to {aside.name}"
    return FileNotice(text, "damaged", path.name, aside.name)


def atomic_write_text(path: Path, text: str) -> None:
    """Write through a temporary file and ``os.replace``: a crash leaves old or new, never half."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "w", encoding="utf-8") as handle:
        handle.write(text)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(tmp, path)


def json_depth(value: Any) -> int:
    """How deeply ``value`` nests lists and dicts (a scalar is 0), without recursion.

    >>> json_depth(5), json_depth([]), json_depth({"a": [1, [2]]})
    (0, 1, 3)
    """
    deepest, pending = 0, [(value, 1)]
    while pending:
        item, depth = pending.pop()
        if isinstance(item, dict):
            item = list(item.values())
        if isinstance(item, list):
            deepest = max(deepest, depth)
            pending.extend((child, depth + 1) for child in item)
    return deepest


def parse_json(text: str, max_depth: int = MAX_DEPTH) -> Any:
    """The data of a JSON file we wrote, or ValueError saying why it cannot be.

    Python's parser recurses once per bracket, so a file of a thousand nested
    brackets raises RecursionError (not ValueError) and would escape the callers'
    handlers at every start; it, and any nesting deeper than ``max_depth``, is
    reported as damage like any other.

    >>> parse_json('[[[0]]]', max_depth=2)
    Traceback (most recent call last):
    ...
    ValueError: nested 3 deep, more than 2
    """
    try:
        data = json.loads(text)
    except RecursionError:
        raise ValueError("nested far too deep") from None
    depth = json_depth(data)
    if depth > max_depth:
        raise ValueError(f"nested {depth} deep, more than {max_depth}")
    return data
