"""Before the window opens: is there a display, is there sound, and keeping SDL quiet.

Without an audio device SDL's ALSA back end writes a dozen error lines straight to
the process's stderr (C level, past Python's ``sys.stderr``) each time the mixer is
tried.  :func:`prepare_audio` probes the mixer once with that stream silenced; when
there is no device it switches SDL to its dummy audio driver, so every later
``mixer.init`` succeeds quietly and the game plays without sound, saying so in one line.

Without a display SDL quietly falls back to an off-screen driver and the game would
run where nobody can see it.  :func:`display_problem` finds that out first, so
``main.py`` can say what is wrong, how to run headless, and exit.  A driver the user
chose (``SDL_VIDEODRIVER`` / ``SDL_AUDIODRIVER`` set) is always respected.
"""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
import time
from collections.abc import Iterator

import pygame

OFF_SCREEN_DRIVERS = ("offscreen", "dummy")
EXIT_NO_DISPLAY = 3
# Set (to anything) by bench/startup.py: the app prints ``window <time> <cpu>`` when the
# window is up, ``first-frame <time> <cpu>`` once the title's first frame is on the
# screen (see :func:`mark`), and exits, so start-up is timed to each.
FIRST_FRAME_EXIT = "DDZ_FIRST_FRAME_EXIT"
# The window's caption and colour until the app takes it over: both names (the player's
# language is in the settings, read later), and a shade between the title backdrop's
# centre and its edges, so the title's first frame lands softly.
EARLY_CAPTION = "斗地主·升级 · Dou Dizhu & Tractor"
EARLY_SHADE = (70, 22, 32)

NO_DISPLAY = (
    "No display was found, so the game cannot open its window ({why}).\n"
    "Start it from a graphical desktop (on Linux: an X11 or Wayland session, with DISPLAY"
    " or WAYLAND_DISPLAY set).\n"
    "Without a display, run the headless tools instead: python main.py --selftest,"
    " --screenshot PATH --scene NAME, or --monkey N (they use SDL's dummy drivers).\n"
    "没有找到显示器，游戏无法打开窗口。请在图形桌面中启动；"
    "没有显示器时可用 --selftest、--screenshot 或 --monkey 在后台运行。"
)
NO_SOUND = "No audio device was found: the game plays without sound."


@contextlib.contextmanager
def quiet_stderr(captured: list[str] | None = None) -> Iterator[None]:
    """Send what C libraries write to stderr (fd 2) into a temporary file for the block;
    its text is appended to ``captured``.  Does nothing where fd 2 cannot be moved."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, AttributeError, ValueError):
        yield
        return
    with tempfile.TemporaryFile(mode="w+b") as sink:
        try:
            os.dup2(sink.fileno(), 2)
            yield
        finally:
            with contextlib.suppress(OSError, ValueError, AttributeError):
                sys.stderr.flush()
            os.dup2(saved, 2)
            os.close(saved)
            if captured is not None:
                sink.seek(0)
                captured.append(sink.read().decode("utf-8", "replace"))


def prepare_audio(announce: bool = True) -> bool:
    """Open the mixer once, quietly; without a device use SDL's dummy driver. True if sound.

    Must run before ``pygame.init`` (which would try the device loudly).
    """
    if os.environ.get("SDL_AUDIODRIVER"):
        return os.environ["SDL_AUDIODRIVER"] != "dummy"
    with quiet_stderr():
        try:
            pygame.mixer.pre_init(22050, -16, 1, 512)
            pygame.mixer.init()
            return True
        except (pygame.error, OSError, NotImplementedError):
            os.environ["SDL_AUDIODRIVER"] = "dummy"
    if announce:
        print(NO_SOUND, file=sys.stderr)
    return False


def display_problem() -> str | None:
    """Why no window can be shown (a message for the terminal), or None when one can."""
    if os.environ.get("SDL_VIDEODRIVER"):
        return None  # the user chose the driver, off-screen ones included
    with quiet_stderr():
        try:
            pygame.display.init()
            driver = pygame.display.get_driver()
        except pygame.error as exc:
            return NO_DISPLAY.format(why=str(exc) or "SDL found no video device")
    if driver in OFF_SCREEN_DRIVERS:
        pygame.display.quit()
        return NO_DISPLAY.format(why=f"SDL offers only its {driver} driver")
    return None


def open_window(size: tuple[int, int]) -> None:
    """Open the game's window now, in the title's shade, before the rest of the game is
    imported (the rules, the art, the pages: most of the start-up): the player sees the
    window as soon as SDL can show it.  The app's own ``set_mode`` later, with the same
    size and flags, keeps this window, and its first frame paints the title over it."""
    from ui.art.assets import resource_path

    with quiet_stderr():  # SDL's probing chatter (Wayland, X11) is not for players
        pygame.display.init()
    with contextlib.suppress(pygame.error, OSError):  # before set_mode: some systems read
        pygame.display.set_icon(pygame.image.load(str(resource_path("images", "icon.png"))))
    screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.display.set_caption(EARLY_CAPTION)
    screen.fill(EARLY_SHADE)
    pygame.display.flip()
    mark("window")


def mark(moment: str) -> None:
    """Under ``DDZ_FIRST_FRAME_EXIT``, print bench/startup.py's line for ``moment``: the wall
    clock (``time.time``, to compare with the launch) and the CPU the process has used."""
    if os.environ.get(FIRST_FRAME_EXIT):
        print(f"{moment} {time.time():.6f} {time.process_time():.6f}", flush=True)
