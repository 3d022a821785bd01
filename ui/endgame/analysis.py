"""The analysis board: set up any open-hand endgame and let the solver answer it.

The player picks two or three hands and an optional play to answer, by clicking the
card grid (a card goes to the chosen row; a card in a row goes back) or by typing
ranks (``3``-``9``, ``0``/``T``, ``J`` ``Q`` ``K`` ``A`` ``2``, ``B`` ``R``; Backspace;
Tab for the next row, and past the rows a keyboard ring over the chips and buttons:
:mod:`ui.endgame.board_focus`).  求解 checks the set-up (:class:`BoardInput`) and sends
it to the review worker with a node limit; the answer — who wins, the winning first
moves, the line — is then stepped through with ← → while the rows show what is left.
The 禁出 chips ban kinds (三带一, 三带二, 四带二, 飞机带翅膀) for both sides in the solve.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from ai.endgame.search import SearchLimit
from ai.endgame.spot import Judgement, Spot, judge
from game.cards import RANK_CHARS, Card
from ui.app import intents
from ui.app.i18n import t
from ui.app.intents import Intent
from ui.app.scene import Scene
from ui.art import theme
from ui.art.text import blit_text, text_width, wrap
from ui.endgame.analysis_result import draw_result
from ui.endgame.ban_chips import BanChip
from ui.endgame.bans import GROUPS
from ui.endgame.board_focus import BoardFocus
from ui.endgame.board_input import DIGIT_RANKS, BoardInput, deck_holds
from ui.endgame.cards import Deal, draw_row, panel, row_rects
from ui.pages.chrome import draw_felt_page
from ui.widgets.controls import Button, Chooser, handle_all

if TYPE_CHECKING:
    from ui.app.app import App

MAX_NODES = 3_000_000  # past this the board says the position is too big to wait for
GRID_SUITS = "SHCD"


class GridCell(Button):
    """A card of the grid as a button: the grid draws the card, the button takes the click."""

    def __init__(self, label: str, on_click: Callable[[], Any]) -> None:
        super().__init__(label, on_click, "plain")

    def draw(self, surface: pygame.Surface) -> None:
        return


class AnalysisScene(Scene):
    """The board (see the module)."""

    paints_all = True
    name = "analysis"

    @property
    def card_keys(self) -> bool:  # type: ignore[override]
        """The table keys (rank letters type cards) while a row has the focus; the page
        keys (arrows move the ring, Space presses) while a chip or a button has it."""
        return self.focus.typing

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.input = BoardInput()
        self.message = ""
        self.job: Future[Judgement] | None = None
        self.spot: Spot | None = None
        self.answer: Judgement | None = None
        self.step = 0
        self.deal: Deal | None = None
        self.seats_choice = Chooser("endgame.board.hands", ["2", "3"],
                                    ["endgame.board.two", "endgame.board.three"], "2",
                                    self.set_seats)
        self.solve_button = Button("endgame.board.solve", self.solve, "primary")
        self.clear_button = Button("endgame.board.clear", self.clear, "plain")
        self.back = Button("btn.back", self.app.pop, "dark")
        self.prev_button = Button("endgame.prev_step", lambda: self.move_step(-1), "dark")
        self.next_button = Button("endgame.next_step", lambda: self.move_step(1), "dark")
        self.rank_buttons = [GridCell(f"rank.{ch}", partial(self.add, r))
                             for r, ch in enumerate(RANK_CHARS)]
        self.ban_chips = [BanChip(name, partial(self.toggle_ban, name)) for name, _ in GROUPS]
        self.buttons: list[Button] = [*self.rank_buttons, *self.ban_chips, self.solve_button,
                                      self.clear_button, self.back, self.prev_button,
                                      self.next_button]
        self.row_rects: list[pygame.Rect] = []
        self.grid_rects: list[pygame.Rect] = []
        self.result_rect = pygame.Rect(0, 0, 0, 0)
        self.bans_at = (0, 0)
        self.focus = BoardFocus(self.input, [*self.ban_chips, self.seats_choice,
                                             self.clear_button, self.solve_button,
                                             self.prev_button, self.next_button, self.back])
        self._steps_shown()

    # -- editing ---------------------------------------------------------------------------
    def set_seats(self, value: str) -> None:
        self.input.set_seats(int(value))
        self.forget()
        self.layout(self.size)  # the grid moves under the rows shown

    def add(self, rank: int) -> None:
        self.forget()
        self.message = self.input.add(rank)

    def toggle_ban(self, group: str) -> None:
        """A ban chip: the ban goes on or off, and an answer under the old bans is gone."""
        self.input.toggle_ban(group)
        for chip in self.ban_chips:
            chip.on = chip.group in self.input.bans
        self.forget()
        self.message = ""

    def clear(self) -> None:
        self.input.clear()
        self.forget()
        self.message = ""

    def forget(self) -> None:
        """The set-up changed: an answer (or a search under way) no longer applies."""
        if self.job is not None:
            self.job.cancel()
            self.job = None
        self.answer = None
        self.deal = None
        self.step = 0
        self._steps_shown()

    def leave(self) -> None:
        self.forget()

    # -- solving ---------------------------------------------------------------------------
    def solve(self) -> None:
        spot, problem = self.input.check()
        self.forget()
        if spot is None:
            self.message = problem
            return
        self.message = ""
        self.spot = spot
        self.job = self.app.review_executor.submit(judge, spot, MAX_NODES)

    def update(self, dt: float) -> None:
        self.focus.update(dt)
        job = self.job
        if job is None or not job.done():
            return
        self.job = None
        try:
            self.answer = job.result()
        except SearchLimit:
            self.message = t("endgame.err.big")
            return
        except Exception as error:
            self.message = t("endgame.err.other", error=str(error) or type(error).__name__)
            return
        self.step = 0
        self._replay()

    def move_step(self, by: int) -> None:
        if self.answer is None:
            return
        self.step = max(0, min(len(self.answer.line), self.step + by))
        self._replay()

    def _replay(self) -> None:
        """The deal after the line's first ``step`` plies."""
        if self.answer is None or self.spot is None:
            return
        texts = self.input.texts()
        spot = self.spot
        deal = Deal(texts[:-1], texts[-1] or None)
        for _, play in self.answer.line[: self.step]:
            spot = deal.play(spot, play)
        self.deal = deal
        self._steps_shown()

    def _steps_shown(self) -> None:
        shown = self.answer is not None
        self.prev_button.visible = self.next_button.visible = shown
        self.prev_button.enabled = shown and self.step > 0
        self.next_button.enabled = shown and self.answer is not None and (
            self.step < len(self.answer.line))

    # -- layout and input --------------------------------------------------------------------
    @property
    def bar_h(self) -> int:
        return max(40, round(self.size[1] * 0.07))

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        bar = self.bar_h
        small_h = max(28, round(bar * 0.62))
        self.back.rect = pygame.Rect(w - 16 - 110, (bar - small_h) // 2, 110, small_h)
        left, top = round(w * 0.025), bar + round(h * 0.025)
        edit_w = round(w * 0.58)
        row_h, gap = round(h * 0.11), round(h * 0.012)
        self.row_rects = [pygame.Rect(left, top + i * (row_h + gap), edit_w, row_h)
                          for i in range(4)]
        grid_top = top + (self.input.last_row + 1) * (row_h + gap) + round(h * 0.03)
        card_w = min(round(h * 0.062), (edit_w - 14 * 4) // 15)
        step = (edit_w - card_w) // 14
        self.grid_rects = [pygame.Rect(left + i * step, grid_top, card_w, round(card_w * 1.4))
                           for i in range(15)]
        for button, rect in zip(self.rank_buttons, self.grid_rects, strict=True):
            button.rect = rect.copy()
        bh = max(32, round(h * 0.058))
        y = h - bh - round(h * 0.045)
        self.seats_choice.rect = pygame.Rect(left, y, round(edit_w * 0.5), bh)
        self.clear_button.rect = pygame.Rect(left + edit_w - 2 * round(bh * 3) - 12, y,
                                             round(bh * 3), bh)
        self.solve_button.rect = pygame.Rect(left + edit_w - round(bh * 3), y, round(bh * 3), bh)
        self._place_chips(left, y - round(bh * 0.85) - round(h * 0.02), edit_w, round(bh * 0.85))
        result_w = w - left - edit_w - round(w * 0.05)
        self.result_rect = pygame.Rect(left + edit_w + round(w * 0.025), top, result_w,
                                       h - top - round(h * 0.03))
        sy = self.result_rect.bottom - bh - round(h * 0.02)
        half = (self.result_rect.w - 36) // 2
        self.prev_button.rect = pygame.Rect(self.result_rect.x + 12, sy, half, bh)
        self.next_button.rect = pygame.Rect(self.result_rect.right - 12 - half, sy, half, bh)

    def _place_chips(self, left: int, y: int, width: int, height: int) -> None:
        """The ban chips in one row after their label, each as wide as its words need."""
        size = max(11, round(height * 0.42))
        self.bans_at = (left, y + height // 2)
        x = left + text_width(t("endgame.board.bans"), size + 1, True) + 14
        gap = 10
        widths = [text_width(t("endgame.ban.mark") + " " + chip.text, size, True)
                  + height for chip in self.ban_chips]
        spare = max(0, (left + width - x - gap * (len(widths) - 1) - sum(widths)) // len(widths))
        for chip, w in zip(self.ban_chips, widths, strict=True):
            chip.rect = pygame.Rect(x, y, w + min(spare, height), height)
            x = chip.rect.right + gap

    def handle(self, intent: Intent) -> None:
        kind = intent.kind
        if self.focus.handle(intent) or handle_all([self.seats_choice, *self.buttons], intent):
            return
        if kind == intents.POINT_DOWN:
            self._click(intent.pos)
        elif kind == intents.RANK:
            self.add(intent.value)
        elif kind == intents.DIGIT and intent.value in DIGIT_RANKS:
            self.add(DIGIT_RANKS[intent.value])
        elif kind == intents.ERASE:
            self.forget()
            self.input.erase()
        elif kind == intents.CONFIRM:
            self.solve()
        elif kind == intents.STEP:
            self.move_step(intent.value)
        elif kind == intents.CLEAR:
            self.forget()
            self.input.row(self.input.active).clear()
        elif kind == intents.MENU:
            self.app.pop()

    def _click(self, pos: tuple[int, int]) -> None:
        for index, rect in enumerate(self.row_rects[: self.input.last_row + 1]):
            if not rect.collidepoint(pos):
                continue
            self.input.active = index
            cards = self._row_cards(index)
            rects = self._card_rects(index, len(cards))
            for i in range(len(rects) - 1, -1, -1):
                if rects[i].collidepoint(pos) and self.answer is None:
                    self.forget()
                    self.input.remove(index, cards[i].rank)
                    return
            return

    # -- drawing -------------------------------------------------------------------------------
    def _row_cards(self, index: int) -> list[Card]:
        """The cards a row shows: as set up, or what is left at the line's step."""
        if self.deal is not None and index < self.input.seats:
            return self.deal.hands[index]
        ranks = sorted(self.input.row(index), reverse=True)
        used: dict[int, int] = {}
        out = []
        for r in ranks:
            suit = "" if deck_holds(r) == 1 else GRID_SUITS[used.get(r, 0) % 4]
            used[r] = used.get(r, 0) + 1
            out.append(Card(r, suit))
        return out

    def _card_rects(self, index: int, count: int) -> list[pygame.Rect]:
        rect = self.row_rects[index]
        label_w = round(rect.w * 0.23)
        area = pygame.Rect(rect.x + label_w, rect.y + 6, rect.w - label_w - 12, rect.h - 12)
        return row_rects(count, area, round(area.h / 1.4), "left", 0.55)

    def draw(self, surface: pygame.Surface) -> None:
        draw_felt_page(surface, self.bar_h, t("endgame.analysis"),
                       max(16, round(self.bar_h * 0.42)), "", 12)
        self._draw_rows(surface)
        self._draw_grid(surface)
        draw_result(self, surface)
        if self.ban_chips:
            size = max(11, round(self.ban_chips[0].rect.h * 0.42))
            blit_text(surface, t("endgame.board.bans"), size + 1, theme.CREAM, "midleft",
                      self.bans_at, bold=True)
        self.seats_choice.draw(surface)
        for button in self.buttons:
            button.draw(surface)
        self.focus.draw(surface, self.row_rects)

    def _draw_rows(self, surface: pygame.Surface) -> None:
        names = self.input.row_names()
        h = self.size[1]
        for index in range(self.input.last_row + 1):
            rect = self.row_rects[index]
            active = index == self.input.active and self.answer is None
            panel(surface, rect, lit=active, fill=(8, 30, 24, 200))
            size = max(12, round(h * 0.024))
            blit_text(surface, names[index], size, theme.GOLD if active else theme.CREAM,
                      "topleft", (rect.x + 12, rect.y + 10), bold=True)
            cards = self._row_cards(index)
            text = "".join(RANK_CHARS[c.rank] for c in reversed(cards))
            blit_text(surface, text or "—", max(11, round(h * 0.02)), theme.MUTED, "topleft",
                      (rect.x + 12, rect.y + 14 + size))
            draw_row(surface, self.app.art, cards, self._card_rects(index, len(cards)),
                     small=True)

    def _draw_grid(self, surface: pygame.Surface) -> None:
        h = self.size[1]
        for rank, rect in enumerate(self.grid_rects):
            card = Card(rank, "" if deck_holds(rank) == 1 else "S" if rank % 2 else "H")
            left = deck_holds(rank) - self.input.used(rank)
            draw_row(surface, self.app.art, [card], [rect], small=True, dim=left <= 0)
            blit_text(surface, f"{left}", max(11, round(h * 0.02)),
                      theme.GOLD if left > 0 else theme.DIM, "midtop",
                      (rect.centerx, rect.bottom + 4), bold=True)
        y = self.grid_rects[0].bottom + round(h * 0.05)
        help_size = max(11, round(h * 0.02))
        for line in wrap(t("endgame.board.help"), help_size, self.row_rects[0].w)[:2]:
            blit_text(surface, line, help_size, theme.MUTED, "topleft", (self.row_rects[0].x, y))
            y += round(help_size * 1.4)
