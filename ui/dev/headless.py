"""Driving the real app without a player: shared by --selftest, --screenshot, --monkey
and the UI tests.  Time is simulated (``dt`` per frame), so runs are repeatable."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

FRAME = 1 / 60


def use_dummy_drivers() -> None:
    """Headless video and audio; must run before pygame opens a window."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def make_app(
    size: tuple[int, int] = (1280, 720),
    seed: int | None = 1,
    language: str | None = None,
    speed: str = "fast",
) -> Any:
    """An app for automated runs: no thinking delay, no files written."""
    use_dummy_drivers()
    from ui.app.app import App, AppOptions

    app = App(AppOptions(size=size, seed=seed, fast=True, persist=False, language=language))
    app.settings.animation_speed = speed
    return app


def run_until(
    app: Any,
    done: Callable[[], bool],
    max_frames: int = 20000,
    each: Callable[[], None] | None = None,
) -> bool:
    """Run frames until ``done()``; ``each`` runs before every frame (e.g. to act for seat 0)."""
    for _ in range(max_frames):
        if done():
            return True
        if each is not None:
            each()
        app.frame(FRAME, [])
        app.yield_to_workers()
    return done()


def frames(app: Any, count: int) -> None:
    for _ in range(count):
        app.frame(FRAME, [])
        app.yield_to_workers()


def new_table(
    app: Any,
    mode: str = "classic",
    practice: bool = False,
    auto: bool = False,
    seed: int | None = None,
) -> Any:
    """Put a fresh table on the stack (over the title, as in the app)."""
    from ui.app.session import Session
    from ui.pages.title import TitleScene
    from ui.table.scene import TableScene

    app.stack.clear_to(TitleScene(app))
    session = Session(
        mode, app.settings.difficulty, app.next_seed() if seed is None else seed, app.executor
    )
    return app.push(TableScene(app, session, practice=practice, auto=auto))


def act_for_player(table: Any) -> None:
    """Play seat 0's turn with its agent, synchronously (to reach a state for a picture)."""
    from ui.app import agents

    if table.human_turn():
        session = table.session
        action = agents.choose_action(session.agents[0], session.view(0), session.legal())
        table.apply(action)


def play_to_result(app: Any, table: Any, max_frames: int = 30000) -> bool:
    from ui.pages.result import ResultScene

    return run_until(
        app,
        lambda: isinstance(app.stack.top, ResultScene),
        max_frames,
        lambda: act_for_player(table),
    )


def finished_record(seed: int, mode: str = "classic") -> dict[str, Any]:
    """A complete hand played by the stand-in agents, without the UI (for replay pictures)."""
    from game import new_game, ruleset
    from ui.app import agents

    game = new_game(ruleset(mode), seed)
    players = [agents.StandInAgent(seed + s) for s in range(3)]
    for _ in range(500):
        if game.over:
            break
        seat = game.to_act
        assert seat is not None
        game.apply(players[seat].act(game.view(seat), game.legal_actions()))
    return game.record()
