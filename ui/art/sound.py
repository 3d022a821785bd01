"""Sound effects that can never crash the game.

Machines without an audio device (CI, remote desktops, muted VMs) make
``pygame.mixer.init`` raise; the player then runs silently.  Every public method
swallows audio errors, because a missing beep must never end a hand.
"""

from __future__ import annotations

import pygame

from ui.art import assets

EFFECTS = (
    "card_select", "card_play", "deal", "pass", "bid", "landlord", "bomb", "rocket",
    "airplane", "straight", "spring", "win", "lose", "warning", "button", "double",
)
"""Names accepted by :meth:`SoundPlayer.play` (files ``assets/sounds/<name>.wav``)."""

PLAY_KINDS = {
    "bomb": "bomb", "rocket": "rocket", "straight": "straight", "pair_chain": "straight",
    "trio_chain": "airplane", "airplane_single": "airplane", "airplane_pair": "airplane",
    "soft_bomb": "bomb", "hard_bomb": "bomb", "wild_bomb": "rocket", "heaven_bomb": "rocket",
}
"""Which effect a played combination kind earns beyond the plain card slap."""


class SoundPlayer:
    """Plays named effects at a master volume; silent when no audio is available."""

    def __init__(self, volume: float = 0.8, enabled: bool = True) -> None:
        self._volume = _clamp(volume)
        self.enabled = enabled
        self.available = _init_mixer()

    @property
    def volume(self) -> float:
        """Master volume, 0..1."""
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = _clamp(value)

    def set_volume(self, value: float) -> None:
        """Set the master volume (clamped to 0..1); applies to the next effect played."""
        self.volume = value

    def play(self, name: str, volume: float = 1.0) -> None:
        """Play effect ``name`` at ``volume`` × master; unknown names and errors are ignored."""
        if not (self.enabled and self.available) or self._volume <= 0:
            return
        try:
            effect = assets.sound(name)
            if effect is None:
                return
            effect.set_volume(self._volume * _clamp(volume))
            effect.play()
        except (pygame.error, OSError, ValueError, TypeError):
            return

    def play_for_kind(self, kind: str) -> None:
        """The effect for a played combination: special kinds get their own, else a slap."""
        self.play(PLAY_KINDS.get(kind, "card_play"))

    def stop(self) -> None:
        """Silence everything currently playing."""
        if self.available:
            try:
                pygame.mixer.stop()
            except pygame.error:
                return


def _clamp(value: float) -> float:
    try:
        return min(1.0, max(0.0, float(value)))
    except (TypeError, ValueError):
        return 0.0


def _init_mixer() -> bool:
    """Initialise the mixer once; False (silent mode) if there is no usable device."""
    try:
        if not pygame.mixer.get_init():
            pygame.mixer.pre_init(22050, -16, 1, 512)
            pygame.mixer.init()
        return bool(pygame.mixer.get_init())
    except (pygame.error, OSError, NotImplementedError):
        return False
