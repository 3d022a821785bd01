"""What one seat may see: the only input an agent or a seat's screen gets.

A :class:`SeatView` is built by :meth:`game.Game.view`; it never holds another
seat's hidden cards.  Other seats' hands appear only in ``shown`` (明牌).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from game.cards import Card
from game.doudizhu.actions import Action
from game.doudizhu.ruleset import DoudizhuRules
from game.engine import SeatSight
from game.plays import Play


class PhaseName(StrEnum):
    """What a Dou Dizhu hand is waiting for (``game.phase``, ``SeatView.phase``), in order.

    A ``str`` enum, so a name compares equal to its text (``PhaseName.PLAY == "play"``)
    and a record or event holding the text reads the same.  Show phases exist only
    where the ruleset has 明牌.
    """

    SHOW_PREDEAL = "show_predeal"
    SHOW_FIRST_HALF = "show_first_half"
    SHOW_SECOND_HALF = "show_second_half"
    BIDDING = "bidding"
    LANDLORD_SHOW = "landlord_show"
    ALLY = "ally"
    KEEP = "keep"
    DOUBLING = "doubling"
    PLAY = "play"
    OVER = "over"


PHASE_SHOW_PREDEAL = PhaseName.SHOW_PREDEAL
PHASE_SHOW_FIRST_HALF = PhaseName.SHOW_FIRST_HALF
PHASE_SHOW_SECOND_HALF = PhaseName.SHOW_SECOND_HALF
PHASE_BIDDING = PhaseName.BIDDING
PHASE_LANDLORD_SHOW = PhaseName.LANDLORD_SHOW
PHASE_ALLY = PhaseName.ALLY
PHASE_KEEP = PhaseName.KEEP
PHASE_DOUBLING = PhaseName.DOUBLING
PHASE_PLAY = PhaseName.PLAY
PHASE_OVER = PhaseName.OVER

# Sides of a hand, as a seat knows them (see ``SeatView.sides``).
SIDE_LANDLORD = "landlord"
SIDE_FARMER = "farmer"


@dataclass(frozen=True)
class SeatView(SeatSight):
    """Everything ``seat`` is allowed to know, at one moment of the hand.

    ``history`` lists the play phase in order: ``(seat, play)`` or ``(seat, None)``
    for a pass.  ``bids`` lists the bidding phase as ``(seat, action text)``.
    ``legal`` holds the legal plays when this seat is to play, else is empty.
    ``history_cards`` gives, entry by entry, the physical cards of each play
    (empty for a pass): public once played, and what the table draws.
    ``actions`` holds every legal action (bids, shows, doubles, plays, pass) when
    this seat is to act, in any phase, else is empty.
    ``sides`` gives each seat's side as this seat knows it (``landlord``, ``farmer``,
    or ``None`` while unknown: before bidding ends, or a hidden ally).
    ``ally_card`` is the card a landlord named to find its hidden ally (public once
    named); ``alone`` says it plays 1 against all instead.
    ``wild`` is the wild rank drawn after the kitty in 癞子 (``'7'``; ``None`` before the
    draw and in modes without one).
    """

    seat: int
    rules: DoudizhuRules
    phase: str
    to_act: int | None
    hand: tuple[Card, ...]
    landlord: int | None
    history: tuple[tuple[int, Play | None], ...]
    cards_left: tuple[int, ...]
    kitty: tuple[Card, ...] | None
    shown: dict[int, tuple[Card, ...]] = field(default_factory=dict)
    bids: tuple[tuple[int, str], ...] = ()
    base: int = 1
    multiplier: int = 1
    flipped: Card | None = None
    doubled: tuple[bool | None, ...] = ()
    legal: tuple[Play, ...] = ()
    previous: Play | None = None
    previous_seat: int | None = None
    first_bidder: int = 0
    history_cards: tuple[tuple[Card, ...], ...] = ()
    actions: tuple[Action, ...] = ()
    sides: tuple[str | None, ...] = ()
    ally_card: Card | None = None
    alone: bool = False
    wild: str | None = None

    @property
    def leading(self) -> bool:
        """True when the seat to play may lead anything (nothing to beat)."""
        return self.previous is None

    @property
    def can_pass(self) -> bool:
        return self.phase == PHASE_PLAY and self.previous is not None

    def side_of(self, seat: int) -> str | None:
        """``seat``'s side as this seat knows it (``None``: not known)."""
        return self.sides[seat] if seat < len(self.sides) else None

    def is_teammate(self, other: int) -> bool:
        """Whether ``other`` is known to be on this seat's side (a seat is its own teammate)."""
        if other == self.seat:
            return True
        mine = self.side_of(self.seat)
        return mine is not None and self.side_of(other) == mine

    def teammates(self) -> list[int]:
        """The other seats known to be on this seat's side, in seat order."""
        return [s for s in range(self.seats) if s != self.seat and self.is_teammate(s)]

    def opponents(self) -> list[int]:
        """The seats known to be on another side, in seat order."""
        mine = self.side_of(self.seat)
        return [
            s for s in range(self.seats)
            if mine is not None and self.side_of(s) not in (None, mine)
        ]

    def next_seat(self, seat: int | None = None) -> int:
        """The seat after ``seat`` (default: this one), counter-clockwise."""
        return self.rules.next_seat(self.seat if seat is None else seat)

    def seat_order(self, first: int | None = None) -> list[int]:
        """Every seat once in turn order, from ``first`` (default: this seat)."""
        return self.rules.seat_order(self.seat if first is None else first)
