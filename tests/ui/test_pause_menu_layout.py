"""The pause menu's panel hugs its title and buttons at both window sizes: a fixed 70%
of the window left a band of empty panel above and below them (seen playing)."""

from __future__ import annotations

import pytest

from ui.dev import headless
from ui.pages.menu import PauseMenu


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_the_pause_menu_hugs_its_buttons(size: tuple[int, int]) -> None:
    app = headless.make_app(size=size, seed=5, language="zh")
    try:
        table = headless.new_table(app, seed=4)
        table.open_menu()
        menu = app.stack.top
        assert isinstance(menu, PauseMenu)
        menu.layout(size)
        first, last = menu.buttons[0].rect, menu.buttons[-1].rect
        assert all(menu.panel.contains(b.rect) for b in menu.buttons)
        assert menu.panel.bottom - last.bottom <= round(size[1] * 0.06)
        assert first.top - menu.panel.top <= round(size[1] * 0.13)  # the title sits there
    finally:
        app.shutdown()
