"""Keyboard-only players reach every button of the reading pages (play test).

The 最近100局 list's 复盘, statistics' filters and 牌局回放, and the replay viewer's
speed and 重打这副牌 had no key: Tab did nothing there, so a player without a mouse
could not review a listed hand.  Tab now shows a focus ring over them; before the
first Tab the pages keep their own keys (↑ ↓ rows, Enter watch / back / step)."""

from __future__ import annotations

from typing import Any

from game import replay
from ui.app import intents
from ui.app.intents import Intent
from ui.dev.headless import finished_record
from ui.pages.replay import ReplayScene
from ui.pages.replay_list import ReplayListScene
from ui.pages.review import ReviewScene
from ui.pages.stats import StatsScene

TAB = Intent(intents.FOCUS, value=1)
ENTER = Intent(intents.CONFIRM)


def _book(app: Any, seed: int) -> None:
    app.records.add_hand(replay(finished_record(seed)), "beginner", False)


def test_tab_then_enter_opens_the_review_of_the_chosen_listed_hand(app: Any) -> None:
    _book(app, 1)
    _book(app, 2)
    listing = app.push(ReplayListScene(app))
    listing.handle(Intent(intents.STEP, value=1))  # ↓: the second hand
    assert listing.selected == 1
    listing.handle(TAB)  # the ring shows on 观看回放, Enter's old meaning
    listing.handle(Intent(intents.FOCUS, value=-1))  # Shift+Tab: back to 复盘
    listing.handle(Intent(intents.STEP, value=-1))  # ↑ still chooses the row
    assert listing.selected == 0
    listing.handle(ENTER)
    review = app.stack.top
    assert isinstance(review, ReviewScene)
    assert review.record["seed"] == listing.hands[0].seed


def test_enter_before_any_tab_still_watches_the_chosen_hand(app: Any) -> None:
    _book(app, 1)
    listing = app.push(ReplayListScene(app))
    listing.handle(ENTER)
    assert isinstance(app.stack.top, ReplayScene)


def test_statistics_filters_and_replays_are_reached_by_tab(app: Any) -> None:
    _book(app, 1)
    stats = app.push(StatsScene(app))
    stats.handle(TAB)  # the ring on the game's tabs
    stats.handle(TAB)  # the difficulty's
    before = stats.level.value
    stats.handle(Intent(intents.STEP, value=1))
    assert stats.level.value != before, "→ changes the focused filter"
    for _ in range(3):  # ranked/practice, 返回, 牌局回放
        stats.handle(TAB)
    stats.handle(ENTER)
    assert isinstance(app.stack.top, ReplayListScene)


def test_the_replay_viewer_speed_is_reached_by_tab(app: Any) -> None:
    viewer = app.push(ReplayScene(app, finished_record(1)))
    viewer.handle(ENTER)  # before Tab, Enter steps
    assert viewer.step == 1
    viewer.handle(TAB)  # on ▶ (next): Enter still steps
    viewer.handle(ENTER)
    assert viewer.step == 2
    viewer.handle(TAB)  # ⏭
    viewer.handle(TAB)  # 倍速
    viewer.handle(Intent(intents.STEP, value=1))
    assert viewer.speed.value == "2" and viewer.step == 2, "→ changes the focused speed"


def _greyed(widget: object) -> bool:
    return getattr(widget, "enabled", True) is False


def test_tab_on_an_empty_list_skips_the_greyed_buttons_and_enter_goes_back(app: Any) -> None:
    listing = app.push(ReplayListScene(app))
    assert not listing.watch.enabled and not listing.review.enabled
    listing.handle(TAB)
    assert listing.focus.focused is listing.back, "the first Tab shows the ring on 返回"
    for step in (1, -1, 1):
        listing.handle(Intent(intents.FOCUS, value=step))
        assert listing.focus.focused is listing.back, "观看回放 and 复盘 are greyed: skipped"
    listing.handle(ENTER)
    assert app.stack.top is not listing, "Enter pressed 返回"


def test_statistics_tab_passes_over_a_greyed_replays_button(app: Any) -> None:
    stats = app.push(StatsScene(app))
    assert not stats.replay.enabled, "no finished hand yet"
    seen = []
    for _ in range(6):
        stats.handle(TAB)
        seen.append(stats.focus.focused)
    assert stats.back in seen and stats.replay not in seen


def test_the_replay_viewer_ring_never_rests_on_a_greyed_button(app: Any) -> None:
    viewer = app.push(ReplayScene(app, finished_record(1)))
    viewer.handle(TAB)  # on ▶ (next)
    viewer.handle(Intent(intents.FOCUS, value=-1))  # 播放
    viewer.handle(Intent(intents.FOCUS, value=-1))  # ◀ and ⏮ are greyed at the start
    assert viewer.focus.focused is viewer.back
    viewer.handle(TAB)  # round again to ⏮? greyed: on to 播放
    assert viewer.focus.focused is viewer.play
    viewer.handle(TAB)
    assert viewer.focus.focused is viewer.next
    while viewer.step < len(viewer.actions):
        viewer.handle(ENTER)
    assert _greyed(viewer.next) and not _greyed(viewer.focus.focused)
    viewer.handle(ENTER)  # nothing greyed is pressed, and the hand stays at its end
    assert viewer.step == len(viewer.actions)
