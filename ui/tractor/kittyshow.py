"""The kitty turned up on the table when the last trick is won, before the end panel.

The moment the hand turns on (抠底: the catchers win the last trick and the
kitty's points, multiplied) had no picture of its own: the last trick stayed in
the middle while the table waited, then the end panel came.  Now the kitty is
laid face up over the middle with what it is worth, for the presenter's hold,
so the player sees the cards and the multiplier before the totals.
"""

from __future__ import annotations

import pygame

from game.shengji.events import KittyRevealed
from ui.app.i18n import t
from ui.art import draw, theme
from ui.art.cardart import CardArt
from ui.art.text import blit_text
from ui.tractor.layout import TractorLayout

BONUS_HOLD = 2.4  # seconds the table shows a won kitty (at normal speed)
KEPT_HOLD = 1.6  # and a kept one


def kitty_words(event: KittyRevealed) -> str:
    """抠底：底分 20 × 4 = 80, or 庄家方守住底牌（底分 20）.  The catchers' last trick is
    told by the multiplier, not the bonus: a kitty of no points they took is 底分0 × 2,
    not 'the dealer's side kept it'."""
    if event.multiplier:
        return t("tractor.end.kitty_bonus", points=event.points, x=event.multiplier,
                 bonus=event.bonus)
    return t("tractor.end.kitty_kept", points=event.points)


def reveal_rect(lay: TractorLayout, art: CardArt, count: int) -> pygame.Rect:
    """The panel over the middle of the table, wide enough for ``count`` cards."""
    w, h = lay.size
    cw = lay.trick_w
    step = round(cw * 0.45)
    cards_w = cw + step * max(0, count - 1)
    box = pygame.Rect(0, 0, max(round(w * 0.34), cards_w + round(w * 0.06)),
                      art.size(cw)[1] + round(h * 0.15))
    box.center = lay.centre
    return box


def draw_kitty_reveal(surface: pygame.Surface, art: CardArt, event: KittyRevealed,
                      lay: TractorLayout) -> None:
    h = lay.size[1]
    box = reveal_rect(lay, art, len(event.cards))
    won = event.bonus > 0
    rim = (244, 142, 46, 235) if won else (246, 200, 92, 200)
    draw.draw_panel(surface, box, 14, (14, 22, 30, 255), rim)
    size = max(14, round(h * 0.026))
    blit_text(surface, t("tractor.end.kitty"), size, theme.MUTED, "midtop",
              (box.centerx, box.y + round(h * 0.012)))
    cw = lay.trick_w
    step = round(cw * 0.45)
    x = box.centerx - (cw + step * (len(event.cards) - 1)) // 2
    y = box.y + round(h * 0.05)
    for card in event.cards:
        surface.blit(art.face(card, cw), (x, y))
        x += step
    blit_text(surface, kitty_words(event), round(size * 1.1), theme.ORANGE if won else theme.GOLD,
              "midbottom", (box.centerx, box.bottom - round(h * 0.014)), bold=True)
