"""``--screenshot``: render one scene in a representative state to a PNG.

Pages show any mode (the one chosen for the next game); a table scene is built for
the mode asked, by its family's tools: Dou Dizhu's here, Tractor's in
``ui.tractor.headless`` (``tractor_screenshot_state``).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

import ai
from game.doudizhu.view import PHASE_BIDDING, PHASE_PLAY
from ui.dev import follow_scenes, headless
from ui.dev.scene_names import DEFAULT_MODE, PAGE_SCENES, SCENE_NAMES, family_of, scene_error
from ui.endgame import shots as endgame_shots
from ui.play.trainer_shots import trainer_shot

if TYPE_CHECKING:
    from ui.app.app import App

SCENES = SCENE_NAMES
Builder = Callable[["App", int, str], None]


def _title(app: App, seed: int, mode: str = DEFAULT_MODE) -> None:
    from ui.pages.title import TitleScene

    app.stack.clear_to(TitleScene(app))


def _over_title(factory: Callable[[Any], Any]) -> Builder:
    def build(app: App, seed: int, mode: str = DEFAULT_MODE) -> None:
        app.settings.mode = mode  # what the new-game panel and the rules page show
        _title(app, seed)
        app.push(factory(app))

    return build


def _newgame(app: App) -> Any:
    from ui.pages.newgame import NewGameScene

    return NewGameScene(app)


def _settings(app: App) -> Any:
    from ui.pages.settings import SettingsScene

    return SettingsScene(app)


def _rules(app: App) -> Any:
    from ui.pages.rules import RulesScene

    return RulesScene(app)


def _stats(app: App) -> Any:
    from ui.pages.stats import StatsScene

    seed_stats(app)
    return StatsScene(app)


# The modes of the seeded statistics: mostly classic, every Dou Dizhu table, and
# Tractor; the replay list's: both games.
STATS_MODES = ("classic", "classic", "happy", "five", "classic", "four", "tractor", "two",
               "classic", "emperor", "tractor_one_deck", "friends_five")
LIST_MODES = ("classic", "tractor", "classic", "happy", "friends_five", "classic")


def seed_stats(app: App, hands: int = 40, modes: tuple[str, ...] = STATS_MODES) -> None:
    """Fill the app's (in-memory) statistics with finished hands, for the chart and lists."""
    from game import replay

    levels = ("normal", "hard", "expert", "normal", "beginner")
    for i in range(hands):
        game = replay(headless.finished_record(7 + i, modes[i % len(modes)]))
        app.records.add_hand(game, levels[i % len(levels)], i % 9 == 8)


def _replay(app: App, seed: int, mode: str = DEFAULT_MODE) -> None:
    from ui.pages.replay import ReplayScene

    _title(app, seed)
    family = family_of(mode)
    scene = ReplayScene(app, headless.finished_record(seed, mode), family)
    # Dou Dizhu: early in the play; Tractor: tricks into the play, past its long deal.
    scene.seek(min(len(scene.actions), 14) if family == "doudizhu"
               else round(len(scene.actions) * 0.85))
    app.push(scene)


def _replaylist(app: App) -> Any:
    from ui.pages.replay_list import ReplayListScene

    seed_stats(app, 18, LIST_MODES)
    return ReplayListScene(app)


def _counter(app: App, seed: int, mode: str = DEFAULT_MODE) -> None:
    """A practice table deep in the hand, with the card counter showing what is out."""
    for s in range(seed, seed + 12):
        table = _table(app, s, mode, practice=True, plays=5)
        if min(table.view.cards_left) >= 6:
            break
    table.tools.options.counter = True


def _review(app: App, seed: int, mode: str = DEFAULT_MODE) -> None:
    """The review of a finished hand, once the analysis is done, on its biggest mistake."""
    from ui.pages.review import ReviewScene

    _title(app, seed)
    scene = ReviewScene(app, headless.finished_record(seed, mode))
    app.push(scene)
    headless.run_until(app, lambda: scene.finished, 60000, draw_every=0)
    if scene.items:
        worst = max(range(len(scene.items)), key=lambda i: scene.items[i].loss)
        scene.select(worst)


def _bidding(app: App, seed: int, mode: str = DEFAULT_MODE) -> None:
    for s in range(seed, seed + 40):
        table = headless.new_table(app, mode, seed=s)

        def asked(t: Any = table) -> bool:
            return bool(t.human_turn() and t.view.phase == PHASE_BIDDING)

        # A deal whose bidding ends before the player is asked is left at once for the
        # next seed (in 四人 a bid of 3 can end it), not run to the frame limit.
        def bidding_done(t: Any = table) -> bool:
            return asked(t) or t.view.phase == PHASE_PLAY

        headless.run_until(app, bidding_done, 3000, draw_every=0)
        if asked():
            return


def _table(
    app: App, seed: int, mode: str = DEFAULT_MODE, practice: bool = False, plays: int = 3
) -> Any:
    """A table mid-hand: the player to beat a play, with a play (not a pass) to hint."""
    table = headless.new_table(app, mode, practice=practice, seed=seed)

    def ready() -> bool:
        view = table.view
        if not (
            table.human_turn()
            and view.phase == PHASE_PLAY
            and sum(1 for _, p in view.history if p is not None) >= plays
            and view.previous is not None
            and bool(view.legal)
        ):
            return False
        return any(h.play is not None for h in ai.hint(view, 3))

    def each() -> None:
        if table.human_turn() and not ready():
            headless.act_for_player(table)

    # Drawn once, at the state reached (the screenshot's), not every fourth frame on the way.
    headless.run_until(app, ready, 20000, each, draw_every=0)
    return table


def _hint(app: App, seed: int, mode: str = DEFAULT_MODE) -> None:
    table = _table(app, seed, mode, practice=True)
    for _ in range(4):
        table.press_hint()
        headless.run_until(app, lambda: not table.turn_hints.waiting, 2000)
        if table.hand.selected:
            break


def _play_table(app: App, seed: int, mode: str = DEFAULT_MODE) -> None:
    table = _table(app, seed, mode)
    playable = [h.play for h in ai.hint(table.view, 3) if h.play is not None]
    if playable:
        table.hand.select_play(playable[0])


def _result(app: App, seed: int, mode: str = DEFAULT_MODE) -> None:
    table = headless.new_table(app, mode, seed=seed)
    headless.play_to_result(app, table)


def _menu(app: App, seed: int, mode: str = DEFAULT_MODE) -> None:
    table = _table(app, seed, mode)
    table.open_menu()


BUILDERS: dict[str, Builder] = {
    "title": _title,
    "newgame": _over_title(_newgame),
    "settings": _over_title(_settings),
    "rules": _over_title(_rules),
    "stats": _over_title(_stats),
    "replay": _replay,
    "bidding": _bidding,
    "table": _play_table,
    "hint": _hint,
    "result": _result,
    "menu": _menu,
    "counter": _counter,
    "review": _review,
    "replaylist": _over_title(_replaylist),
    "trick": follow_scenes.trick,
    "lasttrick": follow_scenes.last_trick,
    "trainer": trainer_shot,  # 记牌训练's question over a practice table, either game
}
BUILDERS.update(endgame_shots.BUILDERS)  # endgame, puzzle, analysis: the 残局 screens


def _tractor(app: App, name: str, seed: int, mode: str) -> None:
    from ui.tractor.headless import tractor_screenshot_state
    from ui.tractor.shots import SHOT_NAMES, shot_state

    if name == "replay":  # the replay viewer is a page, shown with a Tractor hand
        _replay(app, seed, mode)
    elif name in SHOT_NAMES:  # the friend picker and the review build their own hand
        shot_state(app, name, mode, seed)
    else:
        tractor_screenshot_state(app, name, mode, seed)


FAMILY_BUILDERS: dict[str, Callable[[Any, str, int, str], None]] = {"shengji": _tractor}
"""Table scenes of a family whose tools live beside its table (pages are built here)."""


def build(
    app: App, name: str, seed: int, mode: str = DEFAULT_MODE, settle_frames: int = 90
) -> None:
    """Put the app in scene ``name`` for ``mode`` (``ValueError`` if the mode has no such
    scene), then let animations settle."""
    problem = scene_error(mode, name)
    if problem:
        raise ValueError(problem)
    family = family_of(mode)
    if name not in PAGE_SCENES and family in FAMILY_BUILDERS:
        FAMILY_BUILDERS[family](app, name, seed, mode)
    else:
        BUILDERS[name](app, seed, mode)
    headless.frames(app, settle_frames)


def screenshot(
    path: str,
    scene: str,
    seed: int,
    language: str,
    size: tuple[int, int],
    mode: str | None = None,
) -> int:
    app = headless.make_app(size, seed, language, speed="normal")
    try:
        build(app, scene, seed, mode or DEFAULT_MODE)
        try:
            pygame.image.save(app.screen, path)
        except (pygame.error, OSError) as exc:
            print(f"cannot write the screenshot to {path}: {exc}", file=sys.stderr)
            return 1
        print(f"saved {scene} ({size[0]}x{size[1]}, {language}) to {path}")
        return 0
    finally:
        app.shutdown()
