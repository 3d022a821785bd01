"""Playing cards drawn in code: faces, backs, slots, overlays and shadows, cached.

Every card is painted with pygame primitives at a supersampled scale and
smoothscaled down, which gives antialiased edges at any width; the pictures on J, Q, K
and the jokers come from a public-domain deck (:mod:`ui.art.figures`).  Faces are
built for a tight fan (:mod:`ui.art.cardfaces` paints them, :mod:`ui.art.cardbacks`
the backs and the empty slot); :class:`CardArt` is what the app calls, and caches
each result per (card, width), so a scene can ask every frame.

Typical use::

    art = CardArt()
    surface = art.face(card, 96)          # 96 x card_height(96)
    screen.blit(art.shadow(96), (x - art.shadow_pad(96) + 2, y - art.shadow_pad(96) + 4))
    screen.blit(surface, (x, y))
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable

import pygame

from game.cards import Card
from ui.art.cardbacks import BACK_PAINTERS, paint_slot
from ui.art.cardfaces import (
    BLACK,
    RED,
    Colour,
    corner_radius,
    paint_face,
    paint_index_face,
    paint_small,
    rank_label,
)
from ui.art.cardpaint import restore_opacity

# The inks and the index's label are the faces' (ui.art.cardfaces), named here too.
__all__ = ["ASPECT", "BACK_STYLES", "BLACK", "FAMILY_BACKS", "RED", "CardArt", "card_height",
           "family_back", "rank_label"]

ASPECT = 0.7  # width / height, close to a real poker card (0.714)
BACK_STYLES = ("red", "blue", "purple")
# Each game's own back, drawn when the player keeps the Classic back ("red"): Dou Dizhu's
# red 斗, Tractor's purple 升.  The blue back is the one both games share.
FAMILY_BACKS = {"doudizhu": "red", "shengji": "purple"}


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
                            lambda s, w, h: paint_face(s, card, w, h))

    def back(self, style: str = "red", width: int = 80) -> pygame.Surface:
        """A card back: ``"red"`` (Dou Dizhu's lattice with a 斗 medallion), ``"blue"``
        (guilloche) or ``"purple"`` (Tractor's climbing chevrons with a 升 medallion);
        :func:`family_back` says which one a table draws."""
        if style not in BACK_STYLES:
            style = BACK_STYLES[0]
        return self._cached(("back", style, width), width, BACK_PAINTERS[style])

    def small_face(self, card: Card, width: int) -> pygame.Surface:
        """A compact face for small sizes (kitty, card counter): rank over a big pip."""
        return self._cached(("small", card.rank, card.suit, width), width,
                            lambda s, w, h: paint_small(s, card, w, h))

    def index_face(self, card: Card, width: int) -> pygame.Surface:
        """A face for a hand fanned at half a card's step (open hands, seen across the
        table): rank and pip large in the left half, which is all a fanned card shows."""
        return self._cached(("index", card.rank, card.suit, width), width,
                            lambda s, w, h: paint_index_face(s, card, w, h))

    def placeholder(self, width: int) -> pygame.Surface:
        """An empty card slot: a translucent rounded outline for the table felt."""
        return self._cached(("slot", width), width, paint_slot)

    def selected_tint(self, width: int) -> pygame.Surface:
        """Overlay for a selected card: a light gold wash and a bright rim."""
        return self.highlight(width, (255, 214, 92), 34)

    def highlight(self, width: int, colour: Colour = (120, 190, 255),
                  alpha: int = 56) -> pygame.Surface:
        """A card-shaped overlay: ``colour`` wash at ``alpha`` plus a solid rim (hint, hover)."""
        def paint(s: pygame.Surface, w: int, h: int) -> None:
            pygame.draw.rect(s, (*colour, alpha), (0, 0, w, h), border_radius=corner_radius(w))
            rim = max(2, round(w * 0.035))
            pygame.draw.rect(s, (*colour, 235), (0, 0, w, h), rim, border_radius=corner_radius(w))
        return self._cached(("tint", colour, alpha, width), width, paint)

    def dimmed(self, width: int) -> pygame.Surface:
        """Overlay that greys out a card that cannot be played."""
        def paint(s: pygame.Surface, w: int, h: int) -> None:
            pygame.draw.rect(s, (40, 40, 48, 110), (0, 0, w, h), border_radius=corner_radius(w))
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
                             border_radius=corner_radius(w))
            cached = self._store(key, pygame.transform.gaussian_blur(surf, max(1, pad // 2)))
        return cached

    # -- the cache -------------------------------------------------------------------------------

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
