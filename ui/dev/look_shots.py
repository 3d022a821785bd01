"""Pictures of the table's look, for checking card art, open hands and effects by eye.

``python -m ui.dev.look_shots OUT_DIR [--lang zh|en] [--size WxH] [--only NAME ...]``
writes, into ``OUT_DIR``: ``cards`` (a fanned hand with court cards and both jokers),
``open3`` / ``open4`` / ``open5`` (a practice table with every hand open at three, four
and five seats), ``bomb``, ``rocket`` and ``airplane`` (a frame a quarter of a second
into the show), ``lookbehind`` (the result panel with the table shown behind it) and ``replay``.
File names end in ``_<lang>_<W>x<H>.png``.  Headless, and deterministic per seed.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ui.dev import headless

if TYPE_CHECKING:
    from ui.app.app import App

SEED = 3


def _cards(app: App) -> None:
    """The title under a sheet: a real hand's sizes, fanned at the tightest and widest step."""
    import pygame

    from game.cards import BIG_JOKER, SMALL_JOKER, Card
    from ui.art import draw
    from ui.art.cardart import card_height
    from ui.table.layout import TableLayout

    w, h = app.size
    lay = TableLayout.compute((w, h), 3, 0)
    screen = app.screen
    screen.blit(draw.felt((w, h)), (0, 0))
    ranks = ["2C", "AD", "KS", "KH", "QD", "QC", "JH", "JS", "TS", "9C", "7D", "5H", "3S"]
    hand = [Card(BIG_JOKER, ""), Card(SMALL_JOKER, "")] + [Card.parse(c) for c in ranks]
    art, cw = app.art, lay.card_w
    y = round(h * 0.04)
    for fraction in (0.36, 0.5):
        x, step = round(w * 0.03), round(cw * fraction)
        for card in hand:
            pad = art.shadow_pad(cw)
            screen.blit(art.shadow(cw), (x - pad + 2, y - pad + 4))
            screen.blit(art.face(card, cw), (x, y))
            x += step
        y += card_height(cw) + round(h * 0.04)
    big = round(w * 0.105)
    x = round(w * 0.03)
    for card in [Card.parse(s) for s in ["JS", "QH", "KC", "JD", "QS", "KH"]] + hand[1::-1]:
        screen.blit(art.face(card, big), (x, y))
        x += big + round(w * 0.012)
    pygame.display.flip()


def _practice_table(app: App, mode: str) -> Any:
    from game.doudizhu.view import PHASE_PLAY

    table = headless.new_table(app, mode=mode, practice=True, seed=SEED)

    def ready() -> bool:
        plays = sum(1 for _, p in table.view.history if p is not None)
        return table.human_turn() and table.view.phase == PHASE_PLAY and plays >= 2

    def each() -> None:
        if table.human_turn() and not ready():
            headless.act_for_player(table)

    headless.run_until(app, ready, 20000, each)
    return table


def _open(seats_mode: str) -> Callable[[Any], None]:
    def build(app: App) -> None:
        table = _practice_table(app, seats_mode)
        table.tools.options.open_hands = True
        headless.frames(app, 40)

    return build


def _show(kind: str) -> Callable[[Any], None]:
    """A bomb, rocket or airplane from the seat on the right, a quarter of a second in."""

    def build(app: App) -> None:
        from game.cards import BIG_JOKER, SMALL_JOKER, Card
        from ui.table.combos import combination_effects
        from ui.table.seats import FlyCard

        table = _practice_table(app, "classic")
        headless.frames(app, 200)
        seat = 1
        if kind == "bomb":
            cards = [Card.parse(f"9{s}") for s in "SHCD"]
        elif kind == "rocket":
            cards = [Card(SMALL_JOKER, ""), Card(BIG_JOKER, "")]
        else:
            cards = [Card.parse(c) for c in ("3S", "3H", "3C", "4S", "4H", "4C", "7D", "9S")]
        lay = table.lay
        slots = lay.play_positions(seat, len(cards))
        table.seats.states[seat].pile = [FlyCard(c, x, y, lay.play_w)
                                         for c, (x, y) in zip(cards, slots, strict=True)]
        shows, _ = combination_effects(kind, slots, lay, table.director.rng, 1.0)
        for effect in shows:
            table.director.effect(effect)
        headless.frames(app, 15)

    return build


def _lookbehind(app: App) -> None:
    from ui.pages.result import ResultScene

    table = headless.new_table(app, practice=True, seed=SEED)
    headless.play_to_result(app, table)
    headless.frames(app, 60)
    top = app.stack.top
    if isinstance(top, ResultScene) and hasattr(top, "toggle_peek"):
        top.toggle_peek()
    headless.frames(app, 40)


def _replay(app: App) -> None:
    from ui.pages.replay import ReplayScene
    from ui.pages.title import TitleScene

    app.stack.clear_to(TitleScene(app))
    scene = ReplayScene(app, headless.finished_record(SEED))
    scene.seek(min(len(scene.actions), 14))
    app.push(scene)
    headless.frames(app, 30)


SHOTS: dict[str, Callable[[Any], None]] = {
    "cards": _cards,
    "open3": _open("classic"),
    "open4": _open("four"),
    "open5": _open("five"),
    "bomb": _show("bomb"),
    "rocket": _show("rocket"),
    "airplane": _show("airplane_single"),
    "lookbehind": _lookbehind,
    "replay": _replay,
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--lang", default="zh", choices=("zh", "en"))
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--only", nargs="*", choices=sorted(SHOTS))
    args = parser.parse_args(argv)
    w, h = (int(v) for v in args.size.lower().split("x"))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    import pygame

    for name in args.only or SHOTS:
        app = headless.make_app((w, h), SEED, args.lang, speed="normal")
        try:
            SHOTS[name](app)
            if name != "cards":
                app.frame(headless.FRAME, [])
            path = out / f"{name}_{args.lang}_{w}x{h}.png"
            pygame.image.save(app.screen, str(path))
            print(f"saved {path}")
        finally:
            app.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
