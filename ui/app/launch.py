"""The command line of ``main.py``: the game, or its self-test, screenshot, monkey or walk
tools.

It lives here rather than in ``main.py`` because Python compiles the script it is given
at every start but keeps the compiled bytecode of an imported module: the launcher's
code costs a start from source nothing after the first.  A plain start (no arguments, a
double-click) goes to :func:`play` without building the argparse parser at all.
"""

from __future__ import annotations

import sys
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse


def window_size(text: str) -> tuple[int, int]:
    """Parse ``WxH`` (at least 960×540)."""
    import argparse

    try:
        w_text, h_text = text.lower().split("x")
        size = int(w_text), int(h_text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x720, got {text!r}") from None
    if size[0] < 960 or size[1] < 540 or size[0] > 7680 or size[1] > 4320:
        raise argparse.ArgumentTypeError(f"size must be between 960x540 and 7680x4320, got {text}")
    return size


def positive(text: str) -> int:
    import argparse

    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if value <= 0:
        raise argparse.ArgumentTypeError(f"expected a positive number, got {value}")
    return value


def build_parser() -> argparse.ArgumentParser:
    """The command line's options.  Only asked for when there is a command line: a plain
    start (a double-click) goes to the game without argparse (:func:`main`)."""
    import argparse

    from ui.dev.scene_names import SCENE_NAMES

    p = argparse.ArgumentParser(
        prog="main.py",
        description="Dou Dizhu & Tractor (斗地主·升级): two Chinese card games, Dou Dizhu "
        "and Tractor (升级 / 拖拉机), every mode of each, against computer players, offline.",
    )
    tools = p.add_mutually_exclusive_group()
    tools.add_argument(
        "--selftest",
        action="store_true",
        help="play one AI-vs-AI hand headless and print frame timings",
    )
    tools.add_argument("--screenshot", metavar="PATH", help="render --scene to a PNG and exit")
    tools.add_argument(
        "--monkey",
        metavar="N",
        type=positive,
        help="send N random inputs to every scene; non-zero exit on any exception",
    )
    tools.add_argument(
        "--walk",
        action="store_true",
        help="press every button and key binding of every reachable scene, both games; "
        "non-zero exit, with the path, on any exception",
    )
    p.add_argument("--scene", choices=SCENE_NAMES, help="the scene for --screenshot")
    p.add_argument(
        "--mode",
        default=None,
        metavar="NAME",
        help="the mode of --selftest or --screenshot (default classic): "
        "any registered ruleset, Dou Dizhu or Tractor",
    )
    p.add_argument("--seed", type=int, default=None, help="seed for deals and random input")
    p.add_argument(
        "--lang", choices=("zh", "en"), default=None, help="language (default: settings)"
    )
    p.add_argument(
        "--size", type=window_size, default=None, help="window size WxH (default 1280x720)"
    )
    return p


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    from ui.dev.scene_names import SCENE_NAMES

    parser = build_parser()
    args = parser.parse_args(argv)
    if args.screenshot and not args.scene:
        parser.error("--screenshot needs --scene NAME (one of: " + ", ".join(SCENE_NAMES) + ")")
    if args.scene and not args.screenshot:
        parser.error("--scene only goes with --screenshot PATH")
    if (args.lang or args.size) and (args.selftest or args.monkey or args.walk):
        parser.error("--lang and --size go with --screenshot or a normal start")
    if args.mode is not None or args.screenshot:
        _check_mode(parser, args)
    return args


def _check_mode(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """A mode the registry has, with a scene (or a table, for --selftest) it has."""
    from ui.dev.scene_names import DEFAULT_MODE, family_of, scene_error, table_ready

    if not (args.screenshot or args.selftest):
        parser.error("--mode goes with --selftest or --screenshot")
    try:
        family_of(args.mode or DEFAULT_MODE)
    except ValueError as exc:
        parser.error(f"--mode: {exc}")
    if args.screenshot:
        problem = scene_error(args.mode or DEFAULT_MODE, args.scene)
        if problem:
            parser.error(f"--scene: {problem}")
    elif not table_ready(args.mode):
        parser.error(f"--mode: the table cannot play mode {args.mode!r} yet")


def main(argv: list[str] | None = None, started: float | None = None) -> int:
    """Run what the command line asks (``argv``, default ``sys.argv[1:]``); ``started`` is
    when the process began (``time.perf_counter``), for the self-test's start-up figure."""
    if not (sys.argv[1:] if argv is None else argv):
        return play()  # a double-click: nothing to parse (argparse costs the title ~6 ms)
    args = parse_args(argv)
    if args.selftest or args.screenshot or args.monkey or args.walk:
        from ui.dev.headless import use_dummy_drivers

        use_dummy_drivers()
    if args.selftest:
        from ui.dev.selftest import run_selftest

        report = run_selftest(
            seed=1 if args.seed is None else args.seed,
            started=time.perf_counter() if started is None else started, mode=args.mode
        )
        print("\n".join(report.lines()))
        return 0 if report.finished else 1
    if args.screenshot:
        from ui.dev.screenshot import screenshot

        return screenshot(
            args.screenshot,
            args.scene,
            1 if args.seed is None else args.seed,
            args.lang or "zh",
            args.size or (1280, 720),
            args.mode,
        )
    if args.monkey:
        from ui.dev.monkey import run_monkey

        monkeyed = run_monkey(args.monkey, 0 if args.seed is None else args.seed)
        print(
            f"monkey: {monkeyed.events} events, {monkeyed.frames} extra frames, "
            f"{monkeyed.exceptions} exceptions"
        )
        return 1 if monkeyed.exceptions else 0
    if args.walk:
        from ui.dev.walk import run_walk

        walked = run_walk(0 if args.seed is None else args.seed)
        return 1 if walked.failures else 0
    return play(args.size, args.seed, args.lang)


def play(
    size: tuple[int, int] | None = None, seed: int | None = None, language: str | None = None
) -> int:
    """The game: its window at once, then the rest of it loads behind the window and the
    title comes up; the exit status once the player quits.

    The garbage collector is off until the title's first frame (``App.run`` turns it back
    on): the start only makes objects that live as long as the game (modules, classes,
    the art), so its thirty-odd collections were wasted work."""
    import gc

    gc.disable()
    from ui.app.startup import EXIT_NO_DISPLAY, display_problem, open_window

    problem = display_problem()
    if problem:
        print(problem, file=sys.stderr)
        return EXIT_NO_DISPLAY
    open_window(size or (1280, 720))  # up at once; the rest of the game loads behind it
    from ui.app.app import App, AppOptions
    from ui.pages.title import TitleScene

    app = App(AppOptions(size=size or (1280, 720), seed=seed, language=language))
    app.push(TitleScene(app))
    return app.run()
