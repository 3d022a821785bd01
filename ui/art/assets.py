"""The one place that finds and loads files under ``assets/``.

Paths differ between a source checkout and a PyInstaller bundle (one-folder or
one-file), so every asset goes through :func:`resource_path`.  Loaders are cached and
lazy: importing this module touches no file and does not initialise pygame, so tests
and tools can import it freely, and each font size / image / sound loads once.
"""

from __future__ import annotations

import os
import sys
from functools import cache
from pathlib import Path

import pygame

FONT_FILES = {False: "ui-regular.otf", True: "ui-bold.otf"}


def _candidate_roots() -> list[Path]:
    """Folders that may hold ``assets/``, most specific first."""
    roots: list[Path] = []
    override = os.environ.get("DOUDIZHU_ASSETS")
    if override:
        roots.append(Path(override).parent)
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        roots.append(Path(bundle))
    if getattr(sys, "frozen", False):
        exe_dir = Path(sys.executable).resolve().parent
        roots += [exe_dir, exe_dir / "_internal", exe_dir.parent / "Resources"]
    roots.append(Path(__file__).resolve().parents[2])
    return roots


@cache
def assets_dir() -> Path:
    """The ``assets`` folder in use (the first candidate that exists)."""
    roots = _candidate_roots()
    for root in roots:
        if (root / "assets").is_dir():
            return root / "assets"
    return roots[-1] / "assets"


def resource_path(*parts: str) -> Path:
    """Absolute path of an asset, e.g. ``resource_path("fonts", "ui-regular.otf")``.

    Works from source and from a PyInstaller bundle (``sys._MEIPASS`` or the frozen
    executable's folder).  ``DOUDIZHU_ASSETS`` may point at another assets folder.
    """
    return assets_dir().joinpath(*parts)


def _ensure_font_module() -> None:
    if not pygame.font.get_init():
        pygame.font.init()


@cache
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The UI font (a CJK subset of Noto Sans SC) at ``size`` pixels, cached per size.

    Falls back to pygame's default font if our file is missing, so a broken install
    still shows Latin text instead of crashing.
    """
    _ensure_font_module()
    path = resource_path("fonts", FONT_FILES[bool(bold)])
    try:
        return pygame.font.Font(str(path), max(1, int(size)))
    except (OSError, FileNotFoundError, pygame.error):
        fallback = pygame.font.Font(None, max(1, int(size)))
        fallback.set_bold(bold)
        return fallback


@cache
def image(name: str) -> pygame.Surface:
    """An image from ``assets/images`` (``name`` with extension), loaded once.

    Converted for fast blitting when a display exists; otherwise returned as loaded.
    """
    surface = pygame.image.load(str(resource_path("images", name)))
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface


@cache
def sound(name: str) -> pygame.mixer.Sound | None:
    """A sound from ``assets/sounds`` (``"bomb"`` or ``"bomb.wav"``), or None.

    None when the mixer is not initialised (no audio device) or the file is unreadable:
    sound is optional, and callers simply skip playing.
    """
    if not pygame.mixer.get_init():
        return None
    filename = name if "." in name else f"{name}.wav"
    try:
        return pygame.mixer.Sound(str(resource_path("sounds", filename)))
    except (pygame.error, OSError, FileNotFoundError):
        return None


def clear_caches() -> None:
    """Forget loaded resources (after pygame.quit(), or in tests)."""
    font.cache_clear()
    image.cache_clear()
    sound.cache_clear()
    assets_dir.cache_clear()
