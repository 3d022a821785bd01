"""Statistics: hands, wins, as landlord and as farmer, score and rank title (级别)."""

from __future__ import annotations

from typing import Any

import pygame

from game.scoring import rank_title
from ui import draw, intents, theme
from ui.i18n import t
from ui.intents import Intent
from ui.scene import Scene
from ui.scenes.common import backdrop, draw_heading
from ui.text import blit_text
from ui.widgets import Button, handle_all


def _rate(wins: int, hands: int) -> str:
    return f"{100 * wins / hands:.0f}%" if hands else "—"


class StatsScene(Scene):
    name = "stats"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.stats = app.records.summary()
        self.total = app.records.total_score()
        self.back = Button("btn.back", self.app.pop, "primary")
        self.replay = Button("stats.replay", self.open_replay, "secondary")
        self.replay.enabled = app.records.last_hand() is not None
        self.buttons = [self.back, self.replay]
        self.panel = pygame.Rect(0, 0, 0, 0)

    def open_replay(self) -> None:
        from ui.scenes.replay import ReplayScene

        record = self.app.records.last_hand()
        if record is not None:
            self.app.push(ReplayScene(self.app, record))

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        self.panel = pygame.Rect(0, 0, min(860, round(w * 0.7)), round(h * 0.8))
        self.panel.center = (w // 2, h // 2)
        bh = max(36, round(h * 0.062))
        bw = round(bh * 3.6)
        y = self.panel.bottom - bh - round(h * 0.035)
        self.back.rect = pygame.Rect(self.panel.centerx - bw - 12, y, bw, bh)
        self.replay.rect = pygame.Rect(self.panel.centerx + 12, y, bw, bh)

    def handle(self, intent: Intent) -> None:
        if handle_all(self.buttons, intent):
            return
        if intent.kind in (intents.MENU, intents.CONFIRM):
            self.app.pop()

    def rows(self) -> list[tuple[str, str]]:
        s = self.stats
        return [
            (t("stats.hands"), str(s.hands)),
            (t("stats.win_rate"), _rate(s.wins, s.hands)),
            (
                t("stats.landlord"),
                f"{s.landlord_wins}/{s.landlord_hands}  {_rate(s.landlord_wins, s.landlord_hands)}",
            ),
            (
                t("stats.farmer"),
                f"{s.farmer_wins}/{s.farmer_hands}  {_rate(s.farmer_wins, s.farmer_hands)}",
            ),
            (t("stats.total"), str(self.total)),
            (t("stats.streak"), f"{s.current_streak} / {s.best_streak}"),
        ]

    def draw(self, surface: pygame.Surface) -> None:
        _w, h = self.size
        surface.blit(backdrop(self.size), (0, 0))
        draw.draw_panel(surface, self.panel, 22, (18, 26, 36, 236))
        head = pygame.Rect(self.panel.x, self.panel.y + 8, self.panel.w, round(h * 0.08))
        draw_heading(surface, t("stats.title"), head)
        title = rank_title(max(0, self.total))
        size = max(14, round(h * 0.028))
        y = self.panel.y + round(h * 0.12)
        blit_text(
            surface,
            t("stats.rank", title=title.title),
            round(size * 1.2),
            theme.GOLD,
            "midtop",
            (self.panel.centerx, y),
            bold=True,
        )
        bar = pygame.Rect(0, 0, round(self.panel.w * 0.5), 10)
        bar.midtop = (self.panel.centerx, y + round(size * 1.9))
        surface.blit(draw.rounded_panel(bar.size, 5, (40, 50, 60, 255)), bar.topleft)
        fill = max(10, round(bar.w * title.progress(self.total)))
        surface.blit(draw.rounded_panel((fill, bar.h), 5, (230, 150, 40, 255)), bar.topleft)
        if title.next_title:
            blit_text(
                surface,
                t("stats.next", title=title.next_title, points=title.next_threshold),
                max(12, size - 4),
                theme.MUTED,
                "midtop",
                (self.panel.centerx, bar.bottom + 6),
            )
        line = round(size * 1.55)
        top = bar.bottom + round(h * 0.06)
        left = self.panel.x + round(self.panel.w * 0.16)
        right = self.panel.right - round(self.panel.w * 0.16)
        for i, (label, value) in enumerate(self.rows()):
            yy = top + i * line
            blit_text(surface, label, size, theme.MUTED, "topleft", (left, yy))
            blit_text(surface, value, size, theme.CREAM, "topright", (right, yy), bold=True)
        for b in self.buttons:
            b.draw(surface)
