"""Card faces painted in code: the ivory stock, the index, pips, aces, courts and jokers.

Split from :mod:`ui.art.cardart`, which caches what these paint and is what the app
calls; each function paints on a supersampled surface ``s`` of ``w`` x ``h`` pixels
(the caller smoothscales it down).  Faces are built for a tight fan: the rank and
suit sit in a large index in the leftmost quarter of the card, where an overlapped
card still shows.  The backs are :mod:`ui.art.cardbacks`'.
"""

from __future__ import annotations

import pygame

from game.cards import BIG_JOKER, SMALL_JOKER, Card
from ui.art import figures
from ui.art.cardpaint import (
    blit_centred,
    draw_suit,
    gradient,
    rounded_mask,
    star_points,
    text_image,
)

Colour = tuple[int, int, int]
Point = tuple[float, float]

IVORY_TOP: Colour = (255, 253, 248)
IVORY_BOTTOM: Colour = (241, 236, 224)
EDGE: Colour = (150, 142, 128)
RED: Colour = (200, 24, 42)
BLACK: Colour = (24, 26, 36)
GOLD: Colour = (222, 178, 84)
GOLD_DARK: Colour = (150, 108, 36)
NAVY: Colour = (30, 52, 120)


# --- pip layouts (body box coordinates: x 0..1 across the pip area, y 0..1 down) ---------------

_COL_L, _COL_M, _COL_R = 0.0, 0.5, 1.0
PIP_LAYOUTS: dict[str, list[Point]] = {
    "2": [(_COL_M, 0.0), (_COL_M, 1.0)],
    "3": [(_COL_M, 0.0), (_COL_M, 0.5), (_COL_M, 1.0)],
    "4": [(_COL_L, 0.0), (_COL_R, 0.0), (_COL_L, 1.0), (_COL_R, 1.0)],
    "5": [(_COL_L, 0.0), (_COL_R, 0.0), (_COL_M, 0.5), (_COL_L, 1.0), (_COL_R, 1.0)],
    "6": [(c, r) for r in (0.0, 0.5, 1.0) for c in (_COL_L, _COL_R)],
    "7": [(c, r) for r in (0.0, 0.5, 1.0) for c in (_COL_L, _COL_R)] + [(_COL_M, 0.25)],
    "8": [(c, r) for r in (0.0, 0.5, 1.0) for c in (_COL_L, _COL_R)]
    + [(_COL_M, 0.25), (_COL_M, 0.75)],
    "9": [(c, r) for r in (0.0, 1 / 3, 2 / 3, 1.0) for c in (_COL_L, _COL_R)] + [(_COL_M, 0.5)],
    "T": [(c, r) for r in (0.0, 1 / 3, 2 / 3, 1.0) for c in (_COL_L, _COL_R)]
    + [(_COL_M, 1 / 6), (_COL_M, 5 / 6)],
}


def rank_label(card: Card) -> str:
    """What the index shows: ``T`` is printed as ``10``."""
    return "10" if card.rank_char == "T" else card.rank_char


def corner_radius(width: float) -> int:
    """The rounded corner of a card ``width`` pixels wide."""
    return max(2, round(width * 0.075))


def card_base(s: pygame.Surface, w: int, h: int) -> None:
    """Ivory stock with a fine edge, clipped to rounded corners."""
    s.blit(gradient((w, h), IVORY_TOP, IVORY_BOTTOM), (0, 0))
    radius = corner_radius(w)
    edge = max(1, round(w * 0.012))
    pygame.draw.rect(s, EDGE, (0, 0, w, h), edge, border_radius=radius)
    inner = pygame.Rect(edge, edge, w - 2 * edge, h - 2 * edge)
    pygame.draw.rect(s, (255, 255, 255), inner, max(1, edge // 2), border_radius=radius)
    rounded_mask(s, pygame.Rect(0, 0, w, h), radius)


def _index(s: pygame.Surface, card: Card, w: int, h: int, colour: Colour) -> float:
    """Large rank + pip in the left column; returns the y where the index ends."""
    column_x = w * 0.155
    rank_h = h * 0.155
    label = text_image(rank_label(card), rank_h, colour, max_width=w * 0.25)
    top = h * 0.045
    blit_centred(s, label, (column_x, top + rank_h / 2))
    pip = w * 0.19
    pip_y = top + rank_h + h * 0.025 + pip / 2
    draw_suit(s, card.suit, (column_x, pip_y), pip, colour)
    return pip_y + pip / 2


def paint_face(s: pygame.Surface, card: Card, w: int, h: int) -> None:
    """The full face: the index, then pips, an ace, a court picture or a joker."""
    card_base(s, w, h)
    if card.rank >= SMALL_JOKER:
        _paint_joker(s, card.rank == BIG_JOKER, w, h)
        return
    colour = RED if card.is_red else BLACK
    _index(s, card, w, h, colour)
    if figures.is_court(card):
        _paint_court(s, card, w, h, colour)
        return
    body = pygame.Rect(round(w * 0.33), round(h * 0.06), round(w * 0.6), round(h * 0.88))
    if card.rank_char == "A":
        _paint_ace(s, card, body, colour)
    else:
        _paint_pips(s, card, body, colour)


def _paint_pips(s: pygame.Surface, card: Card, body: pygame.Rect,
                colour: Colour) -> None:
    pip = body.width * 0.34
    left, right = body.x + pip * 0.55, body.right - pip * 0.55
    top, bottom = body.y + pip * 0.6, body.bottom - pip * 0.6
    for fx, fy in PIP_LAYOUTS[card.rank_char]:
        centre = (left + (right - left) * fx, top + (bottom - top) * fy)
        draw_suit(s, card.suit, centre, pip, colour, upside_down=fy > 0.55)


def _paint_ace(s: pygame.Surface, card: Card, body: pygame.Rect,
               colour: Colour) -> None:
    centre = (body.centerx, body.centery)
    size = body.width * (0.95 if card.suit == "S" else 0.78)
    if card.suit == "S":
        ring = body.width * 0.5
        pygame.draw.circle(s, GOLD, centre, ring, max(1, round(ring * 0.04)))
        pygame.draw.circle(s, GOLD, centre, ring * 0.9, max(1, round(ring * 0.015)))
    draw_suit(s, card.suit, centre, size, colour)
    if card.suit == "S":
        draw_suit(s, card.suit, centre, size * 0.35, GOLD)


def _paint_court(s: pygame.Surface, card: Card, w: int, h: int,
                 colour: Colour) -> None:
    """The deck's court picture right of the index, framed in the suit's ink."""
    body = pygame.Rect(round(w * 0.285), round(h * 0.1), round(w * 0.67), round(h * 0.8))
    figures.paint_court(s, card, body, colour)


def _paint_joker(s: pygame.Surface, big: bool, w: int, h: int) -> None:
    """大王 in red with the jester in colour; 小王 in black with it in greys.

    The index sits where other cards keep rank and pip, so any strip of the card a
    hand leaves in sight reads: the jester (colour or greys) and a star in the ink
    (red or black, as on a real deck) fill the top-left corner a two-row hand's top
    row shows; JOKER is spelt down the left edge under them, for a one-row fan."""
    ink = RED if big else BLACK
    bottom = joker_index(s, big, w, h, ink)
    letter_h = h * 0.078
    spacing = letter_h * 1.22
    top = max(bottom + h * 0.03, h * 0.95 - letter_h - 4 * spacing)
    for i, ch in enumerate("JOKER"):
        glyph = text_image(ch, letter_h, ink, max_width=w * 0.2)
        blit_centred(s, glyph, (w * 0.145, top + letter_h / 2 + i * spacing))
    body = pygame.Rect(round(w * 0.27), round(h * 0.05), round(w * 0.68), round(h * 0.9))
    figures.paint_joker_panel(s, big, body, ink)


def joker_index(s: pygame.Surface, big: bool, w: int, h: int, ink: Colour) -> float:
    """The jester in the rank's place and a star in the pip's; returns where they end."""
    column_x, top, figure_h = w * 0.145, h * 0.035, h * 0.22
    figure_w = round(w * 0.28)
    figures.paint_jester(s, big, pygame.Rect(round(column_x - figure_w / 2), round(top),
                                             figure_w, round(figure_h)))
    star = w * 0.1
    star_y = top + figure_h + h * 0.015 + star
    pygame.draw.polygon(s, ink, star_points((column_x, star_y), star, star * 0.45))
    return star_y + star


def paint_small(s: pygame.Surface, card: Card, w: int, h: int) -> None:
    """The compact face for small sizes: rank over a big pip (a joker: jester and name)."""
    card_base(s, w, h)
    if card.rank >= SMALL_JOKER:
        big = card.rank == BIG_JOKER
        ink = RED if big else BLACK
        figures.paint_jester(s, big, pygame.Rect(round(w * 0.08), round(h * 0.05),
                                                 round(w * 0.84), round(h * 0.6)))
        blit_centred(s, text_image("大王" if big else "小王", h * 0.2, ink, w * 0.9),
                      (w / 2, h * 0.8))
        return
    colour = RED if card.is_red else BLACK
    label = text_image(rank_label(card), h * 0.36, colour, max_width=w * 0.8)
    blit_centred(s, label, (w / 2, h * 0.3))
    draw_suit(s, card.suit, (w / 2, h * 0.71), w * 0.52, colour)


def paint_index_face(s: pygame.Surface, card: Card, w: int, h: int) -> None:
    """The face for a half-step fan: rank and pip large in the left half."""
    card_base(s, w, h)
    column = w * 0.27
    if card.is_joker:
        big = card.rank == BIG_JOKER
        figures.paint_jester(s, big, pygame.Rect(round(w * 0.03), round(h * 0.04),
                                                 round(w * 0.48), round(h * 0.5)))
        name = text_image("大" if big else "小", h * 0.2, RED if big else BLACK, w * 0.44)
        blit_centred(s, name, (column, h * 0.7))
        blit_centred(s, text_image("王", h * 0.2, RED if big else BLACK, w * 0.44),
                     (w * 0.7, h * 0.7))
        return
    colour = RED if card.is_red else BLACK
    label = text_image(rank_label(card), h * 0.29, colour, max_width=w * 0.46)
    blit_centred(s, label, (column, h * 0.045 + h * 0.145))
    draw_suit(s, card.suit, (column, h * 0.5), w * 0.36, colour)
    draw_suit(s, card.suit, (w * 0.7, h * 0.78), w * 0.34, colour, upside_down=True)
