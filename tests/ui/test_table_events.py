"""The table animates only what the player's seat may see, each event by its type.

A three-seat mode with a hidden kitty (``kitty_seen_by="landlord"``) is registered
here and nowhere else: when another seat is landlord the kitty's event reaches the
player only in the copy without the cards, and the kitty stays face down.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from game import new_game
from game.doudizhu import events as ev
from game.doudizhu.modes import THREE_SEAT_PHASES
from game.doudizhu.ruleset import DOUDIZHU_OPTIONS, DoudizhuRules
from game.doudizhu.view import PHASE_PLAY
from game.rules import Table, register, unregister
from ui.app.session import HUMAN, Session
from ui.dev import headless
from ui.pages.title import TitleScene
from ui.table.scene import TableScene

HIDDEN_KITTY = DoudizhuRules(
    "test_hidden_kitty",
    table=Table(seats=3, decks=1, hand_size=17, kitty_size=3, kitty_seen_by="landlord"),
    phases=THREE_SEAT_PHASES,
    choices=tuple(DOUDIZHU_OPTIONS.items()),
)


@pytest.fixture(autouse=True)
def _registered() -> Iterator[None]:
    register(HIDDEN_KITTY)
    yield
    unregister(HIDDEN_KITTY.name)


def _table(app: Any, landlord: int, seed: int = 4) -> tuple[TableScene, list[ev.Event]]:
    """A hidden-kitty table with ``landlord`` fixed, and a log of every event it animates."""
    app.stack.clear_to(TitleScene(app))
    game = new_game(HIDDEN_KITTY, seed, landlord=landlord)
    session = Session(HIDDEN_KITTY.name, "normal", seed, app.executor, game)
    table = TableScene(app, session)
    shown: list[ev.Event] = []
    animate = table.director.show

    def logged(event: ev.Event) -> float:
        shown.append(event)
        return animate(event)

    table.director.show = logged  # type: ignore[method-assign]
    app.push(table)
    return table, shown


def _play_a_few_tricks(app: Any, table: TableScene) -> None:
    def played() -> int:
        return sum(1 for _, play in table.session.game.history if play is not None)

    assert headless.run_until(
        app,
        lambda: played() >= 4 and table.director.settled,
        20000,
        lambda: headless.act_for_player(table),
    )


def test_a_hidden_kitty_is_never_drawn_for_a_farmer(app: Any) -> None:
    table, shown = _table(app, landlord=1)
    _play_a_few_tricks(app, table)
    assert shown and all(event.visible_to(HUMAN) for event in shown)
    chosen = [e for e in shown if isinstance(e, ev.LandlordChosen)]
    assert len(chosen) == 1 and chosen[0].kitty == (), "only the copy without the cards"
    assert table.parts.kitty.cards == (), "the kitty stays face down"
    assert table.view.kitty is None
    kitty = set(table.session.game.kitty)
    assert not kitty & set(table.hand.cards)


def test_the_landlord_sees_the_hidden_kitty_it_took(app: Any) -> None:
    table, shown = _table(app, landlord=HUMAN)
    assert headless.run_until(app, lambda: table.director.settled, 5000)
    chosen = [e for e in shown if isinstance(e, ev.LandlordChosen)]
    assert len(chosen) == 1 and chosen[0].kitty == tuple(table.session.game.kitty)
    assert table.parts.kitty.cards == tuple(table.session.game.kitty)


def test_a_resumed_hidden_kitty_table_keeps_it_face_down(app: Any) -> None:
    app.stack.clear_to(TitleScene(app))
    game = new_game(HIDDEN_KITTY, 9, landlord=2)
    session = Session(HIDDEN_KITTY.name, "normal", 9, app.executor, game)
    table = app.push(TableScene(app, session, resume=True))
    assert isinstance(table, TableScene) and table.director.settled
    assert table.parts.kitty.cards == ()
    assert table.view.phase == PHASE_PLAY


def test_an_event_the_player_may_not_see_is_never_queued(app: Any) -> None:
    table = headless.new_table(app, seed=3)
    assert headless.run_until(app, lambda: table.director.settled, 5000)
    secret = ev.Passed(1, audience=frozenset({1, 2}))
    table.director.push([secret, ev.Passed(2)])
    assert list(table.director.queue) == [ev.Passed(2)]


def test_events_go_to_their_handler_by_type_not_by_class_name(app: Any) -> None:
    table = headless.new_table(app, seed=3)
    assert headless.run_until(app, lambda: table.director.settled, 5000)
    cards = list(table.hand.cards)

    class Dealt(ev.Event):  # same name as a game event, but not one
        pass

    assert table.director.show(Dealt()) == 0.0
    assert table.hand.cards == cards, "a look-alike event must not deal again"
    assert table.director.show(ev.NewTrick(0)) > 0, "a real event has its handler"
