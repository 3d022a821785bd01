"""The reading chooser (癞子): one selection, several plays it can be — which one?

With wilds a set of cards can read several ways (``4777`` with wild 7: a soft bomb of
4s, or a trio of any rank with the single 4).  When more than one reading may be
played, the 出牌 press opens this panel instead of playing: each reading is shown
as the cards it stands for, every wild wearing the rank it would stand for, with
the reading's name under it.  The reading that beats the play on the table (the
cheapest that does) is preselected; leading, the strongest.  A click picks a reading
and plays it, ←/→ move the choice and Enter plays it; Esc, a right click or a click
outside closes the panel and nothing is played.
"""

from __future__ import annotations

from collections.abc import Sequence

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

COLUMNS = 4
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


class ReadingChooser:
    """The panel of readings; the scene opens it, passes it intents, and draws it."""

    def __init__(self) -> None:
        self.readings: list[Play] = []
        self.cards: list[Card] = []
        self.choice = 0
        self._boxes: list[pygame.Rect] = []
        self._panel = pygame.Rect(0, 0, 0, 0)
        self._wild: dict[int, dict[Card, str]] = {}
        self._wild_cards: set[Card] = set()
        self._card_w = MIN_CARD
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
        self.readings, self.cards, self._boxes = [], [], []

    def handle(self, intent: Intent) -> str | None:
        """``PICKED`` (play :attr:`chosen`), ``CLOSED``, or None (nothing for the panel)."""
        if not self.open:
            return None
        kind = intent.kind
        if kind == intents.POINT_DOWN:
            for i, box in enumerate(self._boxes):
                if box.collidepoint(intent.pos):
                    self.choice = i
                    return PICKED
            self.close()
            return CLOSED
        if kind == intents.STEP:
            self.choice = (self.choice + intent.value) % len(self.readings)
            return ""
        if kind == intents.CONFIRM:
            return PICKED
        if kind in (intents.MENU, intents.CLEAR, intents.PASS):
            self.close()
            return CLOSED
        return ""  # the panel is modal: other intents wait

    # -- drawing -------------------------------------------------------------------------------
    def layout(self, lay: TableLayout) -> None:
        count = len(self.readings)
        cols = min(COLUMNS, count)
        rows = (count + cols - 1) // cols
        width, height = lay.size
        gap = 12
        title_h = round(height * 0.06)
        foot_h = round(height * 0.05)
        w = card_width(lay)
        while w > MIN_CARD:
            panel_w, panel_h = self._size(w, cols, rows, gap, title_h, foot_h, lay)
            if panel_w <= width - 16 and panel_h <= round(height * 0.9):
                break
            w -= 2  # many readings (4777 has 13): smaller cards, never off the window
        self._card_w = w
        cell_w, cell_h = self._cell(w, lay)
        panel_w, panel_h = self._size(w, cols, rows, gap, title_h, foot_h, lay)
        self._panel = pygame.Rect(0, 0, min(panel_w, width - 16), panel_h)
        self._panel.center = (width // 2, min(round(height * 0.45), height - panel_h // 2 - 8))
        self._boxes = []
        left = self._panel.centerx - (cols * cell_w + (cols - 1) * gap) // 2
        for i in range(count):
            r, c = divmod(i, cols)
            box = pygame.Rect(left + c * (cell_w + gap),
                              self._panel.y + title_h + r * (cell_h + gap), cell_w, cell_h)
            self._boxes.append(box)

    def _cell(self, w: int, lay: TableLayout) -> tuple[int, int]:
        step = round(w * STEP)
        return w + step * (len(self.cards) - 1) + 24, card_height(w) + round(lay.size[1] * 0.05)

    def _size(self, w: int, cols: int, rows: int, gap: int, title_h: int, foot_h: int,
              lay: TableLayout) -> tuple[int, int]:
        cell_w, cell_h = self._cell(w, lay)
        help_w = text(t("reading.help"), help_size(lay)).get_width() + 48
        return (max(cols * cell_w + (cols + 1) * gap, help_w),
                title_h + rows * (cell_h + gap) + foot_h)

    def draw(self, surface: pygame.Surface, art: CardArt, lay: TableLayout) -> None:
        if not self.open:
            return
        self.layout(lay)
        panel = self._panel
        surface.blit(draw.rounded_panel(panel.size, 14, (24, 30, 26, 235), (*GOLD, 220), 2),
                     panel.topleft)
        size = max(14, round(lay.size[1] * 0.028))
        blit_text(surface, t("reading.title"), size, theme.GOLD, "center",
                  (panel.centerx, panel.y + round(lay.size[1] * 0.03)), bold=True)
        for i, (play, box) in enumerate(zip(self.readings, self._boxes, strict=True)):
            self._draw_reading(surface, art, lay, i, play, box)
        blit_text(surface, t("reading.help"), help_size(lay), theme.MUTED, "center",
                  (panel.centerx, panel.bottom - round(lay.size[1] * 0.022)))

    def _draw_reading(self, surface: pygame.Surface, art: CardArt, lay: TableLayout, i: int,
                      play: Play, box: pygame.Rect) -> None:
        chosen = i == self.choice
        fill = (70, 56, 20, 230) if chosen else (40, 46, 42, 200)
        rim = (*GOLD, 255) if chosen else (150, 150, 130, 120)
        surface.blit(draw.rounded_panel(box.size, 10, fill, rim, 3 if chosen else 1), box.topleft)
        w = self._card_w
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
