"""Enter after a solved 残局 puzzle goes to the next one (play test).

The solve's dialog offers 再玩一次 and 下一题, both primary; the focus went to the
first, so a keyboard player who solved a puzzle and pressed Enter played the same one
again.  Enter now presses 下一题 (再玩一次 is a Tab away)."""

from __future__ import annotations

from typing import Any

from ai.endgame.spot import judge
from tests.ui.test_endgame_scenes import make_move, puzzle_of
from ui.app import intents
from ui.app.intents import Intent
from ui.endgame.puzzle import PLAYER, SOLVED, PuzzleScene


def test_enter_after_a_solve_opens_the_next_puzzle(app: Any) -> None:
    scene = puzzle_of(app, 0, 0)
    while scene.phase == PLAYER:
        make_move(app, scene, judge(scene.spot).move)
    assert scene.phase == SOLVED and scene.controls.next_button.visible
    app.dispatch(Intent(intents.CONFIRM))
    following = app.stack.top
    assert isinstance(following, PuzzleScene)
    assert following.puzzle.ident != scene.puzzle.ident
