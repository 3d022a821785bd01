"""Court and joker faces: the deck's pictures are used, read in a fan, and the jokers differ.

Every face renders at every width the table, the replay board and the small faces use
at the supported window sizes; the index (what shows of a card in a tight fan) holds
ink on every face; J, Q, K carry the rendered figure, not a letter; 大王 is colourful and
小王 is grey; and the committed pictures are what ``tools/make_card_art.py`` renders.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.cards import BIG_JOKER, SMALL_JOKER, Card, new_deck
from ui.art import figures
from ui.art.cardart import CardArt, card_height
from ui.table.layout import TableLayout

ROOT = Path(__file__).resolve().parents[2]
SIZES = ((960, 540), (1280, 720), (1920, 1080))
BIG, SMALL = Card(BIG_JOKER, ""), Card(SMALL_JOKER, "")
COURTS = [Card.parse(r + s) for s in "SHCD" for r in "JQK"]


def _widths() -> list[int]:
    """Every width a face is drawn at: hand, play, small faces, and the replay board."""
    out: set[int] = set()
    for size in SIZES:
        lay = TableLayout.compute(size, 3, 0)
        board_cw = max(34, min(round(size[1] * 0.68 * 0.13), round(size[0] * 0.75 / 15)))
        out |= {lay.card_w, lay.play_w, lay.small_w, board_cw, round(board_cw * 0.82)}
    return sorted(out)


WIDTHS = _widths()


@pytest.fixture(scope="module")
def art() -> CardArt:
    pygame.init()
    return CardArt()


def _pixels(surface: pygame.Surface, rect: tuple[int, int, int, int]) -> list[pygame.Color]:
    x0, y0, w, h = rect
    return [surface.get_at((x, y)) for y in range(y0, y0 + h) for x in range(x0, x0 + w)]


def _saturation(colour: pygame.Color) -> int:
    return max(colour.r, colour.g, colour.b) - min(colour.r, colour.g, colour.b)


def _ink_share(face: pygame.Surface) -> float:
    """Share of the index strip (the left 30 %, top 40 %) that is printed, not stock."""
    w, h = face.get_size()
    strip = _pixels(face, (round(w * 0.04), round(h * 0.04), round(w * 0.24), round(h * 0.36)))
    inked = [c for c in strip if min(c.r, c.g, c.b) < 150 or _saturation(c) > 90]
    return len(inked) / len(strip)


def test_the_widths_cover_the_table_sizes() -> None:
    assert len(WIDTHS) >= 8 and WIDTHS[0] < 40 and WIDTHS[-1] >= 130


@pytest.mark.parametrize("width", WIDTHS)
def test_every_face_renders_at_every_width_with_an_index(art: CardArt, width: int) -> None:
    for card in new_deck():
        face = art.face(card, width)
        assert face.get_size() == (width, card_height(width))
        assert _ink_share(face) > 0.08, f"{card} at {width}px has no readable index"
        assert art.small_face(card, width).get_size() == (width, card_height(width))


def test_every_court_picture_and_both_jesters_are_shipped() -> None:
    pygame.init()
    for card in [*COURTS, BIG, SMALL]:
        image = figures.picture(figures.picture_name(card))
        assert image is not None, card
        assert image.get_width() >= 300


def test_court_faces_carry_the_figure(art: CardArt) -> None:
    """The deck's figures are printed in blue, gold and red: a letter alone has none of it."""
    for card in COURTS:
        face = art.face(card, 120)
        h = card_height(120)
        body = _pixels(face, (40, round(h * 0.15), 70, round(h * 0.7)))
        blue = sum(1 for c in body if c.b > 180 and c.r < 120 and c.g < 120)
        gold = sum(1 for c in body if c.r > 200 and 140 < c.g < 220 and c.b < 120)
        assert blue > len(body) * 0.02 and gold > len(body) * 0.02, card


def test_court_faces_of_one_rank_differ_between_suits(art: CardArt) -> None:
    for rank in "JQK":
        faces = {pygame.image.tobytes(art.face(Card.parse(rank + s), 88), "RGBA") for s in "SHCD"}
        assert len(faces) == 4


@pytest.mark.parametrize("width", [88, 64])
def test_big_joker_is_colourful_and_small_joker_is_grey(art: CardArt, width: int) -> None:
    h = card_height(width)
    body = (round(width * 0.3), round(h * 0.08), round(width * 0.6), round(h * 0.8))

    def colourful(card: Card, rect: tuple[int, int, int, int]) -> float:
        pixels = _pixels(art.face(card, width), rect)
        return sum(1 for c in pixels if _saturation(c) > 100) / len(pixels)

    assert colourful(BIG, body) > 0.3
    assert colourful(SMALL, body) < 0.02
    # In a fan only the index strip shows: it alone must tell them apart too.
    strip = (2, round(h * 0.04), round(width * 0.28), round(h * 0.8))
    assert colourful(BIG, strip) > 0.05
    assert colourful(SMALL, strip) < 0.01


def test_a_missing_picture_still_draws_a_readable_court_card(monkeypatch: pytest.MonkeyPatch
                                                            ) -> None:
    pygame.init()
    monkeypatch.setattr(figures, "picture", lambda name: None)
    face = CardArt().face(Card.parse("KH"), 88)
    assert face.get_size() == (88, card_height(88))
    assert _ink_share(face) > 0.08


def test_the_committed_pictures_are_what_the_tool_renders() -> None:
    sys.path.insert(0, str(ROOT))
    from tools import make_card_art

    pygame.init()
    for name in ("SK", "HQ"):
        fresh = make_card_art.render(make_card_art.SOURCE / f"{name}.svg",
                                     make_card_art.COURT_BOX, make_card_art.COURT_WIDTH)
        shipped = pygame.image.load(str(make_card_art.OUT / f"{name}.png"))
        assert fresh.get_size() == shipped.get_size()
        # Another SDL_image build may round an edge differently: the pictures must match,
        # not every byte (a stale PNG differs by far more than this).
        a, b = pygame.image.tobytes(fresh, "RGBA"), pygame.image.tobytes(shipped, "RGBA")
        assert sum(abs(x - y) for x, y in zip(a[::7], b[::7], strict=True)) / (len(a) / 7) < 2.0
