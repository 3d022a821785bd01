"""Wrapped text never opens a line with a closing mark: the Tractor hint's reason once
wrapped with its last "）" alone on the second line."""

from __future__ import annotations

import pygame

from ui.art.text import CLOSING_MARKS, FONTS, wrap
from ui.dev import headless

REASON = "跟♣9：小翠（自家）已大，垫小牌，估计闲家最后得105分（1/2，再按提示换一个）"


def test_no_line_opens_with_a_closing_mark() -> None:
    headless.use_dummy_drivers()
    pygame.init()
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
