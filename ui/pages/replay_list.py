"""The last 100 finished hands of both games: pick one to replay (or review).

Rows come from :meth:`~ui.persist.stats.StatsStore.recent_hands` (newest
first), each with when, game and mode, difficulty, role, result, score (Dou Dizhu's
points, Tractor's levels moved) and seed.  The viewer and the review are the hand's
game's own, looked up in :mod:`ui.play.registry`.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import pygame

from ui.app import intents
from ui.app.i18n import t
from ui.app.intents import Intent
from ui.app.scene import Scene
from ui.art import draw, theme
from ui.art.text import blit_text, clip_text, fit_size
from ui.pages.chrome import backdrop, draw_heading
from ui.play.registry import replay_kind
from ui.widgets.controls import Button, handle_all
from ui.widgets.focus import RowFocus

if TYPE_CHECKING:
    from ui.app.app import App


class ReplayListScene(Scene):
    calm = True
    name = "replaylist"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.hands = app.records.stats_store.recent_hands(100)
        self.selected = 0
        self.scroll = 0
        self.hover = -1
        self.watch = Button("list.watch", self.open_replay, "primary")
        self.review = Button("result.review", self.open_review, "secondary")
        self.back = Button("btn.back", self.app.pop, "plain")
        self.buttons = [self.back, self.review, self.watch]
        for b in (self.watch, self.review):
            b.enabled = bool(self.hands)
        # Tab reaches the buttons (复盘 has no key of its own); ↑ ↓ keep choosing the row and
        # Enter watches the chosen hand until Tab is first pressed.
        self.focus = RowFocus(self.buttons)
        self.focus.index = self.buttons.index(self.watch)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.row_h = 40

    def open_replay(self) -> None:
        from ui.pages.replay import ReplayScene

        if self.hands:
            hand = self.hands[self.selected]
            self.app.push(ReplayScene(self.app, hand.record or {}, hand.family))

    def open_review(self) -> None:
        if self.hands:
            hand = self.hands[self.selected]
            self.app.push(replay_kind(hand.family).review(self.app, hand.record or {}))

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        self.panel = pygame.Rect(0, 0, min(1100, round(w * 0.86)), round(h * 0.68))
        self.panel.midtop = (w // 2, round(h * 0.12))
        self.row_h = max(34, round(h * 0.058))
        bh = max(36, round(h * 0.062))
        bw = round(bh * 3.6)
        y = h - bh - round(h * 0.04)
        self.review.rect = pygame.Rect(w // 2 - bw // 2, y, bw, bh)
        self.back.rect = self.review.rect.move(-(bw + 16), 0)
        self.watch.rect = self.review.rect.move(bw + 16, 0)

    @property
    def visible_rows(self) -> int:
        return max(1, (self.panel.h - self.row_h - 8) // self.row_h)

    def select(self, index: int) -> None:
        if not self.hands:
            return
        self.selected = max(0, min(index, len(self.hands) - 1))
        rows = self.visible_rows
        self.scroll = min(max(self.scroll, self.selected - rows + 1), self.selected)

    def _row_at(self, pos: tuple[int, int]) -> int:
        top = self.panel.y + self.row_h + 4
        if not self.panel.collidepoint(pos) or pos[1] < top:
            return -1
        row = (pos[1] - top) // self.row_h + self.scroll
        return row if row < len(self.hands) else -1

    def handle(self, intent: Intent) -> None:
        if handle_all(self.buttons, intent) or self.focus.handle(intent):
            return
        kind = intent.kind
        if kind == intents.POINT_MOVE:
            self.hover = self._row_at(intent.pos)
        elif kind == intents.POINT_DOWN:
            row = self._row_at(intent.pos)
            if row >= 0:
                again = row == self.selected
                self.select(row)
                if again:
                    self.open_replay()
        elif kind == intents.STEP:
            self.select(self.selected + intent.value)
        elif kind == intents.SCROLL and self.hands:
            limit = max(0, len(self.hands) - self.visible_rows)
            self.scroll = max(0, min(self.scroll - intent.value, limit))
        elif kind == intents.CONFIRM:
            self.open_replay()
        elif kind == intents.MENU:
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size
        surface.blit(backdrop(self.size), (0, 0))
        draw_heading(surface, t("list.title"), pygame.Rect(0, round(h * 0.02), w, round(h * 0.08)))
        draw.draw_panel(surface, self.panel, 18, (14, 22, 30, 236))
        size = max(12, round(h * 0.023))
        if not self.hands:
            blit_text(surface, t("replay.none"), size, theme.MUTED, "center", self.panel.center)
        else:
            self._draw_rows(surface, size)
        for b in self.buttons:
            b.draw(surface)
        self.focus.draw(surface)

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    def _columns(self) -> list[int]:
        p = self.panel
        shares = (0.03, 0.15, 0.28, 0.48, 0.58, 0.71, 0.82, 0.97)
        return [p.x + round(p.w * s) for s in shares]

    def _draw_rows(self, surface: pygame.Surface, size: int) -> None:
        cols = self._columns()
        heads = (
            "list.when",
            "list.game",
            "list.mode",
            "list.level",
            "list.role",
            "list.result",
            "list.score",
            "list.seed",
        )
        y = self.panel.y + self.row_h // 2 + 4
        for i, (x, key) in enumerate(zip(cols, heads, strict=True)):
            anchor = "midright" if i >= 6 else "midleft"
            blit_text(surface, t(key), size, theme.GOLD, anchor, (x, y), bold=True)
        for row in range(self.visible_rows):
            index = self.scroll + row
            if index >= len(self.hands):
                break
            top = self.panel.y + self.row_h + 4 + row * self.row_h
            self._draw_row(
                surface,
                index,
                pygame.Rect(self.panel.x + 8, top, self.panel.w - 16, self.row_h),
                cols,
                size,
            )

    def _draw_row(
        self, surface: pygame.Surface, index: int, rect: pygame.Rect, cols: list[int], size: int
    ) -> None:
        hand = self.hands[index]
        if index == self.selected:
            surface.blit(
                draw.rounded_panel(rect.size, 10, (246, 200, 92, 56), (246, 200, 92, 200), 1),
                rect.topleft,
            )
        elif index == self.hover or index % 2:
            surface.blit(draw.rounded_panel(rect.size, 10, (255, 255, 255, 14)), rect.topleft)
        when = time.strftime("%m-%d %H:%M", time.localtime(hand.finished_at))
        practice = f" · {t('stats.practice')}" if hand.practice else ""
        values = (
            when,
            t(f"family.{hand.family}"),
            t(f"mode.{hand.mode}") + practice,
            t(f"level.{hand.difficulty}"),
            t(f"role.{hand.role}"),
            t("list.won") if hand.won else t("list.lost"),
        )
        y = rect.centery
        for i, (x, value) in enumerate(zip(cols, values, strict=False)):
            room = cols[i + 1] - x - 10
            fitted = fit_size(value, size, room, smallest=max(10, size - 4))
            blit_text(surface, clip_text(value, fitted, room), fitted, theme.CREAM, "midleft",
                      (x, y))
        colour = (
            (120, 230, 140)
            if hand.score > 0
            else (255, 120, 110)
            if hand.score < 0
            else theme.CREAM
        )
        score = replay_kind(hand.family).score(hand.score)
        blit_text(surface, score, size, colour, "midright", (cols[6], y), bold=True)
        blit_text(surface, str(hand.seed), size, theme.MUTED, "midright", (cols[7], y))

