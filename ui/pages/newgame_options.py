"""The new-game panel's options column: the mode's option rows (its presets first), which
values the rules allow now and why not, the column's scrolling, and the mode's rules in
short in the room under the rows.

The column holds no choice of its own: every pick goes to the settings (per mode,
``Settings.set_option``) and then to ``on_change``, the panel's refresh, which asks the
column to show the values in force again (:meth:`OptionColumn.show_state`).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

import game
from ui.app.i18n import TRANSLATOR, t
from ui.art import draw, theme
from ui.art.text import blit_text, text_width, wrap
from ui.pages import option_text
from ui.pages.option_rows import OptionRow, fade_edges
from ui.persist import mode_options

if TYPE_CHECKING:
    from ui.app.app import App

PRESET = "preset"  # the preset row's name: its words are option.preset.*
SECTION = (222, 178, 96)


def draw_section(surface: pygame.Surface, text: str, x: int, y: int, h: int) -> None:
    """A section's title in the panel (难度, 简要规则 …), sized for the window's height."""
    blit_text(surface, text, max(13, round(h * 0.022)), SECTION, "topleft", (x, y), bold=True)


class OptionColumn:
    """The option rows of the mode on show, where they sit and how far they scroll."""

    def __init__(self, app: App, on_change: Callable[[], None]) -> None:
        self.app = app
        self.on_change = on_change  # the panel's refresh, after any pick
        self.rows: list[OptionRow] = []
        self.preset_row: OptionRow | None = None
        self.summary: list[str] = []
        self.summary_key: tuple[str, str, int, int] | tuple[()] = ()
        self.area = pygame.Rect(0, 0, 0, 0)
        self.summary_area = pygame.Rect(0, 0, 0, 0)
        self.scroll = 0
        self.row_pitch = 0
        self.row_gap = 0

    @property
    def mode(self) -> str:
        return str(self.app.settings.mode)

    @property
    def all_rows(self) -> list[OptionRow]:
        """The rows in the options column, top to bottom: the presets, then each option."""
        return ([self.preset_row] if self.preset_row else []) + self.rows

    # -- the rows and their state ------------------------------------------------------------
    def build(self) -> None:
        """A row per option of the mode on show (and its presets' row, if it has any)."""
        in_force = self.app.settings.options_in_force(self.mode)
        self.rows = [
            OptionRow(option, values, in_force[option], functools.partial(self.set_option, option))
            for option, values in game.ruleset(self.mode).option_choices().items()
        ]
        presets = tuple(mode_options.presets(self.mode))
        self.preset_row = OptionRow(PRESET, presets, None, self.apply_preset) if presets else None
        self.summary_key = ()

    def show_state(self) -> None:
        """Each row's value in force, the values the rules forbid now and why."""
        mode = self.mode
        in_force = self.app.settings.options_in_force(mode)
        defaults = game.ruleset(mode).defaults()
        for row in self.rows:
            current = in_force[row.option]
            disabled = {
                i: self._reason(in_force, row.option, value)
                for i, value in enumerate(row.values)
                if not mode_options.same_value(value, current)
                and not mode_options.reachable(mode, in_force, row.option, value)
            }
            modified = not mode_options.same_value(current, defaults.get(row.option))
            row.set_state(current, disabled, modified)
        if self.preset_row is not None:
            self.preset_row.set_state(mode_options.preset_in_force(mode, in_force), {}, False)

    def _reason(self, in_force: dict[str, Any], option: str, value: Any) -> str:
        needed = mode_options.blocker(self.mode, in_force, option, value)
        if needed is None:
            return t("new.unavailable")
        name, other = needed
        return t(
            "new.needs",
            option=option_text.option_label(name),
            value=option_text.value_label(name, other),
        )

    def set_option(self, option: str, value: Any) -> None:
        self.app.settings.set_option(self.mode, option, value)
        self.app.save_settings()
        self.on_change()

    def apply_preset(self, name: str) -> None:
        """The mode's defaults with the preset's changes, as the player's picks."""
        picks = mode_options.presets(self.mode).get(name)
        if picks is None:
            return
        s = self.app.settings
        s.restore_defaults(self.mode)
        for option, value in picks.items():
            s.set_option(self.mode, option, value)
        self.app.save_settings()
        self.on_change()

    # -- placing and scrolling ---------------------------------------------------------------
    def place(self, h: int) -> None:
        """Rows at one readable pitch from the top; the room left under them (a mode
        with few options) holds the mode's rules in short instead of an empty gap."""
        area = self.area
        rows = self.all_rows
        gap = self.row_gap = max(5, round(h * 0.008))
        control_h = max(28, round(h * 0.047))
        help_h = round(max(12, round(h * 0.0195)) * 1.5)
        self.row_pitch = max(6, round(h * 0.009)) + control_h + help_h + 3 + gap
        for i, row in enumerate(rows):
            y = area.y + i * self.row_pitch - self.scroll
            w = self._control_width(row, control_h)
            row.place(pygame.Rect(area.x, y, area.w, self.row_pitch - gap), w, control_h, h)
        used = len(rows) * self.row_pitch
        self.summary_area = pygame.Rect(area.x, area.y + used + gap, area.w,
                                        area.h - used - gap)

    def _control_width(self, row: OptionRow, control_h: int) -> int:
        """Half the column, wider (up to two thirds) when the values' words need it."""
        if row.is_switch:
            return round(control_h * 3.2)
        size = max(12, round(control_h * 0.44))
        widest = max(
            text_width(option_text.value_label(row.option, v), size, True) for v in row.values
        )
        if row.option == PRESET:  # the presets' names are long: the most room
            return round(self.area.w * 0.72)
        needed = len(row.values) * (widest + round(control_h * 0.9))
        area_w = self.area.w
        return min(round(area_w * 0.66), max(round(area_w * 0.5), needed))

    @property
    def max_scroll(self) -> int:
        return max(0, len(self.all_rows) * self.row_pitch - self.row_gap - self.area.h)

    def scroll_by(self, steps: int, h: int) -> None:
        """The wheel: half a row per step, within the rows."""
        self.scroll = min(max(0, self.scroll - steps * self.row_pitch // 2), self.max_scroll)
        self.place(h)

    def show_row(self, row: object, h: int) -> None:
        """Scroll so ``row`` (when it is one of the rows) is wholly in view."""
        if not isinstance(row, OptionRow) or row not in self.all_rows:
            return
        area = self.area
        margin = max(10, area.h // 12)  # clear of the faded edges (option_rows.fade_edges)
        if row.rect.top < area.top + margin:
            self.scroll -= area.top + margin - row.rect.top
        elif row.rect.bottom > area.bottom - margin:
            self.scroll += row.rect.bottom - area.bottom + margin
        self.scroll = min(max(0, self.scroll), self.max_scroll)
        self.place(h)

    # -- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, h: int) -> None:
        """The rows in view (faded at a scrolled edge, with a scroll bar), then the summary."""
        self._draw_rows(surface, h)
        self._draw_summary(surface, h)

    def _draw_rows(self, surface: pygame.Surface, h: int) -> None:
        area = self.area
        if not self.rows:
            blit_text(surface, t("new.no_options"), max(14, round(h * 0.024)), theme.DIM,
                      "midtop", (area.centerx, area.y + 20))
            return
        clip = surface.get_clip()
        surface.set_clip(area)
        for row in self.all_rows:
            if row.rect.bottom >= area.top and row.rect.top <= area.bottom:
                row.draw(surface)
        surface.set_clip(clip)
        if self.max_scroll:
            fade_edges(surface, area, self.scroll, self.max_scroll)
            track = pygame.Rect(area.right + 8, area.y, 4, area.h)
            pygame.draw.rect(surface, (60, 68, 76), track, border_radius=2)
            bar_h = max(24, round(area.h * area.h / (area.h + self.max_scroll)))
            y = track.y + round((track.h - bar_h) * self.scroll / self.max_scroll)
            pygame.draw.rect(surface, theme.GOLD_DARK, (track.x, y, 4, bar_h), border_radius=2)

    def _draw_summary(self, surface: pygame.Surface, h: int) -> None:
        """The mode's rules in short, in the room under the rows (when there is room)."""
        area = self.summary_area.clip(self.area)
        size = max(12, round(h * 0.021))
        line_h = round(size * 1.5)
        if area.h < 3 * line_h or self.max_scroll:
            return
        key = (TRANSLATOR.language, self.mode, area.w, size)
        if key != self.summary_key:
            self.summary_key = key
            body = option_text.mode_rules(self.mode)
            self.summary = wrap(body, size, area.w - 36) if body else []
        if not self.summary:
            return
        lines = min(len(self.summary), (area.h - 24) // line_h - 1)
        box = pygame.Rect(area.x, area.y, area.w, 24 + round(line_h * 1.3) + lines * line_h)
        surface.blit(draw.rounded_panel(box.size, 12, (255, 255, 255, 6), (255, 255, 255, 16),
                                        1), box.topleft)
        x, y = area.x + 18, area.y + 12
        draw_section(surface, t("new.in_short"), x, y, h)
        y += round(line_h * 1.3)
        for line in self.summary:
            if y + line_h > area.bottom - 6:
                break
            blit_text(surface, line, size, theme.DIM, "topleft", (x, y))
            y += line_h
