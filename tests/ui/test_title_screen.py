"""The title screen names both games and stands them side by side: a panel per game with
its own 开始游戏 (the new-game screen on that game's tab) and 继续, the shared entries below,
every button inside the window and clear of the others at the smallest and usual sizes."""

from __future__ import annotations

from itertools import combinations
from typing import Any

import pygame
import pytest

from ui.app import intents
from ui.app.i18n import load_catalog
from ui.app.intents import Intent
from ui.dev import headless
from ui.pages.title import TitleScene


def key(app: Any, code: int) -> None:
    app.frame(headless.FRAME, [pygame.event.Event(pygame.KEYDOWN, key=code, mod=0)])


def click(app: Any, button: Any) -> None:
    app.dispatch(Intent(intents.POINT_DOWN, button.rect.center))
    app.dispatch(Intent(intents.POINT_UP, button.rect.center))


def title_of(app: Any) -> TitleScene:
    title = TitleScene(app)
    app.stack.clear_to(title)
    headless.frames(app, 2)
    return title


@pytest.mark.parametrize("language", ["zh", "en"])
def test_the_apps_name_says_both_games(language: str) -> None:
    catalog = load_catalog(language)
    name = catalog["app.title"]
    assert catalog["family.doudizhu"] in name
    assert ("升级" if language == "zh" else "Tractor") in name


def test_the_window_title_and_help_name_both_games(app: Any) -> None:
    from main import build_parser

    assert pygame.display.get_caption()[0] == "Dou Dizhu & Tractor"
    description = build_parser().description or ""
    assert "Dou Dizhu" in description and "Tractor" in description and "升级" in description


@pytest.mark.parametrize(("family", "other"), [("shengji", "doudizhu"),
                                               ("doudizhu", "shengji")])
def test_each_games_start_opens_the_new_game_screen_on_its_tab(
    app: Any, family: str, other: str
) -> None:
    from ui.pages.newgame import NewGameScene

    app.settings.mode = "tractor" if other == "shengji" else "classic"  # the other game's
    title = title_of(app)
    click(app, title.starts[family])
    panel = app.stack.top
    assert isinstance(panel, NewGameScene) and panel.family == family
    assert app.settings.rules().family == family


def test_the_replays_entry_opens_the_replay_list(app: Any) -> None:
    from ui.pages.replay_list import ReplayListScene

    title = title_of(app)
    click(app, next(b for b in title.shared if b.label == "title.replays"))
    assert isinstance(app.stack.top, ReplayListScene)


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_panels_stand_side_by_side_with_the_shared_row_below(app: Any,
                                                            size: tuple[int, int]) -> None:
    title = title_of(app)
    app.stack.layout(size)
    ddz, tractor = title.panels["doudizhu"].rect, title.panels["shengji"].rect
    assert ddz.top == tractor.top and ddz.right < tractor.left
    screen = pygame.Rect((0, 0), size)
    for panel in title.panels.values():
        assert all(panel.rect.contains(b.rect) for b in panel.buttons)
    assert all(b.rect.top > ddz.bottom for b in title.shared)
    assert all(screen.contains(b.rect) for b in title.buttons)
    for a, b in combinations(title.buttons, 2):
        assert not a.rect.colliderect(b.rect)


def test_left_and_right_cross_to_the_other_games_button(app: Any, monkeypatch: Any) -> None:
    monkeypatch.setattr(app.records, "has_current_hand", lambda family: family == "shengji")
    title = title_of(app)
    assert title.focus.focused is title.resumes["shengji"]  # the saved game's 继续 first
    key(app, pygame.K_TAB)  # shows the ring
    key(app, pygame.K_LEFT)  # Dou Dizhu's 继续 is greyed: its 开始
    assert title.focus.focused is title.starts["doudizhu"]
    key(app, pygame.K_RIGHT)
    assert title.focus.focused is title.starts["shengji"]
    key(app, pygame.K_DOWN)
    assert title.focus.focused is title.resumes["shengji"]
    key(app, pygame.K_DOWN)  # then the shared row, in order
    assert title.focus.focused is title.shared[0]
    key(app, pygame.K_RIGHT)
    assert title.focus.focused is title.shared[1]


def test_a_panel_lights_up_under_the_pointer(app: Any) -> None:
    title = title_of(app)
    start = title.starts["shengji"]
    app.dispatch(Intent(intents.POINT_MOVE, start.rect.center))
    assert title.panels["shengji"].lit(None) and not title.panels["doudizhu"].lit(None)


@pytest.mark.parametrize("code", [pygame.K_DOWN, pygame.K_UP, pygame.K_RIGHT, pygame.K_LEFT,
                                  pygame.K_TAB])
def test_the_first_key_shows_the_ring_on_the_first_start_without_moving(
    app: Any, code: int
) -> None:
    title = title_of(app)  # no saved game: Dou Dizhu's 开始 is the primary button
    assert not title.focus.shown
    key(app, code)
    assert title.focus.shown and title.focus.focused is title.starts["doudizhu"]
    key(app, pygame.K_DOWN)  # from then on the arrows step along the ring
    assert title.focus.focused is title.starts["shengji"]


def test_the_first_arrow_shows_the_ring_on_the_saved_games_continue(
    app: Any, monkeypatch: Any
) -> None:
    monkeypatch.setattr(app.records, "has_current_hand", lambda family: family == "shengji")
    title = title_of(app)
    key(app, pygame.K_RIGHT)  # not a jump to the other game's button
    assert title.focus.shown and title.focus.focused is title.resumes["shengji"]


def test_the_first_arrow_shows_the_ring_on_the_button_under_the_pointer(app: Any) -> None:
    title = title_of(app)
    rules = next(b for b in title.shared if b.label == "title.rules")
    app.dispatch(Intent(intents.POINT_MOVE, rules.rect.center))
    key(app, pygame.K_DOWN)
    assert title.focus.shown and title.focus.focused is rules
