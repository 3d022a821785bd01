"""复盘 on the review worker, one decision at a time, so the page fills in as it goes.

:class:`ReviewJob` first asks the worker which actions were the player's decisions
(:func:`ai.doudizhu.review.decision_points`, a replay), then submits one
:func:`ai.doudizhu.review.review_decision` per decision.  The page polls it every frame for
the progress (``done`` of ``total``) and the differences found so far, in the
hand's order.  Nothing here blocks or draws.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

from ai.doudizhu.review import ReviewBudget, decision_points, review_decision
from ui.app.workers import Worker

_open: weakref.WeakSet[ReviewJob] = weakref.WeakSet()


def drop_unwatched() -> None:
    """A new turn needs the worker for its hints: reviews no page shows are stopped (a
    practice hand's review starts when it ends, and the player may just deal again)."""
    for job in list(_open):
        if not job.watched:
            job.cancel()


class ReviewJob:
    """The review of one finished hand, from ``seat``'s point of view."""

    def __init__(
        self,
        worker: Worker,
        record: dict[str, Any],
        seat: int = 0,
        budget: Any = None,
        seed: int = 0,
        *,
        points_of: Callable[..., list[int]] = decision_points,
        review_of: Callable[..., Any] = review_decision,
    ) -> None:
        self.worker = worker
        self.record = record
        self.seat = seat
        self.budget = budget or ReviewBudget()
        self.seed = seed
        self.points_of = points_of
        self.review_of = review_of
        self.error = ""
        self.watched = False  # a review page shows it (set by the page)
        self._points: Future[list[int]] | None = worker.submit(points_of, record, seat)
        self._decisions: list[tuple[int, Future[Any]]] = []
        _open.add(self)

    def poll(self) -> None:
        """Once the decisions are known, hand every one of them to the worker."""
        points = self._points
        if points is None or not points.done() or points.cancelled():
            return
        self._points = None
        try:
            indices = points.result()
        except Exception as exc:  # a damaged record: the page says so
            self.error = str(exc) or type(exc).__name__
            return
        self._decisions = [(index, self._submit(index)) for index in indices]

    @property
    def started(self) -> bool:
        """The decisions are known (so ``total`` means something)."""
        return self._points is None

    @property
    def total(self) -> int:
        return len(self._decisions)

    @property
    def done(self) -> int:
        return sum(1 for _, job in self._decisions if job.done() and not job.cancelled())

    @property
    def finished(self) -> bool:
        return self.started and self.done == self.total

    def items(self) -> list[Any]:
        """The differences found so far, in the order of the hand."""
        out: list[Any] = []
        for _, job in self._decisions:
            if not job.done() or job.cancelled():
                continue
            try:
                item = job.result()
            except Exception as exc:
                self.error = self.error or str(exc) or type(exc).__name__
                continue
            if item is not None:
                out.append(item)
        return out

    def resume(self) -> None:
        """Open again after :meth:`cancel`: what was stopped is asked for again, what was
        done is kept."""
        _open.add(self)
        if self._points is not None and self._points.cancelled():
            self._points = self.worker.submit(self.points_of, self.record, self.seat)
        self._decisions = [
            (index, self._submit(index) if job.cancelled() else job)
            for index, job in self._decisions
        ]

    def _submit(self, index: int) -> Future[Any]:
        return self.worker.submit(
            self.review_of, self.record, index, self.seat, self.budget, self.seed
        )

    def cancel(self) -> None:
        """The player left the page before the end: stop what has not started."""
        if self._points is not None:
            self._points.cancel()
        for _, job in self._decisions:
            job.cancel()
        _open.discard(self)
