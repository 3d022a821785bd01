"""Laying a hand out face up in a given space: opponents' open hands and the replay's hands.

A hand is a sorted run of cards overlapping evenly, in one row when it fits, else in two
or three rows of equal length (the last one at most one card shorter), every row the
same step and aligned to the same edge, so nothing wraps raggedly.  The card size is the
largest that fits the space; one row is preferred while it costs little size.

:func:`fan_shape` chooses the shape; :func:`fan_positions` places the cards.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ui.art.cardart import card_height

MAX_ROWS = 3
ONE_ROW_SHRINK = 0.9  # one row is kept down to this share of the widest card


@dataclass(frozen=True)
class FanShape:
    """A hand's look: card width, the horizontal step, cards per row, rows' offset."""

    card_w: int
    step: int
    rows: tuple[int, ...]
    row_step: int

    def size(self) -> tuple[int, int]:
        """(width, height) the whole fan covers."""
        widest = max(self.rows, default=0)
        width = self.card_w + self.step * max(0, widest - 1) if widest else 0
        return width, card_height(self.card_w) + self.row_step * max(0, len(self.rows) - 1)


def balanced_rows(count: int, rows: int) -> tuple[int, ...]:
    """``count`` cards in ``rows`` rows as even as can be, longer rows first.

    >>> balanced_rows(17, 2), balanced_rows(20, 3)
    ((9, 8), (7, 7, 6))
    """
    rows = max(1, min(rows, count)) if count else 1
    base, extra = divmod(count, rows)
    return tuple(base + (1 if i < extra else 0) for i in range(rows))


def fan_shape(
    count: int,
    room: tuple[int, int],
    widest: int,
    narrowest: int,
    min_step: float = 0.5,
    max_step: float = 0.62,
    row_share: float = 0.62,
) -> FanShape:
    """The shape of a fan of ``count`` cards that fits ``room`` (width, height).

    ``min_step`` / ``max_step`` bound the overlap step as a share of the card width (what
    must show of each card for its index to read); ``row_share`` is how much of a card's
    height a row shows above the next.  If nothing fits, the narrowest cards in
    :data:`MAX_ROWS` rows, squeezed to the room's width.
    """
    room_w, room_h = room
    widest = max(narrowest, widest)

    def fits(width: int, rows: int) -> FanShape | None:
        per_row = balanced_rows(count, rows)
        longest = per_row[0]
        height = card_height(width) + round(card_height(width) * row_share) * (len(per_row) - 1)
        if height > room_h:
            return None
        if longest > 1 and width + (longest - 1) * width * min_step > room_w:
            return None
        if longest <= 1 and width > room_w:
            return None
        step = round(width * max_step)
        if longest > 1:
            step = min(step, (room_w - width) // (longest - 1))
        return FanShape(width, step, per_row, round(card_height(width) * row_share))

    one_row_floor = max(narrowest, round(widest * ONE_ROW_SHRINK))
    for width in range(widest, one_row_floor - 1, -2):
        shape = fits(width, 1)
        if shape is not None:
            return shape
    for width in range(widest, narrowest - 1, -2):
        for rows in range(2, MAX_ROWS + 1):
            shape = fits(width, rows)
            if shape is not None:
                return shape
    per_row = balanced_rows(count, MAX_ROWS)
    step = max(1, (room_w - narrowest) // max(1, per_row[0] - 1))
    return FanShape(narrowest, min(step, round(narrowest * max_step)), per_row,
                    round(card_height(narrowest) * row_share))


def fan_positions(shape: FanShape, area: pygame.Rect, align: str = "left") -> list[tuple[int, int]]:
    """Top-left corners, in hand order, of a fan drawn in ``area``: rows from the top,
    each starting at the left edge (``"left"``), ending at the right edge (``"right"``)
    or centred (``"center"``), all rows the same length save the last card."""
    out: list[tuple[int, int]] = []
    longest = shape.rows[0] if shape.rows else 0
    full = shape.card_w + shape.step * max(0, longest - 1)
    for row, count in enumerate(shape.rows):
        if align == "right":
            x0 = area.right - full
        elif align == "center":
            x0 = area.centerx - full // 2
        else:
            x0 = area.x
        y = area.y + row * shape.row_step
        out += [(x0 + i * shape.step, y) for i in range(count)]
    return out
