"""Pieces shared by the menu-like scenes: the backdrop, titles, a panel with buttons."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from ui.art import draw, theme
from ui.art.text import blit_text, outlined_text


@lru_cache(maxsize=4)
def backdrop(size: tuple[int, int]) -> pygame.Surface:
    """Deep red-to-navy gradient with a faint lattice of diamonds and a vignette."""
    w, h = size
    surf = draw.paint_radial_background(size, (150, 38, 40), (30, 12, 28), texture=False)
    tile = _lattice_tile(max(40, h // 12))
    tw, th = tile.get_size()
    for y in range(0, h, th):
        for x in range(0, w, tw):
            surf.blit(tile, (x, y))
    return surf


def _lattice_tile(step: int) -> pygame.Surface:
    """One repeat of the backdrop's lattice: diamonds ``step`` apart, every other row
    shifted by half a step, so the pattern repeats every ``step`` across and every two
    rows down.  Diamonds over the tile's edges are drawn cut, their rest falls on the
    next tile: blitted side by side the tiles draw the lattice the whole window drew."""
    tile = pygame.Surface((step, 2 * step), pygame.SRCALPHA)
    quarter = step // 4
    for row in range(-1, 3):
        shift = step // 2 if row % 2 else 0
        for column in range(-1, 2):
            cx, cy = column * step + shift, row * step
            points = [(cx, cy - quarter), (cx + quarter, cy), (cx, cy + quarter),
                      (cx - quarter, cy)]
            pygame.draw.polygon(tile, (255, 210, 120, 14), points, 1)
    return tile


def draw_title(surface: pygame.Surface, label: str, center: tuple[int, int], size: int) -> None:
    """A gold title with a dark outline and soft glow."""
    img = outlined_text(label, size, theme.GOLD)
    surface.blit(img, img.get_rect(center=center))


def draw_felt_page(
    surface: pygame.Surface,
    bar_h: int,
    title: str,
    title_size: int,
    subtitle: str,
    subtitle_size: int,
) -> None:
    """The felt with a dark header bar: a gold title on the left, a note on the right.

    The replay viewer and the review share it: both show a whole table below.
    """
    w, _ = surface.get_size()
    surface.blit(draw.felt(surface.get_size()), (0, 0))
    surface.blit(draw.vertical_gradient((w, bar_h), (6, 30, 22), (12, 60, 42)), (0, 0))
    mid = bar_h // 2
    blit_text(
        surface, title, title_size, theme.GOLD, "midleft", (24, mid), bold=True, shadow=True
    )
    blit_text(surface, subtitle, subtitle_size, theme.MUTED, "midright", (w - 24, mid))


def draw_heading(surface: pygame.Surface, label: str, rect: pygame.Rect) -> None:
    size = max(22, round(rect.h * 0.5))
    blit_text(surface, label, size, theme.GOLD, "center", rect.center, bold=True, shadow=True)


def fan_positions(
    center: tuple[int, int],
    count: int,
    radius: float,
    spread: float,
) -> list[tuple[float, float, float]]:
    """(x, y, angle) for cards fanned around ``center`` (decoration on the title)."""
    out = []
    for i in range(count):
        a = -spread / 2 + spread * i / max(1, count - 1)
        rad = math.radians(a)
        out.append((center[0] + math.sin(rad) * radius, center[1] - math.cos(rad) * radius, -a))
    return out
