"""Events: what a game's ``apply`` reports, for the app to animate and log.

The game state has already changed when an event is returned; the view catches
up.  Every event says who may see it: ``audience`` is ``None`` for everybody, or
the set of seats allowed to see it (one seat alone for a hidden kitty, an ally
alone for its own secret).  :func:`visible_to` is the one test the app and the
engine's views use, so nothing a seat may not see reaches its screen.  The events
every family shares are here (a redeal, the phase and seat to act); each family
adds its own (:mod:`game.doudizhu.events`, :mod:`game.shengji.events`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Event:
    """Base class of all events: ``audience`` is who may see it (``None``: every seat)."""

    audience: frozenset[int] | None = field(default=None, kw_only=True)

    def visible_to(self, seat: int | None) -> bool:
        """Whether ``seat`` may see this event (``None`` asks for a spectator's view)."""
        return self.audience is None or (seat is not None and seat in self.audience)


def visible_to(events: Iterable[Event], seat: int | None) -> list[Event]:
    """The events ``seat`` may see, in order."""
    return [event for event in events if event.visible_to(seat)]


@dataclass(frozen=True)
class Redealt(Event):
    """Nobody bid or called: the hand is void and the cards are dealt again."""

    reason: str


@dataclass(frozen=True)
class PhaseChanged(Event):
    phase: str
    to_act: int | None
