"""Visual effects for big moments: straight, pair chain, airplane, bomb, rocket, spring,
landlord chosen.  Each effect is an object stepped by ``dt`` and drawn over the table.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from ui.art import avatars, draw, theme
from ui.art.text import outlined_text


class Effect:
    duration = 1.0

    def __init__(self) -> None:
        self.age = 0.0

    @property
    def alive(self) -> bool:
        return self.age < self.duration

    @property
    def progress(self) -> float:
        return min(1.0, self.age / self.duration)

    def update(self, dt: float) -> None:
        self.age += dt

    def shake(self) -> tuple[int, int]:
        return (0, 0)

    def draw(self, surface: pygame.Surface) -> None: ...


class Banner(Effect):
    """Big stylised words that pop in, hold, and fade (顺子, 炸弹, 春天 …)."""

    def __init__(
        self,
        label: str,
        center: tuple[int, int],
        size: int,
        color: tuple[int, int, int] = theme.GOLD,
        duration: float = 1.3,
    ) -> None:
        super().__init__()
        self.label, self.center, self.size, self.color = label, center, size, color
        self.duration = duration

    def draw(self, surface: pygame.Surface) -> None:
        p = self.progress
        scale = (
            0.4 + 0.6 * min(1.0, p / 0.18) ** 0.5 + (0.08 * math.sin(min(1.0, p / 0.25) * math.pi))
        )
        alpha = 255 if p < 0.75 else int(255 * (1 - (p - 0.75) / 0.25))
        canvas = outlined_text(self.label, self.size, self.color)
        sw, sh = max(1, int(canvas.get_width() * scale)), max(1, int(canvas.get_height() * scale))
        img = pygame.transform.smoothscale(canvas, (sw, sh))
        img.set_alpha(alpha)
        surface.blit(img, img.get_rect(center=self.center))


@dataclass
class Spark:
    """One spark of a :class:`Particles` burst: where, how fast, its colour and size."""

    x: float
    y: float
    vx: float
    vy: float
    color: tuple[int, int, int]
    size: float


class Particles(Effect):
    """A burst of glowing sparks (bomb, rocket exhaust, celebration)."""

    def __init__(
        self,
        center: tuple[int, int],
        count: int,
        speed: float,
        colors: list[tuple[int, int, int]],
        rng: random.Random,
        duration: float = 1.0,
        gravity: float = 300.0,
        size: float = 6.0,
        streak: bool = False,
    ) -> None:
        """``streak`` draws each spark as a short line along its flight (a blast's
        debris) instead of a dot."""
        super().__init__()
        self.duration = duration
        self.gravity = gravity
        self.streak = streak
        self.parts: list[Spark] = []
        for _ in range(count):
            a = rng.uniform(0, 2 * math.pi)
            v = rng.uniform(0.3, 1.0) * speed
            self.parts.append(
                Spark(
                    center[0],
                    center[1],
                    math.cos(a) * v,
                    math.sin(a) * v - speed * 0.3,
                    rng.choice(colors),
                    rng.uniform(0.5, 1.0) * size,
                )
            )

    def update(self, dt: float) -> None:
        super().update(dt)
        for p in self.parts:
            p.x += p.vx * dt
            p.y += p.vy * dt
            p.vy += self.gravity * dt
            p.vx *= 0.985

    def draw(self, surface: pygame.Surface) -> None:
        fade = 1 - self.progress
        for p in self.parts:
            r = max(1, int(p.size * fade))
            at = (int(p.x), int(p.y))
            if self.streak:
                tail = (int(p.x - p.vx * 0.035), int(p.y - p.vy * 0.035))
                pygame.draw.line(surface, p.color, tail, at, max(1, r // 2 + 1))
            else:
                pygame.draw.circle(surface, p.color, at, r)


class Shockwave(Effect):
    """A widening ring; by default also a shake and a flash (the big shows bring their own
    :class:`ui.art.shows.Shake` and ``Flash`` and turn these off)."""

    def __init__(self, center: tuple[int, int], radius: int, duration: float = 0.7,
                 jolt: bool = True) -> None:
        super().__init__()
        self.center, self.radius, self.duration = center, radius, duration
        self.jolt = jolt

    def shake(self) -> tuple[int, int]:
        if not self.jolt or self.progress > 0.5:
            return (0, 0)
        amp = 10 * (1 - self.progress * 2)
        return int(amp * math.sin(self.age * 97)), int(amp * math.cos(self.age * 83))

    def draw(self, surface: pygame.Surface) -> None:
        p = self.progress
        r = int(self.radius * (0.2 + p))
        width = max(1, int(14 * (1 - p)))
        color = draw.lerp_color((255, 240, 180), (255, 90, 30), p)
        pygame.draw.circle(surface, color, self.center, r, width)
        if self.jolt and p < 0.25:
            flash = draw.dim_overlay(surface.get_size(), int(90 * (1 - p / 0.25)))
            glow = flash.copy()
            glow.fill((255, 230, 180, int(70 * (1 - p / 0.25))))
            surface.blit(glow, (0, 0))


class Ring(Effect):
    """A soft ring widening from a seat and fading (the hidden ally revealed): no shake,
    no flash, unlike the bomb's shockwave."""

    def __init__(
        self,
        center: tuple[int, int],
        radius: int,
        color: tuple[int, int, int],
        duration: float = 0.9,
        delay: float = 0.0,
    ) -> None:
        super().__init__()
        self.center, self.radius, self.color = center, radius, color
        self.duration, self.delay = duration + delay, delay

    def draw(self, surface: pygame.Surface) -> None:
        if self.age < self.delay:
            return
        p = (self.age - self.delay) / max(1e-6, self.duration - self.delay)
        e = 1 - (1 - p) ** 2
        r = max(2, int(self.radius * (0.35 + 0.65 * e)))
        layer = pygame.Surface((2 * r + 8, 2 * r + 8), pygame.SRCALPHA)
        alpha = int(220 * (1 - p))
        pygame.draw.circle(layer, (*self.color, alpha), (r + 4, r + 4), r, max(2, int(6 * (1 - p))))
        surface.blit(layer, (self.center[0] - r - 4, self.center[1] - r - 4))


class Sweep(Effect):
    """A band of light sweeping across a rectangle (straights and pair chains)."""

    def __init__(self, rect: pygame.Rect, duration: float = 0.7) -> None:
        super().__init__()
        self.rect, self.duration = rect, duration

    def draw(self, surface: pygame.Surface) -> None:
        p = self.progress
        band_w = max(20, self.rect.w // 4)
        x = self.rect.x - band_w + int((self.rect.w + band_w * 2) * p)
        band = pygame.Surface((band_w, self.rect.h), pygame.SRCALPHA)
        for i in range(band_w):
            a = int(120 * math.sin(math.pi * i / band_w))
            pygame.draw.line(band, (255, 255, 220, a), (i, 0), (i, self.rect.h))
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        surface.blit(band, (x, self.rect.y), special_flags=pygame.BLEND_RGBA_ADD)
        surface.set_clip(clip)


class Airplane(Effect):
    """A plane crossing the table, trailing vapour (飞机)."""

    def __init__(self, size: tuple[int, int], y: int, duration: float = 1.4) -> None:
        super().__init__()
        self.w, self.h = size
        self.y, self.duration = y, duration
        self.scale = max(0.6, self.h / 720)

    def draw(self, surface: pygame.Surface) -> None:
        p = self.progress
        x = -200 + (self.w + 400) * p
        y = self.y - 60 * math.sin(p * math.pi)
        s = self.scale
        for i in range(18):
            tx = x - 40 * s - i * 16 * s
            r = max(1, int((10 - i * 0.45) * s))
            pygame.draw.circle(surface, (235, 240, 250), (int(tx), int(y + 4 * s)), r)
        body = [
            (x + 70 * s, y),
            (x + 40 * s, y - 10 * s),
            (x - 60 * s, y - 8 * s),
            (x - 60 * s, y + 8 * s),
            (x + 40 * s, y + 10 * s),
        ]
        wing = [
            (x + 10 * s, y),
            (x - 20 * s, y - 52 * s),
            (x - 36 * s, y - 52 * s),
            (x - 14 * s, y),
            (x - 36 * s, y + 52 * s),
            (x - 20 * s, y + 52 * s),
        ]
        tail = [
            (x - 50 * s, y),
            (x - 70 * s, y - 24 * s),
            (x - 78 * s, y - 24 * s),
            (x - 66 * s, y),
            (x - 78 * s, y + 24 * s),
            (x - 70 * s, y + 24 * s),
        ]
        for shape, color in ((wing, (200, 60, 50)), (tail, (200, 60, 50)), (body, (248, 248, 252))):
            pygame.draw.polygon(surface, color, shape)
            pygame.draw.polygon(surface, (60, 40, 40), shape, 2)
        pygame.draw.circle(surface, (90, 170, 230), (int(x + 50 * s), int(y - 2 * s)), int(5 * s))


class Rocket(Effect):
    """The rocket (王炸): a rocket rising from the play with a fiery trail."""

    def __init__(self, start: tuple[int, int], rng: random.Random, duration: float = 1.3) -> None:
        super().__init__()
        self.start, self.duration, self.rng = start, duration, rng
        self.trail: list[list[float]] = []

    def position(self) -> tuple[float, float]:
        p = self.progress
        return self.start[0], self.start[1] - (self.start[1] + 200) * (p**2)

    def update(self, dt: float) -> None:
        super().update(dt)
        x, y = self.position()
        for _ in range(3):
            self.trail.append([x + self.rng.uniform(-6, 6), y + 40, self.rng.uniform(4, 10), 0.0])
        for part in self.trail:
            part[1] += 60 * dt
            part[3] += dt
        self.trail = [p for p in self.trail if p[3] < 0.5]

    def shake(self) -> tuple[int, int]:
        if self.progress >= 0.3:
            return (0, 0)
        return int(3 * math.sin(self.age * 91)), int(3 * math.cos(self.age * 79))

    def draw(self, surface: pygame.Surface) -> None:
        for x, y, r, age in self.trail:
            f = 1 - age / 0.5
            color = draw.lerp_color((255, 240, 160), (230, 60, 20), age / 0.5)
            pygame.draw.circle(surface, color, (int(x), int(y)), max(1, int(r * f)))
        x, y = self.position()
        body = pygame.Rect(0, 0, 22, 58)
        body.center = (int(x), int(y))
        pygame.draw.polygon(
            surface,
            (210, 40, 40),
            [(body.left, body.top + 16), (body.centerx, body.top - 8), (body.right, body.top + 16)],
        )
        pygame.draw.rect(surface, (240, 240, 245), body, border_radius=6)
        pygame.draw.rect(surface, (210, 40, 40), (body.x, body.y + 26, body.w, 8))
        pygame.draw.circle(surface, (80, 160, 230), (body.centerx, body.y + 14), 5)
        for dx in (-1, 1):
            fin = [
                (body.centerx + dx * 11, body.bottom - 18),
                (body.centerx + dx * 22, body.bottom + 4),
                (body.centerx + dx * 8, body.bottom),
            ]
            pygame.draw.polygon(surface, (210, 40, 40), fin)


@dataclass
class Petal:
    """One blossom of :class:`Petals`: where, how fast it falls, its sway and colour."""

    x: float
    y: float
    fall: float
    phase: float
    color: tuple[int, int, int]


class Petals(Effect):
    """Falling blossoms for 春天 (spring)."""

    def __init__(self, size: tuple[int, int], rng: random.Random, duration: float = 2.6) -> None:
        super().__init__()
        self.duration = duration
        w, h = size
        self.parts = [
            Petal(
                rng.uniform(0, w),
                rng.uniform(-h, 0),
                rng.uniform(60, 160),
                rng.uniform(0, 6.28),
                rng.choice([(255, 170, 190), (255, 210, 220), (250, 130, 160)]),
            )
            for _ in range(70)
        ]

    def update(self, dt: float) -> None:
        super().update(dt)
        for p in self.parts:
            p.y += p.fall * dt
            p.phase += dt * 2
            p.x += math.sin(p.phase) * 30 * dt

    def draw(self, surface: pygame.Surface) -> None:
        alpha_p = 1 - max(0.0, (self.progress - 0.8) / 0.2)
        for p in self.parts:
            r = pygame.Rect(0, 0, int(12 * alpha_p) + 2, int(7 * alpha_p) + 2)
            r.center = (int(p.x), int(p.y))
            pygame.draw.ellipse(surface, p.color, r)
            pygame.draw.circle(surface, (255, 240, 200), r.center, 1)


class HatFlight(Effect):
    """The landlord hat flies from the middle of the table onto the landlord (or, with
    ``hat=avatars.ally_hat``, the ally's hat onto the revealed ally)."""

    def __init__(
        self,
        start: tuple[int, int],
        end: tuple[int, int],
        width: int,
        duration: float = 0.9,
        hat: Callable[[int], pygame.Surface] = avatars.landlord_hat,
    ) -> None:
        super().__init__()
        self.start, self.end, self.width, self.duration = start, end, width, duration
        self.hat = hat

    def draw(self, surface: pygame.Surface) -> None:
        p = self.progress
        e = 1 - (1 - p) ** 3
        x = self.start[0] + (self.end[0] - self.start[0]) * e
        y = self.start[1] + (self.end[1] - self.start[1]) * e - math.sin(p * math.pi) * 80
        scale = 2.2 - 1.2 * e
        hat = self.hat(self.width)
        img = pygame.transform.rotozoom(hat, math.sin(p * 9) * 12 * (1 - p), scale)
        surface.blit(img, img.get_rect(center=(int(x), int(y))))


class CardFlight(Effect):
    """A card (face or back) gliding from ``start`` to ``end`` (top-left corners),
    shrinking to ``end_scale`` and fading out as it lands: kitty cards 帝主 discards."""

    def __init__(
        self,
        image: pygame.Surface,
        start: tuple[float, float],
        end: tuple[float, float],
        duration: float = 0.6,
        delay: float = 0.0,
        end_scale: float = 0.5,
    ) -> None:
        super().__init__()
        self.image, self.start, self.end = image, start, end
        self.duration, self.delay, self.end_scale = duration + delay, delay, end_scale

    def draw(self, surface: pygame.Surface) -> None:
        if self.age < self.delay:
            surface.blit(self.image, (round(self.start[0]), round(self.start[1])))
            return
        p = min(1.0, (self.age - self.delay) / max(1e-6, self.duration - self.delay))
        e = 1 - (1 - p) ** 3
        scale = 1 + (self.end_scale - 1) * e
        w, h = self.image.get_size()
        img = pygame.transform.smoothscale(self.image, (max(1, round(w * scale)),
                                                        max(1, round(h * scale))))
        if p > 0.7:
            img.set_alpha(round(255 * (1 - (p - 0.7) / 0.3)))
        x = self.start[0] + (self.end[0] - self.start[0]) * e
        y = self.start[1] + (self.end[1] - self.start[1]) * e - math.sin(p * math.pi) * 40
        surface.blit(img, (round(x), round(y)))


class EffectsLayer:
    """Runs effects; the table asks it for the current screen shake."""

    def __init__(self) -> None:
        self.effects: list[Effect] = []

    def add(self, effect: Effect) -> Effect:
        self.effects.append(effect)
        return effect

    @property
    def busy(self) -> bool:
        return bool(self.effects)

    def update(self, dt: float) -> None:
        for e in self.effects:
            e.update(dt)
        self.effects = [e for e in self.effects if e.alive]

    def shake(self) -> tuple[int, int]:
        x = y = 0
        for e in self.effects:
            dx, dy = e.shake()
            x, y = x + dx, y + dy
        return x, y

    def draw(self, surface: pygame.Surface) -> None:
        for e in self.effects:
            e.draw(surface)
