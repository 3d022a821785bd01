"""The events of a Dou Dizhu hand: the deal, shows, bids, the landlord and the kitty,
the ally, doubles, plays and passes, the multiplier and the hand's end.

Each is an :class:`~game.events.Event`: it says who may see it (the landlord alone
for a hidden kitty, the ally alone for its own secret).  The events every family
shares (and :func:`~game.events.visible_to`) are named here too, so a Dou Dizhu
screen finds the whole vocabulary in one module.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.cards import Card
from game.doudizhu.result import Result
from game.events import Event as Event
from game.events import PhaseChanged as PhaseChanged
from game.events import Redealt as Redealt
from game.events import visible_to as visible_to
from game.plays import Play


@dataclass(frozen=True)
class Dealt(Event):
    """A new deal: who bids first and the face-up card (翻牌), if any."""

    deal_number: int
    first_bidder: int
    flipped: Card | None
    flipped_seat: int | None


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
    """The landlord takes the kitty.  ``kitty`` is empty in the copy sent to seats that
    may not see it (see :meth:`game.doudizhu.game.Game` and ``kitty_seen_by``)."""

    seat: int
    base: int
    kitty: tuple[Card, ...]
    kitty_shown: bool


@dataclass(frozen=True)
class WildRevealed(Event):
    """癞子: the wild rank drawn after the kitty (``3``..``2``), shown to every seat."""

    rank: str


@dataclass(frozen=True)
class KittyKept(Event):
    """帝主 kept ``count`` of the kitty cards and discarded the rest face down.  ``kept``
    names them only in the emperor's copy; no event ever names the discards."""

    seat: int
    kept: tuple[Card, ...]
    count: int


@dataclass(frozen=True)
class KittyRevealed(Event):
    """The hand is over: a kitty only the landlord saw is shown to every seat (for the
    emperor, the cards it kept; its discards are never shown)."""

    kitty: tuple[Card, ...]


@dataclass(frozen=True)
class AllyCalled(Event):
    """The landlord names its hidden ally's card (``None``: it plays alone, 1 against all)."""

    landlord: int
    card: Card | None


@dataclass(frozen=True)
class AllyKnown(Event):
    """Sent to the ally alone: ``seat`` holds the other copy of the called card."""

    seat: int


@dataclass(frozen=True)
class AllyRevealed(Event):
    """The hidden ally played the called card (or the hand ended): everybody knows now."""

    seat: int


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
