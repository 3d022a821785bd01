"""Where a card picker's panel and cards go (:mod:`ui.table.pickers`): rows of equal
length under a title, the panel centred in the room between the seats and over the
status line, the cards as large as that room allows.

Split from the pickers, which own the choice and the drawing; everything here is a
plain function of the table's layout and the picker's :class:`PanelShape`.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ui.art.cardart import card_height
from ui.table.layout import TableLayout

GAP = 0.12  # between cards, of the card width


@dataclass(frozen=True)
class PanelShape:
    """What a picker asks of its panel: ``count`` cards in up to ``max_rows`` rows, none
    wider than ``largest``, a chosen card rising ``rise`` of its height, ``caption_h``
    pixels of words under each row, a title ``title_h`` high and ``title_w`` wide."""

    count: int
    max_rows: int
    largest: int
    rise: float
    caption_h: int
    title_h: int
    title_w: int


@dataclass(frozen=True)
class Arranged:
    """The panel, each card's rect (in the order offered) and the cards' width."""

    panel: pygame.Rect
    rects: list[pygame.Rect]
    card_w: int


def lift(card_w: int, rise: float) -> int:
    """How far a chosen card ``card_w`` wide rises (room kept above its row)."""
    return round(card_height(card_w) * rise)


def arrange(shape: PanelShape, lay: TableLayout) -> Arranged:
    """Rows of equal length (one if the cards are larger so), the panel centred in the
    room between the seats and over the status line, cards as large as it allows."""
    if not shape.count:
        return Arranged(pygame.Rect(0, 0, 0, 0), [], 0)
    room = room_for_panel(lay)
    pad = max(10, round(lay.size[1] * 0.02))
    rows, card_w = max(
        ((rows, fitting_width(shape, lay, room, rows, pad))
         for rows in range(1, shape.max_rows + 1)),
        key=lambda option: (option[1], -option[0]),
    )
    per_row = -(-shape.count // rows)
    card_h, gap, risen = card_height(card_w), round(card_w * GAP), lift(card_w, shape.rise)
    caption, row_gap = shape.caption_h, max(6, pad // 2)
    inner_w = max(per_row * card_w + (per_row - 1) * gap, shape.title_w)
    inner_h = shape.title_h + pad + rows * (card_h + risen + caption) + (rows - 1) * row_gap
    panel = pygame.Rect(0, 0, inner_w + 2 * pad, inner_h + 2 * pad)
    panel.center = room.center
    y0 = panel.y + pad + shape.title_h + pad + risen
    rects = []
    for index in range(shape.count):
        row, column = divmod(index, per_row)
        in_row = min(per_row, shape.count - row * per_row)
        x0 = room.centerx - (in_row * card_w + (in_row - 1) * gap) // 2
        y = y0 + row * (card_h + risen + caption + row_gap)
        rects.append(pygame.Rect(x0 + column * (card_w + gap), y, card_w, card_h))
    return Arranged(panel, rects, card_w)


def fitting_width(shape: PanelShape, lay: TableLayout, room: pygame.Rect, rows: int,
                  pad: int) -> int:
    """The widest card (on the art's 4 px grid) that lets ``rows`` rows fit ``room``."""
    per_row = -(-shape.count // rows)
    by_width = (room.w - 2 * pad) / (per_row * (1 + GAP))
    spare_h = (room.h - 3 * pad - shape.title_h - (rows - 1) * max(6, pad // 2)
               - rows * shape.caption_h)
    by_height = spare_h / rows / (1 + shape.rise) * 0.7
    width = min(shape.largest, by_width, by_height)
    return max(20, int(width) // 4 * 4)


def room_for_panel(lay: TableLayout) -> pygame.Rect:
    """The room a picker may fill: under the kitty and the seats across the top, over
    the status line, between the seats at the sides."""
    w, h = lay.size
    kitty_bottom = lay.kitty_center[1] + card_height(lay.small_w) // 2 + 10
    plates = [spot.avatar[1] + round(spot.radius * 2.5) for spot in lay.seats.values()
              if spot.place == "across"]
    top = max([kitty_bottom, *plates]) + round(h * 0.012)
    status = max(14, round(h * 0.027))
    bottom = lay.status_y - round(status * 0.9)
    sides = [spot for spot in lay.seats.values() if spot.place in ("left", "right")]
    reach = max((round(spot.radius * 1.7) for spot in sides), default=0)
    left = max((spot.avatar[0] + reach for spot in sides if spot.place == "left"),
               default=round(w * 0.06))
    right = min((spot.avatar[0] - reach for spot in sides if spot.place == "right"),
                default=w - round(w * 0.06))
    half = min(w // 2 - left, right - w // 2)
    return pygame.Rect(w // 2 - half, top, 2 * half, bottom - top)
