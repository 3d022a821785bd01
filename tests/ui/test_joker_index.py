"""A joker's index reads in the strip a two-row hand leaves of its top row.

The top row of a long hand (emperor, 两副牌, 四人) shows only the top :data:`ROW_OFFSET` of
each card, at least :data:`ONE_ROW_MIN_STEP` of its width: the joker's whole index (the
jester and a star in the card's ink) must lie there, as a rank and pip do on other cards.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.cards import BIG_JOKER, SMALL_JOKER, Card
from ui.art.cardart import BLACK, RED, CardArt, card_height
from ui.art.cardfaces import joker_index
from ui.table.hand_view import ONE_ROW_MIN_STEP, ROW_OFFSET

WIDTHS = (34, 44, 52, 64, 72, 90, 110)


@pytest.fixture(scope="module")
def art() -> CardArt:
    pygame.init()
    return CardArt()


def strip(face: pygame.Surface) -> list[pygame.Color]:
    """The pixels of the corner a two-row hand's top row shows."""
    w, h = face.get_size()
    return [face.get_at((x, y)) for y in range(round(h * ROW_OFFSET))
            for x in range(round(w * ONE_ROW_MIN_STEP))]


def near(colour: pygame.Color, ink: tuple[int, int, int], within: int = 40) -> bool:
    return all(abs(a - b) <= within for a, b in zip((colour.r, colour.g, colour.b), ink,
                                                    strict=True))


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("big", [True, False])
def test_the_joker_index_ends_inside_the_top_rows_strip(art: CardArt, width: int,
                                                        big: bool) -> None:
    h = card_height(width)
    surface = pygame.Surface((width, h), pygame.SRCALPHA)
    bottom = joker_index(surface, big, width, h, RED if big else BLACK)
    assert 0 < bottom <= h * ROW_OFFSET
    drawn = surface.get_bounding_rect()
    assert drawn.right <= width * ONE_ROW_MIN_STEP and drawn.bottom <= h * ROW_OFFSET


@pytest.mark.parametrize("width", WIDTHS)
def test_the_strip_tells_the_big_joker_from_the_small_one(art: CardArt, width: int) -> None:
    big = strip(art.face(Card(BIG_JOKER, ""), width))
    small = strip(art.face(Card(SMALL_JOKER, ""), width))
    area = len(big)
    assert sum(near(c, RED) for c in big) > area * 0.02  # the red star and the jester's colour
    assert sum(near(c, BLACK) for c in small) > area * 0.02  # the black star
    assert not any(near(c, RED) for c in small)
