"""The 残局 screens: the title's entry, the hub, a puzzle played against the solver's
defence (solved, a wrong move refuted, the solution stepped through), the stars kept,
and the analysis board's answers and refusals (issue 34)."""

from __future__ import annotations

import datetime
import json
import random
from pathlib import Path
from typing import Any

import pygame
import pytest

from ai.endgame.spot import judge, options
from tests.ui.test_title_screen import click, title_of
from ui.app import intents
from ui.app.intents import Intent
from ui.dev import headless
from ui.endgame.analysis import AnalysisScene
from ui.endgame.hub import EndgameHub
from ui.endgame.progress import Progress
from ui.endgame.puzzle import ANSWER, PLAYER, SOLVED, WRONG, PuzzleScene, stars_for
from ui.endgame.store import chapters
from ui.pages.title import TitleScene


def hub_of(app: Any) -> EndgameHub:
    title = title_of(app)
    click(app, next(b for b in title.shared if b.label == "title.endgame"))
    hub = app.stack.top
    assert isinstance(hub, EndgameHub)
    return hub


def puzzle_of(app: Any, chapter: int = 0, index: int = 0) -> PuzzleScene:
    hub = hub_of(app)
    click(app, hub.chapter_tiles[chapter])
    assert hub.chosen == chapter
    headless.frames(app, 1)
    click(app, hub.puzzle_tiles[index])
    scene = app.stack.top
    assert isinstance(scene, PuzzleScene)
    assert scene.puzzle is chapters()[chapter].puzzles[index]
    return scene


def make_move(app: Any, scene: PuzzleScene, move: str) -> None:
    """Pick ``move``'s cards by clicking them (or press 不出), then wait for the defence."""
    if move == "pass":
        click(app, scene.controls.pass_button)
    else:
        hand = scene.deal.hands[0]
        rects = scene.board.hand_rects(0, len(hand))
        for ch in move:
            i = next(i for i, c in enumerate(hand)
                     if c.rank_char == ch and i not in scene.selected)
            app.dispatch(Intent(intents.POINT_DOWN, (rects[i].x + 4, rects[i].centery)))
            assert i in scene.selected
        click(app, scene.controls.play_button)
    assert headless.wait_for(app, lambda: scene.phase != "defence")


def test_the_title_opens_the_hub_with_every_chapter(app: Any) -> None:
    hub = hub_of(app)
    assert len(hub.chapter_tiles) == len(chapters()) >= 8
    assert sum(len(c.puzzles) for c in chapters()) >= 80
    headless.frames(app, 2)  # drawn without error, English
    click(app, hub.back)
    assert isinstance(app.stack.top, TitleScene)


def test_a_puzzle_solved_with_best_play_earns_three_stars(app: Any) -> None:
    scene = puzzle_of(app, 1, 2)
    moves = 0
    while scene.phase == PLAYER:
        make_move(app, scene, judge(scene.spot).move)
        moves += 1
    assert scene.phase == SOLVED and moves >= 2
    assert scene.spot.out == 0
    assert scene.progress.stars[scene.puzzle.ident] == 3
    click(app, scene.controls.next_button)
    following = app.stack.top
    assert isinstance(following, PuzzleScene) and following.puzzle.ident == "2-4"


def test_a_wrong_move_is_refuted_then_retried_and_the_solution_shown(app: Any) -> None:
    scene = puzzle_of(app, 0, 0)
    wrong = next(m for m in options(scene.spot) if m not in scene.puzzle.moves)
    make_move(app, scene, wrong)
    assert scene.phase == WRONG and scene.mistakes == 1
    assert scene.spot.seat == 0 and scene.refutation
    assert not judge(scene.spot).wins  # after the refutation the player can no longer win
    click(app, scene.controls.retry_button)
    assert scene.phase == PLAYER and scene.spot == scene.puzzle.spot()
    click(app, scene.controls.top_answer)
    assert scene.phase == ANSWER and scene.saw_answer
    steps = len(scene.puzzle.line)
    for _ in range(steps + 2):
        app.dispatch(Intent(intents.STEP, value=1))
    assert scene.shown_step == steps and scene.deal.hands[0] == []
    app.dispatch(Intent(intents.STEP, value=-1))
    assert scene.shown_step == steps - 1 and scene.deal.hands[0]
    scene.restart()
    make_move(app, scene, scene.puzzle.moves[0])
    while scene.phase == PLAYER:
        make_move(app, scene, judge(scene.spot).move)
    assert scene.phase == SOLVED and scene.earned == stars_for(1, True) == 1


def test_a_defence_of_two_farmers_answers_in_turn(app: Any) -> None:
    three = next(i for i, c in enumerate(chapters()) if c.seats == 3)
    scene = puzzle_of(app, three, 0)
    make_move(app, scene, scene.puzzle.moves[0])
    assert scene.phase in (PLAYER, SOLVED)
    assert scene.spot.seat == 0 or scene.phase == SOLVED
    plays = [p for p in scene.deal.shown[1:] if p is not None]
    assert plays  # both farmers acted (a play or a pass) before the player's turn came back


def test_stars_are_kept_between_runs_and_a_damaged_file_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "puzzles.json"
    progress = Progress(path)
    assert progress.record("1-1", 2) and not progress.record("1-1", 1)
    assert progress.record("1-1", 3)
    assert Progress(path).stars == {"1-1": 3}
    path.write_text("{not json", encoding="utf-8")
    damaged = Progress(path)
    assert damaged.stars == {} and damaged.messages
    assert not path.exists() and list(tmp_path.glob("puzzles.json.corrupt-*"))
    path.write_text(json.dumps({"stars": {"1-1": 9, "1-2": "x", "1-3": 1}}), encoding="utf-8")
    assert Progress(path).stars == {"1-3": 1}


def test_the_daily_puzzle_opens_marked_as_the_days(app: Any) -> None:
    hub = hub_of(app)
    hub.today = datetime.date(2026, 1, 1)
    click(app, hub.daily_button)
    scene = app.stack.top
    assert isinstance(scene, PuzzleScene) and scene.is_daily


def board_of(app: Any) -> AnalysisScene:
    hub = hub_of(app)
    click(app, hub.board_button)
    scene = app.stack.top
    assert isinstance(scene, AnalysisScene)
    return scene


def type_keys(app: Any, keys: str) -> None:
    codes = {"T": pygame.K_t, "J": pygame.K_j, "Q": pygame.K_q, "K": pygame.K_k,
             "A": pygame.K_a, "B": pygame.K_b, "R": pygame.K_r, "\t": pygame.K_TAB,
             "\b": pygame.K_BACKSPACE}
    for ch in keys:
        code = codes.get(ch) or getattr(pygame, f"K_{ch}")
        app.frame(headless.FRAME, [pygame.event.Event(pygame.KEYDOWN, key=code, mod=0)])


def test_the_board_solves_a_typed_position_and_steps_its_line(app: Any) -> None:
    board = board_of(app)
    type_keys(app, "33KK\t4A\t")
    assert board.input.texts() == ["33KK", "4A", ""]
    click(app, board.rank_buttons[14])  # the big joker, from the grid, to the third row
    assert board.input.texts() == ["33KK", "4A", "R"]
    type_keys(app, "\b")
    app.frame(headless.FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)])
    assert headless.wait_for(app, lambda: board.job is None)
    answer = board.answer
    assert answer is not None and answer.wins and answer.winning
    again = judge(board.input.check()[0])
    assert (answer.winning, answer.line) == (again.winning, again.line)
    for _ in range(len(answer.line)):
        click(app, board.next_button)
    assert board.step == len(answer.line) and board.deal is not None
    assert board.deal.hands[0] == []


@pytest.mark.parametrize(("rows", "words"), [
    (["33333", "4", ""], "only 4"),
    (["", "4", ""], "First has no cards"),
    (["33", "44", "3456"], "not a valid combination"),
    (["BB", "4", ""], "only 1"),
])
def test_the_board_refuses_a_bad_set_up_in_words(app: Any, rows: list[str], words: str) -> None:
    board = board_of(app)
    said = []
    for index, row in enumerate(rows):
        board.input.active = index
        for ch in row:
            board.add("3456789TJQKA2BR".index(ch))
            said.append(board.message)
    board.solve()
    said.append(board.message)
    headless.frames(app, 1)
    assert any(words in message for message in said)
    assert all(board.input.used(r) <= (1 if r >= 13 else 4) for r in range(15))


def test_the_board_gives_up_on_a_position_too_big_to_wait_for(app: Any, monkeypatch: Any) -> None:
    import ui.endgame.analysis as analysis

    monkeypatch.setattr(analysis, "MAX_NODES", 5)
    board = board_of(app)
    for index, row in enumerate(["3456789TJQ", "3456789TJQ"]):
        board.input.active = index
        for ch in row:
            board.add("3456789TJQKA2BR".index(ch))
    board.solve()
    assert headless.wait_for(app, lambda: board.job is None)
    headless.frames(app, 1)
    assert board.answer is None and "gave up" in board.message


def test_random_input_never_breaks_the_screens(app: Any) -> None:
    rng = random.Random(34)
    kinds = [intents.POINT_DOWN, intents.POINT_UP, intents.RANK, intents.DIGIT, intents.ERASE,
             intents.FOCUS, intents.STEP, intents.CLEAR, intents.PASS, intents.CONFIRM,
             intents.HINT]
    for scene in (board_of(app), puzzle_of(app, 0, 1)):
        for _ in range(300):
            if app.stack.top is not scene:
                break
            kind = rng.choice(kinds)
            pos = (rng.randrange(1280), rng.randrange(720))
            app.dispatch(Intent(kind, pos, rng.randrange(15), 0))
            app.frame(headless.FRAME, [], draw=rng.random() < 0.1)
