"""Tractor 复盘 gives its board the room the page has (play test: at 960×540 the table
that shows the hand was a strip 232 px high over a note box with lines to spare, so the
table, drawn at least 480 px high and scaled down, came out small).  The note is now as
tall as its lines need and the list a little narrower; the board takes the rest, clear
of the list, the note and the buttons, and the note still sets its lines at full size."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ai.shengji.review import TractorReviewItem
from tests.ui.blits import record_sized_blits
from ui.app.i18n import set_language, t
from ui.dev.headless import finished_record
from ui.tractor import review as review_page

SIZES = [(960, 540), (1280, 720)]


@pytest.fixture(scope="module")
def record() -> dict[str, Any]:
    return finished_record(3, "tractor")


def _item() -> TractorReviewItem:
    """A row as the review lists it: a follow that gave the catchers points."""
    return TractorReviewItem(
        reason="feed", params={"points": "10"}, played_win=0.73, expert_win=0.85,
        by_auto=False, index=80, trick=10, leading=False, played=(), expert=(),
        catching=False, played_catchers=71, expert_catchers=66, played_kitty=0,
        expert_kitty=0)


@pytest.mark.parametrize("size", SIZES)
def test_the_board_takes_a_third_of_the_window_clear_of_every_other_box(
        app: Any, record: dict[str, Any], size: tuple[int, int]) -> None:
    scene = review_page.TractorReviewScene(app, record)
    scene.layout(size)
    board = scene.board_rect
    assert board.w * board.h >= 0.32 * size[0] * size[1], (board, size)  # was 0.27 / 0.31
    assert board.h >= 0.6 * (scene.note_rect.bottom - board.y), board  # was 0.55 at 540
    others = [scene.list_rect, scene.note_rect] + [b.rect for b in scene.buttons]
    assert board.collidelist(others) == -1, (board, others)
    assert scene.note_rect.collidelist([scene.list_rect] + [b.rect for b in scene.buttons]) == -1
    assert pygame.Rect((0, 0), size).contains(board.union(scene.note_rect))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_note_still_sets_every_line_at_its_full_size(
        app: Any, monkeypatch: pytest.MonkeyPatch, record: dict[str, Any], lang: str,
        size: tuple[int, int]) -> None:
    set_language(lang)
    scene = review_page.TractorReviewScene(app, record)
    scene.layout(size)
    drawn = record_sized_blits(monkeypatch, review_page)
    scene._draw_note(pygame.Surface(size), _item())
    words = [(value, font, rect) for value, font, rect in drawn
             if rect.x < scene.note_rect.centerx]
    full = max(12, round(size[1] * 0.023))
    assert {font for _, font, _ in words} == {full}, words
    assert words[-1][0].rstrip() == t("tractor.review.moment", n=10, points=0)
    assert all(scene.note_rect.contains(rect) for _, _, rect in words)
