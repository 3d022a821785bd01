"""The walk's snapshots (``ui.dev.walk``): a table it reached, kept as a step that
resumes it on a fresh app (the game and its table options, as the table saves them for
继续), so a rebuild through that table does not replay every press and AI turn from the
title; and a finished Dou Dizhu hand resumed one action before its end.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ui.dev.walk_presses import Press, session_of

if TYPE_CHECKING:
    from ui.app.app import App
    from ui.app.scene import Scene


def snapshot(app: App, scene: Scene, name: str) -> Press | None:
    """A step that puts ``scene``'s table back as it stands (the game and its table options,
    as the table saves them for 继续) over the title of a fresh app: a rebuild resumes it
    instead of replaying every press and AI turn from the title.  None for a scene that is
    no table."""
    from ui.persist.saves import restore

    saved = saved_table(scene)
    if saved is None:
        return None
    record, meta = saved
    before = _as_on_the_path(app)
    if session_of(scene).over and getattr(session_of(scene), "match", None) is None:
        # A finished Dou Dizhu hand: one action before the end, then that action.
        return Press(name, run=lambda app: (before(app), resume_ending(app, record, meta))[0])

    def resume(app: App) -> None:
        from ui.play.start import resume_game

        before(app)
        resume_game(app, restore(record), dict(meta))

    return Press(name, run=resume)


def saved_table(scene: Scene) -> tuple[dict[str, Any], dict[str, Any]] | None:
    """The game record and the table options ``scene`` saves for 继续 (caught on their way
    to the records, which keep nothing); a finished Dou Dizhu hand (whose save is cleared)
    with the options it would have saved.  None for a scene that is no table."""
    save = getattr(scene, "save_progress", None)
    session = session_of(scene)
    if save is None or session is None or not hasattr(scene, "human_turn"):
        return None
    kept: list[tuple[dict[str, Any], dict[str, Any]]] = []

    def keep(game: Any, level: str, practice: bool, extra: dict[str, Any] | None = None) -> None:
        kept.append((game.record(), {**(extra or {}), "level": level, "practice": practice}))

    records = scene.app.records
    setattr(records, "save_current_hand", keep)  # noqa: B010  (caught, not saved)
    try:
        save()
    finally:
        delattr(records, "save_current_hand")
    if kept:
        return kept[0]
    if not session.over or not hasattr(scene, "tools") or not hasattr(session, "game"):
        return None
    table: Any = scene
    return session.game.record(), {**table.tools.options.to_meta(), "level": session.level,
                                   "practice": table.practice}


def _as_on_the_path(app: App) -> Callable[[App], None]:
    """A step that gives a fresh app the next deal's seed and the finished hands (the pages
    list them) that ``app`` has now, as on the path that led here."""
    started = app.hands_started
    booked = list(reversed(app.records.stats_store.recent_hands()))

    def put_back(app: App) -> None:
        app.hands_started = started
        for row in booked:
            app.records.stats_store.add(row)

    return put_back


def resume_ending(app: App, record: dict[str, Any], meta: dict[str, Any]) -> Any:
    """A finished Dou Dizhu hand's table, resumed one action before the end, and the last
    action applied through the table, which ends the hand as in play (the result panel
    follows)."""
    import game
    from ui.play.start import resume_game

    actions = record["actions"]
    upto = len(actions) - 1
    probe = game.replay(record, upto=upto)
    taken: list[tuple[Any, Any]] = []
    real = probe.apply

    def grab(action: Any, cards: Any = None) -> Any:
        taken.append((action, cards))
        return real(action, cards)

    probe.apply = grab
    probe.apply_logged(actions[-1])
    table = resume_game(app, game.replay(record, upto=upto), dict(meta))
    table.apply(*taken[0])
    return table
