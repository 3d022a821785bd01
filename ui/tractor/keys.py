"""Playing Tractor from the keyboard alone, with the table keys of Dou Dizhu.

- ← → move a cursor in the hand, Space / ↑ pick the card under it, ↓ put every
  picked card back (the hand's :class:`~ui.table.keyboard.CardCursor`), while the
  player buries or plays.  A rank key picks the next copy of that rank, and in
  Tractor's order of choice: a card the follow can use before a dimmed one, a side
  suit's before a trump (a level card or a joker is trump: burying ``3`` should not
  start with the trump three), then from the left; once every copy is picked, the
  key puts them all back.
- Tab moves a focus ring over the action bar (declare during the deal, the final
  round's 不亮, bids, naming trump, 扣底, 提示 / 出牌); Enter presses the focused
  button.  Without the ring Enter buries or plays the selection, as before.  The
  bar is rebuilt at every moment of the deal, so the ring keeps its place by the
  button's words, not by the button object.
- On the end panel Tab moves a ring over 返回标题 / 复盘 / 下一局; Enter presses the
  focused one (without the ring Enter deals the next hand).
- L shows or hides the last trick (上一轮); Esc closes it first.

The key map is :mod:`ui.app.intents`; this module only decides what the keys do.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import pygame

from game.cards import Card
from game.shengji.trump import order_for
from ui.app import intents
from ui.app.intents import Intent
from ui.table.hand_view import HandView
from ui.table.keyboard import CardCursor, rank_of
from ui.tractor.hand import TractorHand
from ui.widgets.controls import Button
from ui.widgets.focus import FocusRing

# Keys that go back to the cards (or the pointer): the ring hides, so Enter plays.
_BACK_TO_CARDS = frozenset({intents.STEP, intents.PICK, intents.RANK, intents.POINT_DOWN})


def _same(a: Button, b: Button) -> bool:
    return a.label == b.label and a.params == b.params


def follow(ring: FocusRing, buttons: Sequence[Button], start_last: bool = True) -> FocusRing:
    """A ring over ``buttons`` that keeps ``ring``'s focus (by the focused button's words)
    and whether it shows; a ring over the same buttons is kept as it is."""
    if list(buttons) == ring.buttons:
        return ring
    old = ring.focused if ring.buttons else None
    start = max(0, len(buttons) - 1) if start_last else 0
    if old is not None:
        start = next((i for i, b in enumerate(buttons) if _same(b, old)), start)
    return FocusRing(buttons, start=start, arrows=False, shown=ring.shown and bool(buttons))


def press(ring: FocusRing, intent: Intent) -> bool:
    """Tab moves ``ring``; Enter presses its button once shown.  True when used.

    A focused button that is greyed (出牌 with an illegal selection) is not pressed and
    the focus does not jump to another: Enter goes on to the table, which says why."""
    if not ring.buttons:
        return False
    if intent.kind == intents.FOCUS:
        return ring.handle(intent)
    if intent.kind == intents.CONFIRM and ring.shown:
        button = ring.buttons[ring.index % len(ring.buttons)]
        if not (button.enabled and button.visible):
            return False
        button.click()
        return True
    if intent.kind in _BACK_TO_CARDS:
        ring.shown = False
    return False


def rank_choices(hand: TractorHand, rank: int) -> list[Card]:
    """The copies of ``rank`` in the order a rank key takes them, copies of one face
    together (so a second press takes the first one's twin): usable in the follow (not
    dimmed) first, the led suit's before another's, then — while playing — a pair's
    copies before a single (pressing K twice picks the K♣ pair, not K♠ and K♣), while
    burying a single's first (the pairs stay in the hand); side suits before trump, then
    from the left."""
    order = order_for(hand.trump, hand.rules) if hand.trump is not None else None
    place = {card: i for i, card in enumerate(hand.cards)}
    copies = [c for c in hand.cards if c.rank == rank]
    face = order.face if order is not None else (lambda c: (c.rank, c.suit))
    counts = Counter(face(c) for c in copies)
    first: dict[object, int] = {}
    for card in copies:
        first.setdefault(face(card), place[card])

    def key(card: Card) -> tuple[bool, bool, bool, bool, int, int]:
        suit = order.suit_of(card) if order is not None else card.suit
        paired = counts[face(card)] >= 2
        return (card in hand.dimmed, hand.led_suit is not None and suit != hand.led_suit,
                paired != hand.pairs_on_click, suit == "T", first[face(card)], place[card])

    return sorted(copies, key=key)


class TractorKeys:
    """The cursor in the hand, the rings over the action bar and the end panel, and
    whether the last trick is shown."""

    def __init__(self) -> None:
        self.cursor = CardCursor()
        self.bar_ring = FocusRing([], arrows=False)
        self.end_ring = FocusRing([], arrows=False)
        self.last_open = False

    def follow_bar(self, buttons: Sequence[Button]) -> None:
        self.bar_ring = follow(self.bar_ring, buttons)

    def follow_end(self, buttons: Sequence[Button], active: bool) -> None:
        """The end panel's buttons while it shows; the ring starts on 下一局 (the last)."""
        if not active:
            self.end_ring = FocusRing([], arrows=False)
            return
        self.end_ring = follow(self.end_ring, buttons)

    def handle_bar(self, intent: Intent) -> bool:
        return press(self.bar_ring, intent)

    def handle_end(self, intent: Intent) -> bool:
        return press(self.end_ring, intent)

    def handle_hand(self, intent: Intent, hand: TractorHand, live: bool) -> bool:
        """The cursor and rank keys, while the player buries or plays (``live``)."""
        if not live:
            if intent.kind in (intents.POINT_MOVE, intents.POINT_DOWN):
                self.cursor.shown = False
            return False
        rank = rank_of(intent, playing=True)
        if rank is not None and hand.cards:
            self._pick_rank(hand, rank)
            return True
        return self.cursor.handle(intent, hand, playing=True)

    def _pick_rank(self, hand: TractorHand, rank: int) -> None:
        copies = rank_choices(hand, rank)
        free = [c for c in copies if c not in hand.selected]
        if not copies:
            return  # a rank the hand does not hold: nothing to pick
        if free:
            hand.selected.add(free[0])
            self.cursor.index = hand.cards.index(free[0])
        else:
            hand.selected -= set(copies)
            self.cursor.index = hand.cards.index(copies[0])
        hand.changed = self.cursor.shown = True

    def toggle_last(self, available: bool) -> None:
        self.last_open = available and not self.last_open

    def update(self, dt: float) -> None:
        self.cursor.update(dt)
        self.bar_ring.update(dt)
        self.end_ring.update(dt)

    def draw_bar(self, surface: pygame.Surface) -> None:
        _draw_ring(surface, self.bar_ring)

    def draw_end(self, surface: pygame.Surface) -> None:
        _draw_ring(surface, self.end_ring)

    def draw_cursor(self, surface: pygame.Surface, hand: HandView, live: bool) -> None:
        if live:
            self.cursor.draw(surface, hand)


def _draw_ring(surface: pygame.Surface, ring: FocusRing) -> None:
    """The ring on its own button, even greyed (the focus does not move by itself)."""
    if not ring.shown or not ring.buttons:
        return
    from ui.widgets.focus import draw_ring

    button = ring.buttons[ring.index % len(ring.buttons)]
    if button.visible and button.rect.w > 0:
        draw_ring(surface, button.rect, ring.clock)
