"""The 残局 screens in representative states, for ``--screenshot`` and for looking at them.

``--screenshot PATH --scene endgame|puzzle|analysis`` builds one of these through
:data:`BUILDERS`; ``python -m ui.endgame.shots DIR [--lang en] [--size 960x540]`` writes
every state (the hub, a puzzle in play, a wrong move's dialog, a solved puzzle, the
solution half played, a three-seat puzzle, a hint shown, a ban chapter and a banned
play refused, the analysis board answered, with bans, and refusing a bad set-up) as PNGs.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ui.app.app import App
    from ui.endgame.analysis import AnalysisScene
    from ui.endgame.puzzle import PuzzleScene

Builder = Callable[["App", int, str], None]


def _hub(app: App) -> None:
    from ui.endgame.hub import EndgameHub
    from ui.endgame.store import chapters, progress_of
    from ui.pages.title import TitleScene

    progress = progress_of(app)
    first = chapters()[0].puzzles
    for i, puzzle in enumerate(first[:7]):  # some progress, so the stars show
        progress.record(puzzle.ident, (3, 3, 2, 3, 1, 3, 2)[i])
    app.stack.clear_to(TitleScene(app))
    app.push(EndgameHub(app))


def hub(app: App, seed: int = 1, mode: str = "classic") -> None:
    _hub(app)


def open_puzzle(app: App, chapter: int = 2, index: int = 3) -> PuzzleScene:
    from ui.endgame.puzzle import PuzzleScene
    from ui.endgame.store import chapters

    _hub(app)
    scene = PuzzleScene(app, chapters()[chapter].puzzles[index])
    app.push(scene)
    return scene


def play(app: App, scene: PuzzleScene, move: str) -> None:
    """The player makes ``move``; the defence's answer is waited for."""
    from ui.dev import headless
    from ui.endgame.puzzle import PLAYER

    scene.selected = set()
    if move == "pass":
        scene.pass_turn()
    else:
        play_pick(scene, move)
        scene.play_selected()
    headless.wait_for(app, lambda: scene.phase != "defence")
    assert scene.phase in (PLAYER, "wrong", "solved"), scene.phase


def puzzle(app: App, seed: int = 1, mode: str = "classic") -> None:
    """A puzzle one exchange in, the player's next winning move picked."""
    from ai.endgame.spot import judge

    scene = open_puzzle(app)
    play(app, scene, scene.puzzle.moves[0])
    move = judge(scene.spot).move
    if move != "pass":
        play_pick(scene, move)


def play_pick(scene: PuzzleScene, move: str) -> None:
    hand = scene.deal.hands[0]
    for ch in move:
        scene.selected.add(next(i for i, c in enumerate(hand)
                                if c.rank_char == ch and i not in scene.selected))


def wrong(app: App, seed: int = 1, mode: str = "classic") -> None:
    from ai.endgame.spot import options

    scene = open_puzzle(app)
    bad = next(m for m in options(scene.spot) if m not in scene.puzzle.moves and m != "pass")
    play(app, scene, bad)


def solved(app: App, seed: int = 1, mode: str = "classic") -> None:
    from ai.endgame.spot import judge

    scene = open_puzzle(app)
    while scene.phase == "player":
        play(app, scene, judge(scene.spot).move)


def solution(app: App, seed: int = 1, mode: str = "classic") -> None:
    scene = open_puzzle(app)
    scene.show_answer()
    scene.step(len(scene.puzzle.line) // 2)


def three(app: App, seed: int = 1, mode: str = "classic") -> None:
    scene = open_puzzle(app, 6, 4)
    play(app, scene, scene.puzzle.moves[0])


def hint(app: App, seed: int = 1, mode: str = "classic") -> None:
    """A puzzle one exchange in, the hint asked for and shown (its cards raised)."""
    from ui.dev import headless

    scene = open_puzzle(app)
    play(app, scene, scene.puzzle.moves[0])
    scene.ask_hint()
    headless.wait_for(app, lambda: scene.hint.advice is not None)


def _ban_puzzle(app: App) -> PuzzleScene:
    """The first puzzle that bans 三带二, opened from its chapter."""
    from ui.endgame.hub import EndgameHub
    from ui.endgame.puzzle import PuzzleScene
    from ui.endgame.store import chapters

    _hub(app)
    number, found = next((i, p) for i, c in enumerate(chapters()) for p in c.puzzles
                         if "trio_pair" in p.bans)
    hub = app.stack.top
    assert isinstance(hub, EndgameHub)
    hub.choose(number)
    scene = PuzzleScene(app, found)
    app.push(scene)
    return scene


def hub_bans(app: App, seed: int = 1, mode: str = "classic") -> None:
    """The hub with the first ban chapter chosen, the day's puzzle one that bans a kind."""
    import datetime

    from ai.endgame.puzzles import daily
    from ui.endgame.hub import EndgameHub
    from ui.endgame.store import chapters

    _hub(app)
    hub = app.stack.top
    assert isinstance(hub, EndgameHub)
    hub.choose(next(i for i, c in enumerate(chapters()) if c.bans))
    hub.today = datetime.date(2026, 12, 11)  # a day whose puzzle bans 四带二
    hub.daily = daily(hub.chapters, hub.today)


def banned(app: App, seed: int = 1, mode: str = "classic") -> None:
    """A 禁三带二 puzzle: the player tries a trio with a pair and is told it is banned."""
    scene = _ban_puzzle(app)
    hand = scene.puzzle.hands[0]
    trio = next(ch for ch in hand if hand.count(ch) >= 3)
    pair = next(ch for ch in hand if ch != trio and hand.count(ch) >= 2)
    play_pick(scene, trio * 3 + pair * 2)
    scene.play_selected()


def board(app: App, extra: str = "", wait: bool = True) -> AnalysisScene:
    from ui.dev import headless
    from ui.endgame.analysis import AnalysisScene

    _hub(app)
    scene = AnalysisScene(app)
    app.push(scene)
    rows = ["2AAKKQJT93", "BR22JT876", ""] if not extra else ["33", "44", extra]
    for index, row in enumerate(rows):
        scene.input.active = 2 if index == 2 else index
        scene.input.active = min(scene.input.active, scene.input.last_row)
        for ch in row:
            scene.add("3456789TJQKA2BR".index(ch))
    scene.input.active = 0
    scene.solve()
    if wait:
        headless.wait_for(app, lambda: scene.job is None)
    return scene


def analysis(app: App, seed: int = 1, mode: str = "classic") -> None:
    scene = board(app)
    scene.move_step(5)
    scene.focus.shown, scene.focus.on = True, scene.ban_chips[1]  # the keyboard's ring


def analysis_bans(app: App, seed: int = 1, mode: str = "classic") -> None:
    """The board with 三带二 and 四带二 banned, answered under the bans."""
    from ui.dev import headless
    from ui.endgame.analysis import AnalysisScene

    _hub(app)
    scene = AnalysisScene(app)
    app.push(scene)
    for index, row in enumerate(["445888", "3366TKAA"]):
        scene.input.active = index
        for ch in row:
            scene.add("3456789TJQKA2BR".index(ch))
    scene.toggle_ban("trio_pair")
    scene.toggle_ban("four_two")
    scene.input.active = 0
    scene.solve()
    headless.wait_for(app, lambda: scene.job is None)
    scene.move_step(1)
    scene.focus.shown, scene.focus.on = True, scene.next_button  # the keyboard's ring


def analysis_error(app: App, seed: int = 1, mode: str = "classic") -> None:
    board(app, extra="3456")


def analysis_three(app: App, seed: int = 1, mode: str = "classic") -> None:
    """Three hands: the landlord against two farmers, answered, two plies in."""
    from ui.dev import headless
    from ui.endgame.analysis import AnalysisScene

    _hub(app)
    scene = AnalysisScene(app)
    app.push(scene)
    scene.set_seats("3")
    scene.seats_choice.value = "3"
    for index, row in enumerate(["KKK34", "QQ56", "AJ7"]):
        scene.input.active = index
        for ch in row:
            scene.add("3456789TJQKA2BR".index(ch))
    scene.input.active = 0
    scene.solve()
    headless.wait_for(app, lambda: scene.job is None)
    scene.move_step(2)
    scene.focus.shown, scene.input.active = True, 1  # the ring on a row typing fills


BUILDERS: dict[str, Builder] = {"endgame": hub, "puzzle": puzzle, "analysis": analysis}
ALL: dict[str, Builder] = {
    **BUILDERS, "puzzle_wrong": wrong, "puzzle_solved": solved, "puzzle_solution": solution,
    "puzzle_three": three, "analysis_error": analysis_error, "analysis_three": analysis_three,
    "puzzle_hint": hint, "endgame_bans": hub_bans, "puzzle_banned": banned,
    "analysis_bans": analysis_bans,
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Write every 残局 screen state as a PNG.")
    parser.add_argument("folder")
    parser.add_argument("--lang", default="zh", choices=("zh", "en"))
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--only", default="", help="comma-separated state names")
    args = parser.parse_args(argv)
    width, _, height = args.size.partition("x")
    if not (width.isdigit() and height.isdigit()):
        parser.error(f"--size wants WIDTHxHEIGHT, like 1280x720, not {args.size!r}")
    wanted = [n for n in args.only.split(",") if n] or list(ALL)
    unknown = [n for n in wanted if n not in ALL]
    if unknown:
        parser.error(f"no such state {', '.join(unknown)}; known: {', '.join(ALL)}")
    Path(args.folder).mkdir(parents=True, exist_ok=True)
    import pygame

    from ui.dev import headless

    app = headless.make_app((int(width), int(height)), 1, args.lang, speed="normal")
    try:
        for name in wanted:
            headless.reset_app(app)
            app.settings.language = args.lang
            app.save_settings()  # reset_app brought back the default language
            ALL[name](app, 1, "classic")
            headless.frames(app, 30)
            path = f"{args.folder}/{name}-{args.lang}-{args.size}.png"
            pygame.image.save(app.screen, path)
            print(path)
    finally:
        app.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
