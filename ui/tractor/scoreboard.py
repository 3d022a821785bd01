"""The two corner panels always on screen: the score (trump, both sides' levels, the
dealer, the standing declaration) and the catchers' points with the point cards won.

Tractor is decided by one number — the catchers' total — so it sits large in the
top-right panel with every 5, 10 and K they took laid out under it; the dealer's
side's own points are shown smaller for reference (docs/tractor.md §1.9).
"""

from __future__ import annotations

import pygame

from game.cards import Card
from ui.app.i18n import t
from ui.art import draw, theme
from ui.art.cardart import CardArt
from ui.art.text import blit_text, font
from ui.tractor.board import Board
from ui.tractor.cardsort import cards_text
from ui.tractor.layout import TractorLayout
from ui.tractor.presenter import friend_call_text, level_text
from ui.tractor.words import seat_label, suit_label

SUIT_COLOURS = {"S": theme.CREAM, "C": theme.CREAM, "H": (255, 120, 110), "D": (255, 120, 110)}


def _trump_words(board: Board) -> tuple[str, tuple[int, int, int]]:
    if board.trump is None:
        return t("tractor.trump.undecided"), theme.MUTED
    if board.trump.suit is None:
        return t("tractor.no_trump"), theme.GOLD
    return suit_label(board.trump.suit), SUIT_COLOURS.get(board.trump.suit, theme.GOLD)


def side_levels(board: Board, seat: int) -> tuple[str, str]:
    """(our level, their level) at a fixed-partner table: partners share a level, and the
    next seat is always on the other side."""
    levels = board.level_of
    return level_text(levels[seat]), level_text(levels[(seat + 1) % board.seats])


def levels_words(board: Board, seat: int) -> str:
    """The score panel's levels line.  Partners share a level (us and them); where each
    player has his own level (找朋友, 三人竞标, docs/tractor-modes.md §2.5.1, §2.6) there are no
    fixed sides: the player's own level, and the dealer's, which the hand is played at
    (each seat's own level is on its plate)."""
    if not board.own_levels:
        ours, theirs = side_levels(board, seat)
        return t("tractor.score.levels", ours=ours, theirs=theirs)
    mine = level_text(board.level_of[seat])
    if board.dealer is None:
        return t("tractor.score.own_level", mine=mine)
    if board.dealer == seat:
        return t("tractor.score.own_level_dealer", mine=mine)
    return t("tractor.score.own_levels", mine=mine, dealer=level_text(board.level))


def draw_score(surface: pygame.Surface, board: Board, lay: TractorLayout, seat: int) -> None:
    rect = lay.score_panel
    draw.draw_panel(surface, rect, 14)
    h = lay.size[1]
    big, small = max(15, round(h * 0.03)), max(12, round(h * 0.022))
    x, y = rect.x + round(rect.w * 0.06), rect.y + round(rect.h * 0.1)
    line = round(rect.h * 0.28)
    word, colour = _trump_words(board)
    blit_text(surface, t("tractor.score.trump"), small, theme.MUTED, "topleft", (x, y + 3))
    blit_text(surface, f"{word} · {level_text(board.level)}", big, colour, "topleft",
              (x + round(rect.w * 0.2), y), bold=True)
    y += line
    blit_text(surface, levels_words(board, seat), small, theme.CREAM, "topleft", (x, y))
    y += line
    blit_text(surface, dealer_line(board), small, theme.GOLD, "topleft", (x, y))



def dealer_line(board: Board) -> str:
    """The score panel's third line: the dealer (and his friend calls), the standing bid
    in the auction, or the standing declaration while the cards are dealt."""
    if board.dealer is not None:
        dealer = t("tractor.score.dealer", seat=seat_label(board.dealer))
        if board.calls:
            calls = " ".join(friend_call_text(call) for call in board.calls)
            dealer += t("tractor.score.calls", calls=calls)
    elif board.auction:  # 三人竞标: the standing bid; nobody declares
        dealer = (t("tractor.score.bid", seat=seat_label(board.bidder), n=board.bid)
                  if board.bid is not None and board.bidder is not None
                  else t("tractor.score.no_bid"))
    elif board.standing is not None:
        s, cards, n = board.standing
        dealer = t("tractor.score.standing", seat=seat_label(s),
                   cards=cards_text(cards) if cards else t("tractor.hidden", n=n))
    else:
        dealer = t("tractor.score.no_declaration")
    return dealer

def draw_points(surface: pygame.Surface, art: CardArt, board: Board, lay: TractorLayout,
                seat: int) -> None:
    rect = lay.points_panel
    draw.draw_panel(surface, rect, 14)
    h = lay.size[1]
    big, small = max(18, round(h * 0.042)), max(12, round(h * 0.021))
    x, y = rect.x + round(rect.w * 0.06), rect.y + round(rect.h * 0.08)
    catching = seat not in board.dealer_side and board.dealer is not None
    goal_below = ""
    label = t("tractor.points.catchers_us" if catching else "tractor.points.catchers")
    blit_text(surface, label, small, theme.MUTED, "topleft", (x, y + 4))
    if board.target is not None and board.dealer is not None:  # what the catchers need
        goal = t("tractor.points.target", n=board.target)
        gx = x + font(small).size(label)[0] + round(rect.w * 0.04)
        number_w = font(big, True).size(str(board.catchers_points))[0]
        room = rect.right - round(rect.w * 0.1) - number_w
        if gx + font(small).size(goal)[0] <= room:
            blit_text(surface, goal, small, theme.DIM, "topleft", (gx, y + 4))
        else:  # no room beside the label: the panel's bottom left corner, under the cards
            goal_below = goal
    blit_text(surface, str(board.catchers_points), big, theme.GOLD, "topright",
              (rect.right - round(rect.w * 0.06), y - 4), bold=True)
    y += round(rect.h * 0.3)
    dealer_points = sum(board.points[s] for s in board.dealer_side) if board.points else 0
    footer = goal_below or dealer_points
    # The lines along the bottom edge keep their own strip: the cards stop above it.
    bottom = rect.bottom - 6 - (font(small).get_linesize() if footer else 0)
    _point_cards(surface, art, board.catchers_cards(),
                 pygame.Rect(x, y, rect.w - 2 * (x - rect.x), bottom - y), lay)
    if goal_below:
        blit_text(surface, goal_below, small, theme.DIM, "bottomleft", (x, rect.bottom - 6))
    if dealer_points:
        blit_text(surface, t("tractor.points.dealer_side", n=dealer_points), small, theme.DIM,
                  "bottomright", (rect.right - round(rect.w * 0.06), rect.bottom - 6))


def _point_cards(surface: pygame.Surface, art: CardArt, cards: list[Card], area: pygame.Rect,
                 lay: TractorLayout) -> None:
    """The catchers' point cards, overlapping faces that show their rank on the left
    (the part an overlapped card keeps), in two rows when many; the cards shrink, down
    to two thirds, rather than run past ``area`` (the lines under it stay readable)."""
    if not cards:
        blit_text(surface, t("tractor.points.none"), max(11, round(lay.size[1] * 0.019)),
                  theme.DIM, "midleft", (area.x, area.y + area.h // 3))
        return
    rows = 1 if len(cards) <= 12 else 2
    w = lay.mini_w
    while w > max(16, lay.mini_w * 2 // 3) and _rows_height(art, w, rows) > area.h:
        w -= 2
    ch = art.size(w)[1]
    per_row = -(-len(cards) // rows)
    step = min(round(w * 0.62), (area.w - w) // max(1, per_row - 1))
    row_step = min(ch // 2, max(0, area.h - ch))
    for i, card in enumerate(sorted(cards, key=lambda c: (c.rank, c.suit), reverse=True)):
        row, col = divmod(i, per_row)
        surface.blit(art.index_face(card, w), (area.x + col * step, area.y + row * row_step))


def _rows_height(art: CardArt, w: int, rows: int) -> int:
    """How tall ``rows`` rows of point cards ``w`` wide stand, each half over the last."""
    ch = art.size(w)[1]
    return ch + (rows - 1) * (ch // 2)
