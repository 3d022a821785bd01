"""The AI, hints and reviews run in worker processes: same answers as in-process, no
process left behind, a thread when processes cannot be had."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

import ai
from game import new_game, ruleset
from ui.app import agents, workers
from ui.app.workers import PROCESS, THREAD, Worker

ROOT = Path(__file__).resolve().parents[2]


def _alive(pid: int) -> bool:
    """The process runs (a zombie awaiting its parent's wait counts as gone)."""
    try:
        os.kill(pid, 0)
    except OSError:
        return False
    status = Path(f"/proc/{pid}/status")
    if status.exists():
        return "State:\tZ" not in status.read_text()
    return True


def _gone_within(pid: int, seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if not _alive(pid):
            return True
        time.sleep(0.05)
    return not _alive(pid)


def _play_hand(decide: object, seed: int, spec: str) -> list[str]:
    """A whole hand where every seat's action comes from ``decide(seat, view)``."""
    game = new_game(ruleset("classic"), seed)
    while not game.over:
        seat = game.to_act
        assert seat is not None
        game.apply(decide(seat, game.view(seat)))  # type: ignore[operator]
    return game.action_log


def test_a_worker_process_plays_exactly_as_in_process() -> None:
    """Each seat's agent lives in the worker across turns, so its memory and random state
    carry over as they would in one process: the same seed plays the same hand."""
    seed, spec = 12, "normal"
    own = {s: ai.make_agent(spec, agents.seat_seed(seed, s)) for s in range(3)}
    in_process = _play_hand(lambda s, v: ai.choose_action(own[s], v), seed, spec)
    worker = Worker("test-ai", PROCESS)
    try:
        remote = _play_hand(
            lambda s, v: worker.submit(
                agents.decide, "table-1", s, spec, agents.seat_seed(seed, s), v
            ).result(timeout=60),
            seed,
            spec,
        )
        assert worker.kind == PROCESS and worker.pid is not None, worker.fallback_reason
        assert worker.pid != os.getpid()
    finally:
        worker.shutdown()
    assert remote == in_process


def test_the_experts_hints_are_the_same_from_a_worker_process() -> None:
    game = new_game(ruleset("classic"), 4)
    players = [ai.make_agent("normal", s) for s in range(3)]
    while game.phase != "play":
        seat = game.to_act
        assert seat is not None
        game.apply(ai.choose_action(players[seat], game.view(seat)))
    view = game.view(game.to_act or 0)
    worker = Worker("test-hints", PROCESS)
    try:
        remote = worker.submit(agents.hints, view, 4, agents.HINT_LEVEL).result(timeout=120)
        assert worker.kind == PROCESS
    finally:
        worker.shutdown()
    assert remote == agents.hints(view, 4, agents.HINT_LEVEL)


def test_shutdown_leaves_no_process_behind() -> None:
    worker = Worker("test-stop", PROCESS)
    worker.start()
    assert worker.submit(sum, [1, 2, 3]).result(timeout=60) == 6
    pid = worker.pid
    assert pid is not None and _alive(pid)
    slow = worker.submit(time.sleep, 30)  # still running when the game quits
    time.sleep(0.2)
    worker.shutdown()
    assert _gone_within(pid, 5), "the worker process outlived shutdown"
    assert slow.done()


@pytest.mark.skipif(sys.platform == "win32", reason="kill -9 of the parent is a POSIX test")
def test_a_killed_game_takes_its_worker_processes_with_it(tmp_path: Path) -> None:
    """kill -9 of the game (no shutdown, no atexit): each worker sees its parent gone."""
    script = tmp_path / "game.py"
    script.write_text(textwrap.dedent(f"""
        import os, signal, sys, time
        sys.path.insert(0, {str(ROOT)!r})
        from ui.app.workers import Worker

        if __name__ == "__main__":
            workers = [Worker("a"), Worker("b")]
            for w in workers:
                w.submit(sum, [1]).result(timeout=60)
            workers[0].submit(time.sleep, 60)  # one is busy when the game dies
            print(" ".join(str(w.pid) for w in workers), flush=True)
            os.kill(os.getpid(), signal.SIGKILL)
    """))
    run = subprocess.run(
        [sys.executable, str(script)], capture_output=True, text=True, timeout=120,
        env={**os.environ, "DDZ_WORKERS": "process"},
    )
    pids = [int(p) for p in run.stdout.split()]
    assert len(pids) == 2, run.stderr
    for pid in pids:
        assert _gone_within(pid, 10), f"worker {pid} was orphaned"


def test_a_worker_that_cannot_start_a_process_runs_on_a_thread(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import multiprocessing

    def refuse(method: str) -> object:
        raise OSError("no processes here")

    monkeypatch.setattr(multiprocessing, "get_context", refuse)
    # An idle process another test's app left in the pool would be adopted, and no process
    # started at all: the fallback under test would never be reached.
    monkeypatch.setattr(workers, "_parked", [])
    worker = Worker("test-fallback", PROCESS)
    try:
        assert worker.submit(sum, [2, 3]).result(timeout=30) == 5
        assert worker.kind == THREAD and "no processes here" in worker.fallback_reason
    finally:
        worker.shutdown()
    assert "runs on a thread" in capsys.readouterr().err


def test_a_job_that_cannot_travel_runs_on_a_thread_and_errors_come_back() -> None:
    worker = Worker("test-local", PROCESS)
    try:
        assert worker.submit(lambda: 7).result(timeout=30) == 7  # a lambda does not pickle
        failing = worker.submit(int, "not a number")
        with pytest.raises(ValueError) as caught:
            failing.result(timeout=60)
        assert any("worker process" in note for note in getattr(caught.value, "__notes__", []))
        assert worker.kind == PROCESS
    finally:
        worker.shutdown()


def test_a_job_cancelled_before_it_starts_never_runs() -> None:
    worker = Worker("test-cancel", PROCESS)
    try:
        first = worker.submit(time.sleep, 0.5)
        second = worker.submit(sum, [1])
        assert second.cancel(), "queued in the parent, so it can still be cancelled"
        first.result(timeout=60)
        assert second.cancelled() and not first.cancelled()
        assert worker.submit(sum, [4]).result(timeout=60) == 4
    finally:
        worker.shutdown()


def test_a_headless_apps_idle_process_serves_the_next_app_and_ends_at_exit(
    tmp_path: Path,
) -> None:
    script = tmp_path / "apps.py"
    script.write_text(textwrap.dedent(f"""
        import sys
        sys.path.insert(0, {str(ROOT)!r})
        from ui.app.workers import Worker

        if __name__ == "__main__":
            first = Worker("a")
            first.submit(sum, [1]).result(timeout=60)
            pid = first.pid
            first.shutdown(park=True)
            import time
            for _ in range(100):
                second = Worker("b")
                second.start()
                if second.pid == pid:
                    break
                second.shutdown()
                time.sleep(0.05)
            assert second.submit(sum, [2, 3]).result(timeout=60) == 5
            print(pid, second.pid, flush=True)
    """))
    run = subprocess.run(
        [sys.executable, str(script)], capture_output=True, text=True, timeout=120,
        env={**os.environ, "DDZ_WORKERS": "process"},
    )
    assert run.returncode == 0, run.stderr
    first, second = (int(p) for p in run.stdout.split())
    assert first == second, "the parked process was taken over"
    assert _gone_within(first, 10), "a parked process outlived the program"
