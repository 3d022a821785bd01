"""The player's hand holds up to 40 cards (帝主 with the whole kitty; the four-player
landlord's 33) on the smallest window: one row while the overlap stays readable,
two rows beyond, every card still reachable by the pointer.

The reachability check does not trust ``hit_rects``: it paints every card where it is
drawn, in drawing order, and clicks a pixel of each card that no later card covers.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game import new_game, ruleset
from game.cards import Card, sort_for_display
from game.doudizhu.view import PHASE_KEEP
from ui.app import intents
from ui.app.intents import Intent
from ui.app.session import HUMAN, Session
from ui.dev import headless
from ui.pages.title import TitleScene
from ui.table.hand_view import HandView
from ui.table.layout import TableLayout
from ui.table.scene import TableScene

SIZES = ((960, 540), (1280, 720))
COUNTS = (17, 20, 25, 33, 34, 40)


def two_deck_cards(count: int) -> list[Card]:
    """``count`` distinct cards of a two-deck game (copies of a face included)."""
    game = new_game(ruleset("emperor"), 11)
    return [card for hand in game.hands for card in hand][:count]


def make_hand(size: tuple[int, int], count: int) -> HandView:
    view = HandView(TableLayout.compute(size, 3, 0))
    view.set_cards(two_deck_cards(count))
    settle(view)
    return view


def settle(view: HandView) -> None:
    for _ in range(240):
        view.update(1 / 60)


def drawn_rects(view: HandView) -> list[pygame.Rect]:
    """Where each card is painted now, risen ones included, in drawing order."""
    w = view.card_w
    h = view.shape().card_h
    return [
        pygame.Rect(round(s.x), round(s.y - s.lift), w, h)
        for s in (view.sprites[c] for c in view.cards)
    ]


def uncovered_point(view: HandView, index: int) -> tuple[tuple[int, int], int]:
    """A pixel of card ``index`` that no later card covers, near the middle of what shows,
    and how many of its pixels show."""
    rects = drawn_rects(view)
    mine = rects[index]
    shown = [
        (x, y)
        for x in range(mine.left, mine.right, 2)
        for y in range(mine.top, mine.bottom, 2)
        if not any(r.collidepoint(x, y) for r in rects[index + 1 :])
    ]
    assert shown, f"card {index} is hidden"
    cx = sum(x for x, _ in shown) / len(shown)
    cy = sum(y for _, y in shown) / len(shown)
    point = min(shown, key=lambda p: (p[0] - cx) ** 2 + (p[1] - cy) ** 2)
    return point, len(shown) * 4


def click(view: HandView, pos: tuple[int, int]) -> None:
    view.handle(Intent(intents.POINT_DOWN, pos))
    view.handle(Intent(intents.POINT_UP, pos))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("count", COUNTS)
def test_every_card_is_reachable_and_a_click_toggles_exactly_it(
    size: tuple[int, int], count: int
) -> None:
    view = make_hand(size, count)
    for index, card in enumerate(view.cards):
        point, area = uncovered_point(view, index)
        assert area >= 16 * 24, f"card {index} of {count} shows too little to aim at"
        click(view, point)
        assert view.selected == {card}, f"card {index} of {count} at {point}"
        settle(view)
        point, _ = uncovered_point(view, index)  # it rose: click it where it is now
        click(view, point)
        assert not view.selected, f"card {index} of {count} would not go down"
        settle(view)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("count", COUNTS)
def test_a_drag_selects_the_run_between_two_cards(size: tuple[int, int], count: int) -> None:
    view = make_hand(size, count)
    first, last = 2, count - 3  # in two rows: from the top row to the bottom one
    view.handle(Intent(intents.POINT_DOWN, uncovered_point(view, first)[0]))
    for index in range(first + 1, last + 1):
        view.handle(Intent(intents.POINT_MOVE, uncovered_point(view, index)[0], 1))
    view.handle(Intent(intents.POINT_UP, uncovered_point(view, last)[0]))
    assert view.selected_cards() == view.cards[first : last + 1]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("count", COUNTS)
def test_the_hand_stays_on_screen_and_below_the_buttons(
    size: tuple[int, int], count: int
) -> None:
    view = make_hand(size, count)
    view.selected = set(view.cards)  # every card risen: the tallest the hand gets
    settle(view)
    lay = view.layout
    screen = pygame.Rect(0, 0, *size)
    buttons_bottom = lay.buttons_y + lay.button_h // 2
    for rect in drawn_rects(view):
        assert screen.contains(rect)
        assert rect.top > buttons_bottom
        assert rect.left >= lay.hand_left and rect.right <= lay.hand_right


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("count", (17, 20))
def test_a_hand_of_up_to_twenty_cards_lies_as_it_always_did(
    size: tuple[int, int], count: int
) -> None:
    view = make_hand(size, count)
    lay = view.layout
    step = min(lay.card_w * 0.5, (lay.hand_right - lay.hand_left - lay.card_w) / (count - 1))
    x0 = size[0] / 2 - (lay.card_w + step * (count - 1)) / 2
    assert view.card_w == lay.card_w and view.shape().lift == lay.lift
    assert list(view.targets().values()) == [(x0 + i * step, lay.hand_top) for i in range(count)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_big_hand_takes_two_rows_high_cards_behind(size: tuple[int, int]) -> None:
    view = make_hand(size, 34)
    shape = view.shape()
    assert shape.rows == (17, 17)
    assert view.cards == sort_for_display(view.cards)
    ys = [y for _, y in view.targets().values()]
    assert ys[:17] == [shape.row_y[0]] * 17 and ys[17:] == [shape.row_y[1]] * 17
    assert shape.row_y[0] < shape.row_y[1]
    assert shape.step >= shape.card_w * 0.36, "the overlap leaves the whole index showing"


@pytest.fixture
def emperor_table(app: Any) -> Iterator[TableScene]:
    """帝主 with the player as emperor, at the keep choice: 40 cards in hand."""
    app.stack.clear_to(TitleScene(app))
    game = new_game(ruleset("emperor"), 6, landlord=HUMAN)
    table = app.push(TableScene(app, Session("emperor", "normal", 6, app.executor, game)))
    assert isinstance(table, TableScene)
    assert headless.run_until(
        app, lambda: table.human_turn() and table.view.phase == PHASE_KEEP, 5000
    )
    headless.frames(app, 60)
    yield table


def test_a_forty_card_hand_renders_and_saves_as_a_picture(
    app: Any, emperor_table: TableScene, tmp_path: Any
) -> None:
    assert len(emperor_table.hand.cards) == 40
    path = tmp_path / "emperor.png"
    headless.frames(app, 2)
    pygame.image.save(app.screen, str(path))
    assert path.stat().st_size > 10_000
