"""One Tractor decision point as the AI reads it: from a seat's view, or from a simulation.

A :class:`Position` holds what a seat may know when it plays: its hand, the
trump and order, the tricks (each a list of plays, the lead first; the last
one may be in progress), who is on which side as far as this seat knows
(:class:`Sides`), the cards shown, the kitty if this seat buried it, and the
points taken.  The lead and follow policies and the search read nothing else,
so an agent never sees more than its view.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property

from ai.shengji.counting import Count, Play
from ai.shengji.friends import friend_evidence, presumed_friend
from game.cards import Card
from game.shengji.actions import FriendCall
from game.shengji.modes import TEAMS_FIXED_PARTNERS, TEAMS_ONE_VS_TWO, TractorRules
from game.shengji.shapes import SINGLE, Holding, Unit, placements
from game.shengji.trump import Order, Trump, order_for
from game.shengji.view import TractorView


@dataclass(frozen=True)
class Sides:
    """Who plays with this seat, who against, and who is not known yet (找朋友)."""

    me: int
    seats: int
    dealer: int
    partners: frozenset[int]
    opponents: frozenset[int]
    dealer_side: bool  # whether this seat plays (or will play) for the dealer

    @property
    def unknown(self) -> frozenset[int]:
        return frozenset(range(self.seats)) - self.partners - self.opponents - {self.me}

    def friendly(self, seat: int) -> bool:
        return seat == self.me or seat in self.partners


def sides_of(
    rules: TractorRules,
    me: int,
    dealer: int,
    friends: Sequence[int],
    calls_open: bool,
    *,
    friend_to_be: bool = False,
) -> Sides:
    """The sides as ``me`` knows them.

    Fixed partners sit in alternate seats; in 三人竞标 the dealer is alone; when
    finding friends the dealer's side is the dealer and the friends found so far,
    and while a call is open the other seats are unknown.  ``friend_to_be``: this
    seat holds the card that will make it the friend.
    """
    seats = rules.seats
    everyone = frozenset(range(seats))
    if rules.teams == TEAMS_FIXED_PARTNERS:
        side = frozenset(s for s in everyone if (s - dealer) % 2 == 0)
    elif rules.teams == TEAMS_ONE_VS_TWO:
        side = frozenset({dealer})
    else:
        side = frozenset({dealer, *friends})
        if friend_to_be:
            side |= {me}
        if calls_open:
            if me in side:
                return Sides(me, seats, dealer, side - {me}, frozenset(), True)
            return Sides(me, seats, dealer, frozenset(), side, False)
    if me in side:
        return Sides(me, seats, dealer, side - {me}, everyone - side, True)
    return Sides(me, seats, dealer, everyone - side - {me}, side, False)


def sides_known(seats: int, me: int, dealer: int, dealer_side: Collection[int]) -> Sides:
    """The sides as ``me`` plays them when every seat's side is settled: ``dealer_side`` is
    the dealer's side in full (a sampled deal's, or the one a seat presumes)."""
    mine = me in dealer_side
    team = frozenset(s for s in range(seats) if (s in dealer_side) == mine)
    return Sides(me, seats, dealer, team - {me}, frozenset(range(seats)) - team, mine)


@dataclass
class Position:
    """One seat's decision point: its cards and what it knows of the table."""

    rules: TractorRules
    trump: Trump
    seat: int
    hand: tuple[Card, ...]
    tricks: tuple[tuple[Play, ...], ...]
    sides: Sides
    cards_left: tuple[int, ...]
    shown: dict[int, tuple[Card, ...]] = field(default_factory=dict)
    kitty: tuple[Card, ...] | None = None
    points_taken: tuple[int, ...] = ()
    calls: tuple[FriendCall, ...] = ()
    counting: bool = True
    # The count before the last trick, when the caller has it (the search's replies): the
    # count is then that one with the last trick added (counting on).
    base_count: Count | None = field(default=None, repr=False, compare=False)
    _holdings: dict[tuple[int, str], Holding] = field(default_factory=dict, repr=False,
                                                      compare=False)

    _tops: dict[tuple[int, str, Unit], list[int]] = field(default_factory=dict, repr=False,
                                                          compare=False)
    # TrickOdds' per-seat shares and void chances, asked for every option of a decision.
    odds_memo: dict[tuple[str, int, str], float] = field(default_factory=dict, repr=False,
                                                         compare=False)

    def possible_tops(self, seat: int, suit: str, unit: Unit) -> list[int]:
        """The top index of every way ``seat`` may lay ``unit`` in ``suit``, ascending."""
        key = (seat, suit, unit)
        found = self._tops.get(key)
        if found is None:
            h = self.possible_holding(seat, suit)
            if unit == SINGLE:  # the placements of a single: every face's index
                found = sorted(i for i, faces in h.by_index.items() for f in faces
                               if h.counts[f] >= 1 and h.original[f] >= 1)
            else:
                found = sorted(p.top for p in placements(h, unit))
            self._tops[key] = found
        return found

    def possible_holding(self, seat: int, suit: str) -> Holding:
        """What ``seat`` may hold of ``suit`` (:meth:`Count.possible`), read once."""
        key = (seat, suit)
        found = self._holdings.get(key)
        if found is None:
            # possible() gives only cards of ``suit``, dealt from the deck: no need to check
            # and filter them again as holding() does with cards from outside.
            found = Holding(suit, self.count.possible(seat, suit), self.order)
            self._holdings[key] = found
        return found

    @cached_property
    def order(self) -> Order:
        return order_for(self.trump, self.rules)

    @cached_property
    def count(self) -> Count:
        if self.base_count is not None and self.tricks and self.counting:
            return self.base_count.with_trick(self.tricks[-1], self.rules.decks)
        return Count.build(
            self.order,
            self.rules.decks,
            self.seat,
            self.rules.seats,
            self.hand,
            self.tricks,
            self.shown,
            self.kitty,
            counting=self.counting,
        )

    @property
    def seats(self) -> int:
        return self.rules.seats

    @cached_property
    def current(self) -> tuple[Play, ...]:
        """The plays of the trick in progress (empty when this seat leads); the policy asks
        it at every option, so it is read once (a position's tricks never change)."""
        if not self.tricks:
            return ()
        last = self.tricks[-1]
        return () if len(last) in (0, self.seats) else last

    @property
    def leading(self) -> bool:
        return not self.current

    @property
    def lead(self) -> tuple[Card, ...]:
        return self.current[0][1] if self.current else ()

    @property
    def later(self) -> list[int]:
        """Seats still to play in this trick after this seat, in order."""
        played = len(self.current)
        return [(self.seat + i) % self.seats for i in range(1, self.seats - played)]

    @property
    def last_trick(self) -> bool:
        """Whether this trick empties every hand (抠底 is decided in it)."""
        size = len(self.lead) if self.current else 0
        return len(self.hand) == size if size else False

    def on_dealer_side(self, seat: int) -> bool:
        """Whether ``seat`` is known to play for the dealer (unknown seats count as catchers)."""
        sides = self.sides
        friendly = seat == self.seat or seat in sides.partners
        return friendly if sides.dealer_side else seat in sides.opponents


def presume(sides: Sides, view: TractorView, tricks: Sequence[Sequence[Play]]) -> Sides:
    """Take the seat the evidence points to for the friend, the others for catchers."""
    assert view.trump is not None
    side = frozenset({sides.dealer, *view.friends})
    friend = presumed_friend(friend_evidence(tricks, side, view.trump, view.rules))
    if friend is None or friend == sides.me:
        return sides
    everyone = frozenset(range(sides.seats))
    if sides.dealer_side:
        partners = side | {friend}
        return replace(sides, partners=partners - {sides.me}, opponents=everyone - partners)
    theirs = side | {friend}
    return replace(sides, partners=everyone - theirs - {sides.me}, opponents=theirs)


def calls_open(calls: Sequence[FriendCall], tricks: Sequence[Sequence[Play]],
               friends: Sequence[int], wanted: int) -> bool:
    """Whether a friend call may still find somebody (some called copy is still to come)."""
    if not calls or len(friends) >= wanted:
        return False
    for call in calls:
        played = sum(1 for plays in tricks for _, cards in plays for c in cards if call.matches(c))
        if played < call.ordinal:
            return True
    return False


def holds_next_copy(hand: Sequence[Card], calls: Sequence[FriendCall],
                    tricks: Sequence[Sequence[Play]]) -> bool:
    """Whether this hand holds a copy that would be the called one if played next."""
    for call in calls:
        played = sum(1 for plays in tricks for _, cards in plays for c in cards if call.matches(c))
        if played == call.ordinal - 1 and any(call.matches(c) for c in hand):
            return True
    return False


def position_from_view(
    view: TractorView, *, counting: bool = True, guess_friend: bool = False
) -> Position:
    """The decision point of the seat whose view this is (play phase).

    ``guess_friend``: while a friend call is open, a seat whose play clearly
    points to the friend (:func:`ai.shengji.friends.presumed_friend`) is taken
    for him.
    """
    if view.trump is None or view.dealer is None:
        raise ValueError(f"no trump or dealer yet in phase {view.phase!r}")
    tricks = tuple(tuple(t.plays) for t in view.tricks)
    is_open = calls_open(view.calls, tricks, view.friends, view.rules.friend_calls)
    to_be = (
        is_open and view.seat != view.dealer and holds_next_copy(view.hand, view.calls, tricks)
    )
    sides = sides_of(view.rules, view.seat, view.dealer, view.friends, is_open,
                     friend_to_be=to_be)
    if is_open and guess_friend:
        sides = presume(sides, view, tricks)
    return Position(
        rules=view.rules,
        trump=view.trump,
        seat=view.seat,
        hand=view.hand,
        tricks=tricks,
        sides=sides,
        cards_left=view.cards_left,
        shown=dict(view.shown),
        kitty=view.kitty if view.kitty else None,
        points_taken=view.points_taken,
        calls=view.calls,
        counting=counting,
    )
