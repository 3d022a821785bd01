"""The player's Tractor hand: sorted by effective suit with trump last, two rows when long.

It is the shared :class:`~ui.table.hand_view.HandView` (fanning, gliding sprites,
two rows for 33 cards, drag to select a run) with Tractor's order and one
selection helper: a click on a card of a pair takes the pair, since pairs are what
Tractor plays (while following, only where a legal follow has room for the pair:
``pair_ok``).  A player who does not expect that clicks the second card of the pair
right after the first: that click *claims* the card the first one took (it stays up;
with three decks a click on the third copy swaps it in), where a plain toggle put it
back and left a single ("你选了1张").  Any later click on a selected card puts it back.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from game.cards import Card
from game.shengji import Trump
from game.shengji.trump import order_for
from ui.table.hand_view import HandView
from ui.table.layout import TableLayout
from ui.tractor.cardsort import display_key


class TractorHand(HandView):
    def __init__(self, layout: TableLayout, rules: Any) -> None:
        super().__init__(layout)
        self.rules = rules
        self.trump: Trump | None = None
        self.pairs_on_click = True  # off while burying: a burial picks cards one by one
        self.led_suit: str | None = None  # following: the led effective suit (rank keys)
        # Whether a click on this card takes its twin too (the scene asks the follow's
        # rules: ui.tractor.follow_help.pair_fits); always, unless told otherwise.
        self.pair_ok: Callable[[Card], bool] = lambda card: True
        # The twin the last click took with its card, and the selection that click left:
        # the next click on that face, with the selection unchanged, claims it.
        self._paired: tuple[Card, frozenset[Card]] | None = None

    def set_trump(self, trump: Trump) -> None:
        """Sort by this trump from now on (the standing declaration, then the fixed one)."""
        if trump != self.trump:
            self.trump = trump
            self.cards = self._sorted(self.cards)

    def _sorted(self, cards: Iterable[Card]) -> list[Card]:
        if self.trump is None:
            return list(cards)
        return sorted(cards, key=display_key(order_for(self.trump, self.rules)))

    def add(self, cards: Iterable[Card], deal_from: tuple[int, int]) -> None:
        self.set_cards([*self.cards, *cards], deal_from=deal_from, stagger=0.03)

    def twin(self, card: Card) -> Card | None:
        """Another unselected card identical to ``card`` (same face under the trump)."""
        if self.trump is None:
            return None
        order = order_for(self.trump, self.rules)
        face = order.face(card)
        return next((c for c in self.cards
                     if c != card and c not in self.selected and order.face(c) == face), None)

    def _finish_drag(self) -> None:
        picked = [self.cards[i] for i in self.drag_range() if i < len(self.cards)]
        paired, self._paired = self._paired, None
        if len(picked) == 1 and paired is not None and self._claim(picked[0], *paired):
            self.clear_drag()
            self.changed = True
            return
        if (len(picked) == 1 and self.pairs_on_click and picked[0] not in self.selected
                and self.pair_ok(picked[0])):
            twin = self.twin(picked[0])
            if twin is not None:
                self.clear_drag()
                self.selected |= {picked[0], twin}
                self._paired = (twin, frozenset(self.selected))
                self.changed = True
                return
        super()._finish_drag()

    def _claim(self, card: Card, twin: Card, left: frozenset[Card]) -> bool:
        """Whether a click on ``card`` is the player picking, by hand, the pair the click
        before took (``twin`` added, the selection ``left`` untouched since): it keeps the
        pair instead of putting the twin back; a third copy clicked takes the twin's place."""
        if frozenset(self.selected) != left or self.trump is None:
            return False
        if card == twin:
            return True
        order = order_for(self.trump, self.rules)
        if card in self.selected or order.face(card) != order.face(twin):
            return False
        self.selected = (self.selected - {twin}) | {card}
        return True

    def select(self, cards: Iterable[Card]) -> None:
        self.selected = set(cards) & set(self.cards)

    def clear(self) -> None:
        super().clear()
        self._paired = None
