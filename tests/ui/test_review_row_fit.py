"""A 复盘 row's words stop before its figure (play test).

At 960×540, in English, a row for a move 托管 made — "Move 10: autoplay played a single
small joker" — ran into its "-25%" (the words were drawn whole, whatever the room).
The row's lines now shrink a little, then end in an ellipsis, short of the figure."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pygame
import pytest

from ai.verdict import AUTO, MISTAKE, Verdict
from game.plays import Play
from ui.dev.headless import finished_record
from ui.pages import review as review_page
from ui.pages.review import ReviewScene


@pytest.mark.parametrize(("played", "tone", "auto"), [
    ("B:single:B", AUTO, True),
    ("33344455:airplane_pair:4", MISTAKE, False),
])
def test_the_row_words_end_before_the_figure(
    app: Any, monkeypatch: pytest.MonkeyPatch, played: str, tone: str, auto: bool
) -> None:
    scene = ReviewScene(app, finished_record(1))
    scene.layout((960, 540))
    drawn: list[tuple[str, pygame.Rect]] = []
    real = review_page.blit_text

    def recording(surface: pygame.Surface, value: str, *args: Any, **kwargs: Any) -> Any:
        rect = real(surface, value, *args, **kwargs)
        drawn.append((value, rect))
        return rect

    monkeypatch.setattr(review_page, "blit_text", recording)
    item = SimpleNamespace(verdict=Verdict(gain=25, tone=tone), by_auto=auto, index=9,
                           played=Play.from_str(played), expert=None)
    row = pygame.Rect(scene.list_rect.x, scene.list_rect.y, scene.list_rect.w, scene.row_h)
    surface = pygame.Surface((960, 540))
    scene._draw_row(surface, row, item, 0, max(12, round(540 * 0.022)))
    figure = next(rect for value, rect in drawn if value == "-25%")
    words = [rect for value, rect in drawn if value != "-25%"]
    assert len(words) == 2
    assert all(rect.right < figure.left for rect in words), drawn
