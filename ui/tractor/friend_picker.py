"""找朋友: the dealer's friend-card picker — a suits × faces grid, which copy, and confirm.

The panel opens over the table when the player, as dealer, is to call friends.  It
shows every face of every suit as a tile (A … 2 left to right, ♠ ♥ ♣ ♦ top to
bottom), the copies the dealer holds (×n) and buried (底n) on each, and the
ordinal chooser ("the first / second / third one played").  Faces the rules
forbid this hand (trump) are greyed and say why when pointed at or chosen; a
call that cannot find anybody, or that the dealer's own copy may answer, is
marked and explained but allowed (:mod:`ui.tractor.friend_choice`).  A mode with
several calls shows one slot per call; each slot holds its own call.

Keys: ← → ↑ ↓ move over the grid, 1-3 pick the copy, Tab the next slot, Enter
confirms.  The mouse does the same by clicking.  It opens on the hard AI's call.
The call goes back through ``on_call``; the scene has the rules core check it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.cards import SUITS
from game.shengji import CallFriends, TractorView
from game.shengji.actions import FriendCall
from ui.app import intents
from ui.app.i18n import t
from ui.app.intents import Intent
from ui.art import draw, theme
from ui.art.text import blit_text, font, wrap
from ui.tractor.cardsort import SUIT_SYMBOLS
from ui.tractor.friend_choice import (
    ALLOWED,
    FACES,
    FORBIDDEN,
    CallVerdict,
    buried,
    held,
    suggested,
    verdict,
)
from ui.tractor.layout import TractorLayout
from ui.widgets.controls import Button, handle_all

RED = (206, 40, 44)
BLACK = (30, 34, 40)
WARN = (244, 142, 46)
CURSOR = (246, 200, 92)


class FriendPicker:
    """The dealer's calls being chosen; hands a :class:`CallFriends` to ``on_call``."""

    def __init__(self, view: TractorView, on_call: Callable[[CallFriends], None],
                 on_hint: Callable[[], None] | None = None) -> None:
        self.view = view
        self.on_call = on_call
        self.hint_words = ""  # 提示's words for the calls it put in the slots
        wanted = max(1, view.rules.friend_calls)
        start = list(suggested(view))
        while len(start) < wanted:
            start.append(start[-1] if start else FriendCall("A", "S", 1))
        self.calls: list[FriendCall] = start[:wanted]
        self.slot = 0
        self.hover: tuple[int, int] | None = None
        self.message = ""  # a refusal of the rules core, in words
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.grid = pygame.Rect(0, 0, 0, 0)
        self.cell = (0, 0)
        self.slot_rects: list[pygame.Rect] = []
        self.ordinals = [Button(f"tractor.friends.nth.{k}", self._ordinal_setter(k), "dark")
                         for k in range(1, view.rules.decks + 1)]
        self.confirm_button = Button("tractor.friends.confirm", self.confirm, "primary")
        self.hint_button = Button("tractor.btn.hint", on_hint, "secondary")
        self.hint_button.visible = on_hint is not None
        self._sync()

    # -- the choice ---------------------------------------------------------------------------
    @property
    def current(self) -> FriendCall:
        return self.calls[self.slot]

    @property
    def cursor(self) -> tuple[int, int]:
        """(row, column) of the current call: its suit and face."""
        call = self.current
        return SUITS.index(call.suit), FACES.index(call.rank)

    def others(self, slot: int) -> tuple[FriendCall, ...]:
        return tuple(c for i, c in enumerate(self.calls) if i != slot)

    def verdict_at(self, row: int, col: int, slot: int | None = None) -> CallVerdict:
        slot = self.slot if slot is None else slot
        return verdict(self.view, FACES[col], SUITS[row], self.calls[slot].ordinal,
                       self.others(slot))

    def choose(self, row: int, col: int) -> None:
        """Put the face at (row, col) in the current slot, keeping its ordinal."""
        row, col = row % len(SUITS), col % len(FACES)
        self.calls[self.slot] = FriendCall(FACES[col], SUITS[row], self.current.ordinal)
        self._sync()

    def set_ordinal(self, ordinal: int) -> None:
        if 1 <= ordinal <= self.view.rules.decks:
            call = self.current
            self.calls[self.slot] = FriendCall(call.rank, call.suit, ordinal)
            self._sync()

    def set_calls(self, calls: Sequence[FriendCall], words: str = "") -> None:
        """Put a hint's calls in the slots (提示), the first slot current, with its words."""
        if len(calls) == len(self.calls):
            self.calls, self.slot = list(calls), 0
            self._sync()
            self.hint_words = words

    def _ordinal_setter(self, ordinal: int) -> Callable[[], None]:
        return lambda: self.set_ordinal(ordinal)

    def action(self) -> CallFriends | None:
        """The calls, when every slot holds one the rules allow (and no call twice)."""
        for slot in range(len(self.calls)):
            row, col = SUITS.index(self.calls[slot].suit), FACES.index(self.calls[slot].rank)
            if not self.verdict_at(row, col, slot).callable:
                return None
        return CallFriends(tuple(self.calls))

    def confirm(self) -> None:
        action = self.action()
        if action is None:
            self.message = t("tractor.friends.fix_first")
            return
        self.message = ""
        self.on_call(action)

    def _sync(self) -> None:
        self.message = self.hint_words = ""
        for k, button in enumerate(self.ordinals, 1):
            button.style = "primary" if k == self.current.ordinal else "dark"
        self.confirm_button.enabled = self.action() is not None

    # -- input --------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> bool:
        """Every intent but Esc (the menu) and H (提示) belongs to the open picker."""
        kind = intent.kind
        if kind in (intents.MENU, intents.HINT):
            return False
        if handle_all([*self.ordinals, self.hint_button, self.confirm_button], intent):
            return True
        row, col = self.cursor
        if kind == intents.STEP:
            if intent.axis:
                self.choose(row + intent.value, col)
            else:
                self.choose(row, col + intent.value)
        elif kind == intents.DIGIT:
            self.set_ordinal(intent.value)
        elif kind == intents.FOCUS and len(self.calls) > 1:
            self.slot = (self.slot + intent.value) % len(self.calls)
            self._sync()
        elif kind == intents.CONFIRM:
            self.confirm()
        elif kind == intents.POINT_MOVE:
            self.hover = self.cell_at(intent.pos)
        elif kind == intents.POINT_DOWN:
            self._click(intent.pos)
        return True

    def _click(self, pos: tuple[int, int]) -> None:
        for slot, rect in enumerate(self.slot_rects):
            if rect.collidepoint(pos):
                self.slot = slot
                self._sync()
                return
        cell = self.cell_at(pos)
        if cell is not None:
            self.choose(*cell)

    def cell_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        if not self.grid.collidepoint(pos) or not all(self.cell):
            return None
        col = (pos[0] - self.grid.x) // self.cell[0]
        row = (pos[1] - self.grid.y) // self.cell[1]
        if 0 <= row < len(SUITS) and 0 <= col < len(FACES):
            return int(row), int(col)
        return None

    # -- layout and drawing -------------------------------------------------------------------
    def layout(self, lay: TractorLayout) -> None:
        w, h = lay.size
        top = lay.top_bar.bottom + round(h * 0.02)
        bottom = lay.base.hand_top - round(h * 0.015)
        self.rect = pygame.Rect(0, top, min(round(w * 0.7), 980), bottom - top)
        self.rect.centerx = w // 2
        pad = round(h * 0.022)
        bh = max(28, round(lay.base.button_h * 0.8))
        head = round(h * 0.05) + (round(h * 0.05) if len(self.calls) > 1 else 0)
        foot = bh + round(h * 0.1)
        inner = self.rect.inflate(-2 * pad, -2 * pad)
        cell_w = inner.w // len(FACES)
        cell_h = min(round(cell_w * 1.2), (inner.h - head - foot) // len(SUITS))
        self.cell = (cell_w, max(12, cell_h))
        self.grid = pygame.Rect(0, inner.y + head, cell_w * len(FACES), self.cell[1] * len(SUITS))
        self.grid.centerx = self.rect.centerx
        self.slot_rects = []
        if len(self.calls) > 1:
            sw = min(round(inner.w / len(self.calls)) - 8, round(w * 0.22))
            for i in range(len(self.calls)):
                self.slot_rects.append(pygame.Rect(inner.x + i * (sw + 8),
                                                   inner.y + round(h * 0.045), sw,
                                                   round(h * 0.042)))
        y = self.rect.bottom - pad - bh
        bw = max(round(bh * 2.6), round(inner.w * 0.14))
        x = inner.x
        for button in self.ordinals:
            button.rect = pygame.Rect(x, y, bw, bh)
            x += bw + round(bh * 0.25)
        self.confirm_button.rect = pygame.Rect(inner.right - round(bw * 1.2), y,
                                               round(bw * 1.2), bh)
        self.hint_button.rect = pygame.Rect(self.confirm_button.rect.x - bw - round(bh * 0.25),
                                            y, bw, bh)

    def draw(self, surface: pygame.Surface, size: tuple[int, int]) -> None:
        h = size[1]
        surface.blit(draw.dim_overlay(size, 90), (0, 0))
        draw.draw_panel(surface, self.rect, 18, (16, 24, 32, 248))
        text = max(12, round(h * 0.024))
        pad = round(h * 0.022)
        blit_text(surface, t("tractor.friends.title", n=len(self.calls)), round(text * 1.2),
                  theme.GOLD, "topleft", (self.rect.x + pad, self.rect.y + pad - 2), bold=True)
        blit_text(surface, t("tractor.friends.legend"), max(11, text - 3), theme.MUTED,
                  "topright", (self.rect.right - pad, self.rect.y + pad))
        self._draw_slots(surface, text)
        for row in range(len(SUITS)):
            for col in range(len(FACES)):
                self._draw_cell(surface, row, col, text)
        self._draw_words(surface, text)
        for button in [*self.ordinals, self.hint_button, self.confirm_button]:
            button.draw(surface)
        self._draw_keys(surface, max(10, text - 4))

    def _draw_keys(self, surface: pygame.Surface, size: int) -> None:
        """The keys, between the last copy button and 叫朋友, where there is room."""
        left = self.ordinals[-1].rect.right + size
        last = self.hint_button if self.hint_button.visible else self.confirm_button
        right = last.rect.left - size
        words = t("tractor.friends.keys")
        if font(size).size(words)[0] <= right - left:
            blit_text(surface, words, size, theme.MUTED, "center",
                      ((left + right) // 2, self.confirm_button.rect.centery))

    def _draw_slots(self, surface: pygame.Surface, size: int) -> None:
        from ui.tractor.presenter import friend_call_text

        for i, rect in enumerate(self.slot_rects):
            on = i == self.slot
            fill = (246, 200, 92, 70) if on else (255, 255, 255, 18)
            surface.blit(draw.rounded_panel(rect.size, rect.h // 2, fill,
                                            (246, 200, 92, 200 if on else 60), 1), rect.topleft)
            label = t("tractor.friends.slot", n=i + 1, call=friend_call_text(self.calls[i]))
            blit_text(surface, label, max(11, size - 2), theme.CREAM, "center", rect.center,
                      bold=on)

    def _draw_cell(self, surface: pygame.Surface, row: int, col: int, size: int) -> None:
        cw, ch = self.cell
        rect = pygame.Rect(self.grid.x + col * cw, self.grid.y + row * ch, cw, ch).inflate(-4, -4)
        suit, face = SUITS[row], FACES[col]
        found = self.verdict_at(row, col)
        forbidden = found.kind == FORBIDDEN
        fill = (120, 126, 128, 150) if forbidden else (250, 248, 240, 255)
        surface.blit(draw.rounded_panel(rect.size, max(4, cw // 8), fill), rect.topleft)
        ink = (RED if suit in "HD" else BLACK) if not forbidden else (70, 74, 78)
        label = ("10" if face == "T" else face) + SUIT_SYMBOLS[suit]
        blit_text(surface, label, max(11, min(size, round(ch * 0.36))), ink, "center",
                  (rect.centerx, rect.y + round(rect.h * 0.38)), bold=True)
        marks = self._marks(face, suit)
        if marks:
            blit_text(surface, marks, max(9, round(ch * 0.22)), (110, 90, 60), "midbottom",
                      (rect.centerx, rect.bottom - 2))
        if found.kind not in (ALLOWED, FORBIDDEN):
            pygame.draw.rect(surface, WARN, rect, 2, border_radius=max(4, cw // 8))
        if (row, col) == self.cursor:
            pygame.draw.rect(surface, CURSOR, rect.inflate(4, 4), 3, border_radius=max(5, cw // 7))
        elif (row, col) == self.hover:
            pygame.draw.rect(surface, (140, 190, 240), rect.inflate(2, 2), 2,
                             border_radius=max(5, cw // 7))

    def _marks(self, face: str, suit: str) -> str:
        mine, kitty = held(self.view, face, suit), buried(self.view, face, suit)
        parts = [f"×{mine}"] if mine else []
        if kitty:
            parts.append(t("tractor.friends.buried_mark", n=kitty))
        return " ".join(parts)

    def _draw_words(self, surface: pygame.Surface, size: int) -> None:
        """What the current call means (or, pointed at, another cell's verdict)."""
        from ui.tractor.presenter import friend_call_text

        row, col = self.hover if self.hover is not None else self.cursor
        found = self.verdict_at(row, col)
        lines = []
        if self.hover is None or self.hover == self.cursor:
            lines.append((t("tractor.friends.calling", call=friend_call_text(self.current)),
                          theme.CREAM))
        colour = {ALLOWED: theme.CREAM, FORBIDDEN: (255, 130, 110)}.get(found.kind, WARN)
        lines.append((t(found.key, **found.params), colour))
        if self.message:
            lines.append((self.message, (255, 130, 110)))
        elif self.hint_words:
            lines.append((self.hint_words, theme.GOLD))
        y = self.grid.bottom + round(size * 0.5)
        width = self.rect.w - round(size * 3)
        for text, colour in lines:
            for part in wrap(text, max(11, size - 1), width)[:2]:
                if y + size > self.confirm_button.rect.y - 2:
                    return
                blit_text(surface, part, max(11, size - 1), colour, "midtop",
                          (self.rect.centerx, y))
                y += round(size * 1.3)
