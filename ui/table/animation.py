"""Turning game events into animation: each event starts its visuals and says how long
the table should hold before the next event or action (scaled by the speed setting)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pygame

from game import events as ev
from game.plays import (
    AIRPLANE_PAIR,
    AIRPLANE_SINGLE,
    BOMB,
    PAIR_CHAIN,
    ROCKET,
    STRAIGHT,
    TRIO_CHAIN,
)
from ui.app.i18n import t
from ui.art import effects, theme, tween
from ui.art.cardart import card_height
from ui.table.seats import Bubble, FlyCard

if TYPE_CHECKING:
    from ui.table.scene import TableScene

KIND_SOUNDS = {
    BOMB: "bomb",
    ROCKET: "rocket",
    STRAIGHT: "straight",
    PAIR_CHAIN: "straight",
    AIRPLANE_SINGLE: "airplane",
    AIRPLANE_PAIR: "airplane",
    TRIO_CHAIN: "airplane",
}


class EventAnimator:
    def __init__(self, scene: TableScene, seed: int) -> None:
        self.scene = scene
        self.rng = random.Random(seed)

    @property
    def speed(self) -> float:
        return self.scene.speed

    def show(self, event: ev.Event) -> float:
        """Start the visuals for ``event``; returns seconds to hold (already scaled)."""
        handler = getattr(self, "_" + type(event).__name__.lower(), None)
        hold = handler(event) if handler is not None else 0.0
        return hold / self.speed

    # -- deal and bidding ------------------------------------------------------------------
    def _dealt(self, event: ev.Dealt) -> float:
        sc = self.scene
        sc.reset_table()
        sc.flipped = event.flipped
        sc.flipped_seat = event.flipped_seat
        sc.sound.play("deal")
        hand = sc.session.view().hand
        sc.hand.set_cards(hand, deal_from=sc.lay.deck_center, stagger=0.045 / self.speed)
        sc.hand.enabled = False
        size = sc.session.game.rules.hand_size
        for seat in (1, 2):
            st = sc.seats.states[seat]
            st.cards_left = 0
            sc.tweener.tween(
                st, {"cards_left": size if hand else 0}, 0.8 / self.speed, ease=tween.linear
            )
        sc.tweener.later((0.045 * len(hand) + 0.5) / self.speed, sc.enable_hand)
        return 0.045 * max(len(hand), 1) + (1.2 if event.flipped is not None else 0.5)

    def _redealt(self, event: ev.Redealt) -> float:
        self.scene.toast("toast.redeal")
        return 1.2

    def _shown(self, event: ev.Shown) -> float:
        sc = self.scene
        if event.seat != 0:
            sc.seats.states[event.seat].shown = event.hand
        sc.seats.states[event.seat].bubble = Bubble(
            "act.show", {"factor": event.factor}, style="gold"
        )
        sc.sound.play("bid")
        return 0.7

    def _bidmade(self, event: ev.BidMade) -> float:
        sc = self.scene
        key = "act." + event.action.replace(" ", "_")
        negative = event.action in ("bid 0", "no_call", "no_rob")
        sc.seats.states[event.seat].bubble = Bubble(key, style="pass" if negative else "gold")
        sc.sound.play("pass" if negative else "bid")
        return 0.55

    def _landlordchosen(self, event: ev.LandlordChosen) -> float:
        sc = self.scene
        sc.seats.roles_known = True
        for st in sc.seats.states:
            st.landlord = st.seat == event.seat
            st.bubble = None
        sc.kitty = event.kitty
        sc.kitty_flip = 0.0
        sc.tweener.tween(sc, {"kitty_flip": 1.0}, 0.5 / self.speed, ease=tween.out_quad)
        spot = sc.lay.seats[event.seat]
        self.effect(
            effects.HatFlight(sc.lay.deck_center, spot.avatar, spot.radius, 0.9 / self.speed)
        )
        w, h = sc.size
        self.effect(
            effects.Banner(
                t("banner.landlord", name=t(f"seat.name.{event.seat}")),
                (w // 2, round(h * 0.44)),
                round(h * 0.07),
                theme.GOLD,
                1.3 / self.speed,
            )
        )
        sc.sound.play("landlord")
        if event.seat == 0:
            sc.hand.set_cards(
                sc.session.view().hand, deal_from=sc.lay.kitty_center, stagger=0.08 / self.speed
            )
            sc.hand.highlight = set(event.kitty)
            sc.tweener.later(2.5 / self.speed, sc.hand.highlight.clear)
        else:
            st = sc.seats.states[event.seat]
            sc.tweener.tween(st, {"cards_left": st.cards_left + len(event.kitty)}, 0.5 / self.speed)
        return 1.5

    def _doubled(self, event: ev.Doubled) -> float:
        sc = self.scene
        sc.seats.states[event.seat].doubled = event.yes
        sc.seats.states[event.seat].bubble = Bubble(
            "act.double" if event.yes else "act.no_double", style="gold" if event.yes else "pass"
        )
        sc.sound.play("double" if event.yes else "pass")
        return 0.55

    def _phasechanged(self, event: ev.PhaseChanged) -> float:
        if event.phase == "play":
            for st in self.scene.seats.states:
                st.bubble = None
        return 0.0

    # -- play ----------------------------------------------------------------------------------
    def _played(self, event: ev.Played) -> float:
        sc = self.scene
        lay = sc.lay
        st = sc.seats.states[event.seat]
        st.bubble = None
        slots = lay.play_positions(event.seat, len(event.cards))
        ordered = sorted(event.cards, key=lambda c: (c.rank, c.suit))
        if event.seat == 0:
            origins = {c: (x, y) for c, x, y in sc.hand.remove(list(event.cards))}
            start_w = lay.card_w
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
            sc.tweener.tween(
                fc,
                {"x": slots[i][0], "y": slots[i][1], "w": lay.play_w},
                0.28 / self.speed,
                ease=tween.out_cubic,
                delay=0.012 * i / self.speed,
            )
            pile.append(fc)
        st.pile = pile
        st.cards_left = event.cards_left
        sc.sound.play(KIND_SOUNDS.get(event.play.kind, "card_play"))
        return 0.5 + self._kind_effect(event)

    def _kind_effect(self, event: ev.Played) -> float:
        sc = self.scene
        w, h = sc.size
        kind = event.play.kind
        slots = sc.lay.play_positions(event.seat, len(event.cards))
        x0, y0 = slots[0]
        cx = (slots[0][0] + slots[-1][0] + sc.lay.play_w) // 2
        cy = y0 + card_height(sc.lay.play_w) // 2
        big = round(h * 0.075)
        s = self.speed
        if kind in (STRAIGHT, PAIR_CHAIN):
            rect = pygame.Rect(
                x0, y0, slots[-1][0] - x0 + sc.lay.play_w, card_height(sc.lay.play_w)
            )
            self.effect(effects.Sweep(rect, 0.7 / s))
            self.effect(
                effects.Banner(
                    t(f"kind.{kind}"),
                    (cx, y0 - big // 2),
                    round(big * 0.7),
                    (140, 220, 255),
                    1.0 / s,
                )
            )
            return 0.4
        if kind in (AIRPLANE_SINGLE, AIRPLANE_PAIR, TRIO_CHAIN):
            self.effect(effects.Airplane(sc.size, round(h * 0.3), 1.4 / s))
            self.effect(
                effects.Banner(
                    t("kind.airplane"), (w // 2, round(h * 0.22)), big, (140, 220, 255), 1.3 / s
                )
            )
            return 0.8
        if kind == BOMB:
            self.effect(effects.Shockwave((cx, cy), round(h * 0.35), 0.8 / s))
            self.effect(
                effects.Particles(
                    (cx, cy),
                    70,
                    h * 0.9,
                    [(255, 220, 90), (255, 140, 40), (255, 80, 40), (255, 255, 200)],
                    self.rng,
                    1.1 / s,
                )
            )
            self._blast_banner("kind.bomb", (255, 120, 60), 1.3)
            return 1.0
        if kind == ROCKET:
            self.effect(effects.Rocket((cx, cy), self.rng, 1.3 / s))
            self.effect(
                effects.Particles(
                    (cx, cy), 50, h * 0.7, [(255, 220, 90), (255, 120, 60)], self.rng, 1.0 / s
                )
            )
            self._blast_banner("kind.rocket", (255, 90, 90), 1.4)
            return 1.1
        return 0.0

    def _blast_banner(self, key: str, colour: tuple[int, int, int], seconds: float) -> None:
        """The big word over the table for a bomb or a rocket."""
        w, h = self.scene.size
        size = round(round(h * 0.075) * 1.3)
        at = (w // 2, round(h * 0.3))
        self.effect(effects.Banner(t(key), at, size, colour, seconds / self.speed))

    def _passed(self, event: ev.Passed) -> float:
        sc = self.scene
        st = sc.seats.states[event.seat]
        st.pile = []
        st.bubble = Bubble("act.pass", style="pass")
        sc.sound.play("pass")
        return 0.45

    def _newtrick(self, event: ev.NewTrick) -> float:
        self.scene.seats.clear_piles()
        return 0.1

    def _warning(self, event: ev.Warning) -> float:
        sc = self.scene
        sc.seats.states[event.seat].warning = event.cards_left
        sc.sound.play("warning")
        return 0.0

    def _multiplierchanged(self, event: ev.MultiplierChanged) -> float:
        sc = self.scene
        sc.multiplier_pulse = 1.0
        sc.tweener.tween(sc, {"multiplier_pulse": 0.0}, 0.8 / self.speed)
        return 0.0

    def _handover(self, event: ev.HandOver) -> float:
        sc = self.scene
        result = event.result
        game = sc.session.game
        for st in sc.seats.states:
            if st.seat != 0:
                st.revealed = tuple(game.hands[st.seat])
        w, h = sc.size
        if result.spring or result.anti_spring:
            self.effect(effects.Petals(sc.size, self.rng, 2.6 / self.speed))
            sc.sound.play("spring")
            sc.multiplier_pulse = 1.0  # the spring doubles the multiplier in the top bar
            sc.tweener.tween(sc, {"multiplier_pulse": 0.0}, 0.8 / self.speed)
            key = "banner.spring" if result.spring else "banner.anti_spring"
            self.effect(
                effects.Banner(
                    t(key),
                    (w // 2, round(h * 0.4)),
                    round(h * 0.1),
                    (255, 150, 180),
                    2.0 / self.speed,
                )
            )
        won = result.won(0)
        sc.sound.play("win" if won else "lose")
        sc.hand_finished(result)
        return 2.2 if (result.spring or result.anti_spring) else 1.4

    def effect(self, e: effects.Effect) -> None:
        self.scene.effects.add(e)
