"""复盘 at the Tractor table: the end panel opens the review of the hand just played, the
page fills in off the render loop, steps through its rows by keyboard and mouse, marks
托管's moves, says every reason in both languages, and reports a damaged record."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ai.shengji.review_reasons import REASONS
from ui.app import intents
from ui.app.i18n import set_language, t
from ui.app.intents import Intent
from ui.tractor.headless import act_for_player, new_tractor_table, run_until
from ui.tractor.review import TractorReviewScene
from ui.tractor.scene import TractorScene
from ui.tractor.shots import finished_tractor_record

I18N = Path(__file__).resolve().parents[2] / "assets" / "i18n"
REVIEW_SAMPLES = 12  # deals per decision in these tests (the game's review: 96)


@pytest.fixture(autouse=True)
def _quick_review(monkeypatch: pytest.MonkeyPatch) -> None:
    """The page's review weighs each decision on REVIEW_SAMPLES deals: these tests are about
    the page (it opens, fills in, steps, marks 托管's moves), not the figures, which are the
    review's own tests'.  Weighing 96 deals made these four tests some 17 s of CPU."""
    import functools

    from ai.shengji.review import ReviewBudget
    from ui.tractor import review

    monkeypatch.setattr(review, "ReviewBudget",
                        functools.partial(ReviewBudget, samples=REVIEW_SAMPLES))


def _finished_table(app: Any, seed: int, auto: bool) -> TractorScene:
    app.settings.animation_speed = "instant"
    app.settings.difficulty = "beginner"
    scene = new_tractor_table(app, "tractor", seed, auto=auto)
    assert run_until(app, lambda: scene.end.active, 60000, lambda: act_for_player(scene))
    return scene


def _press(scene: Any, button: Any) -> None:
    scene.handle(Intent(intents.POINT_DOWN, button.rect.center))
    scene.handle(Intent(intents.POINT_UP, button.rect.center))


def _open_review(app: Any, table: TractorScene) -> TractorReviewScene:
    app.frame(1 / 60)
    assert table.end.review_button.enabled
    _press(table, table.end.review_button)
    page = app.stack.top
    assert isinstance(page, TractorReviewScene)
    assert run_until(app, lambda: page.finished, 60000)
    page.update(0.0)
    return page


def test_the_end_panel_opens_the_review_of_the_hand(app: Any) -> None:
    table = _finished_table(app, 4, auto=False)
    page = _open_review(app, table)
    assert page.record["actions"] == table.session.game.action_log
    assert "auto" not in page.record  # no action of this hand was 托管's
    assert page.job.total > 0 and page.items
    assert not any(item.by_auto for item in page.items)
    for item in page.items:
        assert page.record["actions"][item.index].startswith("0 play ")
    app.pop()
    assert app.stack.top is table
    again = _open_review(app, table)
    assert again.job is page.job  # reopening goes on with the same analysis


def test_rows_step_by_keys_buttons_and_clicks(app: Any) -> None:
    page = TractorReviewScene(app, finished_tractor_record("tractor", 5))
    app.push(page)
    assert run_until(app, lambda: page.finished, 60000)
    page.update(0.0)
    assert len(page.items) >= 2
    page.select(0)
    assert not page.prev.enabled and page.next.enabled
    page.handle(Intent(intents.STEP, value=1, axis=1))
    assert page.selected == 1
    page.handle(Intent(intents.STEP, value=-1))
    assert page.selected == 0
    _press(page, page.next)
    assert page.selected == 1
    _press(page, page.prev)
    assert page.selected == 0
    row = page.list_rect.x + 20, page.list_rect.y + page.row_h + page.row_h // 2
    page.handle(Intent(intents.POINT_DOWN, row))
    assert page.selected == 1
    view = page.view
    assert view is not None and view.hand  # the table just before the decision
    assert set(page.items[1].played) <= set(view.hand)
    assert set(page.items[1].expert) <= set(view.hand)
    for size in ((960, 540), (1280, 720)):
        app.resize(size)
        app.frame(1 / 60)
        assert page.list_rect.bottom < page.back.rect.top
        assert page.board_rect.bottom < page.note_rect.top
        assert page.note_rect.bottom < page.next.rect.top
        assert page.next.rect.right <= size[0] and page.prev.rect.left > page.list_rect.right
    page.handle(Intent(intents.CONFIRM))
    assert app.stack.top is not page


def test_autoplays_moves_are_marked_never_mistakes(app: Any) -> None:
    table = _finished_table(app, 4, auto=True)
    page = _open_review(app, table)
    assert page.record["auto"]
    assert page.items and all(item.by_auto and not item.is_mistake for item in page.items)


@pytest.mark.parametrize("language", ["zh", "en"])
def test_every_reason_is_worded_in_both_languages(language: str) -> None:
    catalog = json.loads((I18N / f"{language}.json").read_text(encoding="utf-8"))
    set_language(language)
    try:
        for reason in REASONS:
            key = f"tractor.review.reason.{reason}"
            assert key in catalog, key
            text = t(key, points="15")
            assert "{" not in text and text != key
    finally:
        set_language("zh")


def test_a_damaged_record_is_said_in_the_players_language(app: Any) -> None:
    record = finished_tractor_record("tractor", 5)
    record["actions"] = [*record["actions"][:20], "0 play nonsense"]
    page = TractorReviewScene(app, record)
    app.push(page)
    run_until(app, lambda: page.finished, 20000)
    page.update(0.0)
    assert page.error == t("review.damaged")
    app.frame(1 / 60)


@pytest.mark.parametrize("state,mode", [("review", "tractor"), ("friends", "friends_five")])
def test_random_gestures_on_the_review_and_the_friend_picker_never_raise(
        app: Any, state: str, mode: str) -> None:
    """The monkey's raw gestures (clicks, drags, keys, wheel, resizes) on both pages."""
    import random

    from ui.dev.headless import FRAME
    from ui.dev.monkey import random_events
    from ui.tractor.shots import shot_state

    app.settings.animation_speed = "instant"
    page = shot_state(app, state, mode, 3)
    assert app.stack.top is page
    rng = random.Random(7)
    on_page = 0
    for _ in range(250):
        # The friend picker is part of the table: a gesture reaches it while it is open.
        on_page += app.stack.top is page and (state == "review" or page.bar.picker is not None)
        app.frame(FRAME, random_events(rng, app.size))
        if not app.stack.top:
            break
    assert on_page >= 10, f"only {on_page} gestures reached the {state} page"


def test_autoplays_moves_survive_a_save_and_resume(app: Any) -> None:
    """After kill -9 and 继续, the review must still tell 托管's plays from the player's."""
    from ui.tractor.headless import resume_tractor

    app.settings.animation_speed = "instant"
    table = new_tractor_table(app, "tractor", 9, auto=True)
    assert run_until(app, lambda: len(table.session.game.view(0).tricks) > 3, 30000)
    moves = table.session.auto_moves.of_hand(table.session.match.number)
    assert moves
    saved = app.records.current_hand()
    assert saved is not None
    match, meta = saved
    app.stack.clear_to(app.stack.scenes[0])
    resumed = resume_tractor(app, match, meta)
    assert resumed.session.auto_moves.of_hand(match.number) == moves


def test_malformed_autoplay_entries_in_a_save_are_dropped() -> None:
    from ui.play.auto_moves import AutoMoves

    moves = AutoMoves.from_meta({"auto_moves": {"1": [3, "x", -2, True, 9], "two": [1],
                                                "2": "nonsense"}}, 1)
    assert moves.by_hand == {1: {3, 9}}
    assert AutoMoves.from_meta({"auto_moves": [1, 2]}, 1).by_hand == {}
    assert AutoMoves.from_meta(moves.to_meta(), 1).by_hand == moves.by_hand


def test_an_undo_keeps_only_the_autoplay_moves_still_in_the_hand() -> None:
    from ui.play.auto_moves import AutoMoves

    moves = AutoMoves()
    for hand, index in [(1, 4), (1, 30), (2, 5), (2, 12)]:
        moves.note(hand, index)
    assert moves.kept_until(2, 10).by_hand == {1: {4, 30}, 2: {5}}


@pytest.mark.parametrize(("count", "said"), [(1, "(1 play)"), (3, "(3 plays)")])
def test_plays_like_the_experts_are_counted_in_good_english(app: Any, count: int,
                                                            said: str) -> None:
    """One close play is "1 play", not "1 plays" (found in a play-test)."""
    set_language("en")
    try:
        page = TractorReviewScene(app, finished_tractor_record("tractor", 5))
        page.close_count = count
        assert said in page._none()
    finally:
        set_language("zh")
