"""The analysis board's keyboard focus: one ring over its hand rows, chips and buttons.

Tab and Shift+Tab walk the stops in reading order: the hand rows and the play to
answer (the row with the focus is the one typing fills, as before), then the 禁出
chips, the hands chooser, 清空, 求解, the answer's step buttons and 返回.  While a row
has the focus the board keeps the table keys (rank letters and digits type cards,
← → step the answer, Enter solves): only Tab moves the ring, so typing is never taken
by it.  On a chip or a button the scene asks for the page keys instead
(:attr:`BoardFocus.typing` is False): the arrows move the ring too, Enter and Space
press what it is on (the chooser takes its next option).  A digit or Backspace typed
there goes to the row the focus left last, and the focus goes back to it.  A mouse
press hides the ring and gives the focus back to the row, as a mouse player expects.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ui.app import intents
from ui.app.intents import Intent
from ui.endgame.board_input import BoardInput
from ui.widgets.controls import Button, Chooser, Widget
from ui.widgets.focus import change, draw_ring, press

ROW_CORNER = 10  # the ring's corners round a hand row's panel
BACK_TO_ROW = frozenset({intents.DIGIT, intents.RANK, intents.ERASE})


def usable(widget: Widget) -> bool:
    """On show, laid out and (a button) enabled: the ring may stop on it."""
    enabled = widget.enabled if isinstance(widget, Button) else True
    return enabled and widget.visible and widget.rect.w > 0


class BoardFocus:
    """Where the analysis board's keyboard focus is: a hand row (``on`` None, the row
    being ``board.active``) or one of ``widgets``."""

    def __init__(self, board: BoardInput, widgets: Sequence[Widget]) -> None:
        self.board = board
        self.widgets = list(widgets)
        self.on: Widget | None = None
        self.shown = False
        self.clock = 0.0

    @property
    def focused(self) -> Widget | None:
        """The widget with the focus, or None while a row has it.  A widget gone from
        view (a step button at the line's end) hands it to the nearest one before it."""
        if self.on is None or usable(self.on):
            return self.on
        at = self.widgets.index(self.on)
        return next((w for w in [*reversed(self.widgets[:at]), *self.widgets[at:]]
                     if usable(w)), None)

    @property
    def typing(self) -> bool:
        """True while a row has the focus: the table keys type cards into it."""
        return self.focused is None

    def handle(self, intent: Intent) -> bool:
        """Move the ring or press what it is on; True when the intent was used."""
        kind = intent.kind
        if kind == intents.POINT_DOWN:
            self.on, self.shown = None, False
            return False
        if kind == intents.FOCUS:
            self.shown = True
            self.move(1 if intent.value >= 0 else -1)
            return True
        widget = self.focused
        if widget is None:
            return False
        if kind in BACK_TO_ROW:
            self.on = None  # typed: the keys go to the row, and so does the focus
            return False
        if kind == intents.STEP:
            self.move(1 if intent.value >= 0 else -1)
            return True
        if kind in (intents.CONFIRM, intents.PASS, intents.PICK):
            self.on = widget
            return change(widget, 1) if isinstance(widget, Chooser) else press(widget)
        return False

    def move(self, step: int) -> None:
        """To the next stop in ``step``'s direction (rows, then usable widgets), round."""
        rows = self.board.last_row + 1
        shown = [w for w in self.widgets if usable(w)]
        focused = self.focused
        here = self.board.active if focused is None else rows + shown.index(focused)
        there = (here + step) % (rows + len(shown))
        if there < rows:
            self.on = None
            self.board.active = there
        else:
            self.on = shown[there - rows]

    def update(self, dt: float) -> None:
        self.clock += dt

    def draw(self, surface: pygame.Surface, row_rects: Sequence[pygame.Rect]) -> None:
        """The ring round the focused widget, or round the row typing fills."""
        if not self.shown:
            return
        widget = self.focused
        if widget is not None:
            draw_ring(surface, widget.rect, self.clock)
        elif self.board.active < len(row_rects):
            draw_ring(surface, row_rects[self.board.active], self.clock, ROW_CORNER)
