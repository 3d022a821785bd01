"""找朋友: choosing the friend card, and guessing the friend before the reveal.

The call.  The dealer names "the k-th copy of a face" that is not trump.  The
best call is an ace of a plain suit the dealer holds none of — whoever plays
the first one joins, and his ace clears the way for the dealer's kings — in the
suit where the dealer is longest (the friend's winner then sets up the rest).
Holding some aces of every suit, the dealer calls the copy after his own
(he plays his first; the next one found is the friend's), or a king.

The guess.  Until the call is answered, a seat that gives points to tricks the
dealer's side wins looks like the friend, one that takes points from them
looks like a catcher (:func:`friend_evidence`).
"""

from __future__ import annotations

from collections.abc import Sequence

from ai.shengji.counting import Play
from game.cards import Card
from game.shengji.actions import CallFriends, FriendCall, TractorAction
from game.shengji.cards import points
from game.shengji.modes import TractorRules
from game.shengji.trick import trick_winner
from game.shengji.trump import Trump
from game.shengji.view import TractorView

FACE_PREFERENCE = "AK"
EVIDENCE_BAR = 15  # points of evidence that make a seat the presumed friend


def call_score(call: FriendCall, hand: Sequence[Card]) -> float:
    """How good a call is for this hand (higher is better)."""
    copies = sum(1 for c in hand if call.matches(c))
    suit_length = sum(1 for c in hand if not c.is_joker and c.suit == call.suit)
    if copies + 1 != call.ordinal:
        return -100.0  # the dealer would have to play more of his own copies first
    face = FACE_PREFERENCE.find(call.rank)
    score = 10.0 - 4.0 * (face if face >= 0 else 4)
    return score - 3.0 * copies + 0.5 * suit_length


def choose_call(view: TractorView, legal: Sequence[TractorAction]) -> TractorAction:
    """The friend call for the dealer's hand (one call, from the listed ones)."""
    calls = [a for a in legal if isinstance(a, CallFriends)]
    if not calls:
        raise ValueError("no friend call is offered")
    return max(calls, key=lambda a: sum(call_score(c, view.hand) for c in a.calls))


def calls_for(view: TractorView, options: Sequence[FriendCall], wanted: int) -> CallFriends:
    """Several calls at once (a mode with more than one): the best distinct ones."""
    ranked = sorted(options, key=lambda c: -call_score(c, view.hand))
    chosen: list[FriendCall] = []
    for call in ranked:
        if all((c.rank, c.suit) != (call.rank, call.suit) for c in chosen):
            chosen.append(call)
        if len(chosen) == wanted:
            break
    return CallFriends(tuple(chosen))


def friend_evidence(tricks: Sequence[Sequence[Play]], dealer_side: frozenset[int],
                    trump: Trump, rules: TractorRules) -> dict[int, int]:
    """Points each seat not known to be on the dealer's side gave to the dealer's side's
    tricks, less the points it took from them."""
    seats = rules.seats
    evidence = {s: 0 for s in range(seats) if s not in dealer_side}
    for plays in tricks:
        if len(plays) < seats:
            continue
        winner = plays[trick_winner([list(c) for _, c in plays], trump, rules)][0]
        for seat, cards in plays:
            if seat not in evidence:
                continue
            if winner in dealer_side:
                evidence[seat] += points(cards)
            elif winner == seat:
                evidence[seat] -= sum(points(c) for _, c in plays)
    return evidence


def presumed_friend(evidence: dict[int, int]) -> int | None:
    """The seat whose evidence clearly points to the friend, if any."""
    if not evidence:
        return None
    seat, score = max(evidence.items(), key=lambda kv: kv[1])
    others = [v for s, v in evidence.items() if s != seat]
    if score >= EVIDENCE_BAR and all(score - v >= EVIDENCE_BAR for v in others):
        return seat
    return None

