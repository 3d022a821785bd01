"""The state of one deal, as one value: a redeal starts a fresh :class:`DealState`.

The engine keeps every per-deal fact here instead of in two dozen attributes
that each redeal would have to reset by hand.  Phases read and write it; the
:class:`~game.doudizhu.game.Game` reads it through properties for its callers.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.cards import Card
from game.doudizhu.bidding import CallBidding, CallRobBidding, PointsBidding
from game.plays import Play


@dataclass
class DealState:
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
    robs: int = 0
    shows: dict[int, int] = field(default_factory=dict)
    show_order: list[int] = field(default_factory=list)
    doubled: list[bool | None] = field(default_factory=list)
    history: list[tuple[int, Play | None]] = field(default_factory=list)
    history_cards: list[tuple[Card, ...]] = field(default_factory=list)
    bid_log: list[tuple[int, str]] = field(default_factory=list)
    last_play: Play | None = None
    last_seat: int | None = None
    passes: int = 0
    bombs: list[str] = field(default_factory=list)
    # The factor each kind of counted bomb brings (2 unless the mode says otherwise).
    bomb_factors: dict[str, int] = field(default_factory=dict)
    # 癞子 (RULES.md §2): the wild rank drawn after the kitty, as a rank index.
    wild: int | None = None
    plays_by_seat: list[int] = field(default_factory=list)
    bidding: PointsBidding | CallRobBidding | CallBidding | None = None
    show_queue: list[int] = field(default_factory=list)
    # Hidden-ally modes: the called card, the seat holding its other copy, whether
    # everybody knows that seat yet, and whether the landlord plays alone.
    ally_card: Card | None = None
    ally: int | None = None
    ally_revealed: bool = False
    alone: bool = False
    # 帝主 (RULES.md §6): the kitty cards the emperor discarded, face down, seen by nobody.
    discarded: list[Card] = field(default_factory=list)

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
