"""Every screen a player can reach, pressed through: the result → review → back path
of every Dou Dizhu mode (issue 30's crash), and the crawler ``main.py --walk``."""

from __future__ import annotations

from typing import Any

import pytest

import game
from ui.app import intents
from ui.app.intents import Intent
from ui.dev import headless
from ui.dev.walk import WalkReport, run_walk, walk_modes
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


# -- the crawler ------------------------------------------------------------------------------
# ``main.py --walk`` in a few parts, so pytest-xdist spreads them over the cores: the pages,
# and the modes' tables in WALK_BATCHES groups (each mode walked as the full walk walks it),
# about 60 s of CPU in all.  The four costliest modes (5-8 s each: three decks and five
# seats, a three-seat auction, emperor's two decks and five seats, friends_four's calls)
# are walked by ``pytest -m slow`` and by ``main.py --walk``.
WALK_BATCHES = 4
SLOW_MODES = ("friends_five_three_decks", "bidding_three", "emperor", "friends_four")
_DEFAULT_MODES = [m for m in walk_modes() if m not in SLOW_MODES]
WALK_GROUPS = [
    "pages",
    *(",".join(_DEFAULT_MODES[i::WALK_BATCHES]) for i in range(WALK_BATCHES)),
    *(pytest.param(m, marks=pytest.mark.slow) for m in walk_modes() if m in SLOW_MODES),
]


def _failures(report: WalkReport) -> str:
    return "\n\n".join(" › ".join(f.path) + "\n" + f.error for f in report.failures)


def _expected(mode: str) -> tuple[str, ...]:
    """The scenes a mode's walk must reach: its table in play and at the hand's end, the
    menu, and for Dou Dizhu the result panel and the review."""
    if game.ruleset(mode).family == "doudizhu":
        return (f"TableScene[{mode}", f"ResultScene[{mode}", f"ReviewScene[{mode}]",
                f"PauseMenu[{mode}")
    return (f"TractorScene[{mode}, play]", f"TractorScene[{mode}, over]", f"PauseMenu[{mode}")


@pytest.mark.parametrize("group", WALK_GROUPS)
def test_the_walk_presses_everything_without_an_exception(group: str) -> None:
    """``main.py --walk`` for some modes' tables (or for the pages): every press of every
    scene reached, and no exception on the way."""
    pages = group == "pages"
    modes = [] if pages else group.split(",")
    report = run_walk(0, out=None, modes=modes, pages=pages)
    assert not report.failures, _failures(report)
    walked = " ".join(report.scenes)
    expected = [f"{page}[" for page in (
        "TitleScene", "NewGameScene", "StatsScene", "SettingsScene", "RulesScene",
        "ReplayListScene", "ReplayScene", "ReviewScene", "ConfirmScene",
        "EndgameHub", "PuzzleScene", "AnalysisScene")] if pages else [
        scene for mode in modes for scene in _expected(mode)]
    assert expected
    for scene in expected:
        assert scene in walked, f"the walk never reached {scene}: {walked}"
    assert report.presses > 50 * max(1, len(modes))


def test_a_field_hiding_a_scene_method_is_reported() -> None:
    """The walk's check on every scene it reaches: a field named like a method (the
    result's 继续 button once stored as ``resume``) is a failure with its path."""
    from ui.app.scene import Scene
    from ui.dev.walk import Walker

    app = headless.make_app(seed=3)
    try:
        scene = Scene(app)
        scene.resume = "a button"  # type: ignore[method-assign,assignment]
        walker = Walker(0, None)
        walker._check_fields(scene)
        assert [f.error for f in walker.report.failures] == [
            "Scene.resume: a field hides the method of that name"
        ]
    finally:
        app.shutdown()
