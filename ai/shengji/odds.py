"""Who will take this trick: the chance that it ends with this seat's side.

:class:`TrickOdds` answers, for a trick in progress and a play this seat may
add, how likely the trick ends with a friendly winner once the seats still to
play have played.  Each later seat may beat the standing play by following
higher in the led suit, or — being void in it — by trumping (or over-trumping)
with the lead's shape.  What it *may* hold comes from :meth:`Count.possible`
(a superset: what cannot be built from it is impossible); how *likely* it holds
a given card is its share of the hidden cards of that suit.  The seats are
taken in turn: an opponent may take a friendly trick away, a partner may win
back an unfriendly one.
"""

from __future__ import annotations

import math
from bisect import bisect_right
from collections.abc import Callable, Iterator, Sequence

from ai.shengji.counting import Play
from ai.shengji.position import Position
from game.cards import Card
from game.shengji.ladders import equivalents_on
from game.shengji.shapes import Holding, Reading, Unit, can_form, read
from game.shengji.trick import (
    PlayValue,
    lead_value,
    place_best,
    play_holding,
    play_value,
    trick_winner,
)
from game.shengji.trump import TRUMP

MAX_CHANCE = 0.98
DUCK_TRUST = 0.85  # of a card above a seat's ducked winner, the share taken as not held
PARTNER_RESCUE = 0.7  # a partner who can beat an opponent's play does so this often


class TrickOdds:
    """The trick's lead read once, and each other seat's share of the hidden cards."""

    def __init__(self, pos: Position, lead: Sequence[Card], *, ruffs_stand: bool = False,
                 fitted: bool = False, rescue_beaten: float = 1.0,
                 caps: dict[tuple[int, str], int] | None = None,
                 void_spread: float = 1.0) -> None:
        self.pos = pos
        # The void chance's exponent as a share of the hidden cards: below 1, voids are
        # likelier than independent cards would make them (hands are dealt in clumps).
        self.void_spread = void_spread
        # Who showed no higher single by letting a rich trick go (counting.ducked).
        self.caps = caps or {}
        self.ruffs_stand = ruffs_stand  # a partner's ruff is kept apart (see _with_rescues)
        # Of a later opponent's chance to beat the standing play, the part that beats a
        # partner's rescue by following higher (1: the same, as if the lead still stood).
        self.rescue_beaten = rescue_beaten
        self.fitted = fitted  # shares fitted to the counted voids (see _fitted_share)
        self.order = pos.order
        self.count = pos.count
        self.lead = tuple(lead)
        self.shape: Reading = read(list(lead), self.order)
        self.suit = self.shape.suit
        self.equiv = equivalents_on(pos.rules)
        # Each play judged against this lead once: the options of one decision share the
        # plays before them, and every later seat is asked about the same standing play.
        self._values: dict[tuple[Card, ...], PlayValue | None] = {}
        self._tops: dict[tuple[Card, ...], tuple[int, str] | None] = {}

    # ----- what a seat holds --------------------------------------------------------------

    def possible(self, seat: int, suit: str) -> Holding:
        return self.pos.possible_holding(seat, suit)

    def share(self, seat: int, suit: str) -> float:
        """The chance that one given hidden card of ``suit`` is in ``seat``'s hand."""
        if self.fitted:
            return self._fitted_share(seat, suit)
        return self._remembered(("share", seat, suit), lambda: self._share(seat, suit))

    def _fitted_share(self, seat: int, suit: str) -> float:
        """The share with the count's voids read both ways: a seat out of some suits holds
        its cards in the others, so its share of those rises (the plain share spreads every
        seat's cards over every suit it may hold).  Worked out for all seats and suits at
        once, by :func:`fitted_shares`, the first time a position asks."""
        memo = self.pos.odds_memo
        key = ("fitted", seat, suit)
        if key not in memo:
            for (who, which), value in fitted_shares(self.pos).items():
                memo[("fitted", who, which)] = value
        return memo.get(key, 0.0)

    def _remembered(self, key: tuple[str, int, str], work: Callable[[], float]) -> float:
        """A per-position odd, worked out once (every option and later seat asks again)."""
        memo = self.pos.odds_memo
        found = memo.get(key)
        if found is None:
            found = memo[key] = work()
        return found

    def _share(self, seat: int, suit: str) -> float:
        count = self.count
        if count.is_void(seat, suit):
            return 0.0
        left = self.pos.cards_left
        slots = sum(left[s] for s in count.holders(suit))
        if not count.kitty_known:
            slots += self.pos.rules.kitty_size
        return min(1.0, left[seat] / slots) if slots else 0.0

    def void_chance(self, seat: int, suit: str) -> float:
        """The chance that ``seat`` holds no card of ``suit``."""
        key = "void" if self.void_spread == 1.0 else "void~"
        return self._remembered((key, seat, suit), lambda: self._void_chance(seat, suit))

    def _void_chance(self, seat: int, suit: str) -> float:
        if self.count.is_void(seat, suit):
            return 1.0
        hidden = len(self.possible(seat, suit))
        if hidden == 0:
            return 1.0
        if self.void_spread != 1.0:
            return math.pow(1.0 - self.share(seat, suit), hidden * self.void_spread)
        return (1.0 - self.share(seat, suit)) ** hidden

    # ----- beating a play -------------------------------------------------------------------

    def chance_of_any(self, seat: int, suit: str, unit: Unit, top: int) -> float:
        """The chance that ``seat`` holds ``unit`` of ``suit`` above ``top``."""
        tops = self.pos.possible_tops(seat, suit, unit)
        found = len(tops) - bisect_right(tops, top)
        if not found:
            return 0.0
        each = self.share(seat, suit) ** unit.size
        cap = self.caps.get((seat, suit)) if unit.size == 1 else None
        if cap is not None:
            held = found - DUCK_TRUST * (len(tops) - bisect_right(tops, max(cap, top)))
            return 1.0 - math.pow(1.0 - each, held)
        return 1.0 - (1.0 - each) ** found

    def _top_of(self, cards: Sequence[Card]) -> tuple[int, str] | None:
        """The standing play's strength for a one-component lead: (top, suit)."""
        key = tuple(cards)
        if key in self._tops:
            return self._tops[key]
        h = play_holding(key, self.order, (self.suit, TRUMP))
        found = None if h is None else place_best(h, self.shape.units[0], (), self.equiv)
        top = None if h is None or found is None else (found[0][1], h.suit)
        self._tops[key] = top
        return top

    def beat_chance(self, seat: int, standing: Sequence[Card]) -> float:
        """The chance that ``seat`` can beat the standing winning play."""
        if self.shape.is_throw:
            return self._beat_throw(seat, standing)
        strength = self._top_of(standing)
        if strength is None:
            return 0.0
        top, suit = strength
        unit = self.shape.units[0]
        if suit == self.suit:
            follow = self.chance_of_any(seat, suit, unit, top)
            if suit == TRUMP:
                return min(MAX_CHANCE, follow)
            ruff = self.void_chance(seat, self.suit) * self.chance_of_any(seat, TRUMP, unit, -1)
            return min(MAX_CHANCE, follow + ruff)
        over = self.void_chance(seat, self.suit) * self.chance_of_any(seat, TRUMP, unit, top)
        return min(MAX_CHANCE, over)

    def _beat_throw(self, seat: int, standing: Sequence[Card]) -> float:
        """Only a trumping play beats a plain throw; a trump throw stands."""
        if self.suit == TRUMP:
            return 0.0
        void = self.void_chance(seat, self.suit)
        if void == 0.0:
            return 0.0
        trumps = self.possible(seat, TRUMP)
        if len(trumps) < self.shape.size or can_form(trumps, self.shape.units) is None:
            return 0.0
        expected = self.share(seat, TRUMP) * len(trumps)
        likely = min(1.0, expected / (2.0 * self.shape.size))
        if standing != self.lead:
            likely *= 0.5  # over-trumping needs a higher key part as well
        return min(MAX_CHANCE, void * likely)

    # ----- the trick as a whole ---------------------------------------------------------------

    def friendly_chance(self, plays: Sequence[Play]) -> float:
        """The chance the trick ends with this seat's side, given the plays so far
        (this seat's included) and the seats still to play."""
        return self.outcome(plays)[0]

    def outcome(self, plays: Sequence[Play]) -> tuple[float, int]:
        """The friendly chance and the seat whose play stands now."""
        pos = self.pos
        index = self._winner(plays) if len(plays) > 1 else 0
        standing = list(plays[index][1])  # a list: _beat_throw compares it with the lead
        if self.ruffs_stand or self.rescue_beaten != 1.0:
            return self._with_rescues(plays, index, standing), plays[index][0]
        friendly = 1.0 if pos.sides.friendly(plays[index][0]) else 0.0
        for seat, chance in self._still_to_play(plays, standing):
            if pos.sides.friendly(seat):
                friendly += (1.0 - friendly) * chance * PARTNER_RESCUE
            else:
                friendly *= 1.0 - chance
        return friendly, plays[index][0]

    def _still_to_play(self, plays: Sequence[Play],
                       standing: list[Card]) -> Iterator[tuple[int, float]]:
        """Each seat yet to play this trick, in turn order, with its chance to beat the
        standing play: the walk both ways of counting the trick's outcome share."""
        played = {seat for seat, _ in plays}
        for seat in self.pos.rules.seat_order(plays[0][0]):
            if seat not in played:
                yield seat, self.beat_chance(seat, standing)

    def _with_rescues(self, plays: Sequence[Play], index: int, standing: list[Card]) -> float:
        """The friendly chance, a partner's rescue kept apart from the standing play.

        A partner void in a plain lead rescues by trumping, and an opponent after him must
        then over-trump — following higher in the led suit no longer beats the trick.  The
        plain count treats every later opponent as beating the standing play itself, so a
        lead into a partner's void looked lost (issue 33: leading to the partner's ruff)."""
        pos = self.pos
        ours = 1.0 if pos.sides.friendly(plays[index][0]) else 0.0  # the standing play, ours
        theirs = 1.0 - ours  # the standing play or a later one of theirs
        rescued = 0.0  # a partner's later play stands
        ruff_share = 0.0  # of the rescued mass, the part won by trumping
        for seat, chance in self._still_to_play(plays, standing):
            if pos.sides.friendly(seat):
                gain = theirs * chance * PARTNER_RESCUE
                if gain > 0.0:
                    ruff = self.void_chance(seat, self.suit) if (
                        self.ruffs_stand and self.suit != TRUMP) else 0.0
                    ruff_share = (rescued * ruff_share + gain * ruff) / (rescued + gain)
                    rescued += gain
                    theirs -= gain
            else:
                against = chance
                if rescued and ruff_share:
                    against = ruff_share * self._overruff_chance(seat) + (
                        1.0 - ruff_share) * chance * self.rescue_beaten
                elif rescued:
                    against = chance * self.rescue_beaten
                theirs += ours * chance + rescued * against
                ours *= 1.0 - chance
                rescued *= 1.0 - against
        return ours + rescued

    def _overruff_chance(self, seat: int) -> float:
        """The chance an opponent beats a partner's trumping play: void too, and holding a
        trump unit of the lead's shape (half of those, as higher)."""
        unit = self.shape.units[0]
        void = self.void_chance(seat, self.suit)
        return min(MAX_CHANCE, void * self.chance_of_any(seat, TRUMP, unit, -1) * 0.5)

    def _winner(self, plays: Sequence[Play]) -> int:
        """:func:`trick_winner` of the plays, each follow to this lead valued once."""
        pos = self.pos
        if self.shape.is_throw or plays[0][1] != self.lead:
            return trick_winner([list(c) for _, c in plays], pos.trump, pos.rules)
        best, best_value = 0, lead_value(self.shape)
        for i, (_, cards) in enumerate(plays[1:], 1):
            if cards in self._values:
                value = self._values[cards]
            else:
                value = self._values[cards] = play_value(cards, self.shape, self.order,
                                                         self.equiv)
            if value is not None and value > best_value:
                best, best_value = i, value
        return best


FIT_ROUNDS = 12


def fitted_shares(pos: Position) -> dict[tuple[int, str], float]:
    """Each other seat's share of each suit's hidden cards, fitted to what the count knows.

    The expected number of hidden cards of each suit in each hand (the kitty, when this
    seat did not bury it, as one more hand) is fitted so that each hand holds as many
    cards as it has left and each suit's hidden cards are all somewhere, with nothing in a
    hand known void in the suit (iterative proportional fitting from an even start)."""
    count = pos.count
    left = pos.cards_left
    rows: dict[int, float] = {s: float(left[s]) for s in range(pos.seats) if s != pos.seat}
    kitty = -1
    if not count.kitty_known:
        rows[kitty] = float(pos.rules.kitty_size)
    suits = {pos.order.suit_of(c) for c in count.hidden}
    cols = {suit: float(len(count.hidden_in(suit))) for suit in suits}
    cells = {(s, suit): 1.0 for s in rows for suit in suits
             if s == kitty or not count.is_void(s, suit)}
    for _ in range(FIT_ROUNDS):
        for s, size in rows.items():
            total = sum(v for (who, _), v in cells.items() if who == s)
            if total:
                for key in [k for k in cells if k[0] == s]:
                    cells[key] *= size / total
        for suit, size in cols.items():
            total = sum(v for (_, which), v in cells.items() if which == suit)
            if total:
                for key in [k for k in cells if k[1] == suit]:
                    cells[key] *= size / total
    return {(s, suit): min(1.0, v / cols[suit]) for (s, suit), v in cells.items()
            if s != kitty and cols[suit]}
