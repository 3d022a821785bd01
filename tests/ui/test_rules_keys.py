"""The rules page reads on with ↓ and back with ↑ (play test).

Only the wheel, a drag and Space moved the rules page: ↓, the key a reader presses
first, did nothing.  The arrows now scroll a few lines a press."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

import game
from ui.dev import headless
from ui.pages.rules import RulesScene


def key(app: Any, code: int) -> None:
    app.frame(headless.FRAME, [pygame.event.Event(pygame.KEYDOWN, key=code, mod=0)])


def test_down_and_up_scroll_the_rules(app: Any) -> None:
    scene = app.push(RulesScene(app, game.ruleset("four")))
    app.frame(headless.FRAME, [])
    assert scene.max_scroll() > 0 and scene.scroll == 0
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    down = scene.scroll
    assert down > 0, "↓ reads on"
    key(app, pygame.K_UP)
    assert 0 < scene.scroll < down, "↑ goes back"
    assert app.stack.top is scene


def test_page_down_up_home_and_end_read_the_rules(app: Any) -> None:
    """Play-test, keyboard only: Page Down, the key that turns a page, did nothing, nor
    did Home and End; now a page turns by most of the body, and the ends are reached."""
    scene = app.push(RulesScene(app, game.ruleset("friends_five")))
    app.frame(headless.FRAME, [])
    assert scene.max_scroll() > scene.body.h and scene.scroll == 0
    key(app, pygame.K_PAGEDOWN)
    page = scene.scroll
    assert page > scene.line_h * 3, "a page, more than an arrow's few lines"
    key(app, pygame.K_PAGEDOWN)
    assert scene.scroll > page
    key(app, pygame.K_PAGEUP)
    assert scene.scroll == pytest.approx(page)
    key(app, pygame.K_END)
    assert scene.scroll == scene.max_scroll()
    key(app, pygame.K_HOME)
    assert scene.scroll == 0
    assert app.stack.top is scene
