"""上一轮: the trick before the one on the table, seat by seat, on demand.

The table keeps the trick in play (or the one just closed) on show until the next
lead; what was there before is gone from the felt, so a player who looked away asks
for it with the 上一轮 button (bottom right) or the L key.  The panel lists each seat
in the trick's turn order, leader first, with every play it made in that trick (or
不出), the play that took the trick framed in gold.  It closes on the button or L
again, on Esc, or on a click anywhere; the game goes on under it.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.doudizhu.view import SIDE_FARMER, SIDE_LANDLORD
from ui.app import intents
from ui.app.i18n import seat_name, t
from ui.app.intents import Intent
from ui.art import draw, theme
from ui.art.cardart import CardArt, card_height
from ui.art.text import blit_text, text
from ui.table.layout import TableLayout
from ui.table.seats import mode_text
from ui.table.tricks import Trick, TrickTurn, previous_trick
from ui.widgets.controls import Button, route

TURN_GAP = 0.5  # of a card width: the space between two turns of one seat
STEP = 0.56  # of a card width: the overlap of a play's cards (a small face's index shows)


class LastTrickView:
    """Owns the 上一轮 button and whether the panel is open; reads the trick from the view."""

    def __init__(self, mode: str = "") -> None:
        self.mode = mode
        self.open = False
        self.button = Button("btn.last_trick", style="dark", intent=Intent(intents.LAST_TRICK))
        self.button.visible = False  # until the play phase
        self.panel = pygame.Rect(0, 0, 0, 0)

    @staticmethod
    def rows(view: Any) -> list[tuple[int, list[TrickTurn]]]:
        """What the panel lists: each seat from the leader on, with its turns in the trick
        before the one on the table (empty before a trick is over)."""
        trick = previous_trick(view)
        if trick is None:
            return []
        return [(seat, trick.by_seat(seat)) for seat in _row_seats(trick, int(view.seats))]

    # -- input ------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> Intent | None:
        """The intent a click on the button stands for; while open, a click anywhere or
        Esc closes the panel (``TAKEN``: nothing else happens to that click or key)."""
        routed = route([self.button], intent)
        if routed is not None:
            return routed
        if self.open and intent.kind in (intents.POINT_DOWN, intents.MENU):
            self.open = False
            return Intent(intents.TAKEN)
        return None

    def toggle(self) -> None:
        self.open = not self.open

    def sync(self, view: Any, playing: bool) -> None:
        """The button shows in the play phase; it is greyed out before a trick is over."""
        self.button.visible = playing
        self.button.enabled = previous_trick(view) is not None
        self.button.style = "primary" if self.open else "dark"
        if not playing:
            self.open = False

    # -- geometry ---------------------------------------------------------------------------
    def layout(self, lay: TableLayout) -> None:
        """The button at the right end of the action bar's row, clear of the hand's fan."""
        w = lay.size[0]
        bh = lay.button_h
        label = text(t("btn.last_trick"), max(12, int(bh * 0.42)), bold=True)
        bw = max(round(bh * 2.4), label.get_width() + bh)
        self.button.rect = pygame.Rect(0, 0, bw, bh)
        self.button.rect.midright = (w - round(w * 0.02), lay.buttons_y)

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, art: CardArt, lay: TableLayout, view: Any) -> None:
        self.button.draw(surface)
        if not self.open:
            return
        trick = previous_trick(view)
        rows = self.rows(view)
        w, h = lay.size
        cw = round(lay.small_w * 1.25)
        row_h = card_height(cw) + round(h * 0.02)
        title_h = round(h * 0.07)
        panel_h = title_h + max(1, len(rows)) * row_h + round(h * 0.03)
        self.panel = pygame.Rect(0, 0, round(w * 0.62), panel_h)
        self.panel.center = (w // 2, round(h * 0.43))
        draw.draw_panel(surface, self.panel, 16, (10, 18, 24, 238), (246, 200, 92, 170),
                        shadow=True)
        size = max(14, round(h * 0.03))
        blit_text(surface, t("last_trick.title"), size, theme.GOLD, "midtop",
                  (self.panel.centerx, self.panel.y + round(h * 0.018)), bold=True)
        if trick is None:
            blit_text(surface, t("last_trick.none"), max(13, size - 4), theme.MUTED, "center",
                      self.panel.center)
            return
        name_w = round(self.panel.w * 0.2)
        top = self.panel.y + title_h
        for index, (seat, turns) in enumerate(rows):
            row = pygame.Rect(self.panel.x + 16, top + index * row_h, self.panel.w - 32, row_h)
            self._draw_row(surface, art, row, name_w, view, trick, seat, turns, cw)

    def _draw_row(
        self,
        surface: pygame.Surface,
        art: CardArt,
        row: pygame.Rect,
        name_w: int,
        view: Any,
        trick: Trick,
        seat: int,
        turns: list[TrickTurn],
        cw: int,
    ) -> None:
        size = max(13, round(row.h * 0.26))
        colour = theme.GOLD if seat == getattr(view, "landlord", None) else theme.CREAM
        blit_text(surface, seat_name(seat), size, colour, "midleft",
                  (row.x, row.centery - size // 2), bold=True)
        role = _role(view, seat, self.mode)
        if role:
            blit_text(surface, role, max(11, size - 3), theme.MUTED, "midleft",
                      (row.x, row.centery + size // 2 + 2))
        area = pygame.Rect(row.x + name_w, row.y, row.w - name_w, row.h)
        step = _card_step(turns, cw, area.w)
        x = area.x
        last = trick.turns[-1 - _closing_passes(trick)] if trick.winner is not None else None
        for turn in turns:
            if turn.passed:
                x = _draw_pass(surface, x, area.centery, size) + round(cw * TURN_GAP)
                continue
            y = area.centery - card_height(cw) // 2
            ordered = sorted(turn.cards, key=lambda c: (c.rank, c.suit))
            for i, card in enumerate(ordered):
                surface.blit(art.small_face(card, cw), (x + i * step, y))
            span = cw + step * (len(ordered) - 1)
            if turn == last:
                frame = pygame.Rect(x - 3, y - 3, span + 6, card_height(cw) + 6)
                pygame.draw.rect(surface, theme.GOLD, frame, 2, border_radius=6)
            x += span + round(cw * TURN_GAP)


def _row_seats(trick: Trick | None, seats: int) -> list[int]:
    """Every seat once, in turn order from the trick's leader."""
    if trick is None:
        return []
    return [(trick.leader + step) % seats for step in range(seats)]


def _closing_passes(trick: Trick) -> int:
    count = 0
    for turn in reversed(trick.turns):
        if not turn.passed:
            break
        count += 1
    return count


def _card_step(turns: list[TrickTurn], cw: int, room: int) -> int:
    """The overlap step that fits all of a seat's turns in its row (at most ``STEP``)."""
    cards = sum(len(turn.cards) for turn in turns if not turn.passed)
    plays = sum(1 for turn in turns if not turn.passed)
    passes = len(turns) - plays
    fixed = plays * cw + (len(turns) - 1) * round(cw * TURN_GAP) + passes * cw * 2
    overlaps = cards - plays
    if overlaps <= 0:
        return round(cw * STEP)
    return max(4, min(round(cw * STEP), (room - fixed) // overlaps))


def _draw_pass(surface: pygame.Surface, x: int, cy: int, size: int) -> int:
    """A 不出 pill from ``x``; returns its right edge."""
    label = text(t("act.pass"), size, (230, 236, 240), bold=True)
    box = label.get_rect().inflate(size, size // 2)
    box.midleft = (x, cy)
    surface.blit(draw.rounded_panel(box.size, box.h // 2, (60, 72, 84, 235)), box.topleft)
    surface.blit(label, label.get_rect(center=box.center))
    return box.right


def _role(view: Any, seat: int, mode: str) -> str:
    """The seat's side as the player's view knows it (an unrevealed ally shows none)."""
    if getattr(view, "landlord", None) == seat:
        return mode_text("role.landlord", mode)
    sides = getattr(view, "sides", ())
    side = sides[seat] if seat < len(sides) else None
    if side == SIDE_LANDLORD:
        return t("role.ally")
    return t("role.farmer") if side == SIDE_FARMER else ""
