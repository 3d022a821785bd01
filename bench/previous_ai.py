"""An agent spec that plays an earlier version of ``ai/`` from another checkout.

Run: git worktree add /tmp/ai_previous <commit>
     DDZ_PREVIOUS_AI=/tmp/ai_previous DDZ_PREVIOUS_LEVEL=expert \\
     python -m ai.arena --mode classic --deals 200 --seed 13 --a expert \\
         --b bench.previous_ai:make --workers 1

Two versions of the package cannot share one process (both are ``ai``), so each
arena process starts one child Python in the other checkout and asks it for every
decision: the views go over a pipe pickled and the actions come back.  The child's
players are made with the same seeds, so the previous version plays exactly as it
did; only the time of a decision includes a pipe's round trip (well under a
millisecond).  Dou Dizhu only: the child answers bid, play, double and show.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import subprocess
import sys
import threading
import weakref
from typing import IO, Any

from game.doudizhu.actions import Bid, Call, Rob
from game.doudizhu.view import SeatView
from game.plays import Play

CHILD = r"""
import pickle, sys
from ai import make_agent
inp, out = sys.stdin.buffer, sys.stdout.buffer
sys.stdout = sys.stderr  # nothing but answers on the pipe
agents = {}
while True:
    try:
        op, key, *args = pickle.load(inp)
    except EOFError:
        break
    answer = None
    if op == "new":
        agents[key] = make_agent(*args)
    elif op == "drop":
        agents.pop(key, None)
    else:
        answer = getattr(agents[key], op)(*args)
    pickle.dump(answer, out)
    out.flush()
"""


class _Child:
    """The other checkout's Python, one per process, asked one request at a time."""

    def __init__(self, tree: str) -> None:
        env = dict(os.environ, PYTHONPATH=tree)
        self.process = subprocess.Popen(
            [sys.executable, "-c", CHILD], cwd=tree, env=env,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        )
        self.lock = threading.Lock()
        self.count = 0

    def ask(self, *request: Any) -> Any:
        with self.lock:
            stdin: IO[bytes] | None = self.process.stdin
            stdout: IO[bytes] | None = self.process.stdout
            assert stdin is not None and stdout is not None
            pickle.dump(request, stdin)
            stdin.flush()
            return pickle.load(stdout)


_child: _Child | None = None


def _the_child() -> _Child:
    global _child
    if _child is None:
        tree = os.environ.get("DDZ_PREVIOUS_AI")
        if not tree or not os.path.isdir(os.path.join(tree, "ai")):
            raise SystemExit("set DDZ_PREVIOUS_AI to a checkout of the previous ai/ "
                             "(git worktree add /tmp/ai_previous <commit>)")
        _child = _Child(tree)
    return _child


class PreviousAgent:
    """A level of the previous ``ai/``, answering through the child process."""

    def __init__(self, level: str, seed: int) -> None:
        child = _the_child()
        child.count += 1
        self.key = child.count
        child.ask("new", self.key, level, seed)
        weakref.finalize(self, _drop, self.key)

    def bid(self, view: SeatView) -> Bid | Call | Rob:
        answer: Bid | Call | Rob = _the_child().ask("bid", self.key, view)
        return answer

    def play(self, view: SeatView) -> Play | None:
        answer: Play | None = _the_child().ask("play", self.key, view)
        return answer

    def double(self, view: SeatView) -> bool:
        return bool(_the_child().ask("double", self.key, view))

    def show(self, view: SeatView) -> bool:
        return bool(_the_child().ask("show", self.key, view))


def _drop(key: int) -> None:
    if _child is not None and _child.process.poll() is None:
        with contextlib.suppress(BrokenPipeError, EOFError):
            _child.ask("drop", key)


def make(seed: int) -> PreviousAgent:
    """The previous version's ``DDZ_PREVIOUS_LEVEL`` (default ``expert``)."""
    return PreviousAgent(os.environ.get("DDZ_PREVIOUS_LEVEL", "expert"), seed)
