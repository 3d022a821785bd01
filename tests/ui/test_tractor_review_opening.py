"""Tractor's 复盘 shows the hand as play began while nothing is listed (play test).

Opened from the end panel on a busy machine, the page was "The expert is reviewing: 6
of 16 decisions" over two thirds of bare felt for half a minute; a review with nothing
to list stayed that way.  The board now shows every hand as play began, and once the
review ends, how many decisions were weighed."""

from __future__ import annotations

from typing import Any

import pytest

from tests.ui.blits import drawn_page
from tests.ui.test_review_tricks import _CleanJob, _RunningJob
from ui.tractor import review as review_page
from ui.tractor.review import TractorReviewScene
from ui.tractor.shots import finished_tractor_record


def _drawn(app: Any, job: Any, monkeypatch: pytest.MonkeyPatch) -> tuple[list[str], list[Any]]:
    page = TractorReviewScene(app, finished_tractor_record("tractor", 5), job)
    return drawn_page(page, page.table, review_page, monkeypatch)


def test_a_running_tractor_review_shows_the_hand_as_play_began(
    app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    words, boards = _drawn(app, _RunningJob(), monkeypatch)
    assert len(boards) == 1 and boards[0].phase == "play"
    assert len(boards[0].view(0).hand) == 25, "no card played yet (the kitty buried)"
    assert "Above: everyone's cards as play began." in words
    assert not any("weighed each" in w for w in words)


def test_a_finished_review_with_nothing_listed_says_what_was_weighed(
    app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    words, boards = _drawn(app, _CleanJob(), monkeypatch)
    assert len(boards) == 1
    assert "The expert weighed each of your 14 decisions in this hand." in words, words
