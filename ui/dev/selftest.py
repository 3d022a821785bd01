"""``--selftest``: one full hand through the real scenes, headless.

The AI plays every seat; at a Dou Dizhu table the player's seat is played the way a
player would: it waits for the expert's hints (worked out in the background, as at
every turn of the player's), takes at least :data:`PLAYER_SECONDS` of simulated time,
and plays the first hint.  Prints frame-time percentiles by state (the table
animating, an AI seat thinking, the player to act while the hints are prepared,
idle), the worker kind, and the start-up time to the first frame.  Frames are stepped
with a fixed ``dt`` (simulated time) but timed on the wall clock.
"""

from __future__ import annotations

import os
import statistics
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.doudizhu.actions import PASS
from game.doudizhu.phases import PhaseName
from ui.dev import headless
from ui.dev.scene_names import DEFAULT_MODE, TABLE_TOOLS, family_of

if TYPE_CHECKING:
    from ui.app.app import App

PLAYER_SECONDS = 0.5  # the player's seat thinks at least this long (simulated time)
ANIMATING, THINKING, PLAYER, IDLE = "animating", "ai thinking", "player to act", "idle"
TARGET_P95_MS, TARGET_MAX_MS = 4.0, 33.0  # a smooth table at 60 frames a second


@dataclass
class SelftestReport:
    mode: str = DEFAULT_MODE
    finished: bool = False
    frames: int = 0
    animating_ms: list[float] = field(default_factory=list)
    thinking_ms: list[float] = field(default_factory=list)
    player_ms: list[float] = field(default_factory=list)
    idle_ms: list[float] = field(default_factory=list)
    # The render thread's own CPU time per frame, every state: a frame whose wall time is
    # far above it waited for the CPU (a busy machine), not for the game's own work.
    cpu_ms: list[float] = field(default_factory=list)
    cpu_by_state: dict[str, list[float]] = field(default_factory=dict)
    workers: str = ""
    load: tuple[float, ...] = ()  # the machine's load average when the hand ended
    startup_s: float = 0.0
    actions: int = 0
    scores: tuple[int, ...] = ()

    def lines(self) -> list[str]:
        out = [
            f"mode {self.mode}: hand finished: {self.finished} after {self.frames} frames,"
            f" {self.actions} actions"
        ]
        if self.scores:
            out.append(f"scores: {list(self.scores)}")
        for label, values in (
            (ANIMATING, self.animating_ms),
            (THINKING, self.thinking_ms),
            (PLAYER, self.player_ms),
            (IDLE, self.idle_ms),
        ):
            out.append(f"frame ms {label:<13} {_summary(values)}")
        every = self.animating_ms + self.thinking_ms + self.player_ms + self.idle_ms
        out.append(f"frame ms {'all states':<13} {_summary(every)}")
        for label in (ANIMATING, THINKING, PLAYER, IDLE):
            cpu = self.cpu_by_state.get(label, [])
            out.append(f"frame cpu ms {label:<9} {_summary(cpu)}")
        out.append(f"frame cpu ms {'all states':<9} {_summary(self.cpu_ms)}")
        if every:
            out.append(_verdict("wall", every) + "; " + _verdict("cpu", self.cpu_ms))
        if self.workers:
            out.append(f"workers: {self.workers}")
        if self.load:
            out.append("load average (1, 5, 15 min): " + ", ".join(f"{x:.2f}" for x in self.load))
        out.append(f"start-up to first frame: {self.startup_s * 1000:.0f} ms")
        return out


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _verdict(kind: str, values: list[float]) -> str:
    ok = _percentile(values, 0.95) <= TARGET_P95_MS and max(values) <= TARGET_MAX_MS
    return f"{kind}: {'within' if ok else 'outside'} p95<={TARGET_P95_MS:g} max<={TARGET_MAX_MS:g}"


def _summary(values: list[float]) -> str:
    if not values:
        return "n=0"
    return (
        f"n={len(values):<5} p50={statistics.median(values):6.2f}  "
        f"p95={_percentile(values, 0.95):6.2f}  max={max(values):6.2f}"
    )


def _new_table(app: App, mode: str, seed: int) -> Any:
    """A table of ``mode`` with every seat on autoplay, from its family's tools."""
    if family_of(mode) in TABLE_TOOLS:
        from ui.tractor.headless import new_tractor_table

        return new_tractor_table(app, mode, seed, auto=True)
    return headless.new_table(app, mode=mode, seed=seed)


class _Player:
    """Plays the player's seat of a Dou Dizhu table as a player would (see the module)."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.waited = 0.0
        self.turn: object = None

    def to_act(self) -> bool:
        human_turn = getattr(self.table, "human_turn", None)
        return bool(human_turn is not None and human_turn())

    def step(self, dt: float) -> None:
        """Before a frame: count the player's time, and act once it is up."""
        if not self.to_act():
            self.turn, self.waited = None, 0.0
            return
        table = self.table
        turn = (len(table.session.game.action_log), table.view.phase)
        if turn != self.turn:
            self.turn, self.waited = turn, 0.0
        self.waited += dt
        if self.waited < PLAYER_SECONDS:
            return
        if table.view.phase != PhaseName.PLAY:
            table.take(table.session.decide_now(table.session.seat))
            return
        job = table.turn_hints.start(table.view)
        if job.done():
            hints = job.result()
            play = hints[0].play if hints else None
            table.take(PASS if play is None else play)


def _hand_over(app: App, table: Any) -> bool:
    """The hand is settled and its result is on screen: the result page over a Dou Dizhu
    table, or the end-of-hand panel a Tractor table opens in place (``end.active``)."""
    from ui.pages.result import ResultScene

    if isinstance(app.stack.top, ResultScene):
        return True
    in_place = getattr(getattr(table, "end", None), "active", False)
    return bool(table.session.game.over) and (bool(in_place) or app.stack.top is not table)


def run_selftest(
    seed: int = 1,
    started: float | None = None,
    max_frames: int = 40000,
    mode: str | None = None,
    level: str = "expert",
) -> SelftestReport:
    """Play a hand with ``level`` AIs in every seat (expert: the slowest thinker, so the
    'ai thinking' frame times show the render loop staying free while search runs)."""
    started = time.perf_counter() if started is None else started
    mode = mode or DEFAULT_MODE
    app = headless.make_app(seed=seed, speed="normal")
    app.settings.difficulty = level
    report = SelftestReport(mode=mode)
    try:
        table = _new_table(app, mode, seed)
        app.frame(headless.FRAME, [])
        report.startup_s = (app.first_frame_at or time.perf_counter()) - started
        app.warm_up()  # as the real loop does after its first frame
        player = _Player(table)
        for _ in range(max_frames):
            if _hand_over(app, table):
                report.finished = True
                break
            player.step(headless.FRAME)
            busy, thinking, acting = table.busy, table.session.thinking, player.to_act()
            t0, c0 = time.perf_counter(), time.thread_time()
            app.frame(headless.FRAME, [])
            ms = (time.perf_counter() - t0) * 1000
            cpu = (time.thread_time() - c0) * 1000
            app.yield_to_workers()
            state = ANIMATING if busy else THINKING if thinking else PLAYER if acting else IDLE
            {
                ANIMATING: report.animating_ms,
                THINKING: report.thinking_ms,
                PLAYER: report.player_ms,
                IDLE: report.idle_ms,
            }[state].append(ms)
            report.cpu_ms.append(cpu)
            report.cpu_by_state.setdefault(state, []).append(cpu)
            report.frames += 1
        if hasattr(os, "getloadavg"):
            report.load = os.getloadavg()
        report.workers = f"{app.executor.kind} (ai), {app.review_executor.kind} (hints, review)"
        headless.frames(app, 30)
        report.actions = len(table.session.game.action_log)
        result: Any = table.session.game.result
        report.scores = tuple(result.scores) if result is not None else ()
    finally:
        app.shutdown()
    return report
