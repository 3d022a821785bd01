"""The state of one Tractor deal, as one value: a redeal starts a fresh :class:`DealState`.

Phases read and write it; the :class:`~game.shengji.game.Game` keeps what
outlives a deal (rules, seed, levels, the record).  The auction, the friend calls and
the play declare their own facts in their modules (:class:`AuctionState`,
:class:`FriendsState`, :class:`PlayState` with its :class:`Trick`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from game.cards import Card
from game.shengji.declare import Declaration
from game.shengji.modes import TEAMS_FIXED_PARTNERS, TEAMS_ONE_VS_TWO
from game.shengji.phases.auction import AuctionState
from game.shengji.phases.call_friends import FriendsState
from game.shengji.phases.play import PlayState, Trick
from game.shengji.trump import Trump


@dataclass(kw_only=True)
class DealState(AuctionState, FriendsState, PlayState):
    """Everything that one deal creates and the phases of the hand change: what every
    phase reads is declared here, each phase's own facts by its module."""

    number: int
    deck: list[Card]
    first_receiver: int
    first_bidder: int
    level: str
    hands: list[list[Card]]
    dealer: int | None = None
    dealt: int = 0
    kitty: list[Card] = field(default_factory=list)
    declarations: list[Declaration] = field(default_factory=list)
    trump: Trump | None = None
    flipped: Card | None = None
    # The final round of declaring, and any other turn-by-turn round (theft, redeal asks).
    turn_queue: list[int] = field(default_factory=list)
    passes: int = 0
    kitty_owner: int | None = None
    # Cards a seat has shown that are still in its hand: declarations, failed throws.
    shown: dict[int, list[Card]] = field(default_factory=dict)

    @property
    def seats(self) -> int:
        return len(self.hands)

    @property
    def trick(self) -> Trick | None:
        """The trick being played (``None`` before the first lead)."""
        return self.tricks[-1] if self.tricks else None

    @property
    def standing(self) -> Declaration | None:
        return self.declarations[-1] if self.declarations else None

    def dealer_side(self, teams: str) -> frozenset[int]:
        """The dealer's side as it stands under the mode's ``teams``: partners (alternate
        seats), friends found so far, or the dealer alone; empty before there is a dealer."""
        if self.dealer is None:
            return frozenset()
        return side_of_dealer(self.dealer, self.seats, teams, self.friends)

    def show(self, seat: int, cards: tuple[Card, ...]) -> None:
        """Remember cards ``seat`` showed and keeps (public knowledge while held)."""
        known = self.shown.setdefault(seat, [])
        known.extend(card for card in cards if card not in known)

    def forget_played(self, seat: int, cards: tuple[Card, ...]) -> None:
        if seat in self.shown:
            self.shown[seat] = [card for card in self.shown[seat] if card not in cards]


def side_of_dealer(
    dealer: int, seats: int, teams: str, friends: Iterable[int] = ()
) -> frozenset[int]:
    """The seats on ``dealer``'s side under the mode's ``teams``: his partners (alternate
    seats), himself alone (one against two), or himself and the ``friends`` found so far.
    The table shows it from the events as they are animated, before the view has it."""
    if teams == TEAMS_FIXED_PARTNERS:
        return frozenset(s for s in range(seats) if (s - dealer) % 2 == 0)
    if teams == TEAMS_ONE_VS_TWO:
        return frozenset({dealer})
    return frozenset({dealer, *friends})
