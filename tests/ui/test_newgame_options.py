"""The new-game panel offers every registered mode and each of its options (issue 9).

Modes and options come from the registry, so these tests walk it too: a mode added to
the rules core is checked here without a change.
"""

from __future__ import annotations

import dataclasses
import itertools
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import game
from ui.app import intents
from ui.app.i18n import set_language
from ui.app.intents import Intent
from ui.pages import option_text
from ui.pages.newgame import NewGameScene
from ui.pages.option_rows import OptionRow, Segments, Switch
from ui.persist import mode_options
from ui.persist.settings import Settings, SettingsStore


def click(scene: Any, pos: tuple[int, int]) -> None:
    scene.handle(Intent(intents.POINT_DOWN, pos))
    scene.handle(Intent(intents.POINT_UP, pos))


def open_panel(app: Any) -> NewGameScene:
    from ui.pages.title import TitleScene

    app.stack.clear_to(TitleScene(app))
    scene = app.push(NewGameScene(app))
    assert isinstance(scene, NewGameScene)
    return scene


def row(scene: NewGameScene, option: str) -> OptionRow:
    return next(r for r in scene.options.rows if r.option == option)


def press_value(scene: NewGameScene, option: str, value: Any) -> None:
    """Click the control of ``option`` so that it shows ``value`` (scrolling it into view)."""
    target = row(scene, option)
    scene.handle(Intent(intents.POINT_MOVE, scene.options.area.center))
    while target.rect.top < scene.options.area.top and scene.options.scroll > 0:
        scene.handle(Intent(intents.SCROLL, value=1))
    column = scene.options
    while not column.area.contains(target.rect) and column.scroll < column.max_scroll:
        scene.handle(Intent(intents.SCROLL, value=-1))
    control = target.control
    if isinstance(control, Switch):
        if control.value != value:
            click(scene, control.rect.center)
    else:
        assert isinstance(control, Segments)
        click(scene, control.segment_rects()[control.values.index(value)].center)


def shown_by_game(scene: NewGameScene) -> list[str]:
    """Every mode the panel offers, game tab by game tab."""
    offered = []
    for family in scene.family_tabs.options:
        scene.choose_family(family)
        assert {game.ruleset(m).family for m in scene.modes.modes} == {family}
        offered += scene.modes.modes
    return offered


def test_the_panel_lists_exactly_the_registered_modes_by_game(app: Any) -> None:
    scene = open_panel(app)
    assert list(scene.family_tabs.options) == ["doudizhu", "shengji"]
    assert shown_by_game(scene) == game.ruleset_names()
    tractor = [m for m in game.ruleset_names() if game.ruleset(m).family == "shengji"]
    assert len(tractor) == 9 and "tractor" in tractor and "bidding_three" in tractor


def test_a_game_tab_shows_its_modes_and_chooses_one(app: Any) -> None:
    scene = open_panel(app)
    scene.choose_mode("classic")
    click(scene, scene.family_tabs.segment_rects()[1].center)
    assert scene.family == "shengji" and app.settings.mode == scene.modes.modes[0]
    assert game.ruleset(app.settings.mode).family == "shengji"
    scene.choose_mode("five")  # choosing a mode of the other game shows its tab
    assert scene.family == "doudizhu" and "five" in scene.modes.modes
    app.frame(1 / 60, [])


def test_a_mode_the_table_cannot_play_is_shown_as_coming_soon(app: Any) -> None:
    from ui.table.support import table_plays

    scene = open_panel(app)
    for mode in game.ruleset_names():
        playable = table_plays(game.ruleset(mode))
        assert (mode in scene.modes.unplayable) == (not playable), mode
        scene.choose_mode(mode)
        assert scene.start.enabled == playable, mode
        assert bool(scene.error) != playable, mode


def test_tractor_presets_set_their_options(app: Any) -> None:
    from game.shengji.presets import PRESETS

    scene = open_panel(app)
    scene.choose_mode("tractor")
    preset = scene.options.preset_row
    assert preset is not None and preset.values == tuple(PRESETS)
    assert preset.value == "seed_classic", "the defaults are the seed's classic preset"
    control = preset.control
    assert isinstance(control, Segments)
    click(scene, control.segment_rects()[preset.values.index("shanghai_80")].center)
    assert app.settings.picks("tractor") == PRESETS["shanghai_80"]
    assert row(scene, "kitty_multiplier").value == "double_lead"
    assert preset.value == "shanghai_80"
    press_value(scene, "jack_hook", True)
    assert preset.value is None, "a preset changed by hand is no longer that preset"
    scene.handle(Intent(intents.POINT_MOVE, scene.options.area.center))
    for _ in range(40):
        scene.handle(Intent(intents.SCROLL, value=1))  # back to the top row
    click(scene, control.segment_rects()[preset.values.index("shengji_default")].center)
    assert app.settings.picks("tractor") == PRESETS["shengji_default"]
    scene.choose_mode("classic")
    assert scene.options.preset_row is None, "Dou Dizhu has no presets"
    app.frame(1 / 60, [])


@pytest.mark.parametrize("mode", game.ruleset_names())
def test_every_tractor_mode_offers_the_presets_it_can_honour(mode: str) -> None:
    from game.shengji.presets import PRESETS

    offered = mode_options.presets(mode)
    if game.ruleset(mode).family != "shengji":
        assert offered == {}
        return
    assert "seed_classic" in offered
    for name, picks in offered.items():
        assert picks == PRESETS[name]
        game.ruleset(mode, **mode_options.resolve(mode, picks))  # the rules accept it


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_rows_leave_no_gap_and_labels_are_not_larger_than_values(
    app: Any, size: tuple[int, int]
) -> None:
    """Issue 15: labels larger than options, a large empty gap."""
    from ui.art.text import font

    app.resize(size)
    scene = open_panel(app)
    for mode in ("two", "emperor", "classic", "tractor"):
        scene.choose_mode(mode)
        app.frame(1 / 60, [])
        rows = scene.options.all_rows
        for r in rows:
            control = r.control
            value_size = max(12, round(control.rect.h * 0.44))
            assert r.label_size - value_size <= 2, (mode, r.option, r.label_size, value_size)
            assert r.control.rect.bottom + r.help_size <= r.rect.bottom, "help inside its row"
        tops = [r.rect.y for r in rows]
        pitch = scene.options.row_pitch
        assert all(b - a == pitch for a, b in itertools.pairwise(tops)), "one pitch"
        assert scene.options.row_pitch <= round(size[1] * 0.12), "rows are not stretched"
        if not scene.options.max_scroll:  # the room under the rows shows the mode in short
            assert scene.options.summary, mode
            assert font(12).size(scene.options.summary[0])[0] <= scene.options.summary_area.w


@pytest.mark.parametrize("mode", game.ruleset_names())
def test_each_option_of_the_chosen_mode_has_a_row(app: Any, mode: str) -> None:
    scene = open_panel(app)
    scene.choose_mode(mode)
    rules = game.ruleset(mode)
    assert [r.option for r in scene.options.rows] == list(rules.option_choices())
    for r in scene.options.rows:
        assert r.value == rules.options()[r.option]
        assert r.values == rules.option_choices()[r.option]
    app.frame(1 / 60, [])


def test_clicking_a_mode_card_shows_its_options(app: Any) -> None:
    scene = open_panel(app)
    scene.choose_mode("classic")
    modes = scene.modes
    other = modes.modes[-1] if modes.modes[-1] != app.settings.mode else modes.modes[0]
    index = modes.modes.index(other)
    scene.handle(Intent(intents.POINT_MOVE, modes.rect.center))
    for _ in range(4 * len(modes.modes)):
        if modes.rect.contains(modes.card_rect(index)):
            break
        scene.handle(Intent(intents.SCROLL, value=-1 if index else 1))
    click(scene, modes.card_rect(index).center)
    assert app.settings.mode == other
    assert [r.option for r in scene.options.rows] == list(game.ruleset(other).option_choices())


def test_a_chosen_option_starts_the_game_with_it(app: Any) -> None:
    scene = open_panel(app)
    scene.choose_mode("classic")
    press_value(scene, "bidding", "call_rob")
    press_value(scene, "show_hand", True)
    assert app.settings.picks("classic") == {"bidding": "call_rob", "show_hand": True}
    scene.begin()
    table = app.stack.top
    assert table.session.game.rules == game.ruleset("classic", bidding="call_rob", show_hand=True)


def test_a_forbidden_combination_is_locked_with_a_reason(app: Any) -> None:
    scene = open_panel(app)
    scene.choose_mode("classic")
    show = row(scene, "show_hand")
    assert isinstance(show.control, Switch) and show.control.locked
    press_value(scene, "show_hand", True)
    assert show.value is False and app.settings.picks("classic") == {}
    bidding = option_text.option_label("bidding")
    assert bidding in show.locked_reason
    assert option_text.value_label("bidding", "call_rob") in show.locked_reason


def test_a_forbidden_combination_in_the_settings_cannot_be_started(app: Any) -> None:
    app.settings.mode = "classic"
    app.settings.mode_options = {"classic": {"bidding": "points", "show_hand": True}}
    scene = open_panel(app)
    assert row(scene, "show_hand").value is False
    scene.begin()
    assert app.stack.top.session.game.rules == game.ruleset("classic")


def test_turning_bidding_back_drops_what_it_forbids(app: Any) -> None:
    scene = open_panel(app)
    scene.choose_mode("classic")
    press_value(scene, "bidding", "call_rob")
    press_value(scene, "doubling", True)
    press_value(scene, "bidding", "points")
    assert app.settings.picks("classic") == {}
    assert row(scene, "doubling").value is False
    assert game.ruleset("classic", **app.settings.options_in_force("classic"))


def test_restore_defaults_clears_one_mode_only(app: Any) -> None:
    scene = open_panel(app)
    scene.choose_mode("happy")
    press_value(scene, "bomb_doubles", "beating_only")
    scene.choose_mode("classic")
    press_value(scene, "first_bidder", "rotate")
    assert scene.restore.enabled
    click(scene, scene.restore.rect.center)
    assert app.settings.picks("classic") == {}
    assert app.settings.picks("happy") == {"bomb_doubles": "beating_only"}
    assert not scene.restore.enabled


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    yield tmp_path
    set_language("zh")


def persisted_app() -> Any:
    from ui.app.app import App, AppOptions

    return App(AppOptions(seed=3, fast=True, persist=True, language="en"))


def test_a_change_is_saved_and_restored_on_a_new_app(home: Path) -> None:
    app = persisted_app()
    try:
        scene = open_panel(app)
        scene.choose_mode("happy")
        press_value(scene, "first_bidder", "rotate")
        press_value(scene, "doubling", False)
    finally:
        app.shutdown()
    again = persisted_app()
    try:
        assert again.settings.mode == "happy"
        assert again.settings.picks("happy") == {"first_bidder": "rotate", "doubling": False}
        scene = open_panel(again)
        assert row(scene, "first_bidder").value == "rotate"
        assert row(scene, "doubling").value is False
        assert again.settings.rules() == game.ruleset(
            "happy", first_bidder="rotate", doubling=False
        )
    finally:
        again.shutdown()


def test_damaged_mode_options_are_dropped_safely(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(
        json.dumps(
            {
                "language": "en",
                "mode": "happy",
                "mode_options": {
                    "classic": {"bidding": "nope", "doubling": True, "zzz": 3, "show_hand": 1},
                    "happy": {"bidding": "points", "show_hand": True, "bomb_doubles": "every"},
                    "no_such_mode": {"bidding": "call_rob"},
                    "two": "not a mapping",
                    "7": [1, 2],
                },
            }
        ),
        encoding="utf-8",
    )
    store = SettingsStore(path)
    s = store.load()
    assert store.message is None and path.exists()
    assert (s.language, s.mode) == ("en", "happy")
    assert s.mode_options == {"happy": {"bidding": "points"}}
    assert s.rules("happy") == game.ruleset(
        "happy", bidding="points", show_hand=False, doubling=False
    )
    for raw in ([1, 2], "x", None, 5, {"classic": None}, {"classic": {"bidding": ["points"]}}):
        assert Settings.from_json({"mode_options": raw}).mode_options == {}


def test_a_corrupt_file_with_mode_options_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"mode_options": {"classic": {"bidding": ', encoding="utf-8")
    store = SettingsStore(path)
    assert store.load() == Settings()
    assert store.message and "corrupt" in store.message and not path.exists()


@pytest.mark.parametrize("mode", game.ruleset_names())
def test_every_pick_resolves_to_rules_the_core_accepts(mode: str) -> None:
    for option, values in game.ruleset(mode).option_choices().items():
        for value in values:
            picks = mode_options.clean_picks(mode, {option: value})
            resolved = mode_options.resolve(mode, picks)
            assert game.ruleset(mode, **resolved).options() == resolved


def test_every_option_has_words_and_help_in_both_languages() -> None:
    catalogs = {
        lang: json.loads(Path(f"assets/i18n/{lang}.json").read_text(encoding="utf-8"))
        for lang in ("zh", "en")
    }
    missing = set()
    for mode in game.ruleset_names():
        rules = game.ruleset(mode)
        keys = [f"mode.{mode}", f"mode.{mode}.help", f"family.{rules.family}"]
        for option, values in rules.option_choices().items():
            keys += [f"option.{option}", f"option.{option}.help"]
            keys += [option_text.value_key(option, v) for v in values]
        missing |= {f"{lang}:{k}" for lang, cat in catalogs.items() for k in keys if k not in cat}
    assert not missing, f"add to assets/i18n: {sorted(missing)}"


def unfitted_texts(scene: NewGameScene) -> list[str]:
    """Words on the panel that do not fit their space at a readable size."""
    from ui.art.text import font

    bad = []
    for r in scene.options.rows:
        label = option_text.option_label(r.option)
        if font(12, True).size(label)[0] > r.control.rect.x - r.rect.x - 32:
            bad.append(label)
        help_text = option_text.option_help(r.option)
        if font(11).size(help_text)[0] > r.rect.w - 30:
            bad.append(help_text)
        if isinstance(r.control, Segments):
            for value, seg in zip(r.values, r.control.segment_rects(), strict=True):
                words = option_text.value_label(r.option, value)
                if font(10, True).size(words)[0] > seg.w - 14:
                    bad.append(words)
    return bad


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
@pytest.mark.parametrize("language", ["zh", "en"])
def test_every_mode_fits_the_panel(app: Any, size: tuple[int, int], language: str) -> None:
    set_language(language)
    app.resize(size)
    scene = open_panel(app)
    for mode in game.ruleset_names():
        scene.choose_mode(mode)
        assert not unfitted_texts(scene), (mode, unfitted_texts(scene))
        for r in scene.options.rows:
            assert r.rect.x >= scene.right.x and r.rect.right <= scene.right.right
            assert r.rect.contains(r.control.rect)
        app.frame(1 / 60, [])
    assert scene.panel.contains(scene.start.rect) and scene.panel.contains(scene.seed.rect)


def test_a_mode_registered_later_is_offered_with_readable_words(app: Any) -> None:
    from game.rules import register, unregister

    register(dataclasses.replace(game.ruleset("happy"), name="test_only_house_rules"))
    try:
        scene = open_panel(app)
        assert sorted(shown_by_game(scene)) == sorted(game.ruleset_names())
        assert "test_only_house_rules" in game.ruleset_names()
        scene.choose_mode("test_only_house_rules")
        assert option_text.mode_label("test_only_house_rules") == "Test only house rules"
        rows = scene.options.rows
        assert [r.option for r in rows] == list(game.ruleset("happy").option_choices())
        app.frame(1 / 60, [])
    finally:
        unregister("test_only_house_rules")


def test_a_mode_the_table_cannot_show_keeps_the_panel(
    app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ui.table import scene as table_scene

    def refuse(*_args: object, **_kwargs: object) -> None:
        raise AttributeError("this table cannot show the mode yet")

    monkeypatch.setattr(table_scene.TableScene, "__init__", refuse)
    scene = open_panel(app)
    scene.begin()
    assert app.stack.top is scene
    assert not scene.start.enabled and scene.error
    assert app.settings.mode in scene.modes.unplayable
    app.frame(1 / 60, [])


@pytest.mark.parametrize(("lang", "one", "two"), [("en", "1 deck ·", "2 decks ·"),
                                                  ("zh", "1副牌", "2副牌")])
def test_table_facts_say_deck_or_decks_in_words_a_player_reads(lang: str, one: str,
                                                                 two: str) -> None:
    """The table's facts line says "1 deck" and "2 decks", never "deck(s)"."""
    from ui.pages.newgame_parts import table_facts

    set_language(lang)
    try:
        single = table_facts(game.ruleset("tractor_one_deck"))
        double = table_facts(game.ruleset("tractor"))
    finally:
        set_language("zh")
    assert one in single and "(s)" not in single
    assert two in double and "(s)" not in double


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
@pytest.mark.parametrize("language", ["zh", "en"])
def test_every_mode_line_is_read_whole_in_the_list(
    app: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], language: str
) -> None:
    """Play-test at 960x540 in English: the mode cards' one-line descriptions lost their
    ends ('Four players, two decks, partners opp…', 'One deck: red and black are the
    two s…'); each is now drawn whole, a point or two smaller where it must."""
    import pygame

    from tests.ui.blits import record_blits
    from ui.pages import option_rows

    set_language(language)
    app.resize(size)
    scene = open_panel(app)
    drawn = record_blits(monkeypatch, option_rows)
    surface = pygame.Surface(size)
    lines = {}
    for mode in game.ruleset_names():
        scene.choose_mode(mode)  # the list shows the mode's game and scrolls to it
        app.frame(1 / 60, [])
        drawn.clear()
        scene.modes.draw(surface)
        lines[mode] = option_text.mode_help(mode)
        assert lines[mode] in [words for words, _ in drawn], (mode, drawn)
    assert all(lines.values())
