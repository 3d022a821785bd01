"""The big shows of a hand — bomb, rocket, airplane, spring — as effects over the table.

Each piece is an :class:`ui.art.effects.Effect` (stepped by ``dt``, drawn over the
table, asked for screen shake) and cheap per frame: what does not change while it plays
(the ribbon with its words) is rendered once and only scaled or faded, and full-window
work is one additive fill.  :mod:`ui.table.combos` picks the pieces for a combination.

- :class:`Ribbon`: the combination's name drawn large on a ribbon that pops in, shines
  and fades;
- :class:`Blast`: a jagged fire burst with a white core (bombs, the rocket's burst);
- :class:`Flash`: the whole table lit for an instant;
- :class:`Shake`: a short shake that dies away, its size a share of the window height;
- :class:`Delayed`: any effect started a little later (the rocket bursts at its top);
- :class:`RocketFlight`: a rocket rising from the play on a flickering flame.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from ui.art import draw
from ui.art.effects import Effect
from ui.art.text import outlined_text

Colour = tuple[int, int, int]

BOMB_RIBBON: tuple[Colour, Colour] = ((236, 72, 40), (150, 20, 16))
ROCKET_RIBBON: tuple[Colour, Colour] = ((214, 44, 96), (110, 14, 60))
PLANE_RIBBON: tuple[Colour, Colour] = ((52, 136, 226), (18, 64, 150))
SPRING_RIBBON: tuple[Colour, Colour] = ((246, 118, 160), (196, 52, 104))
GOLD: Colour = (255, 214, 102)
FIRE: list[Colour] = [(255, 236, 150), (255, 170, 60), (255, 104, 40), (255, 255, 220)]


@lru_cache(maxsize=16)
def ribbon_image(label: str, size: int, fill: tuple[Colour, Colour],
                 ink: Colour = (255, 246, 214)) -> pygame.Surface:
    """The ribbon with ``label`` on it, rendered once per (label, size, colours)."""
    words = outlined_text(label, size, ink)
    tw, th = words.get_size()
    band_h = round(th * 1.15)
    tail = round(band_h * 0.55)
    band_w = tw + round(size * 1.6)
    w, h = band_w + 2 * tail, band_h + round(band_h * 0.3)
    canvas = pygame.Surface((w, h), pygame.SRCALPHA)
    top = (h - band_h) // 2
    dark = tuple(max(0, round(c * 0.55)) for c in fill[1])
    for side in (-1, 1):  # the folded tails behind the band
        x0 = tail if side < 0 else w - tail
        x1 = 0 if side < 0 else w
        y0 = top + round(band_h * 0.3)
        tail_shape = [(x0, y0), (x1, y0), (x1 - side * round(tail * 0.45), y0 + band_h // 2),
                      (x1, y0 + band_h), (x0, y0 + band_h)]
        pygame.draw.polygon(canvas, dark, tail_shape)
    band = pygame.Rect(tail, top, band_w, band_h)
    canvas.blit(draw.rounded_panel(band.size, band_h // 5, (*fill[1], 255),
                                   (*GOLD, 255), max(2, size // 22), (*fill[0], 255)),
                band.topleft)
    inset = band.inflate(-max(6, size // 5), -max(6, size // 5))
    pygame.draw.rect(canvas, (*GOLD, 150), inset, max(1, size // 40), border_radius=band_h // 7)
    canvas.blit(words, words.get_rect(center=band.center))
    return canvas


class Ribbon(Effect):
    """A combination's name large on a ribbon: pops in with an overshoot, a shine runs
    across it, and it fades out at the end."""

    def __init__(self, label: str, center: tuple[int, int], size: int,
                 fill: tuple[Colour, Colour], duration: float = 1.2) -> None:
        super().__init__()
        self.image = ribbon_image(label, size, fill)
        self.center, self.duration = center, duration

    def rect(self) -> pygame.Rect:
        """Where the ribbon sits once popped in (tests keep it off the card counter)."""
        return self.image.get_rect(center=self.center)

    def draw(self, surface: pygame.Surface) -> None:
        p = self.progress
        pop = min(1.0, p / 0.16)
        scale = 0.3 + 0.7 * pop + 0.12 * math.sin(pop * math.pi)
        image = self.image
        if abs(scale - 1.0) > 0.01:
            w, h = image.get_size()
            image = pygame.transform.smoothscale(image, (max(1, round(w * scale)),
                                                         max(1, round(h * scale))))
        alpha = 255 if p < 0.8 else round(255 * (1 - (p - 0.8) / 0.2))
        if alpha < 255:
            image = image.copy()
            image.set_alpha(alpha)
        rect = image.get_rect(center=self.center)
        surface.blit(image, rect)
        if 0.2 < p < 0.55:
            self._shine(surface, rect, (p - 0.2) / 0.35)

    def _shine(self, surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
        band = _shine_band(max(8, rect.h // 2), rect.h)
        x = rect.x - band.get_width() + round((rect.w + band.get_width()) * t)
        clip = surface.get_clip()
        surface.set_clip(rect.inflate(-rect.h // 2, -rect.h // 4))
        surface.blit(band, (x, rect.y), special_flags=pygame.BLEND_RGB_ADD)
        surface.set_clip(clip)


@lru_cache(maxsize=8)
def _shine_band(width: int, height: int) -> pygame.Surface:
    band = pygame.Surface((width, height))
    for i in range(width):
        v = round(90 * math.sin(math.pi * i / width))
        pygame.draw.line(band, (v, v, v), (i, 0), (i, height))
    return band


class Blast(Effect):
    """A jagged fire burst that swells and fades, with a white-hot core."""

    def __init__(self, center: tuple[int, int], radius: int, rng: random.Random,
                 duration: float = 0.5) -> None:
        super().__init__()
        self.center, self.radius, self.duration = center, radius, duration
        self.spikes = [rng.uniform(0.7, 1.0) for _ in range(22)]
        self.turn = rng.uniform(0, math.pi)

    def draw(self, surface: pygame.Surface) -> None:
        p = self.progress
        grow = 1 - (1 - p) ** 3
        r = self.radius * (0.35 + 0.65 * grow)
        alpha = round(255 * (1 - p) ** 1.5)
        if alpha < 8:
            return
        size = round(r * 2) + 4
        layer = pygame.Surface((size, size), pygame.SRCALPHA)
        c = size / 2
        n = len(self.spikes)
        for index, (colour, share) in enumerate(((FIRE[2], 1.0), (FIRE[1], 0.72),
                                                 (FIRE[0], 0.45))):
            points = []
            for i, spike in enumerate(self.spikes):
                a = self.turn + index * 0.3 + 2 * math.pi * i / n
                reach = r * share * (spike if i % 2 == 0 else 0.55)
                points.append((c + math.cos(a) * reach, c + math.sin(a) * reach))
            pygame.draw.polygon(layer, colour, points)
        pygame.draw.circle(layer, (255, 255, 240), (c, c), max(2, round(r * 0.28)))
        layer.set_alpha(alpha)
        surface.blit(layer, (self.center[0] - c, self.center[1] - c))


class Flash(Effect):
    """The whole table lit for an instant (one additive fill per frame)."""

    def __init__(self, colour: Colour = (255, 220, 170), duration: float = 0.18) -> None:
        super().__init__()
        self.colour, self.duration = colour, duration

    def draw(self, surface: pygame.Surface) -> None:
        k = (1 - self.progress) ** 2 * 0.45
        surface.fill(tuple(round(c * k) for c in self.colour), special_flags=pygame.BLEND_RGB_ADD)


class Shake(Effect):
    """A shake of ``amplitude`` pixels that dies away over ``duration``."""

    def __init__(self, amplitude: float, duration: float = 0.45) -> None:
        super().__init__()
        self.amplitude, self.duration = amplitude, duration

    def shake(self) -> tuple[int, int]:
        amp = self.amplitude * (1 - self.progress) ** 2
        return round(amp * math.sin(self.age * 83)), round(amp * math.cos(self.age * 67))


class Delayed(Effect):
    """``inner`` started ``delay`` seconds from now."""

    def __init__(self, inner: Effect, delay: float) -> None:
        super().__init__()
        self.inner, self.delay = inner, delay
        self.duration = delay + inner.duration

    def update(self, dt: float) -> None:
        before = self.age
        super().update(dt)
        if self.age > self.delay:
            self.inner.update(self.age - max(before, self.delay))

    def shake(self) -> tuple[int, int]:
        return self.inner.shake() if self.age > self.delay else (0, 0)

    def draw(self, surface: pygame.Surface) -> None:
        if self.age > self.delay:
            self.inner.draw(surface)


class RocketFlight(Effect):
    """王炸: a rocket, sized to the window, climbing from the play to ``top`` on a
    flickering flame and a trail of embers."""

    def __init__(self, start: tuple[int, int], top: int, height: int, rng: random.Random,
                 duration: float = 0.7) -> None:
        super().__init__()
        self.start, self.top, self.duration, self.rng = start, top, duration, rng
        self.size = max(40, height)
        self.embers: list[list[float]] = []

    def position(self) -> tuple[float, float]:
        e = self.progress ** 1.7
        return float(self.start[0]), self.start[1] + (self.top - self.start[1]) * e

    def update(self, dt: float) -> None:
        super().update(dt)
        x, y = self.position()
        s = self.size
        for _ in range(4):
            self.embers.append([x + self.rng.uniform(-0.08, 0.08) * s, y + s * 0.55,
                                self.rng.uniform(0.05, 0.11) * s, 0.0])
        for ember in self.embers:
            ember[1] += s * 0.9 * dt
            ember[3] += dt
        self.embers = [e for e in self.embers if e[3] < 0.35]

    def draw(self, surface: pygame.Surface) -> None:
        for x, y, r, age in self.embers:
            colour = draw.lerp_color(FIRE[0], FIRE[2], age / 0.35)
            radius = max(1, round(r * (1 - age / 0.35)))
            pygame.draw.circle(surface, colour, (round(x), round(y)), radius)
        x, y = self.position()
        s = self.size
        flicker = 0.8 + 0.2 * math.sin(self.age * 60)
        flame = [(x - s * 0.12, y + s * 0.38), (x, y + s * (0.38 + 0.5 * flicker)),
                 (x + s * 0.12, y + s * 0.38)]
        pygame.draw.polygon(surface, FIRE[1], flame)
        pygame.draw.polygon(surface, FIRE[0], [(x - s * 0.06, y + s * 0.38),
                                               (x, y + s * (0.38 + 0.28 * flicker)),
                                               (x + s * 0.06, y + s * 0.38)])
        body = pygame.Rect(0, 0, round(s * 0.26), round(s * 0.7))
        body.center = (round(x), round(y))
        for side in (-1, 1):
            fin = [(body.centerx + side * body.w * 0.5, body.bottom - s * 0.22),
                   (body.centerx + side * body.w * 1.05, body.bottom + s * 0.04),
                   (body.centerx + side * body.w * 0.3, body.bottom)]
            pygame.draw.polygon(surface, (200, 30, 40), fin)
        nose = [(body.left, body.top + s * 0.16), (body.centerx, body.top - s * 0.14),
                (body.right, body.top + s * 0.16)]
        pygame.draw.rect(surface, (246, 244, 236), body, border_radius=max(2, body.w // 3))
        pygame.draw.polygon(surface, (210, 36, 44), nose)
        pygame.draw.rect(surface, GOLD, (body.x, body.y + round(s * 0.34), body.w,
                                         max(2, round(s * 0.07))))
        pygame.draw.circle(surface, (70, 150, 230), (body.centerx, body.y + round(s * 0.2)),
                           max(2, round(s * 0.06)))
