"""Widgets: rounded buttons with hover/pressed/disabled states, toggles, choosers, sliders.

A widget takes intents in ``handle`` (True when it used the intent) and paints in
``draw``; its rectangle is set by the scene's layout.  Labels are translation
keys, looked up at draw time so a language change shows at once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from ui.app import intents
from ui.app.i18n import t
from ui.app.intents import Intent
from ui.art import draw, theme
from ui.art.text import blit_text, fit_size


class Widget:
    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.visible = True

    def handle(self, intent: Intent) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None: ...


class Button(Widget):
    """A pill-shaped button; ``on_click`` runs on release inside the button.

    A button may instead stand for an ``intent`` (the same the keyboard sends): then
    :func:`route` hands that intent back to whoever owns the button.
    """

    def __init__(
        self,
        label: str,
        on_click: Callable[[], Any] | None = None,
        style: str = "primary",
        enabled: bool = True,
        params: dict[str, Any] | None = None,
        hotkey: str = "",
        intent: Intent | None = None,
    ) -> None:
        super().__init__()
        self.label = label
        self.intent = intent
        self.params = params or {}
        self.on_click = on_click
        self.style = style
        self.enabled = enabled
        self.hotkey = hotkey
        self.hover = False
        self.pressed = False
        self.clicks = 0

    @property
    def text(self) -> str:
        return t(self.label, **self.params)

    def click(self) -> None:
        if self.enabled and self.visible:
            self.clicks += 1
            if self.on_click is not None:
                self.on_click()

    def handle(self, intent: Intent) -> bool:
        if not self.visible:
            return False
        inside = self.rect.collidepoint(intent.pos)
        if intent.kind == intents.POINT_MOVE:
            self.hover = inside
            if not inside:
                self.pressed = False
            return False
        if intent.kind == intents.POINT_DOWN and inside:
            self.pressed = self.enabled
            return True
        if intent.kind == intents.POINT_UP:
            was = self.pressed
            self.pressed = False
            if was and inside:
                self.click()
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self.rect.w <= 0:
            return
        top, bottom, ink = theme.DISABLED if not self.enabled else theme.BUTTONS[self.style]
        if self.enabled and self.hover and not self.pressed:
            top = draw.lerp_color(top, (255, 255, 255), 0.18)  # type: ignore[assignment]
            bottom = draw.lerp_color(bottom, (255, 255, 255), 0.12)  # type: ignore[assignment]
        rect = self.rect.move(0, 2 if self.pressed else 0)
        radius = rect.h // 2
        if not self.pressed:
            draw.draw_shadow(surface, rect, radius, blur=5, offset=(0, 4), alpha=120)
        body = draw.rounded_panel(
            (rect.w, rect.h),
            radius,
            (*bottom, 255),
            (255, 255, 255, 70) if self.enabled else None,
            1,
            (*top, 255),
        )
        surface.blit(body, rect.topleft)
        size = max(12, int(rect.h * 0.42))
        blit_text(surface, self.text, size, ink, "center", rect.center, bold=True)


class Toggle(Widget):
    """An on/off switch with a label to its left."""

    def __init__(
        self, label: str, value: bool, on_change: Callable[[bool], Any] | None = None
    ) -> None:
        super().__init__()
        self.label = label
        self.value = value
        self.on_change = on_change
        self.hover = False

    def switch_rect(self) -> pygame.Rect:
        h = min(self.rect.h, 34)
        r = pygame.Rect(0, 0, int(h * 1.9), h)
        r.midright = self.rect.midright
        return r

    def handle(self, intent: Intent) -> bool:
        if intent.kind == intents.POINT_MOVE:
            self.hover = self.rect.collidepoint(intent.pos)
        if intent.kind == intents.POINT_DOWN and self.rect.collidepoint(intent.pos):
            self.value = not self.value
            if self.on_change:
                self.on_change(self.value)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        size = max(14, int(self.rect.h * 0.5))
        blit_text(surface, t(self.label), size, theme.CREAM, "midleft", self.rect.midleft)
        sw = self.switch_rect()
        fill = (86, 190, 110, 255) if self.value else (90, 98, 104, 255)
        surface.blit(
            draw.rounded_panel(sw.size, sw.h // 2, fill, (255, 255, 255, 60), 1), sw.topleft
        )
        knob = sw.h - 6
        x = sw.right - knob - 3 if self.value else sw.x + 3
        surface.blit(draw.circle(knob, (250, 250, 250, 255)), (x, sw.y + 3))


class Chooser(Widget):
    """A label and a segmented row of options (translation keys); one is selected."""

    def __init__(
        self,
        label: str,
        options: Sequence[str],
        labels: Sequence[str],
        value: str,
        on_change: Callable[[str], Any] | None = None,
    ) -> None:
        super().__init__()
        self.label = label
        self.options = list(options)
        self.labels = list(labels)
        self.value = value
        self.on_change = on_change
        self.hover_index = -1

    def segment_rects(self) -> list[pygame.Rect]:
        n = len(self.options)
        width = int(self.rect.w * 0.62)
        seg = width // n
        x0 = self.rect.right - seg * n
        h = min(self.rect.h, 40)
        y = self.rect.centery - h // 2
        return [pygame.Rect(x0 + i * seg, y, seg, h) for i in range(n)]

    def handle(self, intent: Intent) -> bool:
        rects = self.segment_rects()
        if intent.kind == intents.POINT_MOVE:
            self.hover_index = next(
                (i for i, r in enumerate(rects) if r.collidepoint(intent.pos)), -1
            )
            return False
        if intent.kind == intents.POINT_DOWN:
            for i, r in enumerate(rects):
                if r.collidepoint(intent.pos):
                    self.value = self.options[i]
                    if self.on_change:
                        self.on_change(self.value)
                    return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        size = max(14, int(self.rect.h * 0.5))
        blit_text(surface, t(self.label), size, theme.CREAM, "midleft", self.rect.midleft)
        self._draw_segments(surface)

    def _draw_segments(self, surface: pygame.Surface) -> None:
        rects = self.segment_rects()
        if not rects:
            return
        whole = rects[0].union(rects[-1])
        words = self.label_size()
        surface.blit(
            draw.rounded_panel(whole.size, whole.h // 2, (20, 28, 36, 230), (255, 255, 255, 50), 1),
            whole.topleft,
        )
        for i, r in enumerate(rects):
            chosen = self.options[i] == self.value
            inner = r.inflate(-6, -6)
            if chosen:
                surface.blit(
                    draw.rounded_panel(
                        inner.size, inner.h // 2, (226, 140, 30, 255), None, 1, (255, 204, 90, 255)
                    ),
                    inner.topleft,
                )
            elif i == self.hover_index:
                surface.blit(
                    draw.rounded_panel(inner.size, inner.h // 2, (255, 255, 255, 34)), inner.topleft
                )
            ink = (60, 26, 0) if chosen else theme.MUTED
            blit_text(surface, t(self.labels[i]), words, ink, "center", r.center, bold=chosen)

    def label_size(self) -> int:
        """The options' word size: smaller where a chosen option's bold word would spill
        past its pill (play-test: English "Normal" at 960×540 lost its last letter), one
        size for the whole row."""
        rects = self.segment_rects()
        size = max(12, int(rects[0].h * 0.42))
        room = rects[0].w - 6 - rects[0].h // 3
        return min(fit_size(t(label), size, room, bold=True, smallest=min(size, 10))
                   for label in self.labels)


class DragTrack(Widget):
    """A horizontal track that a press, then a drag, sets: the slider and the replay scrubber."""

    def __init__(self) -> None:
        super().__init__()
        self.dragging = False

    def hit_rect(self) -> pygame.Rect:
        """Where a press starts a drag (generous, for a thin track)."""
        return self.rect

    def set_from(self, x: int) -> None:
        """Take the value under horizontal position ``x``."""
        raise NotImplementedError

    def handle(self, intent: Intent) -> bool:
        if intent.kind == intents.POINT_DOWN and self.hit_rect().collidepoint(intent.pos):
            self.dragging = True
            self.set_from(intent.pos[0])
            return True
        if intent.kind == intents.POINT_MOVE and self.dragging:
            self.set_from(intent.pos[0])
            return True
        if intent.kind == intents.POINT_UP and self.dragging:
            self.dragging = False
            return True
        return False


class Slider(DragTrack):
    """A 0..1 slider with a label; dragging or clicking the track sets the value."""

    def __init__(
        self, label: str, value: float, on_change: Callable[[float], Any] | None = None
    ) -> None:
        super().__init__()
        self.label = label
        self.value = value
        self.on_change = on_change

    def track_rect(self) -> pygame.Rect:
        width = int(self.rect.w * 0.62)
        r = pygame.Rect(0, 0, width - 60, 8)
        r.midleft = (self.rect.right - width + 10, self.rect.centery)
        return r

    def hit_rect(self) -> pygame.Rect:
        return self.track_rect().inflate(24, 30)

    def set_from(self, x: int) -> None:
        tr = self.track_rect()
        self.value = min(1.0, max(0.0, (x - tr.x) / max(1, tr.w)))
        if self.on_change:
            self.on_change(self.value)

    def draw(self, surface: pygame.Surface) -> None:
        size = max(14, int(self.rect.h * 0.5))
        blit_text(surface, t(self.label), size, theme.CREAM, "midleft", self.rect.midleft)
        tr = self.track_rect()
        surface.blit(draw.rounded_panel(tr.size, tr.h // 2, (20, 28, 36, 255)), tr.topleft)
        filled = pygame.Rect(tr.x, tr.y, max(tr.h, int(tr.w * self.value)), tr.h)
        surface.blit(
            draw.rounded_panel(filled.size, tr.h // 2, (230, 150, 40, 255)), filled.topleft
        )
        knob = 24
        surface.blit(
            draw.circle(knob, (250, 250, 250, 255), (200, 140, 40, 255), 2),
            (tr.x + int(tr.w * self.value) - knob // 2, tr.centery - knob // 2),
        )
        blit_text(
            surface,
            f"{round(self.value * 100)}%",
            size,
            theme.MUTED,
            "midright",
            (self.rect.right, self.rect.centery),
        )


def prebuild_panel(
    size: tuple[int, int],
    panel: pygame.Rect,
    radius: int,
    fill: draw.RGBA = theme.PANEL,
    border: draw.RGBA | None = theme.PANEL_BORDER,
    buttons: Sequence[Button] = (),
) -> None:
    """Draw a panel and its buttons once off-screen on a screen of ``size``, so the draw
    caches hold their surfaces before the frame that first shows them (built there, a
    big panel with its shadow and buttons is a visible 15-30 ms hitch)."""
    scratch = pygame.Surface(size, pygame.SRCALPHA)
    draw.draw_panel(scratch, panel, radius, fill, border)
    for button in buttons:
        button.draw(scratch)


def handle_all(widgets: Sequence[Widget], intent: Intent) -> bool:
    """Offer the intent to each widget, top-most (last) first; True when one used it.

    Pointer moves go to every widget so all of them can update their hover state.
    """
    if intent.kind == intents.POINT_MOVE:
        used = False
        for w in reversed(widgets):
            used = w.handle(intent) or used
        return used
    return any(w.handle(intent) for w in reversed(widgets) if w.visible)


def route(buttons: Sequence[Button], intent: Intent) -> Intent | None:
    """Offer ``intent`` to ``buttons``: the intent of the button it clicked, ``TAKEN``
    when a button used it without a click (a press, a hover), None when none did."""
    before = [b.clicks for b in buttons]
    if not handle_all(buttons, intent):
        return None
    for button, clicks in zip(buttons, before, strict=True):
        if button.clicks != clicks and button.intent is not None:
            return button.intent
    return Intent(intents.TAKEN)


def stack_rows(area: pygame.Rect, count: int, row_h: int, gap: int) -> list[pygame.Rect]:
    """``count`` rows of height ``row_h`` centred vertically in ``area``."""
    total = count * row_h + (count - 1) * gap
    y = area.centery - total // 2
    return [pygame.Rect(area.x, y + i * (row_h + gap), area.w, row_h) for i in range(count)]


class Tabs(Chooser):
    """A segmented row of tabs filling its rectangle (a Chooser without a side label)."""

    def segment_rects(self) -> list[pygame.Rect]:
        n = max(1, len(self.options))
        seg = self.rect.w // n
        return [pygame.Rect(self.rect.x + i * seg, self.rect.y, seg, self.rect.h) for i in range(n)]

    def draw(self, surface: pygame.Surface) -> None:
        self._draw_segments(surface)


class NumberField(Widget):
    """A label and a box for a whole number (a deal's seed): digits type, Backspace erases."""

    def __init__(self, label: str, placeholder: str, max_digits: int = 10) -> None:
        super().__init__()
        self.label = label
        self.placeholder = placeholder
        self.max_digits = max_digits
        self.value = ""
        self.focused = False
        self.clock = 0.0

    def box_rect(self) -> pygame.Rect:
        width = int(self.rect.w * 0.62)
        return pygame.Rect(self.rect.right - width, self.rect.y, width, self.rect.h)

    def handle(self, intent: Intent) -> bool:
        if intent.kind == intents.POINT_DOWN:
            self.focused = self.box_rect().collidepoint(intent.pos)
            return self.focused
        if intent.kind == intents.DIGIT:
            if len(self.value) < self.max_digits and (self.value or intent.value):
                self.value += str(intent.value)
            self.focused = True
            return True
        if intent.kind == intents.ERASE:
            self.value = self.value[:-1]
            return True
        return False

    @property
    def number(self) -> int | None:
        return int(self.value) if self.value else None

    def draw(self, surface: pygame.Surface) -> None:
        size = max(14, int(self.rect.h * 0.5))
        blit_text(surface, t(self.label), size, theme.CREAM, "midleft", self.rect.midleft)
        box = self.box_rect()
        border = (246, 200, 92, 220) if self.focused else (255, 255, 255, 50)
        surface.blit(
            draw.rounded_panel(box.size, box.h // 2, (20, 28, 36, 230), border, 1), box.topleft
        )
        shown = self.value or t(self.placeholder)
        ink = theme.CREAM if self.value else theme.DIM
        at = blit_text(surface, shown, size, ink, "midleft", (box.x + box.h // 2, box.centery))
        self.clock = (self.clock + 1) % 60
        if self.focused and self.clock < 30:
            x = at.right + 3 if self.value else box.x + box.h // 2 - 2
            pygame.draw.line(surface, theme.GOLD, (x, box.y + 8), (x, box.bottom - 8), 2)
