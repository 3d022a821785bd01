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
        from ui.play.start import continue_game

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


# -- one saved game per family, and asking before one is abandoned (issue 30) -----------------
def _hand_in_progress(seed: int = 4) -> Any:
    import game

    hand = game.new_game(game.ruleset("classic"), seed)
    hand.apply(hand.legal_actions()[0])
    return hand


def _match_in_progress(seed: int = 4) -> Any:
    import game
    from game.shengji import PASS, Match

    match = Match(game.ruleset("tractor"), seed)
    for _ in range(6):
        match.game.apply(PASS)
    return match


def _continues(resumed: Any, match: Any) -> bool:
    """Whether the resumed table plays on from ``match`` (the AI seats may have acted)."""
    now, saved = resumed.session.record()["hands"], match.record()["hands"]
    return len(now) == len(saved) and now[-1][: len(saved[-1])] == saved[-1]


def _title(app: Any) -> Any:
    from ui.pages.title import TitleScene

    title = TitleScene(app)
    app.stack.clear_to(title)
    headless.frames(app, 2)
    return title


def _click(app: Any, button: Any) -> None:
    """Press ``button`` as the pointer does (down and up over it), then draw a frame."""
    from ui.app import intents
    from ui.app.intents import Intent

    assert button.visible and button.enabled
    app.dispatch(Intent(intents.POINT_DOWN, button.rect.center))
    app.dispatch(Intent(intents.POINT_UP, button.rect.center))
    headless.frames(app, 2)


def test_the_title_offers_each_saved_game_its_own_continue(app: Any) -> None:
    from ui.table.scene import TableScene
    from ui.tractor.scene import TractorScene

    hand, match = _hand_in_progress(), _match_in_progress()
    app.records.save_current_hand(hand, "normal", False)
    app.records.save_current_hand(match, "normal", False)
    title = _title(app)
    ddz, tractor = title.resumes["doudizhu"], title.resumes["shengji"]
    assert (ddz.text, tractor.text) == ("Continue Dou Dizhu", "Continue Tractor")
    assert not ddz.rect.colliderect(tractor.rect)
    _click(app, tractor)
    resumed = app.stack.top
    assert isinstance(resumed, TractorScene) and _continues(resumed, match)
    title = _title(app)  # leaving saved the match again; the hand waits too
    _click(app, title.resumes["doudizhu"])
    table = app.stack.top
    saved = hand.record()["actions"]
    assert isinstance(table, TableScene) and table.session.game.seed == hand.seed
    assert table.session.game.record()["actions"][: len(saved)] == saved


def test_without_a_save_each_games_greyed_continue_keeps_its_place(app: Any) -> None:
    """Each game's panel keeps its 继续 greyed, so the panels never change shape."""
    title = _title(app)
    for button in (title.resumes["doudizhu"], title.resumes["shengji"]):
        assert button.visible and not button.enabled and button.text == "Continue"
    assert title.focus.focused is title.buttons[0]


def _new_game_panel(app: Any, mode: str) -> Any:
    from ui.pages.newgame import NewGameScene

    _click(app, _title(app).buttons[0])  # 开始游戏
    panel = app.stack.top
    assert isinstance(panel, NewGameScene)
    panel.choose_mode(mode)
    return panel


def test_starting_a_game_asks_before_abandoning_that_games_save(app: Any) -> None:
    from ui.pages.newgame import NewGameScene
    from ui.table.scene import TableScene
    from ui.widgets.confirm import ConfirmScene

    hand = _hand_in_progress()
    app.records.save_current_hand(hand, "normal", False)
    panel = _new_game_panel(app, "classic")
    _click(app, panel.start)
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmScene) and dialog.question == "confirm.abandon"
    _click(app, dialog.no_button)  # 取消: nothing changes
    assert app.stack.top is panel
    saved = app.records.current_hand("doudizhu")
    assert saved is not None and saved[0].record() == hand.record()
    _click(app, panel.start)
    _click(app, app.stack.top.yes_button)  # 放弃并开始
    table = app.stack.top
    assert isinstance(table, TableScene) and isinstance(app.stack.scenes[0], TableScene)
    assert table.session.game.record() != hand.record()
    assert not isinstance(app.stack.top, NewGameScene | ConfirmScene)


def test_starting_tractor_keeps_the_dou_dizhu_save_without_asking(app: Any) -> None:
    from ui.tractor.scene import TractorScene

    hand = _hand_in_progress()
    app.records.save_current_hand(hand, "normal", False)
    panel = _new_game_panel(app, "tractor")
    _click(app, panel.start)
    assert isinstance(app.stack.top, TractorScene)  # no question: nothing is abandoned
    saved = app.records.current_hand("doudizhu")
    assert saved is not None and saved[0].record() == hand.record()
    assert app.records.has_current_hand("shengji")


def test_an_old_single_save_of_a_match_resumes_from_its_own_continue(folders: Any) -> None:
    """A save written before the slots (every game in current_hand.json) still loads."""
    from ui.persist.saves import SaveStore
    from ui.tractor.scene import TractorScene

    _, data = folders
    match = _match_in_progress()
    SaveStore(data / "current_hand.json", "shengji").save(match, {"level": "normal"})
    app = _persistent_app()
    try:
        title = _title(app)
        assert not title.resumes["doudizhu"].enabled and title.resumes["shengji"].enabled
        _click(app, title.resumes["shengji"])
        resumed = app.stack.top
        assert isinstance(resumed, TractorScene) and _continues(resumed, match)
        assert app.notices.history == []
    finally:
        app.shutdown()


@pytest.mark.parametrize("mode", ["emperor", "friends_five", "tractor_six"])
def test_every_mode_asks_before_replacing_its_games_save(app: Any, mode: str) -> None:
    """The modes the issue saw lose a save: each asks, and only 放弃并开始 replaces it."""
    import game
    from ui.table.scene import TableScene
    from ui.tractor.scene import TractorScene
    from ui.widgets.confirm import ConfirmScene

    family = game.ruleset(mode).family
    saved = _hand_in_progress() if family == "doudizhu" else _match_in_progress()
    app.records.save_current_hand(saved, "normal", False)
    panel = _new_game_panel(app, mode)
    _click(app, panel.start)
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmScene)
    _click(app, dialog.no_button)
    kept = app.records.current_hand(family)
    assert app.stack.top is panel and kept is not None and kept[0].record() == saved.record()
    _click(app, panel.start)
    _click(app, app.stack.top.yes_button)
    table = app.stack.top
    assert isinstance(table, TableScene if family == "doudizhu" else TractorScene)
    assert table.session.game.rules.name == mode
