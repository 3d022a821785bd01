"""三人竞标: the bid from hand strength, and the trump the winning bidder names.

The dealer plays alone against two, after taking the kitty and naming trump.
A hand is judged under its best trump (:func:`best_trump`): trump length and
pairs, jokers and level cards, aces and kings outside.  The stronger the hand,
the fewer points the two catchers are expected to take, and the lower the
target this seat dares bid (a lower bid wins the auction but leaves less room).
It keeps bidding one step below the standing bid while that stays above what
it expects to concede, plus a margin; then it passes.
"""

from __future__ import annotations

from collections.abc import Sequence

from ai.shengji.declare import pairs_in
from game.cards import SUITS, Card
from game.shengji.actions import PASS, Bid, NameTrump, TractorAction
from game.shengji.trump import Trump, order_for
from game.shengji.view import TractorView

BASE_CONCEDED = 150.0  # points an average hand concedes as the lone dealer
PER_TRUMP = 7.0
PER_PAIR = 6.0
PER_HIGH = 3.0
MARGIN = 15.0


def strength(hand: Sequence[Card], trump: Trump, rules: object) -> float:
    """Trump length, pairs, and high cards outside trump: the hand's worth under ``trump``."""
    order = order_for(trump, rules)
    trumps = [c for c in hand if order.is_trump(c)]
    pairs = pairs_in(hand, order)
    high = sum(1 for c in hand if not order.is_trump(c) and c.rank_char in "AK")
    return PER_TRUMP * len(trumps) + PER_PAIR * pairs + PER_HIGH * high


def best_trump(hand: Sequence[Card], level: str, rules: object) -> Trump:
    """The trump (a suit, or no trump) under which the hand is strongest."""
    options = [Trump(level, suit) for suit in SUITS] + [Trump(level, None)]
    if level == "W":
        options = [Trump(level, None)]
    return max(options, key=lambda t: strength(hand, t, rules))


def expected_conceded(hand: Sequence[Card], level: str, rules: object) -> float:
    """Points the catchers are expected to take if this hand deals (scaled to the hand)."""
    trump = best_trump(hand, level, rules)
    average = strength_baseline(len(hand))
    return max(0.0, BASE_CONCEDED - (strength(hand, trump, rules) - average))


def strength_baseline(cards: int) -> float:
    """The strength of an ordinary hand of this size under its best trump."""
    return cards * 4.2


def choose_bid(view: TractorView, boldness: float = 0.0) -> TractorAction:
    """One step below the standing bid while it stays above the expected concession;
    the highest target when passing is not allowed (the redeal cap's last bidder)."""
    legal = view.legal or ()
    bids = [a for a in legal if isinstance(a, Bid)]
    if not bids:
        return PASS
    floor = expected_conceded(view.hand, view.level, view.rules) + MARGIN - boldness
    top = max(bids, key=lambda b: b.value)
    return top if top.value >= floor or PASS not in legal else PASS


def choose_trump(view: TractorView) -> TractorAction:
    """Name the suit (or no trump) the hand, kitty included, is strongest in."""
    legal = [a for a in (view.legal or ()) if isinstance(a, NameTrump)]
    trump = best_trump(view.hand, view.level, view.rules)
    wanted = NameTrump(trump.suit)
    return wanted if wanted in legal else legal[0]
