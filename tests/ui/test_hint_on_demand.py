"""The UI tests' hints worked out when first asked for (``hint_cycle.PREFETCH`` off, set
by tests/ui/conftest.py): the job is handed to the worker only when something waits on
it, with the same answer or failure, and a decision over before that costs nothing."""

from __future__ import annotations

from concurrent.futures import Future

import pytest

from ui.play import hint_cycle
from ui.play.hint_cycle import HintCycle


class CountingWorker:
    """A worker that records what is submitted and answers at once (or fails)."""

    def __init__(self, answer: list[str] | None = None, error: Exception | None = None) -> None:
        self.submitted = 0
        self.answer, self.error = answer or [], error

    def submit(self) -> Future[list[str]]:
        self.submitted += 1
        future: Future[list[str]] = Future()
        if self.error is not None:
            future.set_exception(self.error)
        else:
            future.set_result(list(self.answer))
        return future


def test_the_tests_ask_for_hints_only_when_pressed() -> None:
    assert hint_cycle.PREFETCH is False


def test_begun_but_not_asked_for_nothing_is_submitted_and_clear_drops_it() -> None:
    worker, cycle = CountingWorker(["a"]), HintCycle[str]()
    cycle.begin(worker.submit)
    cycle.begin(worker.submit)
    assert cycle.started and worker.submitted == 0
    cycle.clear()
    assert worker.submitted == 0 and cycle.job is None


def test_a_press_hands_the_job_over_once_and_shows_its_answer() -> None:
    worker, cycle = CountingWorker(["a", "b"]), HintCycle[str]()
    cycle.begin(worker.submit)
    assert cycle.advance(worker.submit) == "a"
    assert cycle.advance(worker.submit) == "b"
    assert worker.submitted == 1


def test_waiting_on_the_job_hands_it_over_with_its_failure() -> None:
    worker = CountingWorker(error=RuntimeError("the worker's agent crashed"))
    job = HintCycle[str]().begin(worker.submit)
    with pytest.raises(RuntimeError, match="agent crashed"):
        job.result(timeout=5)
    assert worker.submitted == 1 and job.done()


@pytest.mark.hint_prefetch
def test_marked_hint_prefetch_the_job_starts_as_the_decision_begins() -> None:
    worker = CountingWorker(["a"])
    HintCycle[str]().begin(worker.submit)
    assert hint_cycle.PREFETCH is True and worker.submitted == 1
