"""Throws: a level that takes no risks throws only what its hand and public knowledge prove
safe, and such a throw never fails; the proof itself is sound."""

from __future__ import annotations

import random

import pytest

from ai import choose_action, make_agent
from ai.shengji.players import LEVELS
from ai.shengji.policy import Skill, choose_play
from ai.shengji.position import Position, position_from_view, sides_of
from ai.shengji.throws import proven_safe, safe_throw
from game import new_game, ruleset
from game.shengji.cards import parse_hand
from game.shengji.events import ThrowFailed
from game.shengji.game import Game
from game.shengji.lead import judge_throw
from game.shengji.shapes import read
from game.shengji.trump import Trump, order_for

NO_RISK = [name for name, level in LEVELS.items() if level.skill.throw_risk == 0.0]


def position(hand: str, trump: str = "2H", tricks: tuple = (), counting: bool = True) -> Position:
    rules = ruleset("tractor")
    cards = tuple(parse_hand(hand))
    return Position(
        rules=rules,
        trump=Trump.parse(trump),
        seat=0,
        hand=cards,
        tricks=tricks,
        sides=sides_of(rules, 0, 0, (), False),
        cards_left=(len(cards), 25, 25, 25),
        counting=counting,
    )


def test_top_cards_held_twice_make_a_proven_safe_throw() -> None:
    pos = position("S:AAK9 H:3 C:4")
    throw = safe_throw(pos, [c for c in pos.hand if c.suit == "S"])
    assert throw is not None
    assert sorted(map(str, throw)) == sorted(map(str, parse_hand("S:AAK")))
    assert proven_safe(pos, parse_hand("S:AAK"))
    assert not proven_safe(pos, parse_hand("S:AAK9"))


def test_a_card_another_seat_may_beat_is_never_thrown() -> None:
    pos = position("S:AK9 H:3 C:4")
    assert not proven_safe(pos, parse_hand("S:AK"))
    assert safe_throw(pos, [c for c in pos.hand if c.suit == "S"]) is None
    play = choose_play(pos, Skill(), random.Random(1))
    assert not read(play, pos.order).is_throw


def test_cards_played_out_make_a_throw_safe_with_counting_only() -> None:
    aces = parse_hand("S:AA")
    tricks = (((1, (aces[0],)), (2, (parse_hand("S:3")[0],)), (3, (parse_hand("S:4")[0],)),
               (0, (parse_hand("S:5")[0],))),
              ((1, (aces[1],)), (2, (parse_hand("S:6")[0],)), (3, (parse_hand("S:7")[0],)),
               (0, (parse_hand("S:8")[0],))))
    counted = position("S:KQ H:3", tricks=tricks)
    forgetful = position("S:KQ H:3", tricks=tricks, counting=False)
    assert proven_safe(counted, parse_hand("S:KQ")) is False  # the other K is out
    assert proven_safe(position("S:KKQ H:3", tricks=tricks), parse_hand("S:KKQ"))
    assert not proven_safe(forgetful, parse_hand("S:KKQ"))


def test_a_void_seat_cannot_beat_a_throw_in_the_suit_it_is_out_of() -> None:
    # Seats 1-3 showed out of spades on a spade lead: nothing can beat any spade throw.
    lead = parse_hand("S:3")[0]
    tricks = (((0, (lead,)), (1, (parse_hand("H:4")[0],)), (2, (parse_hand("H:5")[0],)),
               (3, (parse_hand("H:6")[0],))),)
    pos = position("S:K9 H:3", tricks=tricks)
    assert proven_safe(pos, parse_hand("S:K9"))


def _throws_by(spec: str, seed: int) -> tuple[int, int]:
    """Play a hand with ``spec`` at every seat; count its throws and failed throws, and
    check each throw against the proof and the real hands."""
    g: Game = new_game(ruleset("tractor"), seed, dealer=seed % 4)
    agents = [make_agent(spec, seed * 7 + s) for s in range(4)]
    throws = failures = 0
    while not g.over:
        seat = g.to_act
        assert seat is not None
        view = g.view(seat)
        action = choose_action(agents[seat], view)
        if g.phase == "play" and view.leading:
            cards = list(action.cards)  # type: ignore[union-attr]
            order = order_for(g.trump, g.rules)
            if read(cards, order).is_throw:
                throws += 1
                pos = position_from_view(view, counting=LEVELS[spec].skill.counting)
                assert proven_safe(pos, cards), (spec, [str(c) for c in cards])
                others = [g.hands[(seat + i) % 4] for i in range(1, 4)]
                assert judge_throw(cards, others, g.trump, g.rules) is None
        events = g.apply(action)
        failures += sum(isinstance(e, ThrowFailed) for e in events)
    return throws, failures


@pytest.mark.parametrize("spec", NO_RISK)
def test_no_risk_levels_throw_only_what_is_proven_safe(spec: str) -> None:
    throws = failures = 0
    for seed in range(3):
        t, f = _throws_by(spec, seed)
        throws, failures = throws + t, failures + f
    assert failures == 0
    assert throws > 0, "no throw was made: the test proves nothing"


@pytest.mark.slow
@pytest.mark.parametrize("spec", NO_RISK)
def test_no_risk_levels_never_fail_a_throw_over_many_hands(spec: str) -> None:
    for seed in range(3, 40):
        _, failures = _throws_by(spec, seed)
        assert failures == 0
