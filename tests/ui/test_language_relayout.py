"""A language changed mid-hand lays the table out again (play test).

Switching to English from the pause menu's settings left the Dou Dizhu practice bar
sized for the Chinese words: "Open hands" filled its button, laid out for 看牌, to the
rim.  Every scene is now laid out again when the language changes."""

from __future__ import annotations

from typing import Any

from ui.app.i18n import set_language
from ui.dev import headless
from ui.pages.settings import SettingsScene


def test_the_table_under_the_settings_takes_the_new_words_widths(app: Any) -> None:
    set_language("zh")
    app.settings.language = "zh"
    table = headless.new_table(app, mode="classic", seed=3, practice=True)
    app.push(SettingsScene(app))
    chinese = table.tools.open_button.rect.copy()
    app.settings.language = "en"
    app.save_settings()
    english = table.tools.open_button.rect.copy()
    table.layout(app.size)  # what a fresh layout in English gives
    assert english == table.tools.open_button.rect
    assert english.w > chinese.w
