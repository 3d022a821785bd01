"""帝主's discarded kitty cards show as the table's empty slot with a word on it.  Found in
the play-test: they were drawn as faint ♠ placeholders, which read as a card."""

from __future__ import annotations

import pygame
import pytest

from ui.art.cardart import CardArt, card_height
from ui.dev import headless
from ui.table import parts
from ui.table.layout import TableLayout

WIDTH = 30  # the kitty's small card width at 960x540


@pytest.fixture
def art() -> CardArt:
    headless.use_dummy_drivers()
    pygame.init()
    return CardArt()


def test_the_empty_slot_is_an_outline_with_nothing_inside(art: CardArt) -> None:
    slot = art.placeholder(WIDTH)
    w, h = slot.get_size()
    inside = {tuple(slot.get_at((x, y))) for x in range(w // 4, 3 * w // 4)
              for y in range(h // 4, 3 * h // 4)}
    assert len(inside) == 1, "no pip drawn in the slot"


def test_a_discarded_slot_is_the_empty_slot_with_its_word(art: CardArt) -> None:
    slot, empty = parts.discarded_slot(art, WIDTH), art.placeholder(WIDTH)
    assert slot.get_size() == empty.get_size() == (WIDTH, card_height(WIDTH))
    w, h = slot.get_size()
    changed = sum(slot.get_at((x, y)) != empty.get_at((x, y))
                  for x in range(w) for y in range(h))
    assert changed > 20, "the word is written on the slot"
    assert slot.get_at((1, h // 2)) == empty.get_at((1, h // 2)), "its outline is the slot's"


@pytest.mark.parametrize("kept", [0, 2, 5])
def test_the_kitty_draws_its_discarded_slots_so(art: CardArt, kept: int,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[int] = []
    slot = parts.discarded_slot

    def spy(art_: CardArt, width: int) -> pygame.Surface:
        drawn.append(width)
        return slot(art_, width)

    monkeypatch.setattr(parts, "discarded_slot", spy)
    lay = TableLayout.compute((960, 540), 3, 0)
    kitty = parts.KittyView(6)
    kitty.keep(kept, ())
    kitty.draw(pygame.Surface((960, 540)), art, "red", lay)
    assert drawn == [lay.small_w] * (6 - kept)
