"""Headless fast-forwards skip most draws; what they hand back is always drawn, and a
scene that claims to cover the screen really does (the app skips clearing under it)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ui.dev import headless

MAGENTA = (255, 0, 255)


def _count_draws(app: Any, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """A fresh table, and from here the frame count at each draw (``app.frames`` counts
    frames run so far)."""
    headless.new_table(app, seed=3)
    drawn: list[int] = []
    real = app.draw

    def counting() -> None:
        drawn.append(app.frames)
        real()

    monkeypatch.setattr(app, "draw", counting)
    return drawn


def test_frames_draw_one_in_draw_every_and_always_the_last(
    app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn = _count_draws(app, monkeypatch)
    start = app.frames
    headless.frames(app, 10)
    assert app.frames == start + 10
    # Frames 4 and 8 by the cadence, frame 10 because it is the last one handed back.
    assert [f - start for f in drawn] == [3, 7, 9]


def test_run_until_draws_the_state_it_stops_on(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    drawn = _count_draws(app, monkeypatch)
    stop = app.frames + 6  # not on the cadence of DRAW_EVERY
    assert headless.run_until(app, lambda: app.frames >= stop)
    assert drawn, "the fast-forward drew nothing"
    # A draw inside frame n records n - 1 (the count goes up after it); the closing draw
    # after the sixth frame records the count the loop stopped on.
    assert drawn[-1] == stop, "the state handed back was not drawn"
    assert len(drawn) < 6, "every frame was drawn"


def test_run_until_already_done_runs_and_draws_nothing(
    app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn = _count_draws(app, monkeypatch)
    start = app.frames
    assert headless.run_until(app, lambda: True)
    assert app.frames == start and not drawn


@pytest.mark.parametrize("mode", ["classic", "tractor"])
def test_a_table_that_skips_the_clear_paints_every_pixel(app: Any, mode: str) -> None:
    if mode == "tractor":
        from ui.tractor.headless import new_tractor_table

        scene = new_tractor_table(app, mode, 4)
    else:
        scene = headless.new_table(app, seed=4)
    assert scene.paints_all
    headless.frames(app, 30)
    app.screen.fill(MAGENTA)
    app.draw()
    size = app.screen.get_size()
    left = pygame.mask.from_threshold(app.screen, MAGENTA, (1, 1, 1, 255)).count()
    assert left == 0, f"{left} pixels of {size} were not painted by the {mode} table"
