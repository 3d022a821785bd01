"""Settings persist as JSON under the user config folder; a corrupt file is moved aside."""

from __future__ import annotations

from pathlib import Path

import pytest

from ui.persist.settings import Settings, SettingsStore, config_dir


def test_config_dir_honours_xdg_config_home(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    assert config_dir().is_relative_to(tmp_path)


def test_settings_round_trip(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path / "settings.json")
    s = Settings(
        language="en", animation_speed="fast", volume=0.25, card_back="blue", auto_pass=False
    )
    store.save(s)
    assert store.load() == s
    assert not list(tmp_path.glob("*.tmp"))


def test_corrupt_file_is_moved_aside_with_a_message(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("{not json", encoding="utf-8")
    store = SettingsStore(path)
    assert store.load() == Settings()
    assert store.message and "corrupt" in store.message
    assert not path.exists()
    aside = [p for p in tmp_path.iterdir() if p.name.startswith("settings.json.corrupt-")]
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8") == "{not json"


def test_a_second_corrupt_file_does_not_overwrite_the_first(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    for content in ("{first", "{second"):
        path.write_text(content, encoding="utf-8")
        SettingsStore(path).load()
    kept = sorted(p.read_text(encoding="utf-8") for p in tmp_path.iterdir())
    assert kept == ["{first", "{second"]


def test_a_settings_folder_that_is_a_file_gives_defaults_and_a_message(tmp_path: Path) -> None:
    blocker = tmp_path / "config"
    blocker.write_text("not a folder", encoding="utf-8")
    store = SettingsStore(blocker / "settings.json")
    assert store.load() == Settings()
    assert store.message and "could not be opened" in store.message
    store.save(Settings(volume=0.2))
    assert store.message and "not saved" in store.message
    assert blocker.read_text(encoding="utf-8") == "not a folder"


def test_unknown_or_bad_values_keep_their_defaults() -> None:
    s = Settings.from_json({"language": "fr", "volume": "loud", "auto_pass": 1, "mode": "happy"})
    assert (s.language, s.volume, s.auto_pass, s.mode) == ("zh", 0.7, False, "happy")


def test_auto_pass_is_off_unless_the_player_chose_it() -> None:
    """An older file's auto_pass true was the old default: it gets the new one (off); a
    file that says the player chose it keeps the choice, on or off."""
    assert Settings().auto_pass is False
    assert Settings.from_json({"auto_pass": True}).auto_pass is False
    assert Settings.from_json({"auto_pass": True, "auto_pass_chosen": True}).auto_pass is True
    assert Settings.from_json({"auto_pass": False, "auto_pass_chosen": True}).auto_pass is False


def test_a_chosen_auto_pass_survives_a_save(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path / "settings.json")
    s = Settings()
    s.choose_auto_pass(True)
    store.save(s)
    assert store.load().auto_pass is True
