"""A line chart of the running score over the last hands, drawn with pygame.

Cumulative, so the line shows where a player's total went: a soft fill
between the line and zero (green above, red below), "nice" axis ticks, a dot
on the latest hand with its value.  The surface is cached per data and size.
"""

from __future__ import annotations

import itertools
import math
from functools import lru_cache

import pygame

from ui.art import theme
from ui.art.text import text

UP = (96, 214, 132)
DOWN = (240, 100, 90)


def nice_ticks(low: float, high: float, count: int = 5) -> list[int]:
    """Round tick values covering ``low``..``high`` (steps of 1, 2 or 5 × 10^k).

    >>> nice_ticks(-3, 42)
    [-10, 0, 10, 20, 30, 40, 50]
    """
    if high <= low:
        high = low + 1
    raw = (high - low) / max(1, count)
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    step = max(1, int(step))
    start = math.floor(low / step) * step
    stop = math.ceil(high / step) * step
    return list(range(int(start), int(stop) + step, step))


def cumulative(scores: list[int]) -> list[int]:
    out, total = [0], 0
    for s in scores:
        total += s
        out.append(total)
    return out


@lru_cache(maxsize=8)
def score_chart(scores: tuple[int, ...], size: tuple[int, int], font_px: int) -> pygame.Surface:
    """The chart of ``scores`` (one per hand, oldest first) on a transparent surface."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    points = cumulative(list(scores))
    ticks = nice_ticks(min(points), max(points))
    plot = pygame.Rect(round(font_px * 3.6), round(font_px * 0.8), 0, 0)
    plot.w = w - plot.x - round(font_px * 1.2)
    plot.h = h - plot.y - round(font_px * 2.2)
    low, high = ticks[0], ticks[-1]

    def to_xy(i: int, value: int) -> tuple[int, int]:
        x = plot.x + round(plot.w * i / max(1, len(points) - 1))
        y = plot.bottom - round(plot.h * (value - low) / max(1, high - low))
        return x, y

    _draw_grid(surf, plot, ticks, low, high, font_px, len(points) - 1)
    xy = [to_xy(i, v) for i, v in enumerate(points)]
    zero_y = to_xy(0, 0)[1]
    _draw_fill(surf, xy, zero_y)
    if len(xy) > 1:
        pygame.draw.aalines(surf, theme.GOLD, False, xy)
        pygame.draw.lines(surf, theme.GOLD, False, xy, 2)
    last = xy[-1]
    colour = UP if points[-1] >= 0 else DOWN
    pygame.draw.circle(surf, (20, 24, 30), last, 7)
    pygame.draw.circle(surf, colour, last, 5)
    label = text(f"{points[-1]:+d}", font_px, colour, bold=True)
    pill = label.get_rect().inflate(12, 6)
    pill.bottomright = (last[0] - 8, last[1] - 8)
    if pill.y < 0:
        pill.topright = (last[0] - 8, last[1] + 8)
    pygame.draw.rect(surf, (10, 14, 20, 230), pill, border_radius=pill.h // 2)
    surf.blit(label, label.get_rect(center=pill.center))
    return surf


def _draw_grid(
    surf: pygame.Surface,
    plot: pygame.Rect,
    ticks: list[int],
    low: int,
    high: int,
    font_px: int,
    hands: int,
) -> None:
    for value in ticks:
        y = plot.bottom - round(plot.h * (value - low) / max(1, high - low))
        colour = (255, 255, 255, 90) if value == 0 else (255, 255, 255, 28)
        pygame.draw.line(surf, colour, (plot.x, y), (plot.right, y), 2 if value == 0 else 1)
        label = text(str(value), font_px, theme.MUTED)
        surf.blit(label, label.get_rect(midright=(plot.x - 8, y)))
    pygame.draw.line(surf, (255, 255, 255, 120), (plot.x, plot.y), (plot.x, plot.bottom), 1)
    for i in _x_ticks(hands):
        x = plot.x + round(plot.w * i / max(1, hands))
        pygame.draw.line(surf, (255, 255, 255, 120), (x, plot.bottom), (x, plot.bottom + 5), 1)
        label = text(str(i), font_px, theme.MUTED)
        surf.blit(label, label.get_rect(midtop=(x, plot.bottom + 7)))


def _x_ticks(hands: int) -> list[int]:
    if hands <= 0:
        return [0]
    step = max(1, nice_ticks(0, hands, 5)[1])
    return list(range(0, hands + 1, step))


def _draw_fill(surf: pygame.Surface, xy: list[tuple[int, int]], zero_y: int) -> None:
    """Translucent area between the line and zero, green above and red below."""
    if len(xy) < 2:
        return
    layer = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    for (x0, y0), (x1, y1) in itertools.pairwise(xy):
        mid = (y0 + y1) / 2
        colour = (*UP, 60) if mid <= zero_y else (*DOWN, 60)
        pygame.draw.polygon(layer, colour, [(x0, zero_y), (x0, y0), (x1, y1), (x1, zero_y)])
    surf.blit(layer, (0, 0))
