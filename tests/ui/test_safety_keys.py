"""Nothing costly happens on one key: quitting and forfeiting ask first, Enter on the
result continues (back to the table) rather than dealing, and mashing Enter cannot
skip a result unseen."""

from __future__ import annotations

from typing import Any

import pygame

from ui.app import intents
from ui.app.intents import Intent
from ui.dev import headless
from ui.pages.menu import PauseMenu
from ui.pages.result import KEY_DELAY_SECONDS, ResultScene
from ui.pages.title import TitleScene
from ui.table.scene import TableScene
from ui.widgets.confirm import ConfirmScene


def key(app: Any, code: int, mod: int = 0) -> None:
    """One key press through the app's real event path."""
    app.frame(headless.FRAME, [pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod)])


def test_esc_on_the_title_asks_before_quitting(app: Any) -> None:
    app.stack.clear_to(TitleScene(app))
    key(app, pygame.K_ESCAPE)
    assert app.running and isinstance(app.stack.top, ConfirmScene)
    key(app, pygame.K_RETURN)  # the focus starts on 取消
    assert app.running and isinstance(app.stack.top, TitleScene)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert not app.running


def test_esc_twice_does_not_quit(app: Any) -> None:
    app.stack.clear_to(TitleScene(app))
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    assert app.running and isinstance(app.stack.top, TitleScene)


def _menu_over_table(app: Any) -> tuple[TableScene, PauseMenu]:
    table = headless.new_table(app, seed=4)
    headless.run_until(app, table.human_turn, 3000)
    table.open_menu()
    menu = app.stack.top
    assert isinstance(menu, PauseMenu)
    return table, menu


def test_forfeit_asks_and_names_the_penalty(app: Any) -> None:
    table, menu = _menu_over_table(app)
    menu.forfeit()
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmScene)
    assert not table.session.over  # nothing booked yet
    assert dialog.params["points"] == abs(table.forfeit_penalty() or 0) > 0
    key(app, pygame.K_RETURN)  # 取消 has the focus
    assert not table.session.over and app.stack.top is menu


def test_confirmed_forfeit_books_the_loss(app: Any) -> None:
    table, menu = _menu_over_table(app)
    expected = table.forfeit_penalty()
    menu.forfeit()
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmScene)
    dialog.answer_yes()
    assert table.session.over and app.stack.top is table
    result = table.session.game.result
    assert result is not None and result.scores[0] == expected < 0


def _at_result(app: Any) -> tuple[TableScene, ResultScene]:
    table = headless.new_table(app, seed=4)
    assert headless.play_to_result(app, table)
    result = app.stack.top
    assert isinstance(result, ResultScene)
    return table, result


def test_enter_mashed_at_the_result_never_deals(app: Any) -> None:
    table, _result = _at_result(app)
    seed = table.session.seed
    for _ in range(120):  # two seconds of Enter, every frame
        key(app, pygame.K_RETURN)
    top = app.stack.top
    assert isinstance(top, ResultScene | TableScene)
    tables = [s for s in app.stack.scenes if isinstance(s, TableScene)]
    assert tables == [table] and table.session.seed == seed


def test_enter_is_ignored_until_the_result_has_been_seen(app: Any) -> None:
    _table, result = _at_result(app)
    result.age = 0.0
    result.handle(Intent(intents.CONFIRM))
    assert app.stack.top is result
    result.age = KEY_DELAY_SECONDS
    result.handle(Intent(intents.CONFIRM))
    assert app.stack.top is not result


def test_continue_returns_to_the_table_and_enter_reopens_the_result(app: Any) -> None:
    table, result = _at_result(app)
    result.age = KEY_DELAY_SECONDS
    result.handle(Intent(intents.CONFIRM))  # 继续 has the focus
    assert app.stack.top is table and table.after_hand.visible
    table.handle(Intent(intents.CONFIRM))
    assert isinstance(app.stack.top, ResultScene)


def test_a_new_deal_comes_from_its_own_button(app: Any) -> None:
    table, result = _at_result(app)
    result.back_to_table()
    button = table.after_hand.next_button
    app.dispatch(Intent(intents.POINT_DOWN, button.rect.center))
    app.dispatch(Intent(intents.POINT_UP, button.rect.center))
    fresh = app.stack.top
    assert isinstance(fresh, TableScene) and fresh is not table


def test_the_title_focus_reaches_continue(app: Any) -> None:
    title = TitleScene(app)
    app.stack.clear_to(title)
    title.buttons[1].enabled = True  # as with a saved hand
    title.focus.index = 0
    key(app, pygame.K_DOWN)  # the first key shows the ring where it is
    assert title.focus.focused is title.buttons[0] and title.focus.shown
    key(app, pygame.K_DOWN)
    assert title.focus.focused is title.buttons[1]
    key(app, pygame.K_TAB)  # past the Tractor 继续, greyed without a saved match
    assert title.focus.focused is title.buttons[3]
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert title.focus.focused is title.buttons[1]


def test_the_focus_skips_a_disabled_button(app: Any) -> None:
    title = TitleScene(app)
    app.stack.clear_to(title)
    title.buttons[1].enabled = False
    title.focus.index = 0
    key(app, pygame.K_DOWN)  # shows the ring
    key(app, pygame.K_DOWN)
    assert title.focus.focused is title.buttons[3]  # the Tractor 继续 is greyed too


def test_the_menu_has_a_focus_ring_and_enter_presses_it(app: Any) -> None:
    _table, _menu = _menu_over_table(app)
    key(app, pygame.K_RETURN)  # 继续游戏 has the focus
    assert not isinstance(app.stack.top, PauseMenu)


def test_settings_rows_take_tab_and_arrows(app: Any) -> None:
    from ui.pages.settings import SettingsScene

    app.stack.clear_to(TitleScene(app))
    page = SettingsScene(app)
    app.push(page)
    key(app, pygame.K_TAB)  # the ring appears on the first row: the language
    assert page.focus.shown and page.focus.focused is page.language
    key(app, pygame.K_RIGHT)
    assert app.settings.language == "zh"  # en → zh, the next option
    key(app, pygame.K_RIGHT)
    assert app.settings.language == "en"
    while page.focus.focused is not page.auto_pass:
        key(app, pygame.K_TAB)
    before = app.settings.auto_pass
    key(app, pygame.K_RETURN)
    assert app.settings.auto_pass is not before and app.stack.top is page


def test_the_new_game_panel_focus_ring_reaches_back(app: Any) -> None:
    from ui.pages.newgame import NewGameScene

    title = TitleScene(app)
    app.stack.clear_to(title)
    panel = NewGameScene(app)
    app.push(panel)
    key(app, pygame.K_TAB)
    assert panel.focus.shown and panel.focus.focused is panel.start
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert panel.focus.focused is panel.back
    key(app, pygame.K_RETURN)
    assert app.stack.top is title
