"""Play-test, Tractor's deal: with Lao Zhou's ♦2 standing, the player's pair of ♠2 was
offered as 亮 ♠2 ♠2, the same word as a first declaration; over the player's own
single it read 亮 too.  The button now says 反主 (override) over another seat's
declaration and 加固 (reinforce) over the player's own, and the toast that follows says
the same."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from game.shengji import Declare
from ui.app.i18n import set_language
from ui.dev import screenshot
from ui.tractor.actions import declare_key
from ui.tractor.headless import run_until


def _view(*declarations: tuple[int, tuple[Any, ...], int]) -> Any:
    return SimpleNamespace(seat=0, declarations=declarations)


def test_the_declare_word_follows_the_standing_declaration() -> None:
    assert declare_key(_view()) == "tractor.btn.declare"
    assert declare_key(_view((2, (), 1))) == "tractor.btn.overcall"
    assert declare_key(_view((2, (), 1), (0, (), 1))) == "tractor.btn.reinforce"
    assert declare_key(_view((0, (), 1), (1, (), 2))) == "tractor.btn.overcall"


def test_the_table_offers_an_override_over_another_seats_declaration(app: Any) -> None:
    screenshot.build(app, "deal", 3, "tractor", settle_frames=1)
    table = app.stack.top
    assert table.view.declarations and table.view.declarations[-1][0] != table.view.seat
    labels = [b.label for b, c in zip(table.bar.buttons, table.bar.choices, strict=True)
              if isinstance(c, Declare)]
    assert labels and set(labels) == {"tractor.btn.overcall"}


def test_an_override_is_announced_as_one(app: Any) -> None:
    """The toast of the player's pair over Lao Zhou's ♦2 said 我亮主 (a first
    declaration); it now says the player overrides."""
    set_language("en")
    try:
        screenshot.build(app, "deal", 3, "tractor", settle_frames=1)
        table = app.stack.top
        before = len(table.view.declarations)
        override = next(c for c in table.bar.choices if isinstance(c, Declare))
        table.choose(override)
        run_until(app, lambda: len(table.board.declarations) > before, 2000)
        assert table.presenter.toast.startswith("You override with")
    finally:
        set_language("zh")
