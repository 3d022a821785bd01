"""The player asked with nothing to do but pass (the final declaring round asks every
seat now) passes without a click: the status line says so for a moment, then the table
passes for him, at the pace of the table (issue 35 §2)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from ui.app.i18n import t
from ui.tractor import paint
from ui.tractor.headless import new_tractor_table, run_until
from ui.tractor.scene import TractorScene
from ui.tractor.session import HUMAN, only_pass


@pytest.fixture
def paced_app(app: Any) -> Iterator[Any]:
    """The headless app with its AI pacing on (the lone pass waits as a player sees it)."""
    app.settings.animation_speed = "instant"
    app.settings.difficulty = "beginner"
    app.options.fast = False
    yield app
    app.options.fast = True


def _lone_pass_table(app: Any) -> TractorScene:
    """A table whose player is asked in the final round with nothing to declare."""
    for seed in range(1, 30):
        scene = new_tractor_table(app, "tractor", seed)

        def asked(scene: TractorScene = scene) -> bool:
            return scene.view.phase == "final_round" and scene.view.to_act == HUMAN

        run_until(app, lambda s=scene, a=asked: a() or s.view.phase in ("bury", "play"), 30000)
        if asked() and only_pass(scene.view):
            return scene
    raise AssertionError("no deal in 30 leaves the player nothing to declare")


def test_the_player_with_nothing_to_declare_passes_without_a_click(paced_app: Any) -> None:
    scene = _lone_pass_table(paced_app)
    shown = paint.status_box(scene)
    assert shown is not None and shown[1] == [t("tractor.prompt.only_pass.final_round")]
    before = len(scene.session.game.action_log)
    assert run_until(paced_app, lambda: len(scene.session.game.action_log) > before, 2000)
    assert scene.session.game.action_log[before] == f"{HUMAN} pass"


def test_the_lone_pass_waits_a_moment_before_it_is_made(paced_app: Any) -> None:
    scene = _lone_pass_table(paced_app)
    before = len(scene.session.game.action_log)
    frames = 0

    def passed() -> bool:
        return len(scene.session.game.action_log) > before

    while not passed():
        paced_app.frame(1 / 60, [], draw=False)
        frames += 1
        assert frames < 600, "the lone pass was never made"
    assert frames > 3  # a visible moment, not the frame the turn came
    assert scene.session.game.action_log[before] == f"{HUMAN} pass"
