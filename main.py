"""Dou Dizhu & Tractor (斗地主·升级): start the game, or run its self-test, screenshot,
monkey or walk tools.

python main.py                                   play
python main.py --selftest [--mode NAME]          one AI-vs-AI hand, headless, with timings
python main.py --screenshot out.png --scene table [--mode NAME] [--seed N] [--lang zh|en]
               [--size WxH]
python main.py --monkey 500 [--seed S]           random input on every scene of every family
python main.py --walk [--seed S]                 press every button and key of every scene
"""

from __future__ import annotations

import os
import sys
import time

STARTED = time.perf_counter()
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # no banner line on the terminal

# The launcher is a module (its bytecode is kept between starts; this script is compiled
# at every start): build_parser, parse_args, window_size, positive and play are its names.
from ui.app import launch  # noqa: E402  (after STARTED: start-up is timed from there)
from ui.app.launch import build_parser, parse_args, play, positive, window_size  # noqa: E402, F401


def main(argv: list[str] | None = None) -> int:
    """The game, or the tool the command line asks for; the exit status."""
    return launch.main(argv, started=STARTED)


if __name__ == "__main__":
    # A worker process (ui/app/workers.py) of the frozen build starts as this program:
    # run_child runs the worker's code instead of the game, and exits.  From source the
    # workers start as Python itself, and multiprocessing is not imported before the
    # title (the workers import it after the first frame).
    if getattr(sys, "frozen", False):
        from ui.app.frozen_workers import run_child

        run_child(sys.argv)
    sys.exit(main())
