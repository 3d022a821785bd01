"""Statistics by game and by mode: the rank title (级别) with progress, results, a chart.

Tabs choose the game (斗地主 / 升级, from the registry's families), the difficulty
and ranked or practice hands (kept apart, as :class:`~ui.persist.stats.StatsStore`
stores them).  The games are never added together: a Dou Dizhu hand scores points,
a Tractor hand levels.  The middle column lists the game's modes that have hands,
each with its own figures; clicking one narrows the summary and the chart to it.
Each game's summary lines and title come from its entry in the registry
(``STATS[family]``, :mod:`ui.pages.stats_kinds`): a title from every ranked hand of
that game, whatever the filters.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

import game
from game.doudizhu.scoring import rank_title
from ui.app import intents
from ui.app.i18n import TRANSLATOR, t, tn
from ui.app.intents import Intent
from ui.app.scene import Scene
from ui.art import draw, theme
from ui.art.text import blit_text, clip_text, fit_size, wrap
from ui.pages import option_text
from ui.pages.chrome import backdrop, draw_heading
from ui.persist.mode_options import mode_names
from ui.persist.settings import LEVELS
from ui.persist.stats import Summary
from ui.play.registry import stats_kind
from ui.widgets.chart import score_chart
from ui.widgets.controls import Button, Tabs, Widget, handle_all
from ui.widgets.focus import RowFocus

if TYPE_CHECKING:
    from ui.app.app import App

ALL = "all"
CHART_HANDS = 50


def _rate(wins: int, hands: int) -> str:
    return f"{100 * wins / hands:.0f}%" if hands else "—"


def _filter(value: str) -> str | None:
    return None if value == ALL else value


def game_families() -> list[str]:
    """The families of the registered modes, in registry order (斗地主 first)."""
    return list(dict.fromkeys(game.ruleset(m).family for m in mode_names()))


def points_to_next(total: int) -> int | None:
    """Points from ``total`` to the next rank title; None at the top title.

    The title of a negative total is the lowest, and the distance is counted from the
    total itself, not from zero:

    >>> points_to_next(-19), points_to_next(0), points_to_next(150)
    (119, 100, 50)
    """
    title = rank_title(total)
    if title.next_threshold is None:
        return None
    return title.next_threshold - total


def win_line(wins: int, hands: int) -> str:
    return f"{wins}/{hands}  {_rate(wins, hands)}"


def summary_rows(summary: Summary, family: str) -> list[tuple[str, str]]:
    """The summary's lines, in the game's own words (地主/农民, 庄家方/闲家方)."""
    s = summary
    rows = [
        (t("stats.hands"), str(s.hands)),
        (t("stats.win_rate"), _rate(s.wins, s.hands)),
        (t(f"stats.lead.{family}"), win_line(s.landlord_wins, s.landlord_hands)),
    ]
    if s.ally_hands:
        rows.append((t("stats.ally"), win_line(s.ally_wins, s.ally_hands)))
    rows += [
        (t(f"stats.other.{family}"), win_line(s.farmer_wins, s.farmer_hands)),
        (t(f"stats.score.{family}"), f"{s.total_score:+d}"),
        (t("stats.streak"), f"{s.current_streak} / {s.best_streak}"),
    ]
    return rows


class ModeTable(Widget):
    """The game's modes with hands, one line each (hands, win rate, score), and a first
    line for all of them; the chosen line narrows the page to that mode."""

    def __init__(self, on_change: Callable[[str], None]) -> None:
        super().__init__()
        self.on_change = on_change
        self.lines: list[tuple[str, Summary]] = []
        self.value = ALL
        self.hover = -1
        self.line_h = 30
        self.head_h = 30
        self.empty = ""  # what the table says with no hands (the page words it)

    def set_lines(self, lines: list[tuple[str, Summary]]) -> None:
        self.lines = lines
        if self.value not in [m for m, _ in lines]:
            self.value = ALL

    def line_rect(self, i: int) -> pygame.Rect:
        y = self.rect.y + self.head_h + i * self.line_h
        return pygame.Rect(self.rect.x + 10, y, self.rect.w - 20, self.line_h - 4)

    def index_at(self, pos: tuple[int, int]) -> int:
        return next(
            (i for i in range(len(self.lines)) if self.line_rect(i).collidepoint(pos)), -1
        )

    def handle(self, intent: Intent) -> bool:
        if intent.kind == intents.POINT_MOVE:
            self.hover = self.index_at(intent.pos)
            return False
        if intent.kind != intents.POINT_DOWN:
            return False
        i = self.index_at(intent.pos)
        if i < 0:
            return False
        if self.lines[i][0] != self.value:
            self.value = self.lines[i][0]
            self.on_change(self.value)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        size = max(12, round(self.line_h * 0.46))
        columns = self._columns()
        head_y = self.rect.y + self.head_h // 2
        blit_text(surface, t("stats.by_mode"), size, theme.CREAM, "midleft",
                  (self.rect.x + 16, head_y), bold=True)
        for key, x in columns[1:]:
            blit_text(surface, t(key), max(11, size - 2), theme.MUTED, "midright", (x, head_y))
        if len(self.lines) <= 1:
            for row, line in enumerate(wrap(self.empty, size, self.rect.w - 32)[:4]):
                blit_text(surface, line, size, theme.MUTED, "midtop", (
                    self.rect.centerx, self.rect.y + self.head_h + (row + 1) * self.line_h))
            return
        for i, (mode, s) in enumerate(self.lines):
            self._draw_line(surface, i, mode, s, size, columns)

    def _columns(self) -> list[tuple[str, int]]:
        """(heading key, right edge) of the hands, win-rate and score columns."""
        right = self.rect.right - 18
        step = max(48, round(self.rect.w * 0.16))
        return [("", self.rect.x + 22), ("stats.hands_short", right - 2 * step),
                ("stats.win_rate", right - step), ("stats.score_short", right)]

    def _draw_line(self, surface: pygame.Surface, i: int, mode: str, s: Summary, size: int,
                   columns: list[tuple[str, int]]) -> None:
        r = self.line_rect(i)
        chosen = mode == self.value
        if chosen:
            surface.blit(draw.rounded_panel(r.size, 8, (70, 44, 16, 245), (246, 200, 92, 200), 1),
                         r.topleft)
        elif i == self.hover:
            surface.blit(draw.rounded_panel(r.size, 8, (255, 255, 255, 22)), r.topleft)
        name = t("stats.all_modes") if mode == ALL else option_text.mode_label(mode)
        room = columns[1][1] - columns[0][1] - round(self.rect.w * 0.1)
        fitted = fit_size(name, size, room, bold=chosen, smallest=11)
        ink = theme.GOLD if chosen else theme.CREAM
        blit_text(surface, clip_text(name, fitted, room, chosen), fitted, ink, "midleft",
                  (columns[0][1], r.centery), bold=chosen)
        values = (str(s.hands), _rate(s.wins, s.hands), f"{s.total_score:+d}")
        for (_, x), value in zip(columns[1:], values, strict=True):
            blit_text(surface, value, size, theme.CREAM, "midright", (x, r.centery), bold=chosen)


class StatsScene(Scene):
    calm = True
    name = "stats"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        families = game_families()
        chosen = app.settings.mode  # open on the game of the mode chosen for the next hand
        first = game.ruleset(chosen).family if chosen in mode_names() else families[0]
        self.family = Tabs(
            "", tuple(families), [f"family.{f}" for f in families], first,
            lambda _v: self.choose_family(),
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
        self.table = ModeTable(lambda _m: self.refresh())
        self.back = Button("btn.back", self.app.pop, "primary")
        self.replay = Button("stats.replay", self.open_replays, "secondary")
        self.widgets: list[Widget] = [
            self.family, self.level, self.kind, self.table, self.back, self.replay,
        ]
        # Tab reaches the filters and 牌局回放 (neither has a key of its own): ← → change
        # the focused filter, Enter presses the focused button; Enter and Esc go back before.
        self.focus = RowFocus([self.family, self.level, self.kind, self.back, self.replay])
        self.total = app.records.total_score()  # Dou Dizhu's points, its title's figure
        self.left = pygame.Rect(0, 0, 0, 0)
        self.middle = pygame.Rect(0, 0, 0, 0)
        self.right = pygame.Rect(0, 0, 0, 0)
        self.refresh()

    @property
    def mode(self) -> str | None:
        """The mode the summary and chart are narrowed to (None: the whole game)."""
        return _filter(self.table.value)

    def choose_family(self) -> None:
        self.table.value = ALL
        self.refresh()

    def refresh(self) -> None:
        store = self.app.records.stats_store
        practice = self.kind.value == "practice"
        family, level = self.family.value, _filter(self.level.value)
        modes = store.modes_played(family, level, practice)
        self.table.set_lines([
            (m, store.summary(_filter(m), level, practice, family)) for m in (ALL, *modes)
        ])
        self.stats = store.summary(self.mode, level, practice, family)
        # Hands of the other kind (ranked / practice) where this one has none: a player
        # who had only practised read "No hands yet" under the page's first tab, Ranked.
        self.elsewhere = 0 if self.stats.hands else store.summary(
            self.mode, level, not practice, family).hands
        self.table.empty = self.empty_words()
        self.scores = tuple(store.recent_scores(CHART_HANDS, practice, self.mode, level, family))
        self.replay.enabled = bool(store.recent_hands(1))
        # The game's lines and title query the database: once per change, not per frame.
        self.lines = self.rows()
        self.shown = self.rank()

    def empty_words(self) -> str:
        """What an empty panel says: no hands, or where this game's hands are."""
        if not self.elsewhere:
            return t("stats.no_hands")
        other = "stats.practice" if self.kind.value == "ranked" else "stats.ranked"
        return tn(f"stats.none_here.{self.kind.value}", self.elsewhere, n=self.elsewhere,
                  tab=t(other))

    def resume(self) -> None:
        """Back on top (from the replays): the figures are read again."""
        self.refresh()

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
        self.family.rect = pygame.Rect(margin, y, round(seg * 3) - 8, tab_h)
        self.level.rect = pygame.Rect(self.family.rect.right + 12, y, round(seg * 5) - 8, tab_h)
        self.kind.rect = pygame.Rect(
            self.level.rect.right + 12, y, w - margin - self.level.rect.right - 12, tab_h
        )
        top = y + tab_h + round(h * 0.03)
        bottom = h - round(h * 0.13)
        gap = round(w * 0.015)
        self.left = pygame.Rect(margin, top, round(inner * 0.3), bottom - top)
        self.middle = pygame.Rect(self.left.right + gap, top, round(inner * 0.29), bottom - top)
        self.right = pygame.Rect(self.middle.right + gap, top, 0, bottom - top)
        self.right.w = w - margin - self.right.x
        self.table.rect = self.middle.inflate(0, -16)
        self.table.line_h = max(26, round(h * 0.046))
        self.table.head_h = max(30, round(h * 0.055))
        bh = max(36, round(h * 0.062))
        bw = round(bh * 4.2)
        by = h - bh - round(h * 0.035)
        self.back.rect = pygame.Rect(w // 2 - bw - 12, by, bw, bh)
        self.replay.rect = pygame.Rect(w // 2 + 12, by, bw, bh)

    def handle(self, intent: Intent) -> None:
        if handle_all(self.widgets, intent) or self.focus.handle(intent):
            return
        if intent.kind in (intents.MENU, intents.CONFIRM):
            self.app.pop()

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    def rows(self) -> list[tuple[str, str]]:
        """The summary's lines, by the game's own entry (its figures, its words)."""
        store = self.app.records.stats_store
        return stats_kind(self.family.value).rows(
            store, self.stats, self.mode, _filter(self.level.value), self.kind.value == "practice")

    def rank(self) -> Any:
        """The game's title (from every ranked hand of it, whatever the filters)."""
        return stats_kind(self.family.value).rank(self.app.records.stats_store)

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size
        surface.blit(backdrop(self.size), (0, 0))
        draw_heading(
            surface, t("stats.title"), pygame.Rect(0, round(h * 0.015), w, round(h * 0.085))
        )
        for box in (self.left, self.middle, self.right):
            draw.draw_panel(surface, box, 18, (14, 22, 30, 230))
        for widget in self.widgets:
            widget.draw(surface)
        self.focus.draw(surface)
        self._draw_rows(surface, self._draw_rank(surface))
        self._draw_chart(surface)

    def _draw_rank(self, surface: pygame.Surface) -> int:
        """The 级别 block: the game, its title, progress to the next; returns its bottom."""
        box, h = self.left, self.size[1]
        shown = self.shown
        size = max(14, round(h * 0.026))
        y = box.y + round(h * 0.02)
        label = f"{option_text.family_label(self.family.value)} · {t('stats.rank_label')}"
        blit_text(surface, label, fit_size(label, max(12, size - 3), box.w - 24), theme.MUTED,
                  "midtop", (box.centerx, y))
        name = blit_text(surface, t(f"rank.title.{shown.index}"), round(size * 1.5), theme.GOLD,
                         "midtop", (box.centerx, y + round(size * 1.2)), bold=True, shadow=True)
        bar = pygame.Rect(0, 0, round(box.w * 0.78), max(8, round(h * 0.014)))
        bar.midtop = (box.centerx, name.bottom + round(h * 0.01))
        surface.blit(draw.rounded_panel(bar.size, bar.h // 2, (40, 50, 60, 255)), bar.topleft)
        fill = max(bar.h, round(bar.w * shown.progress))
        surface.blit(
            draw.rounded_panel(
                (fill, bar.h), bar.h // 2, (230, 150, 40, 255), None, 1, (255, 214, 100, 255)
            ),
            bar.topleft,
        )
        note_size = fit_size(shown.note, max(12, size - 4), box.w - 24)
        blit_text(surface, shown.note, note_size, theme.MUTED, "midtop",
                  (box.centerx, bar.bottom + 5))
        line_y = bar.bottom + round(size * 2.0)
        pygame.draw.line(
            surface, (255, 255, 255, 40), (box.x + 20, line_y), (box.right - 20, line_y)
        )
        return line_y

    def _draw_rows(self, surface: pygame.Surface, top: int) -> None:
        box, h = self.left, self.size[1]
        size = max(13, round(h * 0.024))
        rows = self.lines
        line = min(round(size * 2.1), (box.bottom - top - 16) // len(rows))
        size = min(size, max(11, round(line * 0.62)))  # ten lines fit a short window
        for i, (label, value) in enumerate(rows):
            y = top + 10 + i * line
            value_w = fit_size(value, size, box.w // 2, bold=True)
            at = blit_text(surface, value, value_w, theme.CREAM, "topright",
                           (box.right - 20, y), bold=True)
            room = at.x - box.x - 30
            label_size = fit_size(label, size, room, smallest=11)
            blit_text(surface, clip_text(label, label_size, room), label_size, theme.MUTED,
                      "topleft", (box.x + 20, y))

    def _draw_chart(self, surface: pygame.Surface) -> None:
        box, h = self.right, self.size[1]
        size = max(13, round(h * 0.025))
        title = chart_title(self.family.value, len(self.scores))
        if title:
            blit_text(surface, clip_text(title, size, box.w - 30, True), size, theme.CREAM,
                      "topleft", (box.x + 20, box.y + 14), bold=True)
        area = box.inflate(-28, -round(size * 3.2))
        area.y = box.y + round(size * 2.6)
        if not self.scores:
            lines = wrap(self.empty_words(), size, area.w - 20)[:4]
            for row, line in enumerate(lines):
                y = area.centery + round((row - (len(lines) - 1) / 2) * size * 1.5)
                blit_text(surface, line, size, theme.MUTED, "center", (area.centerx, y))
            return
        chart = score_chart(self.scores, area.size, max(11, round(h * 0.019)))
        surface.blit(chart, area.topleft)


def chart_title(family: str, hands: int) -> str:
    """The score chart's title for ``family`` over ``hands`` hands; none without a hand
    (it read "最近 0 局…" over the empty chart, whose message already says why)."""
    if hands == 0:
        return ""
    key = f"stats.chart.{family}"
    return tn(key if TRANSLATOR.has(key) else "stats.chart", hands, n=hands)
