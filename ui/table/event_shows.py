"""What each table event shows: the handlers the :class:`~ui.table.animation.AnimationDirector`
runs by event type, grouped by the part of the hand they belong to.

Split from :mod:`ui.table.animation`, which keeps the timeline (the queue, the hold,
the tweens and effects, skipping); a handler starts its visuals on the table's parts
and answers how long the table should hold (at normal speed: the director scales it).
:class:`DealShows` has the deal and the auction, :class:`AllyShows` the hidden ally
(五人斗地主) and the emperor's keep (帝主), :class:`PlayShows` the play and the hand's end.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.cards import sort_for_display
from game.doudizhu import events as ev
from game.doudizhu.view import PHASE_PLAY
from ui.app.i18n import seat_name, t
from ui.art import avatars, effects, shows, theme, tween
from ui.art.cardart import card_height
from ui.art.sound import PLAY_KINDS
from ui.table.combos import combination_effects
from ui.table.pacing import play_read_seconds
from ui.table.seats import Bubble, FlyCard, mode_text
from ui.table.selection import card_name

if TYPE_CHECKING:
    from ui.table.animation import AnimationDirector

ALLY_JADE = (120, 230, 190)  # the ally's colour: its hat, its banners
# Seconds the table holds after a play, a pass and a closed trick (at normal speed); the
# next seat's thinking time (ui.table.pacing) comes on top.
PLAY_HOLD = 0.5
PASS_HOLD = 0.45
TRICK_CLOSED_HOLD = 0.5

Handlers = dict[type[ev.Event], Callable[[Any], float]]


class EventShows:
    """What a group of handlers works with: the director's parts, clock, sound and
    session; the director itself for its effects and what it counts down."""

    def __init__(self, director: AnimationDirector) -> None:
        self.director = director
        self.parts = director.parts
        self.session = director.session
        self.sound = director.sound
        self.speed = director.speed
        self.seat = director.seat
        self.tweener = director.tweener

    def handlers(self) -> Handlers:
        """The event types this group shows, each with its handler."""
        raise NotImplementedError

    def effect(self, e: effects.Effect) -> None:
        self.director.effect(e)


class DealShows(EventShows):
    """The deal, 明牌, the bids, the landlord's kitty, 加倍."""

    def handlers(self) -> Handlers:
        return {
            ev.Dealt: self.on_dealt,
            ev.Redealt: self.on_redealt,
            ev.Shown: self.on_shown,
            ev.BidMade: self.on_bid_made,
            ev.LandlordChosen: self.on_landlord_chosen,
            ev.Doubled: self.on_doubled,
            ev.PhaseChanged: self.on_phase_changed,
        }

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


class AllyShows(EventShows):
    """The hidden ally called, known and revealed (五人斗地主); the emperor's keep and
    the kitty shown at the end (帝主)."""

    def handlers(self) -> Handlers:
        return {
            ev.AllyCalled: self.on_ally_called,
            ev.AllyKnown: self.on_ally_known,
            ev.AllyRevealed: self.on_ally_revealed,
            ev.KittyKept: self.on_kitty_kept,
            ev.KittyRevealed: self.on_kitty_revealed,
        }

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
        if self.director.art is None:
            return 1.0
        back = self.director.art.back(self.director.back_style(), width)
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


class PlayShows(EventShows):
    """Plays, passes and closed tricks, 报单, the multiplier, the hand's end."""

    def handlers(self) -> Handlers:
        return {
            ev.Played: self.on_played,
            ev.Passed: self.on_passed,
            ev.NewTrick: self.on_new_trick,
            ev.Warning: self.on_warning,
            ev.MultiplierChanged: self.on_multiplier_changed,
            ev.HandOver: self.on_hand_over,
        }

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
        shows, extra = combination_effects(event.play.kind, slots, lay, self.director.rng, s)
        for effect in shows:
            self.effect(effect)
        self.director.show_left = extra / s
        self.director.read_left = (play_read_seconds(len(event.cards)) + extra) / s
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
            self.effect(effects.Petals(parts.layout.size, self.director.rng, 2.6 / s))
            self.sound.play("spring")
            parts.multiplier.start(self.tweener, 0.8 / s)  # the spring doubles it in the top bar
            key = "banner.spring" if result.spring else "banner.anti_spring"
            self.effect(shows.Ribbon(t(key), (w // 2, round(h * 0.4)), round(h * 0.1),
                                     shows.SPRING_RIBBON, 2.0 / s))
        self.sound.play("win" if result.won(self.seat) else "lose")
        self.director.report_result(result)
        return 2.2 if (result.spring or result.anti_spring) else 1.4
