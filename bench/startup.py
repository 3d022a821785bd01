"""Start-up: how long a double-click takes to show the title, against a bare pygame-ce window.

Run: python -m bench.startup [--rounds 7] [--build DIR] [--top 10]

Every figure is the median of ``--rounds`` fresh processes.  The cases run interleaved
(one of each per round), so a busy machine slows them all alike and the ratios keep their
meaning; the yardstick is a bare pygame-ce program that opens the same 1280x720 window,
fills it and flips it, timed in the same run.  Each row has two figures: the wall clock
from the launch, and the CPU the process had used by then (``time.process_time``, the
interpreter's own start included), which a busy machine disturbs far less.

The processes run as a player's second start does: Python writes the compiled bytecode
of our modules on the first start and reads it afterwards.  The bench gives them a
bytecode folder of its own (``PYTHONPYCACHEPREFIX``, a temporary folder, so the working
tree is untouched) and drops ``PYTHONDONTWRITEBYTECODE`` from their environment: with it
every start compiled ~80 modules from source, which no player's start does.

- ``bare window``: that yardstick, from the process's launch to its first flip.
- ``title, from source``: ``python main.py`` (the normal start, not a headless tool) from
  launch to the title's first flipped frame.  The bench sets ``DDZ_FIRST_FRAME_EXIT``
  (ui/app/startup.py): the app prints the wall-clock time of that flip and exits before
  its warm-up.  ``--screenshot --scene title`` is not used: it takes the headless
  tools' path (it imports the AI and renders off-screen), not the player's.
- ``window, from source``: the same process, to its window opening (in the title's
  shade, before the rest of the game is imported: ``ui.app.startup.open_window``).
- ``title, build`` (and ``window, build``): the same for the one-folder PyInstaller
  build in ``--build DIR`` (``pyinstaller build.spec`` makes ``dist/doudizhu-tractor``);
  skipped, with a note, when there is none.
- ``import game`` / ``import ai`` / ``import ui``: the import alone, timed inside a fresh
  interpreter (interpreter start-up excluded); ``import ui`` is what main.py imports to
  reach the title (``ui.app.app`` and ``ui.pages.title``, pygame included).

The app's folders (``XDG_CONFIG_HOME``, ``XDG_DATA_HOME``, ``XDG_CACHE_HOME``) are a
temporary folder of the bench's, holding a settings file as a returning player's does:
the figures no longer depend on what this machine's user folders hold (a settings file
there, read before the first frame, once made the title import both families: 2.90x).

Then the most expensive imports of the start to the title (``python -X importtime``),
by their own time.  SDL's dummy video and audio drivers are used for every case, so it
runs anywhere and the window costs the same in both programs.

Figures on the 2-core development machine, as ratios to the bare window timed in the
same run (the CPU ratio is the steadier while the machine is shared); the build made by
``pyinstaller build.spec --distpath /tmp/s36/dist --workpath /tmp/s36/build``:

=====================  ============  ===========  ===========
case                   before, wall  before, CPU  after, CPU
=====================  ============  ===========  ===========
title, from source     1.63×         1.68×        1.71×
title, build           1.78×         1.80×        1.64×
window, from source    0.95×         0.95×        1.00×
window, build          1.13×         1.12×        0.95×
import game            0.32×         0.32×        0.01×
=====================  ============  ===========  ===========

Before (issue 36's second pass): ``--rounds 7 --build DIR`` at load 0.8, bare window
0.054 s; the build was 8 ms behind the source, all of it before the window.  After:
``--rounds 15 --build DIR`` at load 2.9, where the wall clock's medians mean little
(its minima: the title 0.090 s from source, 0.086 s built).  ``import game`` now reads
game/families.py alone (it read game.rules, and with it typing, dataclasses, inspect
and re); the build keeps its modules as plain .pyc files and leaves out three runtime
hooks and, outside Windows, ctypes (build.spec says why).  callgrind to the title's
first frame, pictures cached: the build 520 -> 463 M instructions, the source 461 M.
(The title's pictures are kept for three programs at most, ui/art/picture_cache.py: a
comparison of more builds side by side paints them afresh at every start.)
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUILD_NAME = "doudizhu-tractor"  # build.spec's NAME
FIRST_FRAME_EXIT = "DDZ_FIRST_FRAME_EXIT"  # ui.app.startup.FIRST_FRAME_EXIT

BARE_WINDOW = """\
import os, time
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
import pygame
pygame.init()
screen = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
screen.fill((20, 90, 50))
pygame.display.flip()
print(f"first-frame {time.time():.6f} {time.process_time():.6f}", flush=True)
pygame.quit()
"""

IMPORT_ONLY = """\
import time
started, cpu = time.perf_counter(), time.process_time()
import {modules}
print(f"seconds {{time.perf_counter() - started:.6f}} {{time.process_time() - cpu:.6f}}",
      flush=True)
"""

IMPORTS = {
    "import game": "game",
    "import ai": "ai",
    "import ui": "ui.app.app, ui.pages.title",
}


Figures = dict[str, tuple[float, float]]  # row: (wall seconds, CPU seconds)


@dataclass
class Case:
    """One process to time: its command, and how to read its figures (one table row
    each, by name) from its output and the time it was launched."""

    name: str
    command: list[str]
    read: Callable[[str, float], Figures]
    times: dict[str, list[float]] = field(default_factory=dict)
    cpu: dict[str, list[float]] = field(default_factory=dict)

    def run(self, env: dict[str, str]) -> None:
        launched = time.time()
        done = subprocess.run(
            self.command, env=env, cwd=ROOT, capture_output=True, text=True, timeout=120
        )
        if done.returncode != 0:
            raise SystemExit(f"{self.name}: exit {done.returncode}\n{done.stderr[-2000:]}")
        for row, (seconds, cpu) in self.read(done.stdout, launched).items():
            self.times.setdefault(row, []).append(seconds)
            self.cpu.setdefault(row, []).append(cpu)



def _marked(stdout: str, key: str) -> tuple[float, float] | None:
    """The two numbers of the line ``key WALL CPU`` (CPU 0 for an old mark without it)."""
    for line in stdout.splitlines():
        if line.startswith(key + " "):
            numbers = [float(word) for word in line.split()[1:3]]
            return numbers[0], numbers[1] if len(numbers) > 1 else 0.0
    return None


def _needed(stdout: str, key: str) -> tuple[float, float]:
    value = _marked(stdout, key)
    if value is None:
        raise SystemExit(f"no {key!r} line in the output:\n{stdout[-2000:]}")
    return value


def since_launch(name: str) -> Callable[[str, float], Figures]:
    """Seconds from launching the process to its first frame, as row ``name``; and to
    its window, as ``name`` with "window" for "title", when the app opened it early."""

    def read(stdout: str, launched: float) -> Figures:
        wall, cpu = _needed(stdout, "first-frame")
        rows = {name: (wall - launched, cpu)}
        window = _marked(stdout, "window")
        if window is not None:
            rows[name.replace("title", "window")] = (window[0] - launched, window[1])
        return rows

    return read


def reported(name: str) -> Callable[[str, float], Figures]:
    """The seconds (wall, CPU) the process measured itself, as row ``name``."""
    return lambda stdout, launched: {name: _needed(stdout, "seconds")}


# A returning player's settings file, written once into the bench's own folders.
RETURNING_PLAYER = (
    "from ui.persist.settings import Settings, SettingsStore\n"
    "SettingsStore().save(Settings())\n"
)


def child_env(bytecode: str, home: str) -> dict[str, str]:
    """The children's environment: dummy drivers, the first-frame mark, bytecode
    written to and read from the folder ``bytecode`` as on a player's machine, and the
    app's folders in ``home``."""
    env = dict(os.environ)
    env.update(
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        PYTHONPYCACHEPREFIX=bytecode,
        XDG_CONFIG_HOME=os.path.join(home, "config"),
        XDG_DATA_HOME=os.path.join(home, "data"),
        XDG_CACHE_HOME=os.path.join(home, "cache"),
    )
    env[FIRST_FRAME_EXIT] = "1"
    env.pop("PYTHONPROFILEIMPORTTIME", None)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def build_executable(folder: Path) -> Path | None:
    """The executable of a one-folder build in ``folder`` (or its ``doudizhu-tractor``)."""
    for base in (folder, folder / BUILD_NAME):
        for name in (BUILD_NAME, BUILD_NAME + ".exe"):
            if (base / name).is_file():
                return base / name
    return None


def make_cases(build: Path | None) -> tuple[list[Case], list[str]]:
    python = sys.executable
    cases = [
        Case("bare window", [python, "-c", BARE_WINDOW], since_launch("bare window")),
        Case("source", [python, "main.py"], since_launch("title, from source")),
    ]
    notes = []
    executable = build_executable(build) if build else None
    if executable:
        cases.append(Case("build", [str(executable)], since_launch("title, build")))
    else:
        where = f"no one-folder build in {build}" if build else "no --build DIR given"
        notes.append(f"title, build: skipped ({where}; pyinstaller build.spec makes one)")
    for name, modules in IMPORTS.items():
        code = IMPORT_ONLY.format(modules=modules)
        cases.append(Case(name, [python, "-c", code], reported(name)))
    return cases, notes


def top_imports(env: dict[str, str], count: int) -> list[tuple[int, int, str]]:
    """The ``count`` imports of main.py's start to the title with the most time of their
    own, as (self µs, cumulative µs, module), from one ``-X importtime`` run."""
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "main.py"],
        env=env, cwd=ROOT, capture_output=True, text=True, timeout=120,
    )
    rows = []
    for line in done.stderr.splitlines():
        if not line.startswith("import time:") or "self [us]" in line:
            continue
        own, total, name = line[len("import time:"):].split("|")
        rows.append((int(own), int(total), name.strip()))
    rows.sort(reverse=True)
    return rows[:count]


def table(cases: list[Case]) -> list[str]:
    """One line per row: the wall clock's median, min, max and ratio to the bare window,
    then the CPU time's median and ratio."""
    rows = {row: times for case in cases for row, times in sorted(case.times.items())}
    cpus = {row: cpu for case in cases for row, cpu in case.cpu.items()}
    bare = statistics.median(rows["bare window"])
    bare_cpu = statistics.median(cpus["bare window"])
    lines = [
        f"{'case':<22}{'median s':>10}{'min s':>9}{'max s':>9}{'× bare':>9}"
        f"{'cpu s':>9}{'cpu × bare':>12}"
    ]
    for row, times in rows.items():
        mid, cpu = statistics.median(times), statistics.median(cpus[row])
        lines.append(
            f"{row:<22}{mid:>10.3f}{min(times):>9.3f}{max(times):>9.3f}{mid / bare:>9.2f}"
            f"{cpu:>9.3f}{cpu / bare_cpu:>12.2f}"
        )
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7, help="fresh processes per case")
    parser.add_argument("--build", type=Path, default=None, help="a one-folder build's folder")
    parser.add_argument("--top", type=int, default=10, help="how many imports to list")
    parser.add_argument(
        "--compile", action="store_true",
        help="no bytecode cache: every start compiles our modules from source",
    )
    args = parser.parse_args()
    if args.rounds < 1:
        parser.error("--rounds must be at least 1")
    with tempfile.TemporaryDirectory(prefix="startup-bytecode-") as bytecode, \
            tempfile.TemporaryDirectory(prefix="startup-home-") as home:
        env = child_env(bytecode, home)
        subprocess.run([sys.executable, "-c", RETURNING_PLAYER], env=env, cwd=ROOT,
                       check=True, timeout=120)
        if args.compile:
            env["PYTHONDONTWRITEBYTECODE"] = "1"
        cases, notes = make_cases(args.build)
        for case in cases:  # one unmeasured run each: the disk cache, compiled bytecode
            case.run(env)
            case.times.clear()
            case.cpu.clear()
        for _ in range(args.rounds):
            for case in cases:
                case.run(env)
        imports = top_imports(env, args.top)
    cached = "compiled from source each start" if args.compile else "bytecode cached"
    print(f"start-up, median of {args.rounds} fresh processes each, interleaved, {cached}")
    print("\n".join(table(cases)))
    for note in notes:
        print(note)
    print(f"\nthe {args.top} imports of the start to the title with the most time of their own")
    print(f"{'self ms':>8}{'cumul. ms':>10}  module")
    for own, total, name in imports:
        print(f"{own / 1000:>8.1f}{total / 1000:>10.1f}  {name}")

if __name__ == "__main__":
    main()
