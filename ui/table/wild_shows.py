"""The shows of the wildcard mode's three bombs (癞子斗地主), each its own size.

They rank rocket > pure wild bomb > hard bomb > soft bomb, and the shows say so:
a soft bomb (wilds with naturals, ×2) is a jade flash and a modest burst under its
ribbon 软炸弹; a hard bomb (four natural cards, ×4) is the classic bomb's fire,
shaken harder, under 硬炸弹; the pure wild bomb (the four wilds, ×4) bursts in gold
sparks with a wide shockwave under 纯癞子炸弹.  Each ribbon names the factor too.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ui.art import effects, shows
from ui.table.layout import TableLayout

SOFT_BOMB, HARD_BOMB, WILD_BOMB = "soft_bomb", "hard_bomb", "wild_bomb"
WILD_BOMBS = (SOFT_BOMB, HARD_BOMB, WILD_BOMB)
SOFT_RIBBON: tuple[shows.Colour, shows.Colour] = ((72, 186, 140), (20, 96, 70))
WILD_RIBBON: tuple[shows.Colour, shows.Colour] = ((240, 190, 60), (150, 96, 14))
JADE = [(190, 255, 220), (110, 220, 170), (60, 170, 120)]
GOLDS = [(255, 246, 190), (255, 214, 100), (236, 170, 40), (255, 255, 255)]
EMBERS = [(255, 214, 110), (255, 140, 50), (255, 90, 40)]


def wild_bomb_effects(
    kind: str, centre: tuple[int, int], lay: TableLayout, rng: random.Random, speed: float,
    ribbon: Callable[..., effects.Effect],
) -> tuple[list[effects.Effect], float]:
    """The effects of a ``kind`` bomb landing at ``centre``, and the extra seconds to hold.

    ``ribbon(lay, key, fill, seconds)`` is the table's ribbon maker (ui.table.combos).
    """
    h = lay.size[1]
    s = speed
    name = ribbon(lay, f"kind.{kind}", _fill(kind), 1.2 / s)
    if kind == SOFT_BOMB:
        return [
            shows.Flash((170, 240, 200), 0.12 / s),
            shows.Shake(h * 0.008, 0.3 / s),
            shows.Blast(centre, round(h * 0.12), rng, 0.36 / s),
            effects.Particles(centre, 36, h * 0.8, JADE, rng, 0.7 / s, gravity=h * 0.5,
                              size=h * 0.01, streak=True),
            name,
        ], 0.75
    if kind == HARD_BOMB:
        return [
            shows.Flash((255, 210, 150), 0.18 / s),
            shows.Shake(h * 0.016, 0.5 / s),
            shows.Blast(centre, round(h * 0.19), rng, 0.45 / s),
            effects.Shockwave(centre, round(h * 0.4), 0.7 / s, jolt=False),
            effects.Particles(centre, 64, h * 1.25, shows.FIRE, rng, 0.8 / s, gravity=h * 0.6,
                              size=h * 0.012, streak=True),
            effects.Particles(centre, 30, h * 0.45, EMBERS, rng, 1.0 / s, gravity=h * 0.3,
                              size=h * 0.01),
            name,
        ], 0.9
    return [
        shows.Flash((255, 236, 170), 0.2 / s),
        shows.Shake(h * 0.016, 0.5 / s),
        shows.Blast(centre, round(h * 0.2), rng, 0.5 / s),
        effects.Shockwave(centre, round(h * 0.5), 0.8 / s, jolt=False),
        effects.Particles(centre, 90, h * 1.3, GOLDS, rng, 1.0 / s, gravity=h * 0.45,
                          size=h * 0.012, streak=True),
        name,
    ], 1.0


def _fill(kind: str) -> tuple[shows.Colour, shows.Colour]:
    if kind == SOFT_BOMB:
        return SOFT_RIBBON
    if kind == WILD_BOMB:
        return WILD_RIBBON
    return shows.BOMB_RIBBON


def bomb_factor_names(rules: object) -> list[str]:
    """The bomb lines a result panel lists for ``rules``: the wildcard mode's three bombs
    and the rocket (docs/doudizhu-modes.md §2: soft ×2, hard ×4, pure wild ×4, rocket ×4), else the
    classic bomb and rocket."""
    if getattr(rules, "pattern_set", "") == "laizi":
        return [SOFT_BOMB, HARD_BOMB, WILD_BOMB, "rocket"]
    return ["bomb", "rocket"]
