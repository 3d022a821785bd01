"""上一轮 at the Tractor table: the trick before the one on the table, seat by seat.

A panel sized to what it shows: a title naming who won the trick and its points, then
one row per seat in turn order (the leader first), the seat's name and its play at
the size the table plays cards, sorted as the player's hand is (trump last), the
winning play framed in gold with its 大 tag as on the table.  The dealer who buried
the kitty finds it in a last row (底牌) while the hand is played.  When the rows do
not fit the window at that size (six seats, a long throw), the cards shrink until they
do.  The table dims under it: it is read, then closed (L, Esc or a click).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.cards import Card
from game.shengji import Trump, points
from ui.app.i18n import t
from ui.art import draw, theme
from ui.art.cardart import CardArt, card_height
from ui.art.text import blit_text, font
from ui.tractor.board import Board, Play
from ui.tractor.cardsort import display_sorted
from ui.tractor.layout import TractorLayout
from ui.tractor.trick import mark_winner
from ui.tractor.words import seat_label

Rows = list[tuple[str, tuple[Card, ...], bool, bool]]  # label, cards, won, kitty
STEP = 0.42  # of a card width: the overlap of a play's cards (the index shows whole)
ROW_GAP = 0.22  # of a card height: the space between two rows (the winner's frame fits)


@dataclass(frozen=True)
class Row:
    """One row of the panel: its label, its cards in the order drawn, where they go."""

    label: str
    cards: tuple[Card, ...]
    won: bool
    kitty: bool
    name_at: tuple[int, int]  # where the label goes, by ``name_anchor``
    rects: tuple[pygame.Rect, ...]
    name_anchor: str = "midleft"


@dataclass(frozen=True)
class LastTrickShape:
    panel: pygame.Rect
    card_w: int
    title: str
    title_size: int
    name_size: int
    rows: tuple[Row, ...]


def _rows_of(plays: list[Play], winner: int | None, kitty: tuple[Card, ...],
             trump: Trump | None, rules: object) -> Rows:
    def shown(cards: tuple[Card, ...]) -> tuple[Card, ...]:
        return tuple(display_sorted(cards, trump, rules)) if trump is not None else cards

    rows = [(seat_label(seat), shown(cards), seat == winner, False) for seat, cards in plays]
    if kitty:
        rows.append((t("tractor.end.kitty"), shown(kitty), False, True))
    return rows


def title_text(plays: list[Play], winner: int | None) -> str:
    """上一轮 · 阿福赢下这一轮 · 10分 (the points when it had some)."""
    if not plays:
        return t("tractor.end.kitty")
    if winner is None:
        return t("tractor.last_trick")
    won = points([c for _, cards in plays for c in cards])
    key = "tractor.last_trick.won" if won else "tractor.last_trick.won_none"
    return t(key, title=t("tractor.last_trick"), seat=seat_label(winner), n=won)


def last_trick_shape(lay: TractorLayout, plays: list[Play], winner: int | None,
                     kitty: tuple[Card, ...] = (), trump: Trump | None = None,
                     rules: object = None) -> LastTrickShape:
    """Where everything of the panel goes (see the module): the seats side by side when
    their plays fit the window's width that way, else a row each, at the widest card
    size from the table's trick size down at which everything fits."""
    h = lay.size[1]
    rows = _rows_of(plays, winner, kitty, trump, rules)
    title = title_text(plays, winner)
    sizes = (max(14, round(h * 0.03)), max(13, round(h * 0.026)))
    return (_side_by_side(lay, rows, title, sizes)
            or _one_row_each(lay, rows, title, sizes))



def _play_w(cw: int, count: int) -> int:
    return cw + round(cw * STEP) * (count - 1)


def _bounds(lay: TractorLayout) -> pygame.Rect:
    """Where the panel may go: the window below the top bar, with a margin."""
    w, h = lay.size
    margin = round(h * 0.02)
    return pygame.Rect(margin, lay.top_bar.bottom + margin, w - 2 * margin,
                       h - lay.top_bar.bottom - 2 * margin)


def _placed(panel: pygame.Rect, lay: TractorLayout, bounds: pygame.Rect) -> pygame.Rect:
    """Centred on the table, moved down clear of the name plates across the top when
    there is room for that, and always inside ``bounds``."""
    from ui.tractor.openhands import plate_bottom

    panel.center = lay.centre
    plates = [plate_bottom(lay, seat) for seat, spot in lay.seats.items() if spot.place == "top"]
    if plates and panel.top < max(plates) + 8:
        panel.top = max(plates) + 8
    panel.clamp_ip(bounds)
    return panel


def _side_by_side(lay: TractorLayout, rows: Rows, title: str,
                  sizes: tuple[int, int]) -> LastTrickShape | None:
    """Each seat a column — its name over its play — in turn order left to right (a
    trick of short plays reads like the table, in a compact panel); ``None`` when the
    plays are too long for the window's width."""
    title_size, name_size = sizes
    bounds = _bounds(lay)
    pad, gap = max(14, round(lay.size[1] * 0.03)), max(12, round(lay.size[1] * 0.025))
    cw = lay.trick_w
    names = [font(name_size, True).size(label)[0] for label, *_ in rows]
    widths = [max(n, _play_w(cw, len(cards))) for n, (_, cards, *_r) in zip(names, rows,
                                                                               strict=True)]
    inner = sum(widths) + gap * (len(rows) - 1)
    title_w = font(title_size, True).size(title)[0]
    width = max(inner, title_w) + 2 * pad
    if width > bounds.w:
        return None
    ch = card_height(cw)
    head = round(title_size * 2.5)
    name_h = round(name_size * 1.5)
    tag = 10 + max(20, (ch + 12) // 5) * 2 // 3  # room for the winner's 大 tag (mark_winner)
    panel = _placed(pygame.Rect(0, 0, width, head + name_h + tag + ch + pad), lay, bounds)
    x = panel.centerx - inner // 2
    top = panel.y + head + name_h + tag
    out = []
    for (label, cards, won, is_kitty), block in zip(rows, widths, strict=True):
        left = x + (block - _play_w(cw, len(cards))) // 2
        rects = tuple(pygame.Rect(left + i * round(cw * STEP), top, cw, ch)
                      for i in range(len(cards)))
        out.append(Row(label, cards, won, is_kitty, (x + block // 2, top - tag - 2), rects,
                       "midbottom"))
        x += block + gap
    return LastTrickShape(panel, cw, title, title_size, name_size, tuple(out))


def _one_row_each(lay: TractorLayout, rows: Rows, title: str,
                  sizes: tuple[int, int]) -> LastTrickShape:
    """A row per seat — its name, then its play — the cards shrunk until all fit."""
    title_size, name_size = sizes
    bounds = _bounds(lay)
    pad = max(14, round(lay.size[1] * 0.03))
    name_w = max(font(name_size, True).size(label)[0] for label, *_ in rows)
    room_w = bounds.w - 3 * pad - name_w
    head = round(title_size * 2.2)
    longest = max(len(cards) for _, cards, *_ in rows)
    cw = lay.trick_w
    while cw > 24:
        ch = card_height(cw)
        row_h = ch + round(ch * ROW_GAP)
        if _play_w(cw, longest) <= room_w and head + row_h * len(rows) + pad <= bounds.h:
            break
        cw -= 4
    ch = card_height(cw)
    row_h = ch + round(ch * ROW_GAP)
    step = min(round(cw * STEP), (room_w - cw) // max(1, longest - 1))
    cards_w = cw + step * (longest - 1)
    title_w = font(title_size, True).size(title)[0]
    width = max(3 * pad + name_w + cards_w, title_w + 2 * pad)
    panel = _placed(pygame.Rect(0, 0, width, head + row_h * len(rows) + pad // 2), lay, bounds)
    out = []
    left = panel.x + 2 * pad + name_w
    for index, (label, cards, won, is_kitty) in enumerate(rows):
        middle = panel.y + head + index * row_h + row_h // 2
        rects = tuple(pygame.Rect(left + i * step, middle - ch // 2, cw, ch)
                      for i in range(len(cards)))
        out.append(Row(label, cards, won, is_kitty, (panel.x + pad, middle), rects, "midleft"))
    return LastTrickShape(panel, cw, title, title_size, name_size, tuple(out))


def can_open_last(board: Board, rules: object) -> bool:
    """Whether 上一轮 has anything to show: the last trick, unless ``hide_played_cards``
    (docs/tractor.md §1.15) keeps it hidden, or the kitty the player buried."""
    trick = bool(board.last_trick) and not getattr(rules, "hide_played_cards", False)
    return trick or bool(board.own_kitty())


@lru_cache(maxsize=4)
def _dim(size: tuple[int, int]) -> pygame.Surface:
    return draw.dim_overlay(size, 110)


def draw_last_trick(surface: pygame.Surface, art: CardArt, plays: list[Play],
                    winner: int | None, lay: TractorLayout, kitty: tuple[Card, ...] = (),
                    trump: Trump | None = None, rules: object = None) -> None:
    """The panel over the table (nothing when there is neither a trick nor a kitty); under
    ``hide_played_cards`` (docs/tractor.md §1.15) only the kitty, never the trick."""
    if getattr(rules, "hide_played_cards", False):
        plays, winner = [], None
    if not plays and not kitty:
        return
    shape = last_trick_shape(lay, plays, winner, kitty, trump, rules)
    surface.blit(_dim(lay.size), (0, 0))
    panel = shape.panel
    draw.draw_panel(surface, panel, 16, (10, 18, 24, 242), (246, 200, 92, 170))
    blit_text(surface, shape.title, shape.title_size, theme.GOLD, "midtop",
              (panel.centerx, panel.y + round(shape.title_size * 0.6)), bold=True)
    cw = shape.card_w
    pad = art.shadow_pad(cw)
    for row in shape.rows:
        colour = theme.GOLD if row.won else theme.MUTED if row.kitty else theme.CREAM
        blit_text(surface, row.label, shape.name_size, colour, row.name_anchor, row.name_at,
                  bold=True)
        if row.won:
            mark_winner(surface, list(row.rects), True)
        for card, rect in zip(row.cards, row.rects, strict=True):
            surface.blit(art.shadow(cw), (rect.x - pad + 1, rect.y - pad + 3))
            surface.blit(art.face(card, cw), rect.topleft)
