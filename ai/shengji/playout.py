"""A sampled deal played out from a position, and what its end is worth to a side.

The search (:mod:`ai.shengji.search`), its deeper look-ahead (:mod:`ai.shengji.deep`) and
the review share these two: :func:`rollout_from` sets one sampled deal up from where a
seat stands, and :func:`utility` scores the catchers' total at the end as that seat's
side does.  They sit apart from the search so the deep look-ahead can use them without
importing the search that calls it.
"""

from __future__ import annotations

from ai.shengji.position import Position
from ai.shengji.rollout import Rollout
from game.cards import Card

BAND_WEIGHT = 0.5  # of the score that counts whole level bands (s = 20 × decks)


def utility(catchers: int, pos: Position, bands: float = BAND_WEIGHT) -> float:
    """The catchers' total as this seat's side scores it (higher is better for it);
    ``bands`` of it counts whole level bands, the rest each point."""
    step = pos.rules.level_step
    score = (1.0 - bands) * catchers + bands * step * (catchers // step)
    return score if not pos.sides.dealer_side else -score


def rollout_from(pos: Position, hands: dict[int, list[Card]], kitty: list[Card]) -> Rollout:
    """The roll-out of one sampled deal from ``pos``: this seat's own hand, the others'
    sampled ones, the trick in play and the points taken so far."""
    dealt = [list(cards) for cards in dealt_hands(pos, hands)]
    taken = list(pos.points_taken) or [0] * pos.seats
    return Rollout(pos.rules, pos.trump, dealt, dealer_side(pos), list(pos.current),
                   trick_leader(pos), taken, kitty)


def dealt_hands(pos: Position, hands: dict[int, list[Card]]) -> tuple[tuple[Card, ...], ...]:
    """Every seat's cards in one sampled deal: this seat's own, the others' sampled."""
    return tuple(tuple(pos.hand) if s == pos.seat else tuple(hands[s])
                 for s in range(pos.seats))


def dealer_side(pos: Position) -> frozenset[int]:
    """The dealer's side as ``pos`` plays it."""
    return frozenset(s for s in range(pos.seats) if pos.on_dealer_side(s))


def trick_leader(pos: Position) -> int:
    """Who leads the trick in play (this seat, when it is to lead)."""
    current = pos.current
    return current[0][0] if current else pos.seat
