"""Playing from the keyboard alone: a cursor in the hand, ranks typed by name, and a
focus ring over the action bar's buttons.

- ← → move the card cursor; Space or ↑ picks the card under it (or puts it back),
  ↓ puts every picked card back (the hand's ``CLEAR``).
- Typing a rank picks a card of it: ``3``–``9``, ``0`` or ``T`` for ten, ``J`` ``Q`` ``K``
  ``A`` (or ``1``) ``2``, ``B`` the small and ``R`` the big joker.  Typed again it takes
  the next copy; once every copy is picked, the next press puts them all back.
- Tab moves a focus ring over the action bar (不出 / 提示 / 出牌, or the bidding
  choices); Enter then presses the focused button.  Without the ring, Enter plays.

The key map itself is :mod:`ui.app.intents`; this module decides what the table's
keys do to the hand, and draws the cursor.
"""

from __future__ import annotations

import pygame

from game.cards import RANK_INDEX, Card
from ui.app import intents
from ui.app.intents import Intent
from ui.table.hand_view import HandView
from ui.widgets.controls import Button
from ui.widgets.focus import FocusRing

CURSOR_COLOUR = (90, 220, 255)
ARROW_GAP, ARROW_BOB, ARROW_H = 5, 2, 11  # the cursor's arrow: its gap over the card, bob, height
MARK_REACH = ARROW_GAP + ARROW_BOB + ARROW_H  # how far above its card the arrow can reach
# In the play phase a digit names a rank (in bidding it is a bid).
DIGIT_RANKS = {n: RANK_INDEX[str(n)] for n in range(3, 10)}
DIGIT_RANKS.update({0: RANK_INDEX["T"], 1: RANK_INDEX["A"], 2: RANK_INDEX["2"]})


def rank_of(intent: Intent, playing: bool) -> int | None:
    """The rank a key names: a rank letter, or a digit while cards are played."""
    if intent.kind == intents.RANK:
        return intent.value
    if intent.kind == intents.DIGIT and playing:
        return DIGIT_RANKS.get(intent.value)
    return None


def next_copy(hand: HandView, rank: int) -> tuple[list[Card], bool]:
    """What typing ``rank`` does: the cards it changes, and whether it picks them.

    The next unpicked copy (lowest suit first, as hints pick) is picked; when every
    copy is already picked, all of them go back.  No copy: nothing changes.
    """
    copies = [c for c in reversed(hand.cards) if c.rank == rank]
    free = [c for c in copies if c not in hand.selected]
    if free:
        return [free[0]], True
    return copies, False


class CardCursor:
    """The keyboard's place in the hand (an index in display order) and whether it shows."""

    def __init__(self) -> None:
        self.index = 0
        self.shown = False
        self.clock = 0.0

    def handle(self, intent: Intent, hand: HandView, playing: bool) -> bool:
        """Move, pick or type; True when the intent was about the hand."""
        kind = intent.kind
        if kind in (intents.POINT_MOVE, intents.POINT_DOWN):
            self.shown = False  # the pointer took over
            return False
        if not hand.enabled or not hand.cards:
            return False
        self.index = min(self.index, len(hand.cards) - 1)
        if kind == intents.STEP:
            self.index = max(0, min(len(hand.cards) - 1, self.index + intent.value))
            self.shown = True
            return True
        if kind == intents.PICK:
            card = hand.cards[self.index]
            hand.selected ^= {card}
            hand.changed = self.shown = True
            return True
        rank = rank_of(intent, playing)
        if rank is None:
            return False
        cards, pick = next_copy(hand, rank)
        if not cards:
            return True  # a rank the hand does not hold: nothing to pick
        if pick:
            hand.selected |= set(cards)
        else:
            hand.selected -= set(cards)
        self.index = hand.cards.index(cards[0])
        hand.changed = self.shown = True
        return True

    def update(self, dt: float) -> None:
        self.clock += dt

    def draw(self, surface: pygame.Surface, hand: HandView) -> None:
        if not self.shown or not hand.cards:
            return
        index = min(self.index, len(hand.cards) - 1)
        sprite = hand.sprites.get(hand.cards[index])
        if sprite is None or sprite.delay > 0:
            return
        shape = hand.shape()
        row, column = shape.place(index)
        last_in_row = column == shape.rows[row] - 1
        strip_w = shape.card_w if last_in_row else max(8, round(shape.step))
        x, y = round(sprite.x), round(sprite.y - sprite.lift)
        strip_h = shape.card_h
        if row + 1 < len(shape.rows):
            strip_h = max(12, shape.row_y[row + 1] - y)  # the front row covers the rest
        draw_mark(surface, pygame.Rect(x, y, strip_w, strip_h), self.clock)


def draw_mark(surface: pygame.Surface, rim: pygame.Rect, clock: float) -> None:
    """The cursor's look, over the visible strip ``rim`` of a card: an outline and a
    bobbing arrow above it (shared with the 残局 hand, so both tables' cursors match)."""
    pygame.draw.rect(surface, CURSOR_COLOUR, rim, 3, border_radius=6)
    bob = round(ARROW_BOB * abs(((clock * 2) % 2) - 1))
    cx, tip = rim.centerx, rim.y - ARROW_GAP - bob
    points = [(cx, tip), (cx - 8, tip - ARROW_H), (cx + 8, tip - ARROW_H)]
    pygame.draw.polygon(surface, CURSOR_COLOUR, points)
    pygame.draw.polygon(surface, (10, 40, 60), points, 1)


class BarFocus:
    """A focus ring over the action bar's buttons, shown once Tab is pressed."""

    def __init__(self) -> None:
        self.ring = FocusRing([], arrows=False)
        self.buttons: list[Button] = []

    def follow(self, buttons: list[Button]) -> None:
        """The bar was rebuilt: the ring goes over its new buttons, hidden again."""
        if buttons != self.buttons:
            self.buttons = list(buttons)
            self.ring = FocusRing(self.buttons, start=max(0, len(buttons) - 1), arrows=False)

    def handle(self, intent: Intent) -> Intent | None:
        """``TAKEN`` for Tab, the focused button's intent for Enter while the ring shows."""
        if intent.kind == intents.FOCUS and self.buttons:
            if self.ring.shown:
                self.ring.move(1 if intent.value >= 0 else -1)
            else:
                self.ring.reveal()  # the first Tab shows the ring on 出牌 (or the last choice)
            return Intent(intents.TAKEN)
        if intent.kind == intents.CONFIRM and self.ring.shown:
            focused = self.ring.focused
            return focused.intent if focused is not None else None
        if intent.kind in (intents.STEP, intents.PICK, intents.RANK, intents.POINT_DOWN):
            self.ring.shown = False  # back to the cards: Enter plays them
        return None

    def update(self, dt: float) -> None:
        self.ring.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.ring.draw(surface)

