"""The state of one deal, as one value: a redeal starts a fresh :class:`DealState`.

What every phase reads — the cards, the first bidder, the landlord and the base —
is declared here; each phase's own facts are declared by its module
(:class:`~game.doudizhu.phases.show.ShowState`, ``BidState``, ``DoubleState``,
``AllyState``, ``KeepState``, ``PlayState``) and a deal holds them all.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.cards import Card
from game.doudizhu.phases import (
    AllyState,
    BidState,
    DoubleState,
    KeepState,
    PlayState,
    ShowState,
)


@dataclass(kw_only=True)
class DealState(ShowState, BidState, DoubleState, AllyState, KeepState, PlayState):
    """Everything that one deal creates and the phases of the hand change."""

    number: int
    hands: list[list[Card]]
    dealt_order: list[list[Card]]
    kitty: list[Card]
    set_aside: list[Card]
    first_bidder: int
    flipped: Card | None = None
    flipped_seat: int | None = None
    landlord: int | None = None
    base: int = 1
    # 癞子 (RULES.md §2): the wild rank drawn after the kitty, as a rank index.
    wild: int | None = None

    def landlord_side(self) -> set[int]:
        """The seats on the landlord's side (the landlord and its ally, if any)."""
        side = {self.landlord} if self.landlord is not None else set()
        if self.ally is not None:
            side.add(self.ally)
        return side

    def factors(self) -> list[tuple[str, int]]:
        """The common multiplier's factors so far: robs, the show factor, bombs."""
        factors: list[tuple[str, int]] = [("rob", 2)] * self.robs
        if self.shows:
            factors.append(("show", max(self.shows.values())))
        factors.extend((kind, self.bomb_factors.get(kind, 2)) for kind in self.bombs)
        if self.alone:
            factors.append(("alone", 2))
        return factors
