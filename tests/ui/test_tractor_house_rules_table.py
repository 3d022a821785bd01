"""The Tractor table under house rules of docs/tractor.md §1.15, played headless through the
real scene: with no kitty, a three-pair minimum tractor and hidden played cards, a whole
hand by the AI reaches the end panel, nothing is buried, and the last trick stays hidden
(上一轮 is greyed and L opens nothing)."""

from __future__ import annotations

from typing import Any

from game.rules import ruleset
from ui.app import intents
from ui.app.intents import Intent
from ui.tractor.headless import run_until
from ui.tractor.practice import played_cards_hidden
from ui.tractor.scene import TractorScene
from ui.tractor.session import TractorSession


def test_a_hand_without_a_kitty_and_with_hidden_cards_ends_on_the_end_panel(app: Any) -> None:
    from ui.pages.title import TitleScene

    app.settings.animation_speed = "instant"
    app.settings.difficulty = "beginner"
    rules = ruleset("tractor", kitty="none", tractor_min_pairs=3, hide_played_cards=True)
    app.stack.clear_to(TitleScene(app))
    session = TractorSession(rules, app.settings.difficulty, 5, app.executor)
    scene = TractorScene(app, session, auto=True)
    app.push(scene)
    hidden_in_play: list[bool] = []
    last_trick_offered: list[bool] = []

    def watch() -> None:
        view = scene.session.game.view(0)
        if view.phase == "play" and len(view.tricks) > 1:
            hidden_in_play.append(played_cards_hidden(view))
        if scene.board.last_trick and not scene.end.active:
            # 上一轮 would show the hidden trick: its button stays off and L opens nothing.
            scene.handle(Intent(intents.LAST_TRICK))
            last_trick_offered.append(scene.last_button.enabled or scene.keys.last_open)

    assert run_until(app, lambda: scene.end.active, 30000, watch)
    result = scene.session.game.result
    assert result is not None and result.kitty_points == 0 and scene.end.kitty == ()
    assert hidden_in_play and all(hidden_in_play)
    assert last_trick_offered and not any(last_trick_offered)
    assert "bury" not in {entry.split()[1] for entry in scene.session.game.action_log}
