"""Dou Dizhu's practice hint says which of the turn's hints it is (play test).

Pressing H showed one reason and nothing told the player that H again shows another:
Tractor's hint ends "(1/3, Hint again for another)", Dou Dizhu's now does too."""

from __future__ import annotations

from typing import Any

from tests.ui.test_practice import _practice_table_as_landlord, _to_the_players_play_turn
from ui.app.i18n import t
from ui.dev import headless


def test_each_press_says_which_hint_of_how_many(app: Any) -> None:
    table = _practice_table_as_landlord(app, 3)
    _to_the_players_play_turn(app, table)
    table.press_hint()
    assert headless.wait_for(app, lambda: not table.turn_hints.waiting)
    total = len(table.turn_hints.hints)
    assert total > 1, "a landlord's lead has several hints"
    assert table.turn_hints.message.endswith(t("hint.count", n=1, total=total))
    table.press_hint()
    assert table.turn_hints.message.endswith(t("hint.count", n=2, total=total))
