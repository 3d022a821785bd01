"""帝主's kitty keep: the cards the player marked to discard but did not confirm are
marked again after saving, quitting to the title and 继续, through a save file too;
a save from before (no marks) or with marks that name no card opens with every card
kept, as ever, and is never refused for them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game import new_game, ruleset
from game.cards import Card
from game.doudizhu.view import PHASE_KEEP
from ui.app import intents
from ui.app.intents import Intent
from ui.app.session import HUMAN, Session
from ui.dev import headless
from ui.pages.menu import PauseMenu
from ui.pages.title import TitleScene
from ui.persist.records import Records
from ui.play.start import continue_game
from ui.table.scene import TableScene


def keep_table(app: Any) -> TableScene:
    """A 帝主 hand with the player the emperor, at its keep."""
    app.stack.clear_to(TitleScene(app))
    game = new_game(ruleset("emperor"), 6, landlord=HUMAN)
    table = app.push(TableScene(app, Session("emperor", "normal", 6, app.executor, game)))
    assert isinstance(table, TableScene)
    at_keep(app, table)
    return table


def at_keep(app: Any, table: TableScene) -> None:
    assert headless.run_until(
        app, lambda: table.human_turn() and table.view.phase == PHASE_KEEP, 5000)
    headless.frames(app, 2)
    assert table.keep_picker.active


def mark_two_and_quit(app: Any, table: TableScene) -> set[Card]:
    """Discard the first and third kitty cards by key, then 保存并退出 from the menu."""
    picker = table.keep_picker
    table.handle(Intent(intents.DIGIT, value=1))
    table.handle(Intent(intents.DIGIT, value=3))
    dropped = {picker.cards[0], picker.cards[2]}
    assert set(picker.discarded) == dropped
    menu = PauseMenu(app, table)
    app.push(menu)
    menu.leave_hand()
    assert isinstance(app.stack.top, TitleScene)
    return dropped


def resumed(app: Any) -> TableScene:
    table = continue_game(app, "doudizhu")
    assert isinstance(table, TableScene)
    at_keep(app, table)
    return table


def test_marks_come_back_after_save_quit_and_continue(app: Any) -> None:
    dropped = mark_two_and_quit(app, keep_table(app))
    table = resumed(app)
    assert set(table.keep_picker.discarded) == dropped
    assert table.hand.dimmed == dropped  # the hand shows them as the panel does
    assert table.bar.play_button is not None and table.bar.play_button.params == {"n": 4}


def test_marks_come_back_through_a_save_file(app: Any, tmp_path: Path) -> None:
    app.records = Records(tmp_path)
    try:
        dropped = mark_two_and_quit(app, keep_table(app))
        table = resumed(app)
        assert set(table.keep_picker.discarded) == dropped
    finally:
        app.records.close()


def test_a_save_without_marks_or_with_junk_keeps_every_card(app: Any) -> None:
    mark_two_and_quit(app, keep_table(app))
    saved = app.records._memory_saves["doudizhu"]
    saved["meta"]["keep_discards"] = ["zz", 5, None]
    table = resumed(app)
    assert table.keep_picker.discarded == []
    table.leave_table()
    del app.records._memory_saves["doudizhu"]["meta"]["keep_discards"]  # as saved before
    assert resumed(app).keep_picker.discarded == []
