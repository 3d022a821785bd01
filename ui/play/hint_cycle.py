"""Ranked hints for one decision, worked out on a worker and shown one per press.

Both tables ask the expert for a ranked list as the player's decision begins (so it
is usually ready when 提示 / H is pressed), show the first on the first press and
the next on each press after (round again after the last), and forget the list when
the decision is taken.  The family gives the job (what to rank, on which worker) and
the words of one hint; this class keeps the press-by-press state only.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from typing import Any, Generic, TypeVar

from ui.app.i18n import t

H = TypeVar("H")


def ask_expert(worker: Any, job: Callable[..., list[H]], *args: Any) -> Future[list[H]]:
    """Submit a hint job on the review worker, first dropping a review nobody looks at
    (it must not keep the expert busy while the player waits for a hint)."""
    from ui.app.review_jobs import drop_unwatched

    drop_unwatched()
    return worker.submit(job, *args)  # type: ignore[no-any-return]


class HintCycle(Generic[H]):
    """This decision's hints: the job, the list once it came, which one is on show, and
    the words shown with it."""

    def __init__(self) -> None:
        self.hints: list[H] = []
        self.index = -1
        self.job: Future[list[H]] | None = None
        self.waiting = False  # pressed before the job had answered
        self.message = ""

    def begin(self, submit: Callable[[], Future[list[H]]]) -> Future[list[H]]:
        """Start the job once per decision (``submit`` is called only the first time)."""
        if self.job is None:
            self.job = submit()
        return self.job

    @property
    def started(self) -> bool:
        return self.job is not None

    @property
    def ready(self) -> bool:
        """The job answered a press that had to wait: the scene shows the hint now."""
        return self.waiting and self.job is not None and self.job.done()

    def advance(self, submit: Callable[[], Future[list[H]]]) -> H | None:
        """The next hint to show; ``None`` while the job is still at work (``waiting``, the
        message says so) or when it found none (the message says that)."""
        if not self.hints:
            job = self.begin(submit)
            if not job.done():
                self.waiting = True
                self.message = t("hint.thinking")
                return None
            self.hints = list(job.result())
            self.index = -1
        self.waiting = False
        if not self.hints:
            self.message = t("hint.none")
            return None
        self.index = (self.index + 1) % len(self.hints)
        return self.hints[self.index]

    @property
    def current(self) -> H | None:
        return self.hints[self.index] if self.hints and self.index >= 0 else None

    def quiet(self) -> None:
        """The player changed the selection: the words go, the list stays."""
        self.message = ""

    def clear(self) -> None:
        """A new decision: forget the list and stop the job if it has not run yet."""
        self.hints, self.index, self.message = [], -1, ""
        if self.job is not None:
            self.job.cancel()
        self.job, self.waiting = None, False
