"""Statistics: the rank title (级别) with progress, results by mode and difficulty, a chart.

Tabs filter by mode, difficulty and ranked/practice (practice hands are kept
apart, as :class:`~ui.persist.stats.StatsStore` stores them).  The rank title
comes from every ranked hand's score, whatever the filters.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.doudizhu.scoring import rank_title
from ui.app import intents
from ui.app.i18n import t
from ui.app.intents import Intent
from ui.app.scene import Scene
from ui.art import draw, theme
from ui.art.text import blit_text
from ui.pages.chrome import backdrop, draw_heading
from ui.persist.mode_options import mode_names
from ui.persist.settings import LEVELS
from ui.widgets.chart import score_chart
from ui.widgets.controls import Button, Tabs, Widget, handle_all

ALL = "all"
CHART_HANDS = 50


def _rate(wins: int, hands: int) -> str:
    return f"{100 * wins / hands:.0f}%" if hands else "—"


def _filter(value: str) -> str | None:
    return None if value == ALL else value


class StatsScene(Scene):
    calm = True
    name = "stats"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        modes = mode_names()
        self.mode = Tabs(
            "",
            (ALL, *modes),
            ["stats.all", *(f"mode.{m}" for m in modes)],
            ALL,
            lambda _v: self.refresh(),
        )
        self.level = Tabs(
            "",
            (ALL, *LEVELS),
            ["stats.all", *(f"level.{lv}" for lv in LEVELS)],
            ALL,
            lambda _v: self.refresh(),
        )
        self.kind = Tabs(
            "",
            ("ranked", "practice"),
            ["stats.ranked", "stats.practice"],
            "ranked",
            lambda _v: self.refresh(),
        )
        self.back = Button("btn.back", self.app.pop, "primary")
        self.replay = Button("stats.replay", self.open_replays, "secondary")
        self.widgets: list[Widget] = [self.mode, self.level, self.kind, self.back, self.replay]
        self.total = app.records.total_score()
        self.left = pygame.Rect(0, 0, 0, 0)
        self.right = pygame.Rect(0, 0, 0, 0)
        self.refresh()

    def refresh(self) -> None:
        store = self.app.records.stats_store
        practice = self.kind.value == "practice"
        mode, level = _filter(self.mode.value), _filter(self.level.value)
        self.stats = store.summary(mode, level, practice)
        self.scores = tuple(store.recent_scores(CHART_HANDS, practice, mode, level))
        self.replay.enabled = bool(self.app.records.stats_store.recent_hands(1))

    def open_replays(self) -> None:
        from ui.pages.replay_list import ReplayListScene

        self.app.push(ReplayListScene(self.app))

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        margin = round(w * 0.04)
        tab_h = max(32, round(h * 0.056))
        y = round(h * 0.115)
        inner = w - 2 * margin
        seg = inner / 10
        self.mode.rect = pygame.Rect(margin, y, round(seg * 3) - 8, tab_h)
        self.level.rect = pygame.Rect(self.mode.rect.right + 12, y, round(seg * 5) - 8, tab_h)
        self.kind.rect = pygame.Rect(
            self.level.rect.right + 12, y, w - margin - self.level.rect.right - 12, tab_h
        )
        top = y + tab_h + round(h * 0.03)
        bottom = h - round(h * 0.13)
        self.left = pygame.Rect(margin, top, round(inner * 0.38), bottom - top)
        self.right = pygame.Rect(self.left.right + round(w * 0.02), top, 0, bottom - top)
        self.right.w = w - margin - self.right.x
        bh = max(36, round(h * 0.062))
        bw = round(bh * 4.2)
        by = h - bh - round(h * 0.035)
        self.back.rect = pygame.Rect(w // 2 - bw - 12, by, bw, bh)
        self.replay.rect = pygame.Rect(w // 2 + 12, by, bw, bh)

    def handle(self, intent: Intent) -> None:
        if handle_all(self.widgets, intent):
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
            (t("stats.score"), f"{s.total_score:+d}"),
            (t("stats.streak"), f"{s.current_streak} / {s.best_streak}"),
        ]

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size
        surface.blit(backdrop(self.size), (0, 0))
        draw_heading(
            surface, t("stats.title"), pygame.Rect(0, round(h * 0.015), w, round(h * 0.085))
        )
        for widget in self.widgets:
            widget.draw(surface)
        draw.draw_panel(surface, self.left, 18, (14, 22, 30, 230))
        draw.draw_panel(surface, self.right, 18, (14, 22, 30, 230))
        top = self._draw_rank(surface)
        self._draw_rows(surface, top)
        self._draw_chart(surface)

    def _draw_rank(self, surface: pygame.Surface) -> int:
        """The 级别 block: badge, title, progress to the next; returns its bottom."""
        box, h = self.left, self.size[1]
        total = max(0, self.total)
        title = rank_title(total)
        size = max(14, round(h * 0.026))
        y = box.y + round(h * 0.025)
        blit_text(
            surface,
            t("stats.rank_label"),
            max(12, size - 3),
            theme.MUTED,
            "midtop",
            (box.centerx, y),
        )
        name = blit_text(
            surface,
            t(f"rank.title.{title.index}"),
            round(size * 1.7),
            theme.GOLD,
            "midtop",
            (box.centerx, y + round(size * 1.3)),
            bold=True,
            shadow=True,
        )
        bar = pygame.Rect(0, 0, round(box.w * 0.78), max(10, round(h * 0.016)))
        bar.midtop = (box.centerx, name.bottom + round(h * 0.015))
        surface.blit(draw.rounded_panel(bar.size, bar.h // 2, (40, 50, 60, 255)), bar.topleft)
        fill = max(bar.h, round(bar.w * title.progress(total)))
        surface.blit(
            draw.rounded_panel(
                (fill, bar.h), bar.h // 2, (230, 150, 40, 255), None, 1, (255, 214, 100, 255)
            ),
            bar.topleft,
        )
        if title.next_title is not None and title.next_threshold is not None:
            note = t(
                "stats.next",
                title=t(f"rank.title.{title.index + 1}"),
                points=title.next_threshold - total,
            )
        else:
            note = t("stats.top_rank")
        blit_text(
            surface, note, max(12, size - 4), theme.MUTED, "midtop", (box.centerx, bar.bottom + 6)
        )
        line_y = bar.bottom + round(size * 1.9)
        pygame.draw.line(
            surface, (255, 255, 255, 40), (box.x + 20, line_y), (box.right - 20, line_y)
        )
        return line_y

    def _draw_rows(self, surface: pygame.Surface, top: int) -> None:
        box, h = self.left, self.size[1]
        size = max(13, round(h * 0.025))
        rows = self.rows()
        line = min(round(size * 2.2), (box.bottom - top - 16) // len(rows))
        for i, (label, value) in enumerate(rows):
            y = top + 10 + i * line
            blit_text(surface, label, size, theme.MUTED, "topleft", (box.x + 24, y))
            blit_text(surface, value, size, theme.CREAM, "topright", (box.right - 24, y), bold=True)

    def _draw_chart(self, surface: pygame.Surface) -> None:
        box, h = self.right, self.size[1]
        size = max(13, round(h * 0.025))
        blit_text(
            surface,
            t("stats.chart", n=len(self.scores)),
            size,
            theme.CREAM,
            "topleft",
            (box.x + 20, box.y + 14),
            bold=True,
        )
        area = box.inflate(-28, -round(size * 3.2))
        area.y = box.y + round(size * 2.6)
        if not self.scores:
            blit_text(surface, t("stats.no_hands"), size, theme.MUTED, "center", area.center)
            return
        chart = score_chart(self.scores, area.size, max(11, round(h * 0.019)))
        surface.blit(chart, area.topleft)
