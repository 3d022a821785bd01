"""明牌 is an offer the player may ignore: the hand goes on without an answer, a press
shows the hand at that moment's factor, and "never show my hand" never offers."""

from __future__ import annotations

from typing import Any

import pytest

from game.doudizhu.view import PHASE_BIDDING, PHASE_LANDLORD_SHOW
from ui.app import intents
from ui.app.intents import Intent
from ui.dev import headless
from ui.table.show_offer import is_show_moment


def _happy(app: Any, seed: int = 7) -> Any:
    return headless.new_table(app, mode="happy", seed=seed)


def test_an_ignored_offer_lets_the_hand_reach_bidding(app: Any) -> None:
    """Nobody touches anything: every 明牌 moment of the player passes by itself."""
    table = _happy(app)
    offers = 0

    def watch() -> None:
        nonlocal offers
        offers += table.show_offer.open

    assert headless.run_until(
        app, lambda: not is_show_moment(table.session.game.phase), 3000, watch
    )
    assert table.session.game.phase == PHASE_BIDDING
    assert offers > 0  # it was offered ...
    assert 0 not in table.session.game.view(0).shown  # ... and, ignored, nothing was shown


def test_the_bar_asks_no_show_question(app: Any) -> None:
    table = _happy(app)
    assert headless.run_until(app, lambda: table.show_offer.open, 600)
    assert table.bar.buttons == []  # no 明牌 / 不明牌 pair to answer
    assert table.show_offer.button.visible


def test_pressing_the_offer_shows_the_hand_at_that_factor(app: Any) -> None:
    table = _happy(app)
    assert headless.run_until(app, lambda: table.show_offer.open, 600)
    factor = table.show_offer.button.params["factor"]
    rect = table.show_offer.button.rect
    app.dispatch(Intent(intents.POINT_DOWN, rect.center))
    app.dispatch(Intent(intents.POINT_UP, rect.center))
    view = table.session.game.view(0)
    assert 0 in view.shown
    assert factor in (5, 4, 3)
    assert not table.show_offer.open


@pytest.mark.parametrize(("digit", "answer"), [(1, "0 show"), (0, "0 no_show")])
def test_the_one_key_shows_and_zero_declines(app: Any, digit: int, answer: str) -> None:
    table = _happy(app)
    assert headless.run_until(app, lambda: table.show_offer.open, 600)
    game = table.session.game
    assert table.session.to_act == 0 and game.action_log == []  # the first answer is ours
    app.dispatch(Intent(intents.DIGIT, value=digit))
    assert game.action_log == [answer]
    assert (0 in game.view(0).shown) == (digit == 1)
    assert not table.show_offer.open


def test_never_show_answers_at_once_without_an_offer(app: Any) -> None:
    app.settings.never_show = True
    table = _happy(app)
    seen = False

    def watch() -> None:
        nonlocal seen
        seen = seen or table.show_offer.open

    headless.run_until(app, lambda: not is_show_moment(table.session.game.phase), 3000, watch)
    assert not seen
    assert 0 not in table.session.game.view(0).shown


def test_the_landlord_is_offered_the_after_kitty_show(app: Any) -> None:
    """As landlord the offer comes once more (×2) and passes by itself too."""
    from game.doudizhu.actions import Call, Rob

    for seed in range(3, 40):
        table = _happy(app, seed)

        def bid(t: Any = table) -> None:
            if t.human_turn() and t.view.phase == PHASE_BIDDING:
                legal = t.session.legal()
                yes = next((a for a in legal if isinstance(a, Call | Rob) and a.yes), None)
                t.apply(yes if yes is not None else legal[0])

        reached = headless.run_until(
            app, lambda t=table: t.session.game.phase == PHASE_LANDLORD_SHOW
            or t.session.game.phase in ("doubling", "play"), 4000, bid,
        )
        if reached and table.session.game.phase == PHASE_LANDLORD_SHOW:
            assert headless.run_until(app, lambda t=table: t.show_offer.open, 600)
            assert table.show_offer.button.params["factor"] == 2
            assert headless.run_until(
                app, lambda t=table: t.session.game.phase != PHASE_LANDLORD_SHOW, 600
            )
            assert 0 not in table.session.game.view(0).shown
            return
    raise AssertionError("no seed made the player landlord")
