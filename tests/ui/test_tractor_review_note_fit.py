"""Tractor 复盘: the whole note under the board shows in a small window (play test).

At 960×540 in English, the note of a move 托管 made — its choice, the expert's, why,
the kitty's share, 托管's "it is not counted as your mistake" and the moment — had more
lines than the box holds, and the last were cut: 托管's note stopped mid-sentence and
the moment was gone.  The note's size now comes down until every line stands."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ai.shengji.review import TractorReviewItem
from tests.ui.blits import record_blits
from ui.app.i18n import t
from ui.dev.headless import finished_record
from ui.tractor import review as review_page


def test_every_line_of_an_autoplay_note_is_drawn_inside_the_box(
    app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = review_page.TractorReviewScene(app, finished_record(3, "tractor"))
    scene.layout((960, 540))
    drawn = record_blits(monkeypatch, review_page)
    item = TractorReviewItem(
        reason="kitty_guard", params={"points": "20"}, played_win=0.4, expert_win=0.6,
        by_auto=True, index=120, trick=12, leading=False, played=(), expert=(),
        catching=True, played_catchers=60, expert_catchers=80, played_kitty=10,
        expert_kitty=20)
    scene._draw_note(pygame.Surface((960, 540)), item)
    words = " ".join(value for value, rect in drawn if rect.x < scene.note_rect.centerx)
    assert t("review.auto_note") in words, "托管's note whole"
    assert words.rstrip().endswith(t("tractor.review.moment", n=12, points=0)), "the moment"
    assert max(rect.bottom for _, rect in drawn) <= scene.note_rect.bottom
