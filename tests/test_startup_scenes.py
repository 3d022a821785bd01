"""The title's first frame comes without the scenes it does not show.

A double-click (``python main.py``, no arguments) opens the window and paints the title;
the tables of both games, their replays and reviews, the other pages, the AI and the
rules' families are imported when first opened, or in the warm-up after that frame.
Which modules a fresh interpreter has loaded is deterministic, so the test reads
``sys.modules`` at the first frame of the normal start (the figures themselves come
from ``python -m bench.startup``).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# Not one module of these before the title's first frame.
LATER_PACKAGES = (
    "ui.table", "ui.tractor", "ui.play", "ui.endgame", "ai", "game.doudizhu", "game.shengji",
)
LATER_MODULES = (
    "ui.pages.review", "ui.pages.review_list", "ui.pages.replay", "ui.pages.replay_doudizhu",
    "ui.pages.replay_list", "ui.pages.stats", "ui.pages.settings", "ui.pages.rules",
    "ui.pages.newgame", "ui.pages.menu", "ui.pages.result", "ui.app.session",
    "ui.app.agents", "ui.app.review_jobs", "ui.art.effects", "ui.art.shows",
    # What only the worker processes, the writer thread, the statistics (opened after
    # the first frame) or a command line need.
    "multiprocessing", "concurrent.futures", "pickle", "sqlite3", "ui.persist.stats",
    "argparse", "hashlib",
    # The registry and its rulesets: the title counts each game's modes by the names
    # game.families holds.
    "game.rules",
)

FIRST_FRAME = """\
import json, os, sys
os.environ["DDZ_FIRST_FRAME_EXIT"] = "1"
import ui.app.startup as startup
seen = {}
real = startup.mark
def spy(moment):
    if moment == "first-frame":
        seen["then"] = sorted(sys.modules)
        import pygame
        seen["mixer"] = pygame.mixer.get_init() is not None
    real(moment)
startup.mark = spy
import main
code = main.main([])
print(json.dumps({"then": seen["then"], "mixer": seen["mixer"], "code": code}))
"""


def _run(code: str, tmp_path: Path) -> dict[str, object]:
    env = {
        **os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
        "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path),
        "XDG_CACHE_HOME": str(tmp_path / "cache"),
    }
    run = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
        check=False, timeout=120,
    )
    assert run.returncode == 0, run.stderr
    found: dict[str, object] = json.loads(run.stdout.strip().splitlines()[-1])
    return found


def _later(module: str) -> bool:
    return module in LATER_MODULES or any(
        module == package or module.startswith(package + ".")
        for package in (*LATER_PACKAGES, *LATER_MODULES)
    )


def test_the_title_first_frame_imports_no_table_replay_review_or_other_page(
    tmp_path: Path,
) -> None:
    found = _run(FIRST_FRAME, tmp_path)
    loaded = found["then"]
    assert isinstance(loaded, list)
    assert found["code"] == 0
    assert {"ui.pages.title", "ui.pages.title_panels", "ui.app.app"} <= set(loaded)
    assert [m for m in loaded if _later(m)] == []
    assert found["mixer"] is False  # the audio device opens after the first frame


def test_a_returning_players_first_frame_loads_no_family_either(tmp_path: Path) -> None:
    """A settings file is read (and checked against every mode's name) before the first
    frame: a returning player's start must not import both families for it."""
    saved = _run(
        "import json\n"
        "from ui.persist.settings import Settings, SettingsStore\n"
        "store = SettingsStore()\n"
        "store.save(Settings(mode='tractor', language='en'))\n"
        "print(json.dumps({'path': str(store.path)}))\n",
        tmp_path,
    )
    assert Path(str(saved["path"])).is_file()
    found = _run(FIRST_FRAME, tmp_path)
    loaded = found["then"]
    assert isinstance(loaded, list)
    assert found["code"] == 0
    assert [m for m in loaded if _later(m)] == []


def test_the_title_opens_each_page_it_left_for_later(tmp_path: Path) -> None:
    # The names the title imports when a button is pressed still resolve: each page
    # opens over it and brings its module with it.
    found = _run(
        "import json, sys\n"
        "from ui.app.app import App, AppOptions\n"
        "from ui.pages.title import TitleScene\n"
        "app = App(AppOptions(persist=False, fast=True))\n"
        "title = app.push(TitleScene(app))\n"
        "app.frame(0.0)\n"
        "before = sorted(m for m in sys.modules if m.startswith('ui.pages.'))\n"
        "opened = []\n"
        "shared = {b.label: b.on_click for b in title.shared}\n"
        "for press in (lambda: title.new_game('doudizhu'), title.practice_game,\n"
        "              *(shared['title.' + n] for n in ('stats', 'replays', 'settings',\n"
        "                                               'rules'))):\n"
        "    press()\n"
        "    opened.append(type(app.stack.top).__module__)\n"
        "    app.pop()\n"
        "app.shutdown()\n"
        "print(json.dumps({'before': before, 'opened': opened}))\n",
        tmp_path,
    )
    pages = ["ui.pages.newgame", "ui.pages.newgame", "ui.pages.stats",
             "ui.pages.replay_list", "ui.pages.settings", "ui.pages.rules"]
    assert found["opened"] == pages
    before = found["before"]
    assert isinstance(before, list)
    assert [page for page in pages if page in before] == []
