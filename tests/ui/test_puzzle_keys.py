"""残局 by keyboard, as at the main tables (play-test): Esc after a move asks before
leaving for the hub (one key by accident lost the moves made), and ← → move a card
cursor over the hand with Space / ↑ picking the card under it."""

from __future__ import annotations

from typing import Any

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
