"""Practice mode's tools on the table: the card counter (记牌器), open hands, undo.

The counter reads only the player's view (:mod:`ui.table.counter`).  Open hands lays
every hand face up.  Undo rebuilds the hand from its record just before the
player's last play (``game.replay(record, upto=...)``) and puts a fresh table
in place of this one, so the state after an undo is exactly the state before
that play.  The options travel with the saved hand, so a resumed practice hand
keeps them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game import Game
from game.cards import sort_for_display
from game.doudizhu.view import SeatView
from game.plays import Play
from game.record import replay
from ui.app import intents
from ui.app.i18n import t
from ui.app.intents import Intent
from ui.app.session import Session
from ui.art import draw, theme
from ui.art.cardart import card_height
from ui.art.text import blit_text
from ui.play.practice import PracticeOptions as SharedOptions
from ui.play.practice import place_row
from ui.table.counter import BIG_JOKER, RANK_LABELS, SMALL_JOKER, full_count, remaining
from ui.table.layout import TableLayout
from ui.table.seats import SeatsView
from ui.table.selection import describe
from ui.table.wild import mark_counter
from ui.widgets.controls import Button, route


@dataclass
class PracticeOptions(SharedOptions):
    """The shared practice options (open hands, undos) and the card counter."""

    counter: bool = True


def last_play_index(record: dict[str, Any], seat: int = 0) -> int | None:
    """Index in the record of ``seat``'s last play or pass (not a bid), or None."""
    actions = record.get("actions") or []
    for index in range(len(actions) - 1, -1, -1):
        words = str(actions[index]).split(" ")
        if words[0] == str(seat) and len(words) > 1 and words[1] in ("play", "pass"):
            return index
    return None


class PracticeTools:
    """The practice buttons in the top bar, the counter panel, and the open hands.

    The buttons send intents (``TOGGLE_COUNTER``, ``TOGGLE_OPEN_HANDS``, ``UNDO``) for
    the scene to act on; :meth:`undone` is the hand an undo goes back to (the seat
    driver, :mod:`ui.play.driver`, puts a fresh table for it in place of this one).
    """

    counter_hidden = False  # the counting trainer runs (ui.play.trainer): no counter

    def __init__(self, options: PracticeOptions, enabled: bool, session: Session) -> None:
        self.options = options
        self.enabled = enabled
        self.session = session
        self.counter_button = Button(
            "practice.counter", style="dark", intent=Intent(intents.TOGGLE_COUNTER)
        )
        self.open_button = Button(
            "practice.open", style="dark", intent=Intent(intents.TOGGLE_OPEN_HANDS)
        )
        self.undo_button = Button("practice.undo", style="dark", intent=Intent(intents.UNDO))
        self.buttons = [self.counter_button, self.open_button, self.undo_button]
        for b in self.buttons:
            b.visible = enabled

    # -- actions ----------------------------------------------------------------------
    def handle(self, intent: Intent) -> Intent | None:
        """The intent of a pressed button; a press on the greyed 悔牌 asks why (``UNDO``,
        refused in words), as Tractor's does: a click there used to do nothing at all."""
        if (intent.kind == intents.POINT_DOWN and self.undo_button.visible
                and not self.undo_button.enabled
                and self.undo_button.rect.collidepoint(intent.pos)):
            return Intent(intents.UNDO)
        return route(self.buttons, intent)

    def toggle_counter(self) -> None:
        self.options.counter = not self.options.counter

    def toggle_open(self) -> None:
        self.options.open_hands = not self.options.open_hands

    def can_undo(self) -> bool:
        if not self.enabled or self.session.over:
            return False
        return last_play_index(self.session.game.record(), self.session.seat) is not None

    def undo_reason(self) -> str | None:
        """Why undo does nothing now (a key, said when Z is pressed; the button is greyed)."""
        if not self.enabled:
            return "practice.undo_practice_only"
        if self.session.over:
            return "practice.undo_over"
        return None if self.can_undo() else "practice.undo_nothing"

    def taken_back(self) -> str:
        """What an undo now takes back, in words: the player's last play (一对7), or
        ``""`` for a pass."""
        record = self.session.game.record()
        index = last_play_index(record, self.session.seat)
        actions = record.get("actions")
        if index is None or not isinstance(actions, list):
            return ""
        words = str(actions[index]).split(" ")
        if len(words) < 3 or words[1] != "play":
            return ""
        return describe(Play.from_str(words[2]))

    def undone(self) -> tuple[Game, PracticeOptions]:
        """The hand just before the player's last play, and the options with the undo
        counted."""
        record = self.session.game.record()
        game = replay(record, last_play_index(record, self.session.seat))
        return game, self.options.after_undo()

    # -- each frame ---------------------------------------------------------------------
    def sync(self, view: SeatView, seats: SeatsView, human_turn: bool) -> None:
        """Button states and the open hands follow the game."""
        self.counter_button.style = "primary" if self.options.counter else "dark"
        self.open_button.style = "primary" if self.options.open_hands else "dark"
        self.undo_button.enabled = self.can_undo()  # as Z: an AI still thinking is cancelled
        hands = self.session.game.hands
        for st in seats.states:
            if st.seat == view.seat or st.revealed:
                continue
            if self.enabled and self.options.open_hands:
                st.shown = tuple(sort_for_display(hands[st.seat]))  # practice: every hand open
            else:
                st.shown = tuple(view.shown.get(st.seat, ()))

    def layout(self, right: int, centery: int, height: int) -> None:
        """Buttons in a row ending at ``right`` (left of the 托管 button)."""
        place_row(self.buttons, right, centery, height, 10)

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, lay: TableLayout, view: SeatView,
             counter: bool = True) -> None:
        """The buttons, and the counter unless ``counter`` is False (a card picker's panel
        fills the middle it would cross)."""
        if not self.enabled:
            return
        for b in self.buttons:
            b.draw(surface)
        if counter and self.options.counter and not self.counter_hidden:
            draw_counter(surface, lay, view)


def counter_rect(lay: TableLayout) -> pygame.Rect:
    """Under the kitty, centred: fifteen columns of rank and count; at a table with seats
    across the top, under their name plates (never over a seat)."""
    w, h = lay.size
    col = max(22, min(34, round(w * 0.026)))
    rect = pygame.Rect(0, 0, col * 15 + 24 + round(h * 0.05), max(44, round(h * 0.074)))
    top = lay.kitty_center[1] + card_height(lay.small_w) // 2 + 10 + round(h * 0.012)
    for spot in lay.seats.values():
        if spot.place == "across":  # down to the name plate's foot, as seats.py draws it
            top = max(top, spot.avatar[1] + round(spot.radius * 2.5) + round(h * 0.012))
    rect.midtop = (w // 2, top)
    return rect


def draw_counter(surface: pygame.Surface, lay: TableLayout, view: SeatView) -> None:
    """The 记牌器 panel: each rank with how many are still out (gold: every copy, a bomb risk)."""
    rect = counter_rect(lay)
    h = lay.size[1]
    draw.draw_panel(surface, rect, 10, (8, 16, 22, 215), (246, 200, 92, 150), shadow=True)
    counts = remaining(view)
    tag_w = round(h * 0.05)
    tag = pygame.Rect(rect.x, rect.y, tag_w, rect.h)
    surface.blit(draw.rounded_panel(tag.size, 10, (120, 30, 26, 235)), tag.topleft)
    label_size = max(11, round(h * 0.019))
    for i, ch in enumerate(t("practice.counter_tag")[:3]):
        y = tag.centery + (i - 1) * round(label_size * 1.15)
        blit_text(surface, ch, label_size, theme.GOLD, "center", (tag.centerx, y), bold=True)
    col = (rect.w - tag_w - 16) / 15
    size = max(13, round(h * 0.025))
    for rank in range(15):
        cx = round(rect.x + tag_w + 8 + col * (rank + 0.5))
        full = counts[rank] == full_count(rank, view.rules.decks)
        _draw_column(surface, rank, counts[rank], full, cx, rect, size)
        if rank < 14:
            x = round(rect.x + tag_w + 8 + col * (rank + 1))
            pygame.draw.line(surface, (60, 70, 76), (x, rect.y + 10), (x, rect.bottom - 10))
    mark_counter(surface, rect, view, counts, rect.x + tag_w + 8, col)  # 癞子: the wilds


def _draw_column(
    surface: pygame.Surface,
    rank: int,
    count: int,
    full: bool,
    cx: int,
    rect: pygame.Rect,
    size: int,
) -> None:
    label = (
        t("practice.small_joker")
        if rank == SMALL_JOKER
        else t("practice.big_joker")
        if rank == BIG_JOKER
        else RANK_LABELS[rank]
    )
    joker_colour = (200, 210, 220) if rank == SMALL_JOKER else (255, 110, 100)
    label_colour = joker_colour if rank >= SMALL_JOKER else theme.MUTED
    blit_text(
        surface,
        label,
        max(11, size - 2),
        label_colour,
        "center",
        (cx, rect.y + round(rect.h * 0.3)),
        bold=rank >= SMALL_JOKER,
    )
    full = full and rank < SMALL_JOKER
    colour = theme.DIM if count == 0 else theme.GOLD if full else theme.CREAM
    if count and rank >= SMALL_JOKER:
        colour = joker_colour
    blit_text(
        surface,
        str(count),
        size + 2,
        colour,
        "center",
        (cx, rect.y + round(rect.h * 0.7)),
        bold=count > 0,
    )
