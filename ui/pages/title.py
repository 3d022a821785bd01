"""The title screen: both games side by side, each with its own 开始游戏 and 继续 (see
:mod:`ui.pages.title_panels`), the shared entries below (practice, statistics, replays,
settings, rules, quit).  Starting and resuming a game is :mod:`ui.play.start`'s, imported
when a button asks for it, so the title's first frame does not load the tables' registry."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from ui.app import intents
from ui.app.i18n import t
from ui.app.intents import Intent
from ui.app.scene import Scene
from ui.art import draw, theme
from ui.art.picture_cache import cache_dir
from ui.art.text import blit_text, outlined_text, text
from ui.pages.chrome import backdrop
from ui.pages.title_panels import GamePanel, fan_pictures
from ui.persist.saves import DOUDIZHU, FAMILIES, SHENGJI
from ui.widgets.confirm import ConfirmScene
from ui.widgets.controls import Button, handle_all
from ui.widgets.focus import FocusRing

if TYPE_CHECKING:
    from ui.app.app import App


class TitleScene(Scene):
    """Both games stand side by side, each in its own panel with its 开始游戏 and 继续;
    the entries both games share run in a row below.

    Tab and ↑/↓ move one focus ring over every button (each game's 开始 then 继续, then
    the shared row); the first of those keys only shows the ring (on the button under
    the pointer, else the saved game's 继续 or the first 开始); ←/→ on a panel's button
    jump to the same button of the other game;
    Enter presses the ring's button; Esc asks before quitting.
    """

    calm = True
    name = "title"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.starts = {
            f: Button("title.new", partial(self.new_game, f), "primary") for f in FAMILIES
        }
        # 继续: one per game, greyed (继续牌局) while that game has no save waiting.
        self.resumes = {
            f: Button(f"title.continue.{f}", partial(self.continue_hand, f), "secondary")
            for f in FAMILIES
        }
        # The fans are kept between starts in the user's cache folder (not by headless apps).
        pictures = fan_pictures(cache_dir() if app.options.persist else None)
        self.panels = {
            f: GamePanel(f, self.starts[f], self.resumes[f], pictures) for f in FAMILIES
        }
        self.shared = [
            Button("title.practice", self.practice_game, "dark"),
            Button("title.endgame", self.open_endgame, "dark"),
            Button("title.stats", lambda: self._open("stats"), "dark"),
            Button("title.replays", lambda: self._open("replays"), "dark"),
            Button("title.settings", lambda: self._open("settings"), "dark"),
            Button("title.rules", lambda: self._open("rules"), "dark"),
            Button("title.quit", self.ask_quit, "dark"),
        ]
        ddz, tractor = DOUDIZHU, SHENGJI
        # The order the one column had: 开始 first, then each game's 继续.
        self.buttons = [self.starts[ddz], self.resumes[ddz], self.resumes[tractor],
                        self.starts[tractor], *self.shared]
        # The ring reads the panels as the eye does: a game's 开始, its 继续, the next game.
        self.focus = FocusRing([self.starts[ddz], self.resumes[ddz], self.starts[tractor],
                                self.resumes[tractor], *self.shared])
        self.age = 0.0

    def enter(self) -> None:
        self.refresh()

    def resume(self) -> None:
        """Back on top of the stack: the saved games may have changed."""
        self.refresh()

    def continue_hand(self, family: str = DOUDIZHU) -> None:
        from ui.play.start import continue_game

        continue_game(self.app, family)
        self.refresh()  # a save that could not be resumed was moved aside

    def refresh(self) -> None:
        """Each game's 继续 lit when it has a saved game waiting (the first such one takes
        the keyboard focus), greyed as 继续牌局 when not, so the panels never change shape."""
        waiting = []
        for family, button in self.resumes.items():
            saved = self.app.records.has_current_hand(family)
            button.visible, button.enabled = True, saved
            button.label = f"title.continue.{family}" if saved else "title.continue"
            self.panels[family].show_saved(self.app.records.saved_glance(family)
                                           if saved else None)
            if saved:
                waiting.append(button)
        self.focus.focus(waiting[0] if waiting else self.starts[DOUDIZHU])
        self.layout(self.size)

    def ask_quit(self) -> None:
        """Esc or 退出游戏: quitting asks first (an unfinished hand is kept either way)."""
        self.app.push(ConfirmScene(self.app, "confirm.quit", self.app.quit,
                                   detail="confirm.quit_detail", yes_label="title.quit"))

    def new_game(self, family: str | None = None) -> None:
        """开始游戏 of a game's panel: the new-game screen open on that game's tab."""
        from ui.pages.newgame import NewGameScene

        panel = NewGameScene(self.app)
        if family is not None and panel.family != family:
            panel.choose_family(family)
        self.app.push(panel)

    def practice_game(self) -> None:
        """练习模式: the new-game panel with practice switched on."""
        from ui.pages.newgame import NewGameScene

        self.app.push(NewGameScene(self.app, practice=True))

    def open_endgame(self) -> None:
        """残局闯关: the puzzle chapters and the analysis board (ui.endgame)."""
        from ui.endgame.hub import EndgameHub

        self.app.push(EndgameHub(self.app))

    def _open(self, which: str) -> None:
        from ui.pages.replay_list import ReplayListScene
        from ui.pages.rules import RulesScene
        from ui.pages.settings import SettingsScene
        from ui.pages.stats import StatsScene

        scenes = {"stats": StatsScene, "settings": SettingsScene, "rules": RulesScene,
                  "replays": ReplayListScene}
        self.app.push(scenes[which](self.app))

    def layout(self, size: tuple[int, int]) -> None:
        """Two panels side by side under the name, the shared row under them."""
        super().layout(size)
        w, h = size
        pw, gap = min(round(w * 0.36), round(h * 0.64)), round(h * 0.05)
        left, top, ph = w // 2 - pw - gap // 2, round(h * 0.272), round(h * 0.52)
        button_h = max(32, round(h * 0.058))
        for i, family in enumerate(FAMILIES):
            self.panels[family].place(pygame.Rect(left + i * (pw + gap), top, pw, ph), button_h)
        count, spacing = len(self.shared), round(h * 0.018)
        bw = (2 * pw + gap - (count - 1) * spacing) // count
        row_h, y = max(32, round(h * 0.056)), round(h * 0.822)
        for i, button in enumerate(self.shared):
            button.rect = pygame.Rect(left + i * (bw + spacing), y, bw, row_h)

    def handle(self, intent: Intent) -> None:
        if self._first_key(intent) or self._across(intent):
            return
        if handle_all(self.buttons, intent) or self.focus.handle(intent):
            return
        if intent.kind == intents.MENU:
            self.ask_quit()

    def _first_key(self, intent: Intent) -> bool:
        """The first Tab or arrow key only shows the ring, as a page's first Tab does
        (``RowFocus``): on the button under the pointer, else on the one ``refresh`` chose
        (the saved game's 继续, or Dou Dizhu's 开始), never a step past it."""
        if self.focus.shown or intent.kind not in (intents.STEP, intents.FOCUS):
            return False
        hovered = next((b for b in self.focus.buttons if b.hover and b.enabled), None)
        if hovered is not None:
            self.focus.focus(hovered)
        self.focus.reveal()
        return True

    def _across(self, intent: Intent) -> bool:
        """← / → on a game's button: the same button of the other game (its 开始 when that
        game's 继续 is greyed); elsewhere the arrows step along the ring as ↑ / ↓ do."""
        focused = self.focus.focused
        if intent.kind != intents.STEP or intent.axis != 0 or not self.focus.shown:
            return False
        for family, panel in self.panels.items():
            if focused in panel.buttons:
                other = self.panels[FAMILIES[(FAMILIES.index(family) + 1) % len(FAMILIES)]]
                target = other.buttons[panel.buttons.index(focused)]
                self.focus.focus(target if target.enabled else other.start)
                return True
        return False

    def update(self, dt: float) -> None:
        self.age += dt
        self.focus.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size
        surface.blit(backdrop(self.size), (0, 0))
        self._draw_name(surface)
        focused = self.focus.focused if self.focus.shown else None
        for panel in self.panels.values():
            panel.draw(surface, self.app.art, panel.lit(focused))
        for button in self.shared:
            button.draw(surface)
        self.focus.draw(surface)
        blit_text(surface, t("title.footer"), max(12, round(h * 0.02)), (220, 190, 180),
                  "midbottom", (w // 2, h - round(h * 0.018)))

    def _draw_name(self, surface: pygame.Surface) -> None:
        """The app's name (both games) in gold, its tagline, and a thin gold rule."""
        w, h = self.size
        name = t("app.title")
        size = round(h * 0.1)
        width = text(name, size, theme.GOLD, bold=True).get_width()
        if width > w * 0.8:
            size = int(size * w * 0.8 / width)
        image = outlined_text(name, size, theme.GOLD)
        surface.blit(image, image.get_rect(center=(w // 2, round(h * 0.115))))
        blit_text(surface, t("title.tagline"), max(14, round(h * 0.028)), theme.CREAM,
                  "center", (w // 2, round(h * 0.205)), shadow=True)
        rule = draw.rounded_panel((round(h * 0.5), round(h * 0.005) + 2), 2, (246, 200, 92, 110))
        surface.blit(rule, rule.get_rect(center=(w // 2, round(h * 0.243))))
