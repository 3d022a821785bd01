"""Pictures of the wildcard mode's table (癞子) for review: ``python -m ui.dev.wild_shots DIR``.

Each picture is the real app, headless, brought to a moment only this mode has: the
wild rank's reveal, a full hand with its wilds marked, the reading chooser, a soft
bomb's show, a result panel with a hard bomb.  Seeds are searched from ``--seed``
until the moment comes; the file names say what each shows.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game import classify
from game.doudizhu.view import PHASE_PLAY
from ui.dev import headless

if TYPE_CHECKING:
    from ui.app.app import App

SEEDS = 60


def _search(app: App, first: int, reach: Callable[[Any, Any], bool], auto: bool = True,
            kind: str | None = None) -> bool:
    """Tables of successive seeds until ``reach(app, table)`` holds (with ``kind``, only the
    seeds whose hand, played by the same agents off screen, has a play of that kind)."""
    for seed in range(first, first + SEEDS):
        if kind is not None and kind not in _kinds_played(app, seed):
            continue
        table = headless.new_table(app, "laizi", seed=seed, auto=auto)
        if reach(app, table):
            print(f"seed {seed}")
            return True
    return False


def wild_hand(app: App, table: Any) -> bool:
    """The player's first turn in play, holding at least two wilds."""
    table.auto = False
    done = headless.run_until(
        app, lambda: table.human_turn() and table.view.phase == PHASE_PLAY, 6000,
        lambda: headless.act_for_player(table) if table.view.phase != PHASE_PLAY else None)
    wilds = sum(1 for c in table.view.hand if table.wild.is_wild(c))
    return done and wilds >= 2


def reveal(app: App, table: Any) -> bool:
    """The moment the wild card has flipped and its rank is announced."""
    def flipped() -> bool:
        clock = table.wild.clock
        return clock is not None and clock > 0.95
    each = lambda: headless.act_for_player(table)  # noqa: E731
    return headless.run_until(app, flipped, 6000, each)


def readings(app: App, table: Any) -> bool:
    """The player to play, a selection with several readings, the chooser open."""
    table.auto = False

    def chooser() -> bool:
        view = table.view
        if not (table.human_turn() and view.phase == PHASE_PLAY and view.legal):
            return False
        for play in view.legal:
            if len(classify(play.cards, view.rules, wild=view.wild)) > 1:
                table.hand.select_play(play)
                table.press_play()
                if table.readings.open:
                    return True
                table.hand.clear()
        return False

    def each() -> None:
        if table.human_turn() and not chooser():
            headless.act_for_player(table)

    return headless.run_until(app, lambda: table.readings.open, 20000, each)


def _bomb_show(kind: str) -> Callable[[Any, Any], bool]:
    def reach(app: App, table: Any) -> bool:
        seen: list[str] = []
        note = table.wild.note_play

        def noting(event: Any) -> None:
            seen.append(event.play.kind)
            if event.play.kind == kind:
                app.settings.animation_speed = "normal"  # the show itself at normal speed
            note(event)

        app.settings.animation_speed = "fast"  # the hand up to it, quickly

        table.wild.note_play = noting
        each = lambda: headless.act_for_player(table)  # noqa: E731
        if not headless.run_until(app, lambda: kind in seen, 20000, each):
            return False
        headless.frames(app, 14)
        return True
    return reach


def hard_bomb_result(app: App, table: Any) -> bool:
    """The result panel of a hand in which a hard bomb was played."""
    app.settings.animation_speed = "fast"
    if not headless.play_to_result(app, table):
        return False
    headless.frames(app, 90)
    result = table.result
    return result is not None and any(name == "hard_bomb" for name, _ in result.factors)


def _kinds_played(app: App, seed: int) -> set[str]:
    """The kinds played in the hand of ``seed`` by the table's agents, without the table."""
    import ai
    from game import new_game, ruleset
    from game.doudizhu.actions import Action
    from ui.app.agents import seat_agents

    game = new_game(ruleset("laizi"), seed)
    players = seat_agents(game.rules, app.settings.difficulty, seed)
    kinds: set[str] = set()
    while not game.over:
        seat = game.to_act
        assert seat is not None
        action: Action = ai.choose_action(players[seat], game.view(seat))
        kind = getattr(action, "kind", None)
        if isinstance(kind, str):
            kinds.add(kind)
        game.apply(action)
    return kinds


KINDS = {"soft_bomb": "soft_bomb", "hard_bomb_result": "hard_bomb"}
SHOTS: dict[str, Callable[[Any, Any], bool]] = {
    "reveal": reveal,
    "wild_hand": wild_hand,
    "readings": readings,
    "soft_bomb": _bomb_show("soft_bomb"),
    "hard_bomb_result": hard_bomb_result,
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("folder")
    parser.add_argument("--lang", default="zh")
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", default="", help="comma-separated shot names")
    args = parser.parse_args(argv)
    w, h = (int(x) for x in args.size.split("x"))
    import pygame

    failed = 0
    for name, reach in SHOTS.items():
        if args.only and name not in args.only.split(","):
            continue
        app = headless.make_app((w, h), args.seed, args.lang, speed="normal")
        try:
            if not _search(app, args.seed, reach, kind=KINDS.get(name)):
                print(f"{name}: not reached in {SEEDS} seeds", file=sys.stderr)
                failed += 1
                continue
            path = f"{args.folder}/laizi_{name}_{args.lang}_{w}x{h}.png"
            headless.frames(app, 2)  # draw the moment reached
            pygame.image.save(app.screen, path)
            print(f"saved {path}")
        finally:
            app.shutdown()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
