"""The play policy's input: a seat's hand and knowledge, from a SeatView or a simulation.

Agents get a :class:`~game.view.SeatView`; the search simulates hands from rank
counts.  Both reduce to one small :class:`Position`, so the policy that plays
for real is the same one the search uses in its roll-outs.
"""

from __future__ import annotations

from dataclasses import dataclass

from ai.counting import Knowledge, build_knowledge, counts_of_cards
from game.cards import RANK_INDEX
from game.doudizhu.classic_moves import generate_classic
from game.plays import Play
from game.view import SeatView


@dataclass
class Position:
    """One seat's decision point in the play phase."""

    seat: int
    landlord: int
    hand: list[int]
    previous: Play | None
    previous_seat: int | None
    knowledge: Knowledge

    @property
    def cards_left(self) -> tuple[int, ...]:
        return self.knowledge.cards_left

    @property
    def seats(self) -> int:
        return len(self.knowledge.cards_left)

    @property
    def is_landlord(self) -> bool:
        return self.seat == self.landlord

    def next_seat(self, seat: int | None = None) -> int:
        return ((self.seat if seat is None else seat) + 1) % self.seats

    def teammates(self, a: int, b: int) -> bool:
        return a == b or (a != self.landlord and b != self.landlord)

    def legal(self) -> list[Play]:
        return generate_classic(self.hand, self.previous)


def position_from_view(view: SeatView) -> Position:
    """Reduce a play-phase SeatView to a :class:`Position` (only the view is read)."""
    hand = counts_of_cards(view.hand)
    landlord = view.landlord if view.landlord is not None else view.seat
    knowledge = build_knowledge(
        view.seat, landlord, hand, view.history, tuple(view.cards_left),
        view.kitty, dict(view.shown),
    )
    return Position(view.seat, landlord, hand, view.previous, view.previous_seat, knowledge)


def remove(hand: list[int], play: Play) -> list[int]:
    """A copy of ``hand`` without the cards of ``play``."""
    out = list(hand)
    for ch in play.cards:
        out[RANK_INDEX[ch]] -= 1
    return out
