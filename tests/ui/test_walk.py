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
from ui.dev.walk_steps import WALK_LEVEL, quick_players
from ui.pages.result import ResultScene
from ui.pages.review import ReviewScene

DOUDIZHU_MODES = [m for m in game.ruleset_names() if game.ruleset(m).family == "doudizhu"]


def _click(app: Any, pos: tuple[int, int]) -> None:
    app.dispatch(Intent(intents.POINT_DOWN, pos=pos))
    app.dispatch(Intent(intents.POINT_UP, pos=pos))


@pytest.mark.parametrize("mode", DOUDIZHU_MODES)
def test_result_review_and_back_keeps_the_result(mode: str) -> None:
    """复盘 from the result, then 返回: the result is on top again and the game runs (the
    result's 继续 button once hid Scene.resume(), and going back called the button).  The
    hand is played by the walk's quick players at instant speed (beginner seats, quick
    hints and review): the path from the result and back is the same, only quicker."""
    app = headless.make_app(seed=3, speed="instant")
    app.settings.difficulty = WALK_LEVEL
    try:
        with quick_players():
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
# ``main.py --walk`` in parts, so pytest-xdist spreads them over the cores.  The default run
# walks the pages and the modes that between them reach every phase the walk reaches in
# either game, in three batches of about 7 s of CPU: classic (bidding, play, the result and
# review), happy (the shows and the doubling), laizi (the wilds), tractor (declaring, the
# final round, burying), friends_four (burying as the dealer, then calling the friends when
# the bury hint is in by then) and bidding_three (the auction, naming trump).  The other
# modes' tables add seat counts and decks, not screens (their result → review → back is the
# test above, every Dou Dizhu mode): ``pytest -m slow`` and ``main.py --walk`` walk them,
# emperor's keep phase among them.
DEFAULT_BATCHES = ("bidding_three,classic", "friends_four,happy", "laizi,tractor")
_IN_DEFAULT = {m for batch in DEFAULT_BATCHES for m in batch.split(",")}
WALK_GROUPS = [
    "pages",
    *DEFAULT_BATCHES,
    *(pytest.param(m, marks=pytest.mark.slow) for m in walk_modes() if m not in _IN_DEFAULT),
]


def test_the_walk_groups_walk_every_mode_once() -> None:
    """Every mode the table plays is walked by exactly one group (default or slow)."""
    walked = [m for group in WALK_GROUPS[1:] for m in str(getattr(group, "values", [group])[0])
              .split(",")]
    assert sorted(walked) == sorted(walk_modes())


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


def test_a_crash_on_one_press_is_reported_with_its_path_and_the_walk_exits_1(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A crash the walk must find: pressing L (the last trick) raises at a game table.  The
    walk reports it with the presses that led there, still reaches the table's states, and
    ``main.py --walk`` exits 1 (the walk run there is this one mode's, to keep it short)."""
    import main
    from ui.app.app import App
    from ui.dev import walk

    real_dispatch = App.dispatch

    def dispatch(app: App, intent: Intent) -> None:
        top = app.stack.top
        if intent.kind == intents.LAST_TRICK and getattr(top, "session", None) is not None:
            raise RuntimeError("injected: the last trick at the table")
        real_dispatch(app, intent)

    reports: list[WalkReport] = []
    real_walk = walk.run_walk

    def one_mode(seed: int = 0) -> WalkReport:
        reports.append(real_walk(seed, out=None, modes=["tractor_one_deck"], pages=False))
        return reports[-1]

    monkeypatch.setattr(App, "dispatch", dispatch)
    monkeypatch.setattr(walk, "run_walk", one_mode)
    assert main.main(["--walk"]) == 1
    (report,) = reports
    assert report.failures
    for failure in report.failures:
        # The presses from the title: a rebuild's first step names the path it stands for.
        path = " › ".join(failure.path)
        assert failure.path[-1] == "key l" and "click new.start" in path, path
        assert "injected: the last trick at the table" in failure.error
    walked = " ".join(report.scenes)
    for scene in _expected("tractor_one_deck"):
        assert scene in walked, f"the walk never reached {scene}: {walked}"
