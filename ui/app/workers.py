"""Background workers for AI decisions and reviews, off the render loop.

A thin wrapper over a one-thread executor that also knows whether work is in
flight.  The real app paces frames with ``Clock.tick``, which leaves the worker
most of each frame; headless runs (self-test, monkey, tests) step frames as
fast as they can, and a pure-Python render loop can then starve the worker of
the interpreter lock for seconds.  :meth:`App.frame` uses :attr:`busy` to
yield a moment in that case.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any


class Worker:
    """One background thread; ``submit`` like an executor, ``busy`` while work is pending."""

    def __init__(self, name: str) -> None:
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix=name)
        self._pending: set[Future[Any]] = set()

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        future = self._executor.submit(fn, *args, **kwargs)
        self._pending.add(future)
        future.add_done_callback(self._pending.discard)
        return future

    @property
    def busy(self) -> bool:
        return bool(self._pending)

    def shutdown(self, wait: bool = False, cancel_futures: bool = True) -> None:
        self._executor.shutdown(wait=wait, cancel_futures=cancel_futures)
