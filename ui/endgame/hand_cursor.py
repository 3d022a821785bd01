"""The keyboard's card cursor over the 残局 player's open hand, as at the main tables:
← → move it, Space or ↑ picks the card under it or puts it back (README's keys table).

The main table's :class:`ui.table.keyboard.CardCursor` works on its animated hand
view; the puzzle's hand is a row of rects with picks kept as card indices, so this
cursor keeps an index and answers with the new picks.  It looks the same: it is drawn
with the table's :func:`ui.table.keyboard.draw_mark`.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ui.app import intents
from ui.app.intents import Intent
from ui.endgame.cards import raised_by
from ui.table.keyboard import draw_mark


class HandCursor:
    """An index in the hand, shown once an arrow key is pressed, hidden by the pointer."""

    def __init__(self) -> None:
        self.index = 0
        self.shown = False
        self.clock = 0.0

    def handle(self, intent: Intent, count: int, selected: set[int]) -> set[int] | None:
        """The picks after ``intent`` over a hand of ``count`` cards, or None when the
        intent was not the cursor's (a move leaves the picks as they are)."""
        kind = intent.kind
        if kind in (intents.POINT_MOVE, intents.POINT_DOWN):
            self.shown = False  # the pointer took over
            return None
        if count == 0 or kind not in (intents.STEP, intents.PICK):
            return None
        self.index = min(self.index, count - 1)
        self.shown = True
        if kind == intents.STEP:
            self.index = max(0, min(count - 1, self.index + intent.value))
            return set(selected)
        return selected ^ {self.index}

    def follow(self, index: int) -> None:
        """A rank key changed the card at ``index``: the cursor goes there."""
        self.index = index

    def update(self, dt: float) -> None:
        self.clock += dt

    def draw(self, surface: pygame.Surface, rects: Sequence[pygame.Rect],
             selected: set[int]) -> None:
        """The mark over the visible strip of the card under the cursor (raised as the
        hand draws a picked card)."""
        if not self.shown or not rects:
            return
        index = min(self.index, len(rects) - 1)
        rect = rects[index]
        lift = raised_by(rect.h) if index in selected else 0
        width = rect.w if index == len(rects) - 1 else max(8, rects[index + 1].x - rect.x)
        draw_mark(surface, pygame.Rect(rect.x, rect.y - lift, width, rect.h), self.clock)
