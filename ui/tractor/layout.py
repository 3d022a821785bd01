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
        """The player at the bottom; the others in turn order (counter-clockwise) up the
        right edge, across the top between the corner panels, and down the left edge."""
        r = self.base.avatar_radius
        cx = self.centre[0]
        out = {player: Seat(self.base.seats[player].avatar, r,
                            (cx, self.base.status_y - round(self.base.button_h * 0.3)
                             - card_height(self.trick_w) // 2), "center", "player")}
        others = [(player + step) % seats for step in range(1, seats)]
        side = max(1, (len(others) - 1) // 2) if len(others) > 2 else 1
        right, left = others[:side], others[len(others) - side:][::-1]
        top = others[side:len(others) - side]
        for index, seat in enumerate(right):
            out[seat] = self._side_seat("right", index, len(right))
        for index, seat in enumerate(left):
            out[seat] = self._side_seat("left", index, len(left))
        for index, seat in enumerate(top):
            out[seat] = self._top_seat(index, len(top))
        return out

    def _side_seat(self, place: str, index: int, count: int) -> Seat:
        """A seat at the left or right edge (the lowest first), its play toward the middle."""
        w, h = self.size
        r = self.base.avatar_radius
        rows = [0.36] if count == 1 else [0.58, 0.34]
        y = round(h * rows[index])
        x = round(w * 0.02) + r + 6
        play = (x + r + round(w * 0.06), y + round(h * 0.02))
        if place == "right":
            return Seat((w - x, y), r, (w - play[0], play[1]), "right", "right")
        return Seat((x, y), r, play, "left", "left")

    def _top_seat(self, index: int, count: int) -> Seat:
        """One of the seats across the top, right to left in turn order."""
        w, h = self.size
        r = self.base.avatar_radius
        x = round(w * (0.5 + 0.2 * ((count - 1) / 2 - index)))
        y = self.top_bar.bottom + r + round(h * 0.012)
        play = (x, y + r + round(h * 0.1) + card_height(self.trick_w) // 2)
        return Seat((x, y), r, play, "center", "top")

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
