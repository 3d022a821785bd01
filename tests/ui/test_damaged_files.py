"""Every file the app reads, damaged in every way issue 35 found (and a few more of the
same kinds): the app starts, the screen that uses the file works (继续, the statistics,
a replay), the file is kept aside under ``NAME.corrupt-DATE`` with one notice, and
nothing else is lost."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest

import game
from game.shengji import Match
from ui.app.app import App, AppOptions
from ui.app.i18n import set_language
from ui.dev import headless
from ui.pages.replay import ReplayScene
from ui.pages.replay_list import ReplayListScene
from ui.pages.stats import StatsScene
from ui.pages.title import TitleScene
from ui.persist.records import Records
from ui.persist.settings import Settings, SettingsStore
from ui.persist.stats import HandRow, StatsStore
from ui.play.start import continue_game

DEEP = "[" * 1000 + "]" * 1000


@pytest.fixture
def folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[Path, Path]]:
    config, data = tmp_path / "config" / "doudizhu", tmp_path / "data" / "doudizhu"
    monkeypatch.setenv("XDG_CONFIG_HOME", str(config.parent))
    monkeypatch.setenv("XDG_DATA_HOME", str(data.parent))
    config.mkdir(parents=True)
    data.mkdir(parents=True)
    yield config, data
    set_language("zh")


def _start_app() -> Any:
    """The real app over the files as they are, on its title screen."""
    headless.use_dummy_drivers()
    app = App(AppOptions(seed=8, fast=True, persist=True, language="en"))
    app.settings.animation_speed = "instant"
    app.push(TitleScene(app))
    headless.frames(app, 3)
    return app


def _asides(folder: Path, name: str) -> list[Path]:
    return sorted(p for p in folder.iterdir() if p.name.startswith(name + ".corrupt-"))


def _kept_aside(app: Any, folder: Path, name: str, content: str | None = None) -> None:
    """One notice names ``name``; the file is aside (intact, when ``content`` is given)."""
    assert sum(name in str(m) for m in app.notices.history) == 1, app.notices.history
    asides = _asides(folder, name)
    assert len(asides) == 1
    if content is not None:
        assert asides[0].read_text(encoding="utf-8") == content


# -- settings.json ---------------------------------------------------------------------------
DAMAGED_SETTINGS = {
    "deep": DEEP, "list": "[]", "null": "null", "number": "7", "string": '"classic"',
    "volume-text": '{"volume": "loud", "mode": "happy"}', "language-number": '{"language": 5}',
    "flag-text": '{"practice": "yes"}', "volume-range": '{"volume": 3}',
    "options-list": '{"mode_options": []}', "speed-list": '{"animation_speed": ["fast"]}',
}


@pytest.mark.parametrize("content", DAMAGED_SETTINGS.values(), ids=DAMAGED_SETTINGS.keys())
def test_the_settings_store_keeps_every_damaged_file_aside(tmp_path: Path, content: str) -> None:
    (tmp_path / "settings.json").write_text(content, encoding="utf-8")
    store = SettingsStore(tmp_path / "settings.json")
    store.load()
    assert store.message is not None and "settings.json" in store.message
    assert [p.read_text("utf-8") for p in _asides(tmp_path, "settings.json")] == [content]


def test_sound_settings_are_not_kept_aside(tmp_path: Path) -> None:
    """Unknown fields and unknown modes are a newer or older version's, not damage."""
    text = '{"volume": 0.25, "later_field": [1], "mode_options": {"gone_mode": {"x": 1}}}'
    (tmp_path / "settings.json").write_text(text, encoding="utf-8")
    store = SettingsStore(tmp_path / "settings.json")
    assert store.load().volume == 0.25 and store.message is None
    assert not _asides(tmp_path, "settings.json")


@pytest.mark.parametrize("name", ["deep", "list", "null", "volume-text"])
def test_damaged_settings_are_kept_aside_and_the_app_goes_on(
    folders: Any, name: str
) -> None:
    config, _ = folders
    content = DAMAGED_SETTINGS[name]
    (config / "settings.json").write_text(content, encoding="utf-8")
    app = _start_app()
    try:
        _kept_aside(app, config, "settings.json", content)
        assert app.running and isinstance(app.stack.top, TitleScene)
        app.settings.volume = 0.5
        app.save_settings()  # the next save writes a fresh file beside the kept one
        assert json.loads((config / "settings.json").read_text(encoding="utf-8"))["volume"] == 0.5
        assert len(_asides(config, "settings.json")) == 1
    finally:
        app.shutdown()


def test_the_usable_settings_of_a_file_kept_aside_are_kept(folders: Any) -> None:
    config, _ = folders
    (config / "settings.json").write_text('{"volume": "loud", "mode": "happy"}', "utf-8")
    app = _start_app()
    try:
        assert app.settings.mode == "happy" and app.settings.volume == 0.7
    finally:
        app.shutdown()
    assert json.loads((config / "settings.json").read_text("utf-8"))["mode"] == "happy"


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_file_with_some_bad_values_says_the_rest_were_kept(tmp_path: Path, lang: str) -> None:
    """Play-test: a settings file with a bad volume (a hand edit) kept its other values,
    but the banner said the defaults were used: it now says only those values went back."""
    from ui.app.i18n import t
    from ui.widgets.notices import body_text

    (tmp_path / "settings.json").write_text('{"volume": 7, "mode": "happy"}', "utf-8")
    store = SettingsStore(tmp_path / "settings.json")
    assert store.load().mode == "happy"
    assert store.message is not None
    set_language(lang)
    try:
        text = body_text(store.message)
        assert text != t("notice.damaged.settings", aside=store.message.aside)
        assert text == t("notice.partial.settings", aside=store.message.aside)
    finally:
        set_language("zh")
    (tmp_path / "other").mkdir()
    (tmp_path / "other" / "settings.json").write_text("[]", "utf-8")
    whole = SettingsStore(tmp_path / "other" / "settings.json")
    whole.load()  # nothing usable in it: the defaults are used, and it says so
    assert whole.message is not None
    assert body_text(whole.message) == t("notice.damaged.settings", aside=whole.message.aside)


def test_a_settings_file_cut_short_keeps_what_is_still_legible(tmp_path: Path) -> None:
    """Play-test: an English player's settings.json cut short (a crash, a full disk)
    came back as all defaults, Chinese included, so the banner explaining it was in a
    language the player may not read.  What is still legible is kept."""
    from ui.widgets.notices import body_text

    cut = '{\n  "language": "en",\n  "animation_speed": "fast",\n  "volume": 0.25,\n  "tu'
    (tmp_path / "settings.json").write_text(cut, encoding="utf-8")
    store = SettingsStore(tmp_path / "settings.json")
    settings = store.load()
    assert (settings.language, settings.animation_speed, settings.volume) == ("en", "fast", 0.25)
    assert settings.turn_clock == "30", "the cut field keeps its default"
    assert store.message is not None and store.message.kind == "partial"
    set_language("en")
    try:
        assert "kept" in body_text(store.message)
    finally:
        set_language("zh")
    assert [p.read_text("utf-8") for p in _asides(tmp_path, "settings.json")] == [cut]
    written = json.loads((tmp_path / "settings.json").read_text("utf-8"))
    assert written["language"] == "en" and written["animation_speed"] == "fast"
    (tmp_path / "settings.json").write_bytes(b"\x00\x01 garbage")
    assert SettingsStore(tmp_path / "settings.json").load() == Settings(), "nothing legible"


# -- the saved games -------------------------------------------------------------------------
def _save_text(record: object, meta: object) -> str:
    return json.dumps({"format": "doudizhu-save", "version": 1, "record": record, "meta": meta})


def _hand_record() -> dict[str, Any]:
    hand = game.new_game(game.ruleset("classic"), 4)
    hand.apply(hand.legal_actions()[0])
    return hand.record()


def _damaged_saves() -> list[Any]:
    hand, seats = _hand_record(), 3
    tractor_hand = Match(game.ruleset("tractor"), 4).game.record()
    return [
        pytest.param(DEEP, id="deep"),
        pytest.param(_save_text(hand, {"level": 5}), id="level-5"),
        pytest.param(_save_text(hand, {"level": "godlike"}), id="level-unknown"),
        pytest.param(_save_text(tractor_hand, {"level": "normal"}), id="tractor-hand"),
        pytest.param(_save_text(hand, {"practice": "yes"}), id="practice-text"),
        pytest.param(_save_text(hand, {"match_scores": [1] * (seats + 1)}), id="scores"),
        pytest.param(_save_text(hand, {"undos": -1}), id="undos"),
        pytest.param(_save_text(hand, {"auto": ["x"]}), id="auto"),
        pytest.param(_save_text(hand, [1, 2]), id="meta-list"),
        pytest.param(_save_text([1, 2], {}), id="record-list"),
        pytest.param(_save_text({"ruleset": "classic", "seed": "x", "actions": []}, {}),
                     id="record-seed"),
        pytest.param("null", id="null"),
    ]


@pytest.mark.parametrize("content", _damaged_saves())
def test_records_keep_every_damaged_save_aside(tmp_path: Path, content: str) -> None:
    (tmp_path / "current_hand.json").write_text(content, encoding="utf-8")
    records = Records(tmp_path)
    assert records.current_hand("doudizhu") is None
    assert [str(m).startswith("current_hand.json") for m in records.messages] == [True]
    assert [p.read_text("utf-8") for p in _asides(tmp_path, "current_hand.json")] == [content]
    assert not records.has_current_hand()
    records.close()


@pytest.mark.parametrize("content", [p for p in _damaged_saves()
                                     if p.id in ("deep", "level-5", "tractor-hand")])
def test_a_damaged_save_is_kept_aside_at_start_and_continue_goes_on(
    folders: Any, content: str
) -> None:
    _, data = folders
    (data / "current_hand.json").write_text(content, encoding="utf-8")
    app = _start_app()
    try:
        _kept_aside(app, data, "current_hand.json", content)
        title = app.stack.top
        assert isinstance(title, TitleScene) and not title.resumes["doudizhu"].enabled
        title.continue_hand("doudizhu")  # 继续, as a click would
        assert continue_game(app) is None
        headless.frames(app, 3)
        assert app.running and app.stack.top is title
    finally:
        app.shutdown()


def test_a_save_the_table_cannot_take_is_kept_aside_when_continue_is_pressed(
    folders: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Past every check a table may still fail on a save: 继续 then sets it aside too."""
    _, data = folders
    content = _save_text(_hand_record(), {"level": "normal"})
    (data / "current_hand.json").write_text(content, encoding="utf-8")
    app = _start_app()
    try:
        title = app.stack.top
        assert isinstance(title, TitleScene) and title.resumes["doudizhu"].enabled

        def broken(*_args: Any) -> Any:
            raise RuntimeError("the table broke")

        monkeypatch.setattr("ui.play.start.resume_game", broken)
        title.continue_hand("doudizhu")
        headless.frames(app, 3)
        _kept_aside(app, data, "current_hand.json", content)
        assert app.stack.top is title and not title.resumes["doudizhu"].enabled
    finally:
        app.shutdown()


# -- the statistics database -----------------------------------------------------------------
@cache
def _finished_text() -> str:
    return json.dumps(headless.finished_record(3))


def _finished() -> dict[str, Any]:
    """A finished Dou Dizhu hand's record (played once per test run)."""
    return dict(json.loads(_finished_text()))


def _stats_with_records(path: Path, records: list[dict[str, Any]]) -> None:
    store = StatsStore(path)
    for seed, record in enumerate(records, 1):
        store.add(HandRow(mode="classic", difficulty="normal", practice=False, role="farmer",
                          won=seed % 2 == 0, score=seed, base=1, multiplier=1, spring=False,
                          abandoned=False, seed=seed, record=record))
    store.close()


def _sql(path: Path, *statements: str) -> None:
    conn = sqlite3.connect(path)
    with conn:
        for statement in statements:
            conn.execute(statement)
    conn.close()


DAMAGED_TABLES = {
    "no-score": ["ALTER TABLE hands DROP COLUMN score"],
    "no-family": ["DROP INDEX hands_by_mode", "ALTER TABLE hands DROP COLUMN family"],
    "score-text": ["UPDATE hands SET score = 'lots' WHERE id = 1"],
    "won-text": ["UPDATE hands SET won = 'maybe' WHERE id = 1"],
    "seed-real": ["UPDATE hands SET seed = 1.5 WHERE id = 1"],
    "won-2": ["UPDATE hands SET won = 2 WHERE id = 1"],
    "time-range": ["UPDATE hands SET finished_at = 1e20 WHERE id = 1"],
    "record-blob": ["UPDATE hands SET record = x'00ff' WHERE id = 1"],
    "no-table": ["DROP TABLE hands"],
}


@pytest.mark.parametrize("statements", DAMAGED_TABLES.values(), ids=DAMAGED_TABLES.keys())
def test_the_stats_store_keeps_a_damaged_table_aside(tmp_path: Path, statements: list[str]) -> None:
    path = tmp_path / "stats.sqlite3"
    _stats_with_records(path, [_finished()])
    _sql(path, *statements)
    store = StatsStore(path)
    assert store.message is not None and len(_asides(tmp_path, "stats.sqlite3")) == 1
    assert store.summary().hands == 0 and store.recent_hands() == []
    store.close()


@pytest.mark.parametrize("name", ["no-score", "score-text", "time-range"])
def test_a_damaged_statistics_table_is_kept_aside_and_the_stats_page_opens(
    folders: Any, name: str
) -> None:
    _, data = folders
    path = data / "stats.sqlite3"
    _stats_with_records(path, [_finished()])
    _sql(path, *DAMAGED_TABLES[name])
    app = _start_app()
    try:
        _kept_aside(app, data, "stats.sqlite3")
        stats = app.push(StatsScene(app))
        headless.frames(app, 3)
        assert app.stack.top is stats and app.records.summary().hands == 0
        app.records.add_hand(game.replay(_finished()), "normal", False)
        assert app.records.summary().hands == 1  # the fresh database keeps new hands
    finally:
        app.shutdown()


def _bad_record(name: str) -> str:
    if name == "tractor-record":
        return json.dumps(Match(game.ruleset("tractor"), 4).game.record())
    return {
        "list": "[1,2]", "deep": DEEP, "not-json": "not json", "number": "5",
        "unknown-ruleset": '{"ruleset": "nonsense", "seed": 1, "actions": []}',
        "actions-numbers": '{"ruleset": "classic", "seed": 1, "actions": [1, 2]}',
        "seed-text": '{"ruleset": "classic", "seed": "one", "actions": []}',
    }[name]


BAD_RECORDS = ["list", "tractor-record", "deep", "not-json", "number", "unknown-ruleset",
               "actions-numbers", "seed-text"]


def _stats_with_a_bad_record(path: Path, bad_record: str) -> None:
    good = _finished()
    _stats_with_records(path, [good, good])
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("UPDATE hands SET record = ? WHERE id = 2", (bad_record,))
    conn.close()


@pytest.mark.parametrize("name", BAD_RECORDS)
def test_the_stats_store_drops_a_damaged_record_keeping_a_copy(tmp_path: Path, name: str) -> None:
    path, bad_record = tmp_path / "stats.sqlite3", _bad_record(name)
    _stats_with_a_bad_record(path, bad_record)
    store = StatsStore(path)
    assert getattr(store.message, "kind", "") == "records"
    assert [h.id for h in store.recent_hands()] == [1] and store.summary().hands == 2
    store.close()
    assert StatsStore(path).message is None  # dropped once, not again at every start


@pytest.mark.parametrize("name", ["list", "tractor-record"])
def test_a_damaged_hand_record_leaves_the_list_and_the_replays_work(
    folders: Any, name: str
) -> None:
    _, data = folders
    path, bad_record = data / "stats.sqlite3", _bad_record(name)
    _stats_with_a_bad_record(path, bad_record)
    app = _start_app()
    try:
        _kept_aside(app, data, "stats.sqlite3")
        notice = next(m for m in app.notices.history if "stats.sqlite3" in str(m))
        assert getattr(notice, "kind", "") == "records"
        assert app.records.summary().hands == 2  # the figures of both hands still count
        copy = sqlite3.connect(_asides(data, "stats.sqlite3")[0])
        kept = copy.execute("SELECT record FROM hands WHERE id = 2").fetchone()[0]
        copy.close()
        assert kept == bad_record  # the copy set aside holds the record as it was
        listing = app.push(StatsScene(app)).open_replays()
        listing = app.stack.top
        assert isinstance(listing, ReplayListScene) and len(listing.hands) == 1
        listing.open_replay()
        viewer = app.stack.top
        assert isinstance(viewer, ReplayScene) and viewer.game is not None
        viewer.seek(len(viewer.actions))
        headless.frames(app, 3)
        assert viewer.game.over and app.running
    finally:
        app.shutdown()


@pytest.mark.parametrize(
    "record",
    [[1, 2], "TRACTOR", {"ruleset": "classic", "seed": 1, "actions": [5, None]},
     {"ruleset": "classic"}, {}],
    ids=["list", "tractor-record", "bad-actions", "no-seed", "empty"],
)
def test_the_replay_viewer_says_a_record_cannot_be_replayed(app: Any, record: Any) -> None:
    if record == "TRACTOR":
        record = Match(game.ruleset("tractor"), 4).game.record()
    viewer = app.push(ReplayScene(app, record))
    for step in (1, 5, 0):
        viewer.seek(step)
    headless.frames(app, 3)
    assert viewer.game is None and viewer.error
    assert app.stack.top is viewer and app.running


# -- any damage to a save: 继续 resumes it or it is kept aside, never a crash ------------------
ODD_VALUES: list[Any] = [None, True, 0, -1, 5, 1.5, "", "x", "5", [], {}, [1, 2], {"a": 1},
                         [[[[[[[[[[[[[[0]]]]]]]]]]]]]]]


def _paths(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every place in a parsed JSON value (the root included)."""
    yield path
    items = value.items() if isinstance(value, dict) else enumerate(value) \
        if isinstance(value, list) else ()
    for key, child in items:
        yield from _paths(child, (*path, key))


def _damaged_copy(payload: Any, rng: Any) -> Any:
    """``payload`` with one place replaced by an odd value, or one key or item removed."""
    damaged = json.loads(json.dumps(payload))
    path = rng.choice(list(_paths(damaged))[1:])
    parent = damaged
    for key in path[:-1]:
        parent = parent[key]
    if rng.random() < 0.2:
        del parent[path[-1]]
    else:
        parent[path[-1]] = rng.choice(ODD_VALUES)
    return damaged


@pytest.mark.parametrize("family", ["doudizhu", "shengji"])
def test_no_damage_to_a_save_makes_continue_crash(folders: Any, family: str) -> None:
    import random

    from ui.persist.saves import SLOT_FILES, SaveStore

    _, data = folders
    path = data / SLOT_FILES[family]
    if family == "doudizhu":
        game_in_play: Any = game.new_game(game.ruleset("classic"), 4)
        for _ in range(5):
            game_in_play.apply(game_in_play.legal_actions()[0])
    else:
        game_in_play = Match(game.ruleset("tractor"), 4)
        for _ in range(6):
            game_in_play.game.apply(game.shengji.PASS)
    SaveStore(path, family).save(game_in_play, {"level": "normal", "practice": True,
                                                "undos": 0, "open_hands": False})
    sound = json.loads(path.read_text(encoding="utf-8"))
    app = _start_app()
    rng, resumed, refused = random.Random(35), 0, 0
    try:
        for _ in range(25):
            title = app.stack.clear_to(TitleScene(app))  # leaving a table saves its game
            app.records.clear_current_hand(family)
            app.records.flush()
            path.write_text(json.dumps(_damaged_copy(sound, rng)), encoding="utf-8")
            table = continue_game(app, family)
            headless.frames(app, 2)
            assert app.running
            if table is None:
                refused += 1
                assert app.stack.top is title and not path.exists()
            else:
                resumed += 1  # a change that leaves a sound game (a None field deleted)
                assert app.stack.top is table
        assert resumed + refused == 25 and refused >= 15
        assert len(list(data.glob(path.name + ".corrupt-*"))) == refused
    finally:
        app.shutdown()


def test_a_settings_value_is_used_as_written_or_the_file_is_kept_aside(tmp_path: Path) -> None:
    """Every field of the settings with every odd value: never a silent change (auto_pass
    and auto_pass_chosen are left out: an old file's true was the old default, reset on
    purpose unless the pair says the player chose it)."""
    import dataclasses

    from ui.persist.settings import Settings

    fields = [f.name for f in dataclasses.fields(Settings)
              if f.name not in ("auto_pass", "auto_pass_chosen", "mode_options")]
    path = tmp_path / "settings.json"
    checked = 0
    for name in fields:
        for value in [*ODD_VALUES, "en", "fast", "blue", "happy", "expert", "off", 0.25]:
            path.write_text(json.dumps({name: value}), encoding="utf-8")
            store = SettingsStore(path)
            loaded = getattr(store.load(), name)
            used = loaded == value and isinstance(loaded, bool) == isinstance(value, bool)
            assert used or store.message is not None, (name, value, loaded)
            assert used or len(_asides(tmp_path, "settings.json")) == 1
            for aside in _asides(tmp_path, "settings.json"):
                aside.unlink()
            checked += 1
    assert checked == len(fields) * (len(ODD_VALUES) + 7)
