"""Where the 残局 screens get their puzzles and the player's progress.

The puzzle file ships in ``assets/puzzles/``; it is read once and checked by
:func:`ai.endgame.puzzles.read_puzzles`.  Should it be missing or damaged the
screens say so and offer the analysis board alone (``load_error``).  The progress
belongs to the app (one per app, so a headless test's app never sees another's).
"""

from __future__ import annotations

import weakref
from functools import lru_cache
from typing import TYPE_CHECKING

from ai.endgame.puzzles import Chapter, Puzzle, PuzzleError, read_puzzles
from ui.app.paths import asset_path
from ui.endgame.progress import Progress

if TYPE_CHECKING:
    from ui.app.app import App


@lru_cache(maxsize=1)
def _load() -> tuple[tuple[Chapter, ...], str]:
    try:
        text = asset_path("puzzles", "puzzles.json").read_text(encoding="utf-8")
        return read_puzzles(text), ""
    except (OSError, PuzzleError) as error:
        return (), str(error)


def chapters() -> tuple[Chapter, ...]:
    """The shipped chapters (empty when the file cannot be used)."""
    return _load()[0]


def load_error() -> str:
    """Why the puzzles could not be read ("" when they were)."""
    return _load()[1]


def next_puzzle(puzzle: Puzzle) -> Puzzle | None:
    """The puzzle after this one (into the next chapter), or None after the last."""
    every = [p for c in chapters() for p in c.puzzles]
    at = next((i for i, p in enumerate(every) if p.ident == puzzle.ident), len(every))
    return every[at + 1] if at + 1 < len(every) else None


# Each app's progress, kept beside it rather than as an attribute set on the app.
_PROGRESS: weakref.WeakKeyDictionary[App, Progress] = weakref.WeakKeyDictionary()


def progress_of(app: App) -> Progress:
    """The app's progress, read on first use; a damaged file's notice goes to the banner."""
    found = _PROGRESS.get(app)
    if found is not None:
        return found
    progress = _PROGRESS[app] = Progress(persist=app.records.persist)
    tell(app, progress)
    return progress


def tell(app: App, progress: Progress) -> None:
    """Hand the progress file's notices to the app's banner."""
    while progress.messages:
        app.notices.add(progress.messages.pop(0))
