"""The pause menu over the table (Esc): resume, settings, rules, save and quit, or forfeit."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ui.app import intents
from ui.app.i18n import t
from ui.app.intents import Intent
from ui.app.scene import Scene
from ui.art import draw
from ui.pages.chrome import draw_heading
from ui.widgets.confirm import ConfirmScene
from ui.widgets.controls import Button, handle_all, stack_rows
from ui.widgets.focus import FocusRing

if TYPE_CHECKING:
    from ui.app.app import App
    from ui.play.driver import SeatDriver


class PauseMenu(Scene):
    opaque = False
    name = "menu"

    def __init__(self, app: App, table: SeatDriver) -> None:
        super().__init__(app)
        self.table = table
        self.buttons = [
            Button("menu.resume", self.app.pop, "primary"),
            Button("title.settings", self.settings, "dark"),
            Button("title.rules", self.rules, "dark"),
            Button("menu.save_quit", self.leave_hand, "secondary"),
            Button("menu.forfeit", self.forfeit, "danger"),
        ]
        self.buttons[-1].enabled = not table.session.over
        self.focus = FocusRing(self.buttons)
        self.panel = pygame.Rect(0, 0, 0, 0)

    def settings(self) -> None:
        from ui.pages.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def rules(self) -> None:
        from ui.pages.rules import RulesScene

        self.app.push(RulesScene(self.app, self.table.session.game.rules))  # the hand's own

    def leave_hand(self) -> None:
        """Save and quit to the title: an unfinished hand is kept so 继续 resumes it."""
        from ui.pages.title import TitleScene

        self.table.save_progress()
        self.app.stack.clear_to(TitleScene(self.app))

    def forfeit(self) -> None:
        """认输离开 asks first, naming what it costs; confirmed, the early-leave rule scores
        the hand as a loss and the result follows."""
        penalty = self.table.forfeit_penalty()
        detail = "confirm.forfeit_detail" if penalty is not None else "confirm.forfeit_loss"
        self.app.push(ConfirmScene(
            self.app, "confirm.forfeit", self._forfeit_now, detail=detail,
            yes_label="menu.forfeit", params={"points": abs(penalty or 0)},
        ))

    def _forfeit_now(self) -> None:
        if self.app.stack.top is self:
            self.app.pop()
        self.table.forfeit()

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        bh = max(38, round(h * 0.064))
        gap = round(bh * 0.35)
        # The panel hugs its title and buttons (a fixed 70% of the window left a band of
        # empty panel above and below them).
        column = len(self.buttons) * bh + (len(self.buttons) - 1) * gap
        head, foot = round(h * 0.12), round(h * 0.05)
        self.panel = pygame.Rect(0, 0, round(bh * 9.2), head + column + foot)
        self.panel.center = (w // 2, h // 2)
        area = pygame.Rect(self.panel.x, self.panel.y + head, self.panel.w, column)
        for b, row in zip(
            self.buttons, stack_rows(area, len(self.buttons), bh, gap), strict=True
        ):
            b.rect = row.inflate(-round(bh * 1.0), 0)

    def handle(self, intent: Intent) -> None:
        if handle_all(self.buttons, intent) or self.focus.handle(intent):
            return
        if intent.kind == intents.MENU:
            self.app.pop()

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(draw.dim_overlay(self.size, 140), (0, 0))
        draw.draw_panel(surface, self.panel, 22, (18, 26, 36, 244))
        head = pygame.Rect(
            self.panel.x, self.panel.y + 10, self.panel.w, round(self.size[1] * 0.08)
        )
        draw_heading(surface, t("menu.title"), head)
        for b in self.buttons:
            b.draw(surface)
        self.focus.draw(surface)
