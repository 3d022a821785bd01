"""Pictures kept between starts.

What the title paints at every start and never changes between two starts (each
game's fan of cards, about 7 ms of its first frame each) is painted once, saved in the
user's cache folder, and read back by later starts (a fraction of a millisecond).

A picture is kept under the signature of what drew it: the painters' source files, the
pictures and fonts they read, and pygame's version (in the frozen build, whose code is
inside the executable, the executable itself), so a changed painter or asset paints
afresh and never shows an old picture.  A folder that cannot be used, or a file that
cannot be read or is not the size asked for, only means painting again.
"""

from __future__ import annotations

import contextlib
import os
import sys
import zlib
from collections.abc import Callable, Iterable
from pathlib import Path
from types import ModuleType

import pygame

from ui.persist.files import APP_NAME

# Copies of one picture kept under different signatures (the game from source and its
# build side by side, a version or two back); older ones are removed.
KEEP_SIGNATURES = 3


def cache_dir() -> Path:
    """The user's cache folder (platformdirs honours ``XDG_CACHE_HOME``)."""
    import platformdirs

    return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))


def signature_of(painters: Iterable[ModuleType], files: Iterable[Path]) -> str:
    """A short digest of what a picture depends on: the painters' source (or, frozen,
    the executable), the size and time of each file they read, and pygame's version.

    Two checksums of 32 bits (zlib's CRC-32 and Adler-32, not hashlib: its OpenSSL
    library took ~10 ms to load before the title): it tells versions apart, it does not
    guard against anyone."""
    parts = [pygame.version.ver.encode()]
    if getattr(sys, "frozen", False):
        parts.append(_stamp(Path(sys.executable)))
    else:
        for module in painters:
            source = getattr(module, "__file__", None)
            parts.append(_bytes(Path(source)) if source else module.__name__.encode())
    parts += [_stamp(path) for path in files]
    data = b"\0".join(parts)
    return f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}"


def _stamp(path: Path) -> bytes:
    try:
        info = path.stat()
    except OSError:
        return f"{path.name}:missing".encode()
    return f"{path.name}:{info.st_size}:{info.st_mtime_ns}".encode()


def _bytes(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except OSError:
        return _stamp(path)


class PictureCache:
    """Pictures by name, kept in ``folder`` (None: painted every time, kept nowhere)."""

    def __init__(
        self, folder: Path | None, painters: Iterable[ModuleType], files: Iterable[Path]
    ) -> None:
        self.folder = folder
        self._painters = tuple(painters)
        self._files = tuple(files)
        self._signature: str | None = None

    @property
    def signature(self) -> str:
        """Worked out when first needed (it reads the painters' source)."""
        if self._signature is None:
            self._signature = signature_of(self._painters, self._files)
        return self._signature

    def path(self, name: str) -> Path | None:
        """Where ``name``'s picture is kept under the current signature."""
        return None if self.folder is None else self.folder / f"{name}-{self.signature}.png"

    def picture(
        self, name: str, size: tuple[int, int], paint: Callable[[], pygame.Surface]
    ) -> pygame.Surface:
        """``name``'s picture, ``size`` pixels: read back when kept under this signature,
        else painted by ``paint`` and kept (only the newest few signatures' copies stay)."""
        path = self.path(name)
        kept = _read(path, size) if path is not None else None
        if kept is not None:
            return kept
        image = paint()
        if path is not None:
            _keep(path, image, name)
        return image


def _read(path: Path, size: tuple[int, int]) -> pygame.Surface | None:
    if not path.is_file():
        return None
    try:
        image = pygame.image.load(str(path))
    except (pygame.error, OSError, ValueError):
        return None
    if image.get_size() != size:
        return None
    return image.convert_alpha() if pygame.display.get_surface() is not None else image


def _keep(path: Path, image: pygame.Surface, name: str) -> None:
    """Write ``image`` whole or not at all (a temporary file, then renamed); keep only
    the :data:`KEEP_SIGNATURES` newest copies of ``name``.  Failing to keep it costs a
    repaint next time."""
    with contextlib.suppress(OSError, pygame.error):
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_name(f"{path.stem}.{os.getpid()}.part.png")
        pygame.image.save(image, str(temporary))
        os.replace(temporary, path)
        others = [p for p in path.parent.glob(f"{name}-*.png")
                  if p != path and not p.name.endswith(".part.png")]
        others.sort(key=lambda p: p.stat().st_mtime_ns, reverse=True)
        for old in others[KEEP_SIGNATURES - 1:]:
            old.unlink()
