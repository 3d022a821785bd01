"""Burying the kitty 扣底: void a short suit, keep trump length, keep points out of reach.

Every card has a keep-worth: trumps most (length wins the endgame), then
pairs and tractors, masters and high cards; point cards carry the risk of
抠底 — the catchers who win the last trick take the kitty's points at least
twice — so they go down only when nothing cheaper is left.  Emptying a plain
suit is worth a ruff later, so the burial tries voiding each short suit (and
each two of them) and fills the rest with the cheapest cards, then keeps the
cheapest burial of all.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from game.cards import Card
from game.shengji.cards import card_points
from game.shengji.trump import TRUMP, Order

TRUMP_WORTH = 20.0
PAIR_WORTH = 6.0
POINT_RISK = 0.8  # keep-worth per point: the kitty pays at least double to the catchers
VOID_GAIN = 5.0  # an emptied plain suit, when trumps remain to ruff with
MAX_VOIDS = 2


def keep_worth(card: Card, order: Order, paired: bool, top_index: int) -> float:
    """How much the hand loses by burying this card."""
    worth = POINT_RISK * card_points(card)
    if order.is_trump(card):
        return worth + TRUMP_WORTH + order.index(card)
    rank_from_top = top_index - order.index(card)
    worth += max(0.0, 6.0 - 1.5 * rank_from_top)
    return worth + (PAIR_WORTH if paired else 0.0)


def choose_burial(hand: Sequence[Card], order: Order, size: int) -> list[Card]:
    """The ``size`` cards to bury from ``hand`` (which includes the kitty just taken)."""
    faces: dict[tuple[int, str], int] = {}
    for c in hand:
        faces[order.face(c)] = faces.get(order.face(c), 0) + 1
    top = max((order.index(c) for c in hand if not order.is_trump(c)), default=11)
    worth = {c: keep_worth(c, order, faces[order.face(c)] >= 2, max(top, 11)) for c in hand}
    suits: dict[str, list[Card]] = {}
    for c in hand:
        suits.setdefault(order.suit_of(c), []).append(c)
    trumps = len(suits.get(TRUMP, []))
    plain = [s for s in suits if s != TRUMP and len(suits[s]) <= size]
    best: tuple[float, list[Card]] | None = None
    for voids in range(0, MAX_VOIDS + 1):
        for chosen in combinations(plain, voids):
            buried = [c for s in chosen for c in suits[s]]
            if len(buried) > size:
                continue
            rest = sorted((c for c in hand if c not in buried), key=lambda c: worth[c])
            buried += rest[: size - len(buried)]
            gain = VOID_GAIN * len(chosen) if trumps >= 3 else 0.0
            cost = sum(worth[c] for c in buried) - gain
            if best is None or cost < best[0]:
                best = (cost, buried)
    assert best is not None
    return best[1]
