"""The dependency direction: importing game and ai never loads pygame."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# In a fresh interpreter: import both packages and every module in them (a failed import
# is an error, not a skip), then report any pygame or ui module that came along.
CHECK = """
import importlib, pkgutil, sys
for name in ('game', 'ai'):
    package = importlib.import_module(name)
    for info in pkgutil.walk_packages(package.__path__, name + '.'):
        importlib.import_module(info.name)
loaded = sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'ui'))
assert not loaded, f'importing game and ai loaded {loaded}'
"""


def test_game_and_ai_never_import_pygame() -> None:
    run = subprocess.run(
        [sys.executable, "-c", CHECK], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert run.returncode == 0, run.stderr
