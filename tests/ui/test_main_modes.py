"""``--mode`` for ``--selftest`` and ``--screenshot``: every registered ruleset, table scenes
by family, and a clear argparse message (exit 2, no traceback) for a mode or scene that
does not exist."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

import game
import main
from ui.dev import scene_names
from ui.dev.monkey import stops
from ui.dev.scene_names import FAMILY_SCENES, PAGE_SCENES, SCENE_NAMES, scene_error, scenes_for


def refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as exit_info:
        main.parse_args(argv)
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "error:" in err and "Traceback" not in err
    return err


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--selftest", "--mode", "nosuch"], "unknown mode 'nosuch'"),
        (["--screenshot", "x.png", "--scene", "table", "--mode", "Classic"], "unknown mode"),
        (["--screenshot", "x.png", "--scene", "bidding", "--mode", "tractor"], "no scene"),
        (["--screenshot", "x.png", "--scene", "bury", "--mode", "five"], "no scene 'bury'"),
        (["--screenshot", "x.png", "--scene", "deal"], "mode 'classic' has no scene 'deal'"),
        (["--monkey", "5", "--mode", "two"], "--mode goes with --selftest or --screenshot"),
        (["--mode", "two"], "--mode goes with"),
    ],
)
def test_a_wrong_mode_or_scene_is_refused_with_a_message(
    argv: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert words in refused(argv, capsys)


def test_the_message_lists_the_registered_modes(capsys: pytest.CaptureFixture[str]) -> None:
    err = refused(["--selftest", "--mode", "nosuch"], capsys)
    for mode in game.ruleset_names():
        assert mode in err


def test_a_mode_the_table_cannot_play_yet_is_refused(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(scene_names, "table_ready", lambda mode: mode != "five")
    assert "cannot play mode 'five' yet" in refused(["--selftest", "--mode", "five"], capsys)
    err = refused(["--screenshot", "x.png", "--scene", "table", "--mode", "five"], capsys)
    assert "cannot play mode 'five' yet" in err
    # Its pages still show it.
    args = main.parse_args(["--screenshot", "x.png", "--scene", "rules", "--mode", "five"])
    assert args.mode == "five"


@pytest.mark.parametrize("mode", game.ruleset_names())
def test_every_registered_mode_is_accepted_where_it_can_be_shown(mode: str) -> None:
    for scene in PAGE_SCENES:
        args = main.parse_args(["--screenshot", "x.png", "--scene", scene, "--mode", mode])
        assert (args.mode, args.scene) == (mode, scene)
    family = game.ruleset(mode).family
    assert set(scenes_for(mode)) == {*PAGE_SCENES, *FAMILY_SCENES[family]}
    if scene_names.table_ready(mode):
        assert main.parse_args(["--selftest", "--mode", mode]).mode == mode
        for scene in FAMILY_SCENES[family]:
            assert scene_error(mode, scene) is None
    for other, scenes in FAMILY_SCENES.items():
        for scene in set(scenes) - set(FAMILY_SCENES[family]):
            assert scene_error(mode, scene), (mode, other, scene)


def test_every_dou_dizhu_mode_but_the_wildcards_has_a_table() -> None:
    playable = [m for m in game.ruleset_names() if scene_names.table_ready(m)]
    for mode in ("classic", "happy", "two", "four", "five", "emperor"):
        assert mode in playable
    assert set(SCENE_NAMES) == {*PAGE_SCENES, *(s for v in FAMILY_SCENES.values() for s in v)}


def test_the_monkey_visits_every_scene_of_every_playable_family() -> None:
    visits = stops()
    for scene in PAGE_SCENES:
        assert (scene, "classic") in visits
    for family, scenes in FAMILY_SCENES.items():
        modes = [m for m in game.ruleset_names()
                 if game.ruleset(m).family == family and scene_names.table_ready(m)]
        if modes:
            built = {s for s, m in visits if m == modes[0] and s not in PAGE_SCENES}
            assert built >= {"table"} and built <= set(scenes), family
            assert all(("fresh", m) in visits for m in modes[1:]), family


def test_a_four_player_table_screenshot(tmp_path: Path) -> None:
    out = tmp_path / "four.png"
    argv = ["--screenshot", str(out), "--scene", "bidding", "--mode", "four", "--size", "960x540"]
    assert main.main(argv) == 0
    assert pygame.image.load(str(out)).get_size() == (960, 540)


def test_the_selftest_plays_a_two_player_hand() -> None:
    from ui.dev.selftest import run_selftest
    from ui.dev.walk_steps import quick_players

    with quick_players():  # the player's seat plays the instant ranking's first hint
        report = run_selftest(seed=2, mode="two", level="normal")
    assert report.finished and report.mode == "two"
    assert len(report.scores) == 2 and sum(report.scores) == 0 and all(report.scores)
