"""The result panel steps aside to show the finished table (查看牌桌), and comes back."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from ui.app import intents
from ui.app.intents import Intent
from ui.dev import headless
from ui.pages.result import KEY_DELAY_SECONDS, ResultScene


@pytest.fixture(scope="module")
def finished() -> Iterator[tuple[Any, ResultScene]]:
    app = headless.make_app((1280, 720), 5)
    table = headless.new_table(app, seed=5)
    assert headless.play_to_result(app, table)
    result = app.stack.top
    assert isinstance(result, ResultScene)
    headless.frames(app, round(KEY_DELAY_SECONDS * 60) + 10)
    yield app, result
    app.shutdown()


def _panel_pixel(app: Any, scene: ResultScene) -> tuple[int, int, int]:
    app.frame(headless.FRAME, [])
    c = app.screen.get_at(scene.panel.center)
    return c.r, c.g, c.b


def test_space_shows_the_table_and_a_click_brings_the_panel_back(finished: Any) -> None:
    app, scene = finished
    with_panel = _panel_pixel(app, scene)
    scene.handle(Intent(intents.PASS))
    assert scene.peeking
    behind = _panel_pixel(app, scene)
    assert behind != with_panel, "the panel no longer covers the table"
    scene.handle(Intent(intents.CONFIRM))  # Enter while looking: back to the panel only
    assert not scene.peeking and app.stack.top is scene
    scene.handle(Intent(intents.PASS))
    scene.handle(Intent(intents.POINT_DOWN, pos=(5, 300)))
    assert not scene.peeking and app.stack.top is scene


def _click(scene: ResultScene, pos: tuple[int, int]) -> None:
    scene.handle(Intent(intents.POINT_DOWN, pos=pos))
    scene.handle(Intent(intents.POINT_UP, pos=pos))


def test_the_view_table_button_toggles(finished: Any) -> None:
    app, scene = finished
    _click(scene, scene.peek.rect.center)
    assert scene.peeking
    app.frame(headless.FRAME, [])
    _click(scene, scene.unpeek.rect.center)
    assert not scene.peeking
    assert not scene.peek.rect.colliderect(scene.again.rect)
    assert scene.panel.contains(scene.peek.rect)
