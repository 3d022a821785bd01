"""Background workers for AI decisions, hints and reviews, off the render loop.

The search is pure Python, so on a thread it holds the interpreter lock against the
render loop and frames stall while it runs.  Each :class:`Worker` therefore runs its
jobs in a child process of its own (``spawn``, so it works the same on Linux, macOS,
Windows and from the PyInstaller build, where ``main.py`` calls
``multiprocessing.freeze_support``).  Jobs are a module-level function and plain-data
arguments (a seat's view, a record); the answer comes back through a pipe and resolves
an ordinary :class:`~concurrent.futures.Future`, so callers only poll ``done()``.

The parent sends one job at a time and keeps the rest queued, so a job cancelled
before it starts (a hint of a turn that is over) never runs.  A receiver thread in the
parent waits on the pipe, which costs the render loop nothing while it waits.

Processes never outlive the game: :meth:`Worker.shutdown` (and an ``atexit`` hook)
terminates them, and each child watches its parent and exits as soon as the parent is
gone, even after ``kill -9``.  When a process cannot be started, or dies, or a job
cannot be pickled, the work runs on a thread instead: slower frames, never a lost move.
``DDZ_WORKERS=thread`` forces threads (for debugging).

:mod:`multiprocessing` and its pipes, :mod:`pickle` and :mod:`concurrent.futures` are
imported when the first process starts or the first job comes (in the app's warm-up,
after the title's first frame), not with this module: together they cost about a tenth
of the start-up to the title.
"""

from __future__ import annotations

import atexit
import os
import sys
import threading
import traceback
from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from concurrent.futures import Future, ThreadPoolExecutor
    from multiprocessing.connection import Connection

    _Job = tuple[int, Callable[..., Any], tuple[Any, ...], dict[str, Any]]
    _Queued = tuple[_Job, bytes, Future[Any]]

START_TIMEOUT_SECONDS = 20.0  # a child that has not said hello by then is given up
NICENESS = 5  # a worker yields the CPU to the render loop when both want it
PROCESS = "process"
THREAD = "thread"

_live: set[Worker] = set()
# Idle worker processes a headless app left for the next one (tests make hundreds of
# apps; each would start two processes).  Killed at exit like the others.
_parked: list[tuple[Any, Connection]] = []
_parked_lock = threading.Lock()


def default_kind() -> str:
    """``process`` unless ``DDZ_WORKERS=thread`` asks for threads."""
    return THREAD if os.environ.get("DDZ_WORKERS", "").lower() == THREAD else PROCESS


class Worker:
    """One background worker: ``submit`` like an executor, ``busy`` while work is pending.

    ``kind`` is ``process`` (the default) or ``thread``; :attr:`kind` says which one is
    in use now (a process worker that could not start falls back to a thread).
    """

    def __init__(self, name: str, kind: str | None = None) -> None:
        self.name = name
        self.kind = kind or default_kind()
        self._lock = threading.Lock()
        self._queue: deque[_Queued] = deque()
        self._running: dict[int, Future[Any]] = {}
        self._jobs: dict[int, _Job] = {}
        self._next_id = 0
        self._closed = False
        self._thread: ThreadPoolExecutor | None = None
        self._process: Any = None
        self._conn: Connection | None = None
        self._pending: set[Future[Any]] = set()
        self._park_id = 0  # the job whose answer hands the idle process back to the pool
        self.fallback_reason = ""

    # -- the public face -----------------------------------------------------------------
    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        """Run ``fn(*args, **kwargs)`` in the background; the future holds its answer."""
        if self._closed:
            raise RuntimeError(f"worker {self.name} is shut down")
        from concurrent.futures import Future

        future: Future[Any] = Future()
        self._pending.add(future)
        future.add_done_callback(self._pending.discard)
        job: _Job = (self._new_id(), fn, args, kwargs)
        payload = _pickled(job) if self.kind == PROCESS else None
        if payload is None:  # threads asked for, or a job that cannot travel (a lambda)
            self._on_thread(job, future)
            return future
        with self._lock:
            queued = self.kind == PROCESS  # not if the process failed a moment ago
            if queued:
                self._queue.append((job, payload, future))
        if not queued:
            self._on_thread(job, future)
            return future
        self.start()
        self._send_next()
        return future

    def start(self) -> None:
        """Start the worker process now (else the first job starts it): a warm worker
        answers the first move without the process's start-up."""
        if self._process is None and self.kind == PROCESS and not self._closed:
            self._start_process()

    @property
    def busy(self) -> bool:
        return bool(self._pending)

    def wait(self, timeout: float) -> None:
        """Block until a pending job finishes, or ``timeout`` seconds: a headless loop
        (``--walk``) waits on the answer itself instead of sleeping in slices."""
        from concurrent.futures import FIRST_COMPLETED
        from concurrent.futures import wait as futures_wait

        pending = list(self._pending)
        if pending:
            futures_wait(pending, timeout=timeout, return_when=FIRST_COMPLETED)

    @property
    def pid(self) -> int | None:
        """The worker process's id while it runs (None on a thread)."""
        proc = self._process
        return proc.pid if proc is not None and proc.is_alive() else None

    def shutdown(self, wait: bool = False, cancel_futures: bool = True, park: bool = False) -> None:
        """Stop the worker: queued jobs are cancelled and the process is terminated, or with
        ``park`` (headless runs) an idle process waits for the next worker in this program,
        and ends with it."""
        self._closed = True
        if park and self._park():
            self._cancel_all()
            if self._thread is not None:
                self._thread.shutdown(wait=wait, cancel_futures=cancel_futures)
            _live.discard(self)
            return
        self._cancel_all()
        self._stop_process()
        if self._thread is not None:
            self._thread.shutdown(wait=wait, cancel_futures=cancel_futures)
        _live.discard(self)

    def _cancel_all(self) -> None:
        with self._lock:
            queued = list(self._queue)
            self._queue.clear()
            running = list(self._running.values())
            self._running.clear()
        for _, _, future in queued:
            future.cancel()
        for future in running:
            if not future.done():
                future.cancel() or _fail(future, RuntimeError("worker shut down"))

    def _park(self) -> bool:
        """Hand an idle, healthy process back to the pool (its receiver finishes the hand-over
        once the child has answered, so the pipe is clean for the next owner)."""
        with self._lock:
            process, conn = self._process, self._conn
            if self._running or self._queue or conn is None or process is None:
                return False
            if self.kind != PROCESS or not process.is_alive():
                return False
            self._next_id += 1
            self._park_id = self._next_id
            job: _Job = (self._park_id, _parked_answer, (), {})
            self._process, self._conn = None, None
        import pickle

        try:
            conn.send_bytes(pickle.dumps(job))
        except (OSError, ValueError):
            self._process, self._conn = process, conn
            return False
        return True

    # -- the process -------------------------------------------------------------------------
    def _new_id(self) -> int:
        with self._lock:
            self._next_id += 1
            return self._next_id

    def _start_process(self) -> None:
        if self._adopt():
            return
        try:
            import multiprocessing
            import multiprocessing.process

            if getattr(sys, "frozen", False):  # see ui.app.frozen_workers, the child's side
                multiprocessing.process.ORIGINAL_DIR = None  # type: ignore[attr-defined]
            context = multiprocessing.get_context("spawn")
            parent, child = context.Pipe()
            process = context.Process(
                target=serve, args=(child,), name=f"ddz-{self.name}", daemon=True
            )
            process.start()
            child.close()
        except Exception as exc:  # no processes here (sandbox, frozen without support)
            self._fall_back(f"cannot start a worker process: {exc}")
            return
        self._process, self._conn = process, parent
        _live.add(self)
        threading.Thread(target=self._receive, name=f"{self.name}-receiver", daemon=True).start()

    def _adopt(self) -> bool:
        """Take over a parked process (already started and greeted), if one is alive."""
        with _parked_lock:
            while _parked:
                process, conn = _parked.pop()
                if process.is_alive():
                    break
                conn.close()
            else:
                return False
        self._process, self._conn = process, conn
        _live.add(self)
        threading.Thread(
            target=self._receive, args=(True,), name=f"{self.name}-receiver", daemon=True
        ).start()
        return True

    def _send_next(self) -> None:
        """Send the next queued job unless one is running (the child does one at a time)."""
        with self._lock:
            if self._running or self._conn is None or self.kind != PROCESS:
                return
            while self._queue:
                job, payload, future = self._queue.popleft()
                if future.set_running_or_notify_cancel():
                    break
            else:
                return
            self._running[job[0]] = future
            self._jobs[job[0]] = job
            conn = self._conn
        try:
            conn.send_bytes(payload)
        except (OSError, ValueError) as exc:
            self._fall_back(f"the worker process cannot be reached: {exc}")

    def _receive(self, greeted: bool = False) -> None:
        """The receiver thread: resolve futures as answers arrive; a dead child → threads."""
        import pickle

        conn, process = self._conn, self._process
        assert conn is not None
        try:
            if not greeted and not (conn.poll(START_TIMEOUT_SECONDS) and conn.recv() == "ready"):
                raise EOFError("no greeting")
            while True:
                job_id, ok, value = conn.recv()
                if job_id == self._park_id:
                    with _parked_lock:
                        _parked.append((process, conn))
                    return
                with self._lock:
                    future = self._running.pop(job_id, None)
                    self._jobs.pop(job_id, None)
                if future is not None and not future.done():
                    if ok:
                        future.set_result(value)
                    else:
                        _fail(future, value)
                self._send_next()
        except (EOFError, OSError, pickle.UnpicklingError, TypeError, ValueError) as exc:
            if not self._closed:
                self._fall_back(f"the worker process stopped: {exc or type(exc).__name__}")

    def _fall_back(self, why: str) -> None:
        """Processes failed: say so once on stderr and run everything on a thread from now."""
        with self._lock:
            if self.kind == THREAD:
                return
            self.kind = THREAD
            self.fallback_reason = why
            again = [(self._jobs[i], f) for i, f in self._running.items() if i in self._jobs]
            again += [(job, future) for job, _, future in self._queue]
            self._running.clear()
            self._jobs.clear()
            self._queue.clear()
        print(f"{why}; the {self.name} worker runs on a thread", file=sys.stderr)
        self._stop_process()
        for job, future in again:
            self._on_thread(job, future, started=future.running())

    def _stop_process(self) -> None:
        process, conn = self._process, self._conn
        self._process, self._conn = None, None
        if conn is not None:
            conn.close()
        if process is not None:
            if process.is_alive():
                process.terminate()
            process.join(2.0)
            if process.is_alive():
                process.kill()
                process.join(2.0)

    # -- the thread ------------------------------------------------------------------------------
    def _on_thread(self, job: _Job, future: Future[Any], started: bool = False) -> None:
        if self._thread is None:
            from concurrent.futures import ThreadPoolExecutor

            self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix=self.name)
        _, fn, args, kwargs = job

        def run() -> None:
            if not started and not future.set_running_or_notify_cancel():
                return
            try:
                result = fn(*args, **kwargs)
            except BaseException as exc:
                _fail(future, exc)
            else:
                if not future.done():
                    future.set_result(result)

        self._thread.submit(run)


def _pickled(job: _Job) -> bytes | None:
    """The job as bytes for the pipe, pickled once; None when it cannot be pickled."""
    import pickle

    try:
        return pickle.dumps(job, protocol=pickle.HIGHEST_PROTOCOL)
    except Exception:
        return None


def _fail(future: Future[Any], exc: BaseException) -> bool:
    if future.done():
        return False
    future.set_exception(exc)
    return True


@atexit.register
def _stop_all() -> None:
    """No worker process outlives the game, however the loop ended."""
    for worker in list(_live):
        worker.shutdown()
    with _parked_lock:
        idle = list(_parked)
        _parked.clear()
    for process, conn in idle:
        conn.close()
        process.terminate()
        process.join(2.0)
        if process.is_alive():
            process.kill()


def _parked_answer() -> str:
    """The job that confirms a process is idle before it is handed on."""
    return "parked"


# -- the child ---------------------------------------------------------------------------------
def serve(conn: Connection) -> None:
    """The worker process: answer jobs one at a time until the pipe closes or the parent dies."""
    import multiprocessing
    import pickle
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is the game's to handle
    _lower_priority()
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_exit_with, args=(parent.sentinel,), daemon=True).start()
    try:
        conn.send("ready")
        while True:
            job_id, fn, args, kwargs = conn.recv()
            try:
                answer: tuple[int, bool, Any] = (job_id, True, fn(*args, **kwargs))
            except Exception as exc:
                exc.add_note("in the worker process:\n" + traceback.format_exc().rstrip())
                answer = (job_id, False, _sendable(exc))
            try:
                conn.send(answer)
            except (pickle.PicklingError, TypeError, AttributeError) as exc:
                conn.send((job_id, False, RuntimeError(f"answer cannot be sent back: {exc}")))
    except (EOFError, OSError, KeyboardInterrupt):
        pass


def _lower_priority() -> None:
    """Search is background work: on a busy machine the frames must win the CPU."""
    try:
        if hasattr(os, "nice"):
            os.nice(NICENESS)
        elif sys.platform == "win32":
            import ctypes

            below_normal = 0x4000
            kernel = ctypes.windll.kernel32  # type: ignore[attr-defined]
            kernel.SetPriorityClass(kernel.GetCurrentProcess(), below_normal)
    except (OSError, AttributeError):
        pass


def _exit_with(sentinel: int) -> None:
    """Wait for the parent to end, then end at once (an orphan would search on for nobody)."""
    from multiprocessing.connection import wait

    wait([sentinel])
    # Said on stderr so that a worker lost while its parent still runs (a test's "the worker
    # process stopped") shows which way it ended.
    print(f"worker process {os.getpid()}: its parent is gone; ending", file=sys.stderr,
          flush=True)
    os._exit(0)


def _sendable(exc: Exception) -> Exception:
    """The exception itself when it pickles, else a RuntimeError that carries its text."""
    import pickle

    try:
        pickle.dumps(exc)
    except Exception:
        return RuntimeError("".join(traceback.format_exception_only(type(exc), exc)).strip())
    return exc
