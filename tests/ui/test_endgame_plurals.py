"""残局's words of a count in good English: one star, one hint, one mistake, one answer,
'the other one loses', never '1 stars' or 'hint(s)' (found playing chapters 7-10), and
a hint for a seat with a single legal play does not say 'the other 0 lose'."""

from __future__ import annotations

import re
from typing import Any

import pytest

from ai.endgame.spot import Advice
from ui.app.i18n import set_language, t, tn
from ui.endgame.hint_text import hint_lines

BAD = re.compile(r"\(s\)|\b1 (stars|hints|mistakes|answers)\b|other 1 lose|other 0 lose")


def _advice(winning: int, options: int, replies: int) -> Advice:
    return Advice(move="3", wins=True, winning=winning, options=options, replies=replies,
                  plays=3)


@pytest.mark.parametrize("stars", [1, 2])
@pytest.mark.parametrize("shape", [(1, 1, 1), (1, 2, 2), (1, 3, 1), (2, 4, 3)])
def test_hint_lines_count_in_good_english(app: Any, stars: int,
                                          shape: tuple[int, int, int]) -> None:
    first, reason = hint_lines(_advice(*shape), stars)
    assert not BAD.search(first + " " + reason), first + " / " + reason
    assert ("1 star " in first) == (stars == 1)


def test_a_forced_play_is_called_the_only_one(app: Any) -> None:
    _, reason = hint_lines(_advice(1, 1, 2), 2)
    assert reason.startswith(t("endgame.hint_forced"))


@pytest.mark.parametrize("hints,mistakes", [(1, 0), (2, 0), (1, 1), (2, 1), (1, 3)])
def test_the_star_note_counts_in_good_english(app: Any, hints: int, mistakes: int) -> None:
    from ui.endgame.puzzle import PuzzleScene

    scene = object.__new__(PuzzleScene)
    scene.saw_answer = False
    scene.mistakes = mistakes
    scene.hint = type("Hint", (), {"count": hints})()
    note = PuzzleScene.stars_note(scene)
    assert not BAD.search(note), note
    assert str(hints) in note and (mistakes == 0 or str(mistakes) in note)


def test_the_hub_total_says_one_star(app: Any) -> None:
    assert tn("endgame.progress_total", 1, solved=1, total=40, stars=1).endswith("1 star")
    set_language("zh")
    assert "1 星" in tn("endgame.progress_total", 1, solved=1, total=40, stars=1)
