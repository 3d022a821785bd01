"""重打这副牌 for Tractor: the end panel and the replay viewer start the same deal again,
on a new table, at the hand's levels and with its dealer."""

from __future__ import annotations

from typing import Any

from game import replay
from game.rules import ruleset
from game.shengji import Match
from ui.app import intents
from ui.app.intents import Intent
from ui.pages.replay import ReplayScene
from ui.pages.replay_list import ReplayListScene
from ui.tractor.headless import act_for_player, new_tractor_table, run_until
from ui.tractor.replay import same_deal_match
from ui.tractor.scene import TractorScene
from ui.tractor.session import HUMAN, TractorSession
from ui.widgets.confirm import ConfirmScene


def _play_out(session: TractorSession) -> None:
    game = session.game
    while not game.over:
        seat = game.to_act
        assert seat is not None
        game.apply(session.decide_now(seat), seat)


def test_the_same_deal_match_deals_a_later_hand_again() -> None:
    from types import SimpleNamespace

    session = TractorSession(ruleset("tractor"), "beginner", 11,
                             SimpleNamespace(submit=None))  # type: ignore[arg-type]
    _play_out(session)
    session.match.next_hand()
    second = session.match.game  # dealt from the match, with a dealer and moved levels
    again = same_deal_match(second)
    assert isinstance(again, Match) and again.number == 1
    first = again.game
    assert first.seed == second.seed and first.state.deck == second.state.deck
    assert first.levels == second.levels and first.fixed_dealer == second.fixed_dealer
    assert first.fixed_dealer is not None


def _finished_table(app: Any, mode: str, seed: int) -> TractorScene:
    app.settings.animation_speed = "instant"
    app.settings.difficulty = "beginner"
    scene = new_tractor_table(app, mode, seed)
    assert run_until(app, lambda: scene.end.active, 60000, lambda: act_for_player(scene))
    return scene


def _click(scene: Any, button: Any) -> None:
    scene.handle(Intent(intents.POINT_DOWN, button.rect.center))
    scene.handle(Intent(intents.POINT_UP, button.rect.center))


def _same_start(table: Any, played: Any) -> None:
    assert isinstance(table, TractorScene) and table.session.match.number == 1
    fresh = table.session.game
    start = replay(played.record(), 0)
    assert fresh.seed == played.seed and fresh.state.deck == start.state.deck
    assert fresh.levels == played.levels and fresh.rules.name == played.rules.name
    assert fresh.view(HUMAN).hand == start.view(HUMAN).hand


def test_the_end_panel_deals_the_same_hand_again(app: Any) -> None:
    table = _finished_table(app, "tractor_one_deck", 4)
    played = table.session.game
    app.draw()
    assert table.end.again_button in table.end.buttons
    _click(table, table.end.again_button)
    fresh = app.stack.top
    assert fresh is not table
    _same_start(fresh, played)
    assert run_until(app, lambda: fresh.human_turn() or fresh.session.game.phase != "dealing",
                     20000)  # the new table plays on


def test_the_replay_viewer_deals_a_tractor_hand_again_after_asking(app: Any) -> None:
    table = _finished_table(app, "tractor_one_deck", 3)
    played = table.session.game
    listing = app.push(ReplayListScene(app))
    listing.select(0)
    listing.open_replay()
    viewer = app.stack.top
    assert isinstance(viewer, ReplayScene) and viewer.again.visible
    viewer.replay_deal()
    assert viewer.error == ""
    ask = app.stack.top
    assert isinstance(ask, ConfirmScene)  # the match in progress would be replaced
    ask.answer_yes()
    _same_start(app.stack.top, played)
