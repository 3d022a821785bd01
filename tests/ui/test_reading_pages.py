"""The reading chooser (癞子) stays in the window however many readings a selection has."""

from __future__ import annotations

import pygame
import pytest

import game
from game.cards import parse_cards
from game.doudizhu import events as ev
from game.plays import Play
from ui.app import intents
from ui.app.intents import Intent
from ui.table.layout import TableLayout
from ui.table.readings import CLOSED, PICKED, Grid, ReadingChooser, balanced
from ui.table.wild import REVEAL_SECONDS, WildTable

LAIZI = game.ruleset("laizi")
SIZES = [(960, 540), (1280, 720)]
NINE_TEN_FOUR_WILDS = "9S TS 7S 7H 7C 7D"


def chooser_for(readings: list[Play], hand: str, size: tuple[int, int]) -> ReadingChooser:
    pygame.init()
    table = WildTable(LAIZI, lambda: 1.0)
    table.on_revealed(ev.WildRevealed("7"))
    table.update(REVEAL_SECONDS + 0.1)
    chooser = ReadingChooser()
    chooser.show(readings, parse_cards(hand), True, table.is_wild)
    chooser.layout(TableLayout.compute(size, 3, 0))
    return chooser


def nine_ten_readings() -> list[Play]:
    readings = game.classify(parse_cards(NINE_TEN_FOUR_WILDS), LAIZI, wild="7")
    assert len(readings) >= 21
    return readings


def pages_shown(chooser: ReadingChooser) -> list[tuple[int, list[pygame.Rect]]]:
    """Each page's first reading and boxes, turning the pages from the first."""
    chooser.choice = 0
    seen = []
    for _ in range(chooser.pages):
        seen.append((chooser.first, chooser._boxes))
        chooser.turn_page(1)
    return seen


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("copies", [1, 3])  # 21 readings, and 63 (any number fits)
def test_every_page_of_readings_lies_inside_the_window(size: tuple[int, int],
                                                       copies: int) -> None:
    readings = nine_ten_readings() * copies
    chooser = chooser_for(readings, NINE_TEN_FOUR_WILDS, size)
    window = pygame.Rect((0, 0), size)
    assert window.contains(chooser._panel)
    shown = 0
    for first, boxes in pages_shown(chooser):
        assert first == shown and boxes
        assert all(chooser._panel.contains(box) for box in boxes)
        assert not any(a.colliderect(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])
        prev, nxt = chooser._arrows
        if chooser.pages > 1:
            assert chooser._panel.contains(prev) and chooser._panel.contains(nxt)
            assert not any(box.colliderect(prev) or box.colliderect(nxt) for box in boxes)
        shown += len(boxes)
    assert shown == len(readings)  # each reading on exactly one page


def test_the_cards_shrink_before_the_readings_are_paged() -> None:
    small = chooser_for(nine_ten_readings(), NINE_TEN_FOUR_WILDS, (960, 540))
    large = chooser_for(nine_ten_readings(), NINE_TEN_FOUR_WILDS, (1280, 720))
    assert small.pages == 2 and small._grid.card_w == 40  # the smallest cards, then pages
    assert large.pages == 1 and len(large._boxes) == 21


def test_stepping_past_a_page_shows_the_next_page_with_the_choice_on_it() -> None:
    chooser = chooser_for(nine_ten_readings(), NINE_TEN_FOUR_WILDS, (960, 540))
    per_page = chooser._grid.per_page
    chooser.choice = per_page - 1
    assert chooser.page == 0
    assert chooser.handle(Intent(intents.STEP, value=1)) == ""
    assert chooser.page == 1 and chooser.first == per_page
    box = chooser._boxes[chooser.choice - chooser.first]
    assert chooser.handle(Intent(intents.POINT_DOWN, box.center)) == PICKED
    assert chooser.chosen == chooser.readings[per_page]


def test_the_arrows_and_the_wheel_turn_pages_and_a_click_inside_keeps_the_panel() -> None:
    chooser = chooser_for(nine_ten_readings(), NINE_TEN_FOUR_WILDS, (960, 540))
    chooser.choice = 0
    prev, nxt = chooser._arrows
    assert chooser.handle(Intent(intents.POINT_DOWN, nxt.center)) == ""
    assert chooser.page == 1 and chooser.choice == chooser._grid.per_page
    assert chooser.handle(Intent(intents.SCROLL, value=1)) == "" and chooser.page == 0
    assert chooser.handle(Intent(intents.POINT_DOWN, prev.center)) == "" and chooser.page == 1
    gap = (chooser._panel.centerx, chooser._panel.bottom - 4)
    assert chooser.handle(Intent(intents.POINT_DOWN, gap)) == "" and chooser.open
    assert chooser.handle(Intent(intents.POINT_DOWN, (2, 2))) == CLOSED and not chooser.open


def test_a_grid_that_holds_every_reading_is_balanced_and_a_paged_one_stays_full() -> None:
    assert balanced(Grid(60, 5, 4), 6) == Grid(60, 3, 2)
    assert balanced(Grid(60, 5, 5), 21) == Grid(60, 5, 5)
    assert balanced(Grid(40, 4, 4), 21) == Grid(40, 4, 4)
