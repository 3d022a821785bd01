"""The table's buttons: 出牌 only for a legal selection, 不出 only when following, 提示 cycles."""

from __future__ import annotations

from typing import Any

from game import beats, classify
from game.doudizhu.view import PHASE_BIDDING, PHASE_PLAY
from ui.app import intents
from ui.app.intents import Intent
from ui.app.session import HUMAN
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


def _selected_ranks(table: Any) -> list[int]:
    return sorted(card.rank for card in table.hand.selected_cards())


def test_hint_cycles_through_legal_choices(app: Any) -> None:
    table = screenshot._table(app, 5)
    settle(app)
    table.handle(Intent(intents.HINT))  # the expert works the hints out in the background
    assert headless.wait_for(app, lambda: not table.turn_hints.waiting)
    assert table.human_turn() and table.view.phase == PHASE_PLAY
    hints = list(table.turn_hints.hints)
    assert len(hints) >= 2, "a choice to cycle through"
    expected = [sorted(h.play.ranks) if h.play is not None else [] for h in hints]
    assert len({tuple(e) for e in expected}) == len(hints), "every hint is a different choice"
    assert any(h.play is not None for h in hints)
    shown = [_selected_ranks(table)]
    for _ in range(len(hints)):  # one more full round: back to the first hint
        table.handle(Intent(intents.HINT))
        settle(app, 2)
        shown.append(_selected_ranks(table))
    assert shown == [*expected, expected[0]]
    assert table.turn_hints.hints == hints  # cycling reuses this turn's hints, not asked again
    for hint in hints:
        if hint.play is not None:
            assert hint.play in table.view.legal
            table.hand.select_play(hint.play)
            assert judge(table.hand.selected_cards(), table.view).ok


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

    def settled_on(seat_is_human: bool) -> bool:
        """The play phase, the bar built for the seat to act (nothing left to animate)."""
        return (
            table.view.phase == PHASE_PLAY
            and not table.director.queue
            and table.director.hold <= 0
            and (table.session.to_act == HUMAN) == seat_is_human
        )

    def play_for_the_player() -> None:
        headless.act_for_player(table)

    assert headless.run_until(app, lambda: settled_on(False), 20000, play_for_the_player)
    assert not table.human_turn() and table.session.to_act in (1, 2)
    assert table.bar.play_button is None and table.bar.pass_button is None
    assert table.bar.hint_button is None and table.bar.buttons == []
    before = len(table.session.game.history)
    table.handle(Intent(intents.CONFIRM))
    table.handle(Intent(intents.PASS))
    assert len(table.session.game.history) == before
    # The same bar does offer 出牌 once the turn comes round to the player.
    assert headless.run_until(app, lambda: settled_on(True), 20000)
    assert table.human_turn()
    assert table.bar.play_button is not None and table.bar.hint_button is not None


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
