"""The new-game panel: every registered mode by game, its rule options and presets,
difficulty, practice, deal.

Modes come from the rules core's registry (a tab per family: 斗地主, 升级) and each
mode's options from its ``option_choices()``: nothing here names a mode or an
option.  A mode with presets (docs/tractor.md §1.13) shows them as a first row.  The
player's choices are remembered per mode in the settings (``Settings.set_option``);
a value the rules forbid with the options above it is greyed out with the reason,
so the game started (``Settings.rules()``) is always one the rules accept.  Under
the options, the mode's table at a glance and its rules in short fill the column.
"""

from __future__ import annotations

import functools
import traceback
from typing import TYPE_CHECKING, Any

import pygame

import game
from ui.app import intents
from ui.app.i18n import TRANSLATOR, t
from ui.app.intents import Intent
from ui.app.scene import Scene
from ui.art import draw, theme
from ui.art.text import blit_text, wrap
from ui.pages import option_text
from ui.pages.chrome import draw_heading
from ui.pages.newgame_focus import PanelFocus
from ui.pages.newgame_parts import SeedField, can_start, families, table_facts
from ui.pages.option_rows import (
    ModeList,
    OptionRow,
    Switch,
    clip_text,
    fade_edges,
    fit_size,
    text_width,
)
from ui.persist import mode_options
from ui.persist.settings import LEVELS
from ui.widgets.controls import Button, Tabs, Widget, handle_all

if TYPE_CHECKING:
    from ui.app.app import App

SECTION = (222, 178, 96)
PRESET = "preset"  # the preset row's name: its words are option.preset.*


class NewGameScene(Scene):
    calm = True
    opaque = False
    name = "newgame"

    def __init__(self, app: App, practice: bool | None = None) -> None:
        super().__init__(app)
        s = app.settings
        if practice is not None:
            s.practice = practice
        modes = mode_options.mode_names()
        if s.mode not in modes:
            s.mode = modes[0]
        self.groups = families(modes)
        self.family = self._family_of(s.mode)
        names = [f for f, _ in self.groups]
        self.family_tabs = Tabs(
            "", names, [f"family.{f}" for f in names], self.family, self.choose_family
        )
        self.modes = ModeList(self._shown_groups(), s.mode, self.choose_mode)
        self.modes.unplayable = {m for m in modes if not can_start(game.ruleset(m))}
        self.level = Tabs(
            "", LEVELS, [f"level.{lv}" for lv in LEVELS], s.difficulty, self._set("difficulty")
        )
        self.practice = Switch(s.practice, self._set("practice"))
        self.seed = SeedField("new.seed", "new.seed_random")
        self.restore = Button("new.restore", self.restore_defaults, "dark")
        self.start = Button("new.start", self.begin, "primary")
        self.back = Button("btn.back", self.app.pop, "secondary")
        # Tab shows a ring (first on 开始) and moves it over every stop; ←/→ change the
        # focused choice; Enter presses it (without the ring Enter starts)
        self.focus = PanelFocus(self.focus_stops, lambda: self.start, self.begin)
        self.rows: list[OptionRow] = []
        self.preset_row: OptionRow | None = None
        self.summary: list[str] = []
        self.summary_area = pygame.Rect(0, 0, 0, 0)
        self.error = ""
        self.scroll = 0
        self.pointer = (0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.left = pygame.Rect(0, 0, 0, 0)
        self.right = pygame.Rect(0, 0, 0, 0)
        self.options_area = pygame.Rect(0, 0, 0, 0)
        self.practice_row = pygame.Rect(0, 0, 0, 0)
        self.row_pitch = 0
        self.row_gap = 0
        self._build_rows()

    # -- the player's choices ----------------------------------------------------------------
    @property
    def mode(self) -> str:
        return str(self.app.settings.mode)

    def _set(self, name: str) -> Any:
        def setter(value: Any) -> None:
            setattr(self.app.settings, name, value)
            self.app.save_settings()

        return setter

    def _family_of(self, mode: str) -> str:
        return next(f for f, modes in self.groups if mode in modes)

    def _shown_groups(self) -> list[tuple[str, list[str]]]:
        return [(f, modes) for f, modes in self.groups if f == self.family]

    def choose_family(self, family: str) -> None:
        """Show one game's modes; choose its first playable mode if the one chosen is
        of another game."""
        self.family = family
        self.family_tabs.value = family
        self.modes.set_groups(self._shown_groups())
        if self._family_of(self.mode) != family:
            modes = self.modes.modes
            self.choose_mode(next((m for m in modes if m not in self.modes.unplayable), modes[0]))
        self.modes.show_chosen()

    def choose_mode(self, mode: str) -> None:
        self.app.settings.mode = mode
        self.app.save_settings()
        if self._family_of(mode) != self.family:
            self.family = self.family_tabs.value = self._family_of(mode)
            self.modes.set_groups(self._shown_groups())
        self.modes.value = mode
        self.modes.show_chosen()
        self.scroll = 0
        self._build_rows()
        self._place_rows()

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
        self.refresh()

    def set_option(self, option: str, value: Any) -> None:
        self.app.settings.set_option(self.mode, option, value)
        self.app.save_settings()
        self.refresh()

    def restore_defaults(self) -> None:
        self.app.settings.restore_defaults(self.mode)
        self.app.save_settings()
        self.refresh()

    def _build_rows(self) -> None:
        in_force = self.app.settings.options_in_force(self.mode)
        self.rows = [
            OptionRow(option, values, in_force[option], functools.partial(self.set_option, option))
            for option, values in game.ruleset(self.mode).option_choices().items()
        ]
        presets = tuple(mode_options.presets(self.mode))
        self.preset_row = OptionRow(PRESET, presets, None, self.apply_preset) if presets else None
        self.summary_key: tuple[str, str, int, int] | tuple[()] = ()
        self.refresh()

    @property
    def all_rows(self) -> list[OptionRow]:
        """The rows in the options column, top to bottom: the presets, then each option."""
        return ([self.preset_row] if self.preset_row else []) + self.rows

    def refresh(self) -> None:
        """Each row's value in force, the values the rules forbid now and why."""
        s = self.app.settings
        mode = self.mode
        in_force = s.options_in_force(mode)
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
        self.restore.enabled = bool(s.picks(mode))
        self.modes.custom = {m for m in self.modes.modes if s.picks(m)}
        self.error = self._start_error()
        self.start.enabled = not self.error

    def _start_error(self) -> str:
        """Why the game on show cannot start ("" when it can)."""
        try:
            rules = self.app.settings.rules(self.mode)
        except ValueError as exc:
            return t("new.cannot_start", reason=str(exc))
        if self.mode in self.modes.unplayable or not can_start(rules):
            return t("new.not_playable")
        return ""

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

    def begin(self) -> None:
        """开始: the game on show, once the player agrees to abandon its family's saved
        game if there is one (the other family's save is kept either way)."""
        from ui.play.start import ask_before_replacing

        self.refresh()
        if self.error:
            return
        ask_before_replacing(self.app, self._family_of(self.mode), self._start)

    def _start(self) -> None:
        from ui.play.start import start_game

        try:
            start_game(self.app, replace_all=True, seed=self.seed.number)
        except Exception:  # the table cannot show this mode yet: say so, keep the panel
            traceback.print_exc()
            self.modes.unplayable.add(self.mode)
            self.refresh()

    # -- layout --------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        self.panel = pygame.Rect(0, 0, min(1160, round(w * 0.9)), round(h * 0.9))
        self.panel.center = (w // 2, h // 2)
        pad = round(self.panel.w * 0.035)
        bh = max(36, round(h * 0.062))
        bw = round(bh * 3.6)
        y = self.panel.bottom - bh - round(h * 0.03)
        self.back.rect = pygame.Rect(self.panel.centerx - bw - 12, y, bw, bh)
        self.start.rect = pygame.Rect(self.panel.centerx + 12, y, bw, bh)
        top = self.panel.y + round(h * 0.095)
        bottom = y - round(h * 0.052)  # room for the line that says why a game cannot start
        body = pygame.Rect(self.panel.x + pad, top, self.panel.w - 2 * pad, bottom - top)
        left_w = round(body.w * 0.33)
        self.left = pygame.Rect(body.x, body.y, left_w, body.h)
        self.right = pygame.Rect(self.left.right + pad, body.y, body.right - self.left.right - pad,
                                 body.h)
        self._place_left(h)
        self._place_right(h)

    def _section_h(self, h: int) -> int:
        return max(20, round(h * 0.04))

    def _place_left(self, h: int) -> None:
        col = self.left
        row_h = max(30, round(h * 0.052))
        gap = max(8, round(h * 0.016))
        section = self._section_h(h)
        seed_y = col.bottom - row_h
        practice_h = row_h + max(14, round(h * 0.026))
        self.practice_row = pygame.Rect(col.x, seed_y - gap - practice_h, col.w, practice_h)
        switch_h = max(24, round(row_h * 0.8))
        self.practice.rect = pygame.Rect(0, 0, round(switch_h * 3.2), switch_h)
        self.practice.rect.topright = (col.right, self.practice_row.y + (row_h - switch_h) // 2)
        self.seed.rect = pygame.Rect(col.x, seed_y, col.w, row_h)
        level_y = self.practice_row.y - gap - row_h
        self.level.rect = pygame.Rect(col.x, level_y, col.w, row_h)
        self.level_label_y = level_y - section
        self.modes.card_h = max(44, round(h * 0.078))
        self.modes.gap = max(6, round(h * 0.012))
        self.family_tabs.rect = pygame.Rect(col.x, col.y, col.w, row_h)
        list_top = self.family_tabs.rect.bottom + gap
        self.modes.rect = pygame.Rect(col.x, list_top, col.w, self.level_label_y - gap - list_top)
        self.modes.scroll = min(self.modes.scroll, self.modes.max_scroll)
        self.modes.show_chosen()

    def _place_right(self, h: int) -> None:
        col = self.right
        head = max(30, round(h * 0.055)) + self._facts_h(h)
        rh = max(28, round(h * 0.046))
        label = t("new.restore")
        rw = max(round(rh * 3.4), text_width(label, max(12, int(rh * 0.42)), True) + rh)
        title_h = head - self._facts_h(h)
        self.restore.rect = pygame.Rect(col.right - rw, col.y + (title_h - rh) // 2, rw, rh)
        top = col.y + head + 8
        self.options_area = pygame.Rect(col.x, top, col.w, col.bottom - top)
        self._place_rows()

    def _facts_h(self, h: int) -> int:
        return max(18, round(h * 0.032))

    def _place_rows(self) -> None:
        """Rows at one readable pitch from the top; the room left under them (a mode
        with few options) holds the mode's rules in short instead of an empty gap."""
        area = self.options_area
        h = self.size[1]
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
            return round(self.options_area.w * 0.72)
        needed = len(row.values) * (widest + round(control_h * 0.9))
        area_w = self.options_area.w
        return min(round(area_w * 0.66), max(round(area_w * 0.5), needed))

    @property
    def max_scroll(self) -> int:
        return max(0, len(self.all_rows) * self.row_pitch - self.row_gap - self.options_area.h)

    # -- input ---------------------------------------------------------------------------------
    def widgets(self) -> list[Widget]:
        return [self.family_tabs, self.modes, self.level, self.practice, self.seed,
                self.restore, self.back, self.start]

    def focus_stops(self) -> list[Widget]:
        """The keyboard's stops in reading order: the left column, the options, the buttons."""
        return [self.family_tabs, self.modes, self.level, self.practice, self.seed,
                *self.all_rows, self.restore, self.back, self.start]

    def handle(self, intent: Intent) -> None:
        if intent.kind in (intents.POINT_MOVE, intents.POINT_DOWN, intents.POINT_UP):
            self.pointer = intent.pos
        if intent.kind == intents.SCROLL:
            self._scroll(intent.value)
            return
        rows: list[Widget] = list(self.all_rows)
        if intent.kind == intents.POINT_DOWN and not self.options_area.collidepoint(intent.pos):
            rows = []
        if intent.kind == intents.POINT_DOWN:
            self._focus_at(intent.pos)
        if handle_all([*rows, *self.widgets()], intent):
            return
        if self.focus.handle(intent):
            self._show_focused_row()
            return
        if intent.kind == intents.POINT_DOWN and self.practice_row.collidepoint(intent.pos):
            self.practice.handle(Intent(intents.POINT_DOWN, self.practice.rect.center))
        elif intent.kind == intents.MENU:
            self.app.pop()
        elif intent.kind == intents.CONFIRM:
            self.begin()

    def _focus_at(self, pos: tuple[int, int]) -> None:
        """A click on a stop moves the ring (once shown) there, so Tab goes on from it."""
        if not self.focus.shown:
            return
        for widget in self.focus_stops():
            if isinstance(widget, OptionRow) and not self.options_area.collidepoint(pos):
                continue
            if widget.rect.collidepoint(pos):
                self.focus.focus(widget)
                return

    def _show_focused_row(self) -> None:
        """Scroll the options so the row with the ring is wholly in view."""
        row = self.focus.focused
        if not isinstance(row, OptionRow) or row not in self.all_rows:
            return
        area = self.options_area
        margin = max(10, area.h // 12)  # clear of the faded edges (option_rows.fade_edges)
        if row.rect.top < area.top + margin:
            self.scroll -= area.top + margin - row.rect.top
        elif row.rect.bottom > area.bottom - margin:
            self.scroll += row.rect.bottom - area.bottom + margin
        self.scroll = min(max(0, self.scroll), self.max_scroll)
        self._place_rows()

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    def _scroll(self, steps: int) -> None:
        if self.modes.rect.collidepoint(self.pointer):
            self.modes.scroll_by(steps)
            return
        self.scroll = min(max(0, self.scroll - steps * self.row_pitch // 2), self.max_scroll)
        self._place_rows()

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        h = self.size[1]
        surface.blit(draw.dim_overlay(self.size, 165), (0, 0))
        draw.draw_panel(surface, self.panel, 22, (17, 24, 33, 246))
        head = pygame.Rect(self.panel.x, self.panel.y + 6, self.panel.w, round(h * 0.08))
        draw_heading(surface, t("new.title"), head)
        line_y = self.left.y - round(h * 0.012)
        pygame.draw.line(surface, (246, 200, 92, 60), (self.panel.x + 24, line_y),
                         (self.panel.right - 24, line_y))
        divider_x = (self.left.right + self.right.x) // 2
        pygame.draw.line(surface, (60, 70, 80), (divider_x, self.left.y),
                         (divider_x, self.left.bottom))
        self._draw_left(surface, h)
        self._draw_right(surface, h)
        self.back.draw(surface)
        self.start.draw(surface)
        self.focus.draw(surface)
        if self.error:
            size = max(12, round(h * 0.02))
            blit_text(surface, clip_text(self.error, size, self.panel.w - 60), size,
                      (255, 150, 130), "midbottom", (self.panel.centerx, self.start.rect.y - 4))

    def _section(self, surface: pygame.Surface, text: str, x: int, y: int, h: int) -> None:
        blit_text(surface, text, max(13, round(h * 0.022)), SECTION, "topleft", (x, y), bold=True)

    def _draw_left(self, surface: pygame.Surface, h: int) -> None:
        col = self.left
        self.family_tabs.draw(surface)
        self.modes.draw(surface)
        self._section(surface, t("new.level"), col.x, self.level_label_y, h)
        self.level.draw(surface)
        row = self.practice_row
        label_size = max(14, round(h * 0.024))
        y = self.practice.rect.centery
        label = t("new.practice_short")
        blit_text(surface, label, label_size, theme.CREAM, "midleft", (row.x, y), bold=True)
        note = t("new.practice_help")
        small = max(12, round(h * 0.019))
        blit_text(surface, clip_text(note, small, row.w), small, theme.DIM, "topleft",
                  (row.x, self.practice.rect.bottom + 3))
        self.practice.draw(surface)
        self.seed.draw(surface)

    def _draw_right(self, surface: pygame.Surface, h: int) -> None:
        col = self.right
        title = t("new.rules_of", mode=option_text.mode_label(self.mode))
        size = max(16, round(h * 0.028))
        room = self.restore.rect.x - col.x - 16
        badge = t("new.custom_badge" if self.restore.enabled else "new.default_badge")
        badge_size = max(11, round(h * 0.018))
        badge_w = text_width(badge, badge_size, True) + 2 * badge_size
        size = fit_size(title, size, room - badge_w - 12, bold=True, smallest=13)
        at = blit_text(surface, clip_text(title, size, room - badge_w - 12, True), size,
                       theme.CREAM, "midleft", (col.x, self.restore.rect.centery), bold=True)
        pill = pygame.Rect(at.right + 12, 0, badge_w, round(badge_size * 1.8))
        pill.centery = at.centery
        if self.restore.enabled:
            fill, border, ink = (120, 80, 20, 255), (246, 200, 92, 220), theme.GOLD
        else:
            fill, border, ink = (30, 40, 50, 255), (255, 255, 255, 50), theme.MUTED
        surface.blit(draw.rounded_panel(pill.size, pill.h // 2, fill, border, 1), pill.topleft)
        blit_text(surface, badge, badge_size, ink, "center", pill.center, bold=True)
        self.restore.draw(surface)
        facts = table_facts(game.ruleset(self.mode))
        facts_size = max(12, round(h * 0.02))
        title_h = self.options_area.y - 8 - col.y - self._facts_h(h)
        blit_text(surface, clip_text(facts, facts_size, col.w), facts_size, theme.MUTED,
                  "topleft", (col.x, col.y + title_h - 2))
        self._draw_rows(surface, h)
        self._draw_summary(surface, h)

    def _draw_summary(self, surface: pygame.Surface, h: int) -> None:
        """The mode's rules in short, in the room under the rows (when there is room)."""
        area = self.summary_area.clip(self.options_area)
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
        self._section(surface, t("new.in_short"), x, y, h)
        y += round(line_h * 1.3)
        for line in self.summary:
            if y + line_h > area.bottom - 6:
                break
            blit_text(surface, line, size, theme.DIM, "topleft", (x, y))
            y += line_h

    def _draw_rows(self, surface: pygame.Surface, h: int) -> None:
        area = self.options_area
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

