"""Damaged and unusable files: one banner per file, in the player's language, with the
parser's technical words on stderr only."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from ui.app.app import App, AppOptions
from ui.app.i18n import set_language, t
from ui.dev import headless
from ui.persist.files import FileNotice, Unsaved
from ui.widgets.notices import Notices, body_text


@pytest.fixture
def folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[Path, Path]]:
    config, data = tmp_path / "config", tmp_path / "data"
    monkeypatch.setenv("XDG_CONFIG_HOME", str(config))
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    (config / "doudizhu").mkdir(parents=True)
    (data / "doudizhu").mkdir(parents=True)
    yield config / "doudizhu", data / "doudizhu"
    set_language("zh")


def _app(language: str) -> Any:
    headless.use_dummy_drivers()
    return App(AppOptions(seed=8, fast=True, persist=True, language=language))


def test_two_damaged_files_give_two_chinese_banners_at_once(
    folders: Any, capfd: pytest.CaptureFixture[str]
) -> None:
    config, data = folders
    (config / "settings.json").write_bytes(b"{not json")
    (data / "current_hand.json").write_bytes(b'{"format": "doudizhu-save", "version": 1, "re')
    app = _app("zh")
    try:
        from ui.pages.title import TitleScene

        app.push(TitleScene(app))
        headless.frames(app, 5)
        assert len(app.notices.history) == 2
        assert len(app.notices.shown) == 2 and len(app.notices.rects) == 2, "both on screen"
        top, second = app.notices.rects
        assert second.top > top.bottom, "stacked, not overlapping"
        bodies = [body_text(n.detail) for n in app.notices.shown]
        assert "设置文件已损坏" in bodies[0] and "settings.json.corrupt-" in bodies[0]
        assert "未完成牌局的存档已损坏" in bodies[1]
        for body in bodies:
            assert "Expecting" not in body and "could not be read" not in body
            assert not any(word in body for word in ("corrupt:", "Unterminated", "line 1"))
        err = capfd.readouterr().err
        assert "Expecting property name" in err, "the parser's words go to stderr"
        assert "Unterminated string" in err
    finally:
        app.shutdown()


def test_every_kind_of_notice_reads_in_both_languages() -> None:
    notices = [
        FileNotice("x", "damaged", "settings.json", "settings.json.corrupt-1"),
        FileNotice("x", "damaged", "stats.sqlite3", "stats.sqlite3.corrupt-1"),
        FileNotice("x", "damaged", "current_hand.json", "current_hand.json.corrupt-1"),
        FileNotice("x", "damaged", "other.json", "other.json.corrupt-1"),
        Unsaved("x", "unreadable", "settings.json"),
        Unsaved("x", "unsaved", "settings.json"),
        Unsaved("x", "unsaved", "stats.sqlite3"),
        Unsaved("x", "unsaved", "current_hand.json"),
        Unsaved("x", "folder", "/nowhere/doudizhu"),
    ]
    try:
        for lang in ("zh", "en"):
            set_language(lang)
            texts = [body_text(n) for n in notices]
            assert len(set(texts)) == len(texts), "each problem says what it is"
            for text, notice in zip(texts, notices, strict=True):
                assert text != "x" and "notice." not in text
                if notice.aside:
                    assert notice.aside in text
            if lang == "zh":
                assert all(any("\u4e00" <= ch <= "\u9fff" for ch in text) for text in texts)
    finally:
        set_language("zh")


@pytest.mark.parametrize("kind", ["damaged", "unreadable", "unsaved"])
def test_a_save_notice_names_whose_game_it_held(kind: str) -> None:
    """Play-test: a damaged Dou Dizhu save and a damaged Tractor save gave two banners
    with the same sentence ('the saved hand in progress was damaged'), so a player could
    not tell which 继续 was lost: each now names its game."""
    made = FileNotice if kind == "damaged" else Unsaved
    hand = made("x", kind, "current_hand.json", "current_hand.json.corrupt-1" * (kind == "damaged"))
    match = made("x", kind, "current_match.json",
                 "current_match.json.corrupt-1" * (kind == "damaged"))
    try:
        for lang in ("zh", "en"):
            set_language(lang)
            assert t("family.doudizhu") in body_text(hand)
            assert t("family.shengji") in body_text(match)
            assert t("family.shengji") not in body_text(hand)
    finally:
        set_language("zh")


def test_a_click_dismisses_the_banner_under_it() -> None:
    pygame.init()
    surface = pygame.Surface((1280, 720))
    notices = Notices()
    notices.add(FileNotice("a", "damaged", "settings.json", "s.corrupt"))
    notices.add(FileNotice("b", "damaged", "stats.sqlite3", "t.corrupt"))
    notices.add(FileNotice("b", "damaged", "stats.sqlite3", "t.corrupt"))  # said twice
    assert len(notices.queue) == 2
    for _ in range(30):
        notices.update(1 / 60)
        notices.draw(surface)
    second = notices.rects[1]
    assert notices.click(second.center)
    assert [str(n.detail) for n in notices.queue] == ["a"]
    assert not notices.click((5, 700))


def test_a_damaged_file_notice_survives_pickling() -> None:
    import pickle

    notice = FileNotice("text", "damaged", "settings.json", "aside")
    again = pickle.loads(pickle.dumps(notice))
    assert again == "text" and again.kind == "damaged" and again.aside == "aside"
    assert t("notice.damaged")
