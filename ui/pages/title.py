"""The title screen: new game, continue, statistics, settings, rules, quit."""

from __future__ import annotations

from typing import Any

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
from ui.widgets.confirm import ConfirmScene
from ui.widgets.controls import Button, handle_all, stack_rows
from ui.widgets.focus import FocusRing

DECOR = parse_cards("R B 2S AH KC QD JS")


def start_game(
    app: Any,
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
    app.records.clear_current_hand()
    if replace_all:
        return app.stack.clear_to(table)
    return app.push(table)


def continue_game(app: Any) -> Any | None:
    """Resume the saved hand in progress, if there is one that still replays."""
    from ui.table.practice import PracticeOptions
    from ui.table.scene import TableScene

    saved = app.records.current_hand()
    if saved is None:
        return None
    game, meta = saved
    if game.rules.family == "shengji":  # a Tractor match, resumed on its own table
        from ui.tractor.headless import resume_tractor

        return resume_tractor(app, game, meta)
    level = str(meta.get("level", app.settings.difficulty))
    scores = meta.get("match_scores")
    seats = game.rules.seats
    if isinstance(scores, list) and len(scores) == seats and all(type(v) is int for v in scores):
        app.match_scores = list(scores)  # the running totals of the match it belongs to
    session = Session(game.rules.name, level, game.seed, app.executor, game)
    session.restore_auto(meta.get(AUTO_KEY))  # 托管's moves before the restart stay its own
    options = PracticeOptions.from_meta(meta)
    practice = bool(meta.get("practice", False))
    return app.push(TableScene(app, session, practice=practice, options=options, resume=True))


class TitleScene(Scene):
    calm = True
    name = "title"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self._fan: dict[tuple[Any, int, float], pygame.Surface] = {}
        self.buttons = [
            Button("title.new", self.new_game, "primary"),
            Button("title.continue", self.continue_hand, "secondary"),
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

    def continue_hand(self) -> None:
        continue_game(self.app)

    def refresh(self) -> None:
        """继续 is on while a saved hand waits, and then it has the keyboard focus."""
        self.buttons[1].enabled = self.app.records.has_current_hand()
        self.focus.index = 1 if self.buttons[1].enabled else 0

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
        bh = max(36, round(h * 0.058))
        bw = round(bh * 5.6)
        area = pygame.Rect(0, round(h * 0.37), w, round(h * 0.57))
        for b, row in zip(
            self.buttons, stack_rows(area, len(self.buttons), bh, round(bh * 0.25)), strict=True
        ):
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
