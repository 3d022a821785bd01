"""The Tractor table's status box (a hint's reason, a refusal) never covers the action
bar: a reason long enough for two lines grows the box upwards.  Found by play: at
1280x720 in Chinese the hint's second line ("…换一个）") sat under 提示 and 出牌."""

from __future__ import annotations

import pytest

from ui.dev import headless
from ui.tractor import paint
from ui.tractor.headless import new_tractor_table, run_until

LONG = "跟♥7 ♥8：小翠（自家）已大，垫小牌不送分，估计闲家最后得97分（1/3，再按提示换一个）"


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_a_two_line_status_stays_clear_of_the_buttons(size: tuple[int, int]) -> None:
    app = headless.make_app(size=size, seed=5, language="zh")
    try:
        app.settings.animation_speed = "instant"
        app.settings.difficulty = "beginner"
        scene = new_tractor_table(app, "tractor", 3)
        assert run_until(app, lambda: scene.human_turn() and scene.view.phase == "play"
                         and bool(scene.bar.buttons))
        scene.message = LONG
        shown = paint.status_box(scene)
        assert shown is not None
        box, lines, _ = shown
        assert len(lines) == 2, "the reason takes two lines at this width"
        for button in scene.bar.buttons:
            assert not box.colliderect(button.rect), (box, button.rect)
    finally:
        app.shutdown()


def test_a_status_line_stays_clear_of_the_side_seats_plays() -> None:
    """Play-test of 六人三副牌 at 960x540: a hint one line wide ran over the plays of the
    two seats beside the player (their cards sit level with the status line); the box
    now narrows between them and takes another line, every word kept."""
    from ui.tractor.board import Board
    from ui.tractor.scene import HUMAN

    app = headless.make_app(size=(960, 540), seed=5, language="zh")
    try:
        app.settings.animation_speed = "instant"
        app.settings.difficulty = "beginner"
        scene = new_tractor_table(app, "tractor_six", 3)
        seats = scene.view.seats

        def beside_played() -> bool:
            played = {seat for seat, _ in scene.board.trick}
            return {1, seats - 1} <= played or (seats - 1 in played and scene.human_turn())

        def each() -> None:
            if scene.human_turn() and scene.view.phase != "dealing" and not beside_played():
                scene.apply(scene.session.decide_now(HUMAN), HUMAN)

        assert run_until(app, lambda: scene.view.phase == "play" and scene.settled
                         and beside_played(), 40000, each)
        board: Board = scene.board
        scene.message = LONG
        shown = paint.status_box(scene)
        assert shown is not None
        box, lines, _ = shown
        assert "".join(lines).replace(" ", "") == LONG.replace(" ", ""), "every word kept"
        side = [r.inflate(12, 12) for seat, cards in board.trick if seat != HUMAN
                for r in scene.lay.play_rects(seat, len(cards))]
        level = [r for r in side if r.top < box.bottom and r.bottom > box.top]
        assert level, "a side seat's play sits level with the status line"
        assert not any(box.colliderect(r) for r in level), (box, level)
    finally:
        app.shutdown()
