"""The steps of ``--walk`` (``ui.dev.walk``): the presses a scene offers, found from its
widgets and the key map; the app's state as the walk reads it (which scene, in which
mode and phase; whether the app waits on the player); and the stops, the paths from
the title where the walk starts crawling, with the fast-forwards they use.
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from unittest import mock

import pygame

from ui.app import intents
from ui.app.intents import LEFT_BUTTON, Intent
from ui.dev import headless

if TYPE_CHECKING:
    from ui.app.app import App
    from ui.app.scene import Scene

WALK_LEVEL = "beginner"  # the quickest AI: the walk is about screens, not play
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


# Sampled deals per choice while the walk runs, for the hints' ranking and the after-hand
# review (the game's: Dou Dizhu 32, 12 on two decks, 8 with wilds; Tractor 96).  The same
# code runs on fewer deals: a hint or a review row the walk shows is as real, only less sure.
WALK_SAMPLES = 3


@contextlib.contextmanager
def quick_players() -> Iterator[None]:
    """While the walk runs, 托管 plays at the walk's level instead of the expert's, the
    hints of every decision the walk passes (worked out as the decision begins, pressed or
    not) are quick, and so is the review: Dou Dizhu's hints the instant ranking (``ai.hint``
    without a level: the hard policy's choice, then the other plays by the plays they
    leave), Tractor's hints and both reviews weighed on :data:`WALK_SAMPLES` deals.  They
    are walked for their screens; weighing them in full took some 40% of the walk's
    processor time (an emperor hint 1.3 s, the first decision of its review 1.7 s)."""
    from ai.doudizhu import choices
    from ai.shengji import review
    from ui.app import agents, review_jobs
    from ui.tractor import review as tractor_review

    few = functools.partial(choices.ReviewBudget, samples=WALK_SAMPLES,
                            big_samples=WALK_SAMPLES, wild_samples=WALK_SAMPLES)
    few_tractor = functools.partial(review.ReviewBudget, samples=WALK_SAMPLES)
    with contextlib.ExitStack() as stack:
        stack.enter_context(mock.patch.object(agents, "AUTO_LEVEL", WALK_LEVEL))
        # ai.hint's instant ranking (the table asks ``agents.hints`` at this level).
        stack.enter_context(mock.patch.object(agents, "HINT_LEVEL", None))
        # The defaults of ``budget or ReviewBudget()`` (Tractor's weighing) and of the
        # review pages' jobs are these modules' names.
        stack.enter_context(mock.patch.object(review, "ReviewBudget", few_tractor))
        stack.enter_context(mock.patch.object(tractor_review, "ReviewBudget", few_tractor))
        stack.enter_context(mock.patch.object(review_jobs, "ReviewBudget", few))
        yield


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
    # Drawn only at the end: the walk presses (and draws) the states it stops at, not the
    # frames on the way.
    if not headless.run_until(app, lambda: done(app.stack.top), 20000, lambda: _act(scene),
                              draw_every=0):
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


def _history(app: App) -> None:
    """Finished hands of both games in the records, for the statistics, replay and review
    pages."""
    import game

    for i, mode in enumerate(HISTORY_MODES):
        record = headless.finished_record(7 + i, mode)  # played once a run, then copied
        app.records.add_hand(game.replay(record), WALK_LEVEL, False)


FAST_FORWARDS: dict[str, Callable[[App], None]] = {
    "play": lambda app: _fast_forward(app, _in_play),
    "end": lambda app: _to_end_off_screen(app),
    "history": _history,
}


# -- snapshots -------------------------------------------------------------------------------
def snapshot(app: App, scene: Scene, name: str) -> Press | None:
    """A step that puts ``scene``'s table back as it stands (the game and its table options,
    as the table saves them for 继续) over the title of a fresh app: a rebuild resumes it
    instead of replaying every press and AI turn from the title.  None for a scene that is
    no table."""
    from ui.persist.saves import restore

    saved = saved_table(scene)
    if saved is None:
        return None
    record, meta = saved
    before = _as_on_the_path(app)
    if session_of(scene).over and getattr(session_of(scene), "match", None) is None:
        # A finished Dou Dizhu hand: one action before the end, then that action.
        return Press(name, run=lambda app: (before(app), _resume_ending(app, record, meta))[0])

    def resume(app: App) -> None:
        from ui.pages.title import _resume

        before(app)
        _resume(app, restore(record), dict(meta))

    return Press(name, run=resume)


def saved_table(scene: Scene) -> tuple[dict[str, Any], dict[str, Any]] | None:
    """The game record and the table options ``scene`` saves for 继续 (caught on their way
    to the records, which keep nothing); a finished Dou Dizhu hand (whose save is cleared)
    with the options it would have saved.  None for a scene that is no table."""
    save = getattr(scene, "save_progress", None)
    session = session_of(scene)
    if save is None or session is None or not hasattr(scene, "human_turn"):
        return None
    kept: list[tuple[dict[str, Any], dict[str, Any]]] = []

    def keep(game: Any, level: str, practice: bool, extra: dict[str, Any] | None = None) -> None:
        kept.append((game.record(), {**(extra or {}), "level": level, "practice": practice}))

    records = scene.app.records
    setattr(records, "save_current_hand", keep)  # noqa: B010  (caught, not saved)
    try:
        save()
    finally:
        delattr(records, "save_current_hand")
    if kept:
        return kept[0]
    if not session.over or not hasattr(scene, "tools") or not hasattr(session, "game"):
        return None
    table: Any = scene
    return session.game.record(), {**table.tools.options.to_meta(), "level": session.level,
                                   "practice": table.practice}


def _as_on_the_path(app: App) -> Callable[[App], None]:
    """A step that gives a fresh app the next deal's seed and the finished hands (the pages
    list them) that ``app`` has now, as on the path that led here."""
    started = app.hands_started
    booked = list(reversed(app.records.stats_store.recent_hands()))

    def put_back(app: App) -> None:
        app.hands_started = started
        for row in booked:
            app.records.stats_store.add(row)

    return put_back


def _resume_ending(app: App, record: dict[str, Any], meta: dict[str, Any]) -> Any:
    """A finished Dou Dizhu hand's table, resumed one action before the end, and the last
    action applied through the table, which ends the hand as in play (the result panel
    follows)."""
    import game
    from ui.pages.title import _resume

    actions = record["actions"]
    upto = len(actions) - 1
    probe = game.replay(record, upto=upto)
    taken: list[tuple[Any, Any]] = []
    real = probe.apply

    def grab(action: Any, cards: Any = None) -> Any:
        taken.append((action, cards))
        return real(action, cards)

    probe.apply = grab
    probe.apply_logged(actions[-1])
    table = _resume(app, game.replay(record, upto=upto), dict(meta))
    table.apply(*taken[0])
    return table


def _to_end_off_screen(app: App) -> None:
    """The table on top played to the hand's end off screen by the walk's agents (a record
    replays in a moment; the table's frames and animations took seconds a hand), then
    resumed where it ends: a Tractor table on its end panel, a Dou Dizhu table one action
    before the end, that action applied through it (the result panel follows)."""
    import ai
    from ui.app.agents import seat_agents
    from ui.pages.title import _resume
    from ui.persist.saves import restore

    scene = app.stack.top
    saved = saved_table(scene) if scene is not None else None
    if scene is None or saved is None or session_of(scene).over:
        raise Unreached("no table in play on top to fast-forward")
    record, meta = saved
    played = restore(record)
    hand: Any = getattr(played, "game", played)  # a Tractor match's hand in play, or the hand
    players = seat_agents(hand.rules, WALK_LEVEL, int(record["seed"]))
    while not hand.over:
        seat = hand.to_act
        if seat is None:
            raise Unreached("no seat to act off screen")
        hand.apply(ai.choose_action(players[seat], hand.view(seat)))
    app.pop()
    if hand is played:
        _resume_ending(app, played.record(), meta)
    else:
        _resume(app, played, dict(meta))
    if not headless.run_until(app, lambda: _at_end(app.stack.top), 20000, draw_every=0):
        raise Unreached("the hand played off screen did not reach its end panel")


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
