"""An AI seat that raises, or picks an action the phase refuses: the shipped game goes on
with a stand-in move and says so on stderr; under the tests (``DDZ_STRICT_AI=1``, set in
tests/conftest.py) the failure raises, so no UI test can pass over an AI crash."""

from __future__ import annotations

from concurrent.futures import Future
from typing import Any

import pytest

from game.doudizhu.actions import Bid
from game.rules import ruleset
from ui.app.session import STRICT_AI_ENV, AgentFailed, Session
from ui.tractor.session import TractorSession, any_legal


class Crashing:
    """An agent whose every decision raises."""

    def __getattr__(self, name: str) -> Any:
        raise RuntimeError("the agent crashed")


def _failed_future() -> Future[Any]:
    future: Future[Any] = Future()
    future.set_exception(RuntimeError("the worker's agent crashed"))
    return future


def _worker_failed(session: Any, seat: int) -> None:
    """The worker's answer for ``seat`` at this moment is an exception."""
    session.pending, session.pending_seat = _failed_future(), seat
    session.pending_key = session.moment()


def _dou_dizhu() -> Session:
    session = Session("classic", "beginner", 3, None)  # type: ignore[arg-type]
    session.agents[session.game.to_act] = Crashing()  # type: ignore[call-overload]
    return session


def _tractor() -> TractorSession:
    session = TractorSession(ruleset("tractor"), "beginner", 3, None)  # type: ignore[arg-type]
    seat = session.game.to_act
    assert seat is not None
    session.agents[seat] = Crashing()  # type: ignore[call-overload]
    return session


def test_the_tests_run_with_strict_ai() -> None:
    import os

    assert os.environ.get(STRICT_AI_ENV) == "1"


@pytest.mark.parametrize("make", [_dou_dizhu, _tractor])
def test_under_the_tests_an_agent_that_raises_raises(make: Any) -> None:
    session = make()
    seat = session.game.to_act
    with pytest.raises(AgentFailed, match=f"seat {seat} raised"):
        session.decide_now(seat)
    _worker_failed(session, seat)
    with pytest.raises(AgentFailed, match=f"seat {seat} raised"):
        session.poll()


def test_under_the_tests_a_refused_choice_raises() -> None:
    session = _dou_dizhu()
    with pytest.raises(AgentFailed, match="not allowed now"):
        session.checked(session.game.to_act, Bid(9))


def _first_legal(session: Any, seat: int) -> Any:
    return session.game.legal_actions()[0]


def _any_legal(session: Any, seat: int) -> Any:
    return any_legal(session.game, seat)


@pytest.mark.parametrize(("make", "stand_in"), [(_dou_dizhu, _first_legal),
                                                (_tractor, _any_legal)])
def test_the_shipped_game_plays_a_stand_in_and_says_so(
        make: Any, stand_in: Any, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.delenv(STRICT_AI_ENV)
    session = make()
    seat = session.game.to_act
    assert session.decide_now(seat) == stand_in(session, seat)
    assert f"the AI of seat {seat} raised" in capsys.readouterr().err
    _worker_failed(session, seat)
    assert session.poll() == stand_in(session, seat)


def test_under_the_tests_a_failing_tractor_hint_raises(app: Any) -> None:
    from ui.tractor.headless import act_for_player, new_tractor_table, run_until

    app.settings.animation_speed = "instant"
    scene = new_tractor_table(app, "tractor", 4, practice=True)

    def playing() -> bool:
        return scene.human_turn() and scene.view.phase == "play"

    def each() -> None:
        if not playing():
            act_for_player(scene)

    assert run_until(app, playing, 30000, each)
    scene.assist.update(scene, 0.0)  # the decision's key
    scene.assist.cycle.job = _failed_future()
    with pytest.raises(RuntimeError, match="the worker's agent crashed"):
        scene.assist.press(scene)
