"""Open hands and the replay's hands are neat fans: even rows, inside the seat's space.

At three, four and five seats (17, 20 and 25 cards: a hand, a landlord's, two decks'),
each opponent's open hand fits its area, keeps the step its index needs, has rows of
equal length (the last at most one shorter), and stays clear of the player's hand,
the action buttons and the other seats' open hands.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.cards import Card, new_deck, sort_for_display
from ui.art.cardart import CardArt, card_height
from ui.table.fan import FanShape, balanced_rows, fan_positions, fan_shape
from ui.table.layout import TableLayout
from ui.table.seats import SeatsView

SIZES = ((960, 540), (1280, 720))


def _covered(shape: FanShape, spots: list[tuple[int, int]]) -> pygame.Rect:
    width, height = shape.size()
    return pygame.Rect(min(x for x, _ in spots), spots[0][1], width, height)


@pytest.mark.parametrize("count, rows", [(17, 2), (20, 3), (25, 3), (1, 1), (0, 1)])
def test_rows_are_balanced(count: int, rows: int) -> None:
    split = balanced_rows(count, rows)
    assert sum(split) == count
    assert max(split) - min(split) <= 1
    assert list(split) == sorted(split, reverse=True)


@pytest.mark.parametrize("count", [1, 5, 17, 20, 25, 33])
def test_a_fan_fits_its_room_and_keeps_the_index_step(count: int) -> None:
    room = pygame.Rect(100, 50, 330, 150)
    shape = fan_shape(count, room.size, 50, 28)
    spots = fan_positions(shape, room, "left")
    assert len(spots) == count
    assert room.contains(_covered(shape, spots))
    if count > 1 and shape.card_w > 28:
        assert shape.step >= shape.card_w * 0.5
    assert len({y for _, y in spots}) == len(shape.rows)
    rows: dict[int, list[int]] = {}
    for x, y in spots:
        rows.setdefault(y, []).append(x)
    starts = {xs[0] for xs in rows.values()}
    assert len(starts) == 1, "every row starts at the same edge"


def test_a_short_hand_is_one_row_and_a_right_fan_ends_at_the_right_edge() -> None:
    room = pygame.Rect(0, 0, 400, 200)
    shape = fan_shape(8, room.size, 50, 28)
    assert shape.rows == (8,) and shape.card_w == 50
    spots = fan_positions(shape, room, "right")
    assert spots[-1][0] + shape.card_w == room.right


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats, count", [(3, 20), (4, 25), (5, 20)])
def test_open_hands_fit_each_seat_and_stay_clear(size: tuple[int, int], seats: int,
                                                 count: int) -> None:
    lay = TableLayout.compute(size, seats, 0)
    view = SeatsView(lay, seats, 0)
    window = pygame.Rect((0, 0), size)
    hand_top = lay.hand_top - lay.lift
    covered: list[pygame.Rect] = []
    for seat in range(1, seats):
        area, align = view._open_area(seat, lay.seats[seat].backs)
        shape = fan_shape(count, area.size, round(lay.card_w * 0.56),
                          max(18, round(lay.small_w * 0.7)))
        rect = _covered(shape, fan_positions(shape, area, align))
        assert window.contains(rect), (seat, rect)
        assert rect.bottom <= lay.buttons_y, (seat, rect)
        assert rect.bottom <= hand_top
        assert shape.card_w >= round(lay.small_w * 0.7)
        covered.append(rect)
    for i, a in enumerate(covered):
        for b in covered[i + 1:]:
            assert not a.colliderect(b), (a, b)


def test_index_faces_render_for_every_card_and_keep_the_index_left() -> None:
    pygame.init()
    art = CardArt()
    for card in new_deck():
        face = art.index_face(card, 40)
        assert face.get_size() == (40, card_height(40))
        left = [face.get_at((x, y)) for x in range(2, 20) for y in range(3, 30)]
        assert sum(1 for c in left if min(c.r, c.g, c.b) < 150) > 20, card


def test_an_open_hand_draws_sorted_in_a_fan() -> None:
    pygame.init()
    lay = TableLayout.compute((1280, 720), 3, 0)
    view = SeatsView(lay, 3, 0)
    cards = tuple(sort_for_display([*new_deck()[:17], Card(14, "")]))
    st = view.states[1]
    st.shown = cards
    surface = pygame.Surface(lay.size, pygame.SRCALPHA)
    rect = view._draw_open_hand(surface, CardArt(), st, lay.seats[1].backs)
    assert rect.width > 0 and rect.height > 0
    assert surface.get_bounding_rect().colliderect(rect)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [4, 5])
def test_a_fan_across_the_top_stays_off_the_side_seats_plays(size: tuple[int, int],
                                                            seats: int) -> None:
    lay = TableLayout.compute(size, seats, 0)
    view = SeatsView(lay, seats, 0)
    plays = []
    for seat, spot in lay.seats.items():
        if spot.place in ("left", "right"):
            slots = lay.play_positions(seat, 8)
            xs = [x for x, _ in slots]
            plays.append(pygame.Rect(min(xs), slots[0][1], max(xs) - min(xs) + lay.play_w,
                                     card_height(lay.play_w)))
    for seat, spot in lay.seats.items():
        if spot.place != "across":
            continue
        area, align = view._open_area(seat, spot.backs)
        shape = fan_shape(20, area.size, round(lay.card_w * 0.56),
                          max(18, round(lay.small_w * 0.7)))
        rect = _covered(shape, fan_positions(shape, area, align))
        for play in plays:
            assert not rect.colliderect(play), (seat, rect, play)
