"""The frozen build's worker processes: ``main.py`` hands its command line here first
when it runs as the PyInstaller build.

A worker process of the frozen build (:mod:`ui.app.workers`) is the game's own
executable started again by multiprocessing's ``spawn``: with ``--multiprocessing-fork``
to run a worker, or with ``-c`` and a line of multiprocessing's own code to run its
resource tracker (or fork server).  :func:`run_child` sends such a process to that code
and ends it before the game would start.  It runs from ``main.py`` itself, so the child's
``__main__`` is the same script as the parent's and spawn does not try to run it again.

PyInstaller's own runtime hook for multiprocessing (which ``build.spec`` leaves out) did
this by importing multiprocessing in every start, the game's as well, before its window;
here it is imported in a child only, and by the game when its first worker starts, after
the title's first frame.
"""

from __future__ import annotations

import sys

FORK_FLAG = "--multiprocessing-fork"  # what multiprocessing.spawn puts after a frozen executable
# The lines multiprocessing runs in a helper process it starts with -c.
HELPER_LINES = (
    "from multiprocessing.resource_tracker import main",
    "from multiprocessing.forkserver import main",
    "import sys; from multiprocessing.forkserver import main",
)


def child_role(argv: list[str]) -> str | None:
    """``"worker"`` for a spawned worker, ``"helper"`` for multiprocessing's resource
    tracker or fork server, None for the game itself (any other command line).

    >>> child_role(["game", "--multiprocessing-fork", "tracker_fd=5", "pipe_handle=7"])
    'worker'
    >>> child_role(["game", "-c", "from multiprocessing.resource_tracker import main;main(5)"])
    'helper'
    >>> child_role(["game", "--seed", "4"]) is None
    True
    """
    if len(argv) >= 2 and argv[1] == FORK_FLAG:
        return "worker"
    if "-c" in argv[1:]:
        line = argv[argv.index("-c") + 1] if argv.index("-c") + 1 < len(argv) else ""
        if line.startswith(HELPER_LINES):
            return "helper"
    return None


def fork_arguments(argv: list[str]) -> dict[str, int | None]:
    """The ``name=value`` words after the fork flag, as ``spawn_main`` takes them.

    >>> fork_arguments(["game", "--multiprocessing-fork", "tracker_fd=5", "pipe_handle=None"])
    {'tracker_fd': 5, 'pipe_handle': None}
    """
    pairs = (word.split("=", 1) for word in argv[2:])
    return {name: None if value == "None" else int(value) for name, value in pairs}


def run_child(argv: list[str]) -> None:
    """In a worker or helper process, run its code and exit; in the game, return at once."""
    role = child_role(argv)
    if role is None:
        return
    import multiprocessing.process
    import multiprocessing.spawn

    # The child's __main__ is this frozen program, not a script to run again from a
    # folder (the parent clears it too: ui.app.workers).
    multiprocessing.process.ORIGINAL_DIR = None  # type: ignore[attr-defined]
    if role == "worker":
        multiprocessing.spawn.spawn_main(**fork_arguments(argv))  # type: ignore[arg-type]
    else:
        exec(argv[argv.index("-c") + 1], {"__name__": "__main__"})  # multiprocessing's own line
    sys.exit()
