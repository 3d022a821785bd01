"""The trick in the middle of the table: each seat's play toward its seat, the play that
wins marked, and the last trick on request.

Cards glide from where they were played (the player's hand, another seat's
avatar) to their place, stepped by ``dt`` like the hand's sprites.  The winning
play — the winner so far while the trick is played, the trick's winner once it
is complete — gets a gold frame and a 大 tag, so who is winning is read at a
glance.  The last trick (上一轮) has its own panel, :mod:`ui.tractor.last_trick`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.cards import Card
from game.shengji import trick_winner
from ui.app.i18n import t
from ui.art import draw, theme
from ui.art.cardart import CardArt
from ui.art.text import blit_text, text_width
from ui.tractor.board import Board
from ui.tractor.layout import TractorLayout

GLIDE_RATE = 13.0


class TrickLayer:
    """Positions of the cards in the middle; the board says which cards they are."""

    def __init__(self) -> None:
        self.pos: dict[tuple[int, Card], tuple[float, float]] = {}
        self.speed = 1.0

    def start(self, seat: int, cards: tuple[Card, ...],
              origins: list[tuple[float, float]]) -> None:
        """Cards ``seat`` just played begin their glide at ``origins`` (top-left corners)."""
        for card, origin in zip(cards, origins, strict=False):
            self.pos[(seat, card)] = origin

    def reset(self) -> None:
        self.pos.clear()

    def update(self, dt: float, board: Board, lay: TractorLayout) -> None:
        k = 1 - math.exp(-GLIDE_RATE * self.speed * dt)
        live: set[tuple[int, Card]] = set()
        for seat, cards in board.trick:
            for card, rect in zip(cards, lay.play_rects(seat, len(cards)), strict=True):
                key = (seat, card)
                live.add(key)
                x, y = self.pos.get(key, rect.topleft)
                x += (rect.x - x) * k
                y += (rect.y - y) * k
                if abs(rect.x - x) < 1 and abs(rect.y - y) < 1:
                    x, y = rect.topleft
                self.pos[key] = (x, y)
        for key in [key for key in self.pos if key not in live]:
            del self.pos[key]

    @property
    def settled(self) -> bool:
        return True

    def draw(self, surface: pygame.Surface, art: CardArt, board: Board, lay: TractorLayout,
             rules: object, avoid: Sequence[pygame.Rect] = ()) -> None:
        """``avoid``: the panels and name plates the winner's 大 tag must keep off."""
        if not board.trick:
            return
        best = leading_play(board, rules)
        for index, (seat, cards) in enumerate(board.trick):
            rects = lay.play_rects(seat, len(cards))
            if index == best:
                mark_winner(surface, rects, board.trick_winner is not None, avoid)
            pad = art.shadow_pad(lay.trick_w)
            for card, rect in zip(cards, rects, strict=True):
                x, y = self.pos.get((seat, card), rect.topleft)
                surface.blit(art.shadow(lay.trick_w), (round(x) - pad + 1, round(y) - pad + 3))
                surface.blit(art.face(card, lay.trick_w), (round(x), round(y)))


_BEST: dict[tuple[object, ...], int | None] = {}


def leading_play(board: Board, rules: object) -> int | None:
    """Index of the play winning the trick so far (the rules core judges; asked once per
    state of the trick, not every frame)."""
    key = (board.trump, board.trick_winner, tuple(board.trick), id(rules))
    if key not in _BEST:
        if len(_BEST) > 64:
            _BEST.clear()
        _BEST[key] = _leading_play(board, rules)
    return _BEST[key]


def _leading_play(board: Board, rules: object) -> int | None:
    if board.trick_winner is not None:
        return next((i for i, (s, _) in enumerate(board.trick) if s == board.trick_winner), None)
    if board.trump is None or not board.trick:
        return None
    plays = [list(cards) for _, cards in board.trick]
    try:
        return trick_winner(plays, board.trump, rules)
    except ValueError:
        return None


def mark_winner(surface: pygame.Surface, rects: list[pygame.Rect], final: bool,
                avoid: Sequence[pygame.Rect] = ()) -> None:
    area = winner_area(rects)
    colour = (*theme.GOLD, 230 if final else 150)
    glow = draw.rounded_panel((area.w, area.h), 10, (246, 200, 92, 60 if final else 36),
                              colour, 2)
    surface.blit(glow, area.topleft)
    tag = winner_tag(area, avoid, surface.get_rect())
    surface.blit(draw.rounded_panel(tag.size, tag.h // 2, (*theme.GOLD_DARK, 255),
                                    (255, 240, 200, 200), 1, (*theme.GOLD, 255)), tag.topleft)
    blit_text(surface, t("tractor.trick.best"), tag_size(tag.h), theme.INK,
              "center", tag.center, bold=True)


def winner_area(rects: list[pygame.Rect]) -> pygame.Rect:
    """The gold frame around the winning play's cards."""
    return rects[0].unionall(rects[1:]).inflate(12, 12)


def winner_tag(area: pygame.Rect, avoid: Sequence[pygame.Rect],
               bounds: pygame.Rect) -> pygame.Rect:
    """Where the 大 tag goes on the frame ``area``: its top-right corner, else the first
    other corner clear of ``avoid`` (at 960x540 the top-right one poked into the score
    panel or a seat's name plate), always inside ``bounds``."""
    h = max(20, area.h // 5)
    words = text_width(t("tractor.trick.best"), tag_size(h), bold=True) + h // 2
    tag = pygame.Rect(0, 0, max(26, area.h // 4, words), h)  # "Top" fits, as "大" does
    above, below = area.top + tag.h // 3, area.bottom - tag.h // 3 + tag.h
    spots = [(area.right - tag.w // 2, above), (area.left + tag.w // 2, above),
             (area.right - tag.w // 2, below), (area.left + tag.w // 2, below)]
    placed = []
    for spot in spots:
        here = tag.copy()
        here.midbottom = spot
        here.clamp_ip(bounds)
        if here.collidelist(list(avoid)) < 0:
            return here
        placed.append(here)
    return placed[0]


def tag_size(height: int) -> int:
    """The 大 tag's text size for a tag ``height`` pixels tall."""
    return max(11, round(height * 0.62))
