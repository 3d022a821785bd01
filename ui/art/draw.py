"""Drawing helpers: gradients, anti-aliased rounded shapes, soft shadows, the felt.

Everything expensive is cached by size, so scenes may call these every frame.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from ui.art import theme

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]


def lerp_color(a: tuple[int, ...], b: tuple[int, ...], p: float) -> tuple[int, ...]:
    return tuple(int(x + (y - x) * p) for x, y in zip(a, b, strict=False))


# Window-sized surfaces are megabytes each: their caches stay small, so that
# resizing the window many times cannot pile up old sizes.
@lru_cache(maxsize=6)
def vertical_gradient(size: tuple[int, int], top: RGB, bottom: RGB) -> pygame.Surface:
    strip = pygame.Surface((1, 64))
    for y in range(64):
        strip.set_at((0, y), lerp_color(top, bottom, y / 63))
    return pygame.transform.smoothscale(strip, size)


RADIAL_GRID = (48, 27)  # the radial gradient's cells, before smooth scaling


def paint_radial_background(
    size: tuple[int, int],
    center: RGB,
    edge: RGB,
    texture: bool = True,
) -> pygame.Surface:
    """A soft radial gradient with vignette, smoothly scaled from a small grid, plus fine
    grain: a new surface, in the window's format when there is a window."""
    w, h = max(1, size[0]), max(1, size[1])
    cells = bytes(
        int(c + (e - c) * weight)
        for weight in _radial_weights()
        for c, e in zip(center, edge, strict=True)
    )
    small = pygame.Surface(RADIAL_GRID)
    small.blit(pygame.image.frombytes(cells, RADIAL_GRID, "RGB"), (0, 0))
    surf = pygame.transform.smoothscale(small, (w, h))
    if texture:
        grain = _grain_tile()
        for ty in range(0, h, grain.get_height()):
            for tx in range(0, w, grain.get_width()):
                surf.blit(grain, (tx, ty))
    return _in_window_format(surf)


# Window-sized, and shared by every caller (not to be altered).
radial_background = lru_cache(maxsize=3)(paint_radial_background)


@lru_cache(maxsize=1)
def _radial_weights() -> tuple[float, ...]:
    """How far each cell of the grid is from the centre to the edge colour (0 to 1),
    row by row: the same for every colour, so worked out once."""
    gw, gh = RADIAL_GRID
    weights = []
    for y in range(gh):
        for x in range(gw):
            dx = (x - gw / 2 + 0.5) / (gw / 2)
            dy = (y - gh * 0.42) / (gh / 2)
            weights.append(min(1.0, math.sqrt(dx * dx * 0.8 + dy * dy) / 1.25) ** 1.6)
    return tuple(weights)


def _in_window_format(surf: pygame.Surface) -> pygame.Surface:
    """``surf`` converted for fast blits onto the window, unless it already is (a
    window-sized copy costs a few milliseconds)."""
    screen = pygame.display.get_surface()
    if screen is None:
        return surf
    if surf.get_bitsize() == screen.get_bitsize() and surf.get_masks() == screen.get_masks():
        return surf
    return surf.convert()


@lru_cache(maxsize=1)
def _grain_tile() -> pygame.Surface:
    rng = random.Random(7)
    tile = pygame.Surface((128, 128), pygame.SRCALPHA)
    for _ in range(2600):
        v = rng.choice((0, 255))
        tile.set_at((rng.randrange(128), rng.randrange(128)), (v, v, v, rng.randint(6, 16)))
    return tile


def felt(size: tuple[int, int]) -> pygame.Surface:
    return radial_background(size, theme.FELT_CENTER, theme.FELT_EDGE)


def paint_rounded_panel(
    size: tuple[int, int],
    radius: int,
    fill: RGBA,
    border: RGBA | None = None,
    border_width: int = 2,
    top: RGBA | None = None,
) -> pygame.Surface:
    """An anti-aliased rounded rectangle (drawn at 2× and scaled down), optionally a gradient.
    A new surface each call, for a caller that keeps (or alters) its own.

    Every column between the two rounded ends is the same (the gradient runs top to
    bottom), so a wide panel is painted only as wide as its ends and its middle column is
    stretched across: the same pixels, for a fraction of the work (a title panel took
    several milliseconds at 2×, in the title's first frame)."""
    w, h = max(2, size[0]), max(2, size[1])
    end = max(radius, border_width) + 2  # each rounded end, with a column to spare
    if w <= 2 * end + 1 + STRETCH_FROM:
        return _paint_panel((w, h), radius, fill, border, border_width, top)
    narrow = _paint_panel((2 * end + 1, h), radius, fill, border, border_width, top)
    panel = pygame.Surface((w, h), pygame.SRCALPHA)
    copy = pygame.BLEND_RGBA_MAX  # onto a clear surface: the pixels as they are, unblended
    panel.blit(narrow, (0, 0), (0, 0, end, h), special_flags=copy)
    middle = pygame.transform.scale(narrow.subsurface((end, 0, 1, h)), (w - 2 * end, h))
    panel.blit(middle, (end, 0), special_flags=copy)
    panel.blit(narrow, (w - end, 0), (end + 1, 0, end, h), special_flags=copy)
    return panel


STRETCH_FROM = 16  # columns in the middle: below that, painting them all costs no more


def _paint_panel(
    size: tuple[int, int],
    radius: int,
    fill: RGBA,
    border: RGBA | None,
    border_width: int,
    top: RGBA | None,
) -> pygame.Surface:
    """:func:`paint_rounded_panel`, every column painted."""
    w, h = size
    big = pygame.Surface((w * 2, h * 2), pygame.SRCALPHA)
    r = radius * 2
    if top is None:
        pygame.draw.rect(big, fill, big.get_rect(), border_radius=r)
    else:
        mask = pygame.Surface(big.get_size(), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=r)
        grad = (
            vertical_gradient((w * 2, h * 2), top[:3], fill[:3]).convert_alpha()
            if pygame.display.get_surface()
            else vertical_gradient((w * 2, h * 2), top[:3], fill[:3])
        )
        big.blit(grad, (0, 0))
        big.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        if fill[3] < 255:
            big.fill((255, 255, 255, fill[3]), special_flags=pygame.BLEND_RGBA_MULT)
    if border is not None:
        pygame.draw.rect(big, border, big.get_rect(), width=border_width * 2, border_radius=r)
    return pygame.transform.smoothscale(big, (w, h))


# The same panels are drawn frame after frame: kept, and shared (not to be altered).
rounded_panel = lru_cache(maxsize=96)(paint_rounded_panel)


SHADOW_STEP = 4  # big shadows are blurred at 1/SHADOW_STEP of their size
SHADOW_SMALL_AREA = 160 * 160  # below this a full-size blur is cheap enough
SHADOW_HALF_BLUR = 4  # from this blur, a smaller shadow (a button's) is blurred at half size


@lru_cache(maxsize=96)
def soft_shadow(
    size: tuple[int, int], radius: int, blur: int = 8, alpha: int = 110
) -> pygame.Surface:
    """A blurred dark rounded rectangle, ``blur`` pixels larger on every side.

    A big panel's shadow is blurred at a quarter of its size and scaled back up, a
    button's or a card's at half its size: a shadow has no detail to lose, a full-size
    blur of a dialog took tens of milliseconds, all in the one frame that showed it, and
    the title's buttons' shadows were a tenth of its first frame.
    """
    w, h = max(2, size[0]), max(2, size[1])
    full = (w + blur * 4, h + blur * 4)
    step = _shadow_step(w * h, blur)
    small = (max(2, full[0] // step), max(2, full[1] // step))
    surf = pygame.Surface(small, pygame.SRCALPHA)
    inner = (blur * 2 // step, blur * 2 // step, max(1, w // step), max(1, h // step))
    pygame.draw.rect(surf, (0, 0, 0, alpha), inner, border_radius=max(0, radius // step))
    if blur > 0:
        surf = pygame.transform.gaussian_blur(surf, max(1, blur // step))
    return surf if step == 1 else pygame.transform.smoothscale(surf, full)


def _shadow_step(area: int, blur: int) -> int:
    """How much smaller than its size a shadow of ``area`` pixels is blurred."""
    if blur >= 2 * SHADOW_STEP and area > SHADOW_SMALL_AREA:
        return SHADOW_STEP
    return 2 if blur >= SHADOW_HALF_BLUR else 1


def draw_shadow(
    surface: pygame.Surface,
    rect: pygame.Rect,
    radius: int = 10,
    blur: int = 8,
    offset: tuple[int, int] = (0, 4),
    alpha: int = 110,
) -> None:
    shadow = soft_shadow((rect.w, rect.h), radius, blur, alpha)
    surface.blit(shadow, (rect.x - blur * 2 + offset[0], rect.y - blur * 2 + offset[1]))


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    radius: int = 16,
    fill: RGBA = theme.PANEL,
    border: RGBA | None = theme.PANEL_BORDER,
    shadow: bool = True,
) -> None:
    if shadow:
        draw_shadow(surface, rect, radius, blur=10, offset=(0, 6))
    surface.blit(rounded_panel((rect.w, rect.h), radius, fill, border), rect.topleft)


@lru_cache(maxsize=64)
def circle(
    diameter: int, color: RGBA, border: RGBA | None = None, width: int = 2
) -> pygame.Surface:
    """An anti-aliased filled circle."""
    d = max(2, diameter)
    big = pygame.Surface((d * 2, d * 2), pygame.SRCALPHA)
    pygame.draw.circle(big, color, (d, d), d)
    if border is not None:
        pygame.draw.circle(big, border, (d, d), d, width * 2)
    return pygame.transform.smoothscale(big, (d, d))


@lru_cache(maxsize=4)
def dim_overlay(size: tuple[int, int], alpha: int = 140) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.fill((0, 0, 0, alpha))
    return surf


def arc_ring(
    surface: pygame.Surface,
    center: tuple[int, int],
    radius: int,
    fraction: float,
    color: RGB,
    width: int = 4,
) -> None:
    """A ring drawn clockwise from the top, ``fraction`` (0..1) of the way round."""
    if fraction <= 0:
        return
    rect = pygame.Rect(0, 0, radius * 2, radius * 2)
    rect.center = center
    top = math.pi / 2
    pygame.draw.arc(surface, color, rect, top - 2 * math.pi * min(1.0, fraction), top, width)
