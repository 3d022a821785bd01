"""The big shows (bomb, rocket, airplane, spring): their name never covers the card
counter, they are short, their shake stays within reason, and a click cuts them short."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.plays import AIRPLANE_SINGLE, BOMB, ROCKET
from ui.art import shows
from ui.art.effects import EffectsLayer
from ui.dev import headless
from ui.table.combos import combination_effects
from ui.table.layout import TableLayout
from ui.table.practice import counter_rect

KINDS = (BOMB, ROCKET, AIRPLANE_SINGLE)
SIZES = ((960, 540), (1280, 720), (1920, 1080))


def _show(kind: str, size: tuple[int, int], seats: int) -> tuple[list[shows.Effect], float,
                                                                 TableLayout]:
    pygame.init()
    lay = TableLayout.compute(size, seats, 0)
    slots = lay.play_positions(1, 4 if kind == BOMB else 2)
    made, extra = combination_effects(kind, slots, lay, random.Random(1), 1.0)
    return made, extra, lay


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [3, 4, 5])
@pytest.mark.parametrize("kind", KINDS)
def test_the_ribbon_never_covers_the_card_counter(kind: str, size: tuple[int, int],
                                                  seats: int) -> None:
    made, _, lay = _show(kind, size, seats)
    ribbons = [e for e in made if isinstance(e, shows.Ribbon)]
    assert len(ribbons) == 1
    widest = ribbons[0].rect().inflate(ribbons[0].rect().w * 0.12, ribbons[0].rect().h * 0.12)
    assert not widest.colliderect(counter_rect(lay)), (widest, counter_rect(lay))
    assert pygame.Rect((0, 0), size).contains(widest)


@pytest.mark.parametrize("kind", KINDS)
def test_shows_are_short_and_the_shake_is_mild(kind: str) -> None:
    made, extra, lay = _show(kind, (1280, 720), 3)
    assert extra <= 1.0
    layer = EffectsLayer()
    for effect in made:
        layer.add(effect)
    surface = pygame.Surface(lay.size)
    frames, worst = 0, 0
    while layer.busy:
        layer.update(1 / 60)
        layer.draw(surface)
        dx, dy = layer.shake()
        worst = max(worst, abs(dx), abs(dy))
        frames += 1
        assert frames < 60 * 1.6, "a show lasts at most 1.6 s"
    assert worst <= lay.size[1] * 0.015
    if kind in (BOMB, ROCKET):
        assert worst >= 3, "a bomb or rocket is felt"


def test_a_bomb_lights_the_table_and_bursts_in_colour() -> None:
    made, _, lay = _show(BOMB, (1280, 720), 3)
    layer = EffectsLayer()
    for effect in made:
        layer.add(effect)
    surface = pygame.Surface(lay.size)
    surface.fill((30, 110, 70))
    layer.update(0.05)
    layer.draw(surface)
    hot = sum(1 for x in range(0, lay.size[0], 8) for y in range(0, lay.size[1], 8)
              if surface.get_at((x, y)).r > 200)
    assert hot > 200


def test_delayed_effects_wait_then_run() -> None:
    inner = shows.Shake(10, 0.2)
    late = shows.Delayed(inner, 0.3)
    late.update(0.2)
    assert late.shake() == (0, 0) and inner.age == 0
    late.update(0.2)
    assert abs(inner.age - 0.1) < 1e-9
    late.update(0.3)
    assert not late.alive


def test_a_click_cuts_a_bomb_show_short() -> None:
    app = headless.make_app((1280, 720), 1)
    try:
        table = headless.new_table(app, seed=1)
        headless.run_until(app, lambda: table.director.settled, 2000)
        director = table.director
        made, extra, _ = _show(BOMB, (1280, 720), 3)
        for effect in made:
            director.effect(effect)
        director.hold, director.show_left = 0.5 + extra, extra
        assert director.skip_show()
        assert not director.effects.busy
        assert director.hold == pytest.approx(0.5)
        assert not director.skip_show()
    finally:
        app.shutdown()


def test_a_click_on_the_table_skips_the_show_and_still_acts() -> None:
    from ui.app import intents
    from ui.app.intents import Intent

    app = headless.make_app((1280, 720), 1)
    try:
        table = headless.new_table(app, seed=1)
        headless.run_until(app, lambda: table.director.settled, 2000)
        made, extra, _ = _show(ROCKET, (1280, 720), 3)
        for effect in made:
            table.director.effect(effect)
        table.director.show_left = extra
        table.handle(Intent(intents.POINT_DOWN, pos=(4, 400)))
        assert not table.director.effects.busy and table.director.show_left == 0
    finally:
        app.shutdown()
