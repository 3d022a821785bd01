"""Sound effects through ``ui.art.sound.SoundPlayer`` when it exists; silence otherwise."""

from __future__ import annotations

import contextlib
from typing import Any


class SilentPlayer:
    """Stands in for the real player: accepts every call, plays nothing."""

    def __init__(self, volume: float = 0.0) -> None:
        self.volume = volume
        self.played: list[str] = []

    def play(self, name: str) -> None:
        self.played.append(name)

    def set_volume(self, volume: float) -> None:
        self.volume = volume


class Sfx:
    """The app's sound: forwards to the real player, and never raises.

    ``start=False`` keeps it silent (still keeping ``played``) until :meth:`start`: the
    app opens the audio device only after the title's first frame."""

    def __init__(self, volume: float, start: bool = True) -> None:
        self.volume = volume
        self.player: Any = SilentPlayer(volume)
        self.played: list[str] = []
        if start:
            self.start()

    def start(self) -> None:
        """Play through the real player from now on (silent if there is no device)."""
        try:
            from ui.art.sound import SoundPlayer

            self.player = SoundPlayer(self.volume)
        except Exception:  # no module yet, or no audio device: stay silent
            self.player = SilentPlayer(self.volume)

    def play(self, name: str) -> None:
        self.played.append(name)
        if len(self.played) > 200:
            del self.played[:100]
        with contextlib.suppress(Exception):
            self.player.play(name)

    def set_volume(self, volume: float) -> None:
        self.volume = volume
        for attr in ("set_volume",):
            fn = getattr(self.player, attr, None)
            if callable(fn):
                with contextlib.suppress(Exception):
                    fn(volume)
                return
        if hasattr(self.player, "volume"):
            self.player.volume = volume
