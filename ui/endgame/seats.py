"""The open-hand board the puzzle table and the analysis board's line share.

Seat 0 sits at the bottom with its hand large; with two hands the other sits at the
top, with three the farmers share the top (seat 2, before the landlord, on the left;
seat 1, after it, on the right).  Every seat shows its name with an avatar, its open
hand and, below or above it, its latest play of the trick (不出 for a pass).
"""

from __future__ import annotations

import pygame

from game.cards import Card
from ui.app.i18n import t
from ui.art import draw, theme
from ui.art.avatars import avatar, farmer_hat, landlord_hat
from ui.art.cardart import CardArt, card_height
from ui.art.text import blit_text, text
from ui.endgame.cards import Deal, draw_row, row_rects


class SeatBoard:
    """Where each seat's name, hand and play go, and drawing them from a :class:`Deal`."""

    def __init__(self, seats: int, seats_named: bool = True) -> None:
        self.seats = seats
        self.named = seats_named
        self.area = pygame.Rect(0, 0, 1280, 650)
        self.hands: list[pygame.Rect] = []
        self.plays: list[pygame.Rect] = []
        self.names: list[pygame.Rect] = []
        self.card_w: list[int] = []
        self.play_w = 60
        self.status_y = 0
        self.action_y = 0

    def place(self, area: pygame.Rect) -> None:
        self.area = area
        w = area.w
        unit = area.h / 650  # the layout is drawn for a 650-pixel-high board, then scaled
        big = round(88 * unit)
        small = round(60 * unit)
        self.play_w = round(56 * unit)
        hand_h = card_height(big)
        bottom = pygame.Rect(area.x + round(w * 0.16), area.bottom - hand_h - round(14 * unit),
                             round(w * 0.68), hand_h)
        top_h = card_height(small)
        top_y = area.y + round(30 * unit)
        play_h = card_height(self.play_w)
        if self.seats == 2:
            tops = [pygame.Rect(area.x + round(w * 0.22), top_y, round(w * 0.56), top_h)]
        else:
            half = round(w * 0.4)
            tops = [pygame.Rect(area.right - half - round(w * 0.05), top_y, half, top_h),
                    pygame.Rect(area.x + round(w * 0.05), top_y, half, top_h)]
        self.hands = [bottom, *tops]
        self.card_w = [big] + [small] * len(tops)
        top_play_y = top_y + top_h + round(24 * unit)
        self.plays = [pygame.Rect(area.x + round(w * 0.2), bottom.y - round(108 * unit) - play_h,
                                  round(w * 0.6), play_h)]
        self.plays += [pygame.Rect(r.x, top_play_y, r.w, play_h) for r in tops]
        self.status_y = (self.plays[1].bottom + self.plays[0].y) // 2
        self.action_y = bottom.y - round(52 * unit)
        chip = (round(112 * unit), round(36 * unit))
        self.names = [pygame.Rect((bottom.x - chip[0] - round(18 * unit),
                                   bottom.centery - chip[1] // 2), chip)]
        for r in tops:
            self.names.append(pygame.Rect((r.x - chip[0] - round(12 * unit) if self.seats == 2
                                           else r.x, r.bottom + round(4 * unit)), chip))
        if self.seats == 3:  # the farmers' names go under their hands' outer ends
            self.names[1].topright = (tops[0].right, tops[0].bottom + round(4 * unit))
            self.names[2].topleft = (tops[1].x, tops[1].bottom + round(4 * unit))
            self.plays[1].y = self.plays[2].y = self.names[1].bottom + round(12 * unit)
            self.status_y = (self.plays[1].bottom + self.plays[0].y) // 2

    def hand_rects(self, seat: int, count: int) -> list[pygame.Rect]:
        align = "center"
        if self.seats == 3 and seat:
            align = "right" if seat == 1 else "left"
        step = 0.6 if seat == 0 else 0.5
        return row_rects(count, self.hands[seat], self.card_w[seat], align, step)

    def name_of(self, seat: int) -> str:
        if self.seats == 2:
            return t("endgame.you") if seat == 0 else t("endgame.opponent")
        return t("endgame.landlord_you") if seat == 0 else t(f"endgame.farmer{seat}")

    def draw(self, surface: pygame.Surface, art: CardArt, deal: Deal, to_move: int | None,
             selected: frozenset[int] = frozenset()) -> None:
        for seat in range(self.seats):
            cards = deal.hands[seat]
            rects = self.hand_rects(seat, len(cards))
            if (self.seats == 2 or seat == 0) and rects:  # the name just left of the cards
                self.names[seat].midright = (rects[0].x - 18, rects[0].centery)
            draw_row(surface, art, cards, rects, small=seat != 0,
                     raised=selected if seat == 0 else frozenset())
            if not cards:
                blit_text(surface, t("endgame.out"), max(14, self.area.h // 30), theme.GOLD,
                          "center", self.hands[seat].center, bold=True, shadow=True)
            self._draw_play(surface, art, seat, deal.shown[seat])
            self._draw_name(surface, seat, to_move == seat, len(cards))

    def _draw_play(self, surface: pygame.Surface, art: CardArt, seat: int,
                   shown: list[Card] | None) -> None:
        rect = self.plays[seat]
        if shown is None:
            return
        align = "center"
        if self.seats == 3 and seat:
            align = "right" if seat == 1 else "left"
        if not shown:
            anchor = {"left": "midleft", "right": "midright"}.get(align, "center")
            at = {"left": rect.midleft, "right": rect.midright}.get(align, rect.center)
            blit_text(surface, t("btn.pass"), max(15, rect.h // 3), theme.MUTED, anchor, at,
                      bold=True, shadow=True)
            return
        draw_row(surface, art, shown, row_rects(len(shown), rect, self.play_w, align, 0.5))

    def _draw_name(self, surface: pygame.Surface, seat: int, moving: bool, left: int) -> None:
        rect = self.names[seat].copy()
        size = max(11, round(rect.h * 0.4))
        wide = rect.h + text(self.name_of(seat), size, bold=True).get_width() + 34
        if wide > rect.w:  # a longer name (English) widens the chip on its outer side
            grow = wide - rect.w
            rect.w = wide
            if self.seats == 2 or seat != 2:
                rect.x -= grow
        fill = (36, 24, 10, 220) if moving else (10, 20, 18, 200)
        border = (255, 214, 110, 255) if moving else (255, 255, 255, 60)
        if moving:
            draw.draw_shadow(surface, rect, rect.h // 2, blur=8, offset=(0, 0), alpha=150)
        surface.blit(draw.rounded_panel((rect.w, rect.h), rect.h // 2, fill, border, 2),
                     rect.topleft)
        face = avatar(seat, rect.h - 6)
        surface.blit(face, (rect.x + 3, rect.y + 3))
        if self.seats == 3:
            hat = landlord_hat(rect.h - 8) if seat == 0 else farmer_hat(rect.h - 8)
            surface.blit(hat, hat.get_rect(midbottom=(rect.x + 3 + (rect.h - 6) // 2,
                                                      rect.y + 4)))
        blit_text(surface, self.name_of(seat), size, theme.GOLD if moving else theme.CREAM,
                  "midleft", (rect.x + rect.h + 2, rect.centery - round(size * 0.1)), bold=True)
        blit_text(surface, str(left), max(10, round(rect.h * 0.34)), theme.MUTED, "midright",
                  (rect.right - 10, rect.centery))
