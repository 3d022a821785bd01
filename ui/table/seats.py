"""The seats around the table: avatars, names, roles, card backs, warnings, bubbles,
and each seat's last play.  Pure display: the table scene sets the state.

A seat's side (landlord, the landlord's hidden ally, farmer) shows only once the
player's view knows it (``SeatView.sides``): in 五人斗地主 the ally stays unmarked
until it is revealed, except on the ally's own screen."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.cards import Card
from game.doudizhu.view import SIDE_FARMER, SIDE_LANDLORD
from ui.app.i18n import TRANSLATOR, seat_name, t
from ui.art import avatars, draw, theme
from ui.art.cardart import CardArt, card_height
from ui.art.text import blit_text, text
from ui.table.fan import fan_positions, fan_shape
from ui.table.layout import TableLayout

WARNING_SHADES = 8  # the 报单/报双 badge's pulse, red to orange (see _draw_warning)


class FlyCard:
    """A played card on its way to (or lying on) the table; tweened x, y and width."""

    def __init__(self, card: Card, x: float, y: float, w: float) -> None:
        self.card = card
        self.x, self.y, self.w = x, y, w


@dataclass
class Bubble:
    key: str
    params: dict[str, object] = field(default_factory=dict)
    age: float = 0.0
    style: str = "plain"  # "plain", "pass" or "gold"


@dataclass
class SeatState:
    seat: int
    cards_left: float = 0  # a float so the count can be tweened while dealing
    landlord: bool = False
    side: str | None = None  # SIDE_LANDLORD, SIDE_FARMER, or None while the player can't know
    warning: int = 0
    pile: list[FlyCard] = field(default_factory=list)
    bubble: Bubble | None = None
    shown: tuple[Card, ...] = ()
    doubled: bool = False
    score: int = 0
    revealed: tuple[Card, ...] = ()  # the hand shown face up after the hand ends


def mode_text(key: str, mode: str, **params: object) -> str:
    """``key``'s text in the mode's own words where it has them (``role.landlord.emperor``
    is 帝主), else the common one."""
    own = f"{key}.{mode}"
    return t(own if mode and TRANSLATOR.has(own) else key, **params)


class SeatsView:
    def __init__(self, layout: TableLayout, seats: int, player: int, mode: str = "") -> None:
        self.layout = layout
        self.player = player
        self.mode = mode  # for a mode's own name of the landlord (帝主)
        self.states = [SeatState(s) for s in range(seats)]
        self.clock = 0.0
        # Every other seat passed: the whole trick stays on show until the next lead.
        self.trick_closed = False

    @property
    def roles_known(self) -> bool:
        """Whether the landlord is known (then every seat's role shows, or '?' if hidden)."""
        return any(st.landlord for st in self.states)

    def know(self, landlord: int | None, sides: tuple[str | None, ...]) -> None:
        """The landlord and each seat's side as the player's view knows them."""
        for st in self.states:
            st.landlord = st.seat == landlord
            st.side = sides[st.seat] if st.seat < len(sides) else None

    def reset(self) -> None:
        """Nothing on the table and no roles: a new deal (scores stay)."""
        self.trick_closed = False
        for st in self.states:
            st.pile, st.bubble, st.shown, st.revealed = [], None, (), ()
            st.landlord, st.side, st.warning, st.doubled = False, None, 0, False

    def update(self, dt: float) -> None:
        self.clock += dt
        for st in self.states:
            if st.bubble is not None:
                st.bubble.age += dt

    def clear_piles(self) -> None:
        self.trick_closed = False
        for st in self.states:
            st.pile = []
            if st.bubble is not None and st.bubble.style == "pass":
                st.bubble = None

    def cleared_for(self, to_act: int | None) -> int | None:
        """The seat whose last play is not drawn: the seat to act in a trick in play (its
        place waits for its next play), none while a closed trick waits for the lead."""
        return None if self.trick_closed else to_act

    # -- drawing ----------------------------------------------------------------------
    def draw(
        self, surface: pygame.Surface, art: CardArt, back: str, to_act: int | None, thinking: bool
    ) -> None:
        for st in self.states:
            if st.seat != self.player:
                self._draw_opponent(surface, art, back, st)
        self._draw_player_badge(surface, self.states[self.player])
        # The seat to act is marked by ui.table.turn_marker, drawn under the seats.
        # In a trick in play the seat to act has its previous play cleared, as at a real
        # table: what it lays down next takes that place.  A closed trick stays whole
        # until the leader lays down the next one.
        hidden = self.cleared_for(to_act)
        for st in self.states:
            if st.seat != hidden:
                self._draw_pile(surface, art, st)
        for st in self.states:
            if st.bubble is not None and st.seat != hidden:
                self._draw_bubble(surface, st)

    def _draw_avatar(self, surface: pygame.Surface, st: SeatState) -> None:
        spot = self.layout.seats[st.seat]
        r = spot.radius
        x, y = spot.avatar
        draw.draw_shadow(surface, pygame.Rect(x - r, y - r, 2 * r, 2 * r), r, blur=6, offset=(0, 4))
        surface.blit(avatars.avatar(st.seat, 2 * r), (x - r, y - r))
        hat = self._hat(st, r)
        if hat is not None:
            surface.blit(hat, hat.get_rect(midbottom=(x + round(r * 0.45), y - round(r * 0.55))))
        size = max(13, round(r * 0.42))
        role = self._role(st)
        line = f"{role} · {st.score:+d}" if role else f"{st.score:+d}"
        name = seat_name(st.seat)
        inner = max(text(name, size, bold=True).get_width(),
                    text(line, max(11, size - 3)).get_width())
        plate = pygame.Rect(0, 0, max(round(r * 2.5), inner + 16), round(size * 2.75))
        plate.midtop = (x, y + r + 6)
        surface.blit(
            draw.rounded_panel(plate.size, 8, (0, 0, 0, 120), (255, 255, 255, 30), 1), plate.topleft
        )
        blit_text(surface, name, size, theme.CREAM, "midtop", (x, plate.y + 2), bold=True)
        color = theme.GOLD if st.side == SIDE_LANDLORD else theme.MUTED
        blit_text(surface, line, max(11, size - 3), color, "midbottom", (x, plate.bottom - 3))

    @staticmethod
    def _hat(st: SeatState, r: int) -> pygame.Surface | None:
        """The landlord's gold hat, its ally's jade one, a farmer's straw hat; none unknown."""
        if st.landlord:
            return avatars.landlord_hat(round(r * 1.3))
        if st.side == SIDE_LANDLORD:
            return avatars.ally_hat(round(r * 1.2))
        if st.side == SIDE_FARMER:
            return avatars.farmer_hat(round(r * 1.25))
        return None

    def _role(self, st: SeatState) -> str:
        if st.landlord:
            return mode_text("role.landlord", self.mode)
        if st.side == SIDE_LANDLORD:
            return t("role.ally")
        if st.side == SIDE_FARMER:
            return t("role.farmer")
        return t("role.unknown") if self.roles_known else ""

    def _draw_opponent(
        self, surface: pygame.Surface, art: CardArt, back: str, st: SeatState
    ) -> None:
        self._draw_avatar(surface, st)
        spot = self.layout.seats[st.seat]
        rect = spot.backs.copy()
        if st.revealed or st.shown:
            rect = self._draw_open_hand(surface, art, st, rect)
        elif round(st.cards_left) > 0:
            layers = min(4, round(st.cards_left))
            for i in range(layers):
                off = (layers - 1 - i) * 3
                pos = (rect.x - off, rect.y - off)
                if i == 0:
                    surface.blit(
                        art.shadow(rect.w),
                        (pos[0] - art.shadow_pad(rect.w), pos[1] - art.shadow_pad(rect.w) + 3),
                    )
                surface.blit(art.back(back, rect.w), pos)
            badge = max(22, round(rect.w * 0.7))
            surface.blit(
                draw.circle(badge, (20, 24, 30, 230), (246, 200, 92, 255), 2),
                (rect.centerx - badge // 2, rect.centery - badge // 2),
            )
            blit_text(
                surface,
                str(round(st.cards_left)),
                round(badge * 0.55),
                theme.WHITE,
                "center",
                rect.center,
                bold=True,
            )
        if st.warning:
            self._draw_warning(surface, st, rect)

    def _draw_open_hand(
        self, surface: pygame.Surface, art: CardArt, st: SeatState, rect: pygame.Rect
    ) -> pygame.Rect:
        """The seat's cards face up as a sorted fan in the seat's own space; returns the
        rectangle it covers (the 报单 badge goes under it)."""
        cards = st.revealed or st.shown
        area, align = self._open_area(st.seat, rect)
        lay = self.layout
        shape = fan_shape(len(cards), area.size, round(lay.card_w * 0.56),
                          max(18, round(lay.small_w * 0.7)))
        spots = fan_positions(shape, area, align)
        pad = art.shadow_pad(shape.card_w)
        for card, (x, y) in zip(cards, spots, strict=False):
            surface.blit(art.shadow(shape.card_w), (x - pad + 1, y - pad + 2))
            surface.blit(art.index_face(card, shape.card_w), (x, y))
        if not spots:
            return rect
        left = min(x for x, _ in spots)
        width, height = shape.size()
        return pygame.Rect(left, spots[0][1], width, height)

    def _open_area(self, seat: int, rect: pygame.Rect) -> tuple[pygame.Rect, str]:
        """Where a seat's open hand may spread, and the edge its rows keep to.

        A side seat fans toward the middle from under its name plate, down to the
        action buttons; a seat across the top fans right of its avatar, from the
        avatar's top to the name plate's foot, kept clear of the next seat."""
        lay = self.layout
        spot = lay.seats[seat]
        w = lay.size[0]
        if spot.place == "across":
            top = spot.avatar[1] - spot.radius
            ahead = [s.avatar[0] - round(s.radius * 1.4) for s in lay.seats.values()
                     if s.avatar[0] > spot.avatar[0] and s.place != "player"]
            right = min([*ahead, w - round(w * 0.02)])
            area = pygame.Rect(rect.x, top, right - rect.x, round(spot.radius * 3.5))
            return self._above_side_plays(area), "left"
        bottom = lay.buttons_y - max(6, round(lay.size[1] * 0.012))
        reach = round(w * 0.3)
        if spot.place == "right":
            return pygame.Rect(w - reach, rect.y, rect.right - (w - reach), bottom - rect.y), \
                "right"
        return pygame.Rect(rect.x, rect.y, reach - rect.x, bottom - rect.y), "left"

    def _above_side_plays(self, area: pygame.Rect) -> pygame.Rect:
        """``area`` cut short above the side seats' plays it would reach down to (at four
        and five seats those sit high enough to meet a fan across the top)."""
        lay = self.layout
        bottom = area.bottom
        reach = lay.size[0] // 3  # the widest a side seat's play spreads
        for spot in lay.seats.values():
            if spot.place not in ("left", "right"):
                continue
            ax, ay = spot.play_anchor
            span = (ax, ax + reach) if spot.place == "left" else (ax - reach, ax)
            if span[0] < area.right and area.x < span[1]:
                bottom = min(bottom, ay - card_height(lay.play_w) // 2 - 4)
        return pygame.Rect(area.x, area.y, area.w, max(card_height(18), bottom - area.y))

    def _draw_warning(self, surface: pygame.Surface, st: SeatState, rect: pygame.Rect) -> None:
        pulse = 0.5 + 0.5 * math.sin(self.clock * 6)
        label = t("warn.one") if st.warning == 1 else t("warn.two")
        size = max(13, round(self.layout.size[1] * 0.024))
        surf = text(label, size, theme.WHITE, bold=True)
        box = surf.get_rect().inflate(16, 8)
        box.midtop = (rect.centerx, rect.bottom + 6)
        # The pulse in WARNING_SHADES steps: each shade is one cached badge, where a new
        # colour each frame was a new anti-aliased paint each frame.
        shade = round(pulse * WARNING_SHADES) / WARNING_SHADES
        fill = draw.lerp_color((200, 40, 40), (255, 110, 60), shade)
        surface.blit(
            draw.rounded_panel(box.size, box.h // 2, (*fill, 255), (255, 230, 150, 255), 1),
            box.topleft,
        )
        surface.blit(surf, surf.get_rect(center=box.center))

    def _draw_player_badge(self, surface: pygame.Surface, st: SeatState) -> None:
        self._draw_avatar(surface, st)

    def _draw_pile(self, surface: pygame.Surface, art: CardArt, st: SeatState) -> None:
        pw = self.layout.play_w
        for fc in st.pile:
            w = max(8, round(fc.w))
            face = art.face(fc.card, pw)
            if w != pw:
                face = pygame.transform.smoothscale(face, (w, card_height(w)))
            surface.blit(
                art.shadow(pw),
                (round(fc.x) - art.shadow_pad(pw) + 1, round(fc.y) - art.shadow_pad(pw) + 3),
            )
            surface.blit(face, (round(fc.x), round(fc.y)))

    def _draw_bubble(self, surface: pygame.Surface, st: SeatState) -> None:
        bubble = st.bubble
        assert bubble is not None
        grow = min(1.0, bubble.age / 0.15)
        if grow <= 0:
            return
        spot = self.layout.seats[st.seat]
        size = max(16, round(self.layout.size[1] * 0.034))
        ink = {"pass": (230, 236, 240), "gold": (90, 40, 0)}.get(bubble.style, theme.INK)
        surf = text(t(bubble.key, **bubble.params), size, ink, bold=True)
        box = surf.get_rect().inflate(round(size * 1.3), round(size * 0.6))
        if st.pile:
            box.center = spot.bubble
        else:
            box.center = spot.play_anchor
            if spot.play_align == "right":
                box.right = spot.play_anchor[0]
            elif spot.play_align == "left":
                box.left = spot.play_anchor[0]
        fill = {"pass": (30, 40, 48, 220), "gold": (255, 206, 90, 245)}.get(
            bubble.style, (250, 248, 240, 245)
        )
        if grow < 1:  # it pops in with its words: never an empty bubble, even for a frame
            scale = 1 - (1 - grow) * 0.5
            box = box.inflate(-round(box.w * (1 - scale)), -round(box.h * (1 - scale)))
            surf = pygame.transform.smoothscale_by(surf, scale)
        draw.draw_shadow(surface, box, box.h // 2, blur=4, offset=(0, 3), alpha=90)
        surface.blit(draw.rounded_panel(box.size, box.h // 2, fill), box.topleft)
        surface.blit(surf, surf.get_rect(center=box.center))
