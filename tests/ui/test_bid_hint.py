"""提示 / H in Dou Dizhu's auction (found playing by keyboard: H did nothing while
bidding, and the bar had no 提示 there, where Tractor's does): the expert's answer is
focused on the bar and said on the hint line, and Enter takes it."""

from __future__ import annotations

from typing import Any

import pytest

from ui.app import intents
from ui.app.i18n import t
from ui.app.intents import Intent
from ui.dev import headless
from ui.table.bars import action_label
from ui.table.choice_hint import expert_choice


@pytest.mark.parametrize("mode", ["classic", "happy"])
def test_h_in_the_auction_focuses_the_experts_answer_and_enter_takes_it(
    app: Any, mode: str
) -> None:
    table = headless.new_table(app, mode=mode, seed=11, practice=True)
    assert headless.run_until(  # a choice on the bar (明牌's offer is a button of its own)
        app, lambda: table.human_turn() and table.view.phase != "play" and bool(table.bar.actions)
    )
    phase = table.view.phase
    assert table.bar.hint_button is not None, "提示 on the bar while bidding"
    expected = expert_choice(table.view, table.session.seed)
    log = len(table.session.game.action_log)
    table.handle(Intent(intents.HINT))
    label, _ = action_label(expected)
    assert table.turn_hints.message == t("hint.choose", choice=t(label))
    focused = table.bar_focus.ring.focused
    assert focused is not None and focused.intent is not None
    assert table.bar.chosen(focused.intent) == expected
    table.handle(Intent(intents.CONFIRM))
    game = table.session.game
    assert len(game.action_log) == log + 1, f"Enter took the hinted answer in {phase}"
    assert game.action_log[log].startswith("0 ")
