"""The pieces of the new-game panel: the mode list and one row per rule option.

A row is generated from the mode's ``option_choices()``: a switch for a yes/no
option, a segmented chooser otherwise.  Values the rules forbid with the options
above are greyed out and say why (``locked`` / ``reasons``); the scene works those
out from :mod:`ui.persist.mode_options` and hands them over, so a row never asks the
rules core anything itself and ``draw`` changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any

import pygame

from ui.app import intents
from ui.app.i18n import t
from ui.app.intents import Intent
from ui.art import draw, theme
from ui.art.text import blit_text, clip_text, fit_size, text_width
from ui.pages import option_text
from ui.widgets.controls import Widget

AMBER = (255, 190, 92)
TRACK = (16, 23, 31, 235)
CHOSEN_TOP = (255, 204, 90, 255)
CHOSEN = (226, 140, 30, 255)


PANEL_FILL = (17, 24, 33)


@lru_cache(maxsize=16)
def _fade(width: int, height: int, downward: bool) -> pygame.Surface:
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    for y in range(height):
        alpha = round(255 * (1 - y / height))
        row = y if downward else height - 1 - y
        pygame.draw.line(surf, (*PANEL_FILL, alpha), (0, row), (width, row))
    return surf


def fade_edges(surface: pygame.Surface, area: pygame.Rect, scroll: int, max_scroll: int) -> None:
    """Soften a scrolled list's cut edges: more above (scrolled down) or below (more to come)."""
    height = max(10, area.h // 12)
    if scroll > 0:
        surface.blit(_fade(area.w, height, True), area.topleft)
    if scroll < max_scroll:
        surface.blit(_fade(area.w, height, False), (area.x, area.bottom - height))


def changed_dot(surface: pygame.Surface, label: pygame.Rect, size: int) -> None:
    """A small gold dot after a label: this differs from the mode's defaults."""
    dot = max(6, size // 3)
    surface.blit(draw.circle(dot, (*theme.GOLD, 255)), (label.right + 8, label.centery - dot // 2))


class Segments(Widget):
    """A row of values, one chosen; ``disabled`` values are greyed and cannot be picked."""

    def __init__(
        self,
        values: Sequence[Any],
        label: Callable[[Any], str],
        value: Any,
        on_change: Callable[[Any], Any] | None = None,
    ) -> None:
        super().__init__()
        self.values = list(values)
        self.label = label
        self.value = value
        self.on_change = on_change
        self.disabled: set[int] = set()
        self.hover_index = -1

    def segment_rects(self) -> list[pygame.Rect]:
        n = max(1, len(self.values))
        seg = self.rect.w // n
        x0 = self.rect.right - seg * n
        return [pygame.Rect(x0 + i * seg, self.rect.y, seg, self.rect.h) for i in range(n)]

    def index_at(self, pos: tuple[int, int]) -> int:
        return next((i for i, r in enumerate(self.segment_rects()) if r.collidepoint(pos)), -1)

    def handle(self, intent: Intent) -> bool:
        if intent.kind == intents.POINT_MOVE:
            self.hover_index = self.index_at(intent.pos)
            return False
        if intent.kind != intents.POINT_DOWN:
            return False
        i = self.index_at(intent.pos)
        if i < 0:
            return False
        if i not in self.disabled and self.values[i] != self.value:
            self.value = self.values[i]
            if self.on_change:
                self.on_change(self.value)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        rects = self.segment_rects()
        whole = rects[0].union(rects[-1])
        radius = whole.h // 2
        surface.blit(
            draw.rounded_panel(whole.size, radius, TRACK, (255, 255, 255, 46), 1), whole.topleft
        )
        size = max(12, round(whole.h * 0.44))
        for i, r in enumerate(rects):
            chosen = self.values[i] == self.value and type(self.values[i]) is type(self.value)
            inner = r.inflate(-6, -6)
            if chosen:
                surface.blit(
                    draw.rounded_panel(inner.size, inner.h // 2, CHOSEN, None, 1, CHOSEN_TOP),
                    inner.topleft,
                )
            elif i == self.hover_index and i not in self.disabled:
                surface.blit(
                    draw.rounded_panel(inner.size, inner.h // 2, (255, 255, 255, 30)),
                    inner.topleft,
                )
            ink: tuple[int, int, int] = (
                (60, 26, 0) if chosen else (96, 104, 110) if i in self.disabled else theme.CREAM
            )
            text = self.label(self.values[i])
            fitted = fit_size(text, size, inner.w - 10, bold=chosen)
            text = clip_text(text, fitted, inner.w - 8, bold=chosen)
            blit_text(surface, text, fitted, ink, "center", r.center, bold=chosen)


class Switch(Widget):
    """An on/off switch, its state in words beside it; a locked switch does not move."""

    def __init__(self, value: bool, on_change: Callable[[bool], Any] | None = None) -> None:
        super().__init__()
        self.value = value
        self.on_change = on_change
        self.locked = False

    def switch_rect(self) -> pygame.Rect:
        h = self.rect.h
        r = pygame.Rect(0, 0, round(h * 1.9), h)
        r.midright = self.rect.midright
        return r

    def handle(self, intent: Intent) -> bool:
        if intent.kind != intents.POINT_DOWN or not self.rect.collidepoint(intent.pos):
            return False
        if not self.locked:
            self.value = not self.value
            if self.on_change:
                self.on_change(self.value)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        sw = self.switch_rect()
        if self.locked:
            fill = (70, 76, 82, 255)
        else:
            fill = (74, 178, 102, 255) if self.value else (86, 94, 102, 255)
        surface.blit(
            draw.rounded_panel(sw.size, sw.h // 2, fill, (255, 255, 255, 56), 1), sw.topleft
        )
        knob = sw.h - 6
        x = sw.right - knob - 3 if self.value else sw.x + 3
        knob_fill = (170, 176, 180, 255) if self.locked else (250, 250, 250, 255)
        surface.blit(draw.circle(knob, knob_fill), (x, sw.y + 3))
        word = option_text.value_label("", self.value)
        ink = (120, 128, 134) if self.locked else theme.GOLD if self.value else theme.MUTED
        size = max(12, round(sw.h * 0.46))
        blit_text(surface, word, size, ink, "midright", (sw.x - 10, sw.centery), bold=self.value)


class OptionRow(Widget):
    """One rule option: its name, its control on the right, its one-line help below."""

    def __init__(
        self, option: str, values: Sequence[Any], value: Any, on_change: Callable[[Any], Any]
    ) -> None:
        super().__init__()
        self.option = option
        self.values = tuple(values)
        self.is_switch = len(self.values) == 2 and all(isinstance(v, bool) for v in self.values)
        self.control: Segments | Switch
        if self.is_switch:
            self.control = Switch(bool(value), on_change)
        else:
            self.control = Segments(
                self.values, lambda v: option_text.value_label(option, v), value, on_change
            )
        self.modified = False
        # Why a value cannot be chosen now, by value index (text in the UI language).
        self.reasons: dict[int, str] = {}
        self.label_size = 16
        self.help_size = 13

    @property
    def value(self) -> Any:
        return self.control.value

    def set_state(self, value: Any, disabled: dict[int, str], modified: bool) -> None:
        self.control.value = value
        self.reasons = disabled
        self.modified = modified
        if isinstance(self.control, Switch):
            self.control.locked = bool(disabled)
        else:
            self.control.disabled = set(disabled)

    @property
    def locked_reason(self) -> str:
        """The reason shown under a switch that cannot move, or a hovered greyed value."""
        if isinstance(self.control, Switch):
            return next(iter(self.reasons.values()), "")
        return self.reasons.get(self.control.hover_index, "")

    def place(self, rect: pygame.Rect, control_w: int, control_h: int, h: int) -> None:
        self.rect = rect
        self.label_size = max(14, round(h * 0.023))
        self.help_size = max(12, round(h * 0.0195))
        top = rect.y + max(6, round(h * 0.009))
        self.control.rect = pygame.Rect(rect.right - control_w - 12, top, control_w, control_h)

    def handle(self, intent: Intent) -> bool:
        return self.control.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        surface.blit(
            draw.rounded_panel(r.size, 12, (255, 255, 255, 9), (255, 255, 255, 20), 1), r.topleft
        )
        c = self.control.rect
        x = r.x + 16
        label_w = c.x - x - 16
        label = option_text.option_label(self.option)
        size = fit_size(label, self.label_size, label_w, bold=True, smallest=12)
        at = blit_text(surface, clip_text(label, size, label_w, True), size, theme.CREAM,
                       "midleft", (x, c.centery), bold=True)
        if self.modified:
            changed_dot(surface, at, size)
        self.control.draw(surface)
        reason = self.locked_reason
        line = reason or option_text.option_help(self.option)
        width = r.right - x - 14
        ink = AMBER if reason else theme.DIM
        help_size = fit_size(line, self.help_size, width, smallest=11)
        y = c.bottom + round(self.help_size * 0.85)
        blit_text(surface, clip_text(line, help_size, width), help_size, ink, "midleft", (x, y))


class ModeList(Widget):
    """The registered modes as cards (name and one line), grouped by family when there are
    several, scrolled when they do not fit."""

    def __init__(
        self,
        groups: Sequence[tuple[str, Sequence[str]]],
        value: str,
        on_change: Callable[[str], Any],
    ) -> None:
        super().__init__()
        self.groups: list[tuple[str, list[str]]] = []
        self.modes: list[str] = []
        self.set_groups(groups)
        self.value = value
        self.on_change = on_change
        self.card_h = 56
        self.gap = 8
        self.scroll = 0
        self.hover = -1
        self.custom: set[str] = set()
        self.unplayable: set[str] = set()

    def set_groups(self, groups: Sequence[tuple[str, Sequence[str]]]) -> None:
        """The modes on show (one family's, when the panel chooses the game by tabs)."""
        self.groups = [(family, list(modes)) for family, modes in groups]
        self.modes = [m for _, modes in self.groups for m in modes]
        self.scroll = 0

    @property
    def header_h(self) -> int:
        return round(self.card_h * 0.5) if len(self.groups) > 1 else 0

    def items(self) -> list[tuple[str, str, int]]:
        """(``"family"`` or ``"mode"``, name, top offset) for every line of the list."""
        out: list[tuple[str, str, int]] = []
        y = 0
        for family, modes in self.groups:
            if self.header_h:
                out.append(("family", family, y))
                y += self.header_h
            for mode in modes:
                out.append(("mode", mode, y))
                y += self.card_h + self.gap
        return out

    @property
    def max_scroll(self) -> int:
        items = self.items()
        if not items:
            return 0
        kind, _, y = items[-1]
        total = y + (self.card_h if kind == "mode" else self.header_h)
        return max(0, total - self.rect.h)

    def card_rect(self, i: int) -> pygame.Rect:
        """The card of ``self.modes[i]``."""
        mode = self.modes[i]
        y = next(top for kind, name, top in self.items() if kind == "mode" and name == mode)
        return pygame.Rect(self.rect.x, self.rect.y + y - self.scroll, self.rect.w, self.card_h)

    def index_at(self, pos: tuple[int, int]) -> int:
        if not self.rect.collidepoint(pos):
            return -1
        return next(
            (i for i in range(len(self.modes)) if self.card_rect(i).collidepoint(pos)), -1
        )

    def show_chosen(self) -> None:
        """Scroll so the chosen mode's card (and its family's heading) is in view."""
        if self.value not in self.modes:
            return
        r = self.card_rect(self.modes.index(self.value))
        margin = max(10, self.rect.h // 12)  # clear of the faded edge
        if r.top - self.header_h < self.rect.top:
            self.scroll -= self.rect.top - r.top + self.header_h
        elif r.bottom > self.rect.bottom - margin:
            self.scroll += r.bottom - self.rect.bottom + margin
        self.scroll = min(max(0, self.scroll), self.max_scroll)

    def scroll_by(self, steps: int) -> None:
        self.scroll = min(max(0, self.scroll - steps * (self.card_h // 2)), self.max_scroll)

    def handle(self, intent: Intent) -> bool:
        if intent.kind == intents.POINT_MOVE:
            self.hover = self.index_at(intent.pos)
            return False
        if intent.kind != intents.POINT_DOWN:
            return False
        i = self.index_at(intent.pos)
        if i < 0:
            return False
        if self.modes[i] != self.value:
            self.value = self.modes[i]
            self.on_change(self.value)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip) if clip else self.rect)
        name_size = max(15, round(self.card_h * 0.3))
        help_size = max(12, round(self.card_h * 0.22))
        for kind, name, top in self.items():
            y = self.rect.y + top - self.scroll
            if y > self.rect.bottom or y + self.card_h < self.rect.top:
                continue
            if kind == "family":
                mid = y + self.header_h // 2
                at = blit_text(surface, option_text.family_label(name), help_size, theme.MUTED,
                               "midleft", (self.rect.x + 4, mid), bold=True)
                pygame.draw.line(surface, (70, 78, 88), (at.right + 10, mid),
                                 (self.rect.right - 4, mid))
                continue
            r = pygame.Rect(self.rect.x, y, self.rect.w, self.card_h)
            self._draw_card(surface, r, name, self.modes.index(name), name_size, help_size)
        surface.set_clip(clip)
        if self.max_scroll:
            fade_edges(surface, self.rect, self.scroll, self.max_scroll)
            self._draw_scrollbar(surface)

    def _draw_card(
        self, surface: pygame.Surface, r: pygame.Rect, mode: str, i: int, name: int, small: int
    ) -> None:
        chosen = mode == self.value
        if chosen:
            fill, border = (70, 44, 16, 245), (246, 200, 92, 230)
            top: tuple[int, int, int, int] | None = (120, 78, 26, 245)
        else:
            hover = i == self.hover
            fill = (40, 50, 62, 235) if hover else (28, 37, 48, 235)
            border, top = (255, 255, 255, 40 if hover else 24), None
        surface.blit(draw.rounded_panel(r.size, 14, fill, border, 2 if chosen else 1, top),
                     r.topleft)
        if chosen:
            bar = pygame.Rect(r.x + 7, r.y + 10, 4, r.h - 20)
            pygame.draw.rect(surface, theme.GOLD, bar, border_radius=2)
        x = r.x + 20
        width = r.w - 34
        title_w = width
        title_mid = r.y + round(r.h * 0.34)
        if mode in self.unplayable:
            pill = self._soon_tag(surface, r, title_mid, max(11, small - 1))
            title_w = pill.x - 8 - x
        title = option_text.mode_label(mode)
        ink = theme.GOLD if chosen else theme.CREAM
        at = blit_text(surface, clip_text(title, name, title_w, True), name, ink, "midleft",
                       (x, title_mid), bold=True)
        if mode in self.custom:
            changed_dot(surface, at, name)
        tagline = option_text.mode_help(mode)
        if tagline:
            # A point or two smaller before cutting: at 960x540 English lines lost their
            # last word ('partners opp…', 'the two s…').
            size = fit_size(tagline, small, width, smallest=max(10, small - 2))
            blit_text(surface, clip_text(tagline, size, width), size,
                      theme.MUTED if chosen else theme.DIM, "midleft",
                      (x, r.y + round(r.h * 0.71)))

    def _soon_tag(
        self, surface: pygame.Surface, r: pygame.Rect, mid: int, size: int
    ) -> pygame.Rect:
        """A small "coming soon" tag at the card's right: the mode cannot start yet."""
        soon = t("new.coming_soon")
        pill = pygame.Rect(0, 0, text_width(soon, size, True) + 2 * size, round(size * 1.7))
        pill.midright = (r.right - 12, mid)
        surface.blit(draw.rounded_panel(pill.size, pill.h // 2, (48, 58, 70, 255),
                                        (255, 255, 255, 60), 1), pill.topleft)
        blit_text(surface, soon, size, theme.MUTED, "center", pill.center, bold=True)
        return pill

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        track = pygame.Rect(self.rect.right + 6, self.rect.y, 4, self.rect.h)
        pygame.draw.rect(surface, (60, 68, 76), track, border_radius=2)
        total = self.rect.h + self.max_scroll
        h = max(24, round(self.rect.h * self.rect.h / total))
        y = track.y + round((track.h - h) * self.scroll / self.max_scroll)
        pygame.draw.rect(surface, theme.GOLD_DARK, (track.x, y, track.w, h), border_radius=2)
