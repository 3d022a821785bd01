"""The 大 tag on the trick's winning play stays off the corner panels and the seats'
name plates.  Found in the play-test at 960x540: set on the frame's top-right corner it
poked into the score panel or a seat's name plate."""

from __future__ import annotations

import pygame
import pytest

from ui.app.app import App
from ui.dev import headless
from ui.tractor import paint, trick
from ui.tractor.headless import new_tractor_table, run_until
from ui.tractor.scene import TractorScene
from ui.tractor.seatsview import keep_off

SIZE = (960, 540)


def _play_table(mode: str) -> tuple[App, TractorScene]:
    app = headless.make_app(size=SIZE, seed=5, language="zh")
    app.settings.animation_speed = "instant"
    app.settings.difficulty = "beginner"
    scene = new_tractor_table(app, mode, 3)
    assert run_until(app, lambda: scene.view.phase == "play")
    return app, scene


@pytest.mark.parametrize("mode", ["tractor", "tractor_six"])
def test_the_tag_misses_the_panels_and_plates_for_every_seat(mode: str) -> None:
    app, scene = _play_table(mode)
    try:
        lay, rules = scene.lay, scene.session.rules
        avoid = keep_off(scene.board, lay, 0, rules.teams)
        bounds = pygame.Rect((0, 0), SIZE)
        corner_hits = 0
        for seat in lay.seats:
            for count in (1, 2, 4):
                area = trick.winner_area(lay.play_rects(seat, count))
                tag = trick.winner_tag(area, avoid, bounds)
                assert tag.collidelist(avoid) < 0, (mode, seat, count, tag)
                assert bounds.contains(tag)
                old = tag.copy()  # where the tag used to go: the frame's top-right corner
                old.midbottom = (area.right - tag.w // 2, area.top + tag.h // 3)
                corner_hits += old.collidelist(avoid) >= 0
        assert corner_hits > 0, "the old corner hit something at this size"
    finally:
        app.shutdown()


def test_the_table_draws_the_tag_clear_of_the_plates(monkeypatch: pytest.MonkeyPatch) -> None:
    app, scene = _play_table("tractor")
    try:
        seen: list[list[pygame.Rect]] = []
        place = trick.winner_tag

        def spy(area: pygame.Rect, avoid: list[pygame.Rect],
                bounds: pygame.Rect) -> pygame.Rect:
            seen.append(list(avoid))
            return place(area, avoid, bounds)

        monkeypatch.setattr(trick, "winner_tag", spy)
        seat = 1
        scene.board.trick = [(seat, tuple(scene.session.game.hands[seat][:1]))]
        paint.draw_table(scene, pygame.Surface(SIZE))
        want = keep_off(scene.board, scene.lay, 0, scene.session.rules.teams)
        assert seen == [want]
        assert scene.lay.score_panel in seen[0] and scene.lay.points_panel in seen[0]
    finally:
        app.shutdown()
