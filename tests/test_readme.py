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


def test_the_first_lines_name_both_games() -> None:
    heading, *rest = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()[:6]
    assert all(name in heading for name in ("Dou Dizhu", "Tractor", "斗地主", "升级"))
    assert "Tractor" in " ".join(rest) and "Dou Dizhu" in " ".join(rest)


def test_every_tractor_mode_has_its_line() -> None:
    import game

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    tractor = [m for m in game.ruleset_names() if game.ruleset(m).family == "shengji"]
    assert len(tractor) == 9
    for mode in tractor:
        assert f"| `{mode}` | " in text, f"README: no line for the Tractor mode {mode}"


def _spec_names() -> tuple[str, str]:
    spec = (ROOT / "build.spec").read_text(encoding="utf-8")
    name = re.search(r'^NAME = "([a-z0-9-]+)"$', spec, re.M)
    bundle = re.search(r'name="([^"]+\.app)"', spec)
    assert name is not None and bundle is not None
    return name.group(1), bundle.group(1)


def test_the_build_names_agree_everywhere() -> None:
    """build.spec names the program; the README, CI and the release workflow run that name."""
    name, bundle = _spec_names()
    assert "Tractor" in bundle and "tractor" in name
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    release = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    assert f"dist/{name}/{name} --selftest" in readme
    assert f'"$build_dir/dist/{name}/{name}" --selftest' in ci
    assert f"./dist/{name}/{name} --selftest" in release and f"dist\\{name}\\{name}.exe" in release
    assert f'"dist/{bundle}"' in readme and f'"dist/{bundle}"' in release
    for text in (readme, ci, release):
        assert "dist/doudizhu/" not in text and "Dou Dizhu.app" not in text


def _controls() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return text.split("### Controls\n", 1)[1].split("\n## ", 1)[0]


def test_the_controls_name_the_cannot_beat_button_and_its_setting_as_the_game_has_them() -> None:
    import json

    from ui.persist.settings import Settings

    zh = json.loads((ROOT / "assets" / "i18n" / "zh.json").read_text(encoding="utf-8"))
    en = json.loads((ROOT / "assets" / "i18n" / "en.json").read_text(encoding="utf-8"))
    controls = _controls()
    for key in ("btn.cannot_beat", "set.auto_pass", "btn.pass", "btn.hint", "btn.play"):
        assert zh[key] in controls, f"README controls: no {zh[key]} ({key})"
    assert en["btn.cannot_beat"] in controls and en["set.auto_pass"] in controls
    assert Settings().auto_pass is False and "off by default" in controls


def test_every_table_key_of_the_rules_page_is_in_the_controls() -> None:
    from ui.app.intents import TABLE_HELP

    rows = [line.split("|")[1] for line in _controls().splitlines() if line.startswith("| ")]
    for keys, _action in TABLE_HELP:
        first = keys.replace("Space / ↑", "Space").split()[0].split("-")[0]
        assert any(first in row for row in rows), f"README controls: no row for {keys}"
