"""What start-up imports: the structure that keeps the window quick, not its time.

Which modules a fresh interpreter loads is deterministic, so these tests read
``sys.modules`` in a subprocess: ``import game`` reads no family, the title's first
frame comes without the AI, and the lazily imported names still resolve (the
figures themselves come from ``python -m bench.startup``).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import game

ROOT = Path(__file__).resolve().parents[1]


def loaded_after(code: str, **more_env: str) -> dict[str, list[str]]:
    """Run ``code`` in a fresh interpreter; it prints a JSON object of module lists."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", **more_env}
    run = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
        check=False, timeout=120,
    )
    assert run.returncode == 0, run.stderr
    result: dict[str, list[str]] = json.loads(run.stdout.strip().splitlines()[-1])
    return result


def in_family(module: str) -> bool:
    return module.startswith(("game.doudizhu", "game.shengji"))


def test_import_game_reads_no_family() -> None:
    found = loaded_after(
        "import json, sys\n"
        "already = set(sys.modules)\n"
        "import game\n"
        "added = sorted(set(sys.modules) - already)\n"
        "before = sorted(m for m in sys.modules if m.startswith('game'))\n"
        "counted = [str(len(game.mode_names(f))) for f in ('doudizhu', 'shengji')]\n"
        "counting = sorted(m for m in sys.modules if m.startswith('game'))\n"
        "game.ruleset('classic')\n"
        "after = sorted(m for m in sys.modules if m.startswith('game'))\n"
        "print(json.dumps({'added': added, 'before': before, 'counting': counting,\n"
        "                  'counted': counted, 'after': after}))\n"
    )
    # import game reads the families' declaration alone: no ruleset class, none of the
    # standard library a ruleset is built on, no family.
    assert found["before"] == ["game", "game.families"]
    assert set(found["added"]) <= {"game", "game.families", "__future__"}
    # Each game's modes are counted by name, still without the registry or a family.
    assert found["counting"] == ["game", "game.families"]
    assert found["counted"] == ["7", "9"]
    # The registry's first answer loads both families, with their engines.
    assert {"game.doudizhu.game", "game.shengji.game", "game.shengji.engine"} <= set(
        found["after"]
    )


def test_the_title_first_frame_comes_without_the_ai_or_the_families() -> None:
    found = loaded_after(
        "import json, sys\n"
        "from ui.app.app import App, AppOptions\n"
        "from ui.pages.title import TitleScene\n"
        "app = App(AppOptions(persist=False, fast=True))\n"
        "app.push(TitleScene(app))\n"
        "app.frame(0.0)\n"
        "mine = lambda: sorted(m for m in sys.modules if m.startswith(('ai', 'game.')))\n"
        "first = mine()\n"
        "app.warm_up()\n"
        "warm = mine()\n"
        "counts = [str(p.modes) for p in app.stack.top.panels.values()]\n"
        "import game\n"
        "loaded = [str(len(game.mode_names(f))) for f in app.stack.top.panels]\n"
        "app.shutdown()\n"
        "print(json.dumps({'first': first, 'warm': warm, 'frames': [str(app.frames)],\n"
        "                  'counts': counts, 'loaded': loaded}))\n"
    )
    assert found["frames"] == ["1"]
    assert [m for m in found["first"] if m.split(".")[0] == "ai"] == []
    assert [m for m in found["first"] if in_family(m)] == []
    # Each game's modes, counted by name before its family loaded, as many as it has.
    assert found["counts"] == found["loaded"]
    assert "0" not in found["counts"]
    # The warm-up after the first frame brings the families and the AI, before a hand.
    assert {"ai.agents", "game.doudizhu.game", "game.shengji.game"} <= set(found["warm"])


def test_the_declared_mode_names_are_the_registered_ones() -> None:
    found = loaded_after(
        "import json, game\n"
        "declared = {f: game.mode_names(f) for f in ('doudizhu', 'shengji')}\n"
        "names = game.ruleset_names()\n"
        "registered = {f: [n for n in names if game.ruleset(n).family == f]\n"
        "              for f in ('doudizhu', 'shengji')}\n"
        "print(json.dumps({'declared': declared, 'registered': registered}))\n"
    )
    assert found["declared"] == found["registered"]
    assert "classic" in found["registered"]["doudizhu"]
    assert "tractor" in found["registered"]["shengji"]


def test_every_name_of_game_resolves_to_its_module() -> None:
    found = loaded_after(
        "import json, game\n"
        "names = {n: getattr(game, n).__module__ if hasattr(getattr(game, n), '__module__')\n"
        "         else type(getattr(game, n)).__module__ for n in game.__all__}\n"
        "names['doudizhu'] = game.doudizhu.__name__\n"
        "print(json.dumps({k: [v] for k, v in names.items()}))\n"
    )
    assert found["legal_plays"] == ["game.doudizhu.patterns"]
    assert found["TractorGame"] == ["game.shengji.game"]
    assert found["Card"] == ["game.cards"]
    assert found["doudizhu"] == ["game.doudizhu"]
    assert found["new_game"] == ["game"]
    assert sorted(found) == sorted(game.__all__)


def test_modes_list_by_family_whichever_family_loads_first() -> None:
    code = (
        "import json, {first}, game\n"
        "print(json.dumps({{'names': game.ruleset_names()}}))\n"
    )
    tractor_first = loaded_after(code.format(first="game.shengji.modes"))["names"]
    plain = loaded_after(code.format(first="game.cards"))["names"]
    assert tractor_first == plain
    assert plain[0] == "classic"
    assert plain.index("laizi") < plain.index("tractor")


def test_the_window_opens_before_the_rest_of_the_game_is_imported() -> None:
    found = loaded_after(
        "import json, os, sys\n"
        "os.environ['DDZ_FIRST_FRAME_EXIT'] = '1'\n"
        "import ui.app.startup as startup\n"
        "seen = {}\n"
        "real = startup.open_window\n"
        "def spy(size):\n"
        "    seen['then'] = sorted(m for m in sys.modules if m.startswith(('game', 'ui.app')))\n"
        "    real(size)\n"
        "startup.open_window = spy\n"
        "import main\n"
        "code = main.main([])\n"
        "print(json.dumps({'then': seen['then'], 'code': [str(code)]}))\n"
    )
    assert found["code"] == ["0"]
    assert "ui.app.app" not in found["then"]
    assert [m for m in found["then"] if in_family(m)] == []


def test_the_normal_start_shows_the_window_then_the_title() -> None:
    env = {
        **os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
        "DDZ_FIRST_FRAME_EXIT": "1",
    }
    run = subprocess.run(
        [sys.executable, "main.py"], cwd=ROOT, env=env, capture_output=True, text=True,
        check=False, timeout=120,
    )
    assert run.returncode == 0, run.stderr
    marks = [line.split() for line in run.stdout.splitlines()]
    assert [mark for mark, _, _ in marks] == ["window", "first-frame"]
    # Both clocks (the wall's and the process's CPU) read later at the first frame.
    assert float(marks[0][1]) <= float(marks[1][1])
    assert 0 < float(marks[0][2]) <= float(marks[1][2])


def test_a_saved_game_is_replayed_after_the_title_first_frame(tmp_path: Path) -> None:
    folders = {"XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path)}
    loaded_after(
        "import game, json\n"
        "from ui.persist.records import Records\n"
        "hand = game.new_game(game.ruleset('classic'), 4)\n"
        "hand.apply(hand.legal_actions()[0])\n"
        "records = Records(persist=True)\n"
        "records.save_current_hand(hand, 'normal', False)\n"
        "records.close()\n"
        "print(json.dumps({}))\n",
        **folders,
    )
    found = loaded_after(
        "import json, sys\n"
        "from ui.app.app import App, AppOptions\n"
        "from ui.pages.title import TitleScene\n"
        "app = App(AppOptions(persist=True, fast=True))\n"
        "title = app.push(TitleScene(app))\n"
        "app.frame(0.0)\n"
        "first = sorted(m for m in sys.modules if m.startswith('game.'))\n"
        "lit = [str(button.enabled) for button in title.resumes.values()]\n"
        "app.warm_up()\n"
        "saved = app.records.current_hand('doudizhu')\n"
        "app.shutdown()\n"
        "print(json.dumps({'first': first, 'lit': lit,\n"
        "                  'saved': [str(len(saved[0].action_log))] if saved else []}))\n",
        **folders,
    )
    assert [m for m in found["first"] if in_family(m)] == []
    assert found["lit"] == ["True", "False"]  # 继续 of Dou Dizhu, at once
    assert found["saved"] == ["1"]  # replayed in the warm-up, one action in


def test_the_saves_know_the_tractor_match_format_without_the_family() -> None:
    from game.shengji.modes import MATCH_FORMAT
    from ui.persist import saves

    assert saves.MATCH_FORMAT == MATCH_FORMAT
