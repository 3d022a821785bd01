"""Where the Tractor table puts things, from the window size and the number of seats.

The card sizes, the player's hand strip and the button row come from the shared
:class:`~ui.table.layout.TableLayout` (so both tables feel the same); what
differs is Tractor's: every seat plays into the middle of the table, toward the
seat that played (a trick of four or more plays is read at a glance, the lead
first), the partner sits across the top, and the two panels at the top corners
hold the score (levels, trump, dealer) and the catchers' points with the point
cards they won.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from ui.art.cardart import card_height
from ui.table.layout import TableLayout


@dataclass
class Seat:
    """One seat: its avatar, the anchor of its play in the trick and which way it runs."""

    avatar: tuple[int, int]
    radius: int
    play: tuple[int, int]
    align: str  # "left", "right" or "center"
    place: str  # "player", "left", "right", "top"


@dataclass
class TractorLayout:
    size: tuple[int, int]
    base: TableLayout
    seats: dict[int, Seat] = field(default_factory=dict)
    top_bar: pygame.Rect = field(default_factory=pygame.Rect)
    score_panel: pygame.Rect = field(default_factory=pygame.Rect)
    points_panel: pygame.Rect = field(default_factory=pygame.Rect)
    trick_w: int = 0
    mini_w: int = 0
    centre: tuple[int, int] = (0, 0)

    @classmethod
    def compute(cls, size: tuple[int, int], seats: int, player: int = 0) -> TractorLayout:
        w, h = size
        base = TableLayout.compute(size, seats, player)
        lay = cls(size, base)
        lay.top_bar = pygame.Rect(0, 0, w, max(36, round(h * 0.06)))
        pad = round(h * 0.015)
        panel_w, panel_h = round(w * 0.25), round(h * 0.19)
        lay.score_panel = pygame.Rect(pad, lay.top_bar.bottom + pad, panel_w, panel_h)
        lay.points_panel = pygame.Rect(w - pad - panel_w, lay.top_bar.bottom + pad,
                                       panel_w, panel_h)
        lay.trick_w = max(40, round(base.card_w * 0.74 / 4) * 4)
        lay.mini_w = max(24, round(base.card_w * 0.36 / 2) * 2)
        top = lay.top_bar.bottom + round(h * 0.06)
        bottom = base.status_y - round(base.button_h * 0.35)
        lay.centre = (w // 2, (top + bottom) // 2 + round(h * 0.03))
        lay.seats = lay._seat_places(seats, player)
        return lay

    @property
    def card_w(self) -> int:
        return self.base.card_w

    @property
    def deck_centre(self) -> tuple[int, int]:
        """The deck during the deal: where the partner's play goes later (the middle of
        the table stays free for the words of the deal)."""
        top = [s for s in self.seats.values() if s.place == "top"]
        return top[0].play if top else self.centre

    @property
    def words_centre(self) -> tuple[int, int]:
        """Where short announcements go: between the top play and the player's play."""
        top = [s.play[1] for s in self.seats.values() if s.place == "top"]
        upper = (top[0] + card_height(self.trick_w) // 2) if top else self.top_bar.bottom
        lower = self.seats[min(self.seats)].play[1] - card_height(self.trick_w) // 2
        mine = [s.play[1] for s in self.seats.values() if s.place == "player"]
        if mine:
            lower = mine[0] - card_height(self.trick_w) // 2
        return (self.centre[0], (upper + lower) // 2)

    def _seat_places(self, seats: int, player: int) -> dict[int, Seat]:
        """The player at the bottom, the others counter-clockwise: right, top, left."""
        w, h = self.size
        r = self.base.avatar_radius
        trick_h = card_height(self.trick_w)
        cx, cy = self.centre
        out: dict[int, Seat] = {}
        for step in range(seats):
            seat = (player + step) % seats
            angle = math.pi / 2 - 2 * math.pi * step / seats  # 90°: bottom, then right, top, left
            dx, dy = math.cos(angle), math.sin(angle)
            if step == 0:
                out[seat] = Seat(self.base.seats[player].avatar, r,
                                 (cx, self.base.status_y - round(self.base.button_h * 0.3)
                                  - trick_h // 2), "center", "player")
                continue
            ax = round(w / 2 + dx * (w / 2 - r - round(w * 0.03)))
            ay = round(cy - h * 0.02 + dy * (cy - self.top_bar.bottom - r - round(h * 0.02)))
            if abs(dx) < 0.3:  # across the top
                play = (cx, ay + r + round(h * 0.07) + trick_h // 2 + round(h * 0.03))
                out[seat] = Seat((ax, ay), r, play, "center", "top")
            elif dx > 0:
                play = (ax - r - round(w * 0.06), ay + round(h * 0.02))
                out[seat] = Seat((ax, ay), r, play, "right", "right")
            else:
                play = (ax + r + round(w * 0.06), ay + round(h * 0.02))
                out[seat] = Seat((ax, ay), r, play, "left", "left")
        return out

    def play_rects(self, seat: int, count: int, width: int | None = None) -> list[pygame.Rect]:
        """Rectangles of ``count`` cards ``seat`` plays into the trick, overlapping in a row."""
        cw = width or self.trick_w
        ch = card_height(cw)
        spot = self.seats[seat]
        room = self.size[0] * 0.34
        step = max(8, min(round(cw * 0.34), round((room - cw) / max(1, count - 1))))
        total = cw + step * (count - 1)
        ax, ay = spot.play
        x0 = {"left": ax, "right": ax - total}.get(spot.align, ax - total // 2)
        return [pygame.Rect(x0 + i * step, ay - ch // 2, cw, ch) for i in range(count)]
