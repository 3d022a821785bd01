"""Ranked hints for one decision, worked out on a worker and shown one per press.

Both tables ask the expert for a ranked list as the player's decision begins (so it
is usually ready when 提示 / H is pressed), show the first on the first press and
the next on each press after (round again after the last), and forget the list when
the decision is taken.  The family gives the job (what to rank, on which worker) and
the words of one hint; this class keeps the press-by-press state only.

:data:`PREFETCH` off (the UI tests that read no hint: ``tests/ui/conftest.py``), the job
of a decision is handed to the worker only when something first waits on it (H, the
turn clock taking the first hint), not as the decision begins: the same job on the same
view, only later.  The expert's hint at every decision of every hand a test plays was
most of the UI tests' processor time.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, InvalidStateError
from typing import Any, Generic, TypeVar

from ui.app.i18n import t

H = TypeVar("H")

PREFETCH = True  # a decision's hints are worked out as it begins (ready when H is pressed)


def ask_expert(worker: Any, job: Callable[..., list[H]], *args: Any) -> Future[list[H]]:
    """Submit a hint job on the review worker, first dropping a review nobody looks at
    (it must not keep the expert busy while the player waits for a hint)."""
    from ui.app.review_jobs import drop_unwatched

    drop_unwatched()
    return worker.submit(job, *args)  # type: ignore[no-any-return]


class OnDemand(Future[list[H]]):
    """A hint job not handed to the worker yet: it is, the first time something asks
    whether it is done or for its result; its answer (or failure) is then this one's."""

    def __init__(self, submit: Callable[[], Future[list[H]]]) -> None:
        super().__init__()
        self._submit = submit
        self.job: Future[list[H]] | None = None  # the worker's, once handed over

    def _hand_over(self) -> None:
        if self.job is None and not super().done():
            self.job = self._submit()
            self.job.add_done_callback(self._copy)

    def _copy(self, job: Future[list[H]]) -> None:
        if job.cancelled():
            super().cancel()
            return
        error = job.exception()
        try:
            if error is not None:
                self.set_exception(error)
            else:
                self.set_result(job.result())
        except InvalidStateError:  # cancelled meanwhile: the decision is over
            pass

    def done(self) -> bool:
        self._hand_over()
        return super().done()

    def result(self, timeout: float | None = None) -> list[H]:
        self._hand_over()
        return super().result(timeout)

    def exception(self, timeout: float | None = None) -> BaseException | None:
        self._hand_over()
        return super().exception(timeout)

    def cancel(self) -> bool:
        if self.job is not None:
            self.job.cancel()
        return super().cancel()


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
        """Start the job once per decision (``submit`` is called only the first time; with
        :data:`PREFETCH` off, when the job is first waited on)."""
        if self.job is None:
            self.job = submit() if PREFETCH else OnDemand(submit)
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
