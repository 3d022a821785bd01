"""Inference by the policy (:mod:`ai.doudizhu.inference`): deals that explain the others' plays."""

from __future__ import annotations

import random

import game
from ai import choose_action, make_agent
from ai.doudizhu.counting import build_knowledge
from ai.doudizhu.decompose import Decomposer
from ai.doudizhu.inference import explained, infers, likely_hands, recent_turns
from ai.doudizhu.policy import Policy, Style
from ai.doudizhu.position import Position, position_from_view
from ai.doudizhu.ranks import counts_of, counts_of_cards
from ai.doudizhu.sampling import sample_hands
from ai.doudizhu.seating import Seating
from game.cards import RANK_INDEX, parse_ranks
from game.doudizhu.view import PHASE_PLAY

CLASSIC = game.ruleset("classic")
SEATING = Seating.landlord_alone(CLASSIC, 0)
EIGHT = RANK_INDEX["8"]


def _policy() -> Policy:
    return Policy(Style(), random.Random(0), Decomposer())


def _after_the_landlord_led_88() -> Position:
    """Farmer seat 1, after the landlord's lead of 88 from seven cards: eleven cards are
    unseen, one of them the last 8; five are the landlord's, six the other farmer's."""
    hand = counts_of(parse_ranks("35689JQKA"))
    pair = next(p for p in SEATING.moves(counts_of(parse_ranks("88")), None) if p.kind == "pair")
    knowledge = build_knowledge(SEATING, 1, hand, ((0, pair),), (5, 9, 6))
    knowledge.outside = counts_of(parse_ranks("84477TTJ22K"))
    return Position(1, hand, pair, 0, knowledge)


def test_a_landlord_that_led_88_seldom_holds_the_third_8() -> None:
    # With 888 the policy leads the trio (with a kicker), never the pair: a deal that gives
    # the landlord the last 8 cannot explain its lead, so inference deals it elsewhere. A
    # plain draw gives it to the landlord five times in eleven (its share of the cards).
    pos = _after_the_landlord_led_88()
    rng = random.Random(1)
    plain = sum(sample_hands(pos.knowledge, pos.hand, rng)[0][EIGHT] for _ in range(300))
    inferred = 0
    for _ in range(300):
        hands = likely_hands(pos, rng, _policy(), draws=16, turns=6)
        assert hands is not None
        inferred += hands[0][EIGHT]
    assert plain > 100
    assert inferred < plain / 2


def test_a_deal_with_the_third_8_in_the_landlords_hand_explains_nothing() -> None:
    pos = _after_the_landlord_led_88()
    window = recent_turns(pos, 6)
    assert window == {0}
    with_eight = (tuple(pos.hand), tuple(counts_of(parse_ranks("8447T"))),
                  tuple(counts_of(parse_ranks("7TJ22K"))))
    assert explained(pos, with_eight, _policy(), window) == 0


def test_without_history_inference_is_a_plain_draw() -> None:
    # No turn to explain: the first draw is kept, so the search samples as it did before.
    hand = counts_of(parse_ranks("35689JQKA"))
    knowledge = build_knowledge(SEATING, 1, hand, (), (20, 9, 17))
    pos = Position(1, hand, None, None, knowledge)
    a = likely_hands(pos, random.Random(7), _policy(), draws=8, turns=6)
    b = sample_hands(knowledge, hand, random.Random(7))
    assert a == b


def test_the_window_holds_only_the_other_seats_last_turns() -> None:
    rules = CLASSIC
    g = game.new_game(rules, 4242, landlord=0)
    agents = [make_agent("hard", 10 + s) for s in range(3)]
    while not g.over and len(g.view(0).history) < 12:
        view = g.view(g.to_act)
        g.apply(choose_action(agents[g.to_act], view))
    view = g.view(1)
    pos = position_from_view(view)
    window = recent_turns(pos, 4)
    assert len(window) == 4
    assert all(view.history[i][0] != 1 for i in window)
    assert max(window) == max(i for i, (who, _) in enumerate(view.history) if who != 1)


def test_the_real_deal_explains_more_than_a_random_one() -> None:
    # Hard plays the policy, so in a hard game the true hands explain nearly every recent
    # turn and a uniform deal fewer; inference's deals sit in between, nearer the truth.
    policy = _policy()
    rng = random.Random(3)
    true_score = plain_score = inferred_score = 0.0
    for h in range(3):
        g = game.new_game(CLASSIC, 900 + h, landlord=0)
        agents = [make_agent("hard", 20 * h + s) for s in range(3)]
        while not g.over:
            seat = g.to_act
            assert seat is not None
            view = g.view(seat)
            if view.phase == PHASE_PLAY and seat == 1 and len(view.history) >= 8:
                pos = position_from_view(view)
                window = recent_turns(pos, 6)
                true = tuple(tuple(counts_of_cards(g.view(s).hand)) for s in range(3))
                true_score += explained(pos, true, policy, window)
                plain = sample_hands(pos.knowledge, pos.hand, rng)
                inferred = likely_hands(pos, rng, policy, draws=4, turns=6)
                assert plain is not None and inferred is not None
                plain_score += explained(pos, plain, policy, window)
                inferred_score += explained(pos, inferred, policy, window)
            g.apply(choose_action(agents[seat], view))
    assert true_score > inferred_score > plain_score


def test_inference_is_for_one_deck_tables_of_three_or_more_seats() -> None:
    # Elsewhere each policy call is several times dearer (two decks, long hands, wilds) or,
    # at two seats, the expert's decision time more than doubled: plain draws there.
    for mode, expected in (("classic", True), ("happy", True), ("two", False),
                           ("four", False), ("laizi", False)):
        rules = game.ruleset(mode)
        seating = Seating.landlord_alone(rules, 0, wild=0 if mode == "laizi" else None)
        cards = (20, 17, 17, 17, 17)[: rules.seats]
        hand = [0] * len(seating.deck)
        knowledge = build_knowledge(seating, 1, hand, (), cards)
        assert infers(Position(1, hand, None, None, knowledge)) is expected, mode
