"""An agent decides from its SeatView alone: deal the hidden cards differently, keep what
the seat sees the same, and every level answers the same way."""

from __future__ import annotations

import random

import pytest

from ai import choose_action, make_agent
from game import Game, new_game, ruleset
from game.doudizhu.game import deck_for


def _twin_games(seed: int) -> tuple[Game, Game]:
    """Two games whose seat 0 (the landlord) sees the same table; seats 1 and 2 differ."""
    base = new_game(ruleset("classic"), seed, landlord=0)
    kitty = list(base.kitty)
    dealt = list(base.hands[0])
    for card in kitty:
        dealt.remove(card)
    flipped = base.flipped  # public: it stays where it was dealt
    hidden = [list(base.hands[1]), list(base.hands[2])]
    pool = [c for hand in hidden for c in hand if c != flipped]
    random.Random(seed).shuffle(pool)
    twins = []
    for hand in hidden:
        size = len(hand) - (flipped in hand)
        twin, pool = pool[:size], pool[size:]
        if flipped in hand:
            twin.insert(hand.index(flipped), flipped)
        twins.append(twin)
    deck = deck_for([dealt, *twins], kitty)
    return base, new_game(ruleset("classic"), seed, landlord=0, deck=deck)


@pytest.mark.parametrize("level", ["beginner", "normal", "hard", "expert"])
@pytest.mark.parametrize("seed", [3, 8])
def test_hidden_cards_do_not_change_the_decision(level: str, seed: int) -> None:
    base, twin = _twin_games(seed)
    assert sorted(base.hands[0]) == sorted(twin.hands[0])
    assert sorted(base.hands[1]) != sorted(twin.hands[1])
    assert base.view(0) == twin.view(0)
    one = choose_action(make_agent(level, 7), base.view(0))
    two = choose_action(make_agent(level, 7), twin.view(0))
    assert one == two
