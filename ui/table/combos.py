"""The show a combination puts on when it lands: a sweep and its name for a chain, an
airplane across the table, a flash, shake and fire burst for a bomb, a rocket that
bursts into sparks for the rocket; the big ones name themselves on a ribbon
(:mod:`ui.art.shows`) kept below the card counter.

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
from ui.art import effects, shows
from ui.art.cardart import card_height
from ui.table.layout import TableLayout
from ui.table.practice import counter_rect
from ui.table.wild_shows import WILD_BOMBS, wild_bomb_effects

CHAINS = (STRAIGHT, PAIR_CHAIN)
AIRPLANES = (AIRPLANE_SINGLE, AIRPLANE_PAIR, TRIO_CHAIN)
SKY_BLUE = (140, 220, 255)
EMBERS = [(255, 214, 110), (255, 140, 50), (255, 90, 40)]
SPARKS = [(255, 240, 170), (255, 150, 210), (170, 220, 255), (255, 255, 255)]
SHAKE_SHARE = 0.012  # of the window height: a bomb's shake, felt but not jarring


def combination_effects(
    kind: str,
    slots: list[tuple[int, int]],
    lay: TableLayout,
    rng: random.Random,
    speed: float,
) -> tuple[list[effects.Effect], float]:
    """The effects for a play of ``kind`` laid at ``slots``, and the extra seconds to hold
    (unscaled; a click skips them).  A kind with no show of its own gets none."""
    h = lay.size[1]
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
        return [effects.Airplane(lay.size, round(h * 0.3), 1.2 / s),
                ribbon(lay, "kind.airplane", shows.PLANE_RIBBON, 1.2 / s)], 0.7
    if kind in WILD_BOMBS:
        return wild_bomb_effects(kind, centre, lay, rng, s, ribbon)
    if kind == BOMB:
        return [
            shows.Flash((255, 210, 150), 0.16 / s),
            shows.Shake(h * SHAKE_SHARE, 0.45 / s),
            shows.Blast(centre, round(h * 0.17), rng, 0.42 / s),
            effects.Shockwave(centre, round(h * 0.36), 0.7 / s, jolt=False),
            effects.Particles(centre, 56, h * 1.2, shows.FIRE, rng, 0.8 / s, gravity=h * 0.6,
                              size=h * 0.012, streak=True),
            effects.Particles(centre, 30, h * 0.45, EMBERS, rng, 1.0 / s, gravity=h * 0.3,
                              size=h * 0.01),
            ribbon(lay, "kind.bomb", shows.BOMB_RIBBON, 1.2 / s),
        ], 0.9
    if kind == ROCKET:
        top = (centre[0], round(h * 0.2))
        burst = 0.5 / s
        return [
            shows.RocketFlight(centre, top[1], round(h * 0.16), rng, 0.55 / s),
            shows.Delayed(shows.Flash((255, 200, 230), 0.18 / s), burst),
            shows.Delayed(shows.Shake(h * SHAKE_SHARE, 0.4 / s), burst),
            shows.Delayed(shows.Blast(top, round(h * 0.16), rng, 0.45 / s), burst),
            shows.Delayed(effects.Particles(top, 110, h * 1.1, SPARKS, rng, 0.9 / s,
                                            gravity=h * 0.5, size=h * 0.01, streak=True), burst),
            ribbon(lay, "kind.rocket", shows.ROCKET_RIBBON, 1.4 / s),
        ], 1.0
    return [], 0.0


def ribbon(lay: TableLayout, key: str, fill: tuple[shows.Colour, shows.Colour],
           seconds: float) -> shows.Ribbon:
    """The show's name on a ribbon across the middle, below the card counter (never on
    it), even at its largest while popping in."""
    w, h = lay.size
    size = round(h * 0.085)
    image = shows.ribbon_image(t(key), size, fill)
    half = round(image.get_height() * 0.56)  # the pop-in overshoots by up to 12 %
    below_counter = counter_rect(lay).bottom + round(h * 0.015) + half
    return shows.Ribbon(t(key), (w // 2, max(round(h * 0.3), below_counter)), size, fill,
                        seconds)
