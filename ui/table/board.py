"""A whole table at one moment, every hand face up: the replay viewer and the review.

Given a :class:`game.Game` rebuilt from a record (``game.replay(record, upto)``),
:class:`Board` paints every seat in a rectangle: the player's hand along the
bottom, the other seats across the top in turn order from right (下家) to left
(上家), the kitty in the middle of them, and the trick on the table below each
seat.  It only reads the game.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.cards import Card, sort_for_display
from ui.app.i18n import seat_name, t, tn
from ui.app.session import HUMAN
from ui.art import draw, theme
from ui.art.cardart import CardArt, card_height
from ui.art.text import blit_text, text
from ui.art.tween import out_cubic
from ui.table.fan import fan_positions, fan_shape
from ui.table.tricks import trick_on_table
from ui.table.wild import board_art, draw_board_wild

PLAYER = HUMAN  # the seat whose hand runs along the bottom
KITTY_FULL_SIZE = 3  # a kitty of up to this many cards shows at full size; a bigger one shrinks


def current_trick(view: Any) -> list[tuple[int, tuple[Card, ...]]]:
    """What lies on the table: (seat, cards), () for a pass, latest first.

    In a trick in play, each seat's last action up to the seat to act (whose place
    is cleared for what it lays down next); a trick every other seat passed stays
    whole, every seat's last action, until the next lead (as 欢乐斗地主 shows it).
    """
    trick = trick_on_table(view)
    if trick is None:
        return []
    if trick.closed:
        last = trick.last_by_seat()
        shown = reversed(trick.turns)
        return [(turn.seat, turn.cards) for turn in shown if last[turn.seat] is turn]
    out: list[tuple[int, tuple[Card, ...]]] = []
    for turn in reversed(trick.turns):
        if len(out) >= view.seats - 1 or any(s == turn.seat for s, _ in out):
            break
        out.append((turn.seat, turn.cards))
    return out


class Board:
    """Draws a game in ``rect``; ``marks`` outlines cards of seat 0 (e.g. the expert's play).

    ``arriving`` = (seat, progress 0..1) draws that seat's newest play on its way from the
    hand to the table, so stepping through a replay reads like the hand being played.
    """

    def __init__(self, art: CardArt) -> None:
        self.art = art

    def draw(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        game: Any,
        marks: tuple[Card, ...] = (),
        to_act_glow: bool = True,
        arriving: tuple[int, float] | None = None,
    ) -> None:
        self.art = board_art(self, game)  # 癞子: wild cards marked, with what they stood for
        cw = max(34, min(round(rect.h * 0.13), round(rect.w / 15)))
        view = game.view(PLAYER)
        trick = dict(current_trick(view))
        areas, kitty_x = self._seat_areas(rect, game.rules.seats, cw)
        self._draw_kitty(surface, rect, game, round(cw * 0.62), kitty_x)
        for seat, area in areas.items():
            on_right = area.centerx > rect.centerx
            self._draw_seat(
                surface, area, game, seat, cw, marks if seat == PLAYER else (), on_right
            )
            if seat in trick:
                progress = arriving[1] if arriving is not None and arriving[0] == seat else 1.0
                self._draw_trick(
                    surface, rect, area, seat, trick[seat], round(cw * 0.82), progress
                )
            if to_act_glow and game.to_act == seat and not game.over:
                pygame.draw.rect(surface, theme.GOLD, area.inflate(8, 8), 2, border_radius=12)

    def _seat_areas(
        self, rect: pygame.Rect, seats: int, cw: int
    ) -> tuple[dict[int, pygame.Rect], int]:
        """The player's area along the bottom; the others side by side across the top,
        right to left in turn order, with a column for the kitty among them (its centre
        is the second value)."""
        ch = card_height(cw)
        tag = max(13, round(cw * 0.34)) + 10
        height = tag + round(ch * 1.2) + 10
        areas = {PLAYER: pygame.Rect(rect.x + 8, rect.bottom - height - 6, rect.w - 16, height)}
        others = [(PLAYER + step) % seats for step in range(1, seats)]  # 下家 first, on the right
        if not others:
            return areas, rect.centerx
        kitty_w = round(cw * 2.6)
        column = (rect.w - kitty_w) // len(others)
        small = card_height(round(cw * 0.8))
        top_h = tag + round(small * 1.55)
        right_half = (len(others) + 1) // 2  # the first seats in turn order take the right
        for index, seat in enumerate(others):
            if index < right_half:
                right = rect.right - index * column
            else:
                right = rect.right - index * column - kitty_w
            areas[seat] = pygame.Rect(right - column + 8, rect.y + 8, column - 16, top_h)
        return areas, rect.right - right_half * column - kitty_w // 2

    def _draw_seat(
        self,
        surface: pygame.Surface,
        area: pygame.Rect,
        game: Any,
        seat: int,
        cw: int,
        marks: tuple[Card, ...],
        on_right: bool,
    ) -> None:
        size = max(13, round(cw * 0.34))
        role = ""
        if game.landlord is not None:
            role = t("role.landlord") if seat == game.landlord else t("role.farmer")
        name = seat_name(seat)
        label = f"{name} · {role}" if role else name
        colour = theme.GOLD if seat == game.landlord else theme.CREAM
        right = seat != PLAYER and on_right
        anchor = "topright" if right else "topleft"
        at = area.topright if right else area.topleft
        tag = blit_text(surface, label, size, colour, anchor, at, bold=True, shadow=True)
        count = len(game.hands[seat])
        badge = text(tn("board.cards", count, n=count), max(11, size - 3), theme.MUTED)
        bx = tag.x - badge.get_width() - 10 if right else tag.right + 10
        if area.x <= bx and bx + badge.get_width() <= area.right:  # a narrow seat leaves it out
            surface.blit(badge, (bx, tag.centery - badge.get_height() // 2))
        cards = sort_for_display(game.hands[seat])
        top = tag.bottom + 4
        if seat == PLAYER:
            self._fan(
                surface,
                cards,
                pygame.Rect(area.x, top, area.w, area.bottom - top),
                cw,
                "center",
                marks,
            )
        else:
            self._rows(
                surface,
                cards,
                pygame.Rect(area.x, top, area.w, area.bottom - top),
                round(cw * 0.8),
                "right" if right else "left",
            )

    def _fan(
        self,
        surface: pygame.Surface,
        cards: list[Card],
        area: pygame.Rect,
        cw: int,
        align: str,
        marks: tuple[Card, ...],
    ) -> None:
        if not cards:
            return
        step = min(round(cw * 0.62), (area.w - cw) // max(1, len(cards) - 1))
        total = cw + step * (len(cards) - 1)
        x0 = area.centerx - total // 2 if align == "center" else area.x
        marked = list(marks)
        for i, card in enumerate(cards):
            lift = 0
            if card in marked:
                marked.remove(card)
                lift = round(card_height(cw) * 0.14)
            pos = (x0 + i * step, area.y + round(card_height(cw) * 0.14) - lift)
            surface.blit(self.art.face(card, cw), pos)
            if lift:
                outline = pygame.Rect(pos, (cw, card_height(cw)))
                pygame.draw.rect(surface, (255, 196, 72), outline, 3, border_radius=cw // 9)

    def _rows(
        self, surface: pygame.Surface, cards: list[Card], area: pygame.Rect, cw: int, align: str
    ) -> None:
        """Another seat's hand as a sorted fan filling its area: one row while the cards
        stay near ``cw``, else even rows (never a ragged wrap)."""
        if not cards:
            return
        shape = fan_shape(len(cards), area.size, cw, max(24, round(cw * 0.6)),
                          min_step=0.36, max_step=0.6, row_share=0.42)
        for card, pos in zip(cards, fan_positions(shape, area, align), strict=False):
            surface.blit(self.art.face(card, shape.card_w), pos)

    def _draw_trick(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        area: pygame.Rect,
        seat: int,
        cards: tuple[Card, ...],
        cw: int,
        progress: float = 1.0,
    ) -> None:
        ch = card_height(cw)
        if seat == PLAYER:
            centre = (rect.centerx, area.y - ch // 2 - 10)
        else:  # below the seat, a little toward the middle
            centre = ((area.centerx * 4 + rect.centerx) // 5, area.bottom + ch // 2 + 8)
        if progress < 1.0 and cards:
            eased = out_cubic(max(0.0, progress))
            start = area.center
            centre = (
                round(start[0] + (centre[0] - start[0]) * eased),
                round(start[1] + (centre[1] - start[1]) * eased),
            )
        if not cards:
            size = max(14, round(cw * 0.36))
            surf = text(t("act.pass"), size, (230, 236, 240), bold=True)
            box = surf.get_rect().inflate(size, size // 2)
            box.center = centre
            surface.blit(draw.rounded_panel(box.size, box.h // 2, (30, 40, 48, 220)), box.topleft)
            surface.blit(surf, surf.get_rect(center=box.center))
            return
        step = round(cw * 0.38)
        total = cw + step * (len(cards) - 1)
        x0 = centre[0] - total // 2
        for i, card in enumerate(sorted(cards, key=lambda c: c.rank)):
            x = x0 + i * step
            y = centre[1] - ch // 2
            surface.blit(
                self.art.shadow(cw), (x - self.art.shadow_pad(cw), y - self.art.shadow_pad(cw) + 3)
            )
            surface.blit(self.art.face(card, cw), (x, y))

    def _draw_kitty(
        self, surface: pygame.Surface, rect: pygame.Rect, game: Any, cw: int, centre_x: int
    ) -> None:
        kitty = list(game.kitty) if game.landlord is not None else []
        n = game.rules.kitty_size
        room = KITTY_FULL_SIZE + (KITTY_FULL_SIZE - 1) * 0.12
        cw = min(cw, int(cw * room / (n + (n - 1) * 0.12)))
        gap = round(cw * 0.12)
        total = n * cw + (n - 1) * gap
        x0 = centre_x - total // 2
        y = rect.y + 10
        for i in range(n):
            x = x0 + i * (cw + gap)
            img = self.art.small_face(kitty[i], cw) if i < len(kitty) else self.art.back("red", cw)
            surface.blit(img, (x, y))
        blit_text(
            surface,
            t("top.kitty"),
            max(11, round(cw * 0.34)),
            theme.MUTED,
            "midtop",
            (centre_x, y + card_height(cw) + 4),
        )
        label_y = y + card_height(cw) + 8 + max(11, round(cw * 0.34))
        draw_board_wild(surface, game, (centre_x, label_y), max(11, round(cw * 0.34)))
