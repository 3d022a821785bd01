"""The Dou Dizhu table's entry in ``TABLES`` (:mod:`ui.play.registry`): a new hand on a
fresh table, and a saved hand resumed as it stands."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ui.play.registry import TableKind, new_session
from ui.play.start import show_table

if TYPE_CHECKING:
    from ui.app.app import App
    from ui.table.scene import TableScene


def start_table(app: App, rules: Any, seed: int, practice: bool, replace_all: bool,
                game: Any = None, previous: Any = None) -> TableScene:
    """A hand of ``rules`` dealt with ``seed`` (or ``game``, already dealt), the next of
    ``previous``'s match when given, on a fresh table."""
    from game import new_game
    from ui.app.session import Session  # the AI comes with it: not before a hand
    from ui.table.scene import TableScene
    from ui.table.support import table_plays

    if game is None:
        first = previous.next_first_bidder if previous is not None else None
        game = new_game(rules, seed, first_bidder=first)
    if not table_plays(game.rules):
        raise ValueError(f"the table cannot show {game.rules.name!r} yet")
    session = Session(game.rules.name, app.settings.difficulty, seed, app.executor, game)
    table = TableScene(app, session, practice=practice)
    app.records.clear_current_hand(game.rules.family)
    show_table(app, table, replace_all)
    return table


def resume_table(app: App, game: Any, meta: dict[str, Any]) -> TableScene:
    """The table for a saved hand (checked by :mod:`ui.persist.saves` when read)."""
    from ui.app.session import Session  # the AI comes with it: not before a hand
    from ui.table.practice import PracticeOptions
    from ui.table.scene import TableScene

    level = str(meta.get("level", app.settings.difficulty))
    scores = meta.get("match_scores")
    if isinstance(scores, list):
        app.match_scores = list(scores)  # the running totals of the match it belongs to
    session = new_session(game, level, game.seed, app.executor)  # AGENTS[family]
    assert isinstance(session, Session)
    session.restore_auto(meta)  # 托管's moves before the restart stay its own
    options = PracticeOptions.from_meta(meta)
    table = TableScene(app, session, practice=bool(meta.get("practice", False)),
                       options=options, resume=True)
    table.keep_picker.restore(meta)  # 帝主's kitty as the player had marked it
    app.push(table)
    return table


TABLE = TableKind(start_table, resume_table)
