"""A hand can be played from the keyboard alone: a cursor in the hand, ranks typed by
name, a focus ring over the action bar, and the keys mapped in one place."""

from __future__ import annotations

from typing import Any

import pygame

from game.cards import RANK_INDEX, parse_cards
from game.doudizhu.view import PHASE_PLAY
from ui.app import intents
from ui.app.intents import TABLE_HELP, Intent, map_event
from ui.dev import headless
from ui.table.hand_view import HandView
from ui.table.keyboard import CardCursor
from ui.table.layout import TableLayout


def key_event(code: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod)


def _hand(notation: str) -> HandView:
    hand = HandView(TableLayout.compute((1280, 720), 3, 0))
    hand.set_cards(parse_cards(notation))
    return hand


def test_the_table_keys_type_ranks_and_pick() -> None:
    def table(code: int, mod: int = 0) -> Intent | None:
        return map_event(key_event(code, mod), card_keys=True)

    assert table(pygame.K_t) == Intent(intents.RANK, value=RANK_INDEX["T"])
    assert table(pygame.K_r) == Intent(intents.RANK, value=RANK_INDEX["R"])
    assert table(pygame.K_SPACE) == Intent(intents.PICK)
    assert table(pygame.K_UP) == Intent(intents.PICK)
    assert table(pygame.K_p) == Intent(intents.PASS)
    assert table(pygame.K_t, pygame.KMOD_LCTRL) == Intent(intents.AUTO)
    assert table(pygame.K_TAB) == Intent(intents.FOCUS, value=1)
    assert table(pygame.K_7) == Intent(intents.DIGIT, value=7)
    # the pages keep their keys
    assert map_event(key_event(pygame.K_SPACE)) == Intent(intents.PASS)
    assert map_event(key_event(pygame.K_t)) == Intent(intents.AUTO)


def test_the_cursor_moves_and_space_picks_the_card_under_it() -> None:
    hand = _hand("3S 4H 5C 9D KS")  # shown high to low: K 9 5 4 3
    cursor = CardCursor()
    for _ in range(2):
        cursor.handle(Intent(intents.STEP, value=1), hand, True)
    cursor.handle(Intent(intents.PICK), hand, True)
    assert [str(c) for c in hand.selected_cards()] == ["5C"]
    cursor.handle(Intent(intents.STEP, value=-1), hand, True)
    cursor.handle(Intent(intents.PICK), hand, True)
    cursor.handle(Intent(intents.STEP, value=1), hand, True)
    cursor.handle(Intent(intents.PICK), hand, True)  # 5 back down
    assert [str(c) for c in hand.selected_cards()] == ["9D"]
    for _ in range(9):
        cursor.handle(Intent(intents.STEP, value=1), hand, True)
    assert cursor.index == 4  # stops at the last card


def test_typing_a_rank_takes_the_next_copy_then_puts_them_back() -> None:
    hand = _hand("7S 7H 7C 8D TS")
    cursor = CardCursor()
    seven = Intent(intents.DIGIT, value=7)
    cursor.handle(seven, hand, True)
    cursor.handle(seven, hand, True)
    assert sorted(c.rank for c in hand.selected) == [RANK_INDEX["7"]] * 2
    cursor.handle(seven, hand, True)
    assert len(hand.selected) == 3
    cursor.handle(seven, hand, True)  # every copy was up: all go back
    assert hand.selected == set()
    cursor.handle(Intent(intents.DIGIT, value=0), hand, True)  # 0 is ten
    assert [str(c) for c in hand.selected_cards()] == ["TS"]
    cursor.handle(Intent(intents.RANK, value=RANK_INDEX["T"]), hand, True)  # so is T
    assert hand.selected == set()  # the only ten was up: it goes back
    cursor.handle(Intent(intents.RANK, value=RANK_INDEX["K"]), hand, True)
    assert hand.selected == set()  # no king: nothing happens
    assert cursor.shown and hand.cards[cursor.index] == parse_cards("TS")[0]


def test_a_digit_bids_outside_the_play_phase() -> None:
    hand = _hand("3S 4H")
    assert not CardCursor().handle(Intent(intents.DIGIT, value=3), hand, playing=False)
    assert hand.selected == set()


def test_the_key_map_lists_every_table_key_for_the_help() -> None:
    from ui.app.i18n import TRANSLATOR

    assert TABLE_HELP and all(TRANSLATOR.has(k) for _, k in TABLE_HELP)


def test_a_hand_played_by_keys_only(app: Any) -> None:
    """Every action of the player's through key events: digits bid, rank keys and the
    cursor pick, Enter plays, P passes; the hand reaches its result."""
    from ui.pages.result import ResultScene

    table = headless.new_table(app, seed=4)
    presses = 0

    def press(code: int, mod: int = 0) -> None:
        nonlocal presses
        presses += 1
        app.frame(headless.FRAME, [key_event(code, mod)])

    def act() -> None:
        if not table.human_turn():
            return
        view = table.view
        if view.phase != PHASE_PLAY:
            press(pygame.K_0)  # no bid, no double
            return
        if not view.legal:
            press(pygame.K_p)
            return
        play = min(view.legal, key=lambda p: (len(p.cards), p.key))
        press(pygame.K_DOWN)  # everything down
        for ch in play.cards:
            press(RANK_KEY[ch])
        press(pygame.K_RETURN)

    assert headless.run_until(app, lambda: isinstance(app.stack.top, ResultScene), 30000, act)
    assert presses > 10
    mine = [p for s, p in table.session.game.view(0).history if s == 0 and p is not None]
    assert mine  # the player played cards, all by keys


RANK_KEY = {
    **{str(n): getattr(pygame, f"K_{n}") for n in range(2, 10)},
    "T": pygame.K_t, "J": pygame.K_j, "Q": pygame.K_q, "K": pygame.K_k, "A": pygame.K_a,
    "B": pygame.K_b, "R": pygame.K_r,
}


def test_tab_moves_a_focus_ring_over_the_action_bar(app: Any) -> None:
    table = headless.new_table(app, seed=4)

    def can_play() -> bool:  # a turn with 出牌 / 提示 / 不出 (not the lone 要不起)
        return table.human_turn() and table.view.phase == PHASE_PLAY and bool(table.view.legal)

    assert headless.run_until(
        app, can_play, 20000,
        lambda: headless.act_for_player(table) if table.human_turn() and not can_play() else None,
    )
    headless.frames(app, 2)
    ring = table.bar_focus.ring
    assert not ring.shown
    app.frame(headless.FRAME, [key_event(pygame.K_TAB)])
    first = ring.focused
    assert ring.shown and first is not None
    app.frame(headless.FRAME, [key_event(pygame.K_TAB)])
    assert ring.focused is not first
    hint = table.bar.hint_button
    while ring.focused is not hint:
        app.frame(headless.FRAME, [key_event(pygame.K_TAB)])
    played = len(table.session.game.view(0).history)
    app.frame(headless.FRAME, [key_event(pygame.K_RETURN)])
    assert len(table.session.game.view(0).history) == played  # Enter pressed 提示, no play
    assert table.session.to_act == 0


def test_random_keys_on_every_screen_of_a_hand_raise_nothing(app: Any) -> None:
    """Any table key, in any phase, at the result and in its dialogs, is safe."""
    import random

    rng = random.Random(7)
    codes = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_SPACE,
             pygame.K_RETURN, pygame.K_TAB, pygame.K_p, pygame.K_h, pygame.K_0, pygame.K_1,
             pygame.K_3, pygame.K_9, pygame.K_t, pygame.K_j, pygame.K_a, pygame.K_b,
             pygame.K_r, pygame.K_ESCAPE, pygame.K_z, pygame.K_l]
    table = headless.new_table(app, mode="happy", seed=9)
    seen: set[tuple[str, str]] = set()
    for step in range(1500):
        code = rng.choice(codes)
        mod = pygame.KMOD_SHIFT if code == pygame.K_TAB and rng.random() < 0.3 else 0
        app.frame(headless.FRAME, [key_event(code, mod)])
        seen.add((type(app.stack.top).__name__, table.session.game.phase))
        if table not in app.stack.scenes or not app.running:  # the keys left the hand
            app.running = True
            table = headless.new_table(app, mode="happy", seed=9 + step)
        elif step % 4 == 0:
            headless.act_for_player(table)  # the hand goes on between the keys
        app.yield_to_workers()
    table_phases = {phase for screen, phase in seen if screen == "TableScene"}
    assert {"show_predeal", "bidding"} <= table_phases and len(table_phases) >= 3, seen
    assert "PauseMenu" in {screen for screen, _ in seen}, seen
