"""The new-game panel by keyboard: one focus ring over every stop of the panel.

The stops, in reading order: the game tabs, the mode list, difficulty, practice, the
deal number, the preset row and each option row, 恢复默认, 返回 and 开始.  Tab and
Shift+Tab move the ring (the first Tab shows it on 开始, the panel's default); ←/→
(and ↑/↓, the same ``STEP`` intent) change the focused choice — the game, the mode,
an option's value, skipping values the rules forbid now — or flip a switch; Enter
presses a focused button or flips a switch, and elsewhere starts the game, as Enter
does without the ring.  The stops are asked for afresh on every key, since choosing a
mode rebuilds the option rows.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from ui.app import intents
from ui.app.intents import Intent
from ui.pages.option_rows import ModeList, OptionRow, Segments, Switch
from ui.widgets.controls import Button, Chooser, NumberField, Widget
from ui.widgets.focus import change, draw_ring


class PanelFocus:
    """Which stop of the panel has the keyboard focus, and what the keys do there."""

    def __init__(self, stops: Callable[[], Sequence[Widget]], default: Callable[[], Widget],
                 on_confirm: Callable[[], Any]) -> None:
        self.stops = stops
        self.default = default  # where the first Tab shows the ring
        self.on_confirm = on_confirm  # Enter where there is nothing to press
        self.index = 0
        self.shown = False
        self.clock = 0.0

    @property
    def focused(self) -> Widget | None:
        stops = list(self.stops())
        if not self.shown or not stops:
            return None
        return stops[self.index % len(stops)]

    def focus(self, widget: Widget) -> None:
        """Put the ring on ``widget`` (shown)."""
        stops = list(self.stops())
        if widget in stops:
            self.index = stops.index(widget)
            self.shown = True

    def handle(self, intent: Intent) -> bool:
        """True when the key was used (moved the ring, changed a choice, pressed)."""
        kind = intent.kind
        if kind == intents.FOCUS:
            if not self.shown:
                self.focus(self.default())
            else:
                self.move(1 if intent.value >= 0 else -1)
            self._sync_seed()
            return True
        widget = self.focused
        if widget is None:
            return False
        if kind == intents.STEP:
            step = 1 if intent.value >= 0 else -1
            if isinstance(widget, Button):
                self.move(step)  # ←/→ between the buttons
                self._sync_seed()
                return True
            return step_choice(widget, step)
        if kind == intents.CONFIRM:
            if isinstance(widget, Button):
                widget.click()
            elif not press_switch(widget):
                self.on_confirm()
            return True
        return False

    def move(self, step: int) -> None:
        """To the next stop in ``step``'s direction, wrapping round; a disabled or hidden
        button is passed over."""
        stops = list(self.stops())
        self.shown = True
        for offset in range(1, len(stops) + 1):
            candidate = (self.index + step * offset) % len(stops)
            if usable(stops[candidate]):
                self.index = candidate
                return

    def _sync_seed(self) -> None:
        """The deal-number box shows its cursor while the ring is on it."""
        for widget in self.stops():
            if isinstance(widget, NumberField):
                widget.focused = widget is self.focused

    def update(self, dt: float) -> None:
        self.clock += dt

    def draw(self, surface: pygame.Surface) -> None:
        widget = self.focused
        if widget is None:
            return
        rect, radius = ring_rect(widget)
        draw_ring(surface, rect, self.clock, radius)


def usable(widget: Widget) -> bool:
    if isinstance(widget, Button):
        return widget.enabled and widget.visible and widget.rect.w > 0
    return widget.rect.w > 0


def ring_rect(widget: Widget) -> tuple[pygame.Rect, int | None]:
    """Where the ring goes: round a row's control, the chosen mode's card, a box, a widget."""
    if isinstance(widget, OptionRow):
        return widget.control.rect, None
    if isinstance(widget, ModeList):
        if widget.value in widget.modes:
            card = widget.card_rect(widget.modes.index(widget.value)).clip(widget.rect)
            return card, 14 + 5  # the card's corners, widened by the ring's gap
        return widget.rect, 14
    if isinstance(widget, NumberField):
        return widget.box_rect(), None
    return widget.rect, None


def step_choice(widget: Widget, step: int) -> bool:
    """←/→ on a stop: the next game, mode or value (skipping forbidden ones), a switch flipped."""
    if isinstance(widget, ModeList):
        return _step_mode(widget, step)
    if isinstance(widget, OptionRow):
        if isinstance(widget.control, Switch):
            return press_switch(widget)
        return _step_segments(widget.control, step)
    if isinstance(widget, Switch):
        return press_switch(widget)
    if isinstance(widget, Chooser):
        return change(widget, step)
    return False


def _step_mode(modes: ModeList, step: int) -> bool:
    """The next mode up or down the list (it stops at the ends: a list does not wrap)."""
    if not modes.modes:
        return False
    at = modes.modes.index(modes.value) if modes.value in modes.modes else 0
    target = min(max(0, at + step), len(modes.modes) - 1)
    if modes.modes[target] != modes.value:
        modes.value = modes.modes[target]
        modes.on_change(modes.value)
    return True


def _step_segments(control: Segments, step: int) -> bool:
    """The next value the rules allow now, wrapping round; nothing moves when none is."""
    values = control.values
    at = next((i for i, v in enumerate(values) if _same(v, control.value)), 0)
    for offset in range(1, len(values)):
        candidate = (at + step * offset) % len(values)
        if candidate not in control.disabled:
            control.value = values[candidate]
            if control.on_change:
                control.on_change(control.value)
            return True
    return True


def _same(a: Any, b: Any) -> bool:
    return bool(a == b and type(a) is type(b))


def press_switch(widget: Widget) -> bool:
    """Flip a switch (a row's, or the practice switch) unless the rules lock it."""
    switch = widget.control if isinstance(widget, OptionRow) else widget
    if not isinstance(switch, Switch):
        return False
    if not switch.locked:
        switch.value = not switch.value
        if switch.on_change:
            switch.on_change(switch.value)
    return True
