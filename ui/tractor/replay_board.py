"""The Tractor table a replay or a review draws: a hand at any step, every hand open,
drawn as the Tractor table draws it (the entry in the replay registry that steps
through a record is :mod:`ui.tractor.replay`).

The table at step ``k`` is ``game.replay(record, k)`` seen from the player's seat: the
score and points panels, the seats with their declarations, the trick in the middle
with its winner marked, the player's hand, and every other hand face up in its seat's
space (as practice's open hands lay them).  Once the hand is over the kitty lies turned
up under the last trick with what it gave (抠底 and its multiplier), or, for a hand
given up, who forfeited and how it was scored.  Drawn into the viewer's board rectangle
with a layout computed for that size, so it reads the same at any window size.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.cards import Card
from game.shengji.phase import PhaseName
from ui.app.i18n import t
from ui.art import draw, theme
from ui.art.cardart import CardArt, family_back
from ui.art.text import blit_text, text_width
from ui.tractor.board import Board
from ui.tractor.cardsort import table_trump
from ui.tractor.endpanel import forfeit_lines, forfeit_seat, kitty_text, verdict_text
from ui.tractor.hand import TractorHand
from ui.tractor.layout import TractorLayout
from ui.tractor.openhands import draw_open_hands
from ui.tractor.scoreboard import draw_points, draw_score
from ui.tractor.seatsview import draw_seats
from ui.tractor.session import HUMAN
from ui.tractor.trick import TrickLayer

LEAST_H = 480  # the least height the table is laid out at (smaller boards are scaled)


def outcome_text(result: Any) -> str:
    """The player's result: the hand (or match) won or lost, and which side moves."""
    won = result.won(HUMAN)
    key = ("tractor.end.match_won" if won else "tractor.end.match_lost") if result.match_over \
        else ("tractor.end.won" if won else "tractor.end.lost")
    return f"{t(key)} · {verdict_text(result)}"



class TractorReplayBoard:
    """Draws a Tractor hand, every hand open, into a rectangle (see the module)."""

    def __init__(self, art: CardArt, back: str = "classic") -> None:
        self.art = art
        self.back = back
        self.lay: TractorLayout | None = None
        self._lay_key: tuple[object, ...] = ()
        self._hand: TractorHand | None = None
        self._hand_key: tuple[object, ...] = ()
        self.trick = TrickLayer()
        self._picture: pygame.Surface | None = None
        self._picture_key: tuple[object, ...] = ()

    def layout(self, size: tuple[int, int], seats: int) -> TractorLayout:
        if self.lay is None or self._lay_key != (size, seats):
            self.lay = TractorLayout.compute(size, seats, HUMAN)
            self._lay_key = (size, seats)
            self._hand_key = ()
        return self.lay

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, game: Any,
             arriving: tuple[int, float] | None = None, marks: tuple[Card, ...] = ()) -> None:
        """The table of ``game`` in ``rect``, the player's ``marks`` raised (the review's
        better play).  A rectangle shorter than :data:`LEAST_H` is drawn at that height
        and scaled down (the table's parts have least sizes, and crowd each other below
        it); the picture is kept until the game, the marks or the size change."""
        rect = rect.clip(surface.get_rect())
        if rect.w < 40 or rect.h < 40:
            return
        key = (id(game), rect.size, marks)
        if self._picture is None or self._picture_key != key:
            scale = max(1.0, LEAST_H / rect.h)
            size = (round(rect.w * scale), round(rect.h * scale))
            picture = pygame.Surface(size, pygame.SRCALPHA)
            self._draw_table(picture, game, marks)
            if size != rect.size:
                picture = pygame.transform.smoothscale(picture, rect.size)
            self._picture, self._picture_key = picture, key
        surface.blit(self._picture, rect.topleft)

    def _draw_table(self, area: pygame.Surface, game: Any, marks: tuple[Card, ...]) -> None:
        view = game.view(HUMAN)
        rules = game.rules
        size = area.get_size()
        lay = self.layout(size, rules.seats)
        board = _table_board(view)
        area.blit(draw.rounded_panel(size, 16, (0, 0, 0, 40)), (0, 0))
        draw_score(area, board, lay, HUMAN)
        draw_points(area, self.art, board, lay, HUMAN)
        hand = self._player_hand(view, lay, marks)
        hands = {s: list(game.hands[s]) for s in range(rules.seats) if s != HUMAN}
        top = int(hand.shape().row_y[0]) if hand.cards else lay.base.hand_top
        dealing = view.phase in (PhaseName.DEALING, PhaseName.FINAL_ROUND)
        draw_open_hands(area, self.art, lay, hands, board.trump, rules, HUMAN, top, dealing)
        avoid = draw_seats(area, self.art, board, lay, HUMAN, game.to_act, 0.0, rules.teams)
        self.trick.draw(area, self.art, board, lay, rules, avoid)
        hand.draw(area, self.art, family_back(rules.family, self.back))
        if view.result is not None:
            self._draw_end(area, lay, view)

    def _player_hand(self, view: Any, lay: TractorLayout,
                     marks: tuple[Card, ...] = ()) -> TractorHand:
        """The player's hand as the table lays it, ``marks`` raised (rebuilt when its
        cards change)."""
        trump = table_trump(view)
        key = (tuple(view.hand), trump, self._lay_key, marks)
        if self._hand is None or key != self._hand_key:
            hand = TractorHand(lay.base, view.rules)
            hand.set_trump(trump)
            hand.set_cards(view.hand)
            hand.selected = set(marks) & set(hand.cards)
            hand.update(10.0)  # the raised cards where they rest
            self._hand, self._hand_key = hand, key
        return self._hand

    def _draw_end(self, area: pygame.Surface, lay: TractorLayout, view: Any) -> None:
        """The finished hand's kitty turned up, with what it gave; or the forfeit's words."""
        result = view.result
        h = lay.size[1]
        size = max(12, round(h * 0.032))
        kitty = tuple(view.kitty or ())
        forfeited = forfeit_seat(result) is not None
        lines = list(forfeit_lines(result, HUMAN)) if forfeited else [kitty_text(result)]
        lines.insert(0, outcome_text(result))
        cw = lay.mini_w + 6
        ch = self.art.size(cw)[1] if kitty and not forfeited else 0
        step = round(cw * 0.5)
        cards_w = cw + step * (len(kitty) - 1) if ch else 0
        line_h = round(size * 1.35)
        widths = [text_width(line, size, i == 0) for i, line in enumerate(lines)]
        width = max([cards_w, *widths]) + 28
        box = pygame.Rect(0, 0, min(width, lay.size[0] - 16), ch + line_h * len(lines) + 24)
        if ch:
            box.h += line_h
        # Where the player's hand was (it is empty now), clear of the last trick.
        box.midbottom = (lay.size[0] // 2, lay.size[1] - round(h * 0.03))
        draw.draw_panel(area, box, 12, (12, 20, 28, 225), (246, 200, 92, 160))
        y = box.y + 10
        blit_text(area, lines.pop(0), size, theme.GOLD, "midtop", (box.centerx, y), bold=True)
        y += line_h
        if ch:
            blit_text(area, t("tractor.end.kitty"), size, theme.MUTED, "midtop", (box.centerx, y))
            y += line_h
            x = box.centerx - cards_w // 2
            for card in kitty:
                area.blit(self.art.face(card, cw), (x, y))
                x += step
            y += ch + 4
        colour = theme.GOLD if result.kitty_bonus and not forfeited else theme.CREAM
        for line in lines:
            blit_text(area, line, size, colour, "midtop", (box.centerx, y))
            y += line_h


def _table_board(view: Any) -> Board:
    """The board of ``view``, with a trick just won kept in the middle, its winner marked,
    until the next lead (the table shows it so; a fresh trick has nothing to show yet)."""
    board = Board.from_view(view)
    done = [trick for trick in view.tricks if trick.winner is not None]
    if not board.trick and done:
        board.trick, board.trick_winner = list(done[-1].plays), done[-1].winner
        earlier = done[-2] if len(done) > 1 else None
        board.last_trick = list(earlier.plays) if earlier else []
        board.last_winner = earlier.winner if earlier else None
    return board

