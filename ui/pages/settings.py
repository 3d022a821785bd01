"""Settings: language, animation speed, volume, card back, auto-pass.  Saved on change."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ui.app import intents
from ui.app.i18n import t
from ui.app.intents import Intent
from ui.app.scene import Scene
from ui.art import draw, theme
from ui.art.text import blit_text
from ui.pages.chrome import backdrop, draw_heading
from ui.persist.settings import CARD_BACKS, CLOCK_CHOICES, SPEEDS
from ui.widgets.controls import Button, Chooser, Slider, Toggle, Widget, handle_all, stack_rows
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
        self.turn_clock = Chooser(
            "set.turn_clock",
            CLOCK_CHOICES,
            [f"set.turn_clock.{c}" for c in CLOCK_CHOICES],
            s.turn_clock,
            self._set("turn_clock"),
        )
        self.clock_practice = Toggle(
            "set.turn_clock_practice", s.turn_clock_practice, self._set("turn_clock_practice")
        )
        self.done = Button("btn.back", self.app.pop, "primary")
        self.rows: list[Widget] = [
            self.language,
            self.speed,
            self.volume,
            self.back_style,
            self.auto_pass,
            self.never_show,
            self.turn_clock,
            self.clock_practice,
        ]
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

    def _choose_auto_pass(self, on: bool) -> None:
        """Remembered as the player's choice, so a later default never overrides it."""
        self.app.settings.choose_auto_pass(on)
        self.app.save_settings()

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        self.panel = pygame.Rect(0, 0, min(900, round(w * 0.74)), round(h * 0.8))
        self.panel.center = (w // 2, h // 2 + round(h * 0.02))
        inner = self.panel.inflate(-round(self.panel.w * 0.12), 0)
        area = pygame.Rect(inner.x, self.panel.y + round(h * 0.1), inner.w, round(h * 0.5))
        n = len(self.rows)
        row_h = min(max(34, round(h * 0.066)), round(area.h / (n + (n - 1) * 0.4)))
        gap = min(round(h * 0.03), (area.h - n * row_h) // max(1, n - 1))
        for widget, row in zip(self.rows, stack_rows(area, n, row_h, gap), strict=True):
            widget.rect = row
        bh = max(38, round(h * 0.065))
        self.done.rect = pygame.Rect(0, 0, round(bh * 3.6), bh)
        self.done.rect.midbottom = (self.panel.centerx, self.panel.bottom - round(h * 0.035))

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
        blit_text(
            surface,
            t("set.turn_clock.rule"),
            max(12, round(self.size[1] * 0.02)),
            theme.MUTED,
            "midtop",
            (self.panel.centerx, self.clock_practice.rect.bottom + round(self.size[1] * 0.014)),
        )
        blit_text(
            surface,
            t("set.saved_hint"),
            max(12, round(self.size[1] * 0.02)),
            theme.DIM,
            "midbottom",
            (self.panel.centerx, self.done.rect.y - 8),
        )

    def _draw_back_preview(self, surface: pygame.Surface) -> None:
        rect = self.back_style.rect
        w = max(20, round(rect.h * 0.62))
        x = rect.x + round(rect.w * 0.26)
        img = self.app.art.back(self.app.settings.card_back, w)
        surface.blit(img, img.get_rect(midleft=(x, rect.centery)))
