"""残局闯关's front page: the chapters with their progress, a chapter's puzzles with their
stars, the day's puzzle, and the door to the analysis board.

Chapters and puzzles are buttons drawn as tiles (so the focus ring, the keyboard and the
``--walk`` crawler reach them like any button); the page reads the stars from the
app's :class:`~ui.endgame.progress.Progress` each time it is shown.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from functools import lru_cache, partial
from typing import TYPE_CHECKING, Any

import pygame

from ai.endgame.puzzles import Chapter, Puzzle, daily
from ui.app import intents
from ui.app.i18n import t, tn
from ui.app.intents import Intent
from ui.app.scene import Scene
from ui.art import draw, theme
from ui.art.text import blit_text, fit_size, text_width
from ui.endgame.ban_chips import draw_seal
from ui.endgame.bans import ban_label, ban_words
from ui.endgame.cards import draw_stars, panel, star
from ui.endgame.store import chapters, load_error, progress_of
from ui.pages.chrome import backdrop, draw_title
from ui.widgets.controls import Button, handle_all
from ui.widgets.focus import FocusRing

if TYPE_CHECKING:
    from ui.app.app import App

PER_ROW = 6


class Tile(Button):
    """A button that paints itself with ``painter(surface, rect, lit)``."""

    def __init__(self, label: str, on_click: Callable[[], Any],
                 painter: Callable[[pygame.Surface, pygame.Rect, bool], None]) -> None:
        super().__init__(label, on_click, "dark")
        self.painter = painter
        self.lit = False

    def draw(self, surface: pygame.Surface) -> None:
        if self.visible and self.rect.w > 0:
            self.painter(surface, self.rect.move(0, 2 if self.pressed else 0),
                         self.lit or self.hover)


class EndgameHub(Scene):
    """The chapters (one selected), its puzzles, the daily puzzle and the analysis board."""

    calm = True
    name = "endgame"

    def __init__(self, app: App, today: datetime.date | None = None) -> None:
        super().__init__(app)
        self.chapters: tuple[Chapter, ...] = chapters()
        self.progress = progress_of(app)
        self.today = today or datetime.date.today()
        self.daily: Puzzle | None = daily(self.chapters, self.today) if self.chapters else None
        self.chosen = self._first_unfinished()
        self.chapter_tiles = [
            Tile(f"endgame.chapter.{c.number}", partial(self.choose, i),
                 partial(self._paint_chapter, i)) for i, c in enumerate(self.chapters)]
        self.puzzle_tiles = [Tile(f"endgame.tile.{i + 1}", partial(self.open_slot, i),
                                  partial(self._paint_puzzle, i)) for i in range(self._most())]
        self.daily_button = Button("endgame.daily_go", self.open_daily, "primary",
                                   enabled=self.daily is not None)
        self.board_button = Button("endgame.analysis_open", self.open_board, "secondary")
        self.back = Button("btn.back", self.app.pop, "plain")
        self.buttons: list[Button] = [self.daily_button, self.board_button, *self.chapter_tiles,
                                      *self.puzzle_tiles, self.back]
        self.focus = FocusRing(self.buttons)
        self.daily_rect = pygame.Rect(0, 0, 0, 0)
        self.board_rect = pygame.Rect(0, 0, 0, 0)
        self._show_chapter()

    def _most(self) -> int:
        return max((len(c.puzzles) for c in self.chapters), default=0)

    def _first_unfinished(self) -> int:
        for i, chapter in enumerate(self.chapters):
            if any(not self.progress.solved(p.ident) for p in chapter.puzzles):
                return i
        return 0

    def resume(self) -> None:
        """Back from a puzzle: its stars may have changed."""
        self._show_chapter()

    def choose(self, index: int) -> None:
        self.chosen = index
        self._show_chapter()

    def _show_chapter(self) -> None:
        count = len(self.chapters[self.chosen].puzzles) if self.chapters else 0
        for i, tile in enumerate(self.puzzle_tiles):
            tile.visible = i < count
        for i, tile in enumerate(self.chapter_tiles):
            tile.lit = i == self.chosen

    def open_slot(self, index: int) -> None:
        puzzles = self.chapters[self.chosen].puzzles
        if index < len(puzzles):
            self.open_puzzle(puzzles[index])

    def open_puzzle(self, puzzle: Puzzle, is_daily: bool = False) -> None:
        from ui.endgame.puzzle import PuzzleScene

        self.app.push(PuzzleScene(self.app, puzzle, is_daily=is_daily))

    def open_daily(self) -> None:
        if self.daily is not None:
            self.open_puzzle(self.daily, is_daily=True)

    def open_board(self) -> None:
        from ui.endgame.analysis import AnalysisScene

        self.app.push(AnalysisScene(self.app))

    # -- layout and input ----------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        margin = round(w * 0.045)
        side_w = round(w * 0.25)
        top = round(h * 0.2)
        self.daily_rect = pygame.Rect(margin, top, side_w, round(h * 0.38))
        self.board_rect = pygame.Rect(margin, self.daily_rect.bottom + round(h * 0.03), side_w,
                                      round(h * 0.25))
        bh = max(32, round(h * 0.056))
        bw = side_w - round(side_w * 0.2)
        self.daily_button.rect = pygame.Rect(0, 0, bw, bh)
        self.daily_button.rect.midbottom = (self.daily_rect.centerx,
                                            self.daily_rect.bottom - round(h * 0.025))
        self.board_button.rect = pygame.Rect(0, 0, bw, bh)
        self.board_button.rect.midbottom = (self.board_rect.centerx,
                                            self.board_rect.bottom - round(h * 0.025))
        left = self.daily_rect.right + round(w * 0.03)
        right = w - margin
        gap = round(h * 0.018)
        cols = max(4, -(-len(self.chapters) // 2))  # two rows of chapter tiles
        cw = (right - left - gap * (cols - 1)) // cols
        ch = round(h * 0.135)
        for i, tile in enumerate(self.chapter_tiles):
            r, c = divmod(i, cols)
            tile.rect = pygame.Rect(left + c * (cw + gap), top + r * (ch + gap), cw, ch)
        rows_top = top + 2 * (ch + gap) + round(h * 0.05)
        pw = (right - left - gap * (PER_ROW - 1)) // PER_ROW
        ph = round(h * 0.15)
        for i, tile in enumerate(self.puzzle_tiles):
            r, c = divmod(i, PER_ROW)
            tile.rect = pygame.Rect(left + c * (pw + gap), rows_top + r * (ph + gap), pw, ph)
        self.back.rect = pygame.Rect(0, 0, round(bh * 3.4), bh)
        self.back.rect.bottomleft = (margin, h - round(h * 0.04))

    def handle(self, intent: Intent) -> None:
        if handle_all(self.buttons, intent) or self.focus.handle(intent):
            return
        if intent.kind == intents.MENU:
            self.app.pop()

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size
        surface.blit(backdrop(self.size), (0, 0))
        draw_title(surface, t("endgame.title"), (w // 2, round(h * 0.075)), round(h * 0.07))
        blit_text(surface, t("endgame.tagline"), max(13, round(h * 0.025)), theme.CREAM,
                  "center", (w // 2, round(h * 0.14)), shadow=True)
        self._draw_daily(surface)
        self._draw_board_panel(surface)
        if not self.chapters:
            blit_text(surface, t("endgame.no_file", error=load_error()), max(14, h // 36),
                      theme.ORANGE, "center", (w * 5 // 8, h // 2))
        else:
            self._draw_chapter_heading(surface)
        for button in self.buttons:
            button.draw(surface)
        self.focus.draw(surface)

    def _draw_daily(self, surface: pygame.Surface) -> None:
        rect, h = self.daily_rect, self.size[1]
        panel(surface, rect, fill=(58, 22, 30, 225))
        size = max(16, round(h * 0.036))
        blit_text(surface, t("endgame.daily"), size, theme.GOLD, "midtop",
                  (rect.centerx, rect.y + round(h * 0.022)), bold=True, shadow=True)
        small = max(12, round(h * 0.022))
        blit_text(surface, self.today.isoformat(), small, theme.MUTED, "midtop",
                  (rect.centerx, rect.y + round(h * 0.075)))
        if self.daily is None:
            return
        chapter, number = self.daily.ident.split("-")
        blit_text(surface, t("endgame.puzzle", chapter=chapter, n=number), small + 2,
                  theme.CREAM, "midtop", (rect.centerx, rect.y + round(h * 0.115)))
        stars = self.progress.stars.get(self.daily.ident, 0)
        draw_stars(surface, stars, (rect.centerx, rect.y + round(h * 0.19)), round(h * 0.05))
        cards = sum(len(hand) for hand in self.daily.hands)
        line = t(f"endgame.seats.{len(self.daily.hands)}") + " · " + t("endgame.cards_out",
                                                                        n=cards)
        label = ban_label(self.daily.bans)  # the day's puzzle may ban a kind: a seal says so
        seal_size = max(10, round(h * 0.018))
        seal_w = text_width(label, seal_size, True) + seal_size + 8 if label else 0
        x = rect.centerx - seal_w // 2
        at = blit_text(surface, line, small, theme.MUTED, "midtop",
                       (x, rect.y + round(h * 0.228)))
        if label:
            draw_seal(surface, label, seal_size, "midleft", (at.right + 8, at.centery))

    def _draw_board_panel(self, surface: pygame.Surface) -> None:
        from ui.art.text import wrap

        rect, h = self.board_rect, self.size[1]
        panel(surface, rect, fill=(16, 34, 52, 225))
        size = max(16, round(h * 0.032))
        blit_text(surface, t("endgame.analysis"), size, theme.GOLD, "midtop",
                  (rect.centerx, rect.y + round(h * 0.02)), bold=True, shadow=True)
        small = max(12, round(h * 0.021))
        y = rect.y + round(h * 0.07)
        for line in wrap(t("endgame.analysis_help"), small, rect.w - 28)[:3]:
            blit_text(surface, line, small, theme.MUTED, "midtop", (rect.centerx, y))
            y += round(small * 1.35)

    def _draw_chapter_heading(self, surface: pygame.Surface) -> None:
        h = self.size[1]
        chapter = self.chapters[self.chosen]
        first = self.puzzle_tiles[0].rect
        idents = [p.ident for p in chapter.puzzles]
        solved, stars = self.progress.total(idents)
        label = (t("endgame.chapter", n=chapter.number) + "  "
                 + t(f"endgame.chapter.{chapter.number}"))
        size = max(15, round(h * 0.03))
        at = blit_text(surface, label, size, theme.GOLD, "bottomleft",
                       (first.x, first.y - round(h * 0.012)), bold=True, shadow=True)
        every = [p.ident for c in self.chapters for p in c.puzzles]
        total_solved, total_stars = self.progress.total(every)
        note = tn("endgame.progress_total", total_stars, solved=total_solved,
                  total=len(every), stars=total_stars)
        right = self.puzzle_tiles[min(PER_ROW, len(self.puzzle_tiles)) - 1].rect.right
        small = max(12, round(h * 0.022))
        shown = blit_text(surface, t("endgame.solved", solved=solved, total=len(idents)) + "  "
                          + t("endgame.stars", n=stars, total=3 * len(idents)) + "   ·   "
                          + note, small, theme.MUTED, "bottomright",
                          (right, first.y - round(h * 0.014)))
        ban_note = t("endgame.ban.chapter")
        if chapter.bans and at.right + 14 + text_width(ban_note, small, True) < (
                shown.x - 12):  # a ban chapter says so beside its name, room permitting
            blit_text(surface, ban_note, small, (255, 170, 150), "bottomleft",
                      (at.right + 14, at.bottom - 2), bold=True)

    def _paint_chapter(self, index: int, surface: pygame.Surface, rect: pygame.Rect,
                       lit: bool) -> None:
        h = self.size[1]
        chapter = self.chapters[index]
        three = chapter.seats == 3
        fill = (70, 40, 96, 235) if three else (26, 64, 56, 235)
        if index == self.chosen:
            fill = (120, 70, 150, 245) if three else (36, 110, 86, 245)
        panel(surface, rect, lit=index == self.chosen or lit, fill=fill)
        size = max(11, round(h * 0.021))
        head, seats = _chapter_header(chapter)
        line, name_size = self._chapter_sizes(rect.w)  # one size for every tile
        at = blit_text(surface, head, line, theme.MUTED, "topleft", (rect.x + 12, rect.y + 8))
        blit_text(surface, seats, line, (255, 214, 150), "topleft", at.topright)
        name = t(f"endgame.chapter.{chapter.number}")
        if chapter.bans:  # a ban chapter wears a red 禁 seal at the end of its name's line
            draw_seal(surface, t("endgame.ban.mark"), size, "midright",
                      (rect.right - 8, rect.centery + 1))
        blit_text(surface, name, name_size, theme.CREAM, "midleft",
                  (rect.x + 12, rect.centery + 1), bold=True)
        idents = [p.ident for p in chapter.puzzles]
        solved, stars = self.progress.total(idents)
        bar = pygame.Rect(rect.x + 12, rect.bottom - 14, rect.w - 24 - round(h * 0.1), 6)
        pygame.draw.rect(surface, (0, 0, 0, 120), bar, border_radius=3)
        if solved:
            filled = bar.copy()
            filled.w = max(6, bar.w * solved // len(idents))
            pygame.draw.rect(surface, theme.GOLD, filled, border_radius=3)
        at = blit_text(surface, str(stars), size, theme.GOLD, "midright",
                       (rect.right - 12, bar.centery))
        icon = star(size + 4, True)
        surface.blit(icon, icon.get_rect(midright=(at.x - 3, at.centery)))

    def _chapter_sizes(self, width: int) -> tuple[int, int]:
        """The header's and the name's font sizes, the same on every chapter tile: the
        largest at which every tile's text fits its room (a ban chapter's name gives up the
        room of its seal), so no tile reads bigger or smaller than its neighbour."""
        h = self.size[1]
        size = max(11, round(h * 0.021))
        seal = text_width(t("endgame.ban.mark"), size, True) + size + 4
        heads = tuple(("".join(_chapter_header(c)), width - 24) for c in self.chapters)
        names = tuple((t(f"endgame.chapter.{c.number}"), width - 24 - (seal if c.bans else 0))
                      for c in self.chapters)
        return (_shared_size(heads, size, False, 9),  # 第7章 · 地主对农民
                _shared_size(names, max(15, round(h * 0.03)), True, 11))  # English: long

    def _paint_puzzle(self, index: int, surface: pygame.Surface, rect: pygame.Rect,
                      lit: bool) -> None:
        h = self.size[1]
        puzzles = self.chapters[self.chosen].puzzles if self.chapters else ()
        if index >= len(puzzles):
            return
        puzzle = puzzles[index]
        stars = self.progress.stars.get(puzzle.ident)
        fill = (92, 64, 20, 235) if stars is not None else (22, 30, 40, 230)
        panel(surface, rect, lit=lit, fill=fill)
        blit_text(surface, str(index + 1), max(18, round(h * 0.042)),
                  theme.GOLD if stars is not None else theme.CREAM, "center",
                  (rect.centerx, rect.y + round(rect.h * 0.38)), bold=True, shadow=True)
        draw_stars(surface, stars or 0, (rect.centerx, rect.y + round(rect.h * 0.76)),
                   max(10, round(rect.h * 0.22)))
        if puzzle.bans:  # the puzzle's ban on its tile, in words when they fit
            small = max(10, round(h * 0.018))
            words = t("endgame.ban.join").join(ban_words(puzzle.bans))
            if text_width(words, small, True) > rect.w - 10:
                words = t("endgame.ban.mark")
            blit_text(surface, words, small, (255, 150, 130), "midtop",
                      (rect.centerx, rect.y + 4), bold=True)
        if self.daily is not None and puzzle.ident == self.daily.ident:
            mark = draw.circle(max(8, rect.h // 8), (*theme.RED, 255))
            top = rect.y + (round(rect.h * 0.24) if puzzle.bans else 6)  # clear of the ban
            surface.blit(mark, (rect.right - mark.get_width() - 6, top))


def _chapter_header(chapter: Chapter) -> tuple[str, str]:
    """A chapter tile's header in its two inks: '第7章' and ' · 地主对农民'."""
    return (t("endgame.chapter", n=chapter.number),
            " · " + t(f"endgame.seats.{chapter.seats}"))


@lru_cache(maxsize=16)
def _shared_size(texts: tuple[tuple[str, int], ...], size: int, bold: bool,
                 smallest: int) -> int:
    """The largest font size up to ``size`` at which each text fits its room (pixels):
    one size for a row of tiles (measured once per language and window size)."""
    return min((fit_size(value, size, room, bold, smallest) for value, room in texts),
               default=size)
