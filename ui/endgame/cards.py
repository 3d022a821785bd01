"""Cards for the 残局 screens: suits given to rank-only positions, hands laid out, stars.

The solver and the puzzle file know ranks only (suits never decide who wins); the
screens draw real cards, so :class:`Deal` hands each rank's copies out over the
seats in one fixed suit order (no card drawn twice, the same look every time) and
keeps every seat's cards as plays take them away.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from ai.endgame.spot import Spot, after
from game import classify, ruleset
from game.cards import RANK_CHARS, SMALL_JOKER, SUITS, Card
from ui.app.i18n import t
from ui.art import draw, theme
from ui.art.cardart import CardArt, card_height
from ui.endgame.board_input import rank_word
from ui.table.selection import describe

PASS = "pass"


NAMED_KINDS = frozenset({"single", "pair", "trio", "straight", "pair_chain", "trio_chain",
                         "bomb", "rocket"})
"""Kinds a name says whole (一对3, 顺子9到A, 王炸); a play with kickers is written by its
ranks, so the kickers show."""


def play_words(play: str) -> str:
    """How the screens write a solver's play for the player: 不出 for a pass, a plain
    kind by name (一对3 / a pair of 3s), else the ranks as the cards show them (``10``,
    小王 / 大王), never the notation's T, B, R (``3335`` reads ``3 3 3 5``)."""
    if play == PASS:
        return t("btn.pass")
    readings = classify(play, ruleset("classic"))
    if len(readings) == 1 and readings[0].kind in NAMED_KINDS:
        return describe(readings[0])
    return " ".join(rank_word(RANK_CHARS.index(char)) for char in play)


def rank_text(cards: list[Card]) -> str:
    """Rank characters ascending: how the solver writes a play."""
    return "".join(RANK_CHARS[c.rank] for c in sorted(cards, key=lambda c: c.rank))


def display_order(cards: list[Card]) -> list[Card]:
    """High to low, as a player holds them (jokers on the left)."""
    return sorted(cards, key=lambda c: (-c.rank, c.suit))


class Deal:
    """Each seat's cards (suited), and the last play each seat made (``None``: nothing
    yet this trick, ``[]``: passed)."""

    def __init__(self, hands: list[str], last: str | None = None) -> None:
        used = [0] * len(RANK_CHARS)
        texts = [*hands, last or ""]
        groups = []
        for text in texts:
            cards = []
            for ch in text:
                rank = RANK_CHARS.index(ch)
                suit = "" if rank >= SMALL_JOKER else SUITS[used[rank] % len(SUITS)]
                used[rank] += 1
                cards.append(Card(rank, suit))
            groups.append(cards)
        self.hands = [display_order(g) for g in groups[:-1]]
        self.shown: list[list[Card] | None] = [None] * len(hands)
        if last:
            self.shown[1] = display_order(groups[-1])  # seat 1 made the play to answer

    def apply(self, seat: int, play: str, leads: bool = False) -> None:
        """Seat ``seat`` plays ``play`` (rank text, or ``pass``): its cards leave the hand.
        A lead starts a new trick: the plays of the trick before leave the table."""
        if leads:
            self.shown = [None] * len(self.shown)
        if play == PASS:
            self.shown[seat] = []
            return
        taken: list[Card] = []
        rest = list(self.hands[seat])
        for ch in play:
            card = next(c for c in rest if RANK_CHARS[c.rank] == ch)
            rest.remove(card)
            taken.append(card)
        self.hands[seat] = rest
        self.shown[seat] = display_order(taken)

    def play(self, spot: Spot, play: str) -> Spot:
        """The seat to move at ``spot`` makes ``play`` (checked by
        :func:`~ai.endgame.spot.after`, which raises for a move it may not make), on
        these cards too; gives back the spot after it."""
        following = after(spot, play)
        self.apply(spot.seat, play, leads=spot.last is None)
        return following


def row_rects(count: int, area: pygame.Rect, card_w: int, align: str = "center",
              max_step: float = 0.62) -> list[pygame.Rect]:
    """Where ``count`` cards of ``card_w`` overlap in one row inside ``area``."""
    if count <= 0:
        return []
    h = card_height(card_w)
    step = round(card_w * max_step)
    if count > 1:
        step = min(step, (area.w - card_w) // (count - 1))
    width = card_w + step * (count - 1)
    left = {"left": area.x, "right": area.right - width}.get(align, area.centerx - width // 2)
    top = area.centery - h // 2
    return [pygame.Rect(left + i * step, top, card_w, h) for i in range(count)]


def raised_by(card_h: int) -> int:
    """How far a picked card of ``card_h`` pixels rises above its row."""
    return card_h // 6


def draw_row(surface: pygame.Surface, art: CardArt, cards: list[Card], rects: list[pygame.Rect],
             small: bool = False, raised: frozenset[int] = frozenset(),
             dim: bool = False) -> None:
    """Cards in their rects (``raised``: indices drawn lifted and tinted as selected)."""
    lift = raised_by(rects[0].h) if rects else 0
    for i, (card, rect) in enumerate(zip(cards, rects, strict=False)):
        y = rect.y - (lift if i in raised else 0)
        face = art.index_face(card, rect.w) if small else art.face(card, rect.w)
        surface.blit(art.shadow(rect.w), (rect.x - art.shadow_pad(rect.w),
                                          y - art.shadow_pad(rect.w) + 2))
        surface.blit(face, (rect.x, y))
        if i in raised:
            surface.blit(art.selected_tint(rect.w), (rect.x, y))
        if dim:
            surface.blit(art.dimmed(rect.w), (rect.x, y))


@lru_cache(maxsize=32)
def star(size: int, lit: bool) -> pygame.Surface:
    """A five-pointed star, gold when earned, a dark outline when not (drawn at 2x)."""
    big = size * 2
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    points = []
    for i in range(10):
        radius = big * (0.48 if i % 2 == 0 else 0.2)
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((big / 2 + radius * math.cos(angle), big / 2 + 2 + radius * math.sin(angle)))
    if lit:
        pygame.draw.polygon(surf, theme.GOLD_DARK, [(x, y + 2) for x, y in points])
        pygame.draw.polygon(surf, theme.GOLD, points)
        pygame.draw.polygon(surf, (255, 240, 190), points, 2)
    else:
        pygame.draw.polygon(surf, (0, 0, 0, 90), points)
        pygame.draw.polygon(surf, (200, 190, 160, 150), points, 3)
    return pygame.transform.smoothscale(surf, (size, size))


def draw_stars(surface: pygame.Surface, count: int, center: tuple[int, int], size: int,
               total: int = 3) -> None:
    """``count`` lit stars of ``total``, side by side, centred."""
    gap = round(size * 0.15)
    width = total * size + (total - 1) * gap
    x = center[0] - width // 2
    for i in range(total):
        surface.blit(star(size, i < count), (x + i * (size + gap), center[1] - size // 2))


def panel(surface: pygame.Surface, rect: pygame.Rect, lit: bool = False,
          fill: tuple[int, int, int, int] = theme.PANEL) -> None:
    """The pages' dark rounded panel; a lit one has a bright gold rim."""
    border = (255, 222, 130, 230) if lit else theme.PANEL_BORDER
    draw.draw_panel(surface, rect, min(18, max(8, rect.h // 10)), fill, border)
