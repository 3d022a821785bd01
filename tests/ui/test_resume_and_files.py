"""Persistence through the real app: the hand in progress resumes exactly after any
action; forfeiting books a loss; damaged settings, statistics and save files are moved
aside with a message in the app, and the app runs on."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ui.app.app import App, AppOptions
from ui.app.i18n import set_language
from ui.dev import headless
from ui.persist.records import Records


@pytest.fixture
def folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[Path, Path]]:
    config, data = tmp_path / "config", tmp_path / "data"
    monkeypatch.setenv("XDG_CONFIG_HOME", str(config))
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    yield config / "doudizhu", data / "doudizhu"
    set_language("zh")


def _persistent_app() -> Any:
    headless.use_dummy_drivers()
    app = App(AppOptions(seed=8, fast=True, persist=True, language="en"))
    app.settings.animation_speed = "instant"
    return app


def test_every_action_is_saved_so_a_restart_resumes_the_same_table(folders: Any) -> None:
    _, data = folders
    app = _persistent_app()
    try:
        app.match_scores = [4, -2, -2]  # an earlier hand of the same match
        table = headless.new_table(app, practice=True, seed=31)
        table.tools.options.open_hands = True
        checked = 0

        def each() -> None:
            nonlocal checked
            if table.actions_taken != checked and not table.session.over:
                checked = table.actions_taken
                app.records.flush()  # the save is written on the writer thread
                game, meta = Records(data).current_hand() or (None, {})
                assert game is not None and game.record() == table.session.game.record()
                assert meta["practice"] is True and meta["level"] == table.session.level
            headless.act_for_player(table)

        headless.run_until(app, lambda: table.actions_taken >= 25, 20000, each)
        assert checked >= 20
        live = table.session.game.record()
    finally:
        app.shutdown()
    app = _persistent_app()
    try:
        from ui.pages.title import continue_game

        resumed = continue_game(app)
        assert resumed is not None
        assert resumed.session.game.record() == live
        assert resumed.practice and resumed.tools.options.open_hands
        assert app.match_scores == [4, -2, -2]  # the match's running totals come back too
        assert set(resumed.hand.cards) == set(resumed.session.view().hand)
        headless.frames(app, 5)
    finally:
        app.shutdown()


def test_forfeit_books_a_loss_and_clears_the_save(folders: Any) -> None:
    app = _persistent_app()
    try:
        table = headless.new_table(app, seed=5)
        headless.run_until(app, lambda: table.actions_taken >= 4, 5000,
                           lambda: headless.act_for_player(table))
        table.forfeit()
        headless.run_until(app, lambda: table.result is not None, 2000)
        assert table.result is not None and table.result.abandoned_by == 0
        assert not table.result.won(0)
        assert app.records.summary().hands == 1
        assert not app.records.has_current_hand()
    finally:
        app.shutdown()


@pytest.mark.parametrize(
    ("where", "name", "content"),
    [
        ("config", "settings.json", b"{not json"),
        ("data", "stats.sqlite3", b"SQLite format 3\x00" + b"\x13" * 300),
        ("data", "current_hand.json", b'{"format": "doudizhu-save", "version": 1, "rec'),
    ],
)
def test_a_damaged_file_is_moved_aside_and_reported_in_the_app(
    folders: Any, where: str, name: str, content: bytes
) -> None:
    config, data = folders
    folder = config if where == "config" else data
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_bytes(content)
    app = _persistent_app()
    try:
        from ui.pages.title import TitleScene

        app.push(TitleScene(app))
        headless.frames(app, 10)
        assert any(name in message for message in app.notices.history)
        assert app.notices.current is not None
        assert any(p.name.startswith(name + ".corrupt") for p in folder.iterdir())
        assert app.running and isinstance(app.stack.top, TitleScene)
    finally:
        app.shutdown()
