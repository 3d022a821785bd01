"""A random Tractor player for the flow tests: any legal action, drawn from a seeded rng.

It answers every phase of every mode from the game's own lists where the phase
lists its actions, and builds the rest (burials, leads, follows) from the hand:
a lead is a random card, its whole face, or a random throw of one suit; a follow
is a random completion of a random structured candidate (``candidates.py``), so
every action it takes is one the engine must accept.
"""

from __future__ import annotations

import random

from game.cards import Card
from game.shengji.actions import PASS, Bid, Bury, Declare, Pass, PlayCards, TractorAction
from game.shengji.candidates import follow_candidates
from game.shengji.game import Game
from game.shengji.match import Match
from game.shengji.trump import order_for

DECLARE_CHANCE = 0.15
BID_PASS_CHANCE = 0.5
BID_SPREAD = 6


def random_action(game: Game, rng: random.Random) -> TractorAction:
    """A legal action for the seat to act."""
    legal = game.legal_actions()
    if legal:
        return _pick(legal, rng)
    seat = game.to_act
    assert seat is not None
    hand = game.hands[seat]
    if game.phase == "bury":
        return Bury(tuple(rng.sample(hand, game.rules.kitty_size)))
    trick = game.state.trick
    assert trick is not None and game.trump is not None
    if trick.plays:
        candidate = rng.choice(follow_candidates(hand, list(trick.lead), game.trump, game.rules))
        return PlayCards(tuple(candidate.complete(rng.sample(candidate.pool, candidate.count))))
    return _random_lead(game, hand, rng)


def _pick(legal: list[TractorAction], rng: random.Random) -> TractorAction:
    """Mostly let the moment pass while declaring; bid near the top or pass; else anything."""
    if PASS in legal and any(isinstance(a, Declare) for a in legal):
        return PASS if rng.random() > DECLARE_CHANCE else rng.choice(legal)
    bids = [a for a in legal if isinstance(a, Bid)]
    if bids:
        passing = PASS in legal and rng.random() < BID_PASS_CHANCE  # the cap may forbid it
        return PASS if passing else rng.choice(bids[:BID_SPREAD])
    return rng.choice(legal)


def _random_lead(game: Game, hand: list[Card], rng: random.Random) -> TractorAction:
    assert game.trump is not None
    order = order_for(game.trump, game.rules)
    card = rng.choice(hand)
    suit = [c for c in hand if order.suit_of(c) == order.suit_of(card)]
    roll = rng.random()
    if roll < 0.15:
        chosen = rng.sample(suit, rng.randint(1, min(4, len(suit))))
    elif roll < 0.6:
        chosen = [c for c in suit if order.face(c) == order.face(card)]
    else:
        chosen = [card]
    action = PlayCards(tuple(chosen))
    return action if game.check(action) is None else PlayCards((card,))


def play_match(match: Match, rng: random.Random, max_hands: int) -> None:
    """Play a match's hands at random until it is over or ``max_hands`` are done."""
    while True:
        play_out(match.game, rng)
        if match.over or match.number >= max_hands:
            return
        match.next_hand()


def play_out(game: Game, rng: random.Random, limit: int = 5000) -> None:
    """Play random actions until the hand is over (``limit`` guards against a loop)."""
    for _ in range(limit):
        if game.over:
            return
        game.apply(random_action(game, rng))
    raise AssertionError(f"the hand did not end in {limit} actions")


__all__ = ["Pass", "play_match", "play_out", "random_action"]
