"""Panels that change every frame come from a cache, and look as a fresh paint would."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ui.art import draw
from ui.dev import headless
from ui.pages import result
from ui.table.turn_marker import TurnMarker

GLOW = (250, 214, 140)


def _pixels(surface: pygame.Surface) -> list[tuple[int, int, int, int]]:
    w, h = surface.get_size()
    out = []
    for y in range(h):
        for x in range(w):
            c = surface.get_at((x, y))
            out.append((c.r, c.g, c.b, c.a) if c.a else (0, 0, 0, 0))
    return out


@pytest.mark.parametrize("outline", [False, True])
def test_the_turn_markers_tinted_shape_is_the_shape_painted_in_its_colour(
    app: Any, outline: bool
) -> None:
    # The marker multiplies a white shape by the glow's colour of the frame: the multiply
    # is linear, so the anti-aliased edge is the same as a shape painted in that colour.
    size, radius = (141, 119), 16
    rgba = (*GLOW, 255)
    painted = (draw.paint_rounded_panel(size, radius, (0, 0, 0, 0), rgba, 3) if outline
               else draw.paint_rounded_panel(size, radius, rgba))
    tinted = TurnMarker()._tinted(size, radius, GLOW, outline)
    assert _pixels(tinted) == _pixels(painted)


def test_the_turn_marker_keeps_one_white_shape_per_rect_whatever_the_colour(app: Any) -> None:
    marker = TurnMarker()
    for shade in range(40):
        marker._tinted((120, 90), 16, (200 + shade, 180, 100), False)
    assert len(marker._panels) == 1


def test_the_result_panel_is_built_before_the_first_result(app: Any) -> None:
    table = headless.new_table(app, seed=3)
    result.prepare(app.size)
    panel, _ = result.panel_layout(app.size)
    before = draw.rounded_panel.cache_info().misses
    draw.rounded_panel((panel.w, panel.h), result.PANEL_RADIUS, result.PANEL_FILL,
                       result.PANEL_BORDER)
    assert draw.rounded_panel.cache_info().misses == before
    assert headless.play_to_result(app, table)
    scene = app.stack.top
    assert isinstance(scene, result.ResultScene)
    scene.update(1.0)  # the buttons slide in with the panel, then rest where prepare built them
    assert [b.rect for b in scene.buttons] == result.panel_layout(app.size)[1]


def test_the_tractor_end_panel_is_built_when_the_table_is_laid_out(app: Any) -> None:
    from ui.art import theme
    from ui.tractor.endpanel import PANEL_RADIUS
    from ui.tractor.headless import new_tractor_table

    scene = new_tractor_table(app, "tractor", 4)
    rect = scene.end.rect
    assert rect.w > 0, "the end panel was not laid out with the table"
    before = draw.rounded_panel.cache_info().misses
    draw.rounded_panel((rect.w, rect.h), PANEL_RADIUS, theme.PANEL, theme.PANEL_BORDER)
    assert draw.rounded_panel.cache_info().misses == before
