"""A Tractor seat holding one card says "1 card" (play test: the last trick of a hand
showed "catcher · 1 cards" under two seats)."""

from __future__ import annotations

from typing import Any

from ui.app.i18n import set_language, t
from ui.tractor.board import Board
from ui.tractor.seatsview import _role_line


def test_one_card_is_a_card_not_cards(app: Any) -> None:
    board = Board(4, [1, 1, 2, 0], "2", ("2", "2", "2", "2"), dealer=3)
    assert _role_line(board, 1, 0, True, False).endswith("1 card")
    assert _role_line(board, 2, 0, True, False).endswith("2 cards")
    set_language("zh")
    assert _role_line(board, 1, 0, True, False).endswith("1张")


def test_the_top_bar_names_the_difficulty_it_shows(app: Any) -> None:
    """Outside practice (or at the end of a hand) the top bar's middle said only
    'Normal' (play test): it now says what that is."""
    from ui.tractor import paint
    from ui.tractor.headless import new_tractor_table

    scene = new_tractor_table(app, "tractor", 12)
    assert paint.top_middle(scene) == "Difficulty: " + t(f"level.{scene.session.level}")
