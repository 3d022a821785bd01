"""Every screen a player can reach, pressed through: the result → review → back path
of every Dou Dizhu mode (issue 30's crash), and the crawler ``main.py --walk``."""

from __future__ import annotations

from typing import Any

import pytest

import game
from ui.app import intents
from ui.app.intents import Intent
from ui.dev import headless
from ui.pages.result import ResultScene
from ui.pages.review import ReviewScene

DOUDIZHU_MODES = [m for m in game.ruleset_names() if game.ruleset(m).family == "doudizhu"]


def _click(app: Any, pos: tuple[int, int]) -> None:
    app.dispatch(Intent(intents.POINT_DOWN, pos=pos))
    app.dispatch(Intent(intents.POINT_UP, pos=pos))


@pytest.mark.parametrize("mode", DOUDIZHU_MODES)
def test_result_review_and_back_keeps_the_result(mode: str) -> None:
    """复盘 from the result, then 返回: the result is on top again and the game runs (the
    result's 继续 button once hid Scene.resume(), and going back called the button)."""
    app = headless.make_app(seed=3)
    try:
        table = headless.new_table(app, mode, seed=3)
        assert headless.play_to_result(app, table)
        result = app.stack.top
        assert isinstance(result, ResultScene)
        assert result.review.enabled
        _click(app, result.review.rect.center)
        review = app.stack.top
        assert isinstance(review, ReviewScene)
        headless.frames(app, 2)
        _click(app, review.back.rect.center)
        headless.frames(app, 2)
        assert app.stack.top is result and app.running
    finally:
        app.shutdown()
