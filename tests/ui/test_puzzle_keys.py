"""残局 by keyboard, as at the main tables (play-test): Esc after a move asks before
leaving for the hub (one key by accident lost the moves made), and ← → move a card
cursor over the hand with Space / ↑ picking the card under it."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tests.ui.test_endgame_scenes import make_move, puzzle_of
from ui.app import intents
from ui.app.intents import Intent
from ui.dev import headless
from ui.endgame.hub import EndgameHub
from ui.endgame.puzzle import PLAYER, PuzzleScene
from ui.widgets.confirm import ConfirmScene


def a_move_made(app: Any) -> PuzzleScene:
    """A puzzle with the player's first (right) move made and answered."""
    scene = puzzle_of(app, 1, 2)
    make_move(app, scene, scene.puzzle.moves[0])
    assert scene.phase == PLAYER and scene.spot != scene.opening
    return scene


def test_esc_before_any_move_leaves_at_once(app: Any) -> None:
    puzzle_of(app, 0, 0)
    app.dispatch(Intent(intents.MENU))
    assert isinstance(app.stack.top, EndgameHub)


def test_esc_after_a_move_asks_and_esc_again_keeps_the_moves(app: Any) -> None:
    scene = a_move_made(app)
    spot = scene.spot
    app.dispatch(Intent(intents.MENU))
    assert isinstance(app.stack.top, ConfirmScene)
    headless.frames(app, 1)  # the question drawn over the puzzle
    app.dispatch(Intent(intents.MENU))
    assert app.stack.top is scene and scene.spot == spot


def test_confirming_the_question_goes_back_to_the_hub(app: Any) -> None:
    a_move_made(app)
    app.dispatch(Intent(intents.MENU))
    question = app.stack.top
    assert isinstance(question, ConfirmScene)
    question.answer_yes()
    assert isinstance(app.stack.top, EndgameHub)


def test_the_back_button_after_a_move_asks_as_esc_does(app: Any) -> None:
    scene = a_move_made(app)
    spot = scene.spot
    scene.controls.back.on_click()
    assert isinstance(app.stack.top, ConfirmScene)
    app.dispatch(Intent(intents.MENU))
    assert app.stack.top is scene and scene.spot == spot


def test_arrows_move_a_cursor_and_space_or_up_picks_the_card_under_it(app: Any) -> None:
    scene = puzzle_of(app, 0, 0)
    count = len(scene.deal.hands[0])
    assert count >= 2 and not scene.selected
    app.dispatch(Intent(intents.STEP, value=1))
    app.dispatch(Intent(intents.PICK))
    assert scene.selected == {1}  # the second card: the cursor starts on the first
    assert scene.cursor.shown
    for _ in range(count + 3):  # held against the right end
        app.dispatch(Intent(intents.STEP, value=1))
    assert scene.cursor.index == count - 1
    app.dispatch(Intent(intents.PICK))
    assert scene.selected == {1, count - 1}
    headless.frames(app, 1)  # the cursor drawn without error
    app.dispatch(Intent(intents.PICK))  # the same key puts it back
    assert scene.selected == {1}
    app.dispatch(Intent(intents.POINT_MOVE, (0, 0)))
    assert not scene.cursor.shown


def _arrow_strip(scene: PuzzleScene, index: int) -> pygame.Rect:
    """Where the cursor's arrow over card ``index`` (picked, so raised) is drawn,
    whatever its bob: the strip above the raised card."""
    from ui.endgame.cards import raised_by
    from ui.table.keyboard import MARK_REACH

    card = scene.board.hand_rects(0, len(scene.deal.hands[0]))[index]
    return pygame.Rect(card.x, card.y - raised_by(card.h) - MARK_REACH, card.w, MARK_REACH)


def _cursor_pixels(app: Any, strip: pygame.Rect) -> int:
    from ui.table.keyboard import CURSOR_COLOUR

    return sum(app.screen.get_at((x, y))[:3] == CURSOR_COLOUR
               for x in range(strip.left, strip.right) for y in range(strip.top, strip.bottom))


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_the_cursor_arrow_over_a_picked_card_is_clear_of_the_buttons(
    app: Any, size: tuple[int, int]
) -> None:
    """At 960×540 出牌 hid most of the arrow over a raised card (play-test): the bar now
    sits above the arrow, and nothing it draws (a button's shadow) tints it."""
    app.resize(size)
    scene = puzzle_of(app, 3, 0)
    count = len(scene.deal.hands[0])
    assert count >= 4
    shown = []
    for index in range(count):
        app.dispatch(Intent(intents.PICK))  # the card under the cursor rises
        app.draw()
        strip = _arrow_strip(scene, index)
        assert not [b.text for b in scene.controls.visible if b.rect.colliderect(strip)]
        shown.append(_cursor_pixels(app, strip))
        app.dispatch(Intent(intents.PICK))
        app.dispatch(Intent(intents.STEP, value=1))
    assert min(shown) >= 40, shown  # the whole arrow (about 60 pixels of its colour)
