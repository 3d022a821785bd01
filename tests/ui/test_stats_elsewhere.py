"""An empty statistics tab says where the player's hands are (play test).

After a first practice hand, 战绩统计 opened on its Ranked tab and said "No hands yet.
Deal one!" in both panels, as if the hand had been lost.  An empty tab now says that
the hands are under the other one (and that practice is not ranked)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tests.ui.blits import record_blits
from tests.ui.test_stats_by_game import _row
from ui.app.i18n import t
from ui.pages import stats as stats_page
from ui.pages.stats import StatsScene

POINTER = ("No ranked hands yet. Your practice hand is under Practice "
           "(practice is not ranked).")


def test_an_empty_ranked_tab_points_to_the_practice_hands(
    app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.records.stats_store.add(_row("classic", "farmer", False, -4, practice=True))
    scene = StatsScene(app)
    scene.layout(app.size)
    assert scene.kind.value == "ranked" and scene.stats.hands == 0
    assert scene.empty_words() == POINTER == scene.table.empty
    drawn = record_blits(monkeypatch, stats_page)
    scene.draw(pygame.Surface(app.size))
    words = " ".join(value for value, _ in drawn)
    assert t("stats.no_hands") not in words and "Your practice hand is" in words, words
    scene.kind.value = "practice"
    scene.refresh()
    assert scene.stats.hands == 1 and scene.table.empty == t("stats.no_hands")


def test_with_no_hands_at_all_the_page_invites_a_deal(app: Any) -> None:
    assert StatsScene(app).empty_words() == t("stats.no_hands")
