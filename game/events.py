"""Events: what :meth:`game.Game.apply` reports, for the app to animate and log.

The game state has already changed when an event is returned; the view catches
up.  Events carry only public information, except ``Dealt``, which the app
shows for its own seat through :meth:`Game.view`.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.cards import Card
from game.plays import Play
from game.scoring import Result


@dataclass(frozen=True)
class Event:
    """Base class of all events."""


@dataclass(frozen=True)
class Dealt(Event):
    """A new deal: who bids first and the face-up card (翻牌), if any."""

    deal_number: int
    first_bidder: int
    flipped: Card | None
    flipped_seat: int | None


@dataclass(frozen=True)
class Redealt(Event):
    """Nobody bid or called: the hand is void and the cards are dealt again."""

    reason: str


@dataclass(frozen=True)
class PhaseChanged(Event):
    phase: str
    to_act: int | None


@dataclass(frozen=True)
class Shown(Event):
    """明牌: ``seat`` shows its hand; ``factor`` is the multiplier of that moment."""

    seat: int
    factor: int
    hand: tuple[Card, ...]


@dataclass(frozen=True)
class BidMade(Event):
    """A bidding action: ``action`` is its text (``bid 2``, ``call``, ``no_rob`` …)."""

    seat: int
    action: str


@dataclass(frozen=True)
class LandlordChosen(Event):
    seat: int
    base: int
    kitty: tuple[Card, ...]
    kitty_shown: bool


@dataclass(frozen=True)
class Doubled(Event):
    seat: int
    yes: bool


@dataclass(frozen=True)
class Played(Event):
    seat: int
    play: Play
    cards: tuple[Card, ...]
    cards_left: int


@dataclass(frozen=True)
class Passed(Event):
    seat: int


@dataclass(frozen=True)
class NewTrick(Event):
    """Two passes in a row: ``leader`` leads again, anything."""

    leader: int


@dataclass(frozen=True)
class Warning(Event):
    """报双/报单: ``seat`` has 2 or 1 cards left."""

    seat: int
    cards_left: int


@dataclass(frozen=True)
class MultiplierChanged(Event):
    """The common multiplier changed: ``reason`` is ``rob``, ``show``, ``bomb`` or ``rocket``."""

    multiplier: int
    reason: str


@dataclass(frozen=True)
class HandOver(Event):
    result: Result
