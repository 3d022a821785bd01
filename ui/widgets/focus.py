"""Keyboard focus over a row or column of buttons: a ring shows which one Enter presses.

Tab and Shift+Tab (``FOCUS``) move the focus in every scene that has one; the arrow
keys (``STEP``) move it too where a scene has no other use for them.  Enter
(``CONFIRM``) presses the focused button.  Disabled and hidden buttons are skipped.
The ring is drawn once the keyboard has been used (a mouse player does not need
it), or from the start where the default matters (a confirmation dialog).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ui.app import intents
from ui.app.intents import Intent
from ui.art import draw, theme
from ui.widgets.controls import Button, Chooser, Slider, Toggle, Widget

RING_WIDTH = 3
RING_GAP = 5


class FocusRing:
    """Which of ``buttons`` has the keyboard focus; ``arrows``: STEP moves it too."""

    def __init__(
        self,
        buttons: Sequence[Button],
        start: int = 0,
        arrows: bool = True,
        shown: bool = False,
    ) -> None:
        self.buttons = list(buttons)
        self.index = start
        self.arrows = arrows
        self.shown = shown
        self.clock = 0.0

    @property
    def focused(self) -> Button | None:
        if not self.buttons:
            return None
        button = self.buttons[self.index % len(self.buttons)]
        return button if usable(button) else self._first_usable()

    def focus(self, button: Button) -> None:
        if button in self.buttons:
            self.index = self.buttons.index(button)

    def handle(self, intent: Intent) -> bool:
        """Move the focus or press the focused button; True when the intent was used."""
        kind = intent.kind
        if kind == intents.FOCUS and not self.shown:
            self.reveal()  # the first Tab shows where the focus is
            return True
        if kind == intents.FOCUS or (self.arrows and kind == intents.STEP):
            self.move(1 if intent.value >= 0 else -1)
            return True
        if kind == intents.CONFIRM:
            button = self.focused
            if button is None:
                return False
            self.index = self.buttons.index(button)
            button.click()
            return True
        return False

    def reveal(self) -> None:
        """Show the ring where the focus is (on the first usable button if that one is not)."""
        self.shown = True
        button = self.focused
        if button is not None:
            self.index = self.buttons.index(button)

    def move(self, step: int) -> None:
        """To the next usable button in ``step``'s direction, wrapping round."""
        self.shown = True
        count = len(self.buttons)
        for offset in range(1, count + 1):
            candidate = (self.index + step * offset) % count
            if usable(self.buttons[candidate]):
                self.index = candidate
                return

    def update(self, dt: float) -> None:
        self.clock += dt

    def draw(self, surface: pygame.Surface) -> None:
        button = self.focused
        if not self.shown or button is None:
            return
        draw_ring(surface, button.rect, self.clock)

    def _first_usable(self) -> Button | None:
        return next((b for b in self.buttons if usable(b)), None)


def usable(widget: Widget) -> bool:
    """Whether the focus may rest on ``widget``: shown, laid out, and not a greyed button."""
    greyed = isinstance(widget, Button) and not widget.enabled
    return widget.visible and widget.rect.w > 0 and not greyed


def draw_ring(
    surface: pygame.Surface, rect: pygame.Rect, clock: float = 0.0, radius: int | None = None
) -> None:
    """A gold outline round ``rect`` (a pill, or corners of ``radius`` round a card),
    softly pulsing so the eye finds it."""
    ring = rect.inflate(2 * RING_GAP, 2 * RING_GAP)
    corner = ring.h // 2 if radius is None else radius
    glow = 0.5 + 0.5 * abs(((clock * 1.6) % 2.0) - 1.0)
    colour = draw.lerp_color(theme.GOLD, (255, 255, 255), 0.4 * glow)
    pygame.draw.rect(surface, (0, 0, 0), ring.inflate(2, 2), RING_WIDTH + 2,
                     border_radius=corner + 1)
    pygame.draw.rect(surface, colour, ring, RING_WIDTH, border_radius=corner)


class RowFocus:
    """Keyboard focus over a page's rows of settings and its buttons.

    Tab and Shift+Tab move the focus; the arrow keys (``STEP``) change the focused
    row (a chooser to its next option, a slider by a twentieth, a switch flips);
    Enter flips a switch or presses a button.  Until Tab is first pressed the ring is
    hidden and the page keeps its own keys (``handle`` answers False).  A greyed
    button is passed over: Tab skips it, and when the focused one greys (the replay's
    下一步 at the end) the ring goes on to the next usable row, so Enter never lands on
    a button that does nothing.
    """

    def __init__(self, widgets: Sequence[Widget]) -> None:
        self.widgets = list(widgets)
        self.index = 0
        self.shown = False
        self.clock = 0.0

    @property
    def focused(self) -> Widget | None:
        at = self._usable_from(self.index, 1, 0)
        return None if at is None else self.widgets[at]

    def handle(self, intent: Intent) -> bool:
        if intent.kind == intents.FOCUS and self.widgets:
            here = self._usable_from(self.index, 1, 0)  # where the ring is drawn
            if here is not None and self.shown:
                here = self._usable_from(here, 1 if intent.value >= 0 else -1, 1)
            self.index = self.index if here is None else here
            self.shown = True
            return True
        widget = self.focused
        if not self.shown or widget is None:
            return False
        if intent.kind == intents.STEP:
            return change(widget, 1 if intent.value >= 0 else -1)
        if intent.kind == intents.CONFIRM:
            return press(widget)
        return False

    def update(self, dt: float) -> None:
        self.clock += dt

    def draw(self, surface: pygame.Surface) -> None:
        widget = self.focused
        if self.shown and widget is not None:
            draw_ring(surface, widget.rect, self.clock, row_radius(widget))

    def _usable_from(self, start: int, step: int, first: int) -> int | None:
        """The index of the first usable widget ``first``, ``first + 1``… places from
        ``start`` in ``step``'s direction, wrapping round; None when none is usable."""
        count = len(self.widgets)
        for offset in range(first, first + count):
            at = (start + step * offset) % count
            if usable(self.widgets[at]):
                return at
        return None


def row_radius(widget: Widget) -> int | None:
    """A button's ring is a pill; a row's (its label at its left edge) has small round
    corners: a pill's round end ran through the label's first letter (play-test, the
    settings page's "Animation speed")."""
    return None if isinstance(widget, Button) else max(6, widget.rect.h // 4)


def change(widget: Widget, step: int) -> bool:
    """An arrow key on a focused row: the next option, a slider step, a switch flipped."""
    if isinstance(widget, Chooser) and widget.options:
        at = widget.options.index(widget.value) if widget.value in widget.options else 0
        widget.value = widget.options[(at + step) % len(widget.options)]
        if widget.on_change:
            widget.on_change(widget.value)
        return True
    if isinstance(widget, Slider):
        widget.value = min(1.0, max(0.0, round(widget.value + 0.05 * step, 2)))
        if widget.on_change:
            widget.on_change(widget.value)
        return True
    if isinstance(widget, Toggle):
        return press(widget)
    return False


def press(widget: Widget) -> bool:
    """Enter on a focused row: a switch flips, a button is pressed."""
    if isinstance(widget, Toggle):
        widget.value = not widget.value
        if widget.on_change:
            widget.on_change(widget.value)
        return True
    if isinstance(widget, Button):
        widget.click()
        return True
    return False
