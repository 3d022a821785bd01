"""What a Tractor hand is worth keeping: cards, pairs and tractors, valued per effective suit.

Every play costs the hand something: a high trump spent, a pair broken, a
master card used up.  :class:`Valuer` puts a number on a suit's cards (read
into singles, pairs and tractors as the rules read a lead), so the cost of a
play is what the hand loses by it (:meth:`Valuer.cost`).  A card is worth more
the fewer hidden cards outrank it (with counting; without, the fewer exist),
trumps more than plain cards, a pair more than two singles, a tractor more than
its pairs; a plain suit emptied while trumps remain is worth a ruff later.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ai.shengji.counting import Count
from game.cards import Card
from game.shengji.shapes import read
from game.shengji.trump import TRUMP, Order

PLAIN_MASTER = 5.0  # a plain card nothing hidden outranks
PLAIN_STEP = 1.2  # what each hidden higher card takes off
TRUMP_BASE = 3.0
TRUMP_STEP = 0.45
PAIR_BONUS = 2.0
TRACTOR_BONUS = 3.5
VOID_BONUS = 2.0
ENDGAME_CARDS = 8  # with this many cards or fewer, big trumps are kept for the last tricks
ENDGAME_TRUMP = 1.5
DECAY_FLOOR = 0.3  # a high card of a suit nearly run out keeps this share of its worth


class Valuer:
    """Keep-values for one seat's cards, from its order and (optionally) its count."""

    def __init__(self, order: Order, count: Count, hand_size: int,
                 master_decay: int = 0) -> None:
        self.order = order
        self.count = count
        # With fewer than this many cards of a plain suit still hidden, a high card of it
        # is worth less: the others run out of the suit and ruff it (0: off).
        self.master_decay = master_decay
        self.endgame = hand_size <= ENDGAME_CARDS
        self._memo: dict[tuple[Card, ...], float] = {}
        self._higher: dict[tuple[str, int], int] = {}
        self._cards: dict[Card, float] = {}  # each card's worth, asked for every option
        self._hand: Sequence[Card] | None = None  # the hand `cost` last split, and its split
        self._hand_groups: dict[str, list[Card]] = {}
        self._hand_voids = 0

    def higher(self, card: Card) -> int:
        """Hidden cards of the same suit above this one."""
        order = self.order
        key = (order.suit_of(card), order.index(card))
        if key not in self._higher:
            self._higher[key] = self.count.higher_hidden(card)
        return self._higher[key]

    def card(self, card: Card) -> float:
        found = self._cards.get(card)
        if found is None:
            found = self._cards[card] = self._card(card)
        return found

    def _card(self, card: Card) -> float:
        order = self.order
        if order.is_trump(card):
            value = TRUMP_BASE + TRUMP_STEP * order.index(card)
            return value + (ENDGAME_TRUMP if self.endgame and self.higher(card) <= 2 else 0.0)
        value = max(0.0, PLAIN_MASTER - PLAIN_STEP * self.higher(card))
        if self.master_decay:
            left = len(self.count.hidden_in(order.suit_of(card)))
            value *= max(DECAY_FLOOR, min(1.0, left / self.master_decay))
        return value

    def suit(self, cards: Sequence[Card]) -> float:
        """The worth of one effective suit's cards, read into components.

        Remembered by the cards as given: ``cost`` always passes a suit's cards in
        the hand's order, so one set of cards always comes as one tuple."""
        if not cards:
            return 0.0
        key = tuple(cards)
        found = self._memo.get(key)
        if found is not None:
            return found
        total = sum(self.card(c) for c in cards)
        face = self.order.face
        if len({face(c) for c in cards}) == len(cards):  # no face twice: singles only
            self._memo[key] = total
            return total
        for part in read(key, self.order).parts:
            if part.unit.width < 2:
                continue
            total += PAIR_BONUS * part.unit.length
            if part.unit.is_tractor:
                total += TRACTOR_BONUS * (part.unit.length - 1)
        self._memo[key] = total
        return total

    def hand(self, cards: Iterable[Card]) -> float:
        groups = self.groups(cards)
        total = sum(self.suit(group) for group in groups.values())
        if groups.get(TRUMP):
            total += VOID_BONUS * self._voids(groups)
        return total

    def groups(self, cards: Iterable[Card]) -> dict[str, list[Card]]:
        out: dict[str, list[Card]] = {}
        for c in cards:
            out.setdefault(self.order.suit_of(c), []).append(c)
        return out

    def _voids(self, groups: dict[str, list[Card]]) -> int:
        suits = {s for s in groups if s != TRUMP and groups[s]}
        plain = 2 if self.order.colours else 4
        if self.order.trump.suit is not None:
            plain -= 1
        return max(0, plain - len(suits))

    def cost(self, hand: Sequence[Card], play: Sequence[Card]) -> float:
        """What the hand loses by playing these cards (only the suits touched are read)."""
        groups, voids_before = self._split(hand)
        played = set(play)
        before = after = 0.0
        rest = dict(groups)
        for suit in {self.order.suit_of(c) for c in play}:
            cards = groups.get(suit, [])
            left = [c for c in cards if c not in played]
            before += self.suit(cards)
            after += self.suit(left)
            rest[suit] = left
        voids_after = self._voids(rest) if rest.get(TRUMP) else 0
        return before - after - VOID_BONUS * (voids_after - voids_before)

    def _split(self, hand: Sequence[Card]) -> tuple[dict[str, list[Card]], int]:
        """The hand by suit and its voids, kept for the next option of the same hand."""
        if hand is not self._hand:
            self._hand = hand
            self._hand_groups = self.groups(hand)
            groups = self._hand_groups
            self._hand_voids = self._voids(groups) if groups.get(TRUMP) else 0
        return self._hand_groups, self._hand_voids
