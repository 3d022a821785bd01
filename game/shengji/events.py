"""Tractor events: what a hand reports, each with its audience (``None``: every seat).

Hidden facts travel twice: the seat allowed to see them gets the full event, the
others a copy without the cards (a card dealt to another seat, the kitty taken
and buried by the dealer, a hidden four-deck declaration).  The shared
:func:`game.events.visible_to` filters them; nothing else decides what a seat sees.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.cards import Card
from game.events import Event
from game.shengji.actions import FriendCall
from game.shengji.scoring import HandResult
from game.shengji.trump import Trump


@dataclass(frozen=True)
class HandStarted(Event):
    """A deal begins: the hand's level, its dealer (``None`` in a match's first hand)."""

    deal_number: int
    level: str
    dealer: int | None
    first_receiver: int
    levels: tuple[str, ...]


@dataclass(frozen=True)
class CardDealt(Event):
    """One card arrives at ``seat``; ``card`` is ``None`` in the copy others see."""

    seat: int
    card: Card | None
    dealt: int


@dataclass(frozen=True)
class TrumpDeclared(Event):
    """亮主, 加固 or 反主.  ``cards`` is empty in a hidden declaration's public copy."""

    seat: int
    cards: tuple[Card, ...]
    count: int
    reinforced: bool


@dataclass(frozen=True)
class DeclarationsRevealed(Event):
    """Four decks: the deal is over and the hidden declarations are shown."""

    shown: tuple[tuple[int, tuple[Card, ...]], ...]


@dataclass(frozen=True)
class TrumpFixed(Event):
    """Trump is settled: ``how`` is ``declared``, ``no_trump``, ``flipped``, ``spades``,
    ``named`` or ``joker_level``; ``flipped`` is the kitty card turned up, if any."""

    trump: Trump
    dealer: int
    how: str
    flipped: Card | None = None


@dataclass(frozen=True)
class KittyTaken(Event):
    """The dealer (or a thief) picks up the kitty; ``cards`` empty for the others."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class KittyBuried(Event):
    """扣底: ``seat`` buries ``count`` cards face down; ``cards`` only for that seat."""

    seat: int
    cards: tuple[Card, ...]
    count: int


@dataclass(frozen=True)
class KittyStolen(Event):
    """炒地皮: ``seat`` made a stronger declaration after the burial and takes the kitty."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class BidPlaced(Event):
    """三人竞标: ``value`` is the catchers' target, ``None`` for a pass."""

    seat: int
    value: int | None


@dataclass(frozen=True)
class RedealAsked(Event):
    """造反: a catcher with a weak hand asked for a new deal."""

    seat: int


@dataclass(frozen=True)
class FriendsCalled(Event):
    dealer: int
    calls: tuple[FriendCall, ...]


@dataclass(frozen=True)
class FriendJoined(Event):
    """``seat`` played the called copy: it joins the dealer side (``seat`` is ``None``
    when the call found nobody: the dealer played it himself)."""

    seat: int | None
    call: FriendCall


@dataclass(frozen=True)
class CardsPlayed(Event):
    seat: int
    cards: tuple[Card, ...]
    leading: bool
    cards_left: int


@dataclass(frozen=True)
class ThrowFailed(Event):
    """甩牌 failed: only ``forced`` is played, the rest goes back (public now).
    ``blocker`` is the seat that could beat it, or ``None`` when it is not named."""

    seat: int
    attempted: tuple[Card, ...]
    forced: tuple[Card, ...]
    blocker: int | None
    penalty: int
    reason: str = ""


@dataclass(frozen=True)
class TrickWon(Event):
    winner: int
    points: int
    trick_number: int


@dataclass(frozen=True)
class KittyRevealed(Event):
    """The hand is over: the kitty is shown to all; ``bonus`` went to the catchers."""

    cards: tuple[Card, ...]
    points: int
    multiplier: int
    bonus: int


@dataclass(frozen=True)
class HandSettled(Event):
    """The hand's result: points, the table's verdict, the new levels, the next dealer."""

    result: HandResult
