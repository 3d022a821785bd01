"""The title's 继续 says which game it resumes: the saved mode's name (and a Tractor
match's hand number) on a line under the button, inside its panel at the smallest and
usual sizes, in both languages, read from the save without replaying it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame
import pytest

import game
from game.shengji import Match
from ui.app.i18n import set_language
from ui.art.text import text_width
from ui.dev import headless
from ui.pages.title import TitleScene
from ui.persist.records import Records
from ui.persist.saves import SaveGlance, glance, glance_at


def title_with_saves(app: Any, hands: int = 3) -> TitleScene:
    """The title over a saved 帝主 hand and a 泰坦尼克 match at its ``hands``-th hand."""
    app.records.save_current_hand(game.new_game(game.ruleset("emperor"), 3), "normal", False)
    match = Match(game.ruleset("tractor_three_decks"), 4)
    app.records.save_current_hand(match, "normal", False)
    saved = app.records._memory_saves["shengji"]  # a match further on, as its record says
    saved["record"] = {**saved["record"], "hands": [[]] * hands}
    title = TitleScene(app)
    app.stack.clear_to(title)
    headless.frames(app, 2)
    return title


@pytest.mark.parametrize(("language", "ddz", "tractor"), [
    ("zh", "帝主", "泰坦尼克 · 第3副"), ("en", "Emperor", "Titanic · hand 3")])
def test_continue_names_the_saved_mode_and_hand(app: Any, language: str, ddz: str,
                                                tractor: str) -> None:
    set_language(language)
    title = title_with_saves(app)
    assert title.panels["doudizhu"].saved == ddz
    assert title.panels["shengji"].saved == tractor


def test_no_save_no_line(app: Any) -> None:
    title = TitleScene(app)
    app.stack.clear_to(title)
    headless.frames(app, 2)
    assert all(panel.saved is None for panel in title.panels.values())


@pytest.mark.parametrize("language", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_the_line_fits_under_continue_inside_its_panel(app: Any, language: str,
                                                       size: tuple[int, int]) -> None:
    set_language(language)
    title = title_with_saves(app, hands=12)
    app.stack.layout(size)
    panel = title.panels["shengji"]
    panel.saved = panel.saved and panel.saved.replace("Titanic", "Find Friends, 3 decks")
    size_px, (x, y) = panel.saved_line()
    line = pygame.Rect(0, 0, text_width(panel.saved or "", size_px), size_px)
    line.center = (x, y)
    assert size_px >= 12
    assert panel.rect.contains(line) and line.top >= panel.resume.rect.bottom
    assert all(line.bottom < b.rect.top for b in title.shared)


def test_a_save_file_is_glanced_without_replaying(tmp_path: Path) -> None:
    records = Records(tmp_path)
    match = Match(game.ruleset("tractor_six"), 4)
    records.save_current_hand(match, "normal", False)
    assert records.saved_glance("shengji") == SaveGlance("tractor_six", 1)
    assert records.saved_glance("doudizhu") is None
    records.close()
    damaged = tmp_path / "current_hand.json"
    damaged.write_text("{not json", encoding="utf-8")
    assert glance_at(damaged) is None
    damaged.write_text(json.dumps({"record": {"ruleset": 7}}), encoding="utf-8")
    assert glance_at(damaged) is None
    assert glance({"ruleset": "laizi", "actions": []}) == SaveGlance("laizi", None)


def test_an_unknown_mode_names_nothing(app: Any) -> None:
    title = title_with_saves(app)
    title.panels["doudizhu"].show_saved(SaveGlance("tractor_six", None))  # not this game's
    assert title.panels["doudizhu"].saved is None
