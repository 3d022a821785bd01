"""The play policy's input: a seat's hand and knowledge, from a SeatView or a simulation.

Agents get a :class:`~game.view.SeatView`; the search simulates hands from rank
counts.  Both reduce to one small :class:`Position`, so the policy that plays
for real is the same one the search uses in its roll-outs.  Turn order, sides
and legal moves come from the position's :class:`~ai.doudizhu.seating.Seating`, i.e. from
the mode.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ai.doudizhu.counting import Knowledge, build_knowledge
from ai.doudizhu.decompose import EXHAUSTIVE_CARDS
from ai.doudizhu.ranks import counts_of_cards, remove
from ai.doudizhu.seating import Seating
from game.doudizhu.view import SeatView
from game.plays import Play
from game.rules import Ruleset

__all__ = ["Position", "is_big", "position_from_view", "remove"]


@dataclass
class Position:
    """One seat's decision point in the play phase."""

    seat: int
    hand: list[int]
    previous: Play | None
    previous_seat: int | None
    knowledge: Knowledge
    seating: Seating = field(init=False, repr=False, compare=False)
    landlord: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.seating = self.knowledge.seating
        self.landlord = self.seating.landlord

    @property
    def rules(self) -> Ruleset:
        return self.seating.rules

    @property
    def cards_left(self) -> tuple[int, ...]:
        return self.knowledge.cards_left

    @property
    def seats(self) -> int:
        return self.seating.seats

    @property
    def is_landlord(self) -> bool:
        return self.seat == self.landlord

    def next_seat(self, seat: int | None = None) -> int:
        return self.seating.next_seat(self.seat if seat is None else seat)

    def teammates(self, a: int, b: int) -> bool:
        return self.seating.same_side(a, b)

    def is_ours(self, seat: int) -> bool:
        """Whether ``seat`` plays on our side (our own seat included)."""
        return self.seating.same_side(self.seat, seat)

    def legal(self) -> list[Play]:
        return self.seating.moves(self.hand, self.previous)


def is_big(pos: Position) -> bool:
    """A two-deck table, or some seat holding more cards than any classic hand: every
    simulated turn there lists two decks' plays or decomposes a long hand."""
    return pos.seating.rules.decks > 1 or max(pos.cards_left) > EXHAUSTIVE_CARDS


def position_from_view(view: SeatView) -> Position:
    """Reduce a play-phase SeatView to a :class:`Position` (only the view is read)."""
    hand = counts_of_cards(view.hand)
    seating = Seating.of_view(view)
    knowledge = build_knowledge(
        seating, view.seat, hand, view.history, tuple(view.cards_left),
        view.kitty, dict(view.shown),
    )
    return Position(view.seat, hand, view.previous, view.previous_seat, knowledge)
