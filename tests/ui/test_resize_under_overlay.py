"""Play-test: the window resized (960×540 to 1280×720) while the counting trainer's
question covered the table left the hand, and Tractor's trick, at their old places
mid-window under it, since cards glide only while the table updates, which the
question holds back.  A resize now puts them at their new places at once."""

from __future__ import annotations

from typing import Any

import pytest

from ui.dev import headless
from ui.play.trainer import TrainerScene
from ui.play.trainer_shots import trainer_shot


def _table_under(app: Any) -> Any:
    assert isinstance(app.stack.top, TrainerScene)
    return app.stack.scenes[-2]


def _hand_off_target(hand: Any) -> list[Any]:
    targets = hand.targets()
    assert targets
    return [card for card, sprite in hand.sprites.items()
            if card in targets and (sprite.x, sprite.y) != targets[card]]


@pytest.mark.parametrize("mode", ["classic", "tractor"])
def test_a_resize_under_the_trainer_puts_the_hand_at_its_new_places(mode: str) -> None:
    app = headless.make_app((960, 540), 3, "zh", speed="normal")
    try:
        trainer_shot(app, 3, mode)
        table = _table_under(app)
        headless.frames(app, 60)
        before = {card: (s.x, s.y) for card, s in table.hand.sprites.items()}
        app.resize((1280, 720))
        assert _hand_off_target(table.hand) == []
        assert {card: (s.x, s.y) for card, s in table.hand.sprites.items()} != before
    finally:
        app.shutdown()


def test_a_resize_under_the_trainer_puts_tractors_trick_at_its_new_places() -> None:
    app = headless.make_app((960, 540), 3, "zh", speed="normal")
    try:
        trainer_shot(app, 3, "tractor")
        table = _table_under(app)
        assert table.board.trick  # the question came mid-trick
        app.resize((1280, 720))
        headless.frames(app, 5)  # the table below does not update under the question
        for seat, cards in table.board.trick:
            rects = table.lay.play_rects(seat, len(cards))
            for card, rect in zip(cards, rects, strict=True):
                assert table.trick.pos.get((seat, card), rect.topleft) == rect.topleft
    finally:
        app.shutdown()
