"""The Tractor table's animations: the events still to show, one at a time, each held
for its moment, updating the :class:`~ui.tractor.board.Board` as it goes.

Only events the player's seat may see are queued (``event.visible_to(seat)``),
so another seat's dealt card arrives as a back and a kitty buried by another
seat is never drawn.  Handlers are looked up by event type in one table, filled
from :mod:`ui.tractor.event_shows`; each updates the board, starts a glide or a
flight, and returns how long the table holds before the next event.  ``skip`` drops
what is queued (a resume lays the table out from the view instead).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from typing import Any

from game.events import Event
from ui.app.i18n import t
from ui.art.cardart import CardArt
from ui.art.effects import EffectsLayer
from ui.art.sfx import Sfx
from ui.tractor.board import Board
from ui.tractor.event_shows import (
    FRIEND_LEAST,
    DealShows,
    FriendShows,
    PlayShows,
    friend_call_text,
    level_text,
)
from ui.tractor.hand import TractorHand
from ui.tractor.layout import TractorLayout
from ui.tractor.trick import TrickLayer
from ui.tractor.words import seat_label

THROW_NOTICE_SECONDS = 4.5

# The words the handlers' module holds are named here too (the table's other parts,
# the tests).
__all__ = ["FRIEND_LEAST", "THROW_NOTICE_SECONDS", "Presenter", "friend_call_text",
           "level_text"]


class Presenter:
    """Shows the table's events in order, each held for its moment, and runs their
    flights and the toast; what each event does is :mod:`ui.tractor.event_shows`'."""

    def __init__(self, board: Board, hand: TractorHand, trick: TrickLayer, sound: Sfx,
                 art: CardArt, seat: int, speed: Callable[[], float], rules: Any) -> None:
        self.board, self.hand, self.trick = board, hand, trick
        self.sound, self.art, self.seat, self.speed, self.rules = sound, art, seat, speed, rules
        self.queue: deque[Event] = deque()
        self.hold = 0.0
        self.after: Callable[[], None] | None = None
        self.effects = EffectsLayer()
        self.lay: TractorLayout | None = None
        self.toast = ""
        self.toast_left = 0.0
        # Which handler shows which event (ui.tractor.event_shows).
        self.handlers: dict[type, Callable[[Any], float]] = {}
        for group in (DealShows, PlayShows, FriendShows):
            self.handlers.update(group(self).handlers())

    # -- the queue ----------------------------------------------------------------------
    def push(self, events: Iterable[Event]) -> None:
        self.queue.extend(e for e in events if e.visible_to(self.seat))

    @property
    def settled(self) -> bool:
        return not self.queue and self.hold <= 0 and self.after is None

    @property
    def busy(self) -> bool:
        return not self.settled or self.effects.busy

    def skip(self) -> None:
        self.queue.clear()
        self.hold = 0.0
        self.after = None

    def update(self, dt: float, lay: TractorLayout) -> None:
        self.lay = lay
        self.effects.update(dt)
        self.toast_left = max(0.0, self.toast_left - dt)
        if self.board.throw is not None:
            self.board.throw.age += dt
            if self.board.throw.age > THROW_NOTICE_SECONDS * max(1.0, 1 / self.speed()):
                self.board.throw = None
        self.hold -= dt
        while self.hold <= 0:
            if self.after is not None:
                after, self.after = self.after, None
                after()
                continue
            if not self.queue:
                self.hold = 0.0
                return
            event = self.queue.popleft()
            handler = self.handlers.get(type(event))
            if handler is not None:
                self.hold += handler(event) / self.speed()

    def say(self, text: str, seconds: float = 1.6) -> None:
        self.toast, self.toast_left = text, seconds

    def tell(self, key: str, seat: int, seconds: float = 1.6, **params: object) -> None:
        """Announce ``key`` about ``seat``; the player's own moves read ``key.me``
        ("You take the kitty", not "You takes")."""
        own = seat == self.seat and t(key + ".me") != key + ".me"
        self.say(t(key + ".me" if own else key, seat=seat_label(seat), **params), seconds)

    def layout(self) -> TractorLayout:
        """The layout the last :meth:`update` gave (the handlers place cards by it)."""
        assert self.lay is not None, "update() gives the presenter its layout first"
        return self.lay
