"""The self-test plays a whole hand through the real scenes; the monkey finds no exception;
every screenshot scene renders; bad arguments get a clear message."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

import main
from ui.dev.monkey import run_monkey
from ui.dev.selftest import run_selftest
from ui.dev.walk_steps import quick_players


def test_selftest_plays_a_full_hand() -> None:
    # Beginner seats: the hand, its frames and its score are the selftest's as at expert (the
    # default, for the frame times while a search runs), at two thirds of the CPU.  The
    # player's seat plays the first hint of the walk's quick players (the instant ranking,
    # not the expert's weighing on 32 deals): the same path, a third of the CPU again.
    with quick_players():
        report = run_selftest(seed=3, level="beginner")
    assert report.finished
    assert report.animating_ms and report.actions > 10
    scores = report.scores
    assert len(scores) == 3, "a settled hand scores every seat"
    assert sum(scores) == 0, f"scores of a finished hand are zero-sum: {scores}"
    assert all(scores), f"in classic every seat wins or loses: {scores}"
    # One seat (the landlord) against two farmers who score alike (no 加倍 in classic),
    # so the landlord wins or loses twice what each farmer does.
    winners = [s for s in scores if s > 0]
    losers = [s for s in scores if s < 0]
    landlord, farmers = (winners, losers) if len(winners) == 1 else (losers, winners)
    assert len(landlord) == 1 and len(farmers) == 2, scores
    assert farmers[0] == farmers[1] and landlord[0] == -2 * farmers[0], scores


def test_monkey_raises_nothing() -> None:
    # The walk's quick players (beginner 托管, quick hints and reviews: the same code on
    # fewer deals): the monkey is about input on every screen, not the expert's figures.
    with quick_players():
        report = run_monkey(200, seed=11, verbose=True)
    assert report.events == 200
    assert report.exceptions == 0


@pytest.mark.parametrize(
    ("scene", "lang", "size"),
    [
        ("title", "en", (960, 540)),
        ("settings", "zh", (1280, 720)),
        ("rules", "en", (1280, 720)),
        ("stats", "zh", (960, 540)),
        ("replay", "en", (1280, 720)),
        ("bidding", "zh", (960, 540)),
        ("hint", "en", (1280, 720)),
        ("counter", "zh", (960, 540)),
        ("review", "en", (960, 540)),
        ("replaylist", "zh", (1280, 720)),
    ],
)
def test_screenshot_scenes_render(
    tmp_path: Path, scene: str, lang: str, size: tuple[int, int]
) -> None:
    out = tmp_path / f"{scene}.png"
    with quick_players():  # the hint and review scenes rendered from quick figures
        code = main.main(
            [
                "--screenshot",
                str(out),
                "--scene",
                scene,
                "--seed",
                "2",
                "--lang",
                lang,
                "--size",
                f"{size[0]}x{size[1]}",
            ]
        )
    assert code == 0
    assert pygame.image.load(str(out)).get_size() == size


@pytest.mark.parametrize(
    "argv",
    [
        ["--screenshot", "x.png"],
        ["--scene", "table"],
        ["--screenshot", "x.png", "--scene", "nowhere"],
        ["--screenshot", "x.png", "--scene", "title", "--size", "100x100"],
        ["--screenshot", "x.png", "--scene", "title", "--size", "big"],
        ["--monkey", "-3"],
        ["--selftest", "--monkey", "5"],
    ],
)
def test_bad_arguments_exit_with_a_message(
    argv: list[str],
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main.parse_args(argv)
    assert exit_info.value.code == 2
    assert "error:" in capsys.readouterr().err


def test_an_unwritable_screenshot_path_is_reported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "missing" / "title.png"
    assert main.main(["--screenshot", str(target), "--scene", "title"]) == 1
    assert "cannot write the screenshot" in capsys.readouterr().err
    assert not target.exists()
