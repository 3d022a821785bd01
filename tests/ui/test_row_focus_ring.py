"""Play-test, keyboard only on the settings page: Tab's gold ring round a row was a pill,
and its round left end ran through the row's label ("Animation speed" lost part of its
A).  A row's ring now keeps off the row's own rectangle, where its label is drawn; a
button's ring is still a pill."""

from __future__ import annotations

from typing import Any

import pygame

from ui.pages.settings import SettingsScene
from ui.widgets.controls import Button, Chooser
from ui.widgets.focus import draw_ring, row_radius


def _ring_pixels_inside(rect: pygame.Rect, radius: int | None) -> int:
    surface = pygame.Surface((rect.right + 40, rect.bottom + 40))
    surface.fill((0, 0, 0))
    draw_ring(surface, rect, 0.0, radius)
    return sum(1 for x in range(rect.x, rect.right) for y in range(rect.y, rect.bottom)
               if surface.get_at((x, y))[:3] != (0, 0, 0))


def test_a_settings_rows_ring_keeps_off_its_label(app: Any) -> None:
    scene = SettingsScene(app)
    scene.layout((960, 540))
    row = scene.speed
    assert isinstance(row, Chooser) and row.rect.h > 0
    assert _ring_pixels_inside(row.rect, None) > 0  # the pill did cut in
    assert _ring_pixels_inside(row.rect, row_radius(row)) == 0


def test_a_buttons_ring_stays_a_pill(app: Any) -> None:
    assert row_radius(Button("btn.back", lambda: None)) is None
