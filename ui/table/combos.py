"""The show a combination puts on when it lands: a sweep and its name for a chain, an
airplane across the table, a blast for a bomb, a rocket for the rocket.

:func:`combination_effects` only builds the effects and says how much longer the
table should hold; the animation director runs them.
"""

from __future__ import annotations

import random

import pygame

from game.plays import (
    AIRPLANE_PAIR,
    AIRPLANE_SINGLE,
    BOMB,
    PAIR_CHAIN,
    ROCKET,
    STRAIGHT,
    TRIO_CHAIN,
)
from ui.app.i18n import t
from ui.art import effects
from ui.art.cardart import card_height
from ui.table.layout import TableLayout

CHAINS = (STRAIGHT, PAIR_CHAIN)
AIRPLANES = (AIRPLANE_SINGLE, AIRPLANE_PAIR, TRIO_CHAIN)
SKY_BLUE = (140, 220, 255)
FIRE = [(255, 220, 90), (255, 140, 40), (255, 80, 40), (255, 255, 200)]
SPARKS = [(255, 220, 90), (255, 120, 60)]


def combination_effects(
    kind: str,
    slots: list[tuple[int, int]],
    lay: TableLayout,
    rng: random.Random,
    speed: float,
) -> tuple[list[effects.Effect], float]:
    """The effects for a play of ``kind`` laid at ``slots``, and the extra seconds to hold
    (unscaled).  A kind with no show of its own gets none."""
    w, h = lay.size
    x0, y0 = slots[0]
    ch = card_height(lay.play_w)
    centre = ((slots[0][0] + slots[-1][0] + lay.play_w) // 2, y0 + ch // 2)
    big = round(h * 0.075)
    s = speed
    if kind in CHAINS:
        rect = pygame.Rect(x0, y0, slots[-1][0] - x0 + lay.play_w, ch)
        name = effects.Banner(
            t(f"kind.{kind}"), (centre[0], y0 - big // 2), round(big * 0.7), SKY_BLUE, 1.0 / s
        )
        return [effects.Sweep(rect, 0.7 / s), name], 0.4
    if kind in AIRPLANES:
        name = effects.Banner(t("kind.airplane"), (w // 2, round(h * 0.22)), big, SKY_BLUE, 1.3 / s)
        return [effects.Airplane(lay.size, round(h * 0.3), 1.4 / s), name], 0.8
    if kind == BOMB:
        return [
            effects.Shockwave(centre, round(h * 0.35), 0.8 / s),
            effects.Particles(centre, 70, h * 0.9, FIRE, rng, 1.1 / s),
            _blast_banner(lay, "kind.bomb", (255, 120, 60), 1.3 / s),
        ], 1.0
    if kind == ROCKET:
        return [
            effects.Rocket(centre, rng, 1.3 / s),
            effects.Particles(centre, 50, h * 0.7, SPARKS, rng, 1.0 / s),
            _blast_banner(lay, "kind.rocket", (255, 90, 90), 1.4 / s),
        ], 1.1
    return [], 0.0


def _blast_banner(
    lay: TableLayout, key: str, colour: tuple[int, int, int], seconds: float
) -> effects.Banner:
    """The big word over the table for a bomb or a rocket."""
    w, h = lay.size
    return effects.Banner(t(key), (w // 2, round(h * 0.3)), round(round(h * 0.075) * 1.3), colour,
                          seconds)
