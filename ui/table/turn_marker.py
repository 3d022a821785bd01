"""Whose turn it is, at a glance: a glowing frame around the seat to act (its avatar and
name plate) and around the spot where its play will land, and, when the turn clock
runs, a countdown ring around the avatar with the seconds in the play spot.

An AI seat that is thinking shows a turning arc on its ring and three dots in its
play spot; the player's own spot says 轮到你了 over a closed trick's cards or an
empty felt.  Pure display: the scene says who is to act (``seat``) each frame.
"""

from __future__ import annotations

import math

import pygame

from ui.app.i18n import t
from ui.art import draw, theme
from ui.art.cardart import card_height
from ui.art.text import blit_text, text
from ui.table.layout import TableLayout
from ui.table.turn_clock import TurnClock

CLOCK_RED = (236, 74, 60)


def seat_frame(lay: TableLayout, seat: int) -> pygame.Rect:
    """Around the seat's avatar, its hat and its name plate."""
    spot = lay.seats[seat]
    r = spot.radius
    x, y = spot.avatar
    plate_h = round(max(13, round(r * 0.42)) * 2.75)
    top = y - round(r * 1.45)
    bottom = y + r + 6 + plate_h + 6
    width = round(r * 3.0)
    return pygame.Rect(x - width // 2, top, width, bottom - top)


def play_frame(lay: TableLayout, seat: int, cover: pygame.Rect | None = None,
               bottom: int | None = None) -> pygame.Rect:
    """The spot where the seat's next play lands (three cards' room, more for the player),
    grown round ``cover``, the cards a closed trick left there; the player's ends above
    ``bottom`` (a hint box under it)."""
    spot = lay.seats[seat]
    ch = card_height(lay.play_w)
    cards = 5 if spot.place == "player" else 3
    width = lay.play_w + round(lay.play_w * 0.36) * (cards - 1) + 24
    if spot.play_room:
        width = min(width, spot.play_room + 24)
    rect = pygame.Rect(0, 0, width, ch + 20)
    ax, ay = spot.play_anchor
    rect.centery = ay
    if spot.play_align == "left":
        rect.x = ax - 12
    elif spot.play_align == "right":
        rect.right = ax + 12
    else:
        rect.centerx = ax
    if spot.place == "player":  # clear of the status line under the player's spot
        size = max(14, round(lay.size[1] * 0.027))  # the status line's (ui.table.status)
        rect.h = min(rect.h, lay.status_y - round(size * 0.8) - rect.y)
        if bottom is not None:
            rect.h = max(rect.h // 3, min(rect.h, bottom - rect.y))
    if cover is not None:
        rect = rect.union(cover.inflate(16, 14))
    return rect


class TurnMarker:
    """Draws the marker for ``seat`` (None: nobody is to act, or the table is catching up)."""

    def __init__(self) -> None:
        self.seat: int | None = None
        self.clock = 0.0
        self._panels: dict[tuple[object, ...], pygame.Surface] = {}

    def follow(self, seat: int | None, dt: float) -> None:
        if seat != self.seat:
            self.clock = 0.0  # a fresh pulse for each turn
        self.seat = seat
        self.clock += dt

    def draw(
        self,
        surface: pygame.Surface,
        lay: TableLayout,
        thinking: bool,
        turn_clock: TurnClock | None = None,
        mine: bool = False,
        spot_free: bool = True,
        cover: pygame.Rect | None = None,
        bottom: int | None = None,
        spot: bool = True,
    ) -> None:
        """``mine``: the player's own turn; ``spot_free``: nothing lies in the play spot
        (a closed trick's cards may, until the lead: ``cover`` is where they lie);
        ``spot`` False: a dialog is over the play spot, only the seat is framed."""
        seat = self.seat
        if seat is None or seat not in lay.seats:
            return
        pulse = 0.5 + 0.5 * math.sin(self.clock * 4.2)
        timed = turn_clock is not None and turn_clock.running and mine
        red = timed and turn_clock is not None and turn_clock.warning
        glow = draw.lerp_color(theme.GOLD, theme.WHITE, pulse * 0.45)
        colour = CLOCK_RED if red else (glow[0], glow[1], glow[2])
        self._frame(surface, seat_frame(lay, seat), colour, pulse)
        self._ring(surface, lay, seat, colour, thinking and not mine, turn_clock if timed else None)
        if not spot:
            return
        where = play_frame(lay, seat, cover, bottom)
        self._frame(surface, where, colour, pulse, fill=spot_free)
        size = max(14, round(lay.size[1] * 0.03))
        if timed and turn_clock is not None:
            seconds = math.ceil(turn_clock.left)
            label = t("clock.seconds", n=seconds) if seconds > 0 else t("clock.out")
            if spot_free:
                blit_text(surface, label, size, colour, "center", where.center, bold=True,
                          shadow=True)
            else:  # a closed trick's cards lie in the spot: the seconds sit on its top edge
                self._pill(surface, label, size, colour, where.midtop)
        elif mine and spot_free:
            blit_text(surface, t("turn.yours"), size, colour, "center", where.center, bold=True,
                      shadow=True)
        elif thinking and spot_free:
            self._dots(surface, where.center, size, colour)

    def _frame(self, surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, ...],
               pulse: float, fill: bool = True) -> None:
        radius = min(16, rect.h // 4)
        if fill:
            wash = self._tinted(rect.size, radius, colour, False)
            wash.set_alpha(round(26 + 22 * pulse))
            surface.blit(wash, rect.topleft)
        glow = rect.inflate(6, 6)
        halo = self._tinted(glow.size, radius + 3, colour, True)
        halo.set_alpha(round(60 + 60 * pulse))
        surface.blit(halo, glow.topleft)
        pygame.draw.rect(surface, colour[:3], rect, 2, border_radius=radius)

    def _tinted(self, size: tuple[int, int], radius: int, colour: tuple[int, ...],
                outline: bool) -> pygame.Surface:
        """The marker's rounded wash or outline in ``colour``, which changes every frame.

        The anti-aliased shape is painted once in white and kept here; each frame takes a
        copy multiplied by the colour, the same pixels as a shape painted in that colour
        (the multiply is linear), for a copy and a fill instead of a 2x paint and a
        smooth scale.  Kept outside the shared panel cache, so the pulse evicts nothing."""
        key = (size, radius, outline)
        white = self._panels.get(key)
        if white is None:
            if len(self._panels) > 4 * 6:  # two rects a seat, each a wash and an outline
                self._panels.clear()  # a resize: start again
            opaque = (255, 255, 255, 255)
            white = (draw.paint_rounded_panel(size, radius, (0, 0, 0, 0), opaque, 3) if outline
                     else draw.paint_rounded_panel(size, radius, opaque))
            self._panels[key] = white
        tinted = white.copy()
        tinted.fill((*colour[:3], 255), special_flags=pygame.BLEND_RGBA_MULT)
        return tinted

    def _ring(
        self,
        surface: pygame.Surface,
        lay: TableLayout,
        seat: int,
        colour: tuple[int, ...],
        spinning: bool,
        turn_clock: TurnClock | None,
    ) -> None:
        spot = lay.seats[seat]
        r = spot.radius + 7
        x, y = spot.avatar
        box = pygame.Rect(x - r, y - r, 2 * r, 2 * r)
        pygame.draw.circle(surface, (0, 0, 0), (x, y), r + 2, 3)
        if turn_clock is not None:
            left = turn_clock.fraction()
            pygame.draw.circle(surface, (60, 66, 70), (x, y), r, 5)
            if left > 0:  # the time left, clockwise from twelve o'clock
                start = math.pi / 2
                pygame.draw.arc(surface, colour[:3], box, start, start + left * 2 * math.pi, 5)
        elif spinning:
            start = self.clock * 5
            pygame.draw.arc(surface, colour[:3], box, start, start + 4.4, 4)
        else:
            pygame.draw.circle(surface, colour[:3], (x, y), r, 3)

    @staticmethod
    def _pill(surface: pygame.Surface, label: str, size: int, colour: tuple[int, int, int],
              centre: tuple[int, int]) -> None:
        ink = text(label, size, colour, bold=True)
        box = ink.get_rect().inflate(size, size // 3)
        box.center = centre
        surface.blit(draw.rounded_panel(box.size, box.h // 2, (16, 22, 28, 230), (*colour, 255), 2),
                     box.topleft)
        surface.blit(ink, ink.get_rect(center=box.center))

    def _dots(self, surface: pygame.Surface, centre: tuple[int, int], size: int,
              colour: tuple[int, ...]) -> None:
        gap = round(size * 0.9)
        for i in range(3):
            lift = max(0.0, math.sin(self.clock * 6 - i * 0.8)) * size * 0.3
            pos = (centre[0] + (i - 1) * gap, round(centre[1] - lift))
            pygame.draw.circle(surface, colour[:3], pos, max(3, size // 4))
