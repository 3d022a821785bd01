"""Banners for things the player should know that are not part of play: a damaged
settings, statistics or save file that was moved aside, a file that could not be written.

Every problem gets its own banner, in the player's language, naming the file by what
it holds (设置 / 战绩 / 牌局存档) and where a damaged one went; up to :data:`SHOWN`
banners stand stacked at the top of the window at once (two damaged files: two
banners), each for a while before it fades, and a click dismisses one.  The technical
sentence (the parser's words, in English) goes to stderr for whoever reads logs, never
to the banner.  ``history`` keeps every notice added, so tests (and a curious player)
can see what was reported.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass

import pygame

from ui.app.i18n import t
from ui.art import draw, theme
from ui.art.text import blit_text, wrap
from ui.persist.files import FileNotice, Unsaved

SHOW_SECONDS = 9.0
FADE_SECONDS = 0.6
SHOWN = 3  # banners on screen at once; more wait their turn
GAP = 8

# What each file holds, as the banner names it (``notice.<kind>.<what>``).
FILE_TOPICS = {
    "settings.json": "settings",
    "stats.sqlite3": "stats",
    "current_hand.json": "save",
    "current_match.json": "save",
}


# Whose game a save holds: the banner names it (two damaged saves read alike otherwise).
SAVE_GAMES = {"current_hand.json": "family.doudizhu", "current_match.json": "family.shengji"}


def topic_of(name: str) -> str:
    """``settings``, ``stats``, ``save``, or ``file`` for any other file."""
    return FILE_TOPICS.get(name, "file")


def body_text(detail: str) -> str:
    """The banner's sentence for ``detail``, in the player's language."""
    if not isinstance(detail, FileNotice):
        return detail  # already the player's words (a caller that translated it)
    kinds = ("damaged", "partial", "records", "unreadable", "unsaved")
    kind = detail.kind if detail.kind in kinds else "folder"
    if kind == "folder":
        return t("notice.folder", folder=detail.name)
    game = t(SAVE_GAMES[detail.name]) if detail.name in SAVE_GAMES else ""
    return t(f"notice.{kind}.{topic_of(detail.name)}", name=detail.name, aside=detail.aside,
             game=game)


@dataclass
class Notice:
    detail: str
    age: float = 0.0


class Notices:
    def __init__(self) -> None:
        self.queue: list[Notice] = []
        self.history: list[str] = []
        self.rects: list[pygame.Rect] = []

    def add(self, detail: str) -> None:
        """Show ``detail`` (a :class:`FileNotice` or the player's words); the technical
        sentence goes to stderr once."""
        if detail in self.history and any(n.detail == detail for n in self.queue):
            return  # the same problem, reported twice: one banner
        self.queue.append(Notice(detail))
        self.history.append(detail)
        if isinstance(detail, FileNotice):
            print(f"doudizhu: {detail}", file=sys.stderr)

    @property
    def current(self) -> Notice | None:
        return self.queue[0] if self.queue else None

    @property
    def shown(self) -> list[Notice]:
        return self.queue[:SHOWN]

    @property
    def rect(self) -> pygame.Rect:
        """The area the banners cover (empty when none)."""
        if not self.rects:
            return pygame.Rect(0, 0, 0, 0)
        return self.rects[0].unionall(self.rects[1:])

    def update(self, dt: float) -> None:
        for notice in self.shown:
            notice.age += dt
        self.queue = [n for n in self.queue if n.age <= SHOW_SECONDS]

    def click(self, pos: tuple[int, int]) -> bool:
        """Dismiss the notice under the pointer; True when the click was used."""
        for notice, rect in zip(self.shown, self.rects, strict=False):
            if rect.collidepoint(pos):
                self.queue.remove(notice)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        self.rects = []
        y = 10
        for notice in self.shown:
            box = self._draw_one(surface, notice, y)
            self.rects.append(box)
            y = box.bottom + GAP

    def _draw_one(self, surface: pygame.Surface, notice: Notice, top: int) -> pygame.Rect:
        w, h = surface.get_size()
        size = max(13, round(h * 0.022))
        width = min(w - 40, round(w * 0.62))
        lines = wrap(body_text(notice.detail), max(11, size - 2), width - 40)[:3]
        line_h = round(size * 1.4)
        box = pygame.Rect(0, 0, width, line_h * (len(lines) + 1) + 18)
        box.midtop = (w // 2, top)  # its place in the stack; it slides in from above
        slide = min(1.0, notice.age / 0.25)
        drawn = box.move(0, -round((box.bottom) * (1.0 - slide)))
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
        surface.blit(layer, drawn.topleft)
        return box
