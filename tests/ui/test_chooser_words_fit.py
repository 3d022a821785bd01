"""Play-test: on the settings page at 960×540 in English, the chosen animation speed's
bold "Normal" ran into the round end of its orange pill, which cut its last letter.
Every option of every segmented row now fits its pill, chosen (bold) or not, at both
window sizes."""

from __future__ import annotations

from typing import Any

import pytest

from ui.app.i18n import set_language, t
from ui.art.text import text_width
from ui.pages.settings import SettingsScene
from ui.widgets.controls import Chooser


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_every_settings_option_fits_its_pill(app: Any, lang: str, size: tuple[int, int]) -> None:
    set_language(lang)
    scene = SettingsScene(app)
    scene.layout(size)
    choosers = [w for w in vars(scene).values() if isinstance(w, Chooser)]
    assert len(choosers) >= 4  # language, speed, card back, the two clocks
    for chooser in choosers:
        words = chooser.label_size()
        for label, rect in zip(chooser.labels, chooser.segment_rects(), strict=True):
            pill = rect.inflate(-6, -6)
            clear = pill.w - pill.h // 3  # off the pill's round ends, where a letter is cut
            assert text_width(t(label), words, bold=True) <= clear, (label, lang, size)
