"""A confirmation dialog over any scene: a question, what it costs, and two buttons.

Quitting the game and forfeiting a hand (which books a loss) ask first.  The
focus starts on the safe answer, so Enter or Esc straight after the question
changes nothing; Tab, ← → move the focus, Enter presses it, a click answers too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from ui.app import intents
from ui.app.i18n import t
from ui.app.intents import Intent
from ui.app.scene import Scene
from ui.art import draw, theme
from ui.art.text import blit_text, wrap
from ui.widgets.controls import Button, handle_all
from ui.widgets.focus import FocusRing

if TYPE_CHECKING:
    from ui.app.app import App


class ConfirmScene(Scene):
    """``question`` and ``detail`` are translation keys (``params`` fill them in); ``yes``
    runs after the dialog has closed, when the player confirms."""

    opaque = False
    name = "confirm"

    def __init__(
        self,
        app: App,
        question: str,
        yes: Callable[[], Any],
        *,
        detail: str = "",
        yes_label: str = "confirm.yes",
        no_label: str = "confirm.no",
        params: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(app)
        self.question = question
        self.detail = detail
        self.params = params or {}
        self.on_yes = yes
        self.no_button = Button(no_label, self.answer_no, "secondary")
        self.yes_button = Button(yes_label, self.answer_yes, "danger")
        self.buttons = [self.no_button, self.yes_button]
        self.focus = FocusRing(self.buttons, start=0, shown=True)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.answered: bool | None = None

    def answer_no(self) -> None:
        self.answered = False
        self._close()

    def answer_yes(self) -> None:
        self.answered = True
        self._close()
        self.on_yes()

    def _close(self) -> None:
        if self.app.stack.top is self:
            self.app.pop()

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        self.panel = pygame.Rect(0, 0, min(640, round(w * 0.52)), round(h * 0.36))
        self.panel.center = (w // 2, h // 2)
        bh = max(38, round(h * 0.064))
        bw = round(bh * 4.2)
        y = self.panel.bottom - bh - round(h * 0.04)
        gap = round(bh * 0.5)
        self.no_button.rect = pygame.Rect(self.panel.centerx - gap // 2 - bw, y, bw, bh)
        self.yes_button.rect = pygame.Rect(self.panel.centerx + gap // 2, y, bw, bh)

    def handle(self, intent: Intent) -> None:
        if handle_all(self.buttons, intent) or self.focus.handle(intent):
            return
        if intent.kind == intents.MENU:
            self.answer_no()

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        h = self.size[1]
        surface.blit(draw.dim_overlay(self.size, 150), (0, 0))
        draw.draw_panel(surface, self.panel, 20, (18, 26, 36, 246), (246, 200, 92, 200))
        size = max(18, round(h * 0.034))
        blit_text(
            surface, t(self.question, **self.params), size, theme.GOLD, "center",
            (self.panel.centerx, self.panel.y + round(h * 0.07)), bold=True,
        )
        if self.detail:
            small = max(14, round(h * 0.025))
            lines = wrap(t(self.detail, **self.params), small, self.panel.w - 60)
            y = self.panel.y + round(h * 0.12)
            for line in lines[:3]:
                blit_text(surface, line, small, theme.CREAM, "midtop", (self.panel.centerx, y))
                y += round(small * 1.5)
        for b in self.buttons:
            b.draw(surface)
        self.focus.draw(surface)
