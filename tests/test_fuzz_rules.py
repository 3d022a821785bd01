"""Fuzz: the public rule functions of both families refuse garbage and never guess.

Dou Dizhu's ``classify``, ``legal_plays`` and ``beats`` in all seven of its modes, and
Tractor's ``lead_error``, ``follow_error``, ``throw_result``, ``trick_winner`` and
``level_change`` in all nine, get cards, plays, trumps, wild ranks and rules of every
wrong kind.  What this test's own oracle calls malformed (a float or a rank character
where a card belongs, a rank index out of range, a wild rank in a mode without wilds,
a trump that is not a :class:`Trump`) must raise ``TypeError`` or ``ValueError``;
well-formed input gets an answer of the documented type.  No other exception, ever.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import game
import game.shengji as tractor
from game.cards import Card
from game.plays import Play
from game.shengji.trump import Trump
from tests.fuzz_support import (
    DOUDIZHU,
    PLAYS,
    TRACTOR,
    garbage,
    is_rank_index,
    is_real_card,
    scalars,
)

QUICK = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
LONG = settings(max_examples=5000, deadline=None, suppress_health_check=[HealthCheck.too_slow])

WILD_RANKS = "3456789TJQKA2"
MALFORMED = "malformed"


def _outcome(call: Callable[[], Any]) -> Any:
    """The answer, or MALFORMED for a documented refusal; anything else fails the test."""
    try:
        return call()
    except (TypeError, ValueError) as refusal:
        assert str(refusal), "a refusal without a reason"
        return MALFORMED


# ----- Dou Dizhu ------------------------------------------------------------------------------


def card_collections() -> st.SearchStrategy[object]:
    """Cards as callers pass them: rank text, Cards, rank indices, and mixtures with garbage."""
    deck = game.new_deck(2)
    return st.one_of(
        st.text(alphabet="3456789TJQKA2BR", max_size=8),
        st.lists(st.sampled_from(deck), max_size=8),
        st.lists(st.integers(-3, 17), max_size=8),
        st.lists(st.one_of(st.integers(0, 14), scalars()), max_size=5),
        garbage(),
    )


def _doudizhu_cards_ok(cards: object) -> bool | None:
    """True: well formed; False: malformed; None: text, which the parser tests judge."""
    if isinstance(cards, str):
        return None
    if isinstance(cards, bytes | dict) or not hasattr(cards, "__iter__"):
        return False
    return all(is_real_card(c) or is_rank_index(c) for c in cards)  # type: ignore[attr-defined]


def _wild_ok(mode: str, wild: object) -> bool:
    if wild is None:
        return True
    has_wilds = game.ruleset(mode).pattern_set == "laizi"
    return has_wilds and (
        (isinstance(wild, str) and len(wild) == 1 and wild in WILD_RANKS)
        or (type(wild) is int and 0 <= wild <= 12)
    )


def _check_doudizhu(mode: str, cards: object, previous: object, wild: object) -> None:
    rules = game.ruleset(mode)
    well_formed = _doudizhu_cards_ok(cards)
    wild_ok = _wild_ok(mode, wild)
    readings = _outcome(lambda: game.classify(cards, rules, wild=wild))  # type: ignore[arg-type]
    if well_formed is False or not wild_ok:
        assert readings == MALFORMED, f"classify({cards!r}, wild={wild!r}) gave {readings}"
    elif well_formed:
        assert isinstance(readings, list), readings
    replies = _outcome(lambda: game.legal_plays(cards, previous, rules, wild=wild))  # type: ignore[arg-type]
    if well_formed is False or not wild_ok or not isinstance(previous, Play | None):
        assert replies == MALFORMED, f"legal_plays({cards!r}, {previous!r}) gave {replies}"
    for play in (*PLAYS, previous):
        verdict = _outcome(lambda p=play: game.beats(p, previous, rules, wild=wild))  # type: ignore[misc]
        if not isinstance(play, Play) or not isinstance(previous, Play | None) or not wild_ok:
            assert verdict == MALFORMED, f"beats({play!r}, {previous!r}) gave {verdict}"
        else:
            assert verdict in (True, False, MALFORMED)


wilds = st.one_of(st.none(), st.sampled_from(list(WILD_RANKS)), scalars())
previous_plays = st.one_of(st.none(), st.sampled_from(PLAYS), scalars())


@QUICK
@given(st.sampled_from(DOUDIZHU), card_collections(), previous_plays, wilds)
def test_doudizhu_rule_functions_refuse_garbage(
    mode: str, cards: object, previous: object, wild: object
) -> None:
    _check_doudizhu(mode, cards, previous, wild)


@pytest.mark.parametrize("mode", DOUDIZHU)
def test_the_issue_s_silent_readings_are_refused(mode: str) -> None:
    rules = game.ruleset(mode)
    for cards in (["3"], [-1], [1.5], [-1, -2], [True]):
        for function in (
            lambda c=cards: game.classify(c, rules),
            lambda c=cards: game.legal_plays(c, None, rules),
        ):
            assert _outcome(function) == MALFORMED, cards
    assert _outcome(lambda: game.beats("3", None, rules)) == MALFORMED  # type: ignore[arg-type]
    assert _outcome(lambda: game.beats(None, None, rules)) == MALFORMED  # type: ignore[arg-type]
    for wild in (-1, 99, "Z", "B"):
        assert _outcome(lambda w=wild: game.classify("33", rules, wild=w)) == MALFORMED


# ----- Tractor ---------------------------------------------------------------------------------


def _tractor_cards_ok(cards: object) -> bool | None:
    if isinstance(cards, str):
        return None
    if isinstance(cards, bytes | dict) or not hasattr(cards, "__iter__"):
        return False
    return all(
        is_real_card(c) and (c.suit or c.is_joker) for c in cards  # type: ignore[attr-defined]
    )


def tractor_cards(deal: list[Card]) -> st.SearchStrategy[object]:
    return st.one_of(
        st.lists(st.sampled_from(deal), min_size=1, max_size=4, unique=True),
        st.sampled_from(["S:AAK", "H:5", "B", "S:A H:K", "", "AS KS"]),
        garbage(),
    )


def _tractor_case(mode: str, seed: int) -> tuple[Any, list[list[Card]]]:
    rules = game.ruleset(mode)
    deck = game.new_deck(rules.decks)
    random.Random(seed).shuffle(deck)
    size = 12
    return rules, [deck[i * size : (i + 1) * size] for i in range(rules.seats)]


def _check_tractor(mode: str, seed: int, data: st.DataObject) -> None:
    rules, hands = _tractor_case(mode, seed)
    pool = [card for hand in hands for card in hand]
    trump = data.draw(st.one_of(st.just(Trump("2", "S")), st.just(Trump("5", None)), scalars()))
    cards = data.draw(tractor_cards(hands[0]))
    lead = data.draw(tractor_cards(pool))
    trump_ok = isinstance(trump, Trump)
    ok = [_tractor_cards_ok(x) for x in (cards, lead)]
    answers = {
        "lead_error": _outcome(lambda: tractor.lead_error(cards, hands[0], trump, rules)),
        "follow_error": _outcome(lambda: tractor.follow_error(cards, hands[0], lead, trump, rules)),
        "throw_result": _outcome(lambda: tractor.throw_result(cards, hands[1:], trump, rules)),
        "trick_winner": _outcome(lambda: tractor.trick_winner([lead, cards], trump, rules)),
    }
    for name, answer in answers.items():
        uses_lead = name in ("follow_error", "trick_winner")
        if not trump_ok or ok[0] is False or (uses_lead and ok[1] is False):
            # lead_error may refuse cards not held before it reads the trump: a refusal too
            refused = answer == MALFORMED or (name == "lead_error" and isinstance(answer, str))
            assert refused, f"{name}({cards!r}, {lead!r}, {trump!r}) gave {answer!r}"
    if answers["trick_winner"] != MALFORMED:
        assert answers["trick_winner"] in (0, 1)
    for name in ("lead_error", "follow_error", "throw_result"):
        assert answers[name] is None or isinstance(answers[name], str)
    one = data.draw(st.one_of(st.sampled_from(pool), scalars()))
    for function in (tractor.effective_suit, tractor.order_index):
        answer = _outcome(lambda f=function: f(one, trump, rules))  # type: ignore[misc]
        if not trump_ok or _tractor_cards_ok([one]) is False:
            assert answer == MALFORMED, f"{function.__name__}({one!r}, {trump!r}) gave {answer!r}"
    points = data.draw(st.one_of(st.integers(-20, 400), scalars()))
    change = _outcome(lambda: tractor.level_change(points, rules, bid=80))
    if isinstance(points, bool) or not isinstance(points, int):
        assert change == MALFORMED, f"level_change({points!r}) gave {change!r}"


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(TRACTOR), st.integers(0, 50), st.data())
def test_tractor_rule_functions_refuse_garbage(mode: str, seed: int, data: st.DataObject) -> None:
    _check_tractor(mode, seed, data)


@pytest.mark.parametrize("mode", TRACTOR)
def test_tractor_rule_functions_refuse_wrong_rules_and_trumps(mode: str) -> None:
    rules, hands = _tractor_case(mode, 1)
    card = hands[0][:1]
    for trump, bad_rules in (("7S", rules), (None, rules), (Trump("7", "S"), "tractor")):
        assert _outcome(lambda t=trump, r=bad_rules: tractor.lead_error(card, hands[0], t, r)) \
            == MALFORMED
    assert _outcome(lambda: tractor.trick_winner([], Trump("7", "S"), rules)) == MALFORMED


@pytest.mark.slow
@LONG
@given(st.sampled_from(DOUDIZHU), card_collections(), previous_plays, wilds)
def test_doudizhu_rule_functions_long(
    mode: str, cards: object, previous: object, wild: object
) -> None:
    _check_doudizhu(mode, cards, previous, wild)


@pytest.mark.slow
@LONG
@given(st.sampled_from(TRACTOR), st.integers(0, 500), st.data())
def test_tractor_rule_functions_long(mode: str, seed: int, data: st.DataObject) -> None:
    _check_tractor(mode, seed, data)
