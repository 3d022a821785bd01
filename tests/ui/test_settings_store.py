"""Settings persist as JSON under the user config folder; a corrupt file is moved aside."""

from __future__ import annotations

from pathlib import Path

import pytest

from ui.settings import Settings, SettingsStore, config_dir


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
    assert (tmp_path / "settings.json.corrupt").exists() and not path.exists()


def test_unknown_or_bad_values_keep_their_defaults() -> None:
    s = Settings.from_json({"language": "fr", "volume": "loud", "auto_pass": 1, "mode": "happy"})
    assert (s.language, s.volume, s.auto_pass, s.mode) == ("zh", 0.7, True, "happy")
