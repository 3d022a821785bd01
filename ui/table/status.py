"""The words on the table: the mark on the felt, the line above the buttons (the
hint on show, why a selection cannot be played, or the question of the moment),
and the 托管 notice.  Drawing only; the scene decides what to say."""

from __future__ import annotations

import pygame

from game.doudizhu.actions import Bid, Call, Rob
from game.doudizhu.view import PHASE_BIDDING, PHASE_LANDLORD_SHOW, SeatView
from ui.app.i18n import t
from ui.art import draw, theme
from ui.art.text import blit_text, text, wrap
from ui.table.layout import TableLayout

WARNING_COLOUR = (255, 214, 120)


def prompt_key(view: SeatView) -> str:
    """The question of this moment: bid points, call, rob, show or double; a hand the
    rules make bid (四人斗地主's 必叫: four jokers, three bombs…) is told why 不叫 is
    missing (play-test: the button was simply gone)."""
    if view.phase == PHASE_BIDDING and view.actions and not any(
            declines(a) for a in view.actions):
        return "prompt.must_bid"
    if view.phase == PHASE_BIDDING:
        if any(isinstance(a, Rob) for a in view.actions):
            return "prompt.rob"
        if any(isinstance(a, Call) for a in view.actions):
            return "prompt.call"
    if view.phase == PHASE_LANDLORD_SHOW and "reveal" in view.rules.phases:
        return "prompt.reveal"  # 亮牌 of the four-player game: ×3
    return f"prompt.{view.phase}"


def declines(action: object) -> bool:
    """不叫, 不抢 and the like: the bidding action that says no."""
    if isinstance(action, Bid):
        return action.value == 0
    return isinstance(action, Call | Rob) and not action.yes


def draw_table_mark(surface: pygame.Surface, lay: TableLayout) -> None:
    w, h = lay.size
    mark = text(t("table.mark"), round(h * 0.09), (255, 255, 255, 18), bold=True)
    surface.blit(mark, mark.get_rect(center=(w // 2, round(h * 0.42))))


def draw_status(
    surface: pygame.Surface,
    lay: TableLayout,
    *,
    hint: str = "",
    warning: str = "",
    prompt: str = "",
    auto: bool = False,
) -> None:
    """The hint box, else a warning about the selection, else the prompt; and 托管."""
    size = max(14, round(lay.size[1] * 0.027))
    centre = (lay.size[0] // 2, lay.status_y)
    if hint:
        draw_hint_box(surface, lay, hint)
    elif warning:
        blit_text(surface, warning, size, WARNING_COLOUR, "center", centre, shadow=True)
    elif prompt:
        blit_text(surface, prompt, size, theme.CREAM, "center", centre, shadow=True)
    if auto:
        blit_text(
            surface,
            t("status.auto"),
            size,
            theme.GOLD,
            "center",
            (lay.size[0] // 2, lay.buttons_y),
            bold=True,
            shadow=True,
        )


def hint_box(lay: TableLayout, message: str) -> tuple[pygame.Rect, list[str], int]:
    """Where the hint box goes, its lines and its text size: wide and low, its bottom just
    above the buttons, so one line stays clear of the turn's frame (the frame is cut
    above a taller box: ``TurnMarker.draw``'s ``bottom``)."""
    w, h = lay.size
    size = max(13, round(h * 0.024))
    width = min(round(w * 0.8), 940)
    pill_w = text(t("hint.badge"), max(12, size - 2), bold=True).get_width() + 18
    lines = wrap(message, size, width - pill_w - 44) or [""]
    line_h = round(size * 1.3)
    box = pygame.Rect(0, 0, width, line_h * len(lines) + 8)
    box.midbottom = (w // 2, lay.buttons_y - lay.button_h // 2 - 3)
    return box, lines, size


def draw_hint_box(surface: pygame.Surface, lay: TableLayout, message: str) -> None:
    box, lines, size = hint_box(lay, message)
    draw.draw_panel(surface, box, 10, (255, 250, 232, 240), (226, 160, 40, 255))
    line_h = round(size * 1.3)
    badge = text(t("hint.badge"), max(12, size - 2), (90, 40, 0), bold=True)
    pill = badge.get_rect().inflate(18, 6)
    pill.midleft = (box.x + 12, box.y + 4 + line_h // 2)
    surface.blit(draw.rounded_panel(pill.size, pill.h // 2, (255, 200, 80, 255)), pill.topleft)
    surface.blit(badge, badge.get_rect(center=pill.center))
    for i, line in enumerate(lines):
        blit_text(surface, line, size, theme.INK, "midleft",
                  (pill.right + 12, box.y + 4 + line_h // 2 + i * line_h))
