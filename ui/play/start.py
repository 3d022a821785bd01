"""Starting and resuming a game, whichever game it is: the pages call these, and each
family's table comes from its entry in ``TABLES`` (:mod:`ui.play.registry`), so no
page tests which game it is and the pages need not import one another to start one."""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ui.app.i18n import t
from ui.persist.saves import FAMILIES
from ui.play.registry import table_kind

if TYPE_CHECKING:
    from ui.app.app import App


def start_game(
    app: App,
    replace_all: bool = False,
    seed: int | None = None,
    game: Any = None,
    previous: Any = None,
) -> Any:
    """A new hand with the current settings (mode and its options, difficulty, practice).

    ``seed`` replays a known deal; ``game`` (a fresh game from a record) also
    keeps that record's ruleset and options.  ``previous`` is the hand before in
    the same match: the next one keeps its rules and takes the first bidder it
    passes on (``Game.next_first_bidder``, docs/doudizhu.md §1.8).
    """
    s = app.settings
    if previous is None:
        app.match_scores = []  # a new game starts a new match: no totals carried over
    if seed is None:
        seed = app.next_seed()
    chosen = game.rules if game is not None else previous.rules if previous else s.rules()
    kind = table_kind(chosen.family)
    return kind.start(app, chosen, seed, bool(s.practice), replace_all, game, previous)


def ask_before_replacing(app: App, family: str, start: Callable[[], Any]) -> None:
    """Run ``start`` (a new game of ``family``) at once, or, when that family has a saved
    game it would overwrite, only once the player agrees to abandon it (放弃当前牌局？).
    The other family's save is never at stake: each family has its own slot."""
    from ui.widgets.confirm import ConfirmScene

    if not app.records.has_current_hand(family):
        start()
        return
    app.push(ConfirmScene(
        app, "confirm.abandon", start, detail="confirm.abandon_detail",
        yes_label="confirm.abandon_yes", params={"game": t(f"family.{family}")},
    ))


def continue_game(app: App, family: str | None = None) -> Any | None:
    """Resume ``family``'s saved game (default: the first family with one), if there is
    one that still replays.  Should the table still fail to take it, the save is moved
    aside with a notice and the title stays: a save never stops the game."""
    families = FAMILIES if family is None else (family,)
    chosen = next((f for f in families if app.records.has_current_hand(f)), None)
    saved = app.records.current_hand(chosen) if chosen is not None else None
    if chosen is None or saved is None:
        return None
    depth = len(app.stack)
    try:
        return resume_game(app, *saved)
    except Exception as error:
        traceback.print_exc(file=sys.stderr)
        while len(app.stack) > depth:
            app.stack.pop()
        app.records.set_aside(chosen, f"it could not be resumed ({error!r})")
        return None


def resume_game(app: App, game: Any, meta: dict[str, Any]) -> Any:
    """The table for a saved game (checked by :mod:`ui.persist.saves` when read)."""
    return table_kind(game.rules.family).resume(app, game, meta)


def show_table(app: App, table: Any, replace_all: bool) -> None:
    """A fresh table on top of the stack, or in place of everything (the next deal)."""
    if replace_all:
        app.stack.clear_to(table)
    else:
        app.push(table)
