"""Esc at the end of a Tractor hand (play test).

On the end panel, and on the finished table under it, Esc did nothing, where Dou Dizhu's
result closes on Esc and its finished table opens the menu.  Now the first Esc shows the
table (查看牌桌) and the next opens the menu (save and quit, settings, rules)."""

from __future__ import annotations

from typing import Any

from ui.app import intents
from ui.app.intents import Intent
from ui.pages.menu import PauseMenu
from ui.tractor.headless import act_for_player, new_tractor_table, run_until


def test_escape_shows_the_table_then_the_menu(app: Any) -> None:
    app.settings.animation_speed = "instant"
    app.settings.difficulty = "beginner"
    scene = new_tractor_table(app, "tractor", 3, auto=True)
    assert run_until(app, lambda: scene.end.active, 60000, lambda: act_for_player(scene))
    assert run_until(app, lambda: scene.settled, 6000)
    assert not scene.end.viewing
    app.dispatch(Intent(intents.MENU))
    assert scene.end.viewing and app.stack.top is scene
    app.dispatch(Intent(intents.MENU))
    assert isinstance(app.stack.top, PauseMenu)
