"""The frozen build's workers (ui/app/frozen_workers.py): a process started by
multiprocessing runs its worker, the game starts as the game, and the game's own start
imports no multiprocessing (the build's figures come from ``python -m bench.startup
--build dist``; that its workers run is the build's ``--selftest``)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from ui.app.frozen_workers import child_role, fork_arguments

ROOT = Path(__file__).resolve().parents[1]


def test_a_spawned_worker_is_told_from_the_game() -> None:
    fork = ["game", "--multiprocessing-fork", "tracker_fd=5", "pipe_handle=7"]
    assert child_role(fork) == "worker"
    assert fork_arguments(fork) == {"tracker_fd": 5, "pipe_handle": 7}
    assert fork_arguments(["game", "--multiprocessing-fork", "parent_pid=None"]) == {
        "parent_pid": None
    }


def test_multiprocessing_helpers_are_told_by_their_own_line() -> None:
    tracker = "from multiprocessing.resource_tracker import main;main(5)"
    assert child_role(["game", "-c", tracker]) == "helper"
    assert child_role(["game", "-B", "-s", "-c", tracker]) == "helper"
    assert child_role(["game", "-c", "import os; os.remove('x')"]) is None
    assert child_role(["game", "-c"]) is None


def test_the_game_is_the_game_whatever_its_arguments() -> None:
    for argv in (["game"], ["game", "--selftest"], ["game", "--seed", "4", "--size", "960x540"]):
        assert child_role(argv) is None


def test_the_game_passes_the_hook_without_importing_multiprocessing() -> None:
    code = (
        "import json, sys\n"
        "from ui.app.frozen_workers import run_child\n"
        "run_child(['game', '--lang', 'en'])\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.startswith('multiprocessing'))))\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=False,
        timeout=60,
    )
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout) == []
