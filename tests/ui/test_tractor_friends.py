"""The friend-card picker (找朋友): it greys exactly what the rules refuse, says why, marks the
calls that can find nobody, and takes a call by keyboard or mouse for any number of calls."""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame
import pytest

from ai import choose_action, make_agent
from game import new_game, ruleset
from game.cards import SUITS
from game.shengji import CallFriends, Game, TractorView
from game.shengji.actions import FriendCall
from ui.app import intents
from ui.app.i18n import TRANSLATOR, set_language
from ui.app.intents import Intent
from ui.tractor.friend_choice import FACES, FORBIDDEN, NOBODY, OWN_FIRST, buried, held, verdict
from ui.tractor.friend_picker import FriendPicker
from ui.tractor.shots import friends_state

MODES = ["friends_four", "friends_five", "friends_five_three_decks"]


def calling_game(mode: str, seed: int) -> Game:
    """A hand of ``mode`` where seat 0 deals and is to call friends."""
    g = new_game(ruleset(mode), seed, dealer=0)
    agents = [make_agent("hard", seed + s) for s in range(g.seats)]
    while g.phase != "call_friends":
        seat = g.to_act
        assert seat is not None and not g.over
        g.apply(choose_action(agents[seat], g.view(seat)), seat)
    assert g.to_act == 0
    return g


@pytest.mark.parametrize("mode", MODES)
def test_the_picker_greys_exactly_the_calls_the_rules_refuse(mode: str) -> None:
    g = calling_game(mode, 3)
    view = g.view(0)
    for suit in SUITS:
        for face in FACES:
            for ordinal in range(1, g.rules.decks + 2):
                found = verdict(view, face, suit, ordinal)
                refusal = g.check(CallFriends((FriendCall(face, suit, ordinal),)), 0)
                assert found.callable == (refusal is None), (face, suit, ordinal, refusal)
                assert TRANSLATOR.has(found.key)


@pytest.mark.parametrize("mode", MODES)
def test_a_call_that_can_find_nobody_is_marked_from_the_dealers_own_cards(mode: str) -> None:
    g = calling_game(mode, 5)
    view = g.view(0)
    decks = g.rules.decks
    marked = 0
    for suit in SUITS:
        for face in FACES:
            mine, kitty = held(view, face, suit), buried(view, face, suit)
            for ordinal in range(1, decks + 1):
                kind = verdict(view, face, suit, ordinal).kind
                if kind == FORBIDDEN:
                    continue
                hopeless = ordinal > decks - kitty or mine >= decks - kitty
                assert (kind == NOBODY) == hopeless, (face, suit, ordinal)
                assert (kind == OWN_FIRST) == (not hopeless and mine >= ordinal)
                marked += kind != "allowed"
    assert marked  # a dealt hand holds some non-trump card


def test_level_cards_and_the_trump_suit_say_why_they_cannot_be_called() -> None:
    set_language("en")
    g = calling_game("friends_five", 3)
    view = g.view(0)
    trump = view.trump
    assert trump is not None and trump.suit is not None
    plain = next(s for s in SUITS if s != trump.suit)
    level = verdict(view, trump.level, plain, 1)
    assert level.kind == FORBIDDEN and level.key == "tractor.friends.level_card"
    face = next(f for f in FACES if f != trump.level)
    suited = verdict(view, face, trump.suit, 1)
    assert suited.kind == FORBIDDEN and suited.key == "tractor.friends.trump"
    assert "trump" in TRANSLATOR.t(suited.key, **suited.params)


def _picker(view: TractorView) -> tuple[FriendPicker, list[CallFriends]]:
    taken: list[CallFriends] = []
    picker = FriendPicker(view, taken.append)
    return picker, taken


def test_keys_move_over_the_grid_choose_the_copy_and_confirm() -> None:
    g = calling_game("friends_five", 3)
    picker, taken = _picker(g.view(0))
    row, col = picker.cursor
    picker.handle(Intent(intents.STEP, value=1))
    assert picker.cursor == (row, (col + 1) % len(FACES))
    picker.handle(Intent(intents.STEP, value=1, axis=1))
    assert picker.cursor == ((row + 1) % 4, (col + 1) % len(FACES))
    picker.handle(Intent(intents.DIGIT, value=2))
    assert picker.current.ordinal == 2
    picker.handle(Intent(intents.DIGIT, value=7))  # no seventh copy in two decks
    assert picker.current.ordinal == 2
    trump = g.trump
    assert trump is not None and trump.suit is not None
    picker.choose(SUITS.index(trump.suit), 3)
    assert not picker.confirm_button.enabled
    picker.handle(Intent(intents.CONFIRM))
    assert not taken and picker.message
    picker.choose((SUITS.index(trump.suit) + 1) % 4, FACES.index("A"))
    assert picker.handle(Intent(intents.CONFIRM))
    assert taken and taken[0].calls[0].rank == "A"
    assert g.check(taken[0], 0) is None
    assert not picker.handle(Intent(intents.MENU))  # Esc still opens the menu


def test_up_and_down_are_row_steps_on_a_page() -> None:
    pygame.init()
    up = intents.map_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_UP, mod=0))
    right = intents.map_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0))
    assert up == Intent(intents.STEP, value=-1, axis=1)
    assert right == Intent(intents.STEP, value=1, axis=0)


def test_two_calls_fill_two_slots_and_the_same_call_twice_is_refused() -> None:
    g = calling_game("friends_five", 3)
    view = g.view(0)
    rules = dataclasses.replace(view.rules, friend_calls=2)
    picker, taken = _picker(dataclasses.replace(view, rules=rules))
    assert len(picker.calls) == 2
    first = picker.calls[0]
    picker.handle(Intent(intents.FOCUS, value=1))
    assert picker.slot == 1
    picker.choose(SUITS.index(first.suit), FACES.index(first.rank))
    picker.set_ordinal(first.ordinal)
    row, col = picker.cursor
    assert picker.verdict_at(row, col).key == "tractor.friends.twice"
    picker.confirm()
    assert not taken
    picker.set_ordinal(2 if first.ordinal == 1 else 1)
    picker.confirm()
    assert taken and len(taken[0].calls) == 2 and len(set(taken[0].calls)) == 2


def test_the_player_calls_his_friend_at_the_table_with_the_mouse(app: Any) -> None:
    scene = friends_state(app, "friends_five", 3)
    picker = scene.bar.picker
    assert picker is not None
    app.frame(1 / 60)  # drawn once: every cell has its place
    trump = scene.view.trump
    assert trump is not None and trump.suit is not None
    row = (SUITS.index(trump.suit) + 1) % 4
    cell = picker.grid.x + picker.cell[0] // 2, picker.grid.y + row * picker.cell[1] + 5
    scene.handle(Intent(intents.POINT_DOWN, cell))
    scene.handle(Intent(intents.POINT_UP, cell))
    assert picker.cursor == (row, 0)
    press = picker.confirm_button.rect.center
    scene.handle(Intent(intents.POINT_DOWN, press))
    scene.handle(Intent(intents.POINT_UP, press))
    assert scene.session.game.state.calls == (FriendCall("A", SUITS[row], picker.current.ordinal),)
    app.frame(1 / 60)
    assert scene.bar.picker is None


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_the_picker_fits_the_window(app: Any, size: tuple[int, int]) -> None:
    app.resize(size)
    scene = friends_state(app, "friends_five_three_decks", 4)
    app.frame(1 / 60)
    picker = scene.bar.picker
    assert picker is not None
    screen = pygame.Rect((0, 0), size)
    assert screen.contains(picker.rect)
    assert picker.rect.contains(picker.grid)
    assert picker.grid.bottom < picker.confirm_button.rect.top
    assert all(picker.rect.contains(b.rect) for b in picker.ordinals)


# -- levels where each player has his own (找朋友, 三人竞标) ---------------------------------


def _board(own: bool, dealer: int | None = 2) -> Any:
    from ui.tractor.board import Board

    board = Board(5, [20] * 5, "5", ("3", "2", "5", "T", "2"), dealer=dealer)
    board.own_levels = own
    return board


def test_the_score_panel_gives_the_players_own_level_and_the_dealers() -> None:
    from ui.tractor.scoreboard import levels_words

    set_language("en")
    try:
        assert levels_words(_board(True), 0) == "Levels  you 3 · dealer 5"
        assert levels_words(_board(True, dealer=0), 0) == "Level  you (dealer) 3"
        assert levels_words(_board(True, dealer=None), 3) == "Level  you 10"
        assert levels_words(_board(False), 0) == "Levels  us 3 · them 2"
    finally:
        set_language("zh")


def test_each_seat_shows_its_own_level_only_where_levels_are_personal() -> None:
    from ui.tractor.seatsview import _role_line

    set_language("en")
    try:
        assert "level 10" in _role_line(_board(True), 3, 0, False, True)
        assert "level" not in _role_line(_board(False), 3, 0, True, False)
    finally:
        set_language("zh")


def test_the_end_panel_lists_every_players_level_move_in_friend_modes() -> None:
    from ui.tractor.endpanel import EndPanel

    g = calling_game("friends_five", 3)
    agents = [make_agent("hard", 9 + s) for s in range(g.seats)]
    while not g.over:
        seat = g.to_act
        assert seat is not None
        g.apply(choose_action(agents[seat], g.view(seat)), seat)
    result = g.result
    assert result is not None
    set_language("en")
    try:
        panel = EndPanel(lambda: None, lambda: None)
        panel.open(result, (), own_levels=True)
        line = panel._levels_line(result, 0)
        assert line.startswith("Levels: You: ")
        assert all(f"{s}:" in line for s in ("Afu", "Cuicui", "Lao Zhou", "Aming"))
        moved = [s for s in range(5) if result.levels_before[s] != result.levels_after[s]]
        assert line.count("→") == len(moved)
        panel.open(result, (), own_levels=False)
        assert panel._levels_line(result, 0).startswith("Our level")
    finally:
        set_language("zh")


def test_random_input_on_the_picker_never_raises_and_only_legal_calls_go_out() -> None:
    import random

    g = calling_game("friends_five_three_decks", 6)
    picker, taken = _picker(g.view(0))
    picker.layout(_layout((960, 540)))
    rng = random.Random(2)
    kinds = [intents.STEP, intents.DIGIT, intents.FOCUS, intents.CONFIRM, intents.POINT_DOWN,
             intents.POINT_MOVE, intents.POINT_UP, intents.SCROLL, intents.PASS]
    for _ in range(600):
        kind = rng.choice(kinds)
        pos = (rng.randrange(960), rng.randrange(540))
        picker.handle(Intent(kind, pos, rng.randint(-1, 4), rng.randint(0, 1)))
    assert taken, "600 random inputs never confirmed a call"
    for action in taken:
        assert g.check(action, 0) is None


def _layout(size: tuple[int, int]) -> Any:
    from ui.tractor.layout import TractorLayout

    return TractorLayout.compute(size, 5, 0)
