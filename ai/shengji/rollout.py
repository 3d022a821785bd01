"""Finishing a sampled Tractor hand fast: the expert's roll-outs.

A :class:`Rollout` holds every seat's cards of one sampled deal and plays the
rest of the hand with a quick policy at every seat: lead a master card (or
pair) of a plain suit, draw trumps when long in them, else the lowest card of
the longest plain suit; follow by taking a trick worth points as cheaply as
possible, feeding points to a partner's winning play, and otherwise playing the
cheapest legal cards.  Legality comes from the rules core
(:func:`~game.shengji.candidates.follow_candidates`, :func:`trick_winner`), so a
roll-out never plays what the engine would refuse.  The result is the
catchers' total, 抠底 included.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from game.cards import Card
from game.shengji.candidates import follow_candidates
from game.shengji.cards import card_points, points
from game.shengji.lead import judge_throw
from game.shengji.modes import TractorRules
from game.shengji.scoring import kitty_multiplier
from game.shengji.shapes import read
from game.shengji.trick import trick_winner
from game.shengji.trump import TRUMP, Order, Trump, order_for

Play = tuple[int, tuple[Card, ...]]
PULL_SHARE = 0.4


@dataclass
class Rollout:
    """One sampled deal from a decision point to the end of the hand."""

    rules: TractorRules
    trump: Trump
    hands: list[list[Card]]
    dealer_side: frozenset[int]
    current: list[Play]
    leader: int
    points_by_seat: list[int]
    kitty: Sequence[Card]
    order: Order = field(init=False)
    out: dict[str, list[Card]] = field(init=False)
    last_lead: tuple[Card, ...] = field(init=False, default=())
    last_winner: int | None = field(init=False, default=None)
    history: list[tuple[tuple[Card, ...], int, int]] = field(init=False, default_factory=list)

    def __post_init__(self) -> None:
        self.order = order_for(self.trump, self.rules)
        self.out = {}
        for hand in self.hands:
            for card in hand:
                self.out.setdefault(self.order.suit_of(card), []).append(card)

    # ----- the hand -----------------------------------------------------------------------

    @property
    def seats(self) -> int:
        return len(self.hands)

    def to_act(self) -> int:
        if not self.current:
            return self.leader
        return (self.current[-1][0] + 1) % self.seats

    def play_checked(self, seat: int, cards: Sequence[Card]) -> bool:
        """Play ``cards``; a lead that is a failing throw plays its forced part instead
        (and answers ``True``)."""
        failed = False
        if not self.current and read(list(cards), self.order).is_throw:
            others = [self.hands[(seat + i) % self.seats] for i in range(1, self.seats)]
            verdict = judge_throw(list(cards), others, self.trump, self.rules)
            if verdict is not None:
                cards, failed = verdict.forced, True
        self.play(seat, cards)
        return failed

    def play(self, seat: int, cards: Sequence[Card]) -> None:
        hand = self.hands[seat]
        for card in cards:
            hand.remove(card)
            self.out[self.order.suit_of(card)].remove(card)
        self.current.append((seat, tuple(cards)))
        if len(self.current) == self.seats:
            self._finish_trick()

    def _finish_trick(self) -> None:
        lead = self.current[0][1]
        order = self.order
        if len(lead) == 1 or (len(lead) == 2 and order.face(lead[0]) == order.face(lead[1])):
            winner = self._standing(len(lead), order.suit_of(lead[0]))[0]
        else:
            plays = [list(c) for _, c in self.current]
            winner = self.current[trick_winner(plays, self.trump, self.rules)][0]
        won = sum(points(c) for _, c in self.current)
        self.points_by_seat[winner] += won
        self.history.append((self.current[0][1], winner, won))
        self.last_lead = self.current[0][1]
        self.last_winner = winner
        self.current = []
        self.leader = winner

    def finish(self) -> int:
        """Play every seat to the end; the catchers' total with the kitty bonus."""
        while any(self.hands):
            seat = self.to_act()
            self.play(seat, self.choose(seat))
        return self.catchers_total()

    def catchers_total(self) -> int:
        total = sum(p for s, p in enumerate(self.points_by_seat) if s not in self.dealer_side)
        if self.last_winner is not None and self.last_winner not in self.dealer_side:
            units = read(list(self.last_lead), self.order).units
            factor = kitty_multiplier(max(u.size for u in units), len(self.last_lead),
                                      self.rules.kitty_multiplier)
            total += points(self.kitty) * factor
        return total

    # ----- the quick policy ---------------------------------------------------------------

    def friendly(self, a: int, b: int) -> bool:
        return (a in self.dealer_side) == (b in self.dealer_side)

    def choose(self, seat: int) -> list[Card]:
        if not self.current:
            return self.lead(seat)
        if len(self.hands[seat]) == len(self.current[0][1]):
            return list(self.hands[seat])  # as many cards as the lead: all go (in any order)
        return self.follow(seat)

    def _higher_out(self, seat: int, card: Card) -> bool:
        order = self.order
        suit, index = order.suit_of(card), order.index(card)
        mine = self.hands[seat]
        return any(order.index(c) > index and c not in mine for c in self.out[suit])

    def lead(self, seat: int) -> list[Card]:
        order = self.order
        hand = self.hands[seat]
        by_suit: dict[str, list[Card]] = {}
        for c in hand:
            by_suit.setdefault(order.suit_of(c), []).append(c)
        plain = {suit: cards for suit, cards in by_suit.items() if suit != TRUMP}
        for cards in plain.values():
            pair = _top_pair(cards, order)
            if pair is not None and not self._higher_out(seat, pair[0]):
                return pair
        for cards in plain.values():
            best = max(cards, key=order.index)
            if not self._higher_out(seat, best):
                return [best]
        trumps = by_suit.get(TRUMP, [])
        if trumps and seat in self.dealer_side and len(trumps) >= PULL_SHARE * len(
            self.out.get(TRUMP, [])
        ):
            return [max(trumps, key=order.index)]
        if plain:
            longest = max(plain.values(), key=len)
            return [min(longest, key=lambda c: (card_points(c), order.index(c)))]
        return [min(trumps, key=order.index)]

    def _cheap(self, card: Card) -> tuple[int, int, int]:
        order = self.order
        return (1 if order.is_trump(card) else 0, order.index(card), card_points(card))

    def _strength(self, cards: Sequence[Card], width: int, suit: str) -> tuple[int, int] | None:
        """A single or a pair as (trump, index) if it can win against a lead of ``suit``."""
        order = self.order
        first = cards[0]
        if width == 2 and (len(cards) != 2 or order.face(cards[1]) != order.face(first)):
            return None
        own = order.suit_of(first)
        if own != suit and own != TRUMP:
            return None
        return (1 if own == TRUMP and suit != TRUMP else 0, order.index(first))

    def follow(self, seat: int) -> list[Card]:
        lead = self.current[0][1]
        order = self.order
        if len(lead) == 1 or (len(lead) == 2 and order.face(lead[0]) == order.face(lead[1])):
            return self._follow_simple(seat, len(lead))
        return self._follow_general(seat)

    def _standing(self, width: int, suit: str) -> tuple[int, tuple[int, int]]:
        best, value = 0, self._strength(self.current[0][1], width, suit)
        assert value is not None
        for i, (_, cards) in enumerate(self.current[1:], 1):
            mine = self._strength(cards, width, suit)
            if mine is not None and mine > value:
                best, value = i, mine
        return self.current[best][0], value

    def _follow_simple(self, seat: int, width: int) -> list[Card]:
        """A single or a pair led: the choice made by comparing (trump, index) directly."""
        order = self.order
        hand = self.hands[seat]
        suit = order.suit_of(self.current[0][1][0])
        winner, standing = self._standing(width, suit)
        if self.friendly(winner, seat):
            return self._fill(seat, width, suit, generous=True)
        suited = [c for c in hand if order.suit_of(c) == suit]
        if suited and len(suited) < width:
            return self._fill(seat, width, suit, generous=False)
        pool = suited if suited else [c for c in hand if order.is_trump(c)]
        beaters = []
        for unit in _units(pool, width, order):
            strength = self._strength(unit, width, suit)
            if strength is not None and strength > standing:
                beaters.append(unit)
        down = sum(points(c) for _, c in self.current)
        if beaters and (down > 0 or len(hand) == width or suited):
            best = min(beaters, key=lambda u: [self._cheap(c) for c in u])
            if down > 0 or len(hand) == width or points(best) > 0:
                return best
        return self._fill(seat, width, suit, generous=False)

    def _fill(self, seat: int, width: int, suit: str, *, generous: bool) -> list[Card]:
        """The cheapest legal follow (or the richest in points, for a partner's trick)."""
        order = self.order
        hand = self.hands[seat]
        suited = [c for c in hand if order.suit_of(c) == suit]
        sign = -1 if generous else 1

        def key(c: Card) -> tuple[int, int, int, int]:
            return (sign * card_points(c), *self._cheap(c))

        if len(suited) >= width:
            pairs = _units(suited, 2, order) if width == 2 else []
            if pairs:
                return min(pairs, key=lambda u: [key(c) for c in u])
            return sorted(suited, key=key)[:width]
        rest = sorted((c for c in hand if c not in suited), key=key)
        return [*suited, *rest[: width - len(suited)]]

    def _follow_general(self, seat: int) -> list[Card]:
        order = self.order
        hand = self.hands[seat]
        lead = list(self.current[0][1])
        candidates = follow_candidates(hand, lead, self.trump, self.rules, limit=4)
        options: list[list[Card]] = []
        for cand in candidates:
            options.append(cand.simplest(self._cheap))
            if cand.count:
                options.append(cand.simplest(lambda c: (-card_points(c), *self._cheap(c))))
        plays = [list(c) for _, c in self.current]
        standing = trick_winner(plays, self.trump, self.rules)
        if self.friendly(self.current[standing][0], seat):
            return max(options, key=lambda o: (points(o), -sum(order.index(c) for c in o)))
        winning = [o for o in options if trick_winner([*plays, o], self.trump, self.rules)
                   == len(plays)]
        if winning:
            return min(winning, key=lambda o: [self._cheap(c) for c in sorted(o, key=self._cheap)])
        return min(options, key=lambda o: (points(o), [self._cheap(c) for c in o]))


def _units(cards: Sequence[Card], width: int, order: Order) -> list[list[Card]]:
    """Each card alone (width 1), or each pair of identical cards (width 2)."""
    if width == 1:
        return [[c] for c in cards]
    faces: dict[tuple[int, str], list[Card]] = {}
    for c in cards:
        faces.setdefault(order.face(c), []).append(c)
    return [group[:2] for group in faces.values() if len(group) >= 2]


def _top_pair(cards: Sequence[Card], order: Order) -> list[Card] | None:
    pairs = _units(cards, 2, order)
    return max(pairs, key=lambda u: order.index(u[0])) if pairs else None
