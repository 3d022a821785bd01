"""New game options, as a panel over the title: mode, difficulty, practice, a deal number."""

from __future__ import annotations

from typing import Any

import pygame

from ui.app import intents
from ui.app.i18n import t
from ui.app.intents import Intent
from ui.app.scene import Scene
from ui.art import draw
from ui.pages.chrome import draw_heading
from ui.persist.settings import LEVELS, MODES
from ui.widgets.controls import Button, Chooser, NumberField, Toggle, Widget, handle_all, stack_rows


class NewGameScene(Scene):
    calm = True
    opaque = False
    name = "newgame"

    def __init__(self, app: Any, practice: bool | None = None) -> None:
        super().__init__(app)
        s = app.settings
        if practice is not None:
            s.practice = practice
        self.mode = Chooser(
            "new.mode", MODES, [f"mode.{m}" for m in MODES], s.mode, self._set("mode")
        )
        self.level = Chooser(
            "new.level",
            LEVELS,
            [f"level.{lv}" for lv in LEVELS],
            s.difficulty,
            self._set("difficulty"),
        )
        self.practice = Toggle("new.practice", s.practice, self._set("practice"))
        self.seed = NumberField("new.seed", "new.seed_random")
        self.start = Button("new.start", self.begin, "primary")
        self.back = Button("btn.back", self.app.pop, "secondary")
        self.widgets: list[Widget] = [
            self.mode,
            self.level,
            self.practice,
            self.seed,
            self.start,
            self.back,
        ]
        self.panel = pygame.Rect(0, 0, 0, 0)

    def _set(self, name: str) -> Any:
        def setter(value: Any) -> None:
            setattr(self.app.settings, name, value)
            self.app.save_settings()

        return setter

    def begin(self) -> None:
        from ui.pages.title import start_game

        start_game(self.app, replace_all=True, seed=self.seed.number)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        self.panel = pygame.Rect(0, 0, min(820, round(w * 0.7)), round(h * 0.74))
        self.panel.center = (w // 2, h // 2)
        inner = self.panel.inflate(-round(self.panel.w * 0.12), 0)
        rows = stack_rows(
            pygame.Rect(inner.x, self.panel.y + round(h * 0.1), inner.w, round(h * 0.42)),
            4,
            max(36, round(h * 0.07)),
            round(h * 0.03),
        )
        for widget, row in zip(
            (self.mode, self.level, self.practice, self.seed), rows, strict=True
        ):
            widget.rect = row
        bh = max(38, round(h * 0.065))
        bw = round(bh * 3.6)
        y = self.panel.bottom - bh - round(h * 0.04)
        self.back.rect = pygame.Rect(self.panel.centerx - bw - 12, y, bw, bh)
        self.start.rect = pygame.Rect(self.panel.centerx + 12, y, bw, bh)

    def handle(self, intent: Intent) -> None:
        if handle_all(self.widgets, intent):
            return
        if intent.kind == intents.MENU:
            self.app.pop()
        elif intent.kind == intents.CONFIRM:
            self.begin()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(draw.dim_overlay(self.size, 150), (0, 0))
        draw.draw_panel(surface, self.panel, 22, (18, 26, 36, 244))
        head = pygame.Rect(
            self.panel.x, self.panel.y + 10, self.panel.w, round(self.size[1] * 0.08)
        )
        draw_heading(surface, t("new.title"), head)
        for widget in self.widgets:
            widget.draw(surface)
