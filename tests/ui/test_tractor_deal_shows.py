"""What the Tractor table shows as trump is fixed: the dealer's side and the hand's sort
order come from the rules core's own rule (``side_of_dealer``) and the table's own
``table_trump``, read from the board the animations brought up to the event — one copy
each, not a second rule in the table."""

from __future__ import annotations

from typing import Any

import pytest

from game.shengji import events as ev
from game.shengji.state import side_of_dealer
from ui.dev import headless
from ui.tractor.cardsort import table_trump
from ui.tractor.headless import new_tractor_table

# (mode, the dealer's side when trump is fixed, from the dealer's seat and the seat count)
SIDES = [
    ("tractor", lambda dealer, seats: {dealer, (dealer + 2) % seats}),  # partners opposite
    ("friends_five", lambda dealer, seats: {dealer}),  # no friend has shown yet
    ("bidding_three", lambda dealer, seats: {dealer}),  # one against two
]


@pytest.mark.parametrize(("mode", "side"), SIDES)
def test_trump_fixed_shows_the_dealers_side_by_the_rules_core(
    app: Any, mode: str, side: Any
) -> None:
    scene = new_tractor_table(app, mode, seed=3, auto=True)
    presenter, seen = scene.presenter, []
    show = presenter.handlers[ev.TrumpFixed]

    def watched(event: ev.TrumpFixed) -> float:
        held = show(event)
        board = presenter.board
        seen.append((event.dealer, board.dealer_side, presenter.hand.trump, table_trump(board)))
        return held

    presenter.handlers[ev.TrumpFixed] = watched
    assert headless.wait_for(app, lambda: bool(seen)), "trump was fixed on the table"
    dealer, shown, hand_trump, board_trump = seen[0]
    seats = scene.session.rules.seats
    assert set(shown) == side(dealer, seats)
    assert shown == tuple(sorted(side_of_dealer(dealer, seats, scene.session.rules.teams)))
    assert hand_trump == board_trump, "the hand sorts by the trump the board shows"


def test_a_declaration_on_the_board_sorts_the_hand_by_its_suit(app: Any) -> None:
    scene = new_tractor_table(app, "tractor", seed=3, auto=True)
    board = scene.presenter.board
    headless.wait_for(app, lambda: bool(board.declarations) or board.trump is not None)
    assert board.declarations and board.trump is None, "a declaration stands during the deal"
    assert scene.hand.trump == table_trump(board)
    assert scene.hand.trump is not None and scene.hand.trump.suit is not None
