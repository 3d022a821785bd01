"""In a match with first_bidder=rotate the first bid passes on from hand to hand
(docs/doudizhu.md §1.8)."""

from __future__ import annotations

from typing import Any

from ui.dev import headless
from ui.pages.newgame import NewGameScene
from ui.pages.result import ResultScene
from ui.table.scene import TableScene


def play_hand(app: Any) -> tuple[TableScene, ResultScene]:
    table = app.stack.find(TableScene)
    assert isinstance(table, TableScene)
    assert headless.play_to_result(app, table)
    result = app.stack.top
    assert isinstance(result, ResultScene)
    return table, result


def test_the_next_hand_of_a_match_takes_the_first_bidder_passed_on(app: Any) -> None:
    app.settings.mode = "classic"
    app.settings.set_option("classic", "first_bidder", "rotate")
    app.push(NewGameScene(app)).begin()
    first = app.stack.find(TableScene).session.game
    assert first.rules.first_bidder == "rotate" and first.start_first_bidder is None
    previous = first
    for _ in range(2):
        _, result = play_hand(app)
        passed_on = previous.next_first_bidder
        assert passed_on == previous.rules.next_seat(previous.first_bidder)
        result.play_again()
        game = app.stack.find(TableScene).session.game
        assert game is not previous and game.rules == previous.rules
        assert game.start_first_bidder == passed_on == game.first_bidder
        assert game.record()["first_bidder"] == passed_on
        previous = game


def test_without_rotation_each_hand_keeps_its_own_flipped_card(app: Any) -> None:
    app.settings.mode = "classic"
    app.push(NewGameScene(app)).begin()
    _, result = play_hand(app)
    result.play_again()
    assert app.stack.find(TableScene).session.game.start_first_bidder is None
