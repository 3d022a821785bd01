"""The title's first frame paints less, not differently: the cheaper painters give the
pixels of the plain way of painting the same thing."""

from __future__ import annotations

import math
import random

import pygame
import pytest

from tests.pixels import pixels
from ui.art import draw
from ui.pages import chrome

pytestmark = pytest.mark.usefixtures("small_window")


def test_a_wide_panel_stretched_from_its_ends_is_the_panel_painted_whole() -> None:
    rng = random.Random(36)
    wide = 0
    for _ in range(60):
        w, h = rng.randint(2, 520), rng.randint(2, 300)
        radius = rng.randint(0, min(w, h) // 2 + 2)
        fill = (rng.randint(0, 255), rng.randint(0, 255), rng.randint(0, 255),
                rng.choice((255, 236, 90)))
        border = rng.choice([None, (246, 200, 92, rng.randint(60, 255))])
        top = rng.choice([None, (112, 30, 34, 255)])
        width = rng.randint(1, 3)
        whole = draw._paint_panel((w, h), radius, fill, border, width, top)
        painted = draw.paint_rounded_panel((w, h), radius, fill, border, width, top)
        assert pixels(painted) == pixels(whole), (w, h, radius, fill, border, width, top)
        wide += w > 2 * (max(radius, width) + 2) + 1 + draw.STRETCH_FROM
    assert wide > 20  # most of them took the stretched way


def _lattice_drawn_whole(size: tuple[int, int]) -> pygame.Surface:
    """The backdrop as it was painted before its lattice was tiled: every diamond drawn
    once on one window-sized layer."""
    w, h = size
    surf = draw.paint_radial_background(size, (150, 38, 40), (30, 12, 28), texture=False)
    pattern = pygame.Surface(size, pygame.SRCALPHA)
    step = max(40, h // 12)
    for y in range(-step, h + step, step):
        for x in range(-step, w + step, step):
            cx, cy = x + (step // 2 if (y // step) % 2 else 0), y
            quarter = step // 4
            points = [(cx, cy - quarter), (cx + quarter, cy), (cx, cy + quarter),
                      (cx - quarter, cy)]
            pygame.draw.polygon(pattern, (255, 210, 120, 14), points, 1)
    surf.blit(pattern, (0, 0))
    return surf


@pytest.mark.parametrize("size", [(1280, 720), (960, 540), (1281, 719), (1000, 777)])
def test_the_tiled_backdrop_is_the_lattice_drawn_whole(size: tuple[int, int]) -> None:
    assert pixels(chrome.backdrop(size)) == pixels(_lattice_drawn_whole(size))


def test_the_radial_grid_is_each_cells_own_blend() -> None:
    centre, edge = (150, 38, 40), (30, 12, 28)
    weights = draw._radial_weights()
    gw, gh = draw.RADIAL_GRID
    assert len(weights) == gw * gh
    # The grid's middle is near the centre's colour, its corners near the edge's, the
    # left and right halves mirror each other.
    middle = weights[round(gh * 0.42) * gw + gw // 2]
    assert middle < 0.05 and weights[0] > 0.9
    assert all(weights[row * gw + x] == weights[row * gw + gw - 1 - x]
               for row in range(gh) for x in range(gw))
    assert all(0.0 <= weight <= 1.0 and not math.isnan(weight) for weight in weights)
    one = draw.paint_radial_background(draw.RADIAL_GRID, centre, edge, texture=False)
    cell = one.get_at((gw // 2, round(gh * 0.42)))
    assert (cell.r, cell.g, cell.b) == tuple(
        int(c + (e - c) * middle) for c, e in zip(centre, edge, strict=True)
    )
