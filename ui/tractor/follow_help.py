"""The selection helpers of a follow: which cards can take part in a legal follow, and
when a click on a card of a pair should take the pair.

Both read the rules core's own structure of the legal follows
(:func:`game.shengji.candidates.follow_candidates`): every legal follow is the core
of one candidate plus any ``count`` cards of its pool, so a card can be part of a
legal follow exactly when its face is in some candidate's core, or in its pool
while the pool is drawn from.  Copies of one face are interchangeable, so the
answer is by face (a second ``♠K`` is as playable as the first).  Nothing here
decides a rule; when the core stops listing (more layouts than its limit) the
help stays on the safe side and dims only the cards outside the led suit, which
can never be played while enough of the suit is held.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from game.cards import Card
from game.shengji import TractorView, Trump
from game.shengji.candidates import follow_candidates
from game.shengji.follow import lead_reading
from game.shengji.phase import PhaseName
from game.shengji.trump import order_for

LIMIT = 256  # layouts of the compulsory line the help asks for before it stops trusting the list


def following(view: TractorView) -> bool:
    """The player is to follow a lead now (not lead, not another phase)."""
    trick = view.trick
    return (view.phase == PhaseName.PLAY and view.trump is not None and trick is not None
            and not view.leading and bool(trick.plays))


def _lead(view: TractorView) -> list[Card]:
    assert view.trick is not None
    return list(view.trick.plays[0][1])


def playable_faces(hand: Sequence[Card], lead: Sequence[Card], trump: Trump,
                   rules: Any) -> set[object]:
    """The faces of ``hand`` that some legal follow of ``lead`` contains."""
    order = order_for(trump, rules)
    candidates = follow_candidates(list(hand), list(lead), trump, rules, limit=LIMIT)
    if len(candidates) >= LIMIT:  # the list may be cut short: every card of the led suit
        suit = lead_reading(list(lead), order).suit
        return {order.face(c) for c in hand if order.suit_of(c) == suit}
    faces: set[object] = set()
    for candidate in candidates:
        faces.update(order.face(c) for c in candidate.core)
        if candidate.count:
            faces.update(order.face(c) for c in candidate.pool)
    return faces


def unplayable(hand: Sequence[Card], lead: Sequence[Card], trump: Trump,
               rules: Any) -> set[Card]:
    """The cards of ``hand`` that no legal follow of ``lead`` contains."""
    order = order_for(trump, rules)
    faces = playable_faces(hand, lead, trump, rules)
    return {c for c in hand if order.face(c) not in faces}


def led_suit(view: TractorView) -> str | None:
    """The led effective suit while following (``T`` for trumps), else ``None``."""
    if not following(view):
        return None
    assert view.trump is not None
    order = order_for(view.trump, view.rules)
    return order.suit_of(_lead(view)[0])


def dimmed_cards(view: TractorView) -> set[Card]:
    """The cards of the hand no legal follow contains (none while leading or not playing)."""
    if not following(view):
        return set()
    assert view.trump is not None
    return unplayable(view.hand, _lead(view), view.trump, view.rules)


def pair_fits(view: TractorView, selected: Sequence[Card], card: Card) -> bool:
    """Whether a click on ``card`` (one of a pair) should take the pair.

    Leading, a pair is what Tractor plays.  Following, only when the lead has a
    pair or more in it, two more cards still fit the lead's size, and some legal
    follow holds two copies of this face — never for a single lead, nor when it
    would force the player into a follow the rules refuse.
    """
    if not following(view):
        return True
    assert view.trump is not None
    lead = _lead(view)
    order = order_for(view.trump, view.rules)
    candidates = follow_candidates(list(view.hand), lead, view.trump, view.rules, limit=LIMIT)
    shape = lead_reading(lead, order)
    if all(unit.width < 2 for unit in shape.units) or len(selected) + 2 > shape.size:
        return False
    face = order.face(card)
    for candidate in candidates:
        core = Counter(order.face(c) for c in candidate.core)[face]
        pool = Counter(order.face(c) for c in candidate.pool)[face]
        if core + min(pool, candidate.count) >= 2:
            return True
    return len(candidates) >= LIMIT
