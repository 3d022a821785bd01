"""Screenshot states for following the play (``--scene trick`` and ``--scene lasttrick``).

- ``trick``: a trick every other seat passed, still on the table because the player
  took it and is to lead the next (the turn marker and the turn clock on the player);
- ``lasttrick``: the player to act with two tricks over, the 上一轮 panel open.

Both look from seed ``seed`` on for the first hand that gets there.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.doudizhu import events as ev
from ui.app import intents
from ui.app.intents import Intent
from ui.dev import headless
from ui.table.tricks import split_tricks, trick_on_table

if TYPE_CHECKING:
    from ui.app.app import App

SEEDS_TRIED = 40


def _find(app: App, seed: int, mode: str, ready: Callable[[Any, list[ev.Event]], bool]) -> Any:
    """The first table from ``seed`` on that reaches ``ready`` (the last one tried if none)."""
    table = None
    for s in range(seed, seed + SEEDS_TRIED):
        table = headless.new_table(app, mode=mode, seed=s)
        shown: list[ev.Event] = []
        animate = table.director.show

        def logged(event: ev.Event, shown: list[ev.Event] = shown,
                   animate: Any = animate) -> float:
            shown.append(event)
            return float(animate(event))

        table.director.show = logged

        def done(table: Any = table, shown: list[ev.Event] = shown) -> bool:
            return bool(ready(table, shown) or table.session.over)

        def each(table: Any = table, done: Any = done) -> None:
            if not done():
                headless.act_for_player(table)

        headless.run_until(app, done, 30000, each)
        if ready(table, shown):
            return table
    return table


def _closed_for_player(table: Any, shown: list[ev.Event]) -> bool:
    trick = trick_on_table(table.view)
    return (
        table.human_turn() and trick is not None and trick.closed
        and trick.winner == table.session.seat and len(trick.turns) >= 3
    )


def trick(app: App, seed: int, mode: str) -> None:
    _find(app, seed, mode, _closed_for_player)


def _two_tricks_over(table: Any, shown: list[ev.Event]) -> bool:
    tricks = split_tricks(table.view)
    return (
        table.human_turn() and len(tricks) >= 3 and not tricks[-1].closed
        and len(tricks[-2].turns) >= 4 and bool(table.view.legal)
    )


def last_trick(app: App, seed: int, mode: str) -> None:
    table = _find(app, seed, mode, _two_tricks_over)
    if table is not None and not table.last_trick.open:
        table.handle(Intent(intents.LAST_TRICK))
