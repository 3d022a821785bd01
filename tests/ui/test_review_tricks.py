"""Dou Dizhu's 复盘 names each mistake by its trick, as Tractor's does (play test).

A row said "第6步 你出：顺子7到J" (Move 6) for the player's first play of the hand: the
number counted every seat's actions, the bids included, so nobody could find the move.
A row now says the trick (第1轮), a pass reads 你不出, and the explanation says what the
move answered (第1轮 · 要接阿福的顺子4到8) or that the player led."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pygame
import pytest

from ai.verdict import MISTAKE, Verdict
from game.plays import Play
from tests.ui.blits import drawn_page, record_blits
from ui.app.i18n import seat_name, set_language
from ui.dev.headless import finished_record
from ui.pages import review as review_page
from ui.pages.review import ReviewScene, tricks_of

# finished_record(1): '1 bid 2', '2 bid 0', '0 bid 0', then seat 1 leads a straight 4-8,
# seat 2 passes and the player (seat 0) answers with 789TJ at action 5; seat 1 tops it,
# seat 2 and the player pass (action 8): all of trick 1.
FIRST_ANSWER, FIRST_PASS = 5, 8


def _item(index: int, played: Play | None) -> SimpleNamespace:
    return SimpleNamespace(verdict=Verdict(gain=4, tone=MISTAKE), by_auto=False, index=index,
                           played=played, expert=None)


def test_the_tricks_of_a_record_start_at_its_first_lead() -> None:
    tricks = tricks_of(finished_record(1))
    assert min(tricks) == 3  # the bids are in no trick
    assert tricks[3] == tricks[FIRST_ANSWER] == tricks[FIRST_PASS] == 1
    assert tricks[FIRST_PASS + 1] == 2  # whoever won trick 1 leads trick 2
    assert tricks_of({"actions": "damaged"}) == {}


def test_a_row_names_the_trick_not_the_place_among_all_actions(app: Any) -> None:
    scene = ReviewScene(app, finished_record(1))
    played = Play.from_str("789TJ:straight:J")
    assert scene.row_words(_item(FIRST_ANSWER, played)).startswith("Trick 1: you played")
    assert scene.row_words(_item(FIRST_PASS, None)) == "Trick 1: you passed"
    set_language("zh")
    assert scene.row_words(_item(FIRST_ANSWER, played)) == "第1轮 你出：顺子7到J"


def test_the_explanation_says_what_the_move_answered(app: Any) -> None:
    scene = ReviewScene(app, finished_record(1))
    item = _item(FIRST_ANSWER, Play.from_str("789TJ:straight:J"))
    scene.show(item)
    assert scene.moment_words(item) == f"Trick 1 · answering a straight 4 to 8 from {seat_name(1)}"
    # finished_record(2): the player is landlord, leads trick 1 and wins it, then leads
    # a pair of 3s at action 6 to open trick 2.
    scene = ReviewScene(app, finished_record(2))
    lead = _item(6, Play.from_str("33:pair:3"))
    scene.show(lead)
    assert scene.moment_words(lead) == "Trick 2 · your lead"


class _CleanJob:
    """A finished review that found nothing to list."""

    watched = False
    error = ""
    started = finished = True
    done = total = 14

    def resume(self) -> None: ...
    def poll(self) -> None: ...
    def cancel(self) -> None: ...
    def items(self) -> list[Any]:
        return []


def _drawn(app: Any, job: Any, monkeypatch: pytest.MonkeyPatch) -> tuple[list[str], list[Any]]:
    """The review page with ``job``: the words it draws, and the games its board draws."""
    scene = ReviewScene(app, finished_record(2), job)
    return drawn_page(scene, scene.board, review_page, monkeypatch)


def test_a_review_with_nothing_to_list_shows_the_hand_and_what_was_weighed(
    app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With no mistake to list, two thirds of the page were bare felt (play test): the
    board now shows every hand as play began, with how many decisions were weighed."""
    words, boards = _drawn(app, _CleanJob(), monkeypatch)
    assert any("Well played" in w for w in words), words
    assert "The expert weighed each of your 14 decisions in this hand." in words, words
    assert len(boards) == 1 and boards[0].phase == "play"
    assert all(len(hand) for hand in boards[0].hands), "every hand as play began"


class _RunningJob(_CleanJob):
    """A review still weighing the hand (3 of 9 decisions), nothing found yet."""

    finished = False
    done, total = 3, 9


def test_a_review_still_running_shows_the_hand_not_bare_felt(
    app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """While the expert weighed a slow hand (a minute on a busy machine), the page was a
    progress line and bare felt: the hand as play began shows meanwhile."""
    words, boards = _drawn(app, _RunningJob(), monkeypatch)
    assert "The expert is reviewing: 3 of 9 decisions" in words, words
    assert "Above: everyone's cards as play began." in words
    assert not any("weighed each" in w for w in words), "the count waits for the end"
    assert len(boards) == 1


def test_the_moment_line_stays_in_the_explanation_box_at_the_smallest_window(
    app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The trick line comes last in the box: with 托管's note and a long reason at
    960×540 every line still ends above the box's bottom."""
    scene = ReviewScene(app, finished_record(1))
    scene.layout((960, 540))
    reason = ("beating it would break up your hand: it needs 4 plays now, 6 after, and the "
              "landlord keeps the lead with the pair of twos he still holds")
    item = SimpleNamespace(
        verdict=Verdict(gain=8, tone=MISTAKE), by_auto=True, index=FIRST_ANSWER,
        played=Play.from_str("789TJ:straight:J"), expert=None,
        played_pct=50, expert_pct=58, played_win=0.5, expert_win=0.58,
        because=lambda _language: reason)
    scene.show(item)
    drawn = record_blits(monkeypatch, review_page)
    scene._draw_explanation(pygame.Surface((960, 540)), item)
    assert any(value.startswith("Trick 1 · answering") for value, _ in drawn), drawn
    assert max(rect.bottom for _, rect in drawn) <= 540 - round(540 * 0.025), drawn
