"""Card art: every card renders at every size, faces are distinct, overlays fit the card."""

from __future__ import annotations

import hashlib
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.cards import Card, new_deck
from ui.art.cardart import BACK_STYLES, CardArt, card_height, family_back, rank_label

WIDTHS = (40, 80, 120)


@pytest.fixture(scope="module")
def art() -> CardArt:
    pygame.init()
    return CardArt()


def _digest(surface: pygame.Surface) -> str:
    return hashlib.sha1(pygame.image.tobytes(surface, "RGBA")).hexdigest()


@pytest.mark.parametrize("width", WIDTHS)
def test_every_card_renders_at_each_width_with_a_distinct_face(art: CardArt, width: int) -> None:
    deck = new_deck()
    assert len(deck) == 54
    digests = set()
    for card in deck:
        face = art.face(card, width)
        assert face.get_size() == (width, card_height(width))
        digests.add(_digest(face))
    assert len(digests) == 54


def test_card_aspect_is_close_to_a_real_card() -> None:
    assert 0.68 <= 100 / card_height(100) <= 0.72


def test_faces_are_cached_per_card_and_width(art: CardArt) -> None:
    card = Card.parse("QH")
    assert art.face(card, 80) is art.face(Card.parse("QH"), 80)
    assert art.face(card, 80) is not art.face(card, 120)


def test_ten_is_printed_as_10() -> None:
    assert rank_label(Card.parse("TS")) == "10"
    assert rank_label(Card.parse("AS")) == "A"


def test_corners_are_transparent_and_centre_is_opaque(art: CardArt) -> None:
    face = art.face(Card.parse("7C"), 120)
    assert face.get_at((0, 0)).a < 40
    assert face.get_at((60, card_height(120) // 2)).a == 255


def test_red_suits_use_red_ink_and_black_suits_dark_ink(art: CardArt) -> None:
    def reddest(card: str) -> int:
        face = art.face(Card.parse(card), 120)
        index = face.subsurface((0, 0, 36, 60))
        return max(index.get_at((x, y)).r - index.get_at((x, y)).g
                   for x in range(36) for y in range(60))

    assert reddest("5H") > 120 and reddest("5D") > 120
    assert reddest("5S") < 40 and reddest("5C") < 40


def test_the_two_jokers_look_different(art: CardArt) -> None:
    big, small = art.face(Card.parse("R"), 80), art.face(Card.parse("B"), 80)
    assert _digest(big) != _digest(small)


@pytest.mark.parametrize("style", BACK_STYLES)
@pytest.mark.parametrize("width", WIDTHS)
def test_both_backs_render(art: CardArt, style: str, width: int) -> None:
    back = art.back(style, width)
    assert back.get_size() == (width, card_height(width))


def test_backs_differ_and_unknown_style_falls_back(art: CardArt) -> None:
    assert _digest(art.back("red", 80)) != _digest(art.back("blue", 80))
    assert art.back("plaid", 80) is art.back("red", 80)


def test_overlays_and_slots_have_card_size(art: CardArt) -> None:
    size = (80, card_height(80))
    for surface in (art.placeholder(80), art.selected_tint(80), art.highlight(80),
                    art.dimmed(80), art.small_face(Card.parse("R"), 80),
                    art.small_face(Card.parse("TD"), 80)):
        assert surface.get_size() == size
    pad = art.shadow_pad(80)
    assert art.shadow(80).get_size() == (80 + 2 * pad, card_height(80) + 2 * pad)


def test_card_cache_is_bounded_when_the_window_is_resized_many_times() -> None:
    art = CardArt(supersample=1, capacity=50)
    card = Card(0, "S")
    for width in range(40, 140):
        art.face(card, width)
    assert len(art._cache) == 50
    assert art.face(card, 139) is art.face(card, 139)


def test_each_game_draws_its_own_classic_back(art: CardArt) -> None:
    """Tractor's Classic back is its purple 升, Dou Dizhu keeps the red 斗; the shared blue
    back stays blue in both games."""
    assert family_back("doudizhu") == "red" and family_back("shengji") == "purple"
    assert family_back("shengji", "blue") == family_back("doudizhu", "blue") == "blue"
    digests = {_digest(art.back(style, 80)) for style in ("red", "blue", "purple")}
    assert len(digests) == 3
