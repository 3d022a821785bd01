"""The reading chooser (癞子): one selection, several plays it can be — which one?

With wilds a set of cards can read several ways (``4777`` with wild 7: a soft bomb of
4s, or a trio of any rank with the single 4).  When more than one reading may be
played, the 出牌 press opens this panel instead of playing: each reading is shown
as the cards it stands for, every wild wearing the rank it would stand for, with
the reading's name under it.  The reading that beats the play on the table (the
cheapest that does) is preselected; leading, the strongest.  A click picks a reading
and plays it, ←/→ move the choice and Enter plays it; Esc, a right click or a click
outside closes the panel and nothing is played.

However many readings there are (``9T`` with four wilds has 21), the panel stays in the
window: the cards shrink to :data:`MIN_CARD`, columns are added as the window allows, and
past that the readings are paged.  The page follows the choice (←/→ cross from page to
page), the title row says which page this is, and its arrows, or the wheel, turn pages.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.cards import RANK_INDEX, Card
from game.plays import Play
from ui.app import intents
from ui.app.i18n import t
from ui.app.intents import Intent
from ui.art import draw, theme
from ui.art.cardart import CardArt, card_height
from ui.art.text import blit_text, text
from ui.art.wildmark import GOLD, WildFaces, paint_mark
from ui.table.layout import TableLayout
from ui.table.selection import describe
from ui.table.wild import stood_for

MAX_COLUMNS = 6  # more would make a row too long to read across
GAP = 12
MARGIN = 8  # the panel's least distance from the window's edge
STEP = 0.7  # of a card's width: each card's rank and the wild's rank stay visible
CARD_SHARE = 0.8  # the chooser's cards, of the hand's card width (smaller to fit many)
MIN_CARD = 40
PICKED = "picked"  # handle(): a reading was chosen, play it
CLOSED = "closed"  # handle(): the panel was dismissed


def card_width(lay: TableLayout) -> int:
    return round(lay.card_w * CARD_SHARE)


def help_size(lay: TableLayout) -> int:
    return max(12, round(lay.size[1] * 0.024))


def preselect(readings: Sequence[Play], leading: bool) -> int:
    """The reading to offer first: leading, the strongest; following, the cheapest winner."""
    def strength(p: Play) -> tuple[int, int, int]:
        return p.bomb_class, p.rank, len(p)

    order = sorted(range(len(readings)), key=lambda i: strength(readings[i]))
    return order[-1] if leading else order[0]


def arranged(play: Play, cards: Sequence[Card], wild_of: dict[Card, str]) -> list[Card]:
    """The cards in the order of what they stand for, so a straight reads in order."""
    def key(card: Card) -> tuple[int, str]:
        rank = wild_of.get(card, card.rank_char)
        return RANK_INDEX[rank], card.suit

    return sorted(cards, key=key)


@dataclass(frozen=True)
class Grid:
    """How the chooser lays readings out: card width, columns and rows of one page."""

    card_w: int
    cols: int
    rows: int

    @property
    def per_page(self) -> int:
        return self.cols * self.rows


def capacity(cell: tuple[int, int], room: tuple[int, int]) -> tuple[int, int]:
    """The columns and rows of cells ``cell`` (w, h) that fit in ``room`` (w, h), at least one."""
    cols = max(1, min(MAX_COLUMNS, (room[0] - GAP) // (cell[0] + GAP)))
    rows = max(1, room[1] // (cell[1] + GAP))
    return cols, rows


def balanced(grid: Grid, count: int) -> Grid:
    """A grid that holds ``count`` readings with as few rows, then columns, as it can.

    >>> balanced(Grid(60, 5, 4), 6)
    Grid(card_w=60, cols=3, rows=2)
    >>> balanced(Grid(40, 4, 4), 21)  # paged: every page full size
    Grid(card_w=40, cols=4, rows=4)
    """
    if grid.per_page < count:
        return grid
    rows = -(-count // grid.cols)
    return Grid(grid.card_w, -(-count // rows), rows)


class ReadingChooser:
    """The panel of readings; the scene opens it, passes it intents, and draws it."""

    def __init__(self) -> None:
        self.readings: list[Play] = []
        self.cards: list[Card] = []
        self.choice = 0
        self._panel = pygame.Rect(0, 0, 0, 0)
        self._wild: dict[int, dict[Card, str]] = {}
        self._wild_cards: set[Card] = set()
        self._grid = Grid(MIN_CARD, MAX_COLUMNS, 1_000)  # until the first layout: one page
        self._cell = (0, 0)
        self._origin = (0, 0)
        self._arrows = (pygame.Rect(0, 0, 0, 0), pygame.Rect(0, 0, 0, 0))
        self.hinted: Play | None = None  # the hint's play: offered first when it is a reading

    @property
    def open(self) -> bool:
        return bool(self.readings)

    @property
    def chosen(self) -> Play | None:
        return self.readings[self.choice] if self.readings else None

    def show(self, readings: Sequence[Play], cards: Sequence[Card], leading: bool,
             is_wild: object) -> None:
        """Offer ``readings`` of the selected ``cards``; ``is_wild(card)`` tells the wilds."""
        self.readings = list(readings)
        self.cards = list(cards)
        self.choice = preselect(self.readings, leading)
        if self.hinted in self.readings:
            self.choice = self.readings.index(self.hinted)
        wild = is_wild if callable(is_wild) else (lambda card: False)
        self._wild = {i: stood_for(p, tuple(self.cards), wild)
                      for i, p in enumerate(self.readings)}
        self._wild_cards = {c for c in self.cards if wild(c)}

    def close(self) -> None:
        self.readings, self.cards = [], []

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.readings) // self._grid.per_page))

    @property
    def page(self) -> int:
        """The page shown: the one holding the choice, so the keyboard's focus is in sight."""
        return self.choice // self._grid.per_page

    @property
    def first(self) -> int:
        """The index of the first reading on the page shown."""
        return self.page * self._grid.per_page

    @property
    def _boxes(self) -> list[pygame.Rect]:
        """The boxes of the readings on the page shown, in order from :attr:`first`."""
        shown = min(self._grid.per_page, len(self.readings) - self.first)
        (cell_w, cell_h), (left, top) = self._cell, self._origin
        return [pygame.Rect(left + c * (cell_w + GAP), top + r * (cell_h + GAP), cell_w, cell_h)
                for r, c in (divmod(slot, self._grid.cols) for slot in range(shown))]

    def turn_page(self, step: int) -> None:
        """Show the page ``step`` pages on (round the end), its first reading chosen."""
        page = (self.page + step) % self.pages
        self.choice = page * self._grid.per_page

    def handle(self, intent: Intent) -> str | None:
        """``PICKED`` (play :attr:`chosen`), ``CLOSED``, or None (nothing for the panel)."""
        if not self.open:
            return None
        kind = intent.kind
        if kind == intents.POINT_DOWN:
            return self._click(intent.pos)
        if kind == intents.SCROLL and self.pages > 1:
            self.turn_page(-1 if intent.value > 0 else 1)
            return ""
        if kind == intents.STEP:
            self.choice = (self.choice + intent.value) % len(self.readings)
            return ""
        if kind == intents.CONFIRM:
            return PICKED
        if kind in (intents.MENU, intents.CLEAR, intents.PASS):
            self.close()
            return CLOSED
        return ""  # the panel is modal: other intents wait

    def _click(self, pos: tuple[int, int]) -> str:
        """A reading plays, an arrow turns the page, a click outside the panel closes it."""
        for slot, box in enumerate(self._boxes):
            if box.collidepoint(pos):
                self.choice = self.first + slot
                return PICKED
        if self.pages > 1:
            for step, arrow in zip((-1, 1), self._arrows, strict=True):
                if arrow.collidepoint(pos):
                    self.turn_page(step)
                    return ""
        if self._panel.collidepoint(pos):
            return ""
        self.close()
        return CLOSED

    # -- drawing -------------------------------------------------------------------------------
    def layout(self, lay: TableLayout) -> None:
        """Fit the panel to the window: the largest cards that hold every reading, else pages."""
        width, height = lay.size
        title_h, foot_h = round(height * 0.06), round(height * 0.05)
        room = (width - 2 * MARGIN, round(height * 0.9) - title_h - foot_h)
        grid = Grid(MIN_CARD, 1, 1)
        for w in range(max(card_width(lay), MIN_CARD), MIN_CARD - 1, -2):
            grid = Grid(w, *capacity(self._cell_size(w, lay), room))
            if grid.per_page >= len(self.readings):
                break  # many readings (4777 has 14): smaller cards, then more columns, then pages
        self._grid = balanced(grid, len(self.readings))
        self._cell = cell_w, cell_h = self._cell_size(self._grid.card_w, lay)
        grid_w = self._grid.cols * cell_w + (self._grid.cols - 1) * GAP
        help_w = text(t("reading.help"), help_size(lay)).get_width() + 48
        panel_w = min(max(grid_w + 2 * GAP, help_w), width - 2 * MARGIN)
        panel_h = title_h + self._grid.rows * (cell_h + GAP) + foot_h
        self._panel = pygame.Rect(0, 0, panel_w, panel_h)
        self._panel.center = (width // 2,
                              min(round(height * 0.45), height - panel_h // 2 - MARGIN))
        self._origin = (self._panel.centerx - grid_w // 2, self._panel.y + title_h)
        arrow = max(20, round(title_h * 0.7))
        middle = self._panel.y + round(height * 0.03)
        nxt = pygame.Rect(0, 0, arrow, arrow)
        nxt.midright = (self._panel.right - GAP, middle)
        prev = nxt.copy()
        prev.right = nxt.left - self._page_label_w(lay) - 16
        self._arrows = (prev, nxt)

    def _cell_size(self, w: int, lay: TableLayout) -> tuple[int, int]:
        step = round(w * STEP)
        return w + step * (len(self.cards) - 1) + 24, card_height(w) + round(lay.size[1] * 0.05)

    def _page_label(self) -> str:
        return t("reading.page", page=self.page + 1, pages=self.pages)

    def _page_label_w(self, lay: TableLayout) -> int:
        return text(t("reading.page", page=88, pages=88), help_size(lay)).get_width()

    def draw(self, surface: pygame.Surface, art: CardArt, lay: TableLayout) -> None:
        if not self.open:
            return
        self.layout(lay)
        panel = self._panel
        surface.blit(draw.rounded_panel(panel.size, 14, (24, 30, 26, 255), (*GOLD, 220), 2),
                     panel.topleft)
        size = max(14, round(lay.size[1] * 0.028))
        blit_text(surface, t("reading.title"), size, theme.GOLD, "center",
                  (panel.centerx, panel.y + round(lay.size[1] * 0.03)), bold=True)
        for slot, box in enumerate(self._boxes):
            i = self.first + slot
            self._draw_reading(surface, art, lay, i, self.readings[i], box)
        if self.pages > 1:
            self._draw_pager(surface, lay)
        blit_text(surface, t("reading.help"), help_size(lay), theme.MUTED, "center",
                  (panel.centerx, panel.bottom - round(lay.size[1] * 0.022)))

    def _draw_reading(self, surface: pygame.Surface, art: CardArt, lay: TableLayout, i: int,
                      play: Play, box: pygame.Rect) -> None:
        chosen = i == self.choice
        fill = (70, 56, 20, 230) if chosen else (40, 46, 42, 200)
        rim = (*GOLD, 255) if chosen else (150, 150, 130, 120)
        surface.blit(draw.rounded_panel(box.size, 10, fill, rim, 3 if chosen else 1), box.topleft)
        w = self._grid.card_w
        step = round(w * STEP)
        wild = self._wild.get(i, {})
        x = box.x + 12
        y = box.y + 8
        plain = art.art if isinstance(art, WildFaces) else art  # this reading's marks only
        for card in arranged(play, self.cards, wild):
            face = plain.face(card, w)
            if card in self._wild_cards:
                face = face.copy()
                paint_mark(face, t("wild.sign"), wild.get(card, ""))
            surface.blit(face, (x, y))
            x += step
        label = describe(play)
        blit_text(surface, label, max(12, round(lay.size[1] * 0.022)),
                  theme.CREAM if chosen else theme.MUTED, "center",
                  (box.centerx, box.bottom - round(lay.size[1] * 0.02)), bold=chosen)

    def _draw_pager(self, surface: pygame.Surface, lay: TableLayout) -> None:
        """The page indicator in the title row, between the arrows that turn the pages."""
        prev, nxt = self._arrows
        for arrow, point in ((prev, -1), (nxt, 1)):
            surface.blit(draw.rounded_panel(arrow.size, 6, (40, 46, 42, 220), (*GOLD, 200), 1),
                         arrow.topleft)
            half = arrow.w // 4
            tip = (arrow.centerx + point * half, arrow.centery)
            back = arrow.centerx - point * half
            pygame.draw.polygon(surface, theme.GOLD,
                                [tip, (back, arrow.centery - half), (back, arrow.centery + half)])
        blit_text(surface, self._page_label(), help_size(lay), theme.CREAM, "center",
                  ((prev.right + nxt.left) // 2, nxt.centery))
