"""Playing cards drawn in code: faces, backs, slots, overlays and shadows.

Every card is painted with pygame primitives at a supersampled scale and
smoothscaled down, which gives antialiased edges at any width; the pictures on J, Q, K
and the jokers come from a public-domain deck (:mod:`ui.art.figures`).  Faces are
built for a tight fan: the rank and suit sit in a large index in the leftmost quarter
of the card, where an overlapped card still shows.  Results are cached per (card,
width), so a scene can ask every frame.

Typical use::

    art = CardArt()
    surface = art.face(card, 96)          # 96 x card_height(96)
    screen.blit(art.shadow(96), (x - art.shadow_pad(96) + 2, y - art.shadow_pad(96) + 4))
    screen.blit(surface, (x, y))
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable

import pygame

from game.cards import BIG_JOKER, SMALL_JOKER, Card
from ui.art import figures
from ui.art.cardpaint import (
    blit_centred,
    draw_suit,
    gradient,
    restore_opacity,
    rounded_mask,
    star_points,
    text_image,
)

ASPECT = 0.7  # width / height, close to a real poker card (0.714)
BACK_STYLES = ("red", "blue", "purple")
# Each game's own back, drawn when the player keeps the Classic back ("red"): Dou Dizhu's
# red 斗, Tractor's purple 升.  The blue back is the one both games share.
FAMILY_BACKS = {"doudizhu": "red", "shengji": "purple"}

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


def family_back(family: str, chosen: str = "red") -> str:
    """The back a table of ``family`` (its ruleset's ``family``) draws for the player's
    ``chosen`` back: the Classic choice is the game's own, any other choice is kept.

    >>> family_back("shengji"), family_back("doudizhu"), family_back("shengji", "blue")
    ('purple', 'red', 'blue')
    """
    return FAMILY_BACKS.get(family, "red") if chosen == "red" else chosen


def card_height(width: int) -> int:
    """Height of a card drawn ``width`` pixels wide (aspect :data:`ASPECT`)."""
    return round(width / ASPECT)


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


class CardArt:
    """Renders and caches card images.  One instance serves the whole app.

    ``supersample`` is the drawing scale before smoothscaling down; 3 keeps small
    cards crisp, and the cache makes the cost a one-off per (card, width).
    """

    def __init__(self, supersample: int = 3, capacity: int = 800) -> None:
        self.supersample = max(1, supersample)
        # Bounded, least recently used first out: resizing the window asks for new
        # widths, and an unbounded cache grew by hundreds of MB under the monkey test.
        self.capacity = capacity
        self._cache: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()

    # -- public API ----------------------------------------------------------------------------

    def size(self, width: int) -> tuple[int, int]:
        """(width, height) of a card ``width`` pixels wide."""
        return width, card_height(width)

    def face(self, card: Card, width: int) -> pygame.Surface:
        """The face of ``card`` at ``width`` px (suit and rank only; deck is ignored)."""
        return self._cached(("face", card.rank, card.suit, width), width,
                            lambda s, w, h: self._paint_face(s, card, w, h))

    def back(self, style: str = "red", width: int = 80) -> pygame.Surface:
        """A card back: ``"red"`` (Dou Dizhu's lattice with a 斗 medallion), ``"blue"``
        (guilloche) or ``"purple"`` (Tractor's climbing chevrons with a 升 medallion);
        :func:`family_back` says which one a table draws."""
        if style not in BACK_STYLES:
            style = BACK_STYLES[0]
        painters = {"red": self._paint_red_back, "blue": self._paint_blue_back,
                    "purple": self._paint_purple_back}
        return self._cached(("back", style, width), width, painters[style])

    def small_face(self, card: Card, width: int) -> pygame.Surface:
        """A compact face for small sizes (kitty, card counter): rank over a big pip."""
        return self._cached(("small", card.rank, card.suit, width), width,
                            lambda s, w, h: self._paint_small(s, card, w, h))

    def index_face(self, card: Card, width: int) -> pygame.Surface:
        """A face for a hand fanned at half a card's step (open hands, seen across the
        table): rank and pip large in the left half, which is all a fanned card shows."""
        return self._cached(("index", card.rank, card.suit, width), width,
                            lambda s, w, h: self._paint_index_face(s, card, w, h))

    def placeholder(self, width: int) -> pygame.Surface:
        """An empty card slot: translucent rounded outline for the table felt."""
        return self._cached(("slot", width), width, self._paint_slot)

    def selected_tint(self, width: int) -> pygame.Surface:
        """Overlay for a selected card: a light gold wash and a bright rim."""
        return self.highlight(width, (255, 214, 92), 34)

    def highlight(self, width: int, colour: Colour = (120, 190, 255),
                  alpha: int = 56) -> pygame.Surface:
        """A card-shaped overlay: ``colour`` wash at ``alpha`` plus a solid rim (hint, hover)."""
        def paint(s: pygame.Surface, w: int, h: int) -> None:
            pygame.draw.rect(s, (*colour, alpha), (0, 0, w, h), border_radius=self._radius(w))
            rim = max(2, round(w * 0.035))
            pygame.draw.rect(s, (*colour, 235), (0, 0, w, h), rim, border_radius=self._radius(w))
        return self._cached(("tint", colour, alpha, width), width, paint)

    def dimmed(self, width: int) -> pygame.Surface:
        """Overlay that greys out a card that cannot be played."""
        def paint(s: pygame.Surface, w: int, h: int) -> None:
            pygame.draw.rect(s, (40, 40, 48, 110), (0, 0, w, h), border_radius=self._radius(w))
        return self._cached(("dim", width), width, paint)

    def shadow_pad(self, width: int) -> int:
        """Margin around the card inside :meth:`shadow` (blit the shadow at x - pad)."""
        return max(2, round(width * 0.09))

    def shadow(self, width: int) -> pygame.Surface:
        """A soft drop shadow, ``shadow_pad`` larger than the card on every side."""
        key = ("shadow", width)
        cached = self._lookup(key)
        if cached is None:
            pad = self.shadow_pad(width)
            w, h = self.size(width)
            surf = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
            pygame.draw.rect(surf, (0, 0, 0, 120), (pad, pad, w, h),
                             border_radius=self._radius(w))
            cached = self._store(key, pygame.transform.gaussian_blur(surf, max(1, pad // 2)))
        return cached

    # -- machinery -----------------------------------------------------------------------------

    def _radius(self, width: float) -> int:
        return max(2, round(width * 0.075))

    def _cached(self, key: tuple[object, ...], width: int,
                paint: Callable[[pygame.Surface, int, int], None]) -> pygame.Surface:
        """Paint at supersampled size, smoothscale to ``width``, remember the result."""
        cached = self._lookup(key)
        if cached is not None:
            return cached
        width = max(8, int(width))
        w, h = self.size(width)
        ss = self.supersample
        big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
        paint(big, w * ss, h * ss)
        result = restore_opacity(pygame.transform.smoothscale(big, (w, h))) if ss > 1 else big
        return self._store(key, result)

    def _lookup(self, key: tuple[object, ...]) -> pygame.Surface | None:
        surface = self._cache.get(key)
        if surface is not None:
            self._cache.move_to_end(key)
        return surface

    def _store(self, key: tuple[object, ...], surface: pygame.Surface) -> pygame.Surface:
        self._cache[key] = surface
        while len(self._cache) > self.capacity:
            self._cache.popitem(last=False)
        return surface

    def _card_base(self, s: pygame.Surface, w: int, h: int) -> None:
        """Ivory stock with a fine edge, clipped to rounded corners."""
        s.blit(gradient((w, h), IVORY_TOP, IVORY_BOTTOM), (0, 0))
        radius = self._radius(w)
        edge = max(1, round(w * 0.012))
        pygame.draw.rect(s, EDGE, (0, 0, w, h), edge, border_radius=radius)
        inner = pygame.Rect(edge, edge, w - 2 * edge, h - 2 * edge)
        pygame.draw.rect(s, (255, 255, 255), inner, max(1, edge // 2), border_radius=radius)
        rounded_mask(s, pygame.Rect(0, 0, w, h), radius)

    def _index(self, s: pygame.Surface, card: Card, w: int, h: int, colour: Colour) -> float:
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

    # -- faces ---------------------------------------------------------------------------------

    def _paint_face(self, s: pygame.Surface, card: Card, w: int, h: int) -> None:
        self._card_base(s, w, h)
        if card.rank >= SMALL_JOKER:
            self._paint_joker(s, card.rank == BIG_JOKER, w, h)
            return
        colour = RED if card.is_red else BLACK
        self._index(s, card, w, h, colour)
        if figures.is_court(card):
            self._paint_court(s, card, w, h, colour)
            return
        body = pygame.Rect(round(w * 0.33), round(h * 0.06), round(w * 0.6), round(h * 0.88))
        if card.rank_char == "A":
            self._paint_ace(s, card, body, colour)
        else:
            self._paint_pips(s, card, body, colour)

    def _paint_pips(self, s: pygame.Surface, card: Card, body: pygame.Rect,
                    colour: Colour) -> None:
        pip = body.width * 0.34
        left, right = body.x + pip * 0.55, body.right - pip * 0.55
        top, bottom = body.y + pip * 0.6, body.bottom - pip * 0.6
        for fx, fy in PIP_LAYOUTS[card.rank_char]:
            centre = (left + (right - left) * fx, top + (bottom - top) * fy)
            draw_suit(s, card.suit, centre, pip, colour, upside_down=fy > 0.55)

    def _paint_ace(self, s: pygame.Surface, card: Card, body: pygame.Rect,
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

    def _paint_court(self, s: pygame.Surface, card: Card, w: int, h: int,
                     colour: Colour) -> None:
        """The deck's court picture right of the index, framed in the suit's ink."""
        body = pygame.Rect(round(w * 0.285), round(h * 0.1), round(w * 0.67), round(h * 0.8))
        figures.paint_court(s, card, body, colour)

    def _paint_joker(self, s: pygame.Surface, big: bool, w: int, h: int) -> None:
        """大王 in red with the jester in colour; 小王 in black with it in greys.

        The index sits where other cards keep rank and pip, so any strip of the card a
        hand leaves in sight reads: the jester (colour or greys) and a star in the ink
        (red or black, as on a real deck) fill the top-left corner a two-row hand's top
        row shows; JOKER is spelt down the left edge under them, for a one-row fan."""
        ink = RED if big else BLACK
        bottom = self._joker_index(s, big, w, h, ink)
        letter_h = h * 0.078
        spacing = letter_h * 1.22
        top = max(bottom + h * 0.03, h * 0.95 - letter_h - 4 * spacing)
        for i, ch in enumerate("JOKER"):
            glyph = text_image(ch, letter_h, ink, max_width=w * 0.2)
            blit_centred(s, glyph, (w * 0.145, top + letter_h / 2 + i * spacing))
        body = pygame.Rect(round(w * 0.27), round(h * 0.05), round(w * 0.68), round(h * 0.9))
        figures.paint_joker_panel(s, big, body, ink)

    def _joker_index(self, s: pygame.Surface, big: bool, w: int, h: int, ink: Colour) -> float:
        """The jester in the rank's place and a star in the pip's; returns where they end."""
        column_x, top, figure_h = w * 0.145, h * 0.035, h * 0.22
        figure_w = round(w * 0.28)
        figures.paint_jester(s, big, pygame.Rect(round(column_x - figure_w / 2), round(top),
                                                 figure_w, round(figure_h)))
        star = w * 0.1
        star_y = top + figure_h + h * 0.015 + star
        pygame.draw.polygon(s, ink, star_points((column_x, star_y), star, star * 0.45))
        return star_y + star

    def _paint_small(self, s: pygame.Surface, card: Card, w: int, h: int) -> None:
        self._card_base(s, w, h)
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

    def _paint_index_face(self, s: pygame.Surface, card: Card, w: int, h: int) -> None:
        self._card_base(s, w, h)
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

    # -- backs and slots -----------------------------------------------------------------------

    def _back_field(self, s: pygame.Surface, w: int, h: int,
                    paint_field: Callable[[pygame.Surface], None]) -> pygame.Rect:
        """White-bordered card with a patterned, rounded inner field; returns the field rect."""
        self._card_base(s, w, h)
        margin = round(w * 0.06)
        field = pygame.Rect(margin, margin, w - 2 * margin, h - 2 * margin)
        layer = pygame.Surface(field.size, pygame.SRCALPHA)
        paint_field(layer)
        rounded_mask(layer, layer.get_rect(), max(2, round(w * 0.045)))
        s.blit(layer, field.topleft)
        return field

    def _frame(self, s: pygame.Surface, field: pygame.Rect, colour: Colour) -> None:
        w = field.width
        for inset, thick in ((0.05, 0.018), (0.085, 0.008)):
            r = field.inflate(-w * inset * 2, -w * inset * 2)
            pygame.draw.rect(s, colour, r, max(1, round(w * thick)), border_radius=round(w * 0.04))

    def _paint_red_back(self, s: pygame.Surface, w: int, h: int) -> None:
        def lattice(layer: pygame.Surface) -> None:
            lw, lh = layer.get_size()
            layer.blit(gradient((lw, lh), (178, 28, 40), (128, 14, 26)), (0, 0))
            step = lw / 7
            line = max(1, round(lw * 0.012))
            for i in range(-14, 22):
                x0 = i * step
                pygame.draw.line(layer, (214, 72, 74), (x0, 0), (x0 + lh, lh), line)
                pygame.draw.line(layer, (214, 72, 74), (x0, 0), (x0 - lh, lh), line)
            dot = lw * 0.016
            for i in range(-1, 9):  # the dots' columns over the field (the lines run wider)
                for j in range(0, int(lh / step) + 2):
                    x, y = i * step + (j % 2) * step / 2, j * step / 2
                    pygame.draw.circle(layer, (240, 190, 110), (x + step / 2, y), dot)
        field = self._back_field(s, w, h, lattice)
        self._frame(s, field, GOLD)
        self._medallion(s, field, (130, 14, 26), lambda c, r: blit_centred(
            s, text_image("斗", r * 1.05, GOLD), c))

    def _paint_blue_back(self, s: pygame.Surface, w: int, h: int) -> None:
        def guilloche(layer: pygame.Surface) -> None:
            lw, lh = layer.get_size()
            layer.blit(gradient((lw, lh), (28, 62, 140), (14, 32, 84)), (0, 0))
            line = max(1, round(lw * 0.006))
            for cx, cy, big in ((lw / 2, lh / 2, 0.42), (0, 0, 0.3), (lw, 0, 0.3), (0, lh, 0.3),
                                (lw, lh, 0.3)):
                ring = lw * big
                for k in range(36):
                    a = math.pi * 2 * k / 36
                    centre = (cx + math.cos(a) * ring * 0.5, cy + math.sin(a) * ring * 0.5)
                    pygame.draw.circle(layer, (92, 136, 214), centre, ring * 0.55, line)
            step = lw / 10
            for i in range(0, 11):
                for j in range(0, int(lh / step) + 1):
                    pygame.draw.circle(layer, (60, 100, 180), (i * step, j * step), lw * 0.01)
        field = self._back_field(s, w, h, guilloche)
        self._frame(s, field, (206, 214, 232))

        def suits(c: Point, r: float) -> None:
            for suit, (dx, dy), colour in (("S", (0, -1), (235, 238, 248)), ("H", (1, 0), GOLD),
                                           ("C", (0, 1), (235, 238, 248)), ("D", (-1, 0), GOLD)):
                draw_suit(s, suit, (c[0] + dx * r * 0.48, c[1] + dy * r * 0.48), r * 0.5, colour)
        self._medallion(s, field, (16, 36, 92), suits)

    def _paint_purple_back(self, s: pygame.Surface, w: int, h: int) -> None:
        """Tractor's back: rows of upward chevrons (升级, levelling up) on deep purple,
        offset row by row like a tractor's tread, round a gold 升 medallion."""
        def chevrons(layer: pygame.Surface) -> None:
            lw, lh = layer.get_size()
            layer.blit(gradient((lw, lh), (110, 44, 134), (56, 16, 78)), (0, 0))
            step = lw / 6
            line = max(1, round(lw * 0.02))
            for j in range(-1, int(lh / (step * 0.6)) + 2):
                y = j * step * 0.6
                colour = (206, 150, 226) if j % 2 else (232, 186, 104)
                for i in range(-1, 8):
                    x = i * step + (j % 2) * step / 2
                    points = [(x - step * 0.3, y + step * 0.18), (x, y - step * 0.12),
                              (x + step * 0.3, y + step * 0.18)]
                    pygame.draw.lines(layer, colour, False, points, line)
        field = self._back_field(s, w, h, chevrons)
        self._frame(s, field, GOLD)
        self._medallion(s, field, (74, 22, 96), lambda c, r: blit_centred(
            s, text_image("升", r * 1.05, GOLD), c))

    def _medallion(self, s: pygame.Surface, field: pygame.Rect, fill: Colour,
                   emblem: Callable[[Point, float], None]) -> None:
        """Centre emblem: a rosette-edged disc with a double gold ring."""
        c = field.center
        r = field.width * 0.32
        pygame.draw.polygon(s, GOLD, star_points(c, r * 1.18, r * 1.0, 24))
        pygame.draw.circle(s, fill, c, r)
        pygame.draw.circle(s, GOLD, c, r, max(1, round(r * 0.07)))
        pygame.draw.circle(s, GOLD, c, r * 0.86, max(1, round(r * 0.025)))
        emblem((float(c[0]), float(c[1])), r * 0.78)

    def _paint_slot(self, s: pygame.Surface, w: int, h: int) -> None:
        radius = self._radius(w)
        pygame.draw.rect(s, (0, 0, 0, 40), (0, 0, w, h), border_radius=radius)
        pygame.draw.rect(s, (255, 255, 255, 90), (0, 0, w, h), max(2, round(w * 0.025)),
                         border_radius=radius)
        draw_suit(s, "S", (w / 2, h / 2), w * 0.3, (255, 255, 255))
        s.fill((255, 255, 255, 60), special_flags=pygame.BLEND_RGBA_MIN)
