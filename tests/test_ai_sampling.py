"""The sampler deals the unseen cards by what the passes said (ai/doudizhu/sampling.py)."""

from __future__ import annotations

import random

from ai.doudizhu.counting import build_knowledge
from ai.doudizhu.ranks import counts_of
from ai.doudizhu.sampling import contradictions, sample_hands
from ai.doudizhu.seating import Seating
from game import ruleset
from game.cards import RANK_INDEX, parse_ranks
from game.plays import Play

CLASSIC = ruleset("classic")
SAMPLES = 300


def _loose_high_singles(hand: tuple[int, ...], above: str) -> int:
    return contradictions(hand, {"single": RANK_INDEX[above]})


def test_a_farmer_that_passed_on_a_single_king_rarely_holds_a_loose_ace_or_two() -> None:
    # The landlord (seat 0) led a single K; farmer 1 passed, so with a loose A, 2 or
    # joker it would have played it.  Farmer 2 has not shown anything.
    hand = counts_of(parse_ranks("3456789TJQKA"))  # the landlord's 12 cards
    history = ((0, Play.from_str("K:single:K")), (1, None))
    knowledge = build_knowledge(Seating.landlord_alone(CLASSIC, 0), 0, hand, history,
                                (12, 17, 17))
    rng = random.Random(3)
    passed = held = 0
    for _ in range(SAMPLES):
        hands = sample_hands(knowledge, hand, rng)
        assert hands is not None and [sum(h) for h in hands] == [12, 17, 17]
        passed += _loose_high_singles(hands[1], "K")
        held += _loose_high_singles(hands[2], "K")
    # Uniform deals give both farmers the same number of loose high singles; the pass
    # moves them to the farmer who did not pass.
    assert passed * 5 < held


def test_a_seat_that_passed_on_a_pair_rarely_holds_a_loose_higher_pair() -> None:
    hand = counts_of(parse_ranks("33445566778899"))
    history = ((0, Play.from_str("TT:pair:T")), (1, None))
    knowledge = build_knowledge(Seating.landlord_alone(CLASSIC, 0), 0, hand, history,
                                (14, 17, 17))
    rng = random.Random(4)
    pairs = {1: 0, 2: 0}
    for _ in range(SAMPLES):
        hands = sample_hands(knowledge, hand, rng)
        assert hands is not None
        for seat in pairs:
            pairs[seat] += contradictions(hands[seat], {"pair": RANK_INDEX["T"]})
    assert pairs[1] * 3 < pairs[2]


def test_cards_in_a_straight_or_a_rocket_are_not_loose_singles() -> None:
    hand = tuple(counts_of(parse_ranks("TJQKA33BR")))
    assert contradictions(hand, {"single": RANK_INDEX["9"]}) == 0
    broken = tuple(counts_of(parse_ranks("TJQK33R")))  # no ace: four loose singles and a joker
    assert contradictions(broken, {"single": RANK_INDEX["9"]}) == 5


def test_a_deal_every_seat_contradicts_is_still_dealt() -> None:
    # Both farmers passed on a single 3: any loose card contradicts one of them, yet the
    # sampler returns a deal that fits the card counts.
    hand = counts_of(parse_ranks("3"))
    history = ((0, Play.from_str("3:single:3")), (1, None), (2, None))
    knowledge = build_knowledge(Seating.landlord_alone(CLASSIC, 0), 0, hand, history,
                                (1, 17, 17))
    hands = sample_hands(knowledge, hand, random.Random(5))
    assert hands is not None and [sum(h) for h in hands] == [1, 17, 17]
