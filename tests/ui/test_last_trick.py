"""上一轮: the button and the L key show the trick before the one on the table, seat by
seat, and close again."""

from __future__ import annotations

from typing import Any

import pygame

from game.doudizhu import events as ev
from ui.app import intents
from ui.app.intents import Intent, map_event
from ui.app.session import HUMAN
from ui.dev import headless
from ui.table.last_trick import LastTrickView


def test_the_l_key_asks_for_the_last_trick() -> None:
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0)
    intent = map_event(key)
    assert intent is not None and intent.kind == intents.LAST_TRICK


def test_the_view_lists_the_trick_before_the_one_on_the_table(app: Any) -> None:
    table = headless.new_table(app, seed=11)
    shown: list[ev.Event] = []
    animate = table.director.show

    def logged(event: ev.Event) -> float:
        shown.append(event)
        return animate(event)

    table.director.show = logged  # type: ignore[method-assign]

    def closed_tricks() -> int:
        return sum(isinstance(e, ev.NewTrick) for e in shown)

    def ready() -> bool:  # the player to act, two tricks over, a third one led
        return (
            table.human_turn() and closed_tricks() >= 2
            and isinstance(shown[-1], ev.Played | ev.Passed | ev.Warning)
        )

    assert headless.run_until(
        app, ready, 30000, lambda: None if ready() else headless.act_for_player(table)
    )
    assert not table.last_trick.open and table.last_trick.button.enabled
    # What the table animated between the last two NewTrick events is the previous trick.
    ends = [i for i, e in enumerate(shown) if isinstance(e, ev.NewTrick)]
    expected: dict[int, list[tuple[str, ...]]] = {}
    leader = None
    for e in shown[ends[-2] + 1:ends[-1]]:
        if isinstance(e, ev.Played | ev.Passed):
            leader = e.seat if leader is None else leader
            cards = tuple(sorted(str(c) for c in e.cards)) if isinstance(e, ev.Played) else ()
            expected.setdefault(e.seat, []).append(cards)
    table.handle(Intent(intents.LAST_TRICK))
    assert table.last_trick.open
    rows = LastTrickView.rows(table.view)
    seats = table.session.game.rules.seats
    assert [seat for seat, _ in rows] == [(leader + k) % seats for k in range(seats)]
    got = {seat: [tuple(sorted(str(c) for c in t.cards)) for t in turns] for seat, turns in rows}
    assert got == expected
    headless.frames(app, 2)  # it draws
    table.handle(Intent(intents.LAST_TRICK))
    assert not table.last_trick.open, "L again closes it"
    table.handle(Intent(intents.LAST_TRICK))
    selected = set(table.hand.selected)
    table.handle(Intent(intents.POINT_DOWN, table.hand.hit_rects()[0].center))
    assert not table.last_trick.open, "a click closes it"
    assert table.hand.selected == selected, "and does nothing else"
    table.handle(Intent(intents.LAST_TRICK))
    table.handle(Intent(intents.MENU))
    assert not table.last_trick.open and app.stack.top is table, "Esc closes it, no menu"


def test_before_any_trick_is_over_the_button_is_greyed(app: Any) -> None:
    table = headless.new_table(app, seed=11)
    assert headless.run_until(
        app, lambda: bool(table.view.history) and table.director.settled, 30000,
        lambda: headless.act_for_player(table),
    )
    assert len(table.session.game.view(HUMAN).history) < table.session.game.rules.seats
    assert LastTrickView.rows(table.view) == []
    assert not table.last_trick.button.enabled
