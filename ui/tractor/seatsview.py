"""The seats around the Tractor table: avatar, name, cards left, the 庄 badge on the
dealer, the side each seat plays for (partner, opponent), the seat's own level where
each player has one (找朋友, 三人竞标), whose turn it is, and a declaration shown face
up beside its seat while the deal goes on.
"""

from __future__ import annotations

import math

import pygame

from game.cards import Card
from game.shengji.phase import PhaseName
from ui.app.i18n import t, tn
from ui.art import avatars, draw, theme
from ui.art.cardart import CardArt, family_back
from ui.art.text import blit_text, font
from ui.tractor.board import Board
from ui.tractor.layout import TractorLayout
from ui.tractor.presenter import level_text
from ui.tractor.words import seat_label

GLOW_STEP = 10  # the acting seat's glow: alpha steps (see _seat)


def draw_seats(surface: pygame.Surface, art: CardArt, board: Board, lay: TractorLayout,
               viewer: int, to_act: int | None, clock: float, teams: str) -> list[pygame.Rect]:
    """Draws the seats and answers what the trick's 大 tag must keep off (as
    :func:`keep_off`, from the plates just drawn: not measured twice a frame)."""
    partners, friends = teams == "fixed_partners", teams == "friends"
    plates = {seat: _seat(surface, board, lay, seat, viewer, to_act == seat, clock, partners,
                          friends) for seat in lay.seats}
    if board.phase in (PhaseName.DEALING, PhaseName.FINAL_ROUND):
        for seat, cards, count in _latest_by_seat(board):
            _declaration(surface, art, lay, seat, cards, count, board.standing)
    return _keep_off(lay, plates)


def _latest_by_seat(board: Board) -> list[tuple[int, tuple[Card, ...], int]]:
    latest: dict[int, tuple[int, tuple[Card, ...], int]] = {}
    for seat, cards, count in board.declarations:
        latest[seat] = (seat, cards, count)
    return list(latest.values())


def _seat(surface: pygame.Surface, board: Board, lay: TractorLayout, seat: int, viewer: int,
          acting: bool, clock: float, partners: bool, friends: bool) -> pygame.Rect:
    """Draws one seat; answers its name plate."""
    spot = lay.seats[seat]
    x, y = spot.avatar
    r = spot.radius
    if acting:
        # The pulse steps its alpha by GLOW_STEP: each step is one cached circle, where a
        # fresh alpha each frame drew a new anti-aliased circle and crowded the cache.
        alpha = 90 + GLOW_STEP * round(60 * math.sin(clock * 5) / GLOW_STEP)
        glow = draw.circle(2 * r + 14, (246, 200, 92, alpha))
        surface.blit(glow, glow.get_rect(center=(x, y)))
    surface.blit(avatars.avatar(seat, 2 * r), (x - r, y - r))
    size = max(12, round(lay.size[1] * 0.022))
    line = _role_line(board, seat, viewer, partners, friends, spot.place)
    plate = _plate(lay, seat, line)
    draw.draw_panel(surface, plate, plate.h // 3, shadow=False)
    blit_text(surface, seat_label(seat), size, theme.CREAM, "midtop",
              (plate.centerx, plate.y + round(size * 0.2)), bold=True)
    blit_text(surface, line, max(11, size - 3), theme.MUTED, "midtop",
              (plate.centerx, plate.y + round(size * 1.45)))
    if board.dealer == seat:
        _badge(surface, t("tractor.badge.dealer"), (x + round(r * 0.78), y - round(r * 0.78)),
               max(18, round(r * 0.62)))
    return plate


def _plate(lay: TractorLayout, seat: int, line: str) -> pygame.Rect:
    """The name plate under a seat's avatar, wide enough for its name and ``line``."""
    x, y = lay.seats[seat].avatar
    r = lay.seats[seat].radius
    size = max(12, round(lay.size[1] * 0.022))
    width = max(font(size, True).size(seat_label(seat))[0],
                font(max(11, size - 3)).size(line)[0]) + round(size * 1.4)
    plate = pygame.Rect(0, 0, max(round(r * 2.9), width), round(size * 2.7))
    plate.midtop = (x, y + r + 4)
    plate.clamp_ip(pygame.Rect(4, 0, lay.size[0] - 8, lay.size[1]))
    return plate


def keep_off(board: Board, lay: TractorLayout, viewer: int, teams: str) -> list[pygame.Rect]:
    """What the trick's 大 tag must not cover: the two corner panels, every seat's
    avatar and its name plate."""
    partners, friends = teams == "fixed_partners", teams == "friends"
    return _keep_off(lay, {seat: _plate(lay, seat, _role_line(board, seat, viewer, partners,
                                                              friends, spot.place))
                           for seat, spot in lay.seats.items()})


def _keep_off(lay: TractorLayout, plates: dict[int, pygame.Rect]) -> list[pygame.Rect]:
    """The corner panels, then each seat's avatar and name plate (``plates``)."""
    out = [lay.score_panel, lay.points_panel]
    for seat, plate in plates.items():
        spot = lay.seats[seat]
        r = spot.radius
        out += [pygame.Rect(spot.avatar[0] - r, spot.avatar[1] - r, 2 * r, 2 * r), plate]
    return out


def _role_line(board: Board, seat: int, viewer: int, partners: bool, friends: bool,
               place: str = "top") -> str:
    """The seat's side and, for the other seats, how many cards it holds."""
    if board.dealer is None:
        role = (partner_word(place)
                if partners and seat != viewer and seat % 2 == viewer % 2 else "")
    elif partners or not friends:
        side = "dealer_side" if seat in board.dealer_side else "catcher"
        role = t(f"tractor.role.{side}")
    elif seat == board.dealer:
        role = t("tractor.role.dealer")
    else:  # finding friends: a seat is known only once it has played the called card
        role = t("tractor.role.friend") if seat in board.dealer_side else ""
    level = t("tractor.seat.level", level=level_text(board.level_of[seat])) if (
        board.own_levels) else ""
    count = board.counts[seat]
    info = tn("tractor.seat.cards", count, n=count) if seat != viewer else ""
    return " · ".join(p for p in (role, level, info) if p)


def partner_word(place: str) -> str:
    """A partner's name by where he sits: 对家 across the table, and at six seats, where
    two partners sit up the sides, 左侧队友 / 右侧队友 (both were '对家')."""
    if place in ("left", "right"):
        return t(f"tractor.role.partner_{place}")
    return t("tractor.role.partner")


def _badge(surface: pygame.Surface, label: str, centre: tuple[int, int], d: int) -> None:
    disc = draw.circle(d, (*theme.RED, 255), (255, 230, 170, 255), 2)
    surface.blit(disc, disc.get_rect(center=centre))
    blit_text(surface, label, round(d * 0.6), theme.WHITE, "center", centre, bold=True)


def _declaration(surface: pygame.Surface, art: CardArt, lay: TractorLayout, seat: int,
                 cards: tuple[Card, ...], count: int,
                 standing: tuple[int, tuple[Card, ...], int] | None) -> None:
    """Cards a seat declared with, face up beside it (backs for a hidden declaration)."""
    spot = lay.seats[seat]
    w = lay.mini_w + 10
    ch = art.size(w)[1]
    x, y = spot.avatar
    r = spot.radius
    total = w + (count - 1) * round(w * 0.55)
    if spot.place == "right":
        x0, y0 = x - r - 12 - total, y - ch // 2
    elif spot.place == "player":
        x0, y0 = x + r + 12, y - r - ch - 8
    else:
        x0, y0 = x + r + 12, y - ch // 2
    live = standing is not None and standing[0] == seat
    for i in range(count):
        image = art.face(cards[i], w) if cards else art.back(family_back("shengji"), w)
        surface.blit(image, (x0 + i * round(w * 0.55), y0))
    if live:
        area = pygame.Rect(x0 - 4, y0 - 4, total + 8, ch + 8)
        pygame.draw.rect(surface, theme.GOLD, area, 2, border_radius=6)
