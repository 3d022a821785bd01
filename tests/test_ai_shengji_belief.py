"""The belief carried through a Tractor hand (ai/shengji/belief.py): its deals keep every
hard fact at every decision, a new hand starts it afresh, it mends a deal to the cards
played, and it reads the other seats' plays well enough to deal the deciding cards nearer
the truth than a plain draw.  Its strength in play is measured in duplicate deals
(ai/RESULTS.md, issue 33)."""

from __future__ import annotations

import random
from collections import Counter

import game
from ai.shengji.belief import KITTY, Evidence, Particle, _hold_played
from ai.shengji.position import Position
from ai.shengji.search import sample_deal
from bench.tractor_belief import accuracy, make_belief, watched
from game.cards import Card, parse_cards
from tests.test_ai_shengji_play import position, trick

RULES = game.ruleset("tractor")


def _check_deal(pos: Position, hands: dict[int, list[Card]], kitty: list[Card],
                truth: list[list[Card]]) -> None:
    count = pos.count
    dealt = [c for cards in hands.values() for c in cards]
    if pos.kitty is None:
        dealt += kitty
    else:
        assert kitty == list(pos.kitty)
    assert Counter(dealt) == Counter(c for c in count.hidden) + Counter(
        c for s, cards in count.shown.items() for c in cards if c not in count.hidden)
    for seat, cards in hands.items():
        assert seat != pos.seat
        assert len(cards) == len(truth[seat])  # every seat holds as many as it really does
        assert not [c for c in cards if count.is_void(seat, pos.order.suit_of(c))]
        assert set(count.shown.get(seat, [])) <= set(cards)


def test_every_deal_drawn_keeps_the_hard_facts() -> None:
    """Over whole hands, at every decision of seat 0: each seat gets as many cards as it
    holds, none of a suit it showed it is out of, every card it showed; the hidden cards
    are dealt exactly once between the hands and the kitty."""
    rng = random.Random(2)
    belief = make_belief(16, 0.15, seed=2)
    decisions = 0
    for seed in (11, 12):
        for pos, truth, _ in watched(RULES, seed):
            belief.update(pos)
            for _ in range(3):
                hands, kitty = belief.draw(pos, rng)
                _check_deal(pos, hands, kitty, truth)
            decisions += 1
    assert decisions > 30


def test_the_belief_deals_the_deciding_cards_nearer_the_truth() -> None:
    """Point cards and plain aces and kings go to their true holder more often in the
    belief's deals than in plain draws (the same hands, seeds fixed).  With the plays not
    read (every play equally likely) the belief is no better than a plain draw."""
    shares = {"plain": 0.0, "belief": 0.0, "blind": 0.0}
    for seed in (1000, 1001):
        beliefs = {"belief": make_belief(24, 0.15, seed=seed),
                   "blind": make_belief(24, 1.0, seed=seed)}
        rng = random.Random(seed)
        for pos, truth, _ in watched(RULES, seed):
            shares["plain"] += accuracy(pos, sample_deal(pos, rng, True)[0], truth)[1]
            for name, belief in beliefs.items():
                belief.update(pos)
                shares[name] += accuracy(pos, belief.draw(pos, rng)[0], truth)[1]
    assert shares["belief"] > shares["plain"] * 1.15
    assert shares["belief"] > shares["blind"] * 1.15


def test_a_new_hand_starts_the_belief_afresh() -> None:
    """The particles belong to one hand: when the seat's cards are another hand's, the
    belief is dealt again from that hand's facts."""
    belief = make_belief(8, 0.15, seed=1)
    first = position("S:AK H:AK C:AK D:AK", dealer=1)
    belief.update(first)
    key = belief.key
    second = position("S:QJ H:QJ C:QJ D:QJ", dealer=1)
    belief.update(second)
    assert belief.key != key
    hands, _ = belief.draw(second, random.Random(0))
    mine = set(second.hand)
    assert not mine & {c for cards in hands.values() for c in cards}


def test_a_played_card_is_swapped_into_its_players_hand_same_face_first() -> None:
    """A particle that dealt the card seat 1 played to seat 2 is mended by a swap: seat 2
    gets seat 1's copy of the same face if it has one (a relabelling that changes
    nothing), and the played card leaves the deal."""
    pos = position("S:3", earlier=(trick((1, "S:A"),),), dealer=1)
    ace, other_ace = parse_cards("AS AS'")
    low = parse_cards("5H")[0]
    particle = Particle({1: [other_ace, low], 2: [ace], 3: [], KITTY: []})
    played = Evidence(0, 0, 1, (ace,))
    assert _hold_played(particle, [played], pos)
    assert particle.holders[1] == [low]
    assert particle.holders[2] == [other_ace]
