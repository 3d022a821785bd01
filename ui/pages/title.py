"""The title screen: new game, continue (one button per game with a save waiting),
statistics, settings, rules, quit; and the start and resume flows the pages share."""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.cards import parse_cards
from ui.app import intents
from ui.app.i18n import t
from ui.app.intents import Intent
from ui.app.scene import Scene
from ui.app.session import AUTO_KEY, Session
from ui.art import draw, theme
from ui.art.text import blit_text
from ui.pages.chrome import backdrop, draw_title, fan_positions
from ui.persist.saves import DOUDIZHU, FAMILIES
from ui.widgets.confirm import ConfirmScene
from ui.widgets.controls import Button, handle_all, stack_rows
from ui.widgets.focus import FocusRing

if TYPE_CHECKING:
    from ui.app.app import App

DECOR = parse_cards("R B 2S AH KC QD JS")


def start_game(
    app: App,
    replace_all: bool = False,
    seed: int | None = None,
    game: Any = None,
    previous: Any = None,
) -> Any:
    """A new hand with the current settings (mode and its options, difficulty, practice).

    ``seed`` replays a known deal; ``game`` (a fresh game from a record) also
    keeps that record's ruleset and options.  ``previous`` is the hand before in
    the same match: the next one keeps its rules and takes the first bidder it
    passes on (``Game.next_first_bidder``, RULES.md §1).
    """
    from game import new_game
    from ui.table.scene import TableScene
    from ui.table.support import table_plays

    s = app.settings
    if previous is None:
        app.match_scores = []  # a new game starts a new match: no totals carried over
    if seed is None:
        seed = app.next_seed()
    chosen = game.rules if game is not None else previous.rules if previous else s.rules()
    if chosen.family == "shengji":  # Tractor: a match on its own table
        from ui.tractor.headless import start_tractor

        return start_tractor(app, chosen, seed, practice=s.practice, replace=replace_all)
    if game is None:
        rules = previous.rules if previous is not None else s.rules()
        first = previous.next_first_bidder if previous is not None else None
        game = new_game(rules, seed, first_bidder=first)
    if not table_plays(game.rules):
        raise ValueError(f"the table cannot show {game.rules.name!r} yet")
    session = Session(game.rules.name, s.difficulty, seed, app.executor, game)
    table = TableScene(app, session, practice=s.practice)
    app.records.clear_current_hand(game.rules.family)
    if replace_all:
        return app.stack.clear_to(table)
    return app.push(table)


def ask_before_replacing(app: App, family: str, start: Callable[[], Any]) -> None:
    """Run ``start`` (a new game of ``family``) at once, or, when that family has a saved
    game it would overwrite, only once the player agrees to abandon it (放弃当前牌局？).
    The other family's save is never at stake: each family has its own slot."""
    if not app.records.has_current_hand(family):
        start()
        return
    app.push(ConfirmScene(
        app, "confirm.abandon", start, detail="confirm.abandon_detail",
        yes_label="confirm.abandon_yes", params={"game": t(f"family.{family}")},
    ))


def continue_game(app: App, family: str | None = None) -> Any | None:
    """Resume ``family``'s saved game (default: the first family with one), if there is
    one that still replays.  Should the table still fail to take it, the save is moved
    aside with a notice and the title stays: a save never stops the game."""
    families = FAMILIES if family is None else (family,)
    chosen = next((f for f in families if app.records.has_current_hand(f)), None)
    saved = app.records.current_hand(chosen) if chosen is not None else None
    if chosen is None or saved is None:
        return None
    depth = len(app.stack)
    try:
        return _resume(app, *saved)
    except Exception as error:
        traceback.print_exc(file=sys.stderr)
        while len(app.stack) > depth:
            app.stack.pop()
        app.records.set_aside(chosen, f"it could not be resumed ({error!r})")
        return None


def _resume(app: App, game: Any, meta: dict[str, Any]) -> Any:
    """The table for a saved game (checked by :mod:`ui.persist.saves` when read)."""
    from ui.table.practice import PracticeOptions
    from ui.table.scene import TableScene

    if game.rules.family == "shengji":  # a Tractor match, resumed on its own table
        from ui.tractor.headless import resume_tractor

        return resume_tractor(app, game, meta)
    level = str(meta.get("level", app.settings.difficulty))
    scores = meta.get("match_scores")
    if isinstance(scores, list):
        app.match_scores = list(scores)  # the running totals of the match it belongs to
    session = Session(game.rules.name, level, game.seed, app.executor, game)
    session.restore_auto(meta.get(AUTO_KEY))  # 托管's moves before the restart stay its own
    options = PracticeOptions.from_meta(meta)
    practice = bool(meta.get("practice", False))
    return app.push(TableScene(app, session, practice=practice, options=options, resume=True))


class TitleScene(Scene):
    calm = True
    name = "title"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self._fan: dict[tuple[Any, int, float], pygame.Surface] = {}
        # 继续: one button per game with a save waiting (a greyed 继续牌局 when none).
        self.resumes = {
            f: Button(f"title.continue.{f}", partial(self.continue_hand, f), "secondary")
            for f in FAMILIES
        }
        self.buttons = [
            Button("title.new", self.new_game, "primary"),
            *self.resumes.values(),
            Button("title.practice", self.practice_game, "dark"),
            Button("title.stats", lambda: self._open("stats"), "dark"),
            Button("title.settings", lambda: self._open("settings"), "dark"),
            Button("title.rules", lambda: self._open("rules"), "dark"),
            Button("title.quit", self.ask_quit, "dark"),
        ]
        self.focus = FocusRing(self.buttons)
        self.age = 0.0

    def enter(self) -> None:
        self.refresh()

    def resume(self) -> None:
        """Back on top of the stack: the saved hand may have changed."""
        self.refresh()

    def continue_hand(self, family: str = DOUDIZHU) -> None:
        continue_game(self.app, family)
        self.refresh()  # a save that could not be resumed was moved aside

    def refresh(self) -> None:
        """A 继续 button for each game with a saved game waiting, the first of them with
        the keyboard focus; with none, one greyed 继续牌局 keeps its place."""
        for family, button in self.resumes.items():
            button.enabled = button.visible = self.app.records.has_current_hand(family)
            button.label = f"title.continue.{family}"
        waiting = [b for b in self.resumes.values() if b.enabled]
        if not waiting:
            first = self.resumes[DOUDIZHU]
            first.visible, first.label = True, "title.continue"
        self.focus.index = self.buttons.index(waiting[0]) if waiting else 0
        self.layout(self.size)

    def ask_quit(self) -> None:
        """Esc or 退出游戏: quitting asks first (an unfinished hand is kept either way)."""
        self.app.push(ConfirmScene(self.app, "confirm.quit", self.app.quit,
                                   detail="confirm.quit_detail", yes_label="title.quit"))

    def new_game(self) -> None:
        from ui.pages.newgame import NewGameScene

        self.app.push(NewGameScene(self.app))

    def practice_game(self) -> None:
        """练习模式: the new-game panel with practice switched on."""
        from ui.pages.newgame import NewGameScene

        self.app.push(NewGameScene(self.app, practice=True))

    def _open(self, which: str) -> None:
        from ui.pages.rules import RulesScene
        from ui.pages.settings import SettingsScene
        from ui.pages.stats import StatsScene

        scenes = {"stats": StatsScene, "settings": SettingsScene, "rules": RulesScene}
        self.app.push(scenes[which](self.app))

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        area = pygame.Rect(0, round(h * 0.37), w, round(h * 0.57))
        shown = [b for b in self.buttons if b.visible]
        # With both games' 继续 the column is a row longer: its rows shrink to fit.
        fit = area.h / (len(shown) + 0.25 * (len(shown) - 1))
        bh = min(max(36, round(h * 0.058)), int(fit))
        bw = round(max(36, round(h * 0.058)) * 5.6)
        gap = round(bh * 0.25)
        for b, row in zip(shown, stack_rows(area, len(shown), bh, gap), strict=True):
            b.rect = pygame.Rect(w // 2 - bw // 2, row.y, bw, bh)

    def handle(self, intent: Intent) -> None:
        if handle_all(self.buttons, intent) or self.focus.handle(intent):
            return
        if intent.kind == intents.MENU:
            self.ask_quit()

    def update(self, dt: float) -> None:
        self.age += dt
        self.focus.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size
        surface.blit(backdrop(self.size), (0, 0))
        art = self.app.art
        cw = round(h * 0.11)
        for card, (x, y, angle) in zip(
            DECOR, fan_positions((w // 2, round(h * 0.5)), len(DECOR), h * 0.36, 64), strict=True
        ):
            key = (card, cw, round(angle, 2))
            img = self._fan.get(key)
            if img is None:  # rotating every frame cost half the title's frame time
                img = pygame.transform.rotozoom(art.face(card, cw), angle, 1.0)
                img.set_alpha(90)
                if len(self._fan) > 4 * len(DECOR):
                    self._fan.clear()
                self._fan[key] = img
            surface.blit(img, img.get_rect(center=(round(x), round(y))))
        draw_title(surface, t("app.title"), (w // 2, round(h * 0.2)), round(h * 0.13))
        blit_text(
            surface,
            t("title.tagline"),
            max(14, round(h * 0.03)),
            theme.CREAM,
            "center",
            (w // 2, round(h * 0.31)),
            shadow=True,
        )
        glow = draw.rounded_panel((round(h * 0.64), round(h * 0.006) + 2), 2, (246, 200, 92, 120))
        surface.blit(glow, glow.get_rect(center=(w // 2, round(h * 0.35))))
        for b in self.buttons:
            b.draw(surface)
        self.focus.draw(surface)
        blit_text(
            surface,
            t("title.footer"),
            max(12, round(h * 0.02)),
            (220, 190, 180),
            "midbottom",
            (w // 2, h - 10),
        )
