"""The table's buttons: 出牌 only for a legal selection, 不出 only when following, 提示 cycles."""

from __future__ import annotations

from typing import Any

from game import beats, classify
from game.view import PHASE_BIDDING, PHASE_PLAY
from ui.app import intents
from ui.app.intents import Intent
from ui.dev import headless, screenshot
from ui.table.selection import judge


def settle(app: Any, frames: int = 5) -> None:
    headless.frames(app, frames)


def test_play_enabled_only_for_a_legal_selection(app: Any) -> None:
    table = screenshot._table(app, 5)
    settle(app)
    bar = table.bar
    assert bar.play_button is not None and not bar.play_button.enabled
    assert bar.pass_button is not None and bar.pass_button.enabled  # following, may pass
    previous = table.view.previous
    assert previous is not None
    legal = table.view.legal[0]
    table.hand.select_play(legal)
    settle(app)
    assert bar.play_button.enabled
    table.hand.selected = {table.hand.cards[-1]}  # the lowest single rarely beats anything
    settle(app)
    verdict = judge(table.hand.selected_cards(), table.view)
    readings = classify(table.hand.selected_cards(), table.view.rules)
    assert bar.play_button.enabled == any(beats(p, previous, table.view.rules) for p in readings)
    if not verdict.ok:
        assert verdict.message()


def test_hint_cycles_through_legal_choices(app: Any) -> None:
    table = screenshot._table(app, 5)
    settle(app)
    seen = []
    for _ in range(3):
        table.handle(Intent(intents.HINT))
        settle(app, 2)
        selected = table.hand.selected_cards()
        seen.append(frozenset(selected))
        if selected:
            assert judge(selected, table.view).ok
    assert len(seen) == 3


def test_enter_plays_the_selection_and_space_passes(app: Any) -> None:
    table = screenshot._table(app, 5)
    settle(app)
    before = len(table.session.game.history)
    table.hand.select_play(table.view.legal[0])
    settle(app)
    table.handle(Intent(intents.CONFIRM))
    assert len(table.session.game.history) == before + 1
    assert table.session.game.history[-1][0] == 0


def test_pass_key_passes_when_following(app: Any) -> None:
    table = screenshot._table(app, 5)
    settle(app)
    before = len(table.session.game.history)
    table.handle(Intent(intents.PASS))
    assert table.session.game.history[before] == (0, None)


def test_play_disabled_when_not_your_turn(app: Any) -> None:
    table = headless.new_table(app, seed=5)
    settle(app, 2)
    assert not table.human_turn() or table.view.phase != PHASE_PLAY
    assert table.bar.play_button is None


def test_digits_bid(app: Any) -> None:
    screenshot._bidding(app, 5)
    table = app.stack.top
    assert table.view.phase == PHASE_BIDDING and table.human_turn()
    bids_before = len(table.session.game.bid_log)
    table.handle(Intent(intents.DIGIT, value=0))
    assert len(table.session.game.bid_log) == bids_before + 1
    assert table.session.game.bid_log[-1][0] == 0


def test_the_top_bar_shows_the_final_multiplier_after_a_spring() -> None:
    app = headless.make_app(seed=6, language="zh", speed="instant")
    try:
        table = headless.new_table(app, mode="happy", seed=6)
        assert headless.play_to_result(app, table)
        result = table.session.game.result
        assert result is not None and result.spring
        assert table.top.shown_multiplier() == result.multiplier > table.view.multiplier
    finally:
        app.shutdown()
