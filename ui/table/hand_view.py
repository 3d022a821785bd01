"""The player's hand: fanned at the bottom, sorted high to low, selectable.

Click toggles a card, dragging across cards selects the range, right click
clears; with ``smart`` set, a drag over a run picks its straight or chain and a
click while following offers the smallest play holding the card
(:mod:`ui.table.smart_select`).  Selected cards rise.  Card sprites glide to their places (dealing,
sorting, after a play), stepped by ``dt``.

A hand too long for one row at a readable overlap (the two-deck modes: 25 to 40
cards) is laid out in two rows, as card apps do for big hands: the higher half
behind, showing its whole index, the lower half in front, both at a card size
that fits the space one row had (:func:`hand_shape`).  Reading order stays the
sort order, so a drag from a card in the top row to one in the bottom row
selects the run between them, as text selection does.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import pygame

from game.cards import Card, sort_for_display
from game.plays import Play
from ui.app import intents
from ui.app.intents import Intent
from ui.art.cardart import CardArt, card_height
from ui.table.layout import TableLayout
from ui.table.smart_select import SmartSelect

ONE_ROW_MIN_STEP = 0.36  # of the card width: a row tighter than this splits in two
ONE_ROW_MAX_STEP = 0.5
TWO_ROW_MAX_STEP = 0.75  # two rows have the room: each card shows its index and pip column
ROW_OFFSET = 0.44  # of the card height: how much of a top-row card shows (index and a pip)
LIFT = 0.17  # of the card height: how far a selected card rises
CARD_GRID = 4  # card widths snap to this grid (the art is cached per width)


@dataclass(frozen=True)
class HandShape:
    """Where a hand of ``sum(rows)`` cards goes: the card size, the overlap step, how
    far selected cards rise, and the cards in each row (top row first) with its top."""

    card_w: int
    card_h: int
    lift: int
    step: float
    rows: tuple[int, ...]
    row_y: tuple[int, ...]

    def place(self, index: int) -> tuple[int, int]:
        """(row, column) of card ``index`` in sort order."""
        for row, count in enumerate(self.rows):
            if index < count:
                return row, index
            index -= count
        raise IndexError(index)


def hand_shape(lay: TableLayout, count: int) -> HandShape:
    """One row at the layout's card size while the overlap stays readable, else two.

    >>> lay = TableLayout.compute((960, 540), 3, 0)
    >>> hand_shape(lay, 20).rows, hand_shape(lay, 34).rows
    ((20,), (17, 17))
    """
    room = lay.hand_right - lay.hand_left
    step = _step(room - lay.card_w, count, lay.card_w * ONE_ROW_MAX_STEP)
    if count <= 1 or step >= lay.card_w * ONE_ROW_MIN_STEP:
        return HandShape(lay.card_w, lay.card_h, lay.lift, step, (count,), (lay.hand_top,))
    h = lay.size[1]
    bottom = h - max(6, round(h * 0.012))
    top = lay.buttons_y + lay.button_h // 2 + max(4, round(h * 0.008))
    width = lay.card_w
    while width > CARD_GRID * 8 and _two_rows_height(width) > bottom - top:
        width -= CARD_GRID
    card_h = card_height(width)
    front = bottom - card_h
    upper = (count + 1) // 2
    step = _step(room - width, upper, width * TWO_ROW_MAX_STEP)
    return HandShape(
        width, card_h, round(card_h * LIFT), step, (upper, count - upper),
        (front - round(card_h * ROW_OFFSET), front),
    )


def _step(room: float, count: int, widest: float) -> float:
    return 0.0 if count <= 1 else min(widest, room / (count - 1))


def _two_rows_height(width: int) -> int:
    """From the top of a risen top-row card to the bottom of the front row."""
    card_h = card_height(width)
    return round(card_h * LIFT) + round(card_h * ROW_OFFSET) + card_h


class CardSprite:
    """A card on screen: its position glides toward a target; ``delay`` holds it back."""

    def __init__(self, card: Card, x: float, y: float, delay: float = 0.0) -> None:
        self.card = card
        self.x, self.y = x, y
        self.delay = delay
        self.lift = 0.0
        self.face_up = delay <= 0

    def step(self, target: tuple[float, float], lift: float, dt: float, rate: float) -> None:
        if self.delay > 0:
            self.delay -= dt
            return
        k = 1 - math.exp(-rate * dt)
        self.x += (target[0] - self.x) * k
        self.y += (target[1] - self.y) * k
        self.lift += (lift - self.lift) * k
        if abs(target[0] - self.x) < 1 and abs(target[1] - self.y) < 1:
            self.x, self.y = target
        if not self.face_up and abs(target[1] - self.y) < 40:
            self.face_up = True


class HandView:
    def __init__(self, layout: TableLayout) -> None:
        self._layout = layout
        self.cards: list[Card] = []
        self.selected: set[Card] = set()
        self.sprites: dict[Card, CardSprite] = {}
        self.drag_anchor: int | None = None
        self.drag_current: int | None = None
        self.enabled = True
        self.speed = 1.0
        self.highlight: set[Card] = set()
        self.dimmed: set[Card] = set()  # greyed out (帝主's kitty cards it means to discard)
        self.changed = False  # the player changed the selection (for a click sound)
        # What a click or drag selects beyond the plain rule (ui.table.smart_select).
        self.smart: SmartSelect | None = None

    @property
    def layout(self) -> TableLayout:
        return self._layout

    @layout.setter
    def layout(self, layout: TableLayout) -> None:
        """A new window size puts the dealt cards at their new places at once: the hand
        glides only in :meth:`update`, which a question or menu over the table holds
        back, so the cards hung mid-window under it (play-test, 960×540 to 1280×720)."""
        resized = layout.size != self._layout.size
        self._layout = layout
        if resized:
            targets = self.targets()
            for card, sprite in self.sprites.items():
                if sprite.delay <= 0 and card in targets:
                    sprite.x, sprite.y = targets[card]

    # -- contents ------------------------------------------------------------------
    def set_cards(
        self, cards: Iterable[Card], deal_from: tuple[int, int] | None = None, stagger: float = 0.0
    ) -> None:
        """Show ``cards`` in the game's order (:meth:`_sorted`); new ones glide in from
        ``deal_from`` one after another."""
        self.cards = self._sorted(cards)
        self.selected &= set(self.cards)
        targets = self.targets()
        order = 0
        for card in self.cards:
            if card in self.sprites:
                continue
            if deal_from is None:
                tx, ty = targets[card]
                self.sprites[card] = CardSprite(card, tx, ty)
            else:
                shape = self.shape()
                sx = deal_from[0] - shape.card_w // 2
                sy = deal_from[1] - shape.card_h // 2
                self.sprites[card] = CardSprite(card, sx, sy, delay=order * stagger + 1e-6)
                order += 1
        for card in list(self.sprites):
            if card not in self.cards:
                del self.sprites[card]

    def _sorted(self, cards: Iterable[Card]) -> list[Card]:
        """The hand's order: Dou Dizhu's, by rank (a family's hand gives its own)."""
        return sort_for_display(list(cards))

    def remove(self, cards: Sequence[Card]) -> list[tuple[Card, float, float]]:
        """Take cards out of the hand; returns where each one was (to fly it from there)."""
        out = []
        for card in cards:
            sprite = self.sprites.pop(card, None)
            if sprite is not None:
                out.append((card, sprite.x, sprite.y - sprite.lift))
            if card in self.cards:
                self.cards.remove(card)
            self.selected.discard(card)
        self.clear_drag()
        return out

    def selected_cards(self) -> list[Card]:
        return [c for c in self.cards if c in self.selected]

    def clear(self) -> None:
        self.selected.clear()
        self.clear_drag()

    def clear_drag(self) -> None:
        self.drag_anchor = self.drag_current = None

    def select_play(self, play: Play | None) -> list[Card]:
        """Select physical cards for ``play`` (lowest suits first); returns them."""
        self.selected.clear()
        if play is None:
            return []
        pool = list(reversed(self.cards))
        chosen: list[Card] = []
        for rank in play.ranks:
            card = next((c for c in pool if c.rank == rank and c not in chosen), None)
            if card is not None:
                chosen.append(card)
        self.selected = set(chosen)
        return chosen

    # -- geometry --------------------------------------------------------------------
    def shape(self) -> HandShape:
        return hand_shape(self.layout, len(self.cards))

    @property
    def card_w(self) -> int:
        """The width the hand's cards are drawn at (smaller when the hand takes two rows)."""
        return self.shape().card_w

    def targets(self) -> dict[Card, tuple[float, float]]:
        shape = self.shape()
        centre = self.layout.size[0] / 2
        out: dict[Card, tuple[float, float]] = {}
        for index, card in enumerate(self.cards):
            row, column = shape.place(index)
            total = shape.card_w + shape.step * max(0, shape.rows[row] - 1)
            out[card] = (centre - total / 2 + column * shape.step, float(shape.row_y[row]))
        return out

    def hit_rects(self) -> list[pygame.Rect]:
        """Each card's rectangle for the pointer, risen part included; later cards lie on
        top.  In one row (and the top row) a card answers in the strip it may rise
        into; a front-row card only when risen, the strip above it being the top row's."""
        shape = self.shape()
        rects = []
        for index, (x, y) in enumerate(self.targets().values()):
            row, _ = shape.place(index)
            front = row > 0 and self.cards[index] not in self.selected
            rise = 0 if front else shape.lift
            rects.append(
                pygame.Rect(round(x), round(y) - rise, shape.card_w, shape.card_h + rise)
            )
        return rects

    def card_at(self, pos: tuple[int, int]) -> int | None:
        rects = self.hit_rects()
        for i in range(len(rects) - 1, -1, -1):
            if rects[i].collidepoint(pos):
                return i
        return None

    def drag_range(self) -> range:
        if self.drag_anchor is None or self.drag_current is None:
            return range(0)
        lo, hi = sorted((self.drag_anchor, self.drag_current))
        return range(lo, hi + 1)

    # -- input -------------------------------------------------------------------------
    def handle(self, intent: Intent) -> bool:
        if not self.enabled:
            return False
        if intent.kind == intents.CLEAR:
            had = bool(self.selected)
            self.clear()
            return had
        if intent.kind == intents.POINT_DOWN:
            index = self.card_at(intent.pos)
            if index is None:
                return False
            self.drag_anchor = self.drag_current = index
            return True
        if intent.kind == intents.POINT_MOVE and self.drag_anchor is not None:
            index = self.card_at(intent.pos)
            if index is not None:
                self.drag_current = index
            return True
        if intent.kind == intents.POINT_UP and self.drag_anchor is not None:
            self._finish_drag()
            return True
        return False

    def _finish_drag(self) -> None:
        picked = [self.cards[i] for i in self.drag_range() if i < len(self.cards)]
        self.clear_drag()
        if picked:
            self.changed = True
        smart = self.smart
        if len(picked) == 1:
            offer = smart.click(picked[0], self.cards, self.selected) if smart else None
            if offer:
                self.selected = set(offer)
            else:
                self.selected ^= {picked[0]}
        elif picked:
            if all(c in self.selected for c in picked):
                self.selected -= set(picked)
                return
            chain = smart.drag(picked) if smart else None
            if chain:
                self.selected = (self.selected - set(picked)) | set(chain)
            else:
                self.selected |= set(picked)

    # -- time and drawing -----------------------------------------------------------------
    def update(self, dt: float) -> None:
        targets = self.targets()
        rate = 14.0 * self.speed
        rise = self.shape().lift
        for card in self.cards:
            sprite = self.sprites.get(card)
            if sprite is not None:
                lift = rise if card in self.selected else 0.0
                sprite.step(targets[card], lift, dt, rate)

    @property
    def settled(self) -> bool:
        targets = self.targets()
        return all(
            s.delay <= 0 and (s.x, s.y) == targets.get(c, (s.x, s.y))
            for c, s in self.sprites.items()
        )

    def draw(self, surface: pygame.Surface, art: CardArt, back_style: str) -> None:
        w = self.card_w
        pad = art.shadow_pad(w)
        preview = {self.cards[i] for i in self.drag_range() if i < len(self.cards)}
        for card in self.cards:
            sprite = self.sprites.get(card)
            if sprite is None or sprite.delay > 0:
                continue
            x, y = round(sprite.x), round(sprite.y - sprite.lift)
            surface.blit(art.shadow(w), (x - pad + 1, y - pad + 3))
            image = art.face(card, w) if sprite.face_up else art.back(back_style, w)
            surface.blit(image, (x, y))
            if card in self.dimmed:
                surface.blit(art.dimmed(w), (x, y))
            if card in self.selected:
                surface.blit(art.selected_tint(w), (x, y))
            if card in preview:
                surface.blit(art.highlight(w), (x, y))
            elif card in self.highlight:
                surface.blit(art.highlight(w, (255, 220, 120), 30), (x, y))
