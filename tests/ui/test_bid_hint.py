"""提示 / H in Dou Dizhu's auction (found playing by keyboard: H did nothing while
bidding, and the bar had no 提示 there, where Tractor's does): the expert's answer is
focused on the bar and said on the hint line, and Enter takes it."""

from __future__ import annotations

from collections import Counter
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
    assert table.turn_hints.message.startswith(t("hint.choose_why", choice=t(label), why=""))
    focused = table.bar_focus.ring.focused
    assert focused is not None and focused.intent is not None
    assert table.bar.chosen(focused.intent) == expected
    table.handle(Intent(intents.CONFIRM))
    game = table.session.game
    assert len(game.action_log) == log + 1, f"Enter took the hinted answer in {phase}"
    assert game.action_log[log].startswith("0 ")


def _points_and_bombs(hand: list[Any]) -> tuple[int, int]:
    """牌点 and bombs counted by hand: big joker 4, small joker 3, a 2 two, an ace one;
    four of a rank a bomb, both jokers the rocket."""
    ranks = Counter(card.rank_char for card in hand)
    points = 4 * ranks["R"] + 3 * ranks["B"] + 2 * ranks["2"] + ranks["A"]
    bombs = sum(1 for rank, n in ranks.items() if n == 4) + (ranks["B"] and ranks["R"])
    return points, bombs


@pytest.mark.parametrize("seed", [11, 12, 13])
def test_the_auction_hint_says_why_in_the_hands_true_figures(app: Any, seed: int) -> None:
    """A bare 建议：不叫 said nothing of why (play test): the hint now gives the facts the
    expert bids on, and they are the hand's own."""
    table = headless.new_table(app, mode="classic", seed=seed, practice=True)
    assert headless.run_until(
        app, lambda: table.human_turn() and table.view.phase == "bidding")
    table.handle(Intent(intents.HINT))
    points, bombs = _points_and_bombs(list(table.view.hand))
    bomb_words = t("hint.why_no_bombs") if not bombs else f"{bombs} bomb"
    message = table.turn_hints.message
    assert f"your hand: {points} points in jokers, 2s and aces, {bomb_words}" in message
