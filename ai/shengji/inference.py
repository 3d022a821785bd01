"""Deals that the other seats' own plays make likely: inference by the policy (记牌 that reads
intent, not only voids).

:func:`ai.shengji.search.sample_deal` deals the hidden cards to fit the seat counts, the
cards shown, the voids and the missing pairs.  A play says more: a seat that answered its
partner's winning ace with a 3 holds no point card it would rather have fed, a seat that
led a low club holds a hand whose best lead that was.  The other seats play much like
this seat's own policy (the search assumes it at every reply), so the policy can read the
table: in a sampled deal, rebuild each other seat's hand and position as they were at its
latest play, and ask whether the policy holding it would have played the same faces.  A
deal whose hands explain more of those plays is likelier to be the real one.

:func:`likely_deal` draws a few deals and keeps the one that explains the most (ties to
the first drawn, so with no evidence it is a plain draw).
"""

from __future__ import annotations

from collections.abc import Callable

from ai.shengji.counting import Count, Play
from ai.shengji.position import Position, sides_known
from game.cards import Card

Deal = tuple[dict[int, list[Card]], list[Card]]
Chooser = Callable[[Position], list[Card]]


def latest_plays(pos: Position) -> list[tuple[int, int, int]]:
    """Each other seat's latest follow as (seat, trick index, place in that trick).

    Leads are left out: a lead weighs every component of the hand, several times the
    cost of a follow, and says less about any one suit."""
    found: dict[int, tuple[int, int, int]] = {}
    for t in range(len(pos.tricks) - 1, -1, -1):
        for place, (seat, _) in enumerate(pos.tricks[t]):
            if place and seat != pos.seat and seat not in found:
                found[seat] = (seat, t, place)
        if len(found) == pos.seats - 1:
            break
    return sorted(found.values())


def position_then(pos: Position, deal: Deal, seat: int, t: int, place: int) -> Position:
    """``seat``'s decision point at its play ``place`` of trick ``t``, in the sampled deal:
    its hand then (its sampled cards and what it has played since), the tricks before,
    the cards each seat held then, the kitty if it buried it."""
    hands, kitty = deal
    after: list[Play] = list(pos.tricks[t][place:])
    for later in pos.tricks[t + 1:]:
        after.extend(later)
    back: dict[int, list[Card]] = {}
    for who, cards in after:
        back.setdefault(who, []).extend(cards)
    hand = tuple(hands[seat]) + tuple(back.get(seat, ()))
    left = tuple(n + len(back.get(s, ())) for s, n in enumerate(pos.cards_left))
    tricks = (*pos.tricks[:t], tuple(pos.tricks[t][:place]))
    dealer_side = {s for s in range(pos.seats) if pos.on_dealer_side(s)}
    sides = sides_known(pos.seats, seat, pos.sides.dealer, dealer_side)
    known = tuple(kitty) if seat == pos.sides.dealer else None
    count = Count.build(pos.order, pos.rules.decks, seat, pos.seats, hand, pos.tricks[:t],
                        pos.shown, known)
    return Position(
        rules=pos.rules,
        trump=pos.trump,
        seat=seat,
        hand=hand,
        tricks=tricks,
        sides=sides,
        cards_left=left,
        shown=pos.shown,
        kitty=known,
        points_taken=pos.points_taken,
        base_count=count,
    )


def explained(pos: Position, deal: Deal, plays: list[tuple[int, int, int]],
              choose: Chooser) -> int:
    """How many of the other seats' latest follows the policy repeats in this deal."""
    order = pos.order
    score = 0
    for seat, t, place in plays:
        then = position_then(pos, deal, seat, t, place)
        made = pos.tricks[t][place][1]
        if len(then.hand) == len(made):
            continue  # the seat's last cards: nothing was chosen
        mine = choose(then)
        score += sorted(order.face(c) for c in mine) == sorted(order.face(c) for c in made)
    return score


def likely_deal(pos: Position, draws: int, draw: Callable[[], Deal], choose: Chooser) -> Deal:
    """Of ``draws`` deals from ``draw``, the one whose hands explain the most of the other
    seats' latest plays (the first on a tie)."""
    plays = latest_plays(pos)
    best: Deal | None = None
    best_score = -1
    for _ in range(max(1, draws)):
        deal = draw()
        score = explained(pos, deal, plays, choose) if plays and draws > 1 else 0
        if score > best_score:
            best, best_score = deal, score
        if best_score == len(plays):
            break
    assert best is not None
    return best
