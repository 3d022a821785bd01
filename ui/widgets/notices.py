"""Banners for things the player should know that are not part of play: a damaged
settings, statistics or save file that was moved aside, a file that could not be written.

Each notice shows at the top of the window over every scene for a while, then
fades; a click on it dismisses it.  ``history`` keeps every notice shown, so
tests (and a curious player) can see what was reported.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ui.app.i18n import t
from ui.art import draw, theme
from ui.art.text import blit_text, wrap
from ui.persist.files import Unsaved

SHOW_SECONDS = 9.0
FADE_SECONDS = 0.6


@dataclass
class Notice:
    detail: str
    age: float = 0.0


class Notices:
    def __init__(self) -> None:
        self.queue: list[Notice] = []
        self.history: list[str] = []
        self.rect = pygame.Rect(0, 0, 0, 0)

    def add(self, detail: str) -> None:
        self.queue.append(Notice(detail))
        self.history.append(detail)

    @property
    def current(self) -> Notice | None:
        return self.queue[0] if self.queue else None

    def update(self, dt: float) -> None:
        if self.queue:
            self.queue[0].age += dt
            if self.queue[0].age > SHOW_SECONDS:
                self.queue.pop(0)

    def click(self, pos: tuple[int, int]) -> bool:
        """Dismiss the notice under the pointer; True when the click was used."""
        if self.queue and self.rect.collidepoint(pos):
            self.queue.pop(0)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        notice = self.current
        if notice is None:
            self.rect = pygame.Rect(0, 0, 0, 0)
            return
        w, h = surface.get_size()
        size = max(13, round(h * 0.022))
        width = min(w - 40, round(w * 0.62))
        lines = wrap(notice.detail, max(11, size - 2), width - 40)[:3]
        line_h = round(size * 1.4)
        box = pygame.Rect(0, 0, width, line_h * (len(lines) + 1) + 18)
        slide = min(1.0, notice.age / 0.25)
        box.midtop = (w // 2, round(-box.h + (box.h + 10) * slide))
        left = SHOW_SECONDS - notice.age
        alpha = 1.0 if left > FADE_SECONDS else max(0.0, left / FADE_SECONDS)
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        draw.draw_panel(
            layer, layer.get_rect(), 12, (60, 20, 16, 240), (255, 170, 80, 255), shadow=False
        )
        heading = "notice.storage" if isinstance(notice.detail, Unsaved) else "notice.damaged"
        blit_text(layer, t(heading), size, theme.GOLD, "topleft", (20, 9), bold=True)
        for i, line in enumerate(lines):
            blit_text(
                layer, line, max(11, size - 2), theme.CREAM, "topleft", (20, 9 + (i + 1) * line_h)
            )
        layer.set_alpha(round(255 * alpha))
        surface.blit(layer, box.topleft)
        self.rect = box
