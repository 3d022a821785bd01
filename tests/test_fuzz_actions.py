"""Fuzz: malformed action objects sent to live games of all 16 modes are refused cleanly.

``Game.apply`` (and Tractor's ``check``) must answer any object with either a legal
move or ``IllegalAction`` and a reason — never ``AttributeError``, ``IndexError`` or a
``TypeError`` from inside a phase — and a refused action leaves every seat's view,
the record and the turn exactly as they were.  An accepted object must have been a
well-formed action the game listed (or, in the phases too wide to list, real cards of
the seat's hand).
"""

from __future__ import annotations

import functools
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import game
from game import IllegalAction
from tests.fuzz_support import (
    DEPTHS,
    DOUDIZHU,
    TRACTOR,
    doudizhu_actions,
    garbage,
    is_real_card,
    position,
    snapshot,
    tractor_actions,
    well_formed_cards,
)

QUICK = settings(
    max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
LONG = settings(
    max_examples=5000, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)

positions = st.tuples(st.integers(1, 3), st.sampled_from(DEPTHS))


def _refused_cleanly(g: Any, call: Any) -> IllegalAction | None:
    """Run ``call``; a refusal must be IllegalAction with a reason and change nothing."""
    before = snapshot(g)
    try:
        call()
    except IllegalAction as refusal:
        assert refusal.reason and isinstance(refusal.reason, str)
        assert snapshot(g) == before, f"a refused action changed the game: {refusal}"
        return refusal
    return None


def _check_doudizhu(mode: str, where: tuple[int, int], action: object, cards: object) -> None:
    g = position(mode, *where)
    legal = g.legal_actions()
    with_cards = cards is not None
    refusal = _refused_cleanly(
        g, lambda: g.apply(action, cards) if with_cards else g.apply(action)
    )
    if refusal is None:
        assert action in legal, f"{mode}: {action!r} was accepted but not listed"
        assert not with_cards or (
            isinstance(cards, list | tuple) and all(is_real_card(c) for c in cards)
        ), f"{mode}: cards {cards!r} accepted"


def _check_tractor(mode: str, where: tuple[int, int], action: object, seat: object) -> None:
    g = position(mode, *where)
    legal = g.legal_actions()
    before = snapshot(g)
    reason = g.check(action) if seat is None else g.check(action, seat)
    assert reason is None or (isinstance(reason, str) and reason)
    assert snapshot(g) == before, "check changed the game"
    args = (action,) if seat is None else (action, seat)
    refusal = _refused_cleanly(g, functools.partial(g.apply, *args))
    assert (refusal is None) == (reason is None), (reason, refusal)
    if refusal is None:
        assert seat is None or (type(seat) is int and 0 <= seat < g.seats)
        if legal is not None:
            assert action in legal, f"{mode}: {action!r} was accepted but not listed"
        else:
            cards = getattr(action, "cards", None)
            assert well_formed_cards(cards), f"{mode}: {action!r} accepted"


@QUICK
@given(st.sampled_from(DOUDIZHU), positions, doudizhu_actions(), st.none() | garbage())
def test_doudizhu_refuses_malformed_actions_and_changes_nothing(
    mode: str, where: tuple[int, int], action: object, cards: object
) -> None:
    _check_doudizhu(mode, where, action, cards)


@QUICK
@given(
    st.sampled_from(TRACTOR), positions, tractor_actions(),
    st.none() | st.integers(-2, 7) | garbage(),
)
def test_tractor_refuses_malformed_actions_and_changes_nothing(
    mode: str, where: tuple[int, int], action: object, seat: object
) -> None:
    _check_tractor(mode, where, action, seat)


@pytest.mark.parametrize("mode", DOUDIZHU)
def test_the_issue_s_doudizhu_actions_are_illegal_actions(mode: str) -> None:
    from tests.fuzz_support import bad_card

    for depth in (0, 12, 40):
        g = position(mode, 1, depth)
        for action in (game.CallAlly("AS"), game.CallAlly(bad_card()),  # type: ignore[arg-type]
                       game.Keep((bad_card(),))):
            assert _refused_cleanly(g, functools.partial(g.apply, action)) is not None


@pytest.mark.parametrize("mode", TRACTOR)
def test_the_issue_s_tractor_actions_are_illegal_actions(mode: str) -> None:
    from game.shengji import Bury, Declare, PlayCards

    g = position(mode, 1, 0)
    for action in (Declare(("2S",)), Declare(None), PlayCards(("AS",)), PlayCards(None),  # type: ignore[arg-type]
                   Bury(None)):  # type: ignore[arg-type]
        assert isinstance(g.check(action), str)
        assert _refused_cleanly(g, functools.partial(g.apply, action)) is not None


@pytest.mark.slow
@LONG
@given(st.sampled_from(DOUDIZHU), positions, doudizhu_actions(), st.none() | garbage())
def test_doudizhu_malformed_actions_long(
    mode: str, where: tuple[int, int], action: object, cards: object
) -> None:
    _check_doudizhu(mode, where, action, cards)


@pytest.mark.slow
@LONG
@given(
    st.sampled_from(TRACTOR), positions, tractor_actions(),
    st.none() | st.integers(-2, 7) | garbage(),
)
def test_tractor_malformed_actions_long(
    mode: str, where: tuple[int, int], action: object, seat: object
) -> None:
    _check_tractor(mode, where, action, seat)
