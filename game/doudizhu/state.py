"""The state of one deal, as one value: a redeal starts a fresh :class:`DealState`.

What every phase reads — the cards, the first bidder, the landlord and the base —
is declared here; each phase's own facts are declared by its module
(:class:`~game.doudizhu.phases.show.ShowState`, ``BidState``, ``DoubleState``,
``AllyState``, ``KeepState``, ``PlayState``) and a deal holds them all.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Generic, TypeVar, cast

from game.cards import RANK_CHARS, Card
from game.doudizhu.phases import (
    AllyState,
    BidState,
    DoubleState,
    KeepState,
    PlayState,
    ShowState,
)
from game.doudizhu.view import PhaseName
from game.plays import Play

T = TypeVar("T")


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
    # 癞子 (docs/doudizhu-modes.md §2): the wild rank drawn after the kitty, as a rank index.
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


class _Deal(Generic[T]):
    """A read-through of one fact of the current deal (``game.landlord`` is
    ``game.state.landlord``), for the app, the AI and tests."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, game: Any, owner: type | None = None) -> T:
        return cast(T, getattr(game.state, self.name))

    def __set__(self, game: Any, value: object) -> None:
        raise AttributeError(f"{self.name} is the deal's: set game.state.{self.name}")


class DealReads:
    """The current deal's facts read through the game (``game.landlord`` is
    ``game.state.landlord``), for the app, the AI and tests."""

    state: DealState
    phase: str
    to_act: int | None

    @property
    def multiplier(self) -> int:
        """The common multiplier so far: robs, the show factor, bombs and rockets."""
        return math.prod(factor for _, factor in self.state.factors())

    @property
    def previous(self) -> Play | None:
        """The play the seat to act must beat, or None when it leads."""
        state = self.state
        if self.phase != PhaseName.PLAY or state.last_seat == self.to_act:
            return None
        return state.last_play

    @property
    def wild(self) -> str | None:
        """The wild rank drawn after the kitty (癞子, ``wild_cards=one_rank``), else None."""
        return None if self.state.wild is None else RANK_CHARS[self.state.wild]

    kitty: _Deal[list[Card]] = _Deal()
    set_aside: _Deal[list[Card]] = _Deal()
    flipped: _Deal[Card | None] = _Deal()
    flipped_seat: _Deal[int | None] = _Deal()
    first_bidder: _Deal[int] = _Deal()
    landlord: _Deal[int | None] = _Deal()
    base: _Deal[int] = _Deal()
    robs: _Deal[int] = _Deal()
    shows: _Deal[dict[int, int]] = _Deal()
    show_order: _Deal[list[int]] = _Deal()
    doubled: _Deal[list[bool | None]] = _Deal()
    history: _Deal[list[tuple[int, Play | None]]] = _Deal()
    history_cards: _Deal[list[tuple[Card, ...]]] = _Deal()
    bid_log: _Deal[list[tuple[int, str]]] = _Deal()
    last_play: _Deal[Play | None] = _Deal()
    last_seat: _Deal[int | None] = _Deal()
    bombs: _Deal[list[str]] = _Deal()
    plays_by_seat: _Deal[list[int]] = _Deal()
