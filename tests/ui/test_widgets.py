"""Widgets: the slider follows a press and a drag, and stops at release."""

from __future__ import annotations

import pygame

from ui.app import intents
from ui.app.intents import Intent
from ui.widgets.controls import Slider


def test_the_slider_follows_press_and_drag_until_release() -> None:
    seen: list[float] = []
    slider = Slider("set.volume", 0.5, seen.append)
    slider.rect = pygame.Rect(100, 100, 600, 40)
    track = slider.track_rect()
    assert slider.handle(Intent(intents.POINT_DOWN, (track.x, track.centery)))
    assert slider.value == 0.0
    assert slider.handle(Intent(intents.POINT_MOVE, (track.right + 40, track.centery)))
    assert slider.value == 1.0
    assert slider.handle(Intent(intents.POINT_UP, (track.right, track.centery)))
    assert not slider.handle(Intent(intents.POINT_MOVE, (track.centerx, track.centery)))
    assert slider.value == 1.0 and seen == [0.0, 1.0]


def test_a_press_away_from_the_track_is_not_taken() -> None:
    slider = Slider("set.volume", 0.3)
    slider.rect = pygame.Rect(100, 100, 600, 40)
    assert not slider.handle(Intent(intents.POINT_DOWN, (100, 300)))
    assert slider.value == 0.3
