"""The presses of ``--walk`` (``ui.dev.walk``) and the app's state as it reads it: the
presses a scene offers, found from its widgets and the key map (a new button or key
binding is walked without a change here); which scene it is, in which mode and phase;
whether the app waits on the player, and the frames until it does.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from ui.app import intents
from ui.app.intents import LEFT_BUTTON, Intent
from ui.dev import headless

if TYPE_CHECKING:
    from ui.app.app import App
    from ui.app.scene import Scene

SETTLE_FRAMES = 2400  # at most, after a press, for the AI seats to reach the player again
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
    run: Callable[[App], None] | None = None  # a step done on the app (a snapshot resumed)


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
    class, its enabled controls and whether there are hands to list or resume (not for
    the 残局 pages, which list none)."""
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
    # The 残局 pages list no hands: walked once, not again with hands in the records.
    listed = not type(scene).__module__.startswith("ui.endgame.")
    history = ", history" if listed and app.records.last_hand() is not None else ""
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


def ready(scene: Scene) -> bool:
    """The scene takes every input: the result panel past its key delay, a table with its
    animations over (a press under a show is ignored, and would walk nothing)."""
    from ui.pages.result import KEY_DELAY_SECONDS, ResultScene

    if isinstance(scene, ResultScene):
        return scene.age >= KEY_DELAY_SECONDS
    return not getattr(scene, "busy", False)


def settle(app: App, least: int = 2, draw: bool = True, enter: bool = False) -> None:
    """Frames until the app waits on the player (at least ``least``; on entering a scene
    also until it is :func:`ready`), the last one drawn if ``draw`` (a draw is most of a
    quiet press's cost; the walk draws where it counts)."""
    for n in range(SETTLE_FRAMES):
        top = app.stack.top
        if not app.running or top is None or (
                n >= least and quiet(app) and (not enter or ready(top))):
            break
        app.frame(headless.FRAME, [], draw=False)
        if app.executor.busy:  # an AI seat thinking (the review's worker is not waited on)
            app.executor.wait(0.05)
    if draw and app.running and app.stack.top is not None:
        app.draw()
