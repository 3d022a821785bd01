"""A rules-safe random Tractor player: any legal action, drawn from a seeded rng.

Where the phase lists its actions (declaring, the auction, naming trump, the
friend call with one call, a redeal ask, a kitty theft) it picks one of the
view's ``legal``; where it does not, it builds one the rules accept from the
hand alone: a burial of exactly the kitty's size, a lead that
:func:`~game.shengji.lead.lead_error` accepts (a throw may still fail — the
engine then plays its forced part, which is legal too), a follow that is a
completion of one of :func:`~game.shengji.candidates.follow_candidates`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.cards import Card
from game.shengji.actions import (
    PASS,
    Bury,
    CallFriends,
    Declare,
    FriendCall,
    PlayCards,
    TractorAction,
)
from game.shengji.candidates import follow_candidates
from game.shengji.kitty import PHASE_BURY
from game.shengji.lead import lead_error
from game.shengji.phases import PHASE_CALL_FRIENDS
from game.shengji.phases.call_friends import allowed_calls
from game.shengji.phases.play import PHASE_PLAY
from game.shengji.trump import Trump, order_for
from game.shengji.view import TractorView

DECLARE_CHANCE = 0.15


def current_lead(view: TractorView) -> tuple[Card, ...] | None:
    """The cards led to the trick in progress, or ``None`` when this seat leads."""
    trick = view.trick
    if trick is None or not trick.plays or trick.winner is not None:
        return None
    return trick.plays[0][1]


def trump_of(view: TractorView) -> Trump:
    if view.trump is None:
        raise ValueError(f"no trump is fixed yet in phase {view.phase!r}")
    return view.trump


def callable_faces(view: TractorView) -> list[FriendCall]:
    """Every friend call the dealer may make under the mode's ``friend_cards``, each ordinal."""
    return allowed_calls(trump_of(view), view.rules)


class RandomTractorPlayer:
    """Uniformly random legal answers: the floor every level must beat easily."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def act(self, view: TractorView) -> TractorAction:
        if view.legal:
            return self._pick(list(view.legal))
        if view.phase == PHASE_BURY:
            return Bury(tuple(self.rng.sample(list(view.hand), view.rules.kitty_size)))
        if view.phase == PHASE_CALL_FRIENDS:
            calls = self.rng.sample(callable_faces(view), view.rules.friend_calls)
            return CallFriends(tuple(calls))
        if view.phase == PHASE_PLAY:
            return PlayCards(tuple(self.play(view)))
        return PASS

    def _pick(self, legal: Sequence[TractorAction]) -> TractorAction:
        """Mostly let the moment pass while declaring; otherwise any listed action."""
        if PASS in legal and any(isinstance(a, Declare) for a in legal):
            return PASS if self.rng.random() > DECLARE_CHANCE else self.rng.choice(legal)
        return self.rng.choice(list(legal))

    def play(self, view: TractorView) -> list[Card]:
        hand = list(view.hand)
        trump = trump_of(view)
        lead = current_lead(view)
        if lead is not None:
            candidate = self.rng.choice(follow_candidates(hand, list(lead), trump, view.rules))
            return candidate.complete(self.rng.sample(candidate.pool, candidate.count))
        return self.random_lead(hand, trump, view)

    def random_lead(self, hand: list[Card], trump: Trump, view: TractorView) -> list[Card]:
        """A random card, its whole face, or a random handful of its suit."""
        order = order_for(trump, view.rules)
        card = self.rng.choice(hand)
        suit = [c for c in hand if order.suit_of(c) == order.suit_of(card)]
        roll = self.rng.random()
        if roll < 0.15:
            chosen = self.rng.sample(suit, self.rng.randint(1, min(4, len(suit))))
        elif roll < 0.6:
            chosen = [c for c in suit if order.face(c) == order.face(card)]
        else:
            chosen = [card]
        if lead_error(chosen, hand, trump, view.rules) is not None:
            chosen = [card]
        return chosen
