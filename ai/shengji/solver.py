"""An exact solver for Tractor endings with every hand open (明牌残局).

With every seat's cards known, the last tricks of a hand are a game of two sides: the
catchers want as many points as they can still take — the tricks' point cards, and the
kitty's points times its multiplier (抠底) if they win the last trick — and the dealer's
side wants as few.  :func:`solve` finds the value of an ending under best play by both
sides and :func:`option_values` the value of each play the seat to act may make, by
alpha-beta search over every legal play.

- Leads: every single, tuple and tractor a suit holds (each laid once per face, copies
  of a face being alike), and every throw of one suit that stands against the other hands
  (a failing throw is never best when the cards are open: it plays a part of itself and
  shows the rest).  Each is checked by the rules core (:func:`lead_error`).
- Follows: every legal follow, built from the rules core's structured candidates
  (:func:`follow_candidates`), one per multiset of faces.
- Tricks are won as the rules core says (:func:`trick_winner`); the value of an ending
  depends only on the hands and who leads, so finished positions are remembered by them
  (with the bounds alpha-beta proved).

Used by the expert's search for the last tricks on sampled deals (``SearchBudget.exact_cards``)
and by the endgame bench (``python -m bench.tractor_endgame``).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from itertools import combinations, product

from game.cards import Card
from game.shengji.candidates import follow_candidates
from game.shengji.cards import points
from game.shengji.lead import judge_throw, lead_error
from game.shengji.modes import TractorRules
from game.shengji.scoring import kitty_multiplier
from game.shengji.shapes import Unit, holding, placements, read
from game.shengji.trick import trick_winner
from game.shengji.trump import Order, Trump, order_for

Play = tuple[int, tuple[Card, ...]]
INFINITE = 10**9
THROW_SUBSETS = 256  # a suit with more ways to throw than this is thrown only whole


@dataclass(frozen=True)
class Ending:
    """An open-hand position: every seat's cards, the trick in play, who is on which side."""

    rules: TractorRules
    trump: Trump
    hands: tuple[tuple[Card, ...], ...]
    dealer_side: frozenset[int]
    leader: int  # who leads the trick in play (or the next one)
    current: tuple[Play, ...] = ()
    kitty_points: int = 0

    def to_act(self) -> int:
        return (self.leader + len(self.current)) % len(self.hands)


@dataclass
class _Search:
    rules: TractorRules
    trump: Trump
    dealer_side: frozenset[int]
    kitty_points: int
    order: Order = field(init=False)
    memo: dict[tuple[object, ...], tuple[int, int]] = field(default_factory=dict)
    nodes: int = 0

    def __post_init__(self) -> None:
        self.order = order_for(self.trump, self.rules)

    @classmethod
    def of(cls, ending: Ending) -> _Search:
        """A search of ``ending``'s game (its rules, trump, sides and kitty)."""
        return cls(ending.rules, ending.trump, ending.dealer_side, ending.kitty_points)

    # ----- plays ----------------------------------------------------------------------------

    def leads(self, hand: Sequence[Card],
              others: Sequence[Sequence[Card]]) -> list[tuple[Card, ...]]:
        """Every lead worth trying: one-component leads, and throws that stand."""
        order = self.order
        by_suit: dict[str, list[Card]] = {}
        for card in hand:
            by_suit.setdefault(order.suit_of(card), []).append(card)
        out: list[tuple[Card, ...]] = []
        seen: set[tuple[object, ...]] = set()
        for suit, cards in by_suit.items():
            h = holding(cards, suit, order)
            widest = max(h.counts.values())
            for width in range(1, widest + 1):
                longest = len(h.tops) if width >= 2 else 1  # singles never run as a unit
                for length in range(1, longest + 1):
                    laid = list(placements(h, Unit(width, length)))
                    if not laid:
                        break
                    for part in laid:
                        self._add(out, seen, tuple(h.cards_of([part])))
            for throw in self.throws(cards, suit):
                if judge_throw(list(throw), others, self.trump, self.rules) is None:
                    self._add(out, seen, throw)
        return [lead for lead in out if lead_error(list(lead), list(hand), self.trump,
                                                    self.rules) is None]

    def throws(self, cards: Sequence[Card], suit: str) -> Iterator[tuple[Card, ...]]:
        """Every multi-component lead of one suit's cards (the whole suit only, when the
        subsets would be too many)."""
        h = holding(cards, suit, self.order)
        faces = list(h.cards)
        ways = 1
        for face in faces:
            ways *= len(h.cards[face]) + 1
        counts = product(*(range(len(h.cards[f]) + 1) for f in faces)) if ways <= THROW_SUBSETS \
            else iter([tuple(len(h.cards[f]) for f in faces)])
        for pick in counts:
            throw = tuple(c for f, n in zip(faces, pick, strict=True) for c in h.cards[f][:n])
            if len(throw) >= 2 and read(list(throw), self.order).is_throw:
                yield throw

    def follows(self, hand: Sequence[Card], lead: Sequence[Card]) -> list[tuple[Card, ...]]:
        """Every legal follow, one per multiset of faces."""
        out: list[tuple[Card, ...]] = []
        seen: set[tuple[object, ...]] = set()
        for cand in follow_candidates(list(hand), list(lead), self.trump, self.rules):
            for chosen in combinations(cand.pool, cand.count):
                self._add(out, seen, (*cand.core, *chosen))
        return out

    def _add(self, out: list[tuple[Card, ...]], seen: set[tuple[object, ...]],
             play: tuple[Card, ...]) -> None:
        key = tuple(sorted(self.order.face(c) for c in play))
        if key not in seen:
            seen.add(key)
            out.append(play)

    def options(self, hands: Sequence[Sequence[Card]], seat: int,
                current: Sequence[Play]) -> list[tuple[Card, ...]]:
        hand = hands[seat]
        if current:
            return self.follows(hand, current[0][1])
        others = [hands[(seat + i) % len(hands)] for i in range(1, len(hands))]
        return self.leads(hand, others)

    def ordered(self, plays: list[tuple[Card, ...]]) -> list[tuple[Card, ...]]:
        """Strong plays first (a trick's fight is decided by its high cards), so alpha-beta
        finds the good lines early and cuts more."""
        index = self.order.index
        return sorted(plays, key=lambda p: (-max(index(c) for c in p), -len(p)))

    # ----- the search -----------------------------------------------------------------------

    def catcher(self, seat: int) -> bool:
        return seat not in self.dealer_side

    def key(self, hands: Sequence[Sequence[Card]], leader: int) -> tuple[object, ...]:
        face = self.order.face
        return (leader, *(tuple(sorted(face(c) for c in hand)) for hand in hands))

    def ending(self, hands: tuple[tuple[Card, ...], ...], leader: int, alpha: int,
               beta: int) -> int:
        """The catchers' points still to come with ``leader`` to lead, within the window."""
        if not any(hands):
            return 0
        key = self.key(hands, leader)
        low, high = self.memo.get(key, (-INFINITE, INFINITE))
        if low >= beta:
            return low
        if high <= alpha:
            return high
        if low == high:
            return low
        a, b = max(alpha, low), min(beta, high)
        value = self.trick(hands, leader, (), a, b)
        if value <= a:
            high = value
        elif value >= b:
            low = value
        else:
            low = high = value
        self.memo[key] = (low, high)
        return value

    def trick(self, hands: tuple[tuple[Card, ...], ...], leader: int,
              current: tuple[Play, ...], alpha: int, beta: int) -> int:
        """The catchers' points from this trick in play on, within the window."""
        self.nodes += 1
        seats = len(hands)
        seat = (leader + len(current)) % seats
        maximising = self.catcher(seat)
        best = -INFINITE if maximising else INFINITE
        for play in self.ordered(self.options(hands, seat, current)):
            value = self.after(hands, leader, current, seat, play, alpha, beta)
            if maximising:
                best = max(best, value)
                alpha = max(alpha, value)
            else:
                best = min(best, value)
                beta = min(beta, value)
            if alpha >= beta:
                break
        return best

    def after(self, hands: tuple[tuple[Card, ...], ...], leader: int,
              current: tuple[Play, ...], seat: int, play: tuple[Card, ...], alpha: int,
              beta: int) -> int:
        """The value once ``seat`` has made ``play``."""
        left = list(hands)
        gone = {id(c) for c in play}
        left[seat] = tuple(c for c in hands[seat] if id(c) not in gone)
        plays = (*current, (seat, play))
        rest = tuple(left)
        if len(plays) < len(hands):
            return self.trick(rest, leader, plays, alpha, beta)
        won = plays[trick_winner([list(c) for _, c in plays], self.trump, self.rules)][0]
        gain = 0
        if self.catcher(won):
            gain = sum(points(list(c)) for _, c in plays)
            if not any(rest):
                units = read(list(plays[0][1]), self.order).units
                gain += self.kitty_points * kitty_multiplier(
                    max(u.size for u in units), len(plays[0][1]), self.rules.kitty_multiplier)
        return gain + self.ending(rest, won, alpha - gain, beta - gain)


@dataclass(frozen=True)
class Solution:
    """An ending's value (the catchers' points still to come) and every play's value."""

    value: int
    plays: tuple[tuple[tuple[Card, ...], int], ...]  # (play, value), best for its side first
    nodes: int


def solve(ending: Ending) -> Solution:
    """The exact value of ``ending`` and of each play the seat to act may make."""
    search = _Search.of(ending)
    seat = ending.to_act()
    values = []
    for play in search.options(ending.hands, seat, ending.current):
        value = search.after(ending.hands, ending.leader, ending.current, seat, play,
                             -INFINITE, INFINITE)
        values.append((play, value))
    sign = -1 if search.catcher(seat) else 1
    values.sort(key=lambda pv: sign * pv[1])
    return Solution(values[0][1], tuple(values), search.nodes)


def option_values(ending: Ending,
                  plays: Sequence[Sequence[Card]]) -> list[tuple[int, bool]]:
    """The exact value (the catchers' points still to come) after each of ``plays`` by the
    seat to act, sharing one search's memory, and whether the play was a throw that fails
    (valued as the part the rules then force out of it)."""
    search = _Search.of(ending)
    seat = ending.to_act()
    others = [ending.hands[(seat + i) % len(ending.hands)] for i in range(1, len(ending.hands))]
    out = []
    for play in plays:
        cards, failed = tuple(play), False
        if not ending.current:
            verdict = judge_throw(list(cards), others, ending.trump, ending.rules)
            if verdict is not None:
                cards, failed = tuple(verdict.forced), True
        value = search.after(ending.hands, ending.leader, ending.current, seat, cards,
                             -INFINITE, INFINITE)
        out.append((value, failed))
    return out
