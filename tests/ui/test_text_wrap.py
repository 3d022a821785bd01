"""Wrapped text never opens a line with a closing mark: the Tractor hint's reason once
wrapped with its last "）" alone on the second line."""

from __future__ import annotations

import pygame
import pytest

from ui.art.text import CLOSING_MARKS, FONTS, OPENING_MARKS, wrap
from ui.dev import headless

REASON = "跟♣9：小翠（自家）已大，垫小牌，估计闲家最后得105分（1/2，再按提示换一个）"


@pytest.fixture(autouse=True)
def _fonts() -> None:
    """Fonts measure only with pygame started (no window needed)."""
    headless.use_dummy_drivers()
    pygame.init()


def test_no_line_opens_with_a_closing_mark() -> None:
    size = 19
    font = FONTS.get(size, False)
    opened_badly = 0
    for cut in range(len(REASON) - 3, len(REASON) + 1):  # widths that end a line near a mark
        width = font.size(REASON[:cut])[0]
        lines = wrap(REASON, size, width)
        assert "".join(lines) == REASON
        opened_badly += sum(1 for line in lines[1:] if line[:1] in CLOSING_MARKS)
    assert opened_badly == 0
    # the width that used to leave "）" alone: the whole text but it
    lines = wrap(REASON, size, font.size(REASON[:-1])[0])
    assert lines == [REASON], "the closing mark stays on the line it closes"


# Hint reasons the play-test at 960x540 saw end a wrap with one character alone ("个）",
# "底"): the Tractor status box's size there (14 px, 56 % of 960) and the Dou Dizhu one.
LONE_TAILS = (
    "跟♣9：阿福（对家）已大，垫小牌，估计闲家最后得105分（1/2，再按提示换一个）",
    "出对子：先把小对子走掉，留着大牌和王炸最后压到底",
)


def _lone(line: str) -> bool:
    return len([ch for ch in line if ch not in CLOSING_MARKS]) == 1


def test_a_wrapped_line_never_ends_with_one_character_alone() -> None:
    size = 14
    font = FONTS.get(size, False)
    checked = 0
    for reason in LONE_TAILS:
        for cut in range(len(reason) - 5, len(reason) - 1):  # widths leaving 2-5 over
            lines = wrap(reason, size, font.size(reason[:cut])[0])
            assert "".join(lines) == reason
            assert not _lone(lines[-1]), lines
            assert not any(line[:1] in CLOSING_MARKS for line in lines[1:]), lines
            checked += len(lines) == 2
    assert checked == 8


def test_the_tractor_hint_box_keeps_two_characters_on_its_last_line() -> None:
    reason = "跟♣9：小翠（自家）已经大了，垫小牌，估计闲家最后得105分（1/2，再按提示换一个）"
    lines = wrap(reason, 14, round(960 * 0.56))  # the status box's size and width there
    assert lines[1] == "一个）", lines  # was "个）" alone


def test_a_short_line_before_keeps_its_characters() -> None:
    """Only a line with more than a few characters gives one down: two short lines stay."""
    font = FONTS.get(14, False)
    assert wrap("一二三底", 14, font.size("一二三")[0]) == ["一二三", "底"]
    assert wrap("一二三四五底", 14, font.size("一二三四五")[0]) == ["一二三四", "五底"]


POINTER = "还没有计级别的牌局。你的 1 局练习在「练习」里，练习不计级别。"


def test_no_line_ends_with_an_opening_mark() -> None:
    """The statistics page wrapped 在「 / 练习」里 (play test): an opening mark goes down
    with the word it opens."""
    size = 14
    font = FONTS.get(size, False)
    ended_badly = 0
    for cut in range(8, len(POINTER)):
        lines = wrap(POINTER, size, font.size(POINTER[:cut])[0])
        assert "".join(lines).replace(" ", "") == POINTER.replace(" ", "")
        ended_badly += sum(1 for line in lines if line[-1:] in OPENING_MARKS)
    assert ended_badly == 0
