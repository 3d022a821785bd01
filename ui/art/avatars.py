"""Avatars and the landlord hat, drawn in code (no bitmaps), cached per size.

Each seat has a character: a round face with a hair style and a coloured
ring.  The landlord wears a gold hat; farmers wear a straw hat.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

SS = 3  # supersampling for smooth edges

PALETTES = {
    0: {"ring": (246, 200, 92), "bg": (58, 96, 160), "hair": (40, 28, 24), "skin": (252, 216, 180)},
    1: {
        "ring": (120, 200, 255),
        "bg": (150, 64, 96),
        "hair": (90, 52, 30),
        "skin": (246, 206, 170),
    },
    2: {
        "ring": (160, 230, 150),
        "bg": (70, 120, 90),
        "hair": (30, 30, 40),
        "skin": (240, 200, 160),
    },
    3: {
        "ring": (240, 150, 110),
        "bg": (120, 80, 150),
        "hair": (50, 30, 20),
        "skin": (250, 210, 175),
    },
    4: {
        "ring": (200, 170, 240),
        "bg": (150, 110, 50),
        "hair": (20, 20, 30),
        "skin": (236, 196, 156),
    },
    5: {
        "ring": (250, 220, 140),
        "bg": (60, 130, 140),
        "hair": (70, 40, 25),
        "skin": (248, 212, 178),
    },
    6: {
        "ring": (140, 220, 210),
        "bg": (140, 60, 60),
        "hair": (35, 25, 20),
        "skin": (242, 204, 166),
    },
    7: {
        "ring": (230, 230, 230),
        "bg": (80, 90, 130),
        "hair": (60, 45, 35),
        "skin": (250, 214, 182),
    },
}


@lru_cache(maxsize=32)
def avatar(seat: int, diameter: int) -> pygame.Surface:
    """A round portrait for ``seat``."""
    pal = PALETTES[seat % len(PALETTES)]  # seats past the palettes reuse them in turn
    d = diameter * SS
    s = pygame.Surface((d, d), pygame.SRCALPHA)
    c = d // 2
    pygame.draw.circle(s, pal["ring"], (c, c), c)
    pygame.draw.circle(s, pal["bg"], (c, c), int(c * 0.9))
    # shoulders
    body = pygame.Rect(0, 0, int(d * 0.72), int(d * 0.5))
    body.midtop = (c, int(d * 0.7))
    clip = pygame.Surface((d, d), pygame.SRCALPHA)
    pygame.draw.ellipse(clip, tuple(min(255, v + 40) for v in pal["bg"]), body)
    # head
    head_r = int(d * 0.2)
    head = (c, int(d * 0.47))
    pygame.draw.circle(
        clip, pal["hair"], (head[0], head[1] - int(head_r * 0.18)), int(head_r * 1.08)
    )
    pygame.draw.circle(clip, pal["skin"], head, head_r)
    fringe = pygame.Rect(0, 0, int(head_r * 2.1), int(head_r * 1.1))
    fringe.midtop = (head[0], head[1] - int(head_r * 1.15))
    pygame.draw.ellipse(clip, pal["hair"], fringe)
    eye_dy = int(head_r * 0.1)
    for dx in (-1, 1):
        pygame.draw.circle(
            clip,
            (40, 30, 30),
            (head[0] + dx * int(head_r * 0.38), head[1] + eye_dy),
            max(2, int(head_r * 0.11)),
        )
        pygame.draw.circle(
            clip,
            (255, 160, 150),
            (head[0] + dx * int(head_r * 0.6), head[1] + int(head_r * 0.42)),
            int(head_r * 0.13),
        )
    mouth = pygame.Rect(0, 0, int(head_r * 0.6), int(head_r * 0.4))
    mouth.center = (head[0], head[1] + int(head_r * 0.45))
    pygame.draw.arc(clip, (150, 60, 50), mouth, 3.5, 5.9, max(2, SS * 2))
    # keep everything inside the inner circle
    mask = pygame.Surface((d, d), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (c, c), int(c * 0.9))
    clip.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(clip, (0, 0))
    return pygame.transform.smoothscale(s, (diameter, diameter))


# The official's hat in two colourings: brim shade, brim, crown, band, jewel, glint, shine.
GOLD_HAT = ((150, 96, 20), (232, 176, 52), (214, 150, 30), (170, 30, 36), (255, 70, 70),
            (255, 220, 220), (255, 230, 150))
JADE_HAT = ((24, 92, 78), (70, 178, 150), (46, 148, 122), (236, 196, 84), (255, 226, 120),
            (255, 250, 220), (190, 246, 226))


@lru_cache(maxsize=16)
def landlord_hat(width: int) -> pygame.Surface:
    """A gold official's hat with a red jewel: the landlord's badge."""
    return _official_hat(width, GOLD_HAT)


@lru_cache(maxsize=16)
def ally_hat(width: int) -> pygame.Surface:
    """The same hat in jade with a gold band: the landlord's ally (暗地主) once known."""
    return _official_hat(width, JADE_HAT)


def _official_hat(
    width: int, colours: tuple[tuple[int, int, int], ...]
) -> pygame.Surface:
    brim_shade, brim_colour, crown_colour, band_colour, jewel, glint, shine_colour = colours
    w, h = width * SS, int(width * 0.72) * SS
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    brim = pygame.Rect(0, int(h * 0.58), w, int(h * 0.34))
    pygame.draw.ellipse(s, brim_shade, brim.move(0, SS * 2))
    pygame.draw.ellipse(s, brim_colour, brim)
    crown = pygame.Rect(int(w * 0.2), int(h * 0.12), int(w * 0.6), int(h * 0.66))
    pygame.draw.rect(
        s,
        crown_colour,
        crown,
        border_top_left_radius=int(w * 0.3),
        border_top_right_radius=int(w * 0.3),
    )
    band = pygame.Rect(crown.x, int(h * 0.52), crown.w, int(h * 0.14))
    pygame.draw.rect(s, band_colour, band)
    pygame.draw.circle(s, jewel, (w // 2, int(h * 0.59)), int(h * 0.1))
    pygame.draw.circle(s, glint, (w // 2 - SS * 2, int(h * 0.56)), int(h * 0.03))
    shine = pygame.Rect(int(w * 0.3), int(h * 0.18), int(w * 0.12), int(h * 0.28))
    pygame.draw.ellipse(s, shine_colour, shine)
    return pygame.transform.smoothscale(s, (width, int(width * 0.72)))


@lru_cache(maxsize=16)
def farmer_hat(width: int) -> pygame.Surface:
    """A conical straw hat: the farmers' badge."""
    w, h = width * SS, int(width * 0.5) * SS
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.polygon(s, (160, 112, 48), [(0, h - SS * 2), (w // 2, SS * 2), (w, h - SS * 2)])
    pygame.draw.polygon(
        s, (226, 184, 100), [(SS * 3, h - SS * 5), (w // 2, SS * 5), (w - SS * 3, h - SS * 5)]
    )
    for i in range(1, 4):
        x = w // 2 + (i - 2) * w // 6
        pygame.draw.line(s, (184, 140, 64), (w // 2, SS * 6), (x, h - SS * 6), SS)
    pygame.draw.line(
        s, (150, 40, 40), (int(w * 0.2), int(h * 0.72)), (int(w * 0.8), int(h * 0.72)), SS * 3
    )
    return pygame.transform.smoothscale(s, (width, int(width * 0.5)))
