"""Turning game events into animation, one after another.

The :class:`AnimationDirector` owns what animation runs on: the queue of events
still to show, the hold before the next one, the tweens and the effects.  Only
events the player's seat may see are queued (``event.visible_to(seat)``), so a
hidden kitty is never drawn.  Each event goes to its handler by its type (an
explicit table, :attr:`AnimationDirector.handlers`, filled from
:mod:`ui.table.event_shows`), which starts its visuals on the
:class:`~ui.table.parts.TableParts` it was given and says how long the table should
hold (scaled by the speed setting).  The game state has already changed;
the table catches up.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Iterable
from typing import Any

import pygame

from game.doudizhu import events as ev
from game.doudizhu.result import Result
from game.doudizhu.view import SeatView
from ui.app.session import Session
from ui.art import effects, shows
from ui.art.cardart import CardArt
from ui.art.effects import EffectsLayer
from ui.art.sfx import Sfx
from ui.art.tween import Tweener
from ui.table.board import current_trick
from ui.table.event_shows import AllyShows, DealShows, PlayShows
from ui.table.parts import TableParts
from ui.table.pickers import kept_count, known_ally
from ui.table.seats import Bubble, FlyCard
from ui.table.tricks import trick_on_table

BANNERS = (effects.Banner, shows.Ribbon)  # the words over the table: the bar waits for them


class AnimationDirector:
    """Plays the table's events in order and runs their tweens and effects.

    ``seat`` is the player's seat; ``speed`` reads the speed setting (it may change
    mid-hand); ``report_result`` hears the result when the hand-over is shown.
    """

    def __init__(
        self,
        parts: TableParts,
        session: Session,
        sound: Sfx,
        speed: Callable[[], float],
        report_result: Callable[[Result], None],
        seat: int,
        art: CardArt | None = None,
        back_style: Callable[[], str] = lambda: "red",
    ) -> None:
        self.parts = parts
        self.art = art  # for cards drawn in flight (帝主's discards); None draws none
        self.back_style = back_style
        self.session = session
        self.sound = sound
        self.speed = speed
        self.report_result = report_result
        self.seat = seat
        self.rng = random.Random(session.seed)
        self.queue: deque[ev.Event] = deque()
        self.hold = 0.0
        self.tweener = Tweener()
        self.effects = EffectsLayer()
        self.show_left = 0.0  # seconds of the hold that are a combination's show (skippable)
        # Seconds the latest play is still owed on the table before the next action lands
        # (ui.table.pacing.play_read_seconds, scaled); the pacer waits for it.
        self.read_left = 0.0
        # Which handler animates which event (ui.table.event_shows): an event of a kind
        # not listed holds nothing.
        self.handlers: dict[type[ev.Event], Callable[[Any], float]] = {}
        for group in (DealShows, AllyShows, PlayShows):
            self.handlers.update(group(self).handlers())

    # -- the queue ---------------------------------------------------------------------------
    def push(self, events: Iterable[ev.Event]) -> None:
        """Queue what the player's seat may see of ``events`` (a hidden kitty never
        reaches the table: its event's audience leaves the player out)."""
        self.queue.extend(ev.visible_to(events, self.seat))

    @property
    def settled(self) -> bool:
        """Every event shown and its hold over: the table shows the game as it is."""
        return not self.queue and self.hold <= 0

    @property
    def showing(self) -> bool:
        """A show or a banner is on (a bomb's, the landlord's 我成为地主 …): the action bar
        takes no input under it; a click cuts it short (:meth:`skip_show`)."""
        if self.show_left > 0:
            return True
        return any(isinstance(e, BANNERS) for e in self.effects.effects)

    @property
    def busy(self) -> bool:
        """Something still moves (for frame statistics)."""
        return self.hold > 0 or self.tweener.busy or self.effects.busy

    def moving(self, target: object) -> bool:
        """Whether a tween is changing ``target`` right now."""
        return any(getattr(item, "target", None) is target for item in self.tweener.items)

    def update(self, dt: float) -> None:
        self.tweener.update(dt)
        self.effects.update(dt)
        self.show_left = max(0.0, self.show_left - dt)
        self.read_left = max(0.0, self.read_left - dt)
        self.hold -= dt
        while self.hold <= 0 and self.queue:
            self.hold += self.show(self.queue.popleft())
        if not self.queue:
            # Idle time (a seat thinking) is not owed to the next event: without this its
            # hold would be eaten and a play could vanish under the next one at once.
            self.hold = max(self.hold, 0.0)

    def show(self, event: ev.Event) -> float:
        """Start the visuals for ``event``; returns seconds to hold (already scaled)."""
        handler = self.handlers.get(type(event))
        hold = handler(event) if handler is not None else 0.0
        return hold / self.speed()

    def skip_show(self) -> bool:
        """Cut a bomb's, rocket's or airplane's show short (the player clicked or pressed a
        key): its effects end and the table holds no longer than the play itself needs.
        Whether there was a show to cut."""
        if self.show_left <= 0 and not self.effects.busy:
            return False
        self.hold = max(0.0, self.hold - self.show_left)
        self.read_left = max(0.0, self.read_left - self.show_left)
        self.show_left = 0.0
        self.effects.effects = []
        return True

    def skip_to(self, view: SeatView) -> None:
        """Drop what is left to show and lay the table out as ``view`` has it, at once
        (a resumed hand, or the fresh table after an undo)."""
        self.queue.clear()
        self.hold = self.read_left = 0.0
        parts = self.parts
        parts.hand.set_cards(view.hand)
        parts.hand.enabled = True
        parts.seats.know(view.landlord, view.sides)
        if view.ally_card is not None or view.alone:
            parts.ally.call(view.ally_card)
            parts.ally.seat = known_ally(view)
        kept = kept_count(view)
        if kept is not None:
            parts.kitty.keep(kept, ())
        for st in parts.seats.states:
            st.cards_left = view.cards_left[st.seat]
            st.warning = view.cards_left[st.seat] if 0 < view.cards_left[st.seat] <= 2 else 0
            if st.seat != self.seat and st.seat in view.shown:
                st.shown = view.shown[st.seat]
        if view.kitty:
            parts.kitty.show(view.kitty)
        trick = trick_on_table(view)
        parts.seats.trick_closed = trick is not None and trick.closed
        for seat, cards in current_trick(view):
            st = parts.seats.states[seat]
            if not cards:
                st.bubble = Bubble("act.pass", style="pass")
                continue
            slots = parts.layout.play_positions(seat, len(cards))
            st.pile = [
                FlyCard(c, x, y, parts.layout.play_w)
                for c, (x, y) in zip(cards, slots, strict=True)
            ]

    # -- drawing -----------------------------------------------------------------------------
    def shake(self) -> tuple[int, int]:
        return self.effects.shake()

    def draw_effects(self, surface: pygame.Surface) -> None:
        self.effects.draw(surface)

    def effect(self, e: effects.Effect) -> None:
        self.effects.add(e)
