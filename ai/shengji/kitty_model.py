"""Deals whose kitty is the one the dealer would have buried (issue 33).

A plain draw (:func:`ai.shengji.search.sample_deal`) puts any eight hidden cards in the
kitty: trumps, aces, points.  The dealer chose them: it took the kitty into its hand and
buried what it valued least (:mod:`ai.shengji.bury`: short plain suits, low cards, few
points), so its hand holds more trumps and high cards than a plain draw gives it, and the
kitty fewer.  :func:`buried_deal` redraws the dealer's hand and the kitty as one block and
buries from it by the policy, keeping a draw in which the burial agrees with what the
dealer has played since: it kept every card it played (the burial is made from the rest
when the whole would bury one), and every card it held of a suit it showed it is out of
went down (the rest of the burial is chosen around them).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ai.shengji.bury import choose_burial
from ai.shengji.inference import Deal
from ai.shengji.position import Position
from game.cards import Card

Draw = Callable[[Position, random.Random], Deal]


def buried_deal(pos: Position, rng: random.Random, draw: Draw, tries: int = 6) -> Deal:
    """A deal from ``draw`` whose kitty is the dealer's burial of its hand and the kitty
    (the first of ``tries`` draws that agrees with the dealer's play); a plain draw when the
    kitty is this seat's own or none agrees."""
    dealer = pos.sides.dealer
    first = draw(pos, rng)
    if pos.kitty is not None or dealer == pos.seat or not first[1]:
        return first
    played = [c for trick in pos.tricks for seat, cards in trick if seat == dealer
              for c in cards]
    deal = first
    for n in range(tries):
        if n:
            deal = draw(pos, rng)
        found = _bury(pos, deal, dealer, played)
        if found is not None:
            return found
    return first


def _bury(pos: Position, deal: Deal, dealer: int, played: list[Card]) -> Deal | None:
    hands, kitty = deal
    block = hands[dealer] + kitty
    size = len(kitty)
    order = pos.order
    buried = choose_burial(block + played, order, size)
    if any(c in played for c in buried):
        # It would have buried a card it has since played: bury from the rest instead,
        # which later in the hand is nearly every draw.
        buried = choose_burial(block, order, size)
    # A suit it has shown it is out of went down whole (or was played).
    forced = [c for c in block if pos.count.is_void(dealer, order.suit_of(c))]
    if any(c not in buried for c in forced):
        if len(forced) > size:
            return None
        rest = [c for c in block if c not in forced]
        buried = forced + choose_burial(rest, order, size - len(forced))
    kept = [c for c in block if c not in buried]
    if any(c not in kept for c in pos.count.shown.get(dealer, [])):
        return None
    out = dict(hands)
    out[dealer] = kept
    return out, buried
