"""Practice's open hands at the Tractor table: every AI hand face up, in small fans.

Each fan keeps to its seat's own space and never covers the trick: a side seat's
hand spreads under its name plate toward the middle of its edge, down to the
next seat below (or the player's hand); a seat across the top spreads beside its
avatar, between the corner panels.  Cards are the index faces the Dou Dizhu open
hands use (``CardArt.index_face``), laid by :mod:`ui.table.fan` and sorted as the
player's own hand is (effective suit, trump last).

The cards come from the hand's whole truth (practice only, never in a normal
game), caught up with the table: a play still waiting in the presenter's queue
stays in its seat's fan until it is shown, and during the deal a seat shows only
the cards that have visibly arrived.
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from game.cards import Card
from game.events import Event
from game.shengji import Trump
from game.shengji.events import CardsPlayed
from game.shengji.trump import order_for
from ui.art.cardart import CardArt, card_height
from ui.table.fan import FanShape, fan_positions, fan_shape
from ui.tractor.board import Board
from ui.tractor.cardsort import display_key
from ui.tractor.layout import TractorLayout

GAP = 6


def shown_hands(hands: list[list[Card]], queue: Iterable[Event], board: Board,
                viewer: int) -> dict[int, list[Card]]:
    """Each other seat's cards as the table shows them now (see the module)."""
    pending: dict[int, list[Card]] = {}
    for event in queue:
        if isinstance(event, CardsPlayed):
            pending.setdefault(event.seat, []).extend(event.cards)
    out: dict[int, list[Card]] = {}
    for seat, cards in enumerate(hands):
        if seat == viewer:
            continue
        held = [*cards, *pending.get(seat, ())]
        count = board.counts[seat] if seat < len(board.counts) else len(held)
        out[seat] = held[:max(0, count)]
    return out


def plate_bottom(lay: TractorLayout, seat: int) -> int:
    """The foot of a seat's name plate (as :mod:`ui.tractor.seatsview` draws it)."""
    spot = lay.seats[seat]
    size = max(12, round(lay.size[1] * 0.022))
    return spot.avatar[1] + spot.radius + 4 + round(size * 2.7)


Area = tuple[pygame.Rect, str]


def open_areas(lay: TractorLayout, viewer: int, hand_top: int,
               dealing: bool = False) -> dict[int, Area]:
    """Where each other seat's open hand may spread, and the edge its rows keep to
    (``dealing``: a lone seat across the top fans left, its declaration goes right)."""
    out: dict[int, Area] = {}
    for seat, spot in lay.seats.items():
        if seat == viewer:
            continue
        if spot.place in ("left", "right"):
            out[seat] = (_side_area(lay, seat, viewer, hand_top), spot.place)
        elif spot.place == "top":
            out[seat] = _top_area(lay, seat, dealing)
    return out


def _side_area(lay: TractorLayout, seat: int, viewer: int, hand_top: int) -> pygame.Rect:
    """Under the plate, toward the middle of the edge; with two seats on an edge (six
    at the table) there is no room under a plate, so inward of it, below the seat's own
    play and above the next play down (or the player's hand)."""
    w = lay.size[0]
    spot = lay.seats[seat]
    lower = [s for o, s in lay.seats.items()
             if o != seat and s.place == spot.place and s.avatar[1] > spot.avatar[1]]
    stacked = any(o != seat and s.place == spot.place for o, s in lay.seats.items())
    if not stacked:
        top = plate_bottom(lay, seat) + GAP
        bottom = hand_top - GAP
        if spot.place == "left":
            player = lay.seats[viewer]
            bottom = min(bottom, player.avatar[1] - player.radius - GAP)
        width = round(w * 0.21)
        x = GAP + 2 if spot.place == "left" else w - GAP - 2 - width
        return pygame.Rect(x, top, width, max(0, bottom - top))
    half_card = card_height(lay.trick_w) // 2
    top = spot.play[1] + half_card + GAP
    bottom = (min(s.play[1] for s in lower) - half_card if lower else hand_top) - GAP
    inner = abs(spot.avatar[0] - (0 if spot.place == "left" else w)) + max(
        round(spot.radius * 1.45), round(w * 0.055)) + GAP
    width = max(0, round(w * 0.34) - inner)
    x = inner if spot.place == "left" else w - inner - width
    return pygame.Rect(x, top, width, max(0, bottom - top))


def _top_area(lay: TractorLayout, seat: int, dealing: bool) -> Area:
    """Beside the avatar: outward of the middle (the right of a lone top seat), from the
    top bar to the name plate's foot, clear of the corner panels and the other top seats."""
    spot = lay.seats[seat]
    x, _y = spot.avatar
    half = round(spot.radius * 1.6)
    top = lay.top_bar.bottom + GAP
    bottom = plate_bottom(lay, seat)
    tops = sorted(s.avatar[0] for s in lay.seats.values() if s.place == "top")
    right_side = x >= lay.size[0] // 2 and not (dealing and len(tops) == 1)
    if right_side:
        left = x + half + GAP
        neighbours = [o - round(spot.radius * 1.6) for o in tops if o > x]
        right = min([lay.points_panel.left, *neighbours]) - GAP
        align = "left"
    else:
        right = x - half - GAP
        neighbours = [o + round(spot.radius * 1.6) for o in tops if o < x]
        left = max([lay.score_panel.right, *neighbours]) + GAP
        align = "right"
    return pygame.Rect(left, top, max(0, right - left), max(0, bottom - top)), align


def draw_open_hands(surface: pygame.Surface, art: CardArt, lay: TractorLayout,
                    hands: dict[int, list[Card]], trump: Trump | None, rules: object,
                    viewer: int, hand_top: int, dealing: bool = False) -> None:
    """Every hand in ``hands`` face up in its seat's space (drawn under the seats, so a
    declaration shown beside a seat stays on top)."""
    key = display_key(order_for(trump, rules)) if trump is not None else None
    widest = max(20, round(lay.card_w * 0.42))
    narrowest = max(16, round(lay.mini_w * 0.7))
    for seat, (area, align) in open_areas(lay, viewer, hand_top, dealing).items():
        cards = hands.get(seat) or []
        if not cards or area.w <= 0 or area.h <= 0:
            continue
        ordered = sorted(cards, key=key) if key is not None else list(cards)
        shape = _best_shape(len(ordered), area, widest, narrowest)
        pad = art.shadow_pad(shape.card_w)
        for card, (cx, cy) in zip(ordered, fan_positions(shape, area, align), strict=False):
            surface.blit(art.shadow(shape.card_w), (cx - pad + 1, cy - pad + 2))
            surface.blit(art.index_face(card, shape.card_w), (cx, cy))


def _best_shape(count: int, area: pygame.Rect, widest: int, narrowest: int) -> FanShape:
    """The shared fan's shape, or one row of smaller cards where that shows them bigger
    (a low, wide space), never taller than the space while a card of ``narrowest - 4``
    still fits."""
    shape = fan_shape(count, area.size, widest, narrowest)
    floor = max(12, narrowest - 4)
    for width in range(widest, floor - 1, -1):
        step = width // 2
        if card_height(width) <= area.h and width + step * (count - 1) <= area.w:
            fits = shape.size()[1] <= area.h
            if width > shape.card_w or not fits:
                step = min(round(width * 0.62), (area.w - width) // max(1, count - 1))
                return FanShape(width, step, (count,), 0)
            break
    return shape
