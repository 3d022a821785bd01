"""The wild card's mark (癞子): a gold badge in the index corner, over any card face.

A fanned hand shows only each card's left strip, so the mark sits there, under the
suit pip: a gold tag with the wild sign (癞 / W), and a gold rim round the card.
A wild that was played as another rank also shows that rank in a blue disc under
the tag, so the pile says what each wild stood for.

:class:`WildFaces` wraps the app's :class:`~ui.art.cardart.CardArt` for one table:
``face``, ``small_face`` and ``index_face`` return the plain face with the mark
blitted on when the card is wild, everything else is the card art's own.  Card
faces are never repainted for the mark, so the art's signatures and cache stay as
they are.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from typing import Any

import pygame

from game.cards import Card
from ui.art.cardart import CardArt
from ui.art.cardpaint import blit_centred, text_image

GOLD = (236, 186, 64)
GOLD_DEEP = (150, 96, 20)
INK = (120, 20, 24)
BLUE = (38, 92, 190)
WHITE = (255, 255, 255)
COLUMN_X = 0.155  # the index column's centre, as cardart draws it (share of the width)
TAG_TOP = 0.355  # below the index's pip (share of the height)
TAG_W, TAG_H = 0.3, 0.155  # the tag's size: as wide as the strip a fanned hand shows
WASH_ALPHA = 34  # a warm gold wash over the whole face, so a wild stands out at a glance
_CACHE = 256

MarkOf = Callable[[Card], tuple[str, str] | None]  # (wild sign, rank stood for or '')


def paint_mark(surface: pygame.Surface, sign: str, stood: str, *, rim: bool = True,
               compact: bool = False) -> None:
    """Draw the wild mark on a card-sized ``surface`` (in place).

    ``compact``: the small face (rank over one big pip) — the tag goes across the
    bottom and the rank stood for over the pip, both as large as the card allows.
    """
    w, h = surface.get_size()
    radius = max(2, round(w * 0.06))
    if rim:
        wash = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(wash, (*GOLD, WASH_ALPHA), (0, 0, w, h), border_radius=radius)
        surface.blit(wash, (0, 0))
        pygame.draw.rect(surface, GOLD, (0, 0, w, h), max(2, round(w * 0.04)),
                         border_radius=radius)
    if compact:
        tag = pygame.Rect(0, 0, round(w * 0.62), round(h * 0.2))
        tag.midbottom = (w // 2, h - max(2, round(h * 0.04)))
        disc_centre = (w // 2, round(h * 0.5))
        disc_r = round(w * 0.27)
    else:
        tag = pygame.Rect(0, 0, round(w * TAG_W), round(h * TAG_H))
        tag.midtop = (round(w * COLUMN_X) + 1, round(h * TAG_TOP))
        disc_r = round(w * 0.17)
        disc_centre = (tag.centerx, tag.bottom + disc_r + max(1, h // 60))
    _tag(surface, tag, sign)
    if stood:
        _disc(surface, disc_centre, disc_r, "10" if stood == "T" else stood)


def _tag(surface: pygame.Surface, tag: pygame.Rect, sign: str) -> None:
    pygame.draw.rect(surface, GOLD_DEEP, tag.inflate(2, 2), border_radius=tag.h // 3)
    pygame.draw.rect(surface, GOLD, tag, border_radius=tag.h // 3)
    label = text_image(sign, tag.h * 0.72, INK, max_width=tag.w * 0.86)
    blit_centred(surface, label, tag.center)


def _disc(surface: pygame.Surface, centre: tuple[int, int], r: int, text: str) -> None:
    pygame.draw.circle(surface, WHITE, centre, r + max(1, r // 6))
    pygame.draw.circle(surface, BLUE, centre, r)
    blit_centred(surface, text_image(text, r * 1.15, WHITE, max_width=r * 1.6), centre)


class MarkCache:
    """Marked faces by (kind, card, width, sign, stood), least recently used out."""

    def __init__(self) -> None:
        self._surfaces: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()

    def get(self, key: tuple[object, ...], plain: pygame.Surface, sign: str,
            stood: str, compact: bool = False) -> pygame.Surface:
        found = self._surfaces.get(key)
        if found is not None:
            self._surfaces.move_to_end(key)
            return found
        marked = plain.copy()
        paint_mark(marked, sign, stood, compact=compact)
        self._surfaces[key] = marked
        if len(self._surfaces) > _CACHE:
            self._surfaces.popitem(last=False)
        return marked


class WildFaces:
    """The app's card art with wild cards marked (``mark_of`` says which and how)."""

    def __init__(self, art: CardArt, mark_of: MarkOf) -> None:
        self.art = art
        self.mark_of = mark_of
        self._marks = MarkCache()

    def face(self, card: Card, width: int) -> pygame.Surface:
        return self._marked("face", card, width, self.art.face(card, width))

    def small_face(self, card: Card, width: int) -> pygame.Surface:
        return self._marked("small", card, width, self.art.small_face(card, width))

    def index_face(self, card: Card, width: int) -> pygame.Surface:
        return self._marked("index", card, width, self.art.index_face(card, width))

    def _marked(self, kind: str, card: Card, width: int,
                plain: pygame.Surface) -> pygame.Surface:
        mark = self.mark_of(card)
        if mark is None:
            return plain
        sign, stood = mark
        return self._marks.get((kind, card, width, sign, stood), plain, sign, stood,
                               compact=kind == "small")

    def __getattr__(self, name: str) -> Any:
        return getattr(self.art, name)  # backs, slots, tints: the card art's own
