"""The seat driver both tables share (ui/play): every family has a table and agents in
the registries, both sessions drop an answer asked at another decision point, both
tables are the one driver, the practice options read back the same way, and no page
needs another page to start a game (no import cycle among ui/pages)."""

from __future__ import annotations

import ast
import pathlib
from concurrent.futures import Future
from typing import Any

import pytest

import game
from game.shengji import Match
from ui.app.session import Session
from ui.play.driver import SeatDriver
from ui.play.pacing import AiPacer
from ui.play.registry import AGENTS, TABLES, new_session, table_kind
from ui.play.seat_session import SeatSession
from ui.table.practice import PracticeOptions
from ui.tractor.session import TractorSession
from ui.tractor.undo import TractorPracticeOptions

FAMILIES = sorted({game.ruleset(name).family for name in game.ruleset_names()})


def test_every_family_has_a_table_and_agents() -> None:
    assert FAMILIES == ["doudizhu", "shengji"]
    for family in FAMILIES:
        kind = table_kind(family)
        assert callable(kind.start) and callable(kind.resume)
        assert issubclass(AGENTS[family](), SeatSession)
    assert set(TABLES) == set(AGENTS) == set(FAMILIES)


def test_the_session_comes_from_the_games_family() -> None:
    hand = game.new_game(game.ruleset("classic"), 4)
    match = Match(game.ruleset("tractor"), 4)  # type: ignore[arg-type]
    ddz = new_session(hand, "beginner", 4, None)
    tractor = new_session(match, "beginner", 4, None)
    assert isinstance(ddz, Session) and ddz.game is hand
    assert isinstance(tractor, TractorSession) and tractor.match is match
    again = tractor.again(match)
    assert type(again) is TractorSession and again.level == "beginner" and again is not tractor


def test_both_tables_are_the_one_driver() -> None:
    from ui.table.scene import TableScene
    from ui.tractor.scene import TractorScene

    for scene in (TableScene, TractorScene):
        assert issubclass(scene, SeatDriver)
        for shared in ("human_turn", "drive_ai", "toggle_auto", "save_progress", "undo",
                       "forfeit", "landed"):
            assert shared not in vars(scene), f"{scene.__name__} redefines {shared}"


class Answered:
    """A worker whose every job is already done, with ``answer``."""

    def __init__(self, answer: Any) -> None:
        self.answer = answer

    def submit(self, *args: Any) -> Future[Any]:
        future: Future[Any] = Future()
        future.set_result(self.answer)
        return future


def _sessions() -> list[SeatSession]:
    ddz = Session("classic", "beginner", 3, None)  # type: ignore[arg-type]
    ddz.executor = Answered(ddz.legal()[0])  # type: ignore[assignment]
    tractor = TractorSession(game.ruleset("tractor"), "beginner", 3, None)  # type: ignore[arg-type]
    tractor.executor = Answered(tractor.game.legal_actions()[0])  # type: ignore[assignment]
    return [ddz, tractor]


@pytest.mark.parametrize("session", _sessions(), ids=["doudizhu", "shengji"])
def test_an_answer_asked_at_another_moment_is_dropped(session: SeatSession) -> None:
    seat = session.to_act
    assert seat is not None
    session.request(seat)
    assert session.thinking and session.poll() is not None, "a fresh answer is played"
    session.request(seat)
    session.pending_key = ("an earlier", "moment")
    assert session.poll() is None and not session.thinking


class Instant:
    thinking = False

    def request(self, seat: int) -> None:
        pass

    def poll(self) -> str:
        return "pass"


def test_the_pacer_passes_for_the_player_only_after_the_play_was_read() -> None:
    pacer = AiPacer(Instant(), fast=False)
    assert not pacer.pass_due(0.5, 0.3, read_left=1.0), "the play on the table is read first"
    assert not pacer.counting_down
    assert not pacer.pass_due(0.2, 0.3) and pacer.counting_down
    assert pacer.pass_due(0.2, 0.3)
    pacer.acted()
    assert not pacer.counting_down


@pytest.mark.parametrize("options", [PracticeOptions, TractorPracticeOptions])
def test_both_families_read_their_practice_options_back(options: Any) -> None:
    kept = options(open_hands=True, undos=2)
    assert options.from_meta(kept.to_meta()) == kept
    assert kept.after_undo().undos == 3 and type(kept.after_undo()) is options
    bad = options.from_meta({"open_hands": 1, "undos": True})
    assert bad.open_hands is True and bad.undos == 0, "a flag is not a count"
    assert options.from_meta({"undos": -4}).undos == 0


def _page_imports() -> dict[str, set[str]]:
    pages = {p.stem: p for p in pathlib.Path("ui/pages").glob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in pages.items():
        found = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("ui.pages."):
                found.add(str(node.module).split(".")[2])
        graph[name] = found - {name}
    return graph


def test_no_page_imports_a_page_that_imports_it_back() -> None:
    graph = _page_imports()
    assert graph["title"] and graph["newgame"], "the pages' imports were read"

    def reaches(start: str, goal: str, seen: set[str]) -> bool:
        for nxt in graph.get(start, ()):
            if nxt == goal or (nxt not in seen and reaches(nxt, goal, seen | {nxt})):
                return True
        return False

    cycles = [page for page in graph if reaches(page, page, {page})]
    assert cycles == []


def test_a_stand_in_played_for_the_player_under_auto_is_noted_as_autos(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from ui.app.session import HUMAN, STRICT_AI_ENV

    monkeypatch.delenv(STRICT_AI_ENV)
    sessions = (Session("classic", "beginner", seed, None) for seed in range(60))  # type: ignore[arg-type]
    session = next(s for s in sessions if s.to_act == HUMAN)
    failed: Future[Any] = Future()
    failed.set_exception(RuntimeError("the worker's agent crashed"))
    session.pending, session.pending_seat = failed, HUMAN
    session.pending_key = session.moment()
    stand_in = session.poll()
    assert stand_in is not None and "raised" in capsys.readouterr().err
    session.apply(stand_in)
    assert session.auto_actions == {0}, "the review marks 托管's moves, a stand-in's too"
