"""The 明牌 and 加倍 badges beside each seat's avatar (Happy mode and its kin).

A seat that showed its hand or doubled keeps a small pill beside its avatar for the
rest of the hand, so the stakes can be read off the table at a glance; the result
panel labels its rows with the same words (:func:`seat_badges`).  The badges come
from the player's view (``shown``, ``doubled``), so a resumed hand has them too.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.doudizhu.view import SeatView
from ui.app.i18n import t
from ui.art import draw
from ui.art.text import text
from ui.table.layout import TableLayout

SHOW_FILL = (236, 178, 52, 255)
SHOW_INK = (70, 34, 0)
DOUBLE_FILL = (196, 48, 40, 255)
DOUBLE_INK = (255, 240, 220)


def seat_badges(view: SeatView, seat: int) -> list[str]:
    """Translation keys of the badges ``seat`` has earned so far, in the order earned."""
    badges = []
    if seat in getattr(view, "shown", {}):
        badges.append("badge.shown")
    doubled = getattr(view, "doubled", ())
    if seat < len(doubled) and doubled[seat]:
        badges.append("badge.doubled")
    return badges


def badge_surface(key: str, size: int) -> pygame.Surface:
    """One pill: gold for 明牌, red for 加倍 (in the language of the moment)."""
    return _pill(t(key), size, key == "badge.shown")


@lru_cache(maxsize=32)
def _pill(words: str, size: int, shown: bool) -> pygame.Surface:
    fill, ink = (SHOW_FILL, SHOW_INK) if shown else (DOUBLE_FILL, DOUBLE_INK)
    label = text(words, size, ink, bold=True)
    pill = pygame.Surface((label.get_width() + size, round(size * 1.5)), pygame.SRCALPHA)
    rect = pill.get_rect()
    pill.blit(draw.rounded_panel(rect.size, rect.h // 2, fill, (255, 255, 255, 150), 1), (0, 0))
    pill.blit(label, label.get_rect(center=rect.center))
    return pill


def badge_rects(lay: TableLayout, seat: int, sizes: list[tuple[int, int]]) -> list[pygame.Rect]:
    """Where a seat's pills go: stacked beside the avatar on the side facing the table."""
    spot = lay.seats[seat]
    x, y = spot.avatar
    gap = 4
    total = sum(h for _, h in sizes) + gap * (len(sizes) - 1)
    top = y - total // 2
    rects = []
    for w, h in sizes:
        rect = pygame.Rect(0, top, w, h)
        if spot.place == "right":
            rect.right = x - spot.radius - 8
        else:
            rect.left = x + spot.radius + 8
        rects.append(rect)
        top += h + gap
    return rects


def draw_badges(surface: pygame.Surface, lay: TableLayout, view: SeatView) -> None:
    size = max(12, round(lay.size[1] * 0.02))
    for seat in lay.seats:
        keys = seat_badges(view, seat)
        if not keys:
            continue
        pills = [badge_surface(k, size) for k in keys]
        for pill, rect in zip(pills, badge_rects(lay, seat, [p.get_size() for p in pills]),
                              strict=True):
            surface.blit(pill, rect.topleft)
