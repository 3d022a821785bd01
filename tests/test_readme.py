"""The README's commands are the ones CI runs: what works there works on a fresh machine."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _blocks(section: str) -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    body = text.split(f"## {section}\n", 1)[1].split("\n## ", 1)[0]
    return [b.strip() for b in re.findall(r"```[a-z]*\n(.*?)```", body, re.S)]


def test_ci_runs_the_readmes_test_command_exactly() -> None:
    linux, windows = _blocks("Run the tests")[:2]
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert linux in ci, "CI must call the README's (Linux) test command exactly"
    assert "-r requirements-dev.txt" in windows and windows.endswith("-m pytest")


def test_the_play_commands_use_a_virtual_environment_everywhere() -> None:
    linux, windows = _blocks("Play")[:2]
    assert linux.startswith("python3 -m venv .venv && .venv/bin/python -m pip install")
    assert linux.endswith(".venv/bin/python main.py")
    assert windows.startswith("py -3 -m venv .venv && .venv\\Scripts\\python -m pip install")
    assert windows.endswith(".venv\\Scripts\\python main.py")
    for command in (linux, windows):
        assert "-r requirements.txt" in command and "sudo" not in command
