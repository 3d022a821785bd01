"""The dependency direction: importing game and ai never loads pygame."""

from __future__ import annotations

import subprocess
import sys


def test_game_and_ai_never_import_pygame() -> None:
    code = (
        "import sys, importlib\n"
        "for name in ('game', 'ai'):\n"
        "    try:\n"
        "        importlib.import_module(name)\n"
        "    except ModuleNotFoundError as e:\n"
        "        if e.name != name: raise\n"
        "assert 'pygame' not in sys.modules, 'pygame was imported'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
