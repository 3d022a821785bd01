"""Declaring trump 亮主: when to show a level card, reinforce, override, or wait.

A declaration is judged by what it would make trump among the cards received
so far: the jokers, the level cards and the declared suit (its colour in the
one-deck game), pairs counting extra.  Early in the deal a few cards say
little, so the bar starts high and falls as the hand fills; in a match's
first hand the declarer becomes dealer, which is worth a lower bar.  A
partner's standing declaration is left alone; one's own is reinforced when
the pair is there; a joker pair (no trump) is shown to stop an opponent's
suit this hand is short in, or when the hand is strong in plain suits.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from game.cards import Card
from game.shengji.actions import PASS, Declare, TractorAction
from game.shengji.modes import TEAMS_FIXED_PARTNERS
from game.shengji.trump import Order, Trump, order_for
from game.shengji.view import TractorView

EARLY_BAR = 0.46  # trump share needed with the first few cards …
LATE_BAR = 0.34  # … falling to this once the hand is full
FIRST_HAND_EASE = 0.04  # in a match's first hand declaring also wins the deal
MIN_CARDS = 3  # trumps a declaration needs among the cards received
PAIR_WEIGHT = 0.5
NO_TRUMP_BAR = 0.30  # no-trump share (jokers, level cards, aces) to show a joker pair


def trump_share(hand: Sequence[Card], trump: Trump, rules: object) -> tuple[float, int]:
    """The share of ``hand`` that would be trump, pairs counting extra, and the trump count."""
    if not hand:
        return 0.0, 0
    order = order_for(trump, rules)
    trumps = [c for c in hand if order.is_trump(c)]
    return (len(trumps) + PAIR_WEIGHT * pairs_in(trumps, order)) / len(hand), len(trumps)


def pairs_in(cards: Iterable[Card], order: Order) -> int:
    """How many pairs ``cards`` hold, two cards of one face as ``order`` reads faces."""
    faces = Counter(order.face(c) for c in cards)
    return sum(n // 2 for n in faces.values())


def plain_strength(hand: Sequence[Card], trump: Trump, rules: object) -> float:
    """Jokers, level cards and aces as a share of the hand: what no trump rewards."""
    order = order_for(trump, rules)
    strong = sum(1 for c in hand if order.is_trump(c) or c.rank_char == "A")
    return strong / len(hand) if hand else 0.0


def _suit_of(declare: Declare) -> str | None:
    first = declare.cards[0]
    return None if first.is_joker else first.suit


def _standing(view: TractorView) -> tuple[int, tuple[Card, ...]] | None:
    if not view.declarations:
        return None
    seat, cards, _ = view.declarations[-1]
    return seat, cards


def _partner(view: TractorView, seat: int) -> bool:
    return view.rules.teams == TEAMS_FIXED_PARTNERS and (seat - view.seat) % 2 == 0


def bar(view: TractorView) -> float:
    """The trump share a declaration needs now."""
    received = len(view.hand) / max(1, view.rules.hand_size)
    needed = EARLY_BAR - (EARLY_BAR - LATE_BAR) * min(1.0, received)
    return needed - (FIRST_HAND_EASE if view.dealer is None else 0.0)


def choose_declaration(view: TractorView, eagerness: float = 0.0) -> TractorAction:
    """Declare, reinforce, override or pass (``eagerness`` lowers the bar)."""
    declares = [a for a in (view.legal or ()) if isinstance(a, Declare)]
    if not declares:
        return PASS
    standing = _standing(view)
    if standing is not None and standing[0] != view.seat and _partner(view, standing[0]):
        return PASS
    hand = view.hand
    needed = bar(view) - eagerness
    best: tuple[float, Declare] | None = None
    for declare in declares:
        suit = _suit_of(declare)
        trump = Trump(view.level, suit)
        share, trumps = trump_share(hand, trump, view.rules)
        if suit is None:
            share = plain_strength(hand, trump, view.rules)
            ok = share >= NO_TRUMP_BAR - eagerness or _blocks(view, standing)
        elif standing is not None and standing[0] == view.seat:
            ok = True  # reinforcing a standing declaration only protects it
        else:
            ok = share >= needed and trumps >= MIN_CARDS
        score = share + 0.01 * len(declare.cards)
        if ok and (best is None or score > best[0]):
            best = (score, declare)
    return best[1] if best is not None else PASS


def _blocks(view: TractorView, standing: tuple[int, tuple[Card, ...]] | None) -> bool:
    """A joker pair stops an opponent's suit that this hand is short in."""
    if standing is None or not standing[1] or standing[1][0].is_joker:
        return False
    suit = standing[1][0].suit
    share, _ = trump_share(view.hand, Trump(view.level, suit), view.rules)
    return share < LATE_BAR * 0.6 and len(view.hand) >= view.rules.hand_size // 2
