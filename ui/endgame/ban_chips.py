"""How a ban looks: a red seal (the puzzle's header, a ban chapter's tile) and the
analysis board's chips that switch a ban on or off (see :mod:`ui.endgame.bans`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ui.app.i18n import t
from ui.art import draw, theme
from ui.art.text import blit_text, text
from ui.widgets.controls import Button

SEAL = (176, 36, 36)


def draw_seal(surface: pygame.Surface, label: str, size: int, anchor: str,
              at: tuple[int, int]) -> pygame.Rect:
    """The ban as a red seal chip (where it is drawn, or an empty rect for no ban)."""
    if not label:
        return pygame.Rect(at, (0, 0))
    words = text(label, size, (255, 240, 220), bold=True)
    rect = pygame.Rect(0, 0, words.get_width() + size, round(size * 1.7))
    setattr(rect, anchor, at)
    surface.blit(draw.rounded_panel(rect.size, rect.h // 3, (*SEAL, 235),
                                    (255, 200, 150, 200), 2), rect.topleft)
    surface.blit(words, words.get_rect(center=rect.center))
    return rect


class BanChip(Button):
    """A ban the analysis board's player switches on or off (a lit red chip when on)."""

    def __init__(self, group: str, on_click: Callable[[], Any]) -> None:
        super().__init__(f"endgame.ban.{group}", on_click, "dark")
        self.group = group
        self.on = False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self.rect.w <= 0:
            return
        rect = self.rect.move(0, 2 if self.pressed else 0)
        fill = (*SEAL, 240) if self.on else (20, 34, 40, 220)
        border = (255, 200, 150, 230) if self.on else (255, 255, 255, 80 if self.hover else 50)
        surface.blit(draw.rounded_panel(rect.size, rect.h // 2, fill, border, 2), rect.topleft)
        size = max(11, round(rect.h * 0.42))
        word = (t("endgame.ban.mark") + " " if self.on else "") + self.text
        blit_text(surface, word, size, theme.CREAM if self.on else theme.MUTED, "center",
                  rect.center, bold=self.on)


