"""Settings, grouped per game: the common ones (language, animation speed, volume, card
back, the clock in practice), Dou Dizhu's (auto-pass, never show, its turn clock) and
Tractor's (its turn clock, the forced follow picked).  Saved on change."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ui.app import intents
from ui.app.i18n import t
from ui.app.intents import Intent
from ui.app.scene import Scene
from ui.art import draw, theme
from ui.art.text import blit_text, wrap
from ui.pages.chrome import backdrop, draw_heading
from ui.persist.settings import CARD_BACKS, CLOCK_CHOICES, SPEEDS
from ui.widgets.controls import Button, Chooser, Slider, Toggle, Widget, handle_all
from ui.widgets.focus import RowFocus

if TYPE_CHECKING:
    from ui.app.app import App


class SettingsScene(Scene):
    calm = True
    name = "settings"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        s = app.settings
        self.language = Chooser(
            "set.language", ("zh", "en"), ("lang.zh", "lang.en"), s.language, self._set("language")
        )
        self.speed = Chooser(
            "set.speed",
            tuple(SPEEDS),
            [f"speed.{k}" for k in SPEEDS],
            s.animation_speed,
            self._set("animation_speed"),
        )
        self.volume = Slider("set.volume", s.volume, self._set("volume"))
        self.back_style = Chooser(
            "set.card_back",
            CARD_BACKS,
            [f"back.{b}" for b in CARD_BACKS],
            s.card_back,
            self._set("card_back"),
        )
        self.auto_pass = Toggle("set.auto_pass", s.auto_pass, self._choose_auto_pass)
        self.never_show = Toggle("set.never_show", s.never_show, self._set("never_show"))
        self.turn_clock = self._clock("turn_clock")  # each game has its own clock
        self.clock_practice = Toggle(
            "set.turn_clock_practice", s.turn_clock_practice, self._set("turn_clock_practice")
        )
        self.trainer = Toggle(
            "set.counting_trainer", s.counting_trainer, self._set("counting_trainer")
        )
        self.tractor_clock = self._clock("tractor_turn_clock")
        self.forced_follow = Toggle(
            "set.forced_follow", s.tractor_forced_follow, self._set("tractor_forced_follow")
        )
        self.done = Button("btn.back", self.app.pop, "primary")
        # (heading, rows, the words under the rows) per group; two columns.
        self.groups: list[tuple[str, list[Widget], str]] = [
            ("set.group.common", [self.language, self.speed, self.volume, self.back_style,
                                  self.clock_practice, self.trainer],
             "set.counting_trainer.rule"),
            ("family.doudizhu", [self.auto_pass, self.never_show, self.turn_clock],
             "set.turn_clock.rule"),
            ("family.shengji", [self.forced_follow, self.tractor_clock],
             "set.tractor_turn_clock.rule"),
        ]
        self.rows: list[Widget] = [w for _, rows, _ in self.groups for w in rows]
        self.heads: list[tuple[str, pygame.Rect]] = []
        self.notes: list[tuple[str, pygame.Rect]] = []
        self.widgets: list[Widget] = [*self.rows, self.done]
        self.focus = RowFocus(self.widgets)  # Tab, then arrows change the focused row
        self.panel = pygame.Rect(0, 0, 0, 0)

    def _set(self, name: str) -> Any:
        def setter(value: Any) -> None:
            setattr(self.app.settings, name, value)
            self.app.save_settings()
            if name == "volume":
                self.app.sound.play("button")

        return setter

    def _clock(self, name: str) -> Chooser:
        """A turn clock's row (off, 15, 30, 60 seconds) for the setting ``name``."""
        return Chooser("set.turn_clock", CLOCK_CHOICES,
                       [f"set.turn_clock.{c}" for c in CLOCK_CHOICES],
                       getattr(self.app.settings, name), self._set(name))

    def _choose_auto_pass(self, on: bool) -> None:
        """Remembered as the player's choice, so a later default never overrides it."""
        self.app.settings.choose_auto_pass(on)
        self.app.save_settings()

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        self.panel = pygame.Rect(0, 0, min(1120, round(w * 0.92)), round(h * 0.86))
        self.panel.center = (w // 2, h // 2 + round(h * 0.02))
        pad = round(self.panel.w * 0.035)
        gap = round(self.panel.w * 0.04)
        col_w = (self.panel.w - 2 * pad - gap) // 2
        top = self.panel.y + round(h * 0.11)
        row_h = max(30, round(h * 0.058))
        step = row_h + max(6, round(h * 0.014))
        head_h = round(row_h * 0.9)
        note_h = round(h * 0.05)
        self.heads, self.notes = [], []
        columns = [[self.groups[0]], self.groups[1:]]
        for c, groups in enumerate(columns):
            x = self.panel.x + pad + c * (col_w + gap)
            y = top
            for head, rows, note in groups:
                self.heads.append((head, pygame.Rect(x, y, col_w, head_h)))
                y += head_h
                for widget in rows:
                    widget.rect = pygame.Rect(x, y, col_w, row_h)
                    y += step
                if note:
                    self.notes.append((note, pygame.Rect(x, y - step + row_h + 2, col_w, note_h)))
                    y += note_h
                y += round(h * 0.012)
        bh = max(38, round(h * 0.065))
        self.done.rect = pygame.Rect(0, 0, round(bh * 3.6), bh)
        self.done.rect.midbottom = (self.panel.centerx, self.panel.bottom - round(h * 0.03))

    def handle(self, intent: Intent) -> None:
        if handle_all(self.widgets, intent) or self.focus.handle(intent):
            return
        if intent.kind in (intents.MENU, intents.CONFIRM):
            self.app.pop()

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(self.size), (0, 0))
        draw.draw_panel(surface, self.panel, 22, (18, 26, 36, 236))
        head = pygame.Rect(self.panel.x, self.panel.y + 8, self.panel.w, round(self.size[1] * 0.08))
        draw_heading(surface, t("set.title"), head)
        for widget in self.widgets:
            widget.draw(surface)
        self.focus.draw(surface)
        self._draw_back_preview(surface)
        small = max(12, round(self.size[1] * 0.02))
        for key, rect in self.heads:
            blit_text(surface, t(key), max(14, round(rect.h * 0.62)), theme.GOLD, "midleft",
                      rect.midleft, bold=True)
            pygame.draw.line(surface, (246, 200, 92, 90), (rect.x, rect.bottom - 3),
                             (rect.right, rect.bottom - 3), 1)
        for key, rect in self.notes:
            for i, line in enumerate(wrap(t(key), small, rect.w)[:2]):
                blit_text(surface, line, small, theme.MUTED, "topleft",
                          (rect.x, rect.y + i * round(small * 1.25)))
        blit_text(
            surface,
            t("set.saved_hint"),
            small,
            theme.DIM,
            "midbottom",
            (self.panel.centerx, self.done.rect.y - 6),
        )

    def _draw_back_preview(self, surface: pygame.Surface) -> None:
        rect = self.back_style.rect
        w = max(20, round(rect.h * 0.62))
        x = rect.x + round(rect.w * 0.26)
        img = self.app.art.back(self.app.settings.card_back, w)
        surface.blit(img, img.get_rect(midleft=(x, rect.centery)))
