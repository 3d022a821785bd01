"""Driving the real app without a player: shared by --selftest, --screenshot, --monkey
and the UI tests.  Time is simulated (``dt`` per frame), so runs are repeatable."""

from __future__ import annotations

import copy
import functools
import os
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ui.app.app import App

FRAME = 1 / 60
# Fast-forwards draw one frame in DRAW_EVERY (and always the last, so the screen and every
# hit area drawn match the state handed back): drawing is most of a headless frame's cost,
# and every scene is still drawn several times a second of simulated time.
DRAW_EVERY = 4


def use_dummy_drivers() -> None:
    """Headless video and audio; must run before pygame opens a window."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def make_app(
    size: tuple[int, int] = (1280, 720),
    seed: int | None = 1,
    language: str | None = None,
    speed: str = "fast",
) -> App:
    """An app for automated runs: no thinking delay, no files written."""
    use_dummy_drivers()
    from ui.app.app import App, AppOptions

    app = App(AppOptions(size=size, seed=seed, fast=True, persist=False, language=language))
    app.settings.animation_speed = speed
    return app


def reset_app(app: App, speed: str = "fast") -> None:
    """``app`` as :func:`make_app` hands it over (no scene, default settings, no hands, no
    saves, the first deal's seed next), keeping what it has drawn: a fresh app renders
    its fonts, texts and card faces again, most of a short run's cost (the walk rebuilds
    hundreds of times)."""
    from ui.persist.records import Records
    from ui.widgets.notices import Notices

    for scene in list(app.stack.scenes):
        scene.leave()
    app.stack.scenes.clear()
    app.records.close()
    app.records = Records(persist=False)
    app.settings = app.store.load()
    app.settings.animation_speed = speed
    app.save_settings()  # the language and the volume applied, as at start-up
    app.match_scores = []
    app.hands_started = 0
    app.running = True
    app.messages = []
    app.notices = Notices()


def run_until(
    app: App,
    done: Callable[[], bool],
    max_frames: int = 20000,
    each: Callable[[], None] | None = None,
    draw_every: int = DRAW_EVERY,
) -> bool:
    """Run frames until ``done()``; ``each`` runs before every frame (e.g. to act for seat 0).
    One frame in ``draw_every`` is drawn (0: only the last, for a caller that draws the
    state it reaches and not the frames on the way).

    ``max_frames`` bounds the game's own progress, not a worker's: a frame in which the
    AI, hint or review worker is still at its job does not count, so a loaded machine (a
    slow worker) never runs out of frames; a stuck run still ends, at the wall-clock
    safety net of :func:`wait_for`.  The game's clocks run on meanwhile, as in play: a
    test that waits for a worker's answer on the player's turn uses :func:`wait_for`."""
    drawn = True
    deadline = time.monotonic() + WAIT_SECONDS
    counted = n = 0
    while counted < max_frames and not done() and time.monotonic() < deadline:
        if each is not None:
            each()
        drawn = draw_every > 0 and n % draw_every == draw_every - 1
        waiting = workers_busy(app)
        app.frame(FRAME, [], draw=drawn)
        app.yield_to_workers()
        counted += 0 if waiting else 1
        n += 1
    if not drawn:
        app.draw()
    return done()


def workers_busy(app: App) -> bool:
    """A worker has a job in hand (an AI decision, this turn's hints, a review)."""
    return bool(app.executor.busy or app.review_executor.busy)


def wait_a_moment(app: App) -> None:
    """A frame of no simulated time while a worker works: the scene still polls for the
    answer, nothing is drawn, and the worker gets the processor for a moment."""
    app.frame(0.0, [], draw=False)
    time.sleep(0.003)


WAIT_SECONDS = 120.0  # wait_for's safety net: only a stuck run (a dead worker) reaches it


def wait_for(
    app: App,
    done: Callable[[], bool],
    each: Callable[[], None] | None = None,
    timeout: float = WAIT_SECONDS,
) -> bool:
    """Step frames until ``done()``, however long another process (the AI, hint or
    review worker) takes on a loaded machine: no frame budget, only a wall-clock safety
    net of ``timeout`` seconds for a run that is truly stuck.  While a worker is at its
    job the frames take no simulated time, so the game's own clocks (the turn clock, a
    fuse) do not run out because the machine is slow.  ``each`` runs before every frame.
    Whether ``done()`` came true."""
    deadline = time.monotonic() + timeout
    n = 0
    while not done():
        if time.monotonic() > deadline:
            break
        if each is not None:
            each()
        if workers_busy(app):
            wait_a_moment(app)
            continue
        app.frame(FRAME, [], draw=n % DRAW_EVERY == DRAW_EVERY - 1)
        app.yield_to_workers()
        n += 1
    app.draw()  # the screen and the hit areas match the state handed back
    return done()


def frames(app: App, count: int) -> None:
    """``count`` frames of simulated time, the last one drawn."""
    for n in range(count):
        app.frame(FRAME, [], draw=n == count - 1 or n % DRAW_EVERY == DRAW_EVERY - 1)
        app.yield_to_workers()


def new_table(
    app: App,
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
    """Play the player's turn with its seat's agent, synchronously (to reach a state)."""
    if table.human_turn():
        table.apply(table.session.decide_now(table.session.seat))


def play_to_result(app: App, table: Any, max_frames: int = 30000) -> bool:
    from ui.pages.result import ResultScene

    return run_until(
        app,
        lambda: isinstance(app.stack.top, ResultScene),
        max_frames,
        lambda: act_for_player(table),
    )


FINISHED_HAND_LEVEL = "beginner"  # quick to decide, and plays like a person


def finished_record(seed: int, mode: str = "classic") -> dict[str, Any]:
    """A complete hand played by beginner agents, without the UI (for replay pictures).

    Played once per seed and mode in a run (the statistics and replay-list pictures seed
    40 and 18 hands; the monkey and the tests build them again and again), each caller
    given its own copy to change."""
    return copy.deepcopy(_played_record(seed, mode))


@functools.cache
def _played_record(seed: int, mode: str) -> dict[str, Any]:
    import ai
    from game import new_game, ruleset
    from ui.app.agents import seat_agents

    game = new_game(ruleset(mode), seed)
    players = seat_agents(game.rules, FINISHED_HAND_LEVEL, seed)
    while not game.over:
        seat = game.to_act
        assert seat is not None
        game.apply(ai.choose_action(players[seat], game.view(seat)))
    return game.record()
