"""Settings: every group's words under its rows are whole at the smallest window, and the
counting trainer (记牌训练) says what it does: a player meeting the toggle had no way to
know it asks questions at the practice table and hides the card counter (play-test)."""

from __future__ import annotations

from typing import Any

import pytest

from ui.app.i18n import set_language, t
from ui.art.text import wrap
from ui.pages.settings import SettingsScene


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_the_trainer_row_has_words_that_fit(app: Any, lang: str, size: tuple[int, int]) -> None:
    set_language(lang)
    scene = SettingsScene(app)
    scene.layout(size)
    notes = dict(scene.notes)
    assert "set.counting_trainer.rule" in notes
    small = max(12, round(size[1] * 0.02))
    for key, rect in scene.notes:
        assert len(wrap(t(key), small, rect.w)) <= 2, (key, lang, size)  # drawn: two lines
        assert scene.panel.contains(rect)
    trainer = notes["set.counting_trainer.rule"]
    assert trainer.y >= scene.trainer.rect.bottom
    assert trainer.bottom <= scene.done.rect.y
