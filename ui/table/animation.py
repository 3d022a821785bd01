"""Turning game events into animation, one after another.

The :class:`AnimationDirector` owns what animation runs on: the queue of events
still to show, the hold before the next one, the tweens and the effects.  Only
events the player's seat may see are queued (``event.visible_to(seat)``), so a
hidden kitty is never drawn.  Each event goes to its handler by its type (an
explicit table, :attr:`AnimationDirector.handlers`), which starts its visuals on
the :class:`~ui.table.parts.TableParts` it was given and says how long the table
should hold (scaled by the speed setting).  The game state has already changed;
the table catches up.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Iterable
from typing import Any

import pygame

from game.cards import sort_for_display
from game.doudizhu import events as ev
from game.doudizhu.result import Result
from game.doudizhu.view import PHASE_PLAY, SeatView
from ui.app.i18n import seat_name, t
from ui.app.session import Session
from ui.art import avatars, effects, shows, theme, tween
from ui.art.cardart import CardArt, card_height
from ui.art.effects import EffectsLayer
from ui.art.sfx import Sfx
from ui.art.sound import PLAY_KINDS
from ui.art.tween import Tweener
from ui.table.board import current_trick
from ui.table.combos import combination_effects
from ui.table.pacing import play_read_seconds
from ui.table.parts import TableParts
from ui.table.pickers import kept_count, known_ally
from ui.table.seats import Bubble, FlyCard, mode_text
from ui.table.selection import card_name
from ui.table.tricks import trick_on_table

BANNERS = (effects.Banner, shows.Ribbon)  # the words over the table: the bar waits for them
ALLY_JADE = (120, 230, 190)  # the ally's colour: its hat, its banners
# Seconds the table holds after a play, a pass and a closed trick (at normal speed); the
# next seat's thinking time (ui.table.pacing) comes on top.
PLAY_HOLD = 0.5
PASS_HOLD = 0.45
TRICK_CLOSED_HOLD = 0.5


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
        # Which handler animates which event: an event of a kind not listed holds nothing.
        self.handlers: dict[type[ev.Event], Callable[[Any], float]] = {
            ev.Dealt: self.on_dealt,
            ev.Redealt: self.on_redealt,
            ev.Shown: self.on_shown,
            ev.BidMade: self.on_bid_made,
            ev.LandlordChosen: self.on_landlord_chosen,
            ev.Doubled: self.on_doubled,
            ev.AllyCalled: self.on_ally_called,
            ev.AllyKnown: self.on_ally_known,
            ev.AllyRevealed: self.on_ally_revealed,
            ev.KittyKept: self.on_kitty_kept,
            ev.KittyRevealed: self.on_kitty_revealed,
            ev.PhaseChanged: self.on_phase_changed,
            ev.Played: self.on_played,
            ev.Passed: self.on_passed,
            ev.NewTrick: self.on_new_trick,
            ev.Warning: self.on_warning,
            ev.MultiplierChanged: self.on_multiplier_changed,
            ev.HandOver: self.on_hand_over,
        }

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

    # -- deal and bidding ------------------------------------------------------------------
    def on_dealt(self, event: ev.Dealt) -> float:
        parts, s = self.parts, self.speed()
        parts.clear()
        parts.face_up.show(event.flipped, event.flipped_seat)
        self.sound.play("deal")
        view = self.session.view(self.seat)
        hand = view.hand
        parts.hand.set_cards(hand, deal_from=parts.layout.deck_center, stagger=0.045 / s)
        parts.hand.enabled = False
        for st in parts.seats.states:
            if st.seat != self.seat:
                st.cards_left = 0
                self.tweener.tween(
                    st, {"cards_left": view.rules.hand_size if hand else 0}, 0.8 / s,
                    ease=tween.linear,
                )
        self.tweener.later((0.045 * len(hand) + 0.5) / s, self._hand_dealt)
        return 0.045 * max(len(hand), 1) + (1.2 if event.flipped is not None else 0.5)

    def _hand_dealt(self) -> None:
        self.parts.hand.enabled = True
        self.parts.face_up.clear()

    def on_redealt(self, event: ev.Redealt) -> float:
        self.parts.toast.show("toast.redeal")
        return 1.2

    def on_shown(self, event: ev.Shown) -> float:
        st = self.parts.seats.states[event.seat]
        if event.seat != self.seat:
            st.shown = event.hand
        st.bubble = Bubble("act.show", {"factor": event.factor}, style="gold")
        self.sound.play("bid")
        return 0.7

    def on_bid_made(self, event: ev.BidMade) -> float:
        key = "act." + event.action.replace(" ", "_")
        negative = event.action in ("bid 0", "no_call", "no_rob")
        self.parts.seats.states[event.seat].bubble = Bubble(
            key, style="pass" if negative else "gold"
        )
        self.sound.play("pass" if negative else "bid")
        return 0.55

    def on_landlord_chosen(self, event: ev.LandlordChosen) -> float:
        parts, s = self.parts, self.speed()
        lay = parts.layout
        parts.seats.know(event.seat, self.session.view(self.seat).sides)
        for st in parts.seats.states:
            st.bubble = None
        parts.kitty.reveal(event.kitty, self.tweener, 0.5 / s)
        spot = lay.seats[event.seat]
        self.effect(effects.HatFlight(lay.deck_center, spot.avatar, spot.radius, 0.9 / s))
        w, h = lay.size
        self.effect(
            effects.Banner(
                mode_text(
                    "banner.landlord", self.session.game.rules.name, name=seat_name(event.seat)
                ),
                (w // 2, round(h * 0.44)),
                round(h * 0.07),
                theme.GOLD,
                1.3 / s,
            )
        )
        self.sound.play("landlord")
        if event.seat == self.seat:
            parts.hand.set_cards(
                self.session.view(self.seat).hand, deal_from=lay.kitty_center, stagger=0.08 / s
            )
            parts.hand.highlight = set(event.kitty)
            self.tweener.later(2.5 / s, parts.hand.highlight.clear)
        else:
            st = parts.seats.states[event.seat]
            self.tweener.tween(
                st, {"cards_left": st.cards_left + self.session.game.rules.kitty_size}, 0.5 / s
            )
        return 1.5

    def on_doubled(self, event: ev.Doubled) -> float:
        st = self.parts.seats.states[event.seat]
        st.doubled = event.yes
        st.bubble = Bubble(
            "act.double" if event.yes else "act.no_double", style="gold" if event.yes else "pass"
        )
        self.sound.play("double" if event.yes else "pass")
        return 0.55

    def on_phase_changed(self, event: ev.PhaseChanged) -> float:
        if event.phase == PHASE_PLAY:
            for st in self.parts.seats.states:
                st.bubble = None
        return 0.0

    # -- the hidden ally (五人斗地主) and the emperor's keep (帝主) ------------------------------
    def _know_sides(self) -> None:
        view = self.session.view(self.seat)
        self.parts.seats.know(view.landlord, view.sides)

    def _banner(
        self, label: str, color: tuple[int, int, int], seconds: float, height: float = 0.44
    ) -> None:
        w, h = self.parts.layout.size
        self.effect(
            effects.Banner(label, (w // 2, round(h * height)), round(h * 0.062), color, seconds)
        )

    def on_ally_called(self, event: ev.AllyCalled) -> float:
        parts, s = self.parts, self.speed()
        parts.ally.call(event.card)
        name = seat_name(event.landlord)
        parts.seats.states[event.landlord].bubble = None
        if event.card is None:
            self._know_sides()  # 独打: one against all, every side is plain
            self._banner(t("banner.alone", name=name), (255, 150, 90), 1.4 / s)
            self.sound.play("double")
            return 1.4
        self._banner(t("banner.ally_called", name=name, card=card_name(event.card)),
                     theme.GOLD, 1.5 / s)
        self.sound.play("bid")
        return 1.5

    def on_ally_known(self, event: ev.AllyKnown) -> float:
        """Only the ally sees this: it learns it is on the landlord's side."""
        parts, s = self.parts, self.speed()
        parts.ally.seat = event.seat
        spot = parts.layout.seats[event.seat]
        self.effect(effects.HatFlight(parts.layout.deck_center, spot.avatar, spot.radius,
                                      0.9 / s, hat=avatars.ally_hat))
        self.tweener.later(0.9 / s, self._know_sides)  # the hat lands, then the seat wears it
        self._banner(t("banner.ally_you"), ALLY_JADE, 1.6 / s, height=0.38)  # over the toast
        parts.toast.show("toast.ally_secret")
        self.sound.play("landlord")
        return 1.6

    def on_ally_revealed(self, event: ev.AllyRevealed) -> float:
        parts, s = self.parts, self.speed()
        already = parts.ally.seat == event.seat
        parts.ally.seat = event.seat
        if already and event.seat == self.seat:
            self._banner(t("banner.ally_revealed_you"), ALLY_JADE, 1.2 / s)
            return 1.0
        lay = parts.layout
        spot = lay.seats[event.seat]
        start = parts.ally.rect(lay, parts.kitty.plate(lay)).center
        self.effect(effects.HatFlight(start, spot.avatar, spot.radius, 0.9 / s,
                                      hat=avatars.ally_hat))
        self.tweener.later(0.9 / s, self._know_sides)  # the hat lands, then the seat wears it
        self.effect(effects.Ring(spot.avatar, spot.radius * 3, ALLY_JADE, 0.8 / s, 0.8 / s))
        self._banner(t("banner.ally_revealed", name=seat_name(event.seat)),
                     ALLY_JADE, 1.5 / s)
        self.sound.play("landlord")
        return 1.3

    def on_kitty_kept(self, event: ev.KittyKept) -> float:
        parts, s = self.parts, self.speed()
        lay = parts.layout
        mine = event.seat == self.seat
        parts.kitty.keep(event.count, event.kept if mine else ())
        st = parts.seats.states[event.seat]
        st.bubble = Bubble("act.kept", {"n": event.count}, style="gold")
        self.sound.play("bid")
        if not mine:
            self.tweener.tween(
                st, {"cards_left": self.session.view(self.seat).cards_left[event.seat]}, 0.5 / s
            )
            return 1.0
        parts.hand.highlight.clear()
        parts.hand.dimmed.clear()
        hand = self.session.view(self.seat).hand
        discards = [c for c in parts.hand.cards if c not in hand]
        width = parts.hand.card_w
        target = parts.kitty.plate(lay).center
        flights = parts.hand.remove(discards)
        if self.art is None:
            return 1.0
        back = self.art.back(self.back_style(), width)
        end = (target[0] - width // 4, target[1] - back.get_height() // 4)
        for i, (_, x, y) in enumerate(flights):
            self.effect(effects.CardFlight(back, (x, y), end, 0.55 / s, 0.06 * i / s, 0.5))
        return 1.0

    def on_kitty_revealed(self, event: ev.KittyRevealed) -> float:
        """The hand is over: a kitty only the landlord saw is shown to every seat."""
        kitty = self.parts.kitty
        if kitty.cards == event.kitty:
            return 0.0
        kitty.reveal(event.kitty, self.tweener, 0.5 / self.speed())
        return 0.4

    # -- play ----------------------------------------------------------------------------------
    def on_played(self, event: ev.Played) -> float:
        parts, s = self.parts, self.speed()
        lay = parts.layout
        if parts.seats.trick_closed:
            parts.seats.clear_piles()  # a new lead: the closed trick leaves the table now
        st = parts.seats.states[event.seat]
        st.bubble = None
        slots = lay.play_positions(event.seat, len(event.cards))
        ordered = sorted(event.cards, key=lambda c: (c.rank, c.suit))
        if event.seat == self.seat:
            start_w = parts.hand.card_w  # the hand's size before the play (two rows are smaller)
            origins = {c: (x, y) for c, x, y in parts.hand.remove(list(event.cards))}
        else:
            ax, ay = lay.seats[event.seat].avatar
            origins = {
                c: (ax - lay.small_w / 2, ay - card_height(lay.small_w) / 2) for c in ordered
            }
            start_w = lay.small_w
        pile = []
        for i, card in enumerate(ordered):
            ox, oy = origins.get(card, slots[i])
            fc = FlyCard(card, ox, oy, start_w)
            self.tweener.tween(
                fc,
                {"x": slots[i][0], "y": slots[i][1], "w": lay.play_w},
                0.28 / s,
                ease=tween.out_cubic,
                delay=0.012 * i / s,
            )
            pile.append(fc)
        st.pile = pile
        st.cards_left = event.cards_left
        if event.cards_left == 0:
            st.warning = 0  # out of cards: no more 报单
        self.sound.play(PLAY_KINDS.get(event.play.kind, "card_play"))
        shows, extra = combination_effects(event.play.kind, slots, lay, self.rng, s)
        for effect in shows:
            self.effect(effect)
        self.show_left = extra / s
        self.read_left = (play_read_seconds(len(event.cards)) + extra) / s
        return PLAY_HOLD + extra

    def on_passed(self, event: ev.Passed) -> float:
        st = self.parts.seats.states[event.seat]
        st.pile = []
        st.bubble = Bubble("act.pass", style="pass")
        self.sound.play("pass")
        return PASS_HOLD

    def on_new_trick(self, event: ev.NewTrick) -> float:
        """Every other seat passed: the trick stays on the table, whole, until the next
        lead (:meth:`on_played` clears it then), and the table holds so the closing
        不出 reads before the leader acts."""
        self.parts.seats.trick_closed = True
        return TRICK_CLOSED_HOLD

    def on_warning(self, event: ev.Warning) -> float:
        self.parts.seats.states[event.seat].warning = event.cards_left
        self.sound.play("warning")
        return 0.0

    def on_multiplier_changed(self, event: ev.MultiplierChanged) -> float:
        self.parts.multiplier.start(self.tweener, 0.8 / self.speed())
        return 0.0

    def on_hand_over(self, event: ev.HandOver) -> float:
        parts, s = self.parts, self.speed()
        result = event.result
        hands = self.session.game.hands
        for st in parts.seats.states:
            if st.seat != self.seat:
                # every hand is laid open at the end, sorted as the player's own hand is
                st.revealed = tuple(sort_for_display(list(hands[st.seat])))
        w, h = parts.layout.size
        if result.spring or result.anti_spring:
            self.effect(effects.Petals(parts.layout.size, self.rng, 2.6 / s))
            self.sound.play("spring")
            parts.multiplier.start(self.tweener, 0.8 / s)  # the spring doubles it in the top bar
            key = "banner.spring" if result.spring else "banner.anti_spring"
            self.effect(shows.Ribbon(t(key), (w // 2, round(h * 0.4)), round(h * 0.1),
                                     shows.SPRING_RIBBON, 2.0 / s))
        self.sound.play("win" if result.won(self.seat) else "lose")
        self.report_result(result)
        return 2.2 if (result.spring or result.anti_spring) else 1.4
