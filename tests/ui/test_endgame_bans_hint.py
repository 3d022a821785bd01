"""残局 bans and hints on screen: a ban chapter in the hub, a banned play refused at the
table with the ban's name, the hint (H or its button) showing a winning move with its
reason and costing a star, and the analysis board's ban chips taking part in the solve
(issue 34)."""

from __future__ import annotations

import datetime
from typing import Any

import pygame

from ai.endgame.puzzles import daily
from ai.endgame.spot import judge, options, start
from tests.ui.test_endgame_scenes import board_of, click, hub_of, puzzle_of, type_keys
from ui.app import intents
from ui.app.i18n import t
from ui.app.intents import Intent
from ui.dev import headless
from ui.endgame.bans import ban_label, banned_kind, group_kinds
from ui.endgame.cards import play_words
from ui.endgame.puzzle import PLAYER, SOLVED, PuzzleScene, stars_for
from ui.endgame.puzzle_paint import draw_header
from ui.endgame.store import chapters


def ban_chapter() -> int:
    return next(i for i, c in enumerate(chapters()) if c.bans)


def test_the_ban_chapters_show_their_bans_on_the_hub(app: Any) -> None:
    hub = hub_of(app)
    number = ban_chapter()
    banned = [c for c in chapters() if c.bans]
    assert len(banned) >= 2 and all(all(p.bans for p in c.puzzles) for c in banned)
    click(app, hub.chapter_tiles[number])
    assert hub.chosen == number
    hub.today = datetime.date(2026, 12, 11)  # the day's puzzle bans 四带二
    hub.daily = daily(hub.chapters, hub.today)
    assert hub.daily.bans == ("four_two_single", "four_two_pair")
    headless.frames(app, 2)  # the seals, each tile's ban and the daily's drawn without error
    kinds = {k for c in banned for k in c.bans}
    assert {"trio_pair", "trio_single", "four_two_single", "four_two_pair"} <= kinds


def test_a_banned_play_is_refused_with_the_bans_name(app: Any) -> None:
    number = ban_chapter()
    index, puzzle = next((i, p) for i, p in enumerate(chapters()[number].puzzles)
                         if "trio_pair" in p.bans)
    scene = puzzle_of(app, number, index)
    headless.frames(app, 1)
    assert draw_header(scene, pygame.Surface(scene.size)).w > 0  # the header's seal
    hand = puzzle.hands[0]
    trio = next(ch for ch in hand if hand.count(ch) >= 3)
    pair = next(ch for ch in hand if ch != trio and hand.count(ch) >= 2)
    for ch in trio * 3 + pair * 2:
        app.dispatch(Intent(intents.RANK, value="3456789TJQKA2BR".index(ch)))
    assert len(scene.selected) == 5
    click(app, scene.controls.play_button)
    assert scene.phase == PLAYER and scene.spot == puzzle.spot()
    assert scene.message == t("endgame.banned_play", kind="Trio + pair")
    assert "Trio + pair" in scene.message and "banned" in scene.message
    assert ban_label(puzzle.bans) == "No Trio + pair"


def test_a_hint_shows_a_winning_move_and_costs_a_star(app: Any) -> None:
    assert "star" in t("endgame.hint")
    scene = puzzle_of(app, 1, 2)
    app.dispatch(Intent(intents.HINT))
    assert headless.wait_for(app, lambda: scene.hint.advice is not None)
    advice = scene.hint.advice
    assert advice is not None and advice.move in scene.puzzle.moves
    assert advice.winning == len(scene.puzzle.moves) and advice.options == scene.puzzle.options
    hand = scene.deal.hands[0]
    assert "".join(sorted((hand[i].rank_char for i in scene.selected),
                          key="3456789TJQKA2BR".index)) == advice.move
    first, reason = scene.hint.lines(scene.mistakes)
    assert play_words(advice.move) in first and "2 stars" in first
    assert str(advice.options - advice.winning) in reason
    headless.frames(app, 2)
    app.dispatch(Intent(intents.HINT))  # the same spot again: no second star
    assert headless.wait_for(app, lambda: scene.hint.job is None)
    assert scene.hint.count == 1
    click(app, scene.controls.play_button)  # the raised cards are the hinted move
    assert headless.wait_for(app, lambda: scene.phase != "defence")
    while scene.phase == PLAYER:
        click(app, scene.controls.hint_button)
        assert headless.wait_for(app, lambda: scene.hint.advice is not None)
        assert scene.hint.advice is not None
        buttons = scene.controls
        click(app, buttons.pass_button if scene.hint.advice.move == "pass" else buttons.play_button)
        assert headless.wait_for(app, lambda: scene.phase != "defence")
    assert scene.phase == SOLVED and scene.hint.count >= 2
    assert scene.earned == stars_for(0, False, scene.hint.count) == 1
    assert scene.progress.stars[scene.puzzle.ident] == 1
    assert scene.stars_note() == f"Solved with {scene.hint.count} hints"


def test_the_hint_reason_counts_the_opponents_answers(app: Any) -> None:
    scene = puzzle_of(app, 0, 0)
    click(app, scene.controls.hint_button)
    assert headless.wait_for(app, lambda: scene.hint.advice is not None)
    advice = scene.hint.advice
    assert advice is not None
    from ai.endgame.spot import after

    answers = [m for m in options(after(scene.spot, advice.move)) if m != "pass"]
    assert advice.replies == len(answers)
    line = judge(scene.spot).line
    assert advice.plays == sum(1 for seat, play in line if seat == 0 and play != "pass")


def test_the_boards_ban_chips_take_part_in_the_solve(app: Any) -> None:
    board = board_of(app)
    for index, row in enumerate(["445888", "3366TKAA"]):
        board.input.active = index
        for ch in row:
            board.add("3456789TJQKA2BR".index(ch))
    chip = next(c for c in board.ban_chips if c.group == "trio_pair")
    click(app, chip)
    assert chip.on and board.input.bans == {"trio_pair"}
    board.solve()
    assert headless.wait_for(app, lambda: board.job is None)
    assert board.spot is not None and board.spot.bans == ("trio_pair",)
    assert board.answer is not None and board.answer.winning == ("5888",)
    assert all(banned_kind(play, ("trio_pair",)) is None for _, play in board.answer.line
               if play != "pass")
    headless.frames(app, 2)
    click(app, chip)  # off again: the answer under the ban is gone, the free one differs
    assert not chip.on and board.answer is None
    board.solve()
    assert headless.wait_for(app, lambda: board.job is None)
    assert board.answer is not None and "44888" in board.answer.winning


def press_keys(app: Any, *codes: int, mod: int = 0) -> None:
    for code in codes:
        app.frame(headless.FRAME, [pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod)])


def test_the_board_is_worked_by_keyboard_alone(app: Any) -> None:
    """Tab walks the rows then the chips and buttons, Space toggles a ban, Enter solves
    and steps the answer; typing still fills the rows, and brings the focus back."""
    board = board_of(app)
    type_keys(app, "445888\t3366TKAA")
    assert board.input.texts() == ["445888", "3366TKAA", ""] and board.card_keys
    chip = next(c for c in board.ban_chips if c.group == "trio_pair")
    press_keys(app, *[pygame.K_TAB] * (2 + board.ban_chips.index(chip)))
    headless.frames(app, 1)  # the ring drawn round the chip
    press_keys(app, pygame.K_SPACE)
    assert chip.on and board.input.bans == {"trio_pair"}
    assert board.focus.focused is chip and not board.card_keys
    press_keys(app, pygame.K_RIGHT, pygame.K_LEFT)  # the arrows move the ring and back
    assert board.focus.focused is chip
    press_keys(app, *[pygame.K_TAB] * (len(board.ban_chips) - board.ban_chips.index(chip) + 2))
    assert board.focus.focused is board.solve_button
    press_keys(app, pygame.K_RETURN)
    assert headless.wait_for(app, lambda: board.job is None)
    assert board.spot is not None and board.spot.bans == ("trio_pair",)
    answer = board.answer
    assert answer is not None and answer.winning == ("5888",)
    press_keys(app, pygame.K_TAB)  # 上一步 is greyed at the start: the ring skips it
    assert board.focus.focused is board.next_button
    press_keys(app, *[pygame.K_RETURN] * len(answer.line))
    assert board.step == len(answer.line) and board.deal is not None
    assert board.deal.hands[0] == [] and board.focus.focused is board.prev_button
    press_keys(app, pygame.K_RETURN)
    assert board.step == len(answer.line) - 1
    press_keys(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert board.focus.focused is board.solve_button
    press_keys(app, pygame.K_3)  # typing goes to the row left last, and the focus too
    assert board.focus.typing and board.input.texts() == ["445888", "3366TKAA", "3"]
    assert board.answer is None
    press_keys(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    press_keys(app, pygame.K_DOWN)  # ↓ in a row clears it as before, the ring stays
    assert board.focus.shown and board.focus.typing and board.input.active == 1
    assert board.input.texts() == ["445888", "", "3"]
    click(app, board.ban_chips[0])  # the mouse takes over: the ring goes
    assert board.ban_chips[0].on and not board.focus.shown and board.focus.typing


def test_the_board_refuses_a_play_to_answer_of_a_banned_kind(app: Any) -> None:
    board = board_of(app)
    for index, row in enumerate(["3456", "789", "99977"]):
        board.input.active = index
        for ch in row:
            board.add("3456789TJQKA2BR".index(ch))
    board.toggle_ban("trio_pair")
    board.solve()
    assert board.job is None and board.answer is None
    assert board.message == "The play to answer, 77999, is a banned Trio + pair"
    board.toggle_ban("trio_pair")
    board.solve()
    assert board.job is not None


def test_ban_words_group_the_kinds_players_name_together(app: Any) -> None:
    assert group_kinds({"four_two", "trio_pair"}) == (
        "trio_pair", "four_two_single", "four_two_pair")
    assert ban_label(("four_two_single", "four_two_pair")) == "No Four with two"
    assert ban_label(("four_two_pair",)) == "No Four with two pairs"
    assert ban_label(()) == ""
    assert banned_kind("33344", ("trio_pair",)) == "trio_pair"
    assert banned_kind("33344", ()) is None
    assert banned_kind("3334", ("trio_pair",)) is None
    assert "33344" not in options(start(["33344", "5"], None, ("trio_pair",)))
    assert "33344" in options(start(["33344", "5"]))


def test_h_reaches_the_hint_only_on_the_players_turn(app: Any) -> None:
    scene = puzzle_of(app, 0, 1)
    scene.show_answer()
    app.frame(headless.FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0)])
    assert scene.hint.job is None and scene.hint.count == 0
    scene.restart()
    app.frame(headless.FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0)])
    assert scene.hint.count == 1
    assert headless.wait_for(app, lambda: scene.hint.advice is not None)
    assert isinstance(app.stack.top, PuzzleScene)
