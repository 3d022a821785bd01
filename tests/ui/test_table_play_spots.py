"""Where the seats' plays land: at four and five seats a seat across the top plays
beside itself, so no two seats' plays of up to ten cards cover each other and the
player's own play stays clear."""

from __future__ import annotations

import itertools

import pygame
import pytest

from ui.art.cardart import card_height
from ui.table.layout import TableLayout

SIZES = ((960, 540), (1280, 720))


def play_rect(lay: TableLayout, seat: int, count: int) -> pygame.Rect:
    slots = lay.play_positions(seat, count)
    h = card_height(lay.play_w)
    return pygame.Rect(slots[0][0], slots[0][1], slots[-1][0] + lay.play_w - slots[0][0], h)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("seats", (2, 3, 4, 5))
@pytest.mark.parametrize("count", (1, 5, 10))
def test_no_two_plays_cover_each_other(size: tuple[int, int], seats: int, count: int) -> None:
    lay = TableLayout.compute(size, seats, 0)
    screen = pygame.Rect(0, 0, *size)
    rects = {seat: play_rect(lay, seat, count) for seat in range(seats)}
    for seat, rect in rects.items():
        assert screen.contains(rect), f"seat {seat}'s play leaves the window"
        assert rect.top >= lay.top_bar.bottom
    for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
        overlap = ra.clip(rb)
        assert overlap.w * overlap.h == 0, f"seats {a} and {b} play onto each other"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("seats", (2, 4, 5))
def test_a_play_across_the_top_stays_off_the_seats(size: tuple[int, int], seats: int) -> None:
    lay = TableLayout.compute(size, seats, 0)
    for seat, spot in lay.seats.items():
        if spot.place != "across":
            continue
        rect = play_rect(lay, seat, 12)
        for other, there in lay.seats.items():
            r = there.radius
            avatar = pygame.Rect(there.avatar[0] - r, there.avatar[1] - r, 2 * r, 2 * r)
            assert not rect.colliderect(avatar), f"seat {seat} plays onto seat {other}"
            assert not rect.colliderect(there.backs), f"seat {seat} plays onto {other}'s cards"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_head_to_head_the_opponent_sits_across_the_top(size: tuple[int, int]) -> None:
    lay = TableLayout.compute(size, 2, 0)
    spot = lay.seats[1]
    assert spot.place == "across" and abs(spot.avatar[0] - size[0] // 2) <= 2
    middle = play_rect(lay, 0, 10)
    assert not play_rect(lay, 1, 20).colliderect(middle), "its play stays off the player's"
