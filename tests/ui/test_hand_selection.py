"""Selecting cards: click toggles, dragging selects a range, right click clears."""

from __future__ import annotations

import pygame

from game.cards import parse_cards
from game.plays import Play
from ui.app import intents
from ui.app.intents import Intent
from ui.table.hand_view import HandView
from ui.table.layout import TableLayout

HAND = parse_cards("3S 4H 5C 6D 7S 8H 9C TD JS QH KC AD 2S B R")


def make_hand(size: tuple[int, int] = (1280, 720)) -> HandView:
    view = HandView(TableLayout.compute(size, 3, 0))
    view.set_cards(HAND)
    return view


def centre_of(view: HandView, index: int) -> tuple[int, int]:
    """A point on the visible strip of card ``index`` (its left edge area)."""
    rect = view.hit_rects()[index]
    return rect.x + 6, rect.centery


def click(view: HandView, pos: tuple[int, int]) -> None:
    view.handle(Intent(intents.POINT_DOWN, pos))
    view.handle(Intent(intents.POINT_UP, pos))


def test_hand_is_sorted_high_to_low() -> None:
    view = make_hand()
    ranks = [c.rank for c in view.cards]
    assert ranks == sorted(ranks, reverse=True)


def test_click_toggles_a_card() -> None:
    view = make_hand()
    click(view, centre_of(view, 3))
    assert view.selected_cards() == [view.cards[3]]
    click(view, centre_of(view, 3))
    assert view.selected_cards() == []


def test_click_outside_the_hand_selects_nothing() -> None:
    view = make_hand()
    click(view, (5, 5))
    assert not view.selected


def test_drag_across_cards_selects_the_range() -> None:
    view = make_hand()
    view.handle(Intent(intents.POINT_DOWN, centre_of(view, 2)))
    for i in (3, 4, 5, 6):
        view.handle(Intent(intents.POINT_MOVE, centre_of(view, i), 1))
    view.handle(Intent(intents.POINT_UP, centre_of(view, 6)))
    assert view.selected_cards() == view.cards[2:7]


def test_dragging_over_selected_cards_deselects_them() -> None:
    view = make_hand()
    view.selected = set(view.cards[2:7])
    view.handle(Intent(intents.POINT_DOWN, centre_of(view, 6)))
    view.handle(Intent(intents.POINT_MOVE, centre_of(view, 2), 1))
    view.handle(Intent(intents.POINT_UP, centre_of(view, 2)))
    assert view.selected_cards() == []


def test_right_click_clears_the_selection() -> None:
    view = make_hand()
    view.selected = set(view.cards[:4])
    assert view.handle(Intent(intents.CLEAR, (0, 0)))
    assert not view.selected


def test_selected_cards_rise() -> None:
    view = make_hand()
    click(view, centre_of(view, 0))
    for _ in range(120):
        view.update(1 / 60)
    lifted = view.sprites[view.cards[0]]
    resting = view.sprites[view.cards[1]]
    assert lifted.lift > view.layout.lift * 0.9 and resting.lift < 1


def test_select_play_picks_cards_of_the_play_ranks() -> None:
    view = make_hand()
    chosen = view.select_play(Play.from_str("34567:straight:7"))
    assert sorted(c.rank_char for c in chosen) == sorted("34567")
    assert set(chosen) == view.selected


def test_twenty_cards_fit_the_smallest_window() -> None:
    view = HandView(TableLayout.compute((960, 540), 3, 0))
    view.set_cards(parse_cards("3S 3H 3C 3D 4S 4H 4C 4D 5S 5H 5C 5D 6S 6H 6C 6D 7S 7H B R"))
    rects = view.hit_rects()
    screen = pygame.Rect(0, 0, 960, 540)
    assert all(screen.contains(r) for r in rects)
