"""Where everything on the table goes, computed from the window size.

Seat 0 (the player) sits at the bottom, seat 1 (下家) on the right and seat 2
(上家) on the left.  Every size is proportional to the window height, so the
table works from 960×540 up.
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
    def compute(cls, size: tuple[int, int]) -> TableLayout:
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
        lay.seats = lay._seat_spots()
        return lay

    def _seat_spots(self) -> dict[int, SeatSpot]:
        w, h = self.size
        r = max(26, round(h * 0.052))
        y = round(h * 0.34)
        small_h = card_height(self.small_w)
        gap = round(r * 0.45)
        left_av = (round(w * 0.02) + r + 6, y)
        right_av = (w - left_av[0], y)
        plate_bottom = y + r + 8 + round(max(13, r * 0.42) * 2.9)
        left_backs = pygame.Rect(left_av[0] - self.small_w // 2, plate_bottom + gap, self.small_w,
                                 small_h)
        right_backs = left_backs.copy()
        right_backs.centerx = right_av[0]
        play_y = y + round(h * 0.05)
        left_play_x = left_av[0] + r + round(w * 0.07)
        bottom_av = (left_av[0], self.hand_top + round(self.card_h * 0.2))
        return {
            0: SeatSpot(
                bottom_av,
                r,
                pygame.Rect(0, 0, 0, 0),
                (
                    w // 2,
                    self.status_y - round(self.button_h * 0.2) - card_height(self.play_w) // 2,
                ),
                "center",
                (w // 2, self.status_y - round(self.button_h * 0.9)),
            ),
            1: SeatSpot(
                right_av,
                r,
                right_backs,
                (w - left_play_x, play_y),
                "right",
                (right_av[0] - r - round(w * 0.05), y - r),
            ),
            2: SeatSpot(
                left_av,
                r,
                left_backs,
                (left_play_x, play_y),
                "left",
                (left_av[0] + r + round(w * 0.05), y - r),
            ),
        }

    def play_positions(
        self, seat: int, count: int, width: int | None = None
    ) -> list[tuple[int, int]]:
        """Top-left corners of ``count`` played cards for ``seat``, overlapping in a row."""
        cw = width or self.play_w
        ch = card_height(cw)
        step = max(12, min(round(cw * 0.36), (self.size[0] // 3) // max(1, count)))
        total = cw + step * (count - 1)
        spot = self.seats[seat]
        ax, ay = spot.play_anchor
        if spot.play_align == "left":
            x0 = ax
        elif spot.play_align == "right":
            x0 = ax - total
        else:
            x0 = ax - total // 2
        return [(x0 + i * step, ay - ch // 2) for i in range(count)]
