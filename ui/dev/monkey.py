"""``--monkey N``: random clicks, drags, keys, wheel turns and resizes on every scene.

Raw pygame events go through the same path as real input.  Every exception is
counted (and the first few printed); the run goes on, and the caller exits
non-zero if there were any.
"""

from __future__ import annotations

import random
import traceback
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from ui.app.intents import LEFT_BUTTON, RIGHT_BUTTON
from ui.dev import headless
from ui.dev.scene_names import DEFAULT_MODE, FAMILY_SCENES, PAGE_SCENES, table_ready

if TYPE_CHECKING:
    from ui.app.app import App

KEYS = (
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_h,
    pygame.K_ESCAPE,
    pygame.K_t,
    pygame.K_0,
    pygame.K_1,
    pygame.K_2,
    pygame.K_3,
    pygame.K_a,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_BACKSPACE,
    pygame.K_z,
    pygame.K_KP_ENTER,
    pygame.K_l,
)


# Per family, the table scenes a run builds (reaching a Tractor hand's end or a failed
# throw plays most of a hand, too slow to repeat; random input reaches them from the
# table anyway).  Every other playable mode gets a fresh table (FRESH): its deal.
MONKEY_SCENES: dict[str, tuple[str, ...]] = {"shengji": ("deal", "bury", "table", "practice")}
FRESH = "fresh"
MONKEY_LEVEL = "beginner"  # the quickest AI: the run is about input, not play


def fresh_table(app: App, mode: str, seed: int) -> None:
    """A new hand of ``mode`` at its first moment, from its family's tools."""
    from ui.dev.scene_names import TABLE_TOOLS, family_of

    if family_of(mode) in TABLE_TOOLS:
        from ui.tractor.headless import new_tractor_table

        new_tractor_table(app, mode, seed)
    else:
        headless.new_table(app, mode, seed=seed)


def stops() -> list[tuple[str, str]]:
    """The (scene, mode) pairs a run visits: every page, each family's table scenes in
    its first playable mode, and a fresh table of every other playable mode."""
    import game

    out = [(scene, DEFAULT_MODE) for scene in PAGE_SCENES]
    for family, scenes in FAMILY_SCENES.items():
        modes = [
            m for m in game.ruleset_names() if game.ruleset(m).family == family and table_ready(m)
        ]
        if modes:
            out += [(scene, modes[0]) for scene in MONKEY_SCENES.get(family, scenes)]
            out += [(FRESH, m) for m in modes[1:]]
    return out


@dataclass
class MonkeyReport:
    events: int = 0
    exceptions: int = 0
    frames: int = 0


def random_events(rng: random.Random, size: tuple[int, int]) -> list[pygame.event.Event]:
    """One random gesture as raw events: a click, a drag, a key, a wheel turn or a resize."""
    w, h = size
    pos = (rng.randrange(w), rng.randrange(h))
    roll = rng.random()
    if roll < 0.4:
        button = LEFT_BUTTON if rng.random() < 0.85 else RIGHT_BUTTON
        return [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button),
        ]
    if roll < 0.6:
        end = (rng.randrange(w), pos[1] + rng.randint(-40, 40))
        moves = [
            pygame.event.Event(
                pygame.MOUSEMOTION,
                rel=(0, 0),
                buttons=(1, 0, 0),
                pos=(pos[0] + (end[0] - pos[0]) * i // 5, pos[1] + (end[1] - pos[1]) * i // 5),
            )
            for i in range(1, 6)
        ]
        return [
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=LEFT_BUTTON),
            *moves,
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=LEFT_BUTTON),
        ]
    if roll < 0.85:
        return [pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=0, unicode="")]
    if roll < 0.93:
        return [
            pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-3, -1, 1, 3)), flipped=False)
        ]
    new = (rng.randint(900, 1700), rng.randint(500, 1000))
    return [pygame.event.Event(pygame.VIDEORESIZE, w=new[0], h=new[1], size=new)]


def run_monkey(count: int, seed: int = 0, verbose: bool = True) -> MonkeyReport:
    from ui.dev import screenshot

    rng = random.Random(seed)
    app = headless.make_app(seed=seed, speed="instant")
    app.settings.difficulty = MONKEY_LEVEL
    report = MonkeyReport()
    visits = stops()
    per_scene = max(1, count // len(visits))
    try:
        for visit in range(10 * len(visits) + count):  # bounded even if every build failed
            if report.events >= count:
                break
            name, mode = visits[visit % len(visits)]
            def build(n: str = name, m: str = mode) -> None:
                if n == FRESH:
                    fresh_table(app, m, seed)
                else:
                    screenshot.build(app, n, seed, m, 0)

            if not _guard(report, verbose, build):
                continue
            for _ in range(min(per_scene, count - report.events)):
                events = random_events(rng, app.size)
                report.events += 1
                _guard(report, verbose, lambda ev=events: app.frame(headless.FRAME, ev))
                for _ in range(rng.choice((0, 1, 3, 10))):
                    _guard(report, verbose, lambda: app.frame(headless.FRAME, []))
                    app.yield_to_workers()
                    report.frames += 1
                if not app.running or not app.stack.top:
                    app.running = True
                    _guard(report, verbose, lambda: screenshot.build(app, "title", seed))
    finally:
        app.shutdown()
    return report


def _guard(report: MonkeyReport, verbose: bool, step: Any) -> bool:
    try:
        step()
        return True
    except Exception:
        report.exceptions += 1
        if verbose and report.exceptions <= 5:
            traceback.print_exc()
        return False
