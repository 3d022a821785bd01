"""The rules, readable in both languages, scrollable with the wheel, drag or keys.

The page opens on the options in force: the hand's own rules when opened from a
table, else the mode chosen for the next game with the player's options, each
option's name and value read from the ruleset (so any registered mode shows).
Then what this mode changes, and the rules of its game (Dou Dizhu's or Tractor's
sections), with each combination drawn in small cards (:mod:`ui.pages.rules_cards`).
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game import Ruleset
from ui.app import intents
from ui.app.i18n import TRANSLATOR, t
from ui.app.intents import PAGE_HELP, TABLE_HELP, Intent
from ui.app.scene import Scene
from ui.art import draw, theme
from ui.art.text import blit_text, wrap
from ui.pages import option_text
from ui.pages.chrome import backdrop
from ui.pages.rules_cards import Example, draw_example, examples_for, picture_size, rows_of
from ui.pages.rules_words import everyone, section_body
from ui.widgets.controls import Button, handle_all

if TYPE_CHECKING:
    from ui.app.app import App

HEADING_INK = (150, 40, 30)
VALUE_INK = (168, 84, 10)
NOTE_INK = (112, 104, 92)
RULE_INK = (220, 206, 180)

SECTIONS = (
    "goal",
    "deal",
    "bidding",
    "happy",
    "play",
    "kinds",
    "compare",
    "scoring",
    "leave",
    "ranks",
    "practice",
    "keys",
)
# Tractor's sections (``rules.shengji.<section>``), the game every Tractor mode shares.
SHENGJI_SECTIONS = (
    "goal", "deal", "trump", "declare", "kitty", "kinds", "lead", "follow", "win", "points",
    "levels",
)
FAMILY_SECTIONS: dict[str, tuple[str, tuple[str, ...]]] = {
    "doudizhu": ("rules", SECTIONS),
    "shengji": ("rules.shengji", SHENGJI_SECTIONS),
}
"""Each family's translation prefix and sections; the section ``kinds`` gets pictures."""


@dataclass(frozen=True)
class Line:
    """One line of the page: a heading, body text, an option and its value, or a note."""

    kind: str  # "heading" | "text" | "option" | "note" | "cards"
    text: str = ""
    value: str = ""
    ruled: bool = False  # a thin rule above it (between two options)
    examples: tuple[Example, ...] = ()  # "cards": a row of combinations in pictures
    height: int = 0  # pixels, for a "cards" line (others are one line high)


class RulesScene(Scene):
    calm = True
    name = "rules"

    def __init__(self, app: App, rules: Ruleset | None = None) -> None:
        """``rules``: the hand's own, from a table's menu; else the next game's (the
        mode chosen and the player's options)."""
        super().__init__(app)
        self.rules = rules if rules is not None else app.settings.rules()
        self.scroll = 0.0
        self.velocity = 0.0
        self.lines: list[Line] = []
        self.lines_key: tuple[object, ...] = ()
        self.tops: list[int] = []
        self.total_h = 0
        self.drag_from: tuple[int, float] | None = None
        self.back = Button("btn.back", self.app.pop, "primary")
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.body = pygame.Rect(0, 0, 0, 0)
        self.size_px = 16

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        self.panel = pygame.Rect(0, 0, min(980, round(w * 0.8)), round(h * 0.86))
        self.panel.center = (w // 2, h // 2)
        self.body = self.panel.inflate(-round(self.panel.w * 0.1), -round(h * 0.26))
        self.body.y = self.panel.y + round(h * 0.1)
        bh = max(36, round(h * 0.06))
        self.back.rect = pygame.Rect(0, 0, round(bh * 3.4), bh)
        self.back.rect.midbottom = (self.panel.centerx, self.panel.bottom - round(h * 0.025))
        self.size_px = max(14, round(h * 0.025))
        self.lines_key = ()
        self._wrap()

    def _wrap(self) -> None:
        key = (TRANSLATOR.language, self.body.w, self.size_px)
        if key == self.lines_key:
            return
        self.lines_key = key
        self.lines = self._option_lines() + self._mode_lines()
        prefix, sections = FAMILY_SECTIONS.get(self.rules.family, FAMILY_SECTIONS["doudizhu"])
        for section in sections:
            self.lines.append(Line("heading", t(f"{prefix}.{section}.title")))
            body = section_body(prefix, section, self.rules)  # the table's own figures
            for line in wrap(body, self.size_px, self.body.w):
                self.lines.append(Line("text", line))
            if section == "kinds":
                self.lines.extend(self._picture_lines())
            if section == "keys":
                self.lines.extend(self._key_lines())
            self.lines.append(Line("text"))
        self._offsets()

    def _mode_lines(self) -> list[Line]:
        """What this mode is, in short (``rules.mode.<mode>``), before its game's rules."""
        body = option_text.mode_rules(self.rules.name)
        if not body:
            return []
        mode = option_text.mode_label(self.rules.name)
        lines = [Line("heading", t("rules.mode.title", mode=mode))]
        lines += [Line("text", part) for part in wrap(body, self.size_px, self.body.w)]
        return [*lines, Line("text")]

    @property
    def card_w(self) -> int:
        return max(28, round(self.size_px * 2.4))

    def _picture_lines(self) -> list[Line]:
        """Each of the mode's combinations in small cards, a few to a row, named above."""
        examples = examples_for(self.rules)
        gap = round(self.card_w * 0.9)
        tall = round(self.size_px * 1.5) + picture_size(examples[0], self.card_w)[1] + 10
        rows = rows_of(examples, self.body.w - 24, self.card_w, gap) if examples else []
        return [Line("cards", examples=tuple(row), height=tall) for row in rows]

    def _offsets(self) -> None:
        """Each line's top, from the body's top (a row of pictures is taller)."""
        self.tops = []
        y = 0
        for line in self.lines:
            self.tops.append(y)
            y += line.height or self.line_h
        self.total_h = y

    def _key_lines(self) -> list[Line]:
        """Every key and what it does, from the one key map (``ui.app.intents``)."""
        lines: list[Line] = []
        width = self.body.right - self.value_x
        for title, helps in (("keys.table_title", TABLE_HELP), ("keys.page_title", PAGE_HELP)):
            lines.append(Line("text", t(title)))
            for i, (keys, action) in enumerate(helps):
                parts = wrap(t(action), self.size_px, width, bold=True) or [""]
                lines.append(Line("option", keys, parts[0], ruled=i > 0))
                lines.extend(Line("option", "", part) for part in parts[1:])
        return lines

    @property
    def value_x(self) -> int:
        """Where an option's value (and its note) starts: a column right of the names."""
        return self.body.x + round(self.body.w * 0.34)

    def _option_lines(self) -> list[Line]:
        """The options in force, each with its value and its one-line explanation."""
        mode = option_text.mode_label(self.rules.name)
        lines = [Line("heading", t("rules.options.title", mode=mode))]
        note_w = self.body.right - self.value_x
        for i, (option, value) in enumerate(self.rules.options().items()):
            lines.append(Line("option", option_text.option_label(option),
                              option_text.value_label(option, value), ruled=i > 0))
            help_text = self._option_help(option)
            if help_text:
                lines.extend(Line("note", part) for part in wrap(help_text, self.note_px, note_w))
        if len(lines) == 1:
            lines.append(Line("text", t("new.no_options")))
        lines.append(Line("text"))
        return lines

    def _option_help(self, option: str) -> str:
        """An option's note; worded for the seats at this table where the words count
        them (``rules.<option>.help``: 五家都不叫, not 三家)."""
        key = f"rules.{option}.help"
        if TRANSLATOR.has(key):
            return t(key, everyone=everyone(self.rules))
        return option_text.option_help(option)

    @property
    def note_px(self) -> int:
        return max(12, round(self.size_px * 0.86))

    @property
    def line_h(self) -> int:
        return round(self.size_px * 1.6)

    def max_scroll(self) -> float:
        return max(0.0, self.total_h - self.body.h)

    def handle(self, intent: Intent) -> None:
        if handle_all([self.back], intent):
            return
        kind = intent.kind
        if kind == intents.SCROLL:
            self.velocity -= intent.value * self.line_h * 14
        elif kind == intents.POINT_DOWN and self.body.collidepoint(intent.pos):
            self.drag_from = (intent.pos[1], self.scroll)
        elif kind == intents.POINT_MOVE and self.drag_from is not None:
            self.scroll = self.drag_from[1] - (intent.pos[1] - self.drag_from[0])
        elif kind == intents.POINT_UP:
            self.drag_from = None
        elif kind == intents.PASS:
            self.scroll += self.body.h * 0.8
        elif kind == intents.STEP and intent.axis == 1:  # ↑ ↓ read on, a few lines a press
            self.scroll += intent.value * self.line_h * 3
        elif kind == intents.PAGE:  # Page Up / Down, which did nothing (play-test)
            self.scroll += intent.value * self.body.h * 0.8
        elif kind == intents.ENDS:  # Home / End: the top, the last line
            self.scroll = 0.0 if intent.value < 0 else self.max_scroll()
        elif kind in (intents.MENU, intents.CONFIRM):
            self.app.pop()
        self.scroll = min(max(0.0, self.scroll), self.max_scroll())

    def update(self, dt: float) -> None:
        self._wrap()
        self.scroll += self.velocity * dt
        self.velocity *= 0.0 if dt <= 0 else max(0.0, 1 - 8 * dt)
        self.scroll = min(max(0.0, self.scroll), self.max_scroll())

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(self.size), (0, 0))
        draw.draw_panel(surface, self.panel, 22, (250, 244, 228, 250), (200, 150, 60, 255))
        head = pygame.Rect(self.panel.x, self.panel.y + 8, self.panel.w, round(self.size[1] * 0.08))
        blit_text(surface, t("rules.title"), max(22, round(head.h * 0.5)), HEADING_INK, "center",
                  head.center, bold=True)
        clip = surface.get_clip()
        surface.set_clip(self.body)
        first = max(0, bisect.bisect_right(self.tops, self.scroll) - 1)
        for line, top in zip(self.lines[first:], self.tops[first:], strict=True):
            y = round(self.body.y + top - self.scroll)
            if y > self.body.bottom:
                break
            self._draw_line(surface, line, y)
        surface.set_clip(clip)
        self._draw_scrollbar(surface)
        self.back.draw(surface)

    def _draw_line(self, surface: pygame.Surface, line: Line, y: int) -> None:
        x = self.body.x
        if line.kind == "heading":
            size = round(self.size_px * 1.15)
            blit_text(surface, line.text, size, HEADING_INK, "topleft", (x, y), bold=True)
        elif line.kind == "option":
            if line.ruled:
                pygame.draw.line(surface, RULE_INK, (x, y - 2), (self.body.right, y - 2))
            blit_text(surface, line.text, self.size_px, theme.INK, "topleft", (x + 12, y),
                      bold=True)
            blit_text(surface, line.value, self.size_px, VALUE_INK, "topleft",
                      (self.value_x, y), bold=True)
        elif line.kind == "cards":
            self._draw_cards(surface, line, y)
        elif line.kind == "note":
            mid = y + self.line_h // 2 - 2
            blit_text(surface, line.text, self.note_px, NOTE_INK, "midleft", (self.value_x, mid))
        elif line.text:
            blit_text(surface, line.text, self.size_px, theme.INK, "topleft", (x, y))

    def _draw_cards(self, surface: pygame.Surface, line: Line, y: int) -> None:
        """A row of combinations: each one's name over its cards."""
        x = self.body.x + 12
        label = max(12, round(self.size_px * 0.86))
        gap = round(self.card_w * 0.9)
        for example in line.examples:
            name = t(f"rules.kind.{example.kind}") if TRANSLATOR.has(
                f"rules.kind.{example.kind}") else option_text.readable(example.kind)
            blit_text(surface, name, label, VALUE_INK, "topleft", (x, y + 2), bold=True)
            at = draw_example(surface, self.app.art, example, (x, y + round(self.size_px * 1.5)),
                              self.card_w)
            x = at.right + gap

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        total = self.total_h
        if total <= self.body.h:
            return
        track = pygame.Rect(self.panel.right - 22, self.body.y, 6, self.body.h)
        pygame.draw.rect(surface, (220, 210, 190), track, border_radius=3)
        h = max(30, round(self.body.h * self.body.h / total))
        y = track.y + round((track.h - h) * self.scroll / max(1.0, self.max_scroll()))
        pygame.draw.rect(surface, (190, 130, 50), (track.x, y, track.w, h), border_radius=3)
