"""记牌 for Tractor: what is out, what is still hidden, and what each seat can still hold.

A :class:`Count` is built from public facts and one seat's own cards: the
tricks so far (every play, the lead first), the cards each seat has shown and
still holds (declarations, failed throws), the kitty if this seat buried it.
From them it keeps

- the cards not yet seen by this seat, by effective suit (:meth:`Count.hidden_in`);
- who is out of which effective suit — a follower who played fewer cards of
  the led suit than the lead had is void in it from then on;
- who holds no pair in a suit — in the games with two copies of a face, a
  follower who gave fewer pairs than the lead asked for had no more;
- which pairs and tractors may still be out (:meth:`Count.pairs_out`,
  :meth:`Count.tractors_out`);
- the points still out.

:meth:`Count.possible` is the largest set of cards of a suit that a seat may
hold given all of that: a superset of its real cards, so what cannot be built
from it the seat certainly cannot play (a throw's proof of safety rests on it).
Without counting (the lower levels) every card this seat does not hold is
possible anywhere.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from game.cards import Card
from game.shengji.cards import new_deck, points
from game.shengji.modes import TEAMS_FIXED_PARTNERS, TractorRules
from game.shengji.shapes import PAIR, Unit, holding, placements
from game.shengji.trick import trick_winner
from game.shengji.trump import Order, Trump

# A play in a trick: (seat, cards), the lead first.
Play = tuple[int, tuple[Card, ...]]


@dataclass
class Count:
    """What one seat knows about the cards of the other seats."""

    order: Order
    seat: int
    seats: int
    hidden: list[Card]
    void: dict[int, set[str]] = field(default_factory=dict)
    pairless: dict[int, set[str]] = field(default_factory=dict)
    shown: dict[int, list[Card]] = field(default_factory=dict)
    played: dict[int, list[Card]] = field(default_factory=dict)
    kitty_known: bool = False
    _by_suit: dict[str, list[Card]] = field(default_factory=dict)

    @classmethod
    def build(
        cls,
        order: Order,
        decks: int,
        seat: int,
        seats: int,
        hand: Iterable[Card],
        tricks: Sequence[Sequence[Play]],
        shown: dict[int, tuple[Card, ...]],
        kitty: Sequence[Card] | None,
        *,
        counting: bool = True,
    ) -> Count:
        """The count of ``seat``; with ``counting`` off only its own hand (and kitty) is
        taken out of the hidden cards, and nothing is inferred."""
        seen: set[Card] = set(hand)
        if kitty:
            seen.update(kitty)
        played: dict[int, list[Card]] = {s: [] for s in range(seats)}
        for plays in tricks:
            for who, cards in plays:
                played[who].extend(cards)
        if counting:
            for pile in played.values():
                seen.update(pile)
        others_shown: dict[int, list[Card]]
        others_shown = {s: list(c) for s, c in shown.items() if s != seat and c and counting}
        count = cls(
            order=order,
            seat=seat,
            seats=seats,
            hidden=[c for c in _deck(decks) if c not in seen],
            shown=others_shown,
            played=played,
            kitty_known=bool(kitty),
        )
        if counting:
            count._infer(tricks, decks)
        count._index()
        return count

    def with_trick(self, plays: Sequence[Play], decks: int) -> Count:
        """This count (built with counting on) once one more trick is seen, the last: the
        count :meth:`build` gives with ``plays`` added to its tricks, without reading the
        earlier tricks again (the search asks it at every reply it simulates)."""
        out = {c for _, cards in plays for c in cards}
        played = {s: list(pile) for s, pile in self.played.items()}
        for who, cards in plays:
            played[who].extend(cards)
        count = Count(
            order=self.order,
            seat=self.seat,
            seats=self.seats,
            hidden=[c for c in self.hidden if c not in out],
            void={s: set(suits) for s, suits in self.void.items()},
            pairless={s: set(suits) for s, suits in self.pairless.items()},
            shown={s: list(cards) for s, cards in self.shown.items()},
            played=played,
            kitty_known=self.kitty_known,
        )
        count._infer((plays,), decks)
        touched = {self.order.suit_of(c) for c in out}
        count._by_suit = {suit: [c for c in cards if c not in out] if suit in touched
                          else list(cards) for suit, cards in self._by_suit.items()}
        return count

    def _index(self) -> None:
        by_suit: dict[str, list[Card]] = {}
        for card in self.hidden:
            by_suit.setdefault(self.order.suit_of(card), []).append(card)
        self._by_suit = by_suit

    def _infer(self, tricks: Sequence[Sequence[Play]], decks: int) -> None:
        order = self.order
        for plays in tricks:
            if not plays:
                continue
            lead = plays[0][1]
            suit = order.suit_of(lead[0])
            asked = _pairs_in(lead, order)
            for who, cards in plays[1:]:
                in_suit = [c for c in cards if order.suit_of(c) == suit]
                if len(in_suit) < len(lead):
                    self.void.setdefault(who, set()).add(suit)
                elif decks <= 2 and asked and _pairs_in(in_suit, order) < asked:
                    self.pairless.setdefault(who, set()).add(suit)

    # ----- questions ------------------------------------------------------------------------

    def is_void(self, seat: int, suit: str) -> bool:
        return suit in self.void.get(seat, ())

    def hidden_in(self, suit: str) -> list[Card]:
        """Cards of ``suit`` this seat has not seen (in other hands or the kitty)."""
        return self._by_suit.get(suit, [])

    def shown_elsewhere(self, seat: int) -> set[Card]:
        return {c for s, cards in self.shown.items() if s != seat for c in cards}

    def possible(self, seat: int, suit: str) -> list[Card]:
        """Every card of ``suit`` that ``seat`` may hold: a superset of its real cards."""
        mine = [c for c in self.shown.get(seat, []) if self.order.suit_of(c) == suit]
        if self.is_void(seat, suit):
            return mine
        elsewhere = self.shown_elsewhere(seat)
        hidden = self.hidden_in(suit)
        cards = [c for c in hidden if c not in elsewhere] if elsewhere else list(hidden)
        if suit in self.pairless.get(seat, ()):
            cards = _one_per_face(cards, mine, self.order)
        return cards

    def holders(self, suit: str) -> list[int]:
        """The other seats that may still hold a card of ``suit``."""
        return [s for s in range(self.seats) if s != self.seat and not self.is_void(s, suit)]

    def pairs_out(self, suit: str) -> list[int]:
        """Indices of ``suit`` at which a pair may still be held by one other seat (two
        copies of one face hidden, and a seat that may hold both), high first."""
        tops = {
            p.top
            for seat in self.holders(suit)
            for p in placements(holding(self.possible(seat, suit), suit, self.order), PAIR)
        }
        return sorted(tops, reverse=True)

    def tractors_out(self, suit: str, length: int = 2) -> list[int]:
        """Top indices of the tractors of ``length`` pairs some other seat may still hold."""
        unit = Unit(2, length)
        tops = {
            p.top
            for seat in self.holders(suit)
            for p in placements(holding(self.possible(seat, suit), suit, self.order), unit)
        }
        return sorted(tops, reverse=True)

    def higher_hidden(self, card: Card) -> int:
        """Hidden cards of the card's suit ranking above it."""
        order = self.order
        suit, index = order.suit_of(card), order.index(card)
        return sum(1 for c in self.hidden_in(suit) if order.index(c) > index)


DUCK_POINTS = 10  # a trick worth this much is not given away by a seat that could win it


def ducked(tricks: Sequence[Sequence[Play]], order: Order, trump: Trump,
           rules: TractorRules) -> dict[tuple[int, str], int]:
    """Who showed it holds no higher single of a suit: (seat, suit) -> the index above which
    it holds none.

    The last seat of a finished single-card trick that followed suit while the other side
    won it by following higher, with points in it, had no card above the winner: it saw
    the whole trick and would have taken it.  A reading of intent, not a proof (a seat may
    keep a master back), so it weighs the odds but never a throw's safety; fixed partners
    only, where who is on which side is known."""
    caps: dict[tuple[int, str], int] = {}
    if rules.teams != TEAMS_FIXED_PARTNERS:
        return caps
    for plays in tricks:
        if len(plays) != rules.seats or len(plays[0][1]) != 1:
            continue
        suit = order.suit_of(plays[0][1][0])
        winner = trick_winner([list(c) for _, c in plays], trump, rules)
        seat, last = plays[-1]
        won = plays[winner][1][0]
        if (plays[winner][0] - seat) % 2 == 0 or order.suit_of(won) != suit:
            continue
        if order.suit_of(last[0]) != suit or sum(points(c) for _, c in plays) < DUCK_POINTS:
            continue
        key = (seat, suit)
        caps[key] = min(caps.get(key, order.index(won)), order.index(won))
    return caps


@lru_cache(maxsize=8)
def _deck(decks: int) -> tuple[Card, ...]:
    """The full deck in its fixed order, built once (a count is built at every reply)."""
    return tuple(new_deck(decks))


def _pairs_in(cards: Sequence[Card], order: Order) -> int:
    """Pairs among some cards: two cards of one face (with two copies a face gives one)."""
    faces: dict[tuple[int, str], int] = {}
    for card in cards:
        face = order.face(card)
        faces[face] = faces.get(face, 0) + 1
    return sum(n // 2 for n in faces.values())


def _one_per_face(cards: list[Card], kept: list[Card], order: Order) -> list[Card]:
    """A pairless seat: at most one card of each face (shown cards always kept)."""
    faces = {order.face(c) for c in kept}
    out = list(kept)
    for card in cards:
        face = order.face(card)
        if face not in faces:
            faces.add(face)
            out.append(card)
    return out
