"""``--walk``: a crawler that presses every button and key binding of every scene a player
can reach, in both games, and backs out; any exception is reported with its path.

Why: random input (``--monkey``) rarely finds a crash that needs a particular sequence
(result → 复盘 → back crashed every Dou Dizhu hand, issue 30).  The walk is systematic:

- **Stops** are where it starts crawling: the title (with and without finished hands in
  the records), and for every playable mode its table reached through the title and the
  new-game panel, fresh, fast-forwarded into play and to the hand's end (the result panel,
  the Tractor end panel).  Fast-forwards play the player's turns with its seat's agent.
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
(the presses from the title) is exactly what was sent.
"""

from __future__ import annotations

import functools
import os
import sys
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TextIO

import pygame

from ui.app import intents
from ui.app.intents import LEFT_BUTTON, Intent
from ui.app.workers import THREAD
from ui.dev import headless

if TYPE_CHECKING:
    from ui.app.app import App
    from ui.app.scene import Scene

WALK_LEVEL = "beginner"  # the quickest AI: the walk is about screens, not play
ENTER_FRAMES = 50  # on a new scene: past the result's key delay and the first animations
SETTLE_FRAMES = 2400  # at most, after a press, for the AI seats to reach the player again
MAX_DEPTH = 7
MAX_PRESSES = 80  # per visit: a scene whose controls keep changing still ends
BACK_TRIES = 4
# Keys pressed last: they usually leave the scene (Enter presses the focused button, Esc
# goes back), and 托管 plays the rest of the hand.
LAST_KINDS = (intents.AUTO, intents.CONFIRM, intents.MENU)
MODS = ((0, ""), (pygame.KMOD_SHIFT, "Shift+"), (pygame.KMOD_CTRL, "Ctrl+"))


@dataclass(frozen=True)
class Press:
    """One step of a path: input events made against the app as it stands (``make``), or
    a fast-forward (``goal``)."""

    name: str
    make: Callable[[App], list[pygame.event.Event]] | None = None
    goal: str = ""


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


# -- presses ---------------------------------------------------------------------------------
def click_events(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=LEFT_BUTTON),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=LEFT_BUTTON),
    ]


def click(name: str, pos: tuple[int, int]) -> Press:
    return Press(f"click {name}", lambda _app: click_events(pos))


def key_press(name: str, key: int, mod: int = 0) -> Press:
    event = pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="")
    return Press(f"key {name}", lambda _app: [event])


ESC = key_press("Escape", pygame.K_ESCAPE)

_KEY_CACHE: dict[bool, list[Press]] = {}


def key_bindings(card_keys: bool) -> list[Press]:
    """Every key (with Shift or Ctrl where that changes its meaning) that maps to an
    intent, one per distinct intent, the scene-leaving kinds last."""
    if card_keys in _KEY_CACHE:
        return _KEY_CACHE[card_keys]
    found: dict[Intent, Press] = {}
    for attr in sorted(a for a in dir(pygame) if a.startswith("K_")):
        key = getattr(pygame, attr)
        for mod, prefix in MODS:
            event = pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="")
            intent = intents.map_event(event, card_keys)
            if intent is not None and intent not in found:
                found[intent] = key_press(prefix + attr[2:], key, mod)
    order = sorted(found, key=lambda i: LAST_KINDS.index(i.kind) + 1 if i.kind in LAST_KINDS
                   else 0)
    _KEY_CACHE[card_keys] = [found[i] for i in order]
    return _KEY_CACHE[card_keys]


def widgets_of(root: object) -> Iterator[Any]:
    """The widgets reachable from ``root`` through the app's own objects (``ui.*`` classes,
    lists, tuples, dict values), not through other scenes or the app, in attribute order."""
    from ui.app.scene import Scene
    from ui.widgets.controls import Widget

    seen: set[int] = set()

    def walk(obj: object, depth: int) -> Iterator[Any]:
        if id(obj) in seen or depth > 5:
            return
        seen.add(id(obj))
        if isinstance(obj, Widget):
            yield obj
        if isinstance(obj, list | tuple):
            items: list[object] = list(obj) if len(obj) <= 64 else []
        elif isinstance(obj, dict):
            items = list(obj.values()) if len(obj) <= 64 else []
        elif type(obj).__module__.startswith("ui.") and hasattr(obj, "__dict__"):
            if isinstance(obj, Scene) and obj is not root:
                return
            if type(obj).__name__ == "App":
                return
            items = list(vars(obj).values())
        else:
            return
        for item in items:
            yield from walk(item, depth + 1)

    yield from walk(root, 0)


def press_points(widget: Any, screen: pygame.Rect) -> list[tuple[str, tuple[int, int]]]:
    """Where a player clicks ``widget``: each segment or card of a composite widget,
    else the centre of its active area; only points on the screen."""
    name = str(getattr(widget, "label", "") or type(widget).__name__)
    points: list[tuple[str, tuple[int, int]]] = []
    if hasattr(widget, "segment_rects"):
        values = list(getattr(widget, "options", None) or getattr(widget, "values", []) or [])
        for i, rect in enumerate(widget.segment_rects()):
            tag = values[i] if i < len(values) else i
            points.append((f"{name}[{tag}]", rect.center))
    elif hasattr(widget, "card_rect") and hasattr(widget, "modes"):
        for i, mode in enumerate(widget.modes):
            rect = widget.card_rect(i)
            if widget.rect.contains(rect):
                points.append((f"{name}[{mode}]", rect.center))
    else:
        for area in ("switch_rect", "hit_rect", "box_rect"):
            if hasattr(widget, area):
                points.append((name, getattr(widget, area)().center))
                break
        else:
            points.append((name, widget.rect.center))
    return [(n, p) for n, p in points if screen.collidepoint(p)]


def scene_presses(app: App, scene: Scene) -> list[Press]:
    """Every press the scene offers now: its widgets' clicks, then its key bindings."""
    screen = pygame.Rect((0, 0), app.size)
    out: list[Press] = []
    names: dict[str, int] = {}
    for widget in widgets_of(scene):
        if not getattr(widget, "visible", True) or not getattr(widget, "enabled", True):
            continue
        if widget.rect.w <= 0 or widget.rect.h <= 0:
            continue
        for name, pos in press_points(widget, screen):
            names[name] = names.get(name, 0) + 1
            label = name if names[name] == 1 else f"{name}#{names[name]}"
            out.append(click(label, pos))
    return out + key_bindings(bool(scene.card_keys))


# -- the app's state ---------------------------------------------------------------------------
def session_of(scene: Scene) -> Any:
    """The hand a scene shows (a table's, or the table's under a result or a menu)."""
    session = getattr(scene, "session", None)
    if session is None:
        session = getattr(getattr(scene, "table", None), "session", None)
    return session


def mode_of(session: Any) -> str:
    rules = getattr(session, "rules", None) or session.game.rules
    return str(rules.name)


def scene_key(app: App, scene: Scene) -> str:
    """What makes two visits the same: a game scene's class, mode and phase; a page's
    class, its enabled controls and whether there are hands to list or resume."""
    name = type(scene).__name__
    session = session_of(scene)
    if session is not None:
        phase = "over" if session.over else str(getattr(session.view(), "phase", ""))
        return f"{name}[{mode_of(session)}, {phase}]"
    record = getattr(scene, "record", None)
    if isinstance(record, dict):  # a replay or a review: the hand's mode
        return f"{name}[{record.get('ruleset', '')}]"
    from ui.widgets.controls import Button

    shown = sorted({w.label for w in widgets_of(scene) if isinstance(w, Button)
                    and w.visible and w.enabled and w.rect.w > 0})
    history = ", history" if app.records.last_hand() is not None else ""
    return f"{name}[{' '.join(shown)}{history}]"


def quiet(app: App) -> bool:
    """Nothing will change without the player: no AI seat to act, no hint computing."""
    top = app.stack.top
    if top is None or not app.running:
        return True
    session = getattr(top, "session", None)
    human_turn = getattr(top, "human_turn", None)
    if session is None or human_turn is None:
        return True
    if session.over:
        return not getattr(top, "busy", False)
    return bool(human_turn())


def settle(app: App, least: int = 2) -> None:
    """Frames until the app waits on the player (at least ``least``), the last one drawn."""
    for n in range(SETTLE_FRAMES):
        if not app.running or app.stack.top is None or (n >= least and quiet(app)):
            break
        app.frame(headless.FRAME, [], draw=False)
        if app.executor.busy:  # an AI seat thinking (the review's worker is not waited on)
            app.executor.wait(0.05)
    if app.running and app.stack.top is not None:
        app.draw()


# -- stops -----------------------------------------------------------------------------------
def _new_game_panel(app: App) -> Any:
    from ui.pages.newgame import NewGameScene

    top = app.stack.top
    if not isinstance(top, NewGameScene):
        raise RuntimeError(f"expected the new-game panel, found {type(top).__name__}")
    return top


def choose_family(family: str) -> Press:
    def make(app: App) -> list[pygame.event.Event]:
        tabs = _new_game_panel(app).family_tabs
        return click_events(tabs.segment_rects()[tabs.options.index(family)].center)

    return Press(f"click family.{family}", make)


def choose_mode(mode: str) -> Press:
    """Click the mode's card in the new-game list, scrolling the list with the wheel first
    if the card is out of view."""

    def make(app: App) -> list[pygame.event.Event]:
        modes = _new_game_panel(app).modes
        i = modes.modes.index(mode)
        over = modes.rect.center
        events = [pygame.event.Event(pygame.MOUSEMOTION, pos=over, rel=(0, 0), buttons=(0, 0, 0))]
        scroll = modes.scroll
        for _ in range(40):
            rect = modes.card_rect(i).move(0, modes.scroll - scroll)
            if modes.rect.contains(rect):
                return [*events, *click_events(rect.center)]
            step = -1 if rect.bottom > modes.rect.bottom else 1
            scroll = min(max(0, scroll - step * (modes.card_h // 2)), modes.max_scroll)
            events.append(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=step, flipped=False))
        raise RuntimeError(f"the mode {mode!r} cannot be scrolled into view")

    return Press(f"click mode {mode}", make)


def press_button(label: str) -> Press:
    """Click the top scene's button whose label is ``label``."""

    def make(app: App) -> list[pygame.event.Event]:
        top = app.stack.top
        for widget in widgets_of(top):
            if getattr(widget, "label", None) == label:
                return click_events(widget.rect.center)
        raise RuntimeError(f"no button {label!r} on {type(top).__name__}")

    return Press(f"click {label}", make)


def table_path(mode: str) -> list[Press]:
    """Title → 开始游戏 → the mode's game and card → 开始."""
    import game

    return [press_button("title.new"), choose_family(game.ruleset(mode).family),
            choose_mode(mode), press_button("new.start")]


def _act(scene: Any) -> None:
    """The player's turn, by its seat's agent (Dou Dizhu or Tractor)."""
    if type(scene).__name__ == "TractorScene":
        from ui.tractor.headless import act_for_player

        act_for_player(scene)
    else:
        headless.act_for_player(scene)


class Unreached(Exception):
    """A fast-forward that did not reach its moment (not the app's fault: the stop is
    skipped, the walk goes on)."""


def _fast_forward(app: App, done: Callable[[Any], bool]) -> None:
    scene = app.stack.top
    if scene is None or not hasattr(scene, "human_turn"):
        raise Unreached("no table on top to fast-forward")
    if not headless.run_until(app, lambda: done(app.stack.top), 20000, lambda: _act(scene)):
        raise Unreached("the fast-forward did not reach its moment")


def _in_play(top: Any) -> bool:
    """The player to act in the play, a few plays (Dou Dizhu) or a trick (Tractor) in."""
    if not (hasattr(top, "human_turn") and top.human_turn() and top.view.phase == "play"):
        return False
    view = top.session.view()
    history = getattr(view, "history", None)
    return len(history) > 3 if history is not None else len(view.tricks) > 0


def _at_end(top: Any) -> bool:
    from ui.pages.result import ResultScene

    end = getattr(top, "end", None)
    return isinstance(top, ResultScene) or bool(end is not None and end.active)


HISTORY_MODES = ("classic", "happy", "tractor")  # a hand of each game for the pages' lists


@functools.cache
def _finished(seed: int, mode: str) -> dict[str, Any]:
    """A hand played to its end off screen (kept: a rebuild replays the same history)."""
    return headless.finished_record(seed, mode)


def _history(app: App) -> None:
    """Finished hands of both games in the records, for the statistics, replay and review
    pages."""
    import game

    for i, mode in enumerate(HISTORY_MODES):
        record = _finished(7 + i, mode)
        app.records.add_hand(game.replay(record), WALK_LEVEL, False)


FAST_FORWARDS: dict[str, Callable[[App], None]] = {
    "play": lambda app: _fast_forward(app, _in_play),
    "end": lambda app: _fast_forward(app, _at_end),
    "history": _history,
}


Stop = tuple[list[Press], str | None]


def walk_modes() -> list[str]:
    """Every mode the table can play, Dou Dizhu's and Tractor's."""
    import game
    from ui.dev.scene_names import table_ready

    return [m for m in game.ruleset_names() if table_ready(m)]


def stops(modes: list[str] | None = None, pages: bool = True) -> list[Stop]:
    """The paths the walk starts from, each with the mode whose game scenes it walks
    (see the module)."""
    out: list[Stop] = []
    if pages:
        saved = [*table_path(walk_modes()[0]), ESC, press_button("menu.save_quit")]
        out += [([], None), ([Press("⏩ finished hands in the records", goal="history")], None),
                (saved, None)]  # the title with 继续 lit
    for mode in walk_modes() if modes is None else modes:
        base = table_path(mode)
        out += [(base, mode), ([*base, Press("⏩ into play", goal="play")], mode),
                ([*base, Press("⏩ to the hand's end", goal="end")], mode)]
    return out


# -- the walk ----------------------------------------------------------------------------------
class Walker:
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

    def log(self, text: str) -> None:
        if self.out is not None:
            print(text, file=self.out)

    # A fresh app on the title, then the path replayed: where a scene is rebuilt from.
    def start(self, path: list[Press]) -> bool:
        from ui.pages.title import TitleScene

        if self.app is not None:
            self.app.shutdown()
        self.app = headless.make_app(seed=self.seed, speed="instant")
        self.app.settings.difficulty = WALK_LEVEL
        self.app.push(TitleScene(self.app))
        self.trail = []
        settle(self.app)
        return all(self.apply(press) for press in path)

    def apply(self, press: Press) -> bool:
        """Send one press and let the app settle; False (and reported) on an exception."""
        app = self.app
        assert app is not None
        self.trail.append(press)
        self.report.presses += 1
        try:
            if press.goal:
                FAST_FORWARDS[press.goal](app)
                settle(app)
            else:
                assert press.make is not None
                app.frame(headless.FRAME, press.make(app), draw=False)
                settle(app)
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
        settle(app, ENTER_FRAMES)
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
            if ok and top is target and app.running:
                continue
            leaving.add(press.name)
            if ok and top is not None and app.running:
                self.visit([*entry, press], list(self.trail), depth + 1, target)
            if ok and self.back_to(target):
                continue
            if ok and self._same_screen(target):  # a new deal, an undo: the same table
                target = self._top()
                continue
            rebuilt = None
            if ok and parent is not None and entry and self.back_to(parent):
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
        settle(app, ENTER_FRAMES)
        return top

    def _rebuild(self, entry: list[Press], key: str) -> Scene | None:
        """The scene of ``entry`` again, on a fresh app (None if the path no longer leads
        to the same scene)."""
        self.report.rebuilds += 1
        if not self.start(entry) or self.app is None or self.app.stack.top is None:
            return None
        settle(self.app, ENTER_FRAMES)  # a scene the press led to may come on top late
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
