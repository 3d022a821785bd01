"""What a lead looks like from the leader's seat, as numbers a learned model can weigh.

Issue 33: the expert's search could not tell the policy's best leads apart on sampled
deals (ai/RESULTS.md).  A lead is instead scored by a model fitted to what each of the
policy's best leads was worth when the hand was played out on the *true* deal with the
policy at every seat (bench/tractor_lead_data.py): in games the policy plays, the true deal
is a draw from exactly what the leader's view allows, so the average outcome of a lead with
these features is its worth to a seat that knows only its view.

Every feature is read from the position's count and sides and the policy's trick odds and
valuer, so the model sees nothing the policy may not.
"""

from __future__ import annotations

from collections.abc import Sequence

from ai.shengji.odds import TrickOdds
from ai.shengji.options import Option
from ai.shengji.position import Position
from ai.shengji.values import Valuer
from game.cards import Card
from game.shengji.cards import card_points, points
from game.shengji.shapes import read
from game.shengji.trump import TRUMP

NAMES: tuple[str, ...] = (
    "score",  # the policy's own worth of the lead (/10)
    "win",  # the chance the trick ends with this side
    "points",  # the lead's own points (/10)
    "cards",  # cards led
    "trump",  # a trump lead
    "throw",  # a throw
    "pairs",  # pairs in the lead
    "master",  # its top card has no hidden card above it
    "higher",  # hidden cards above its top card (at most 6)
    "suit_length",  # this seat's cards of the suit before the lead
    "voids_me",  # the lead empties this seat of a plain suit
    "suit_hidden",  # hidden cards of the suit (/10)
    "suit_points",  # hidden points of the suit (/10)
    "partner_void",  # a partner is known to be out of the suit
    "opponents_void",  # opponents known to be out of the suit
    "cost",  # what the hand loses by the lead (/10)
    "low_point_single",  # a single point card that is not a master
    "low_single",  # a single without points that is not a master
    "win_points",  # win × the suit's hidden points (/10)
    "late",  # the share of the hand already played
    "trump_share",  # this seat's share of the trumps not yet played
    "lose_points",  # (1 − win) × the lead's points (/10)
)


def lead_features(pos: Position, odds: TrickOdds, valuer: Valuer, option: Option,
                  score: float) -> tuple[float, ...]:
    """The features of leading ``option`` (in the order of :data:`NAMES`): ``odds`` are the
    trick odds of the lead as the policy reads them, ``valuer`` the policy's, ``score`` its
    worth of the lead."""
    order = pos.order
    win = odds.friendly_chance(((pos.seat, option),))
    suit = odds.suit
    shape = read(list(option), order)
    count = pos.count
    top = max(option, key=order.index)
    higher = count.higher_hidden(top)
    mine = [c for c in pos.hand if order.suit_of(c) == suit]
    hidden = count.hidden_in(suit)
    hidden_points = sum(card_points(c) for c in hidden)
    own_points = points(list(option))
    single = len(option) == 1
    trumps_mine = sum(1 for c in pos.hand if order.is_trump(c))
    trumps_out = len(count.hidden_in(TRUMP))
    return (
        score / 10.0,
        win,
        own_points / 10.0,
        float(len(option)),
        float(suit == TRUMP),
        float(shape.is_throw),
        float(sum(u.length for u in shape.units if u.width >= 2)),
        float(higher == 0),
        float(min(higher, 6)),
        float(len(mine)),
        float(suit != TRUMP and len(mine) == len(option)),
        len(hidden) / 10.0,
        hidden_points / 10.0,
        float(any(count.is_void(s, suit) for s in pos.sides.partners)),
        float(sum(1 for s in pos.sides.opponents if count.is_void(s, suit))),
        valuer.cost(pos.hand, option) / 10.0,
        float(single and own_points > 0 and higher > 0),
        float(single and own_points == 0 and higher > 0),
        win * hidden_points / 10.0,
        _late(pos.hand, count.played.get(pos.seat, [])),
        trumps_mine / max(1, trumps_mine + trumps_out),
        (1.0 - win) * own_points / 10.0,
    )


def _late(hand: Sequence[Card], played: Sequence[Card]) -> float:
    """The share of this seat's hand already played."""
    return len(played) / max(1, len(hand) + len(played))
