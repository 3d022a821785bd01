"""Where everything on the table goes, computed from the window size.

The player's seat sits at the bottom; the other seats follow in turn order
counter-clockwise: the next seat (下家) on the right, the one before the player
(上家) on the left, and at a table of four or more the seats between them across
the top.  Every size is proportional to the window height, so the table works
from 960×540 up.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ui.art.cardart import card_height


@dataclass
class SeatSpot:
    """One seat's places: avatar centre and radius, card-back stack, last-play anchor."""

    avatar: tuple[int, int]
    radius: int
    backs: pygame.Rect
    play_anchor: tuple[int, int]
    play_align: str  # "left", "right" or "center": which way the played cards extend
    bubble: tuple[int, int]
    play_room: int = 0  # the widest a play may spread (0: a third of the window)
    place: str = ""  # "player", "left", "right" or "across": where the seat sits


@dataclass
class TableLayout:
    size: tuple[int, int]
    card_w: int = 0
    card_h: int = 0
    play_w: int = 0
    small_w: int = 0
    lift: int = 0
    hand_top: int = 0
    hand_left: int = 0
    hand_right: int = 0
    buttons_y: int = 0
    button_h: int = 0
    status_y: int = 0
    top_bar: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    kitty_center: tuple[int, int] = (0, 0)
    deck_center: tuple[int, int] = (0, 0)
    seats: dict[int, SeatSpot] = field(default_factory=dict)

    @classmethod
    def compute(cls, size: tuple[int, int], seats: int, player: int) -> TableLayout:
        """The layout of a table of ``seats`` in a window of ``size``, seen from ``player``."""
        w, h = size
        lay = cls(size)
        # Card widths snap to a 4 px grid: resizing the window then re-paints the
        # card art at a few widths instead of one per pixel.
        lay.card_w = max(56, round(h * 0.125 / 4) * 4)
        lay.card_h = card_height(lay.card_w)
        lay.play_w = round(lay.card_w * 0.74)
        lay.small_w = round(lay.card_w * 0.46)
        lay.lift = round(lay.card_h * 0.17)
        margin = round(h * 0.028)
        lay.hand_top = h - lay.card_h - margin
        side = round(w * 0.13)
        lay.hand_left, lay.hand_right = side, w - side
        lay.button_h = max(34, round(h * 0.06))
        lay.buttons_y = lay.hand_top - lay.lift - round(lay.button_h * 0.85)
        lay.status_y = lay.buttons_y - round(lay.button_h * 1.05)
        lay.top_bar = pygame.Rect(0, 0, w, max(40, round(h * 0.07)))
        lay.kitty_center = (w // 2, lay.top_bar.bottom + round(h * 0.075))
        lay.deck_center = (w // 2, round(h * 0.42))
        lay.seats = lay._seat_spots(seats, player)
        return lay

    def _seat_spots(self, seats: int, player: int) -> dict[int, SeatSpot]:
        """The player at the bottom; the others in turn order right, across the top, left
        (a lone opponent across the top)."""
        spots = {player: self._player_spot()}
        others = [(player + step) % seats for step in range(1, seats)]
        if len(others) == 1:  # head to head: the opponent across the top, playing beside
            spot = spots[others[0]] = self._top_spot(0, 1)  # itself, clear of the middle
            ax, ay = spot.avatar
            gap = round(spot.radius * 0.4)
            anchor = ax - spot.radius - gap
            spot.play_anchor, spot.play_align = (anchor, ay), "right"
            spot.play_room = anchor - round(self.size[0] * 0.06)
            return spots
        if others:
            spots[others[0]] = self._side_spot("right")
        if len(others) > 1:
            spots[others[-1]] = self._side_spot("left")
        across = others[1:-1]
        for index, seat in enumerate(across):
            spots[seat] = self._top_spot(index, len(across))
        if 0 < len(across) <= 2:
            self._plays_beside(spots, across, others)
        return spots

    def _plays_beside(self, spots: dict[int, SeatSpot], across: list[int],
                      others: list[int]) -> None:
        """At four or five seats a play under a seat across the top would land on the
        player's own: it goes beside the seat instead (left of a seat left of the
        middle or in it, right of the card backs of one right of it), and the side
        seats' plays sit a little lower, clear of it."""
        w, h = self.size
        r = self.avatar_radius
        left_edge = spots[others[-1]].avatar[0] + round(r * 1.7)
        right_edge = spots[others[0]].avatar[0] - round(r * 1.7)
        for seat in (others[0], others[-1]):
            x, y = spots[seat].play_anchor
            spots[seat].play_anchor = (x, y + round(h * 0.03))
        gap = round(r * 0.4)
        for seat in across:
            spot = spots[seat]
            ax, ay = spot.avatar
            if ax <= w // 2:
                anchor, align, room = ax - r - gap, "right", ax - r - gap - left_edge
            else:
                anchor, align, room = spot.backs.right + gap, "left", right_edge - spot.backs.right
            spot.play_anchor, spot.play_align, spot.play_room = (anchor, ay), align, room

    @property
    def avatar_radius(self) -> int:
        return max(26, round(self.size[1] * 0.052))

    def _player_spot(self) -> SeatSpot:
        w = self.size[0]
        r = self.avatar_radius
        return SeatSpot(
            (round(w * 0.02) + r + 6, self.hand_top + round(self.card_h * 0.2)),
            r,
            pygame.Rect(0, 0, 0, 0),
            (w // 2, self.status_y - round(self.button_h * 0.2) - card_height(self.play_w) // 2),
            "center",
            (w // 2, self.status_y - round(self.button_h * 0.9)),
            place="player",
        )

    def _side_spot(self, side: str) -> SeatSpot:
        """A seat at the left or right edge, its last play reaching toward the middle."""
        w, h = self.size
        r = self.avatar_radius
        y = round(h * 0.34)
        x = round(w * 0.02) + r + 6
        plate_bottom = y + r + 8 + round(max(13, r * 0.42) * 2.9)
        backs = pygame.Rect(x - self.small_w // 2, plate_bottom + round(r * 0.45), self.small_w,
                            card_height(self.small_w))
        play = (x + r + round(w * 0.07), y + round(h * 0.05))
        bubble = (x + r + round(w * 0.05), y - r)
        if side == "right":
            x, play, bubble = w - x, (w - play[0], play[1]), (w - x - r - round(w * 0.05), y - r)
            backs.centerx = x
        return SeatSpot((x, y), r, backs, play, side, bubble, place=side)

    def _top_spot(self, index: int, count: int) -> SeatSpot:
        """One of ``count`` seats across the top, right to left (turn order), under the kitty."""
        w, h = self.size
        r = self.avatar_radius
        x = round(w * (0.5 + 0.4 * ((count - 1) / 2 - index) / max(1, count)))
        y = round(h * 0.27)
        backs = pygame.Rect(x + r + round(r * 0.45), y - card_height(self.small_w) // 2,
                            self.small_w, card_height(self.small_w))
        plate_bottom = y + r + 8 + round(max(13, r * 0.42) * 2.9)
        play = (x, plate_bottom + round(h * 0.02) + card_height(self.play_w) // 2)
        return SeatSpot(
            (x, y), r, backs, play, "center", (x - r - round(w * 0.05), y - r), place="across"
        )

    def play_positions(
        self, seat: int, count: int, width: int | None = None
    ) -> list[tuple[int, int]]:
        """Top-left corners of ``count`` played cards for ``seat``, overlapping in a row."""
        cw = width or self.play_w
        ch = card_height(cw)
        spot = self.seats[seat]
        if spot.play_room:
            step = max(6, min(round(cw * 0.36), (spot.play_room - cw) // max(1, count - 1)))
        else:
            step = max(12, min(round(cw * 0.36), (self.size[0] // 3) // max(1, count)))
        total = cw + step * (count - 1)
        ax, ay = spot.play_anchor
        if spot.play_align == "left":
            x0 = ax
        elif spot.play_align == "right":
            x0 = ax - total
        else:
            x0 = ax - total // 2
        return [(x0 + i * step, ay - ch // 2) for i in range(count)]
