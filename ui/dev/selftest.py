"""``--selftest``: one full hand AI against AI through the real scenes, headless.

Prints frame-time percentiles while the table animates and while an AI thinks,
and the start-up time to the first frame.  Frames are stepped with a fixed
``dt`` (simulated time) but timed on the wall clock.
"""

from __future__ import annotations

import statistics
import time
from dataclasses import dataclass, field
from typing import Any

from ui.dev import headless
from ui.dev.scene_names import DEFAULT_MODE, TABLE_TOOLS, family_of


@dataclass
class SelftestReport:
    mode: str = DEFAULT_MODE
    finished: bool = False
    frames: int = 0
    animating_ms: list[float] = field(default_factory=list)
    thinking_ms: list[float] = field(default_factory=list)
    idle_ms: list[float] = field(default_factory=list)
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
            ("animating", self.animating_ms),
            ("ai thinking", self.thinking_ms),
            ("idle", self.idle_ms),
        ):
            out.append(f"frame ms {label:<11} {_summary(values)}")
        out.append(f"start-up to first frame: {self.startup_s * 1000:.0f} ms")
        return out


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _summary(values: list[float]) -> str:
    if not values:
        return "n=0"
    return (
        f"n={len(values):<5} p50={statistics.median(values):6.2f}  "
        f"p95={_percentile(values, 0.95):6.2f}  max={max(values):6.2f}"
    )


def _new_table(app: Any, mode: str, seed: int) -> Any:
    """A table of ``mode`` with every seat on autoplay, from its family's tools."""
    if family_of(mode) in TABLE_TOOLS:
        from ui.tractor.headless import new_tractor_table

        return new_tractor_table(app, mode, seed, auto=True)
    return headless.new_table(app, mode=mode, auto=True, seed=seed)


def _hand_over(app: Any, table: Any) -> bool:
    """The hand is settled and its result is on screen, over the table."""
    from ui.pages.result import ResultScene

    if isinstance(app.stack.top, ResultScene):
        return True
    return bool(table.session.game.over) and app.stack.top is not table


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
        for _ in range(max_frames):
            if _hand_over(app, table):
                report.finished = True
                break
            busy, thinking = table.busy, table.session.thinking
            t0 = time.perf_counter()
            app.frame(headless.FRAME, [])
            ms = (time.perf_counter() - t0) * 1000
            app.yield_to_workers()
            (
                report.animating_ms if busy else report.thinking_ms if thinking else report.idle_ms
            ).append(ms)
            report.frames += 1
        headless.frames(app, 30)
        report.actions = len(table.session.game.action_log)
        result: Any = table.session.game.result
        report.scores = tuple(result.scores) if result is not None else ()
    finally:
        app.shutdown()
    return report
