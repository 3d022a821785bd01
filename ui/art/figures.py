"""The pictures on J, Q, K and the jokers: a public-domain deck's figures, laid into our
own card faces.

``tools/make_card_art.py`` renders the court pictures and the jester from the CC0 SVG
deck in ``assets/card_svg`` to PNGs in ``assets/images/cards``; this module loads them
(once) and paints them into a rectangle of a card being drawn.  The card painter
(:mod:`ui.art.cardart`) keeps the index, the stock and the layout, and caches the
finished face per width, so the pictures are scaled once per card size, never per frame.

A missing or unreadable picture (a broken install) falls back to a plain framed panel
with the rank letter: the card still says what it is.
"""

from __future__ import annotations

from functools import cache

import pygame

from game.cards import BIG_JOKER, Card
from ui.art import assets
from ui.art.cardpaint import blit_centred, gradient, rounded_mask, star_points, text_image

Colour = tuple[int, int, int]

COURT_RANKS = ("J", "Q", "K")
FRAME_GOLD: Colour = (206, 160, 64)
# Each joker's panel: the glow behind the jester (top, bottom) and its rays.
BIG_GLOW: tuple[Colour, Colour] = ((255, 240, 196), (252, 190, 104))
BIG_RAYS: Colour = (255, 150, 60)
SMALL_GLOW: tuple[Colour, Colour] = ((246, 246, 248), (200, 202, 210))
SMALL_RAYS: Colour = (176, 178, 190)


def picture_name(card: Card) -> str:
    """The picture file (without ``.png``) for a court card or a joker."""
    if card.is_joker:
        return "joker_big" if card.rank == BIG_JOKER else "joker_small"
    return f"{card.suit}{card.rank_char}"


@cache
def picture(name: str) -> pygame.Surface | None:
    """The rendered picture ``name``, or None if it cannot be loaded."""
    try:
        return assets.image(f"cards/{name}.png")
    except (pygame.error, OSError, FileNotFoundError):
        return None


def is_court(card: Card) -> bool:
    return not card.is_joker and card.rank_char in COURT_RANKS


def paint_court(s: pygame.Surface, card: Card, rect: pygame.Rect, ink: Colour) -> None:
    """The court picture filling ``rect``, in a thin ink frame with a gold inner rule."""
    radius = max(2, round(rect.width * 0.05))
    image = picture(picture_name(card))
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    if image is not None:
        panel.blit(pygame.transform.smoothscale(image, rect.size), (0, 0))
    else:
        panel.blit(gradient(rect.size, (252, 240, 212), (246, 226, 184)), (0, 0))
        blit_centred(panel, text_image(card.rank_char, rect.height * 0.3, ink),
                     (rect.width / 2, rect.height / 2))
    rounded_mask(panel, panel.get_rect(), radius)
    s.blit(panel, rect.topleft)
    line = max(1, round(rect.width * 0.018))
    pygame.draw.rect(s, ink, rect, line, border_radius=radius)
    inner = rect.inflate(-line * 4, -line * 4)
    pygame.draw.rect(s, FRAME_GOLD, inner, max(1, line // 2), border_radius=max(1, radius // 2))


def paint_jester(s: pygame.Surface, big: bool, rect: pygame.Rect) -> None:
    """The jester standing in ``rect`` (kept to its own proportions, centred)."""
    image = picture("joker_big" if big else "joker_small")
    if image is None:
        return
    iw, ih = image.get_size()
    scale = min(rect.width / iw, rect.height / ih)
    size = (max(1, round(iw * scale)), max(1, round(ih * scale)))
    s.blit(pygame.transform.smoothscale(image, size), pygame.Rect((0, 0), size).move(
        rect.centerx - size[0] // 2, rect.centery - size[1] // 2))


def paint_joker_panel(s: pygame.Surface, big: bool, rect: pygame.Rect, ink: Colour) -> None:
    """The joker's body: a glowing panel with rays, the jester, and 大王 / 小王 under it.

    The big joker is warm and colourful, the small one silver and grey, so the two are
    told apart at a glance, not only by a label."""
    radius = max(2, round(rect.width * 0.06))
    panel = gradient(rect.size, *(BIG_GLOW if big else SMALL_GLOW))
    pw, ph = rect.size
    centre = (pw / 2, ph * 0.4)
    rays = star_points(centre, ph * 0.62, pw * 0.05, 18)
    pygame.draw.polygon(panel, (*(BIG_RAYS if big else SMALL_RAYS), 255), rays)
    glow = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.circle(glow, (255, 255, 255, 150), centre, pw * 0.42)
    panel.blit(glow, (0, 0))
    paint_jester(panel, big, pygame.Rect(round(pw * 0.04), round(ph * 0.03),
                                         round(pw * 0.92), round(ph * 0.7)))
    label = text_image("大王" if big else "小王", ph * 0.11, ink, max_width=pw * 0.8)
    blit_centred(panel, label, (pw / 2, ph * 0.84))
    rounded_mask(panel, panel.get_rect(), radius)
    s.blit(panel, rect.topleft)
    line = max(1, round(rect.width * 0.02))
    pygame.draw.rect(s, ink, rect, line, border_radius=radius)
    if big:
        inner = rect.inflate(-line * 4, -line * 4)
        pygame.draw.rect(s, FRAME_GOLD, inner, max(1, line // 2),
                         border_radius=max(1, radius // 2))
