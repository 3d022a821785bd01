"""Card backs and the empty slot, painted in code: Dou Dizhu's red lattice with a 斗
medallion, the shared blue guilloche, Tractor's purple chevrons with a 升 medallion.

Split from :mod:`ui.art.cardart`, which caches what these paint (``BACK_PAINTERS``
by style) and is what the app calls; each function paints on a supersampled surface
``s`` of ``w`` x ``h`` pixels.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from ui.art.cardfaces import GOLD, Colour, Point, card_base, corner_radius
from ui.art.cardpaint import (
    blit_centred,
    draw_suit,
    gradient,
    rounded_mask,
    star_points,
    text_image,
)


def _back_field(s: pygame.Surface, w: int, h: int,
                paint_field: Callable[[pygame.Surface], None]) -> pygame.Rect:
    """White-bordered card with a patterned, rounded inner field; returns the field rect."""
    card_base(s, w, h)
    margin = round(w * 0.06)
    field = pygame.Rect(margin, margin, w - 2 * margin, h - 2 * margin)
    layer = pygame.Surface(field.size, pygame.SRCALPHA)
    paint_field(layer)
    rounded_mask(layer, layer.get_rect(), max(2, round(w * 0.045)))
    s.blit(layer, field.topleft)
    return field


def _frame(s: pygame.Surface, field: pygame.Rect, colour: Colour) -> None:
    w = field.width
    for inset, thick in ((0.05, 0.018), (0.085, 0.008)):
        r = field.inflate(-w * inset * 2, -w * inset * 2)
        pygame.draw.rect(s, colour, r, max(1, round(w * thick)), border_radius=round(w * 0.04))


def paint_red_back(s: pygame.Surface, w: int, h: int) -> None:
    """Dou Dizhu's back: a red lattice with gold dots round a gold 斗 medallion."""
    def lattice(layer: pygame.Surface) -> None:
        lw, lh = layer.get_size()
        layer.blit(gradient((lw, lh), (178, 28, 40), (128, 14, 26)), (0, 0))
        step = lw / 7
        line = max(1, round(lw * 0.012))
        for i in range(-14, 22):
            x0 = i * step
            pygame.draw.line(layer, (214, 72, 74), (x0, 0), (x0 + lh, lh), line)
            pygame.draw.line(layer, (214, 72, 74), (x0, 0), (x0 - lh, lh), line)
        dot = lw * 0.016
        for i in range(-1, 9):  # the dots' columns over the field (the lines run wider)
            for j in range(0, int(lh / step) + 2):
                x, y = i * step + (j % 2) * step / 2, j * step / 2
                pygame.draw.circle(layer, (240, 190, 110), (x + step / 2, y), dot)
    field = _back_field(s, w, h, lattice)
    _frame(s, field, GOLD)
    _medallion(s, field, (130, 14, 26), lambda c, r: blit_centred(
        s, text_image("斗", r * 1.05, GOLD), c))


def paint_blue_back(s: pygame.Surface, w: int, h: int) -> None:
    """The back both games share: a blue guilloche round a medallion of the four suits."""
    def guilloche(layer: pygame.Surface) -> None:
        lw, lh = layer.get_size()
        layer.blit(gradient((lw, lh), (28, 62, 140), (14, 32, 84)), (0, 0))
        line = max(1, round(lw * 0.006))
        for cx, cy, big in ((lw / 2, lh / 2, 0.42), (0, 0, 0.3), (lw, 0, 0.3), (0, lh, 0.3),
                            (lw, lh, 0.3)):
            ring = lw * big
            for k in range(36):
                a = math.pi * 2 * k / 36
                centre = (cx + math.cos(a) * ring * 0.5, cy + math.sin(a) * ring * 0.5)
                pygame.draw.circle(layer, (92, 136, 214), centre, ring * 0.55, line)
        step = lw / 10
        for i in range(0, 11):
            for j in range(0, int(lh / step) + 1):
                pygame.draw.circle(layer, (60, 100, 180), (i * step, j * step), lw * 0.01)
    field = _back_field(s, w, h, guilloche)
    _frame(s, field, (206, 214, 232))

    def suits(c: Point, r: float) -> None:
        for suit, (dx, dy), colour in (("S", (0, -1), (235, 238, 248)), ("H", (1, 0), GOLD),
                                       ("C", (0, 1), (235, 238, 248)), ("D", (-1, 0), GOLD)):
            draw_suit(s, suit, (c[0] + dx * r * 0.48, c[1] + dy * r * 0.48), r * 0.5, colour)
    _medallion(s, field, (16, 36, 92), suits)


def paint_purple_back(s: pygame.Surface, w: int, h: int) -> None:
    """Tractor's back: rows of upward chevrons (升级, levelling up) on deep purple,
    offset row by row like a tractor's tread, round a gold 升 medallion."""
    def chevrons(layer: pygame.Surface) -> None:
        lw, lh = layer.get_size()
        layer.blit(gradient((lw, lh), (110, 44, 134), (56, 16, 78)), (0, 0))
        step = lw / 6
        line = max(1, round(lw * 0.02))
        for j in range(-1, int(lh / (step * 0.6)) + 2):
            y = j * step * 0.6
            colour = (206, 150, 226) if j % 2 else (232, 186, 104)
            for i in range(-1, 8):
                x = i * step + (j % 2) * step / 2
                points = [(x - step * 0.3, y + step * 0.18), (x, y - step * 0.12),
                          (x + step * 0.3, y + step * 0.18)]
                pygame.draw.lines(layer, colour, False, points, line)
    field = _back_field(s, w, h, chevrons)
    _frame(s, field, GOLD)
    _medallion(s, field, (74, 22, 96), lambda c, r: blit_centred(
        s, text_image("升", r * 1.05, GOLD), c))


def _medallion(s: pygame.Surface, field: pygame.Rect, fill: Colour,
               emblem: Callable[[Point, float], None]) -> None:
    """Centre emblem: a rosette-edged disc with a double gold ring."""
    c = field.center
    r = field.width * 0.32
    pygame.draw.polygon(s, GOLD, star_points(c, r * 1.18, r * 1.0, 24))
    pygame.draw.circle(s, fill, c, r)
    pygame.draw.circle(s, GOLD, c, r, max(1, round(r * 0.07)))
    pygame.draw.circle(s, GOLD, c, r * 0.86, max(1, round(r * 0.025)))
    emblem((float(c[0]), float(c[1])), r * 0.78)


def paint_slot(s: pygame.Surface, w: int, h: int) -> None:
    """An empty card slot: a translucent rounded outline, nothing inside (a faint spade
    there read as a card, play-test of 帝主; whoever draws the slot says what it is)."""
    radius = corner_radius(w)
    pygame.draw.rect(s, (0, 0, 0, 40), (0, 0, w, h), border_radius=radius)
    pygame.draw.rect(s, (255, 255, 255, 90), (0, 0, w, h), max(2, round(w * 0.025)),
                     border_radius=radius)
    s.fill((255, 255, 255, 60), special_flags=pygame.BLEND_RGBA_MIN)


BACK_PAINTERS: dict[str, Callable[[pygame.Surface, int, int], None]] = {
    "red": paint_red_back, "blue": paint_blue_back, "purple": paint_purple_back,
}
