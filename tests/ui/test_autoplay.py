"""托管 plays for the player at the expert level whatever the table's difficulty, and its
moves are named in the record so the review never blames the player for them."""

from __future__ import annotations

from typing import Any

import pytest

from game import new_game, replay, ruleset
from ui.app import agents
from ui.app.session import AUTO_KEY, HUMAN, Session
from ui.app.workers import THREAD, Worker
from ui.dev import headless


@pytest.fixture
def thread_app(monkeypatch: pytest.MonkeyPatch) -> Any:
    """An app whose workers run on threads, so the test can look at the agents they hold."""
    monkeypatch.setenv("DDZ_WORKERS", THREAD)
    application = headless.make_app(seed=5, language="en")
    yield application
    application.shutdown()


def _beginner_table_on_autoplay(app: Any, seed: int) -> Any:
    from ui.pages.title import TitleScene
    from ui.table.scene import TableScene

    app.stack.clear_to(TitleScene(app))
    game = new_game(ruleset("classic"), seed, landlord=0)  # the player leads at once
    session = Session("classic", "beginner", seed, app.executor, game)
    return app.push(TableScene(app, session, auto=True))


def test_autoplay_at_a_beginner_table_plays_with_the_expert(thread_app: Any) -> None:
    table = _beginner_table_on_autoplay(thread_app, 21)
    session = table.session
    assert session.level == "beginner" and session.spec_for(HUMAN) == agents.AUTO_LEVEL
    assert agents.AUTO_LEVEL == "expert"
    assert headless.wait_for(thread_app, lambda: bool(session.auto_actions))
    table_agents = agents._REGISTRY[session.token]
    assert (HUMAN, "expert") in table_agents, "the player's seat played by the expert"
    assert (HUMAN, "beginner") not in table_agents
    opponents = {key for key in table_agents if key[0] != HUMAN}
    assert all(spec == "beginner" for _, spec in opponents), "the AI seats keep their level"


def test_autoplays_moves_are_named_in_the_record_and_the_players_are_not(
    thread_app: Any,
) -> None:
    table = _beginner_table_on_autoplay(thread_app, 22)
    session = table.session
    assert headless.wait_for(thread_app, lambda: len(session.auto_actions) >= 2)
    table.toggle_auto()  # the player takes over
    assert headless.run_until(
        thread_app, lambda: table.human_turn() and table.view.phase == "play", 4000
    )
    own = len(session.game.action_log)
    headless.act_for_player(table)  # the player's own move
    log = session.game.action_log
    assert own not in session.auto_actions
    record = session.record()
    assert record[AUTO_KEY] == sorted(session.auto_actions)
    for index in record[AUTO_KEY]:
        assert log[index].startswith(f"{HUMAN} "), "only the player's seat is 托管's"


def _persisting_app(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    """An English app that saves to ``tmp_path`` (its settings, progress and records)."""
    from ui.app.app import App, AppOptions

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("DDZ_WORKERS", THREAD)
    headless.use_dummy_drivers()
    return App(AppOptions(seed=8, fast=True, persist=True, language="en"))


def test_a_saved_and_resumed_hand_keeps_autoplays_moves(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ui.play.start import continue_game

    app = _persisting_app(tmp_path, monkeypatch)
    try:
        table = _beginner_table_on_autoplay(app, 23)
        session = table.session
        assert headless.wait_for(app, lambda: len(session.auto_actions) >= 2)
        table.toggle_auto()
        table.save_progress()
        done = set(session.auto_actions)
        resumed = continue_game(app)
        assert resumed is not None and resumed.session is not session
        assert resumed.session.auto_actions == done
    finally:
        app.shutdown()


def test_malformed_autoplay_indices_in_a_save_are_ignored() -> None:
    session = Session("classic", "normal", 3, Worker("t", THREAD))
    session.restore_auto({AUTO_KEY: [4, 9, "x", -1, 2.5]})  # a save of before auto_moves
    assert session.auto_actions == {4, 9}
    session.restore_auto({"auto_moves": {"1": [2, "y"], "x": [3]}})
    assert session.auto_actions == {2}
    session.restore_auto({})
    assert session.auto_actions == set()


def test_an_undo_keeps_autoplays_moves_before_the_cut() -> None:
    """悔牌 rebuilds the session from the record cut before the player's last play; 托管's
    moves still in the hand stay its own (they were lost with the old session)."""
    session = Session("classic", "normal", 3, Worker("t", THREAD))
    while len(session.game.action_log) < 6:
        session.apply(session.legal()[0])
    session.auto_moves.note(1, 1)
    session.auto_moves.note(1, 4)
    cut = replay(session.game.record(), 3)
    assert session.again(cut).auto_actions == {1}


def test_a_tractor_hand_keeps_autoplays_moves_through_a_resume_into_its_record(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """托管 on for a few of the player's Tractor moves, then off; the match saved and
    resumed by 继续: the moves are still 托管's, and the finished hand's record in
    最近100局 names them for the review, as Dou Dizhu's does."""
    from ai.review_record import auto_indices
    from ui.play.start import continue_game
    from ui.tractor.headless import act_for_player, new_tractor_table, run_until

    app = _persisting_app(tmp_path, monkeypatch)
    try:
        app.settings.animation_speed = "instant"
        table = new_tractor_table(app, "tractor", 9)
        table.toggle_auto()  # 托管 on: the deal's moments and some plays are its
        session = table.session

        def played_for_the_player() -> int:
            log = session.game.action_log
            return sum(log[i].startswith(f"{HUMAN} play ") for i in session.auto_actions)

        assert run_until(app, lambda: played_for_the_player() >= 2, 30000)
        table.toggle_auto()
        table.save_progress()
        app.records.flush()
        done = session.auto_actions
        resumed = continue_game(app)
        assert resumed is not None and resumed.session is not session
        assert resumed.session.auto_actions == done
        assert run_until(app, lambda: resumed.end.active, 60000,
                         lambda: act_for_player(resumed))
        assert resumed.session.auto_actions == done, "the player's own moves are not 托管's"
        record = app.records.last_hand()
        assert record is not None and record["actions"] == resumed.session.game.action_log
        assert auto_indices(record) == done
    finally:
        app.shutdown()


def test_autoplay_at_a_beginner_tractor_table_plays_with_the_expert(thread_app: Any) -> None:
    """托管 hands the player's Tractor seat to the expert as Dou Dizhu's does (it played
    at the table's difficulty before the two sessions shared this rule)."""
    from ui.pages.title import TitleScene
    from ui.tractor.scene import TractorScene
    from ui.tractor.session import TractorSession

    thread_app.stack.clear_to(TitleScene(thread_app))
    session = TractorSession(ruleset("tractor"), "beginner", 31, thread_app.executor)
    thread_app.push(TractorScene(thread_app, session, auto=True))
    assert session.spec_for(HUMAN) == agents.AUTO_LEVEL

    def players_seat_asked() -> bool:
        held = agents._REGISTRY.get(session.token, {})
        return any(seat == HUMAN for seat, _ in held)

    assert headless.wait_for(thread_app, players_seat_asked)
    table_agents = agents._REGISTRY[session.token]
    assert (HUMAN, "expert") in table_agents, "the player's seat played by the expert"
    assert (HUMAN, "beginner") not in table_agents
    opponents = {key for key in table_agents if key[0] != HUMAN}
    assert opponents and all(spec == "beginner" for _, spec in opponents)
