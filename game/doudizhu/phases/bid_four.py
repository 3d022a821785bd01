"""Four-player bidding (``bid_four``, docs/doudizhu-modes.md §4) in the ``bidding4`` style, with the
must-bid rule.

- ``points`` (1/2/3), ``three_or_pass`` (必打: 3 or pass) or ``flipped_landlord``
  (Ningbo: the seat of the flipped card is offered the role first and may pass it
  on once around; if nobody accepts, it keeps it);
- a seat holding what :func:`must_bid` names may not pass while nobody has bid.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from game.cards import BIG_JOKER, SMALL_JOKER, Card, rank_counts
from game.doudizhu.bidding import CallBidding, CallRobBidding, PointsBidding
from game.doudizhu.phases.bid import BidPhase
from game.doudizhu.ruleset import DoudizhuRules

if TYPE_CHECKING:
    from game.doudizhu.game import Game

BIDDING4 = ("points", "three_or_pass", "flipped_landlord")


def bombs_in(cards: Iterable[Card]) -> int:
    """Ranks 3..2 held four or more times: each is a bomb of ``four`` (an eight counts once)."""
    return sum(1 for count in rank_counts(c.rank for c in cards)[:SMALL_JOKER] if count >= 4)


def must_bid(hand: Iterable[Card], rules: DoudizhuRules) -> bool:
    """Whether a seat may not pass while nobody has bid (docs/doudizhu-modes.md §4).

    Every style: all four jokers, or three bombs.  ``three_or_pass`` adds 必打: a
    bomb with a big joker, or a bomb with both small jokers; there the bid is 3.
    **Decision**: a bomb is a rank held four or more times, counted once however
    many cards it has; the four jokers are the rocket, not a bomb.

    >>> from game.cards import parse_cards
    >>> from game.rules import ruleset
    >>> must_bid(parse_cards("3333 4444 5555"), ruleset("four"))
    True
    >>> hand = parse_cards("3333 R")
    >>> must_bid(hand, ruleset("four")), must_bid(hand, ruleset("four", bidding4="three_or_pass"))
    (False, True)
    """
    cards = list(hand)
    counts = rank_counts(c.rank for c in cards)
    bombs = bombs_in(cards)
    if bombs >= 3 or (counts[SMALL_JOKER] >= rules.decks and counts[BIG_JOKER] >= rules.decks):
        return True
    if rules.bidding4 != "three_or_pass" or not bombs:
        return False
    return counts[BIG_JOKER] >= 1 or counts[SMALL_JOKER] >= 2


class FourBidPhase(BidPhase):
    """Four-player bidding in the ``bidding4`` style, with the must-bid rule."""

    name = "bid_four"

    def auction(self, game: Game) -> PointsBidding | CallRobBidding | CallBidding:
        rules, state = game.rules, game.state
        first = state.first_bidder
        must = frozenset(s for s in range(rules.seats) if must_bid(state.hands[s], rules))
        if rules.bidding4 == "flipped_landlord":
            return CallBidding(rules.seats, first, all_pass_landlord=True, must_call=must)
        return PointsBidding(
            rules.seats,
            first,
            rules.max_bid,
            rules.all_pass == "first_bidder_is_landlord",
            lowest=rules.max_bid if rules.bidding4 == "three_or_pass" else 1,
            must_bid=must,
        )
