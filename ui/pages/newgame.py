"""The new-game panel: every registered mode by game, its rule options and presets,
difficulty, practice, deal.

Modes come from the rules core's registry (a tab per family: 斗地主, 升级) and each
mode's options from its ``option_choices()``: nothing here names a mode or an
option.  A mode with presets (docs/tractor.md §1.13) shows them as a first row.  The
player's choices are remembered per mode in the settings (``Settings.set_option``);
a value the rules forbid with the options above it is greyed out with the reason,
so the game started (``Settings.rules()``) is always one the rules accept.  Under
the options, the mode's table at a glance and its rules in short fill the column.

The panel composes its parts: the options column (``newgame_options.OptionColumn``:
the rows, their state, scrolling, the rules in short), the keyboard's focus ring
(``newgame_focus.PanelFocus``), the drawing (``newgame_paint``) and the parts that
hold no state (``newgame_parts``); it keeps the choice of game and mode, the layout
and the start.
"""


from __future__ import annotations

import traceback
from typing import TYPE_CHECKING, Any

import pygame

import game
from ui.app import intents
from ui.app.i18n import t
from ui.app.intents import Intent
from ui.app.scene import Scene
from ui.art.text import text_width
from ui.pages.newgame_focus import PanelFocus
from ui.pages.newgame_options import OptionColumn
from ui.pages.newgame_paint import draw_panel, facts_height, section_height
from ui.pages.newgame_parts import SeedField, can_start, families, table_facts
from ui.pages.option_rows import ModeList, OptionRow, Switch
from ui.persist import mode_options
from ui.persist.settings import LEVELS
from ui.widgets.controls import Button, Tabs, Widget, handle_all

if TYPE_CHECKING:
    from ui.app.app import App


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
        self.options = OptionColumn(app, self.refresh)
        self.error = ""
        self.facts = ""  # the table at a glance under the options in force (refresh)
        self.pointer = (0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.left = pygame.Rect(0, 0, 0, 0)
        self.right = pygame.Rect(0, 0, 0, 0)
        self.practice_row = pygame.Rect(0, 0, 0, 0)
        self.level_label_y = 0
        self.options.build()
        self.refresh()

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
        self.options.scroll = 0
        self.options.build()
        self.refresh()
        self.options.place(self.size[1])

    def restore_defaults(self) -> None:
        self.app.settings.restore_defaults(self.mode)
        self.app.save_settings()
        self.refresh()

    def refresh(self) -> None:
        """Each row's value in force and what the rules forbid; 恢复默认, the modes the
        player changed, and whether (or why not) the game can start."""
        s = self.app.settings
        self.options.show_state()
        self.restore.enabled = bool(s.picks(self.mode))
        self.modes.custom = {m for m in self.modes.modes if s.picks(m)}
        self.error = self._start_error()
        self.start.enabled = not self.error
        self.facts = self._facts()

    def _facts(self) -> str:
        """The table at a glance as the picks make it (no kitty: every card dealt), the
        mode's own table when the picks cannot make a game."""
        try:
            rules = self.app.settings.rules(self.mode)
        except ValueError:
            rules = game.ruleset(self.mode)
        return table_facts(rules)

    def _start_error(self) -> str:
        """Why the game on show cannot start ("" when it can)."""
        try:
            rules = self.app.settings.rules(self.mode)
        except ValueError as exc:
            return t("new.cannot_start", reason=str(exc))
        if self.mode in self.modes.unplayable or not can_start(rules):
            return t("new.not_playable")
        return ""

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

    def _place_left(self, h: int) -> None:
        col = self.left
        row_h = max(30, round(h * 0.052))
        gap = max(8, round(h * 0.016))
        section = section_height(h)
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
        head = max(30, round(h * 0.055)) + facts_height(h)
        rh = max(28, round(h * 0.046))
        label = t("new.restore")
        rw = max(round(rh * 3.4), text_width(label, max(12, int(rh * 0.42)), True) + rh)
        title_h = head - facts_height(h)
        self.restore.rect = pygame.Rect(col.right - rw, col.y + (title_h - rh) // 2, rw, rh)
        top = col.y + head + 8
        self.options.area = pygame.Rect(col.x, top, col.w, col.bottom - top)
        self.options.place(h)

    # -- input ---------------------------------------------------------------------------------
    def widgets(self) -> list[Widget]:
        return [self.family_tabs, self.modes, self.level, self.practice, self.seed,
                self.restore, self.back, self.start]

    def focus_stops(self) -> list[Widget]:
        """The keyboard's stops in reading order: the left column, the options, the buttons."""
        return [self.family_tabs, self.modes, self.level, self.practice, self.seed,
                *self.options.all_rows, self.restore, self.back, self.start]

    def handle(self, intent: Intent) -> None:
        if intent.kind in (intents.POINT_MOVE, intents.POINT_DOWN, intents.POINT_UP):
            self.pointer = intent.pos
        if intent.kind == intents.SCROLL:
            self._scroll(intent.value)
            return
        rows: list[Widget] = list(self.options.all_rows)
        if intent.kind == intents.POINT_DOWN and not self.options.area.collidepoint(intent.pos):
            rows = []
        if intent.kind == intents.POINT_DOWN:
            self._focus_at(intent.pos)
        if handle_all([*rows, *self.widgets()], intent):
            return
        if intent.kind == intents.STEP and intent.axis == 1 and not self.focus.shown:
            self.focus.focus(self.modes)  # ↑ ↓ before any Tab: the mode list, read first
        if self.focus.handle(intent):
            self.options.show_row(self.focus.focused, self.size[1])
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
            if isinstance(widget, OptionRow) and not self.options.area.collidepoint(pos):
                continue
            if widget.rect.collidepoint(pos):
                self.focus.focus(widget)
                return

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    def _scroll(self, steps: int) -> None:
        if self.modes.rect.collidepoint(self.pointer):
            self.modes.scroll_by(steps)
            return
        self.options.scroll_by(steps, self.size[1])


    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        draw_panel(self, surface)
