"""Vector drawing primitives for the card art: suit pips, gradients, masks, text, stars.

Split from :mod:`ui.art.cardart` so that module holds only how a card is laid out;
everything here is a plain function of a surface and coordinates.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from ui.art import assets

Colour = tuple[int, int, int]
Point = tuple[float, float]


# --- vector suit pips -------------------------------------------------------------------------


def bezier(p0: Point, p1: Point, p2: Point, steps: int = 12) -> list[Point]:
    """Points of a quadratic Bezier curve, endpoints included."""
    out = []
    for i in range(steps + 1):
        t = i / steps
        a, b, c = (1 - t) ** 2, 2 * (1 - t) * t, t * t
        out.append((a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]))
    return out


def _heart_outline(flip: bool = False) -> list[Point]:
    """A smooth heart in a unit box centred on the origin (tip down, or up if flipped)."""
    pts = []
    for i in range(96):
        t = 2 * math.pi * i / 96
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        pts.append((x / 32 * 0.98, (y - 2.5) / 29))
    return [(x, -y) for x, y in pts] if flip else pts


def _stem() -> list[Point]:
    """The flared foot shared by spades and clubs."""
    left = bezier((-0.035, 0.05), (-0.03, 0.42), (-0.2, 0.5))
    right = bezier((0.2, 0.5), (0.03, 0.42), (0.035, 0.05))
    return left + right


def _diamond() -> list[Point]:
    """A lozenge with gently concave sides, like a printed diamond pip."""
    top, right, bottom, left = (0.0, -0.5), (0.38, 0.0), (0.0, 0.5), (-0.38, 0.0)
    pts: list[Point] = []
    for a, b in ((top, right), (right, bottom), (bottom, left), (left, top)):
        mid = ((a[0] + b[0]) * 0.5 * 0.8, (a[1] + b[1]) * 0.5 * 0.8)
        pts += bezier(a, mid, b)[:-1]
    return pts


_HEART = _heart_outline()
_SPADE = [(x * 0.92, y * 0.8 - 0.1) for x, y in _heart_outline(flip=True)]
_STEM = _stem()
_DIAMOND = _diamond()


def draw_suit(surface: pygame.Surface, suit: str, centre: Point, size: float,
              colour: Colour, upside_down: bool = False) -> None:
    """Paint a suit pip ``size`` pixels tall centred on ``centre`` (vector, any scale)."""
    cx, cy = centre
    sign = -1.0 if upside_down else 1.0

    def place(points: Sequence[Point]) -> list[Point]:
        return [(cx + x * size * sign, cy + y * size * sign) for x, y in points]

    if suit == "H":
        pygame.draw.polygon(surface, colour, place(_HEART))
    elif suit == "D":
        pygame.draw.polygon(surface, colour, place(_DIAMOND))
    elif suit == "S":
        pygame.draw.polygon(surface, colour, place(_SPADE))
        pygame.draw.polygon(surface, colour, place(_STEM))
    elif suit == "C":
        r = size * 0.235
        for ox, oy in ((0.0, -0.25), (-0.245, 0.06), (0.245, 0.06)):
            pygame.draw.circle(surface, colour, (cx + ox * size * sign, cy + oy * size * sign), r)
        pygame.draw.polygon(surface, colour, place([(0, -0.2), (0.16, 0.1), (-0.16, 0.1)]))
        pygame.draw.polygon(surface, colour, place(_STEM))


# --- drawing helpers --------------------------------------------------------------------------


def gradient(size: tuple[int, int], top: Colour, bottom: Colour) -> pygame.Surface:
    """A vertical gradient (alpha surface), built from a 1-px column and stretched."""
    column = pygame.Surface((1, 64), pygame.SRCALPHA)
    for y in range(64):
        t = y / 63
        column.set_at((0, y), [round(a + (b - a) * t) for a, b in zip(top, bottom, strict=True)])
    return pygame.transform.smoothscale(column, size)


def rounded_mask(surface: pygame.Surface, rect: pygame.Rect, radius: int) -> None:
    """Clear everything outside a rounded rectangle (alpha to zero)."""
    mask = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), rect, border_radius=radius)
    surface.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)


def restore_opacity(surface: pygame.Surface) -> pygame.Surface:
    """Undo smoothscale's alpha rounding (255 comes back as 253), so cards are fully opaque.

    Adds a*3/256 to each alpha: 253 -> 255, while 0 stays 0 and edges barely change.
    """
    boost = surface.copy()
    boost.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MIN)
    boost.fill((0, 0, 0, 3), special_flags=pygame.BLEND_RGBA_MULT)
    surface.blit(boost, (0, 0), special_flags=pygame.BLEND_RGBA_ADD)
    return surface


def text_image(text: str, height: float, colour: Colour, max_width: float | None = None,
               bold: bool = True) -> pygame.Surface:
    """``text`` whose inked glyphs are exactly ``height`` px tall, condensed to ``max_width``.

    Cropping to the ink box (not the font's line box) is what lets a card index be
    placed and sized precisely; condensing keeps "10" as tall as "8".
    """
    rendered = assets.font(max(8, round(height * 1.45)), bold).render(text, True, colour)
    ink = rendered.get_bounding_rect()
    if ink.width == 0 or ink.height == 0:
        return rendered
    glyphs = rendered.subsurface(ink)
    width = ink.width * height / ink.height
    if max_width is not None:
        width = min(width, max_width)
    return pygame.transform.smoothscale(glyphs, (max(1, round(width)), max(1, round(height))))


def blit_centred(target: pygame.Surface, image: pygame.Surface, centre: Point) -> None:
    target.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))


def star_points(centre: Point, outer: float, inner: float, points: int = 5,
          rotation: float = -math.pi / 2) -> list[Point]:
    out = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = rotation + math.pi * i / points
        out.append((centre[0] + r * math.cos(a), centre[1] + r * math.sin(a)))
    return out
