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
from tests.ui.blits import record_blits
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
    drawn = record_blits(monkeypatch, review_page)
    item = SimpleNamespace(verdict=Verdict(gain=25, tone=tone), by_auto=auto, index=9,
                           played=Play.from_str(played), expert=None)
    row = pygame.Rect(scene.list_rect.x, scene.list_rect.y, scene.list_rect.w, scene.row_h)
    surface = pygame.Surface((960, 540))
    scene._draw_row(surface, row, item, 0, max(12, round(540 * 0.022)))
    figure = next(rect for value, rect in drawn if value == "-25%")
    words = [rect for value, rect in drawn if value != "-25%"]
    assert len(words) == 2
    assert all(rect.right < figure.left for rect in words), drawn


def test_the_explanation_of_a_move_autoplay_made_stays_in_its_box(
    app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At 960×540 a long reason and 托管's note ("Autoplay made this move for you; it is
    not counted as your mistake.") ran past the bottom of the explanation's box."""
    scene = ReviewScene(app, finished_record(1))
    scene.layout((960, 540))
    drawn = record_blits(monkeypatch, review_page)
    reason = ("beating it would break up your hand: it needs 4 plays now, 6 after, and the "
              "landlord keeps the lead with the pair of twos he still holds")
    item = SimpleNamespace(
        verdict=Verdict(gain=8, tone=AUTO), by_auto=True, index=5,
        played=Play.from_str("5:single:5"), expert=Play.from_str("77733:trio_pair:7"),
        played_pct=50, expert_pct=58, played_win=0.5, expert_win=0.58,
        because=lambda _language: reason)
    scene._draw_explanation(pygame.Surface((960, 540)), item)
    box_bottom = 540 - round(540 * 0.025)
    assert any("mistake" in value for value, _ in drawn), "托管's note is shown"
    assert max(rect.bottom for _, rect in drawn) <= box_bottom, drawn
