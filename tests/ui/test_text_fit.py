"""One-line text fitting, one copy in ``ui.art.text``: the largest size that fits
(``fit_size``) and the cut with an ellipsis (``clip_text``), which the pages, the
title's game panels and both reviews share."""

from __future__ import annotations

from typing import Any

from ui.app.i18n import t
from ui.art import theme
from ui.art.text import TEXT, clip_text, fit_size, text_width
from ui.pages.title import TitleScene


def test_fit_size_is_the_largest_size_that_fits_and_never_under_smallest(app: Any) -> None:
    words = "Find Friends (5 players)"
    room = text_width(words, 20) - 1
    assert fit_size(words, 24, room) == 19
    assert text_width(words, 19) <= room
    assert fit_size(words, 24, 10, smallest=12) == 12


def test_a_cut_line_ends_on_a_word_and_its_ellipsis_fits(app: Any) -> None:
    words = "Trick 10: you played the nine of spades"
    room = text_width("Trick 10: you …", 14)  # a cut landing just after the space
    cut = clip_text(words, 14, room)
    assert cut == "Trick 10: you…"
    assert text_width(cut, 14) <= room
    assert clip_text(words, 14, 10_000) == words


def test_the_title_measures_its_game_names_without_rendering_them(app: Any) -> None:
    """The title's fit rendered each name in cream at every size it tried, to read its
    width, and cached surfaces nobody draws (the names are drawn in gold)."""
    app.resize((960, 540))
    app.stack.clear_to(TitleScene(app))
    TEXT.clear()
    app.draw()
    names = {t("family.doudizhu"), t("family.shengji")}
    drawn = [key for key in TEXT._cache if key[0] in names]
    assert drawn, "the names were drawn"
    assert all(key[2] == theme.GOLD for key in drawn), drawn
