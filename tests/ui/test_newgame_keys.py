"""The new-game panel by keyboard only (issue 15): Tab moves a ring over the game tabs,
the mode list, each option row and the buttons; ←/→ change the focused choice; Enter
starts; Esc goes back.  Every key goes through the app's real event path."""

from __future__ import annotations

from typing import Any

import pygame

import game
from ui.dev import headless
from ui.pages.newgame import NewGameScene
from ui.pages.newgame_focus import step_choice
from ui.pages.option_rows import OptionRow, Segments, Switch
from ui.pages.title import TitleScene
from ui.tractor.scene import TractorScene


def key(app: Any, code: int, mod: int = 0) -> None:
    app.frame(headless.FRAME, [pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod)])


def open_panel(app: Any, mode: str = "classic") -> NewGameScene:
    app.settings.mode = mode
    app.stack.clear_to(TitleScene(app))
    panel = app.push(NewGameScene(app))
    assert isinstance(panel, NewGameScene)
    app.frame(headless.FRAME, [])
    return panel


def tab_to(app: Any, panel: NewGameScene, widget: Any) -> None:
    for _ in range(len(panel.focus_stops()) + 1):
        if panel.focus.focused is widget:
            return
        key(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {widget!r}")


def test_tractor_chosen_and_started_by_keys_only(app: Any) -> None:
    panel = open_panel(app, "classic")
    key(app, pygame.K_TAB)  # the first Tab shows the ring on Start, the default
    assert panel.focus.focused is panel.start
    key(app, pygame.K_TAB)  # round to the top: the game tabs
    assert panel.focus.focused is panel.family_tabs
    key(app, pygame.K_RIGHT)
    assert panel.family == "shengji"
    key(app, pygame.K_TAB)
    assert panel.focus.focused is panel.modes
    for _ in range(len(panel.modes.modes)):
        key(app, pygame.K_UP)  # a list stops at its top, it does not wrap
    assert app.settings.mode == panel.modes.modes[0]
    while app.settings.mode != "tractor":
        before = app.settings.mode
        key(app, pygame.K_DOWN)
        assert app.settings.mode != before, "the mode list stopped before Tractor"
    assert [r.option for r in panel.options.rows] == list(game.ruleset("tractor").option_choices())
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)  # back past the game tabs, round to Start
    assert panel.focus.focused is panel.start
    key(app, pygame.K_RETURN)
    table = app.stack.top
    assert isinstance(table, TractorScene)
    assert table.session.rules == game.ruleset("tractor")


def test_an_option_changed_by_keys_is_the_one_played(app: Any) -> None:
    panel = open_panel(app, "tractor")
    key(app, pygame.K_TAB)
    row = next(r for r in panel.options.rows if r.option == "must_play_levels")
    tab_to(app, panel, row)
    assert panel.options.area.contains(row.rect)  # scrolled into view
    assert row.value == "A"
    key(app, pygame.K_RIGHT)
    assert app.settings.picks("tractor") == {"must_play_levels": "5_10_K_A"}
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)  # wraps round to the last value
    assert app.settings.picks("tractor") == {"must_play_levels": "J_A"}
    switch = next(r for r in panel.options.rows if r.option == "jack_hook")
    tab_to(app, panel, switch)
    key(app, pygame.K_RETURN)  # Enter flips a switch, it does not start
    assert isinstance(app.stack.top, NewGameScene)
    assert app.settings.picks("tractor")["jack_hook"] is True
    key(app, pygame.K_RETURN)
    assert "jack_hook" not in app.settings.picks("tractor")
    tab_to(app, panel, panel.start)
    key(app, pygame.K_RETURN)
    table = app.stack.top
    assert isinstance(table, TractorScene)
    assert table.session.rules == game.ruleset("tractor", must_play_levels="J_A")


def test_a_locked_switch_stays_put_and_a_forbidden_value_is_stepped_over(app: Any) -> None:
    panel = open_panel(app, "classic")
    key(app, pygame.K_TAB)
    show = next(r for r in panel.options.rows if r.option == "show_hand")
    assert isinstance(show.control, Switch) and show.control.locked  # needs 叫抢 bidding
    tab_to(app, panel, show)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert show.value is False and app.settings.picks("classic") == {}
    assert isinstance(app.stack.top, NewGameScene)  # Enter on a locked switch does not start
    seen: list[Any] = []
    segments = Segments(["a", "b", "c", "d"], str, "a", seen.append)
    segments.disabled = {1, 2}
    row = OptionRow("x", ["a", "b", "c", "d"], "a", seen.append)
    row.control = segments
    assert step_choice(row, 1) and segments.value == "d"
    assert step_choice(row, 1) and segments.value == "a"
    assert step_choice(row, -1) and segments.value == "d"
    assert seen == ["d", "a", "d"]


def test_esc_goes_back_and_the_ring_is_drawn(app: Any) -> None:
    panel = open_panel(app, "classic")
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    surface = pygame.Surface(app.size)
    before = pygame.Surface(surface.get_size())
    panel.focus.shown = False
    panel.draw(before)
    panel.focus.shown = True
    panel.draw(surface)
    tabs = panel.family_tabs.rect.inflate(14, 14)
    ring = [surface.get_at((x, tabs.y + 1)) != before.get_at((x, tabs.y + 1))
            for x in range(tabs.x, tabs.right)]
    assert sum(ring) > tabs.w // 2  # the ring runs along the focused tabs' top edge
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)


def test_a_click_moves_the_ring_and_tab_goes_on_from_there(app: Any) -> None:
    panel = open_panel(app, "classic")
    key(app, pygame.K_TAB)
    assert panel.focus.focused is panel.start
    at = panel.level.rect.center
    app.frame(headless.FRAME, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=at),
                               pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=at)])
    assert panel.focus.focused is panel.level
    key(app, pygame.K_TAB)
    assert panel.focus.focused is panel.practice
    before = app.settings.practice
    key(app, pygame.K_RIGHT)
    assert app.settings.practice is not before


def test_down_before_any_tab_moves_through_the_mode_list(app: Any) -> None:
    """Play test: ↓ on a freshly opened panel did nothing (the ring was not shown yet),
    though the mode list is the first thing a player reads; it now takes the next mode
    and shows the ring there, so Tab goes on from it."""
    panel = open_panel(app, "classic")
    key(app, pygame.K_DOWN)
    assert panel.focus.focused is panel.modes
    assert app.settings.mode == panel.modes.modes[1] != "classic"
    key(app, pygame.K_UP)
    assert app.settings.mode == "classic"
