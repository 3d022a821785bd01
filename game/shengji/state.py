"""The state of one Tractor deal, as one value: a redeal starts a fresh :class:`DealState`.

Phases read and write it; the :class:`~game.shengji.game.Game` keeps what
outlives a deal (rules, seed, levels, the record).  A trick is kept as the seats'
plays in order, the lead first, so the trick rules of the other modules can be
asked about it directly.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.cards import Card
from game.shengji.actions import FriendCall
from game.shengji.declare import Declaration
from game.shengji.modes import TEAMS_FIXED_PARTNERS, TEAMS_ONE_VS_TWO
from game.shengji.trump import Trump

if TYPE_CHECKING:
    from game.shengji.choices import LevelSettlement


@dataclass
class Trick:
    """One trick: its leader, the plays in order (the lead first), and once complete its
    winner and points.  ``attempted`` is a failed throw's full set (the lead is forced)."""

    leader: int
    plays: list[tuple[int, tuple[Card, ...]]] = field(default_factory=list)
    winner: int | None = None
    points: int = 0
    attempted: tuple[Card, ...] = ()

    @property
    def lead(self) -> tuple[Card, ...]:
        return self.plays[0][1] if self.plays else ()

    @property
    def seats(self) -> list[int]:
        return [seat for seat, _ in self.plays]


@dataclass
class DealState:
    """Everything that one deal creates and the phases of the hand change."""

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
    # Three-player auction: the standing bid, its seat, the seats still in.
    bid: int | None = None
    bidder: int | None = None
    bidding_in: list[int] = field(default_factory=list)
    bids: list[tuple[int, int | None]] = field(default_factory=list)
    # Finding friends.
    calls: tuple[FriendCall, ...] = ()
    call_counts: list[int] = field(default_factory=list)
    friends: list[int] = field(default_factory=list)
    # Play.
    tricks: list[Trick] = field(default_factory=list)
    points_by_seat: list[int] = field(default_factory=list)
    penalties_by_seat: list[int] = field(default_factory=list)
    # Cards a seat has shown that are still in its hand: declarations, failed throws.
    shown: dict[int, list[Card]] = field(default_factory=dict)
    # Equal level rights: the settlement and its open question once the tricks are played.
    settlement: LevelSettlement | None = None

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
        if teams == TEAMS_FIXED_PARTNERS:
            return frozenset(s for s in range(self.seats) if (s - self.dealer) % 2 == 0)
        if teams == TEAMS_ONE_VS_TWO:
            return frozenset({self.dealer})
        return frozenset({self.dealer, *self.friends})

    def show(self, seat: int, cards: tuple[Card, ...]) -> None:
        """Remember cards ``seat`` showed and keeps (public knowledge while held)."""
        known = self.shown.setdefault(seat, [])
        known.extend(card for card in cards if card not in known)

    def forget_played(self, seat: int, cards: tuple[Card, ...]) -> None:
        if seat in self.shown:
            self.shown[seat] = [card for card in self.shown[seat] if card not in cards]
