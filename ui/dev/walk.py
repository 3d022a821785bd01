"""``--walk``: a crawler that presses every button and key binding of every scene a player
can reach, in both games, and backs out; any exception is reported with its path.

Why: random input (``--monkey``) rarely finds a crash that needs a particular sequence
(result → 复盘 → back crashed every Dou Dizhu hand, issue 30).  The walk is systematic:

- **Stops** are where it starts crawling: the title (with and without finished hands in
  the records, and with 继续 lit), and for every playable mode its table reached through
  the title and the new-game panel, fresh, fast-forwarded into play and to the hand's end
  (the result panel, the Tractor end panel).  Fast-forwards play the player's turns with
  its seat's agent.  A mode's stops walk its game scenes and what opens over them (menu,
  settings, rules, confirmations, result, review); the page stops walk the pages.
- **Presses** are found, not scripted: every visible, enabled widget in the scene's object
  graph (a button, each segment of a chooser or tab row, each card of the mode list) is
  clicked at its centre, and every key that ``ui.app.intents`` maps to an intent for the
  scene (page keys or table keys) is pressed, as raw pygame events through ``App.frame``.
  A new button or key binding is walked without a change here.
- A press that pushes a scene opens a new visit (each scene state once: a table by mode
  and phase, a page by its enabled controls and whether the records hold hands); Esc backs
  out.  A press that leaves the scene (home, a new deal, quitting) is followed, then the
  scene is rebuilt by replaying its path on a fresh app, so the next press starts there.

Seeded and simulated frame by frame, so a run repeats; the path printed with an exception
(the presses from the title) is exactly what was sent.  The presses and the app's state as
the walk reads it are in ``ui.dev.walk_presses``, the stops in ``ui.dev.walk_steps``, the
snapshots that shorten rebuilds in ``ui.dev.walk_snapshots``.
"""

from __future__ import annotations

import os
import sys
import time
import traceback
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TextIO

from ui.app.workers import THREAD
from ui.dev import headless
from ui.dev.walk_presses import ESC, Press, mode_of, scene_key, scene_presses, session_of, settle
from ui.dev.walk_snapshots import snapshot
from ui.dev.walk_steps import (
    FAST_FORWARDS,
    WALK_LEVEL,
    Unreached,
    quick_players,
    stops,
    walk_modes,
)

if TYPE_CHECKING:
    from ui.app.app import App
    from ui.app.scene import Scene

__all__ = ["Failure", "WalkReport", "Walker", "run_walk", "walk_modes"]

MAX_DEPTH = 7
MAX_PRESSES = 80  # per visit: a scene whose controls keep changing still ends
BACK_TRIES = 4
# A key press that leaves the same scene on top is drawn once in DRAW_KEYS_EVERY (a click,
# a step, a new scene always): a draw is most of a quiet press's cost, and a state a key
# leaves behind (a picked card, a focus) is drawn with the next press that draws.
DRAW_KEYS_EVERY = 4


@dataclass
class Failure:
    path: list[str]
    error: str


@dataclass
class WalkReport:
    scenes: list[str] = field(default_factory=list)
    presses: int = 0
    rebuilds: int = 0
    failures: list[Failure] = field(default_factory=list)


# -- the walk ----------------------------------------------------------------------------------
class Walker:
    """One walk: the app it drives (a fresh one per stop and per rebuild), the trail of
    presses since that app started, the scene states visited and the report."""

    def __init__(self, seed: int, out: TextIO | None) -> None:
        self.seed = seed
        self.out = out
        self.report = WalkReport()
        self.visited: set[str] = set()
        # Per scene class, the presses that took it off the top: pressed last next time,
        # so a visit needs fewer rebuilds.
        self.leaving: dict[str, set[str]] = {}
        self.app: App | None = None
        self.mode: str | None = None  # the mode whose game scenes this stop walks
        self.trail: list[Press] = []
        # Per entry path (its presses' names), the table it reached as a snapshot step: a
        # rebuild through that table resumes it instead of replaying the path's AI turns.
        self.snaps: dict[tuple[str, ...], Press] = {}
        self.undrawn = 0  # presses since the last draw

    def log(self, text: str) -> None:
        if self.out is not None:
            print(text, file=self.out)

    # A fresh app on the title, then the path replayed: where a scene is rebuilt from.
    def start(self, path: list[Press]) -> bool:
        from ui.pages.title import TitleScene

        # One app for the whole walk, reset for each start: its drawn fonts, texts and card
        # faces are kept (a fresh app renders them again, most of a rebuild's cost).
        if self.app is None:
            self.app = headless.make_app(seed=self.seed, speed="instant")
        else:
            headless.reset_app(self.app, speed="instant")
        self.app.settings.difficulty = WALK_LEVEL
        self.app.push(TitleScene(self.app))
        self.trail = []
        self.undrawn = 0
        settle(self.app)
        return all(self.apply(press) for press in path)

    def apply(self, press: Press) -> bool:
        """Send one press and let the app settle; False (and reported) on an exception."""
        app = self.app
        assert app is not None
        self.trail.append(press)
        self.report.presses += 1
        top = app.stack.top
        try:
            if press.run is not None:
                press.run(app)
            elif press.goal:
                FAST_FORWARDS[press.goal](app)
            else:
                assert press.make is not None
                if self.undrawn and press.name.startswith("click"):
                    app.draw()  # the hit areas as drawn, before a click
                app.frame(headless.FRAME, press.make(app), draw=False)
            self.undrawn += 1
            draw = (self.undrawn >= DRAW_KEYS_EVERY or not press.name.startswith("key")
                    or app.stack.top is not top)
            settle(app, draw=draw)
            if draw:
                self.undrawn = 0
            return True
        except Unreached as missed:
            self.log(f"skipped: {' › '.join(p.name for p in self.trail)}: {missed}")
            return False
        except Exception:
            path = [p.name for p in self.trail]
            error = traceback.format_exc()
            self.report.failures.append(Failure(path, error))
            self.log("FAILED at: " + " › ".join(path) + "\n" + error)
            return False

    def walk_stop(self, path: list[Press], mode: str | None) -> None:
        """Crawl from ``path``'s scene; game scenes only of ``mode`` (a page stop: none,
        each mode's tables are walked from its own stops)."""
        started, cpu = time.perf_counter(), time.process_time()
        self.mode = mode
        if self.start(path):
            self.visit(list(self.trail), list(self.trail), 0)
        self.log(f"-- {' › '.join(p.name for p in path) or 'title'}: "
                 f"{time.perf_counter() - started:.1f} s ({time.process_time() - cpu:.1f} s CPU)")

    def visit(self, entry: list[Press], trail: list[Press], depth: int,
              parent: Scene | None = None) -> None:
        """Press everything the scene on top offers, following what each press opens.

        ``entry`` is the short way here (the presses that opened scenes), ``trail`` every
        press since the app started; ``parent`` the scene it was opened from.  A scene a
        press closed is opened again from its parent if it can be, else rebuilt (the
        short way first)."""
        app = self.app
        assert app is not None
        target = app.stack.top
        if target is None or not app.running or depth > MAX_DEPTH:
            return
        key = scene_key(app, target)
        if key in self.visited or not self._ours(target):
            return
        self.visited.add(key)
        self._check_fields(target)
        settle(app, enter=True)
        self._snapshot(entry, target, key)
        done: list[str] = []
        rebuilds = 0
        while len(done) < MAX_PRESSES:
            app = self.app
            assert app is not None
            offered = [p for p in scene_presses(app, target) if p.name not in done]
            leaving = self.leaving.setdefault(type(target).__name__, set())
            offered.sort(key=lambda p: p.name in leaving)  # stable: known leavers last
            press = offered[0] if offered else None
            if press is None:
                break
            done.append(press.name)
            ok = self.apply(press)
            top = app.stack.top
            moved = False
            if ok and top is target and app.running:
                # A press that moves a game on (a bid, the next hand) leaves this state:
                # the new one is walked, then this one rebuilt for the other presses.
                moved = session_of(target) is not None and scene_key(app, target) != key
                if not moved:
                    continue
            leaving.add(press.name)  # pressed after the others next time
            if ok and top is not None and app.running:
                self.visit([*entry, press], list(self.trail), depth + 1,
                           parent if moved else target)
            if ok and not moved and self.back_to(target):
                continue
            if ok and not moved and self._same_screen(target):  # a new deal, an undo
                target = self._top()
                continue
            rebuilt = None
            if ok and not moved and parent is not None and entry and self.back_to(parent):
                rebuilt = self._reopen(entry[-1], key)
            if rebuilt is None:
                rebuilds += 1
                rebuilt = self._rebuild(entry, key) or self._rebuild(trail, key)
                app = self.app
                assert app is not None
                parent = app.stack.scenes[-2] if len(app.stack.scenes) > 1 else None
            if rebuilt is None:  # not reached again: a later stop may walk it
                self.visited.discard(key)
                break
            target = rebuilt
        self.report.scenes.append(key)
        self.log(f"{'  ' * depth}{key}: {len(done)} presses ({rebuilds} rebuilds): "
                 f"{', '.join(done)}")

    def _snapshot(self, entry: list[Press], target: Scene, key: str) -> None:
        """Keep the table ``entry`` reached (see :func:`snapshot`) for later rebuilds."""
        names = tuple(p.name for p in entry)
        if names not in self.snaps and self.app is not None:
            taken = snapshot(self.app, target, f"⏩ {key} as saved after: {' › '.join(names)}")
            if taken is not None:
                self.snaps[names] = taken

    def _shortcut(self, path: list[Press]) -> list[Press]:
        """``path`` from its longest prefix with a snapshot: the snapshot, then the rest."""
        names = [p.name for p in path]
        for n in range(len(path), 0, -1):
            taken = self.snaps.get(tuple(names[:n]))
            if taken is not None:
                return [taken, *path[n:]]
        return path

    def _ours(self, scene: Scene) -> bool:
        """Whether this stop walks ``scene``: a page stop every page (a table it opens is
        left to that mode's stops); a mode's stop its game scenes and what opens over
        them (the menu, its settings and rules, a confirmation, the result, the review),
        but not the pages a player reaches by leaving the table (the page stops')."""
        session = session_of(scene)
        if session is not None:
            return mode_of(session) == self.mode
        if self.mode is None or isinstance(getattr(scene, "record", None), dict):
            return True
        assert self.app is not None
        return any(session_of(below) is not None for below in self.app.stack.scenes)

    def _check_fields(self, scene: Scene) -> None:
        """A field named like a method of the scene's class hides it (issue 30: a button
        stored as ``resume`` made the stack call the button): reported as a failure."""
        hidden = sorted(name for name in vars(scene)
                        if callable(getattr(type(scene), name, None)))
        for name in hidden:
            error = f"{type(scene).__name__}.{name}: a field hides the method of that name"
            self.report.failures.append(Failure([p.name for p in self.trail], error))
            self.log("FAILED at: " + " › ".join(p.name for p in self.trail) + "\n" + error)

    def back_to(self, target: Scene) -> bool:
        """Esc until ``target`` is on top again (False if it has left the stack)."""
        for _ in range(BACK_TRIES):
            app = self.app
            assert app is not None
            if app.running and app.stack.top is target:
                return True
            if not app.running or target not in app.stack.scenes or not self.apply(ESC):
                return False
        return self.app is not None and self.app.stack.top is target

    def _top(self) -> Scene:
        assert self.app is not None and self.app.stack.top is not None
        return self.app.stack.top

    def _same_screen(self, target: Scene) -> bool:
        """The press put a scene of the same kind (and mode) in ``target``'s place."""
        app = self.app
        assert app is not None
        top = app.stack.top
        if top is None or not app.running or type(top) is not type(target):
            return False
        was, now = session_of(target), session_of(top)
        return (was is None) == (now is None) and (was is None or mode_of(was) == mode_of(now))

    def _reopen(self, opener: Press, key: str) -> Scene | None:
        """Press ``opener`` again on the parent scene: the same scene state, or None."""
        app = self.app
        assert app is not None
        if not self.apply(opener) or not app.running or app.stack.top is None:
            return None
        top = app.stack.top
        if scene_key(app, top) != key:
            return None
        settle(app, enter=True)
        return top

    def _rebuild(self, entry: list[Press], key: str) -> Scene | None:
        """The scene of ``entry`` again, on a fresh app (None if the path no longer leads
        to the same scene)."""
        self.report.rebuilds += 1
        if not self.start(self._shortcut(entry)) or self.app is None or self.app.stack.top is None:
            return None
        settle(self.app, enter=True)  # a scene the press led to may come on top late
        top = self.app.stack.top
        if top is None:
            return None
        self.visited.discard(key)
        same = scene_key(self.app, top) == key
        self.visited.add(key)
        return top if same else None

    def close(self) -> None:
        if self.app is not None:
            self.app.shutdown()
            self.app = None


def run_walk(seed: int = 0, out: TextIO | None = sys.stdout, modes: list[str] | None = None,
             pages: bool = True) -> WalkReport:
    """Walk every stop (or only ``modes``' tables, with the pages if ``pages``)."""
    headless.use_dummy_drivers()
    started = time.perf_counter()
    walker = Walker(seed, out)
    # The AI on threads: a rebuild leaves no busy process to kill and start again (a second
    # each), and the walk waits on answers anyway.  The process workers have their tests.
    kind = os.environ.get("DDZ_WORKERS")
    os.environ["DDZ_WORKERS"] = THREAD
    try:
        with quick_players():
            for path, mode in stops(modes, pages):
                walker.walk_stop(path, mode)
    finally:
        walker.close()
        if kind is None:
            os.environ.pop("DDZ_WORKERS", None)
        else:
            os.environ["DDZ_WORKERS"] = kind
    report = walker.report
    walker.log(
        f"walk: {len(report.scenes)} scenes, {report.presses} presses, {report.rebuilds} "
        f"rebuilds, {len(report.failures)} exceptions, {time.perf_counter() - started:.1f} s"
    )
    return report
