"""A Tractor player decides from its view alone: deal the hidden cards anew under the same
view — other hands' unplayed, unshown cards swapped within an effective suit, the hand
replayed to the same moment — and every level answers the same way."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from ai import choose_action, make_agent
from game import new_game, ruleset
from game.cards import Card
from game.errors import IllegalAction
from game.shengji.game import Game
from game.shengji.trump import order_for

LEVELS = ["beginner", "normal", "hard", "expert"]
SEAT = 1


def advance(g: Game, stop: Callable[[Game], bool], seed: int) -> None:
    """Play the hand with hard seats until ``stop`` says so."""
    agents = [make_agent("hard", seed + s) for s in range(g.seats)]
    while not g.over and not stop(g):
        seat = g.to_act
        assert seat is not None
        g.apply(choose_action(agents[seat], g.view(seat)))


def hidden_cards(g: Game, seat: int) -> list[tuple[int, Card]]:
    """Cards in other hands that ``seat`` has not seen: unplayed, unshown, not buried."""
    out = []
    for other, hand in enumerate(g.hands):
        if other == seat:
            continue
        shown = set(g.state.shown.get(other, ()))
        out += [(other, c) for c in hand if c not in shown]
    return out


def twin(g: Game, seat: int, seed: int) -> Game | None:
    """The same hand with hidden cards of one effective suit swapped between other seats,
    replayed to the same moment; ``None`` when no swap replays legally."""
    rng = random.Random(seed)
    deck = list(g.state.deck)
    hidden = hidden_cards(g, seat)
    order = order_for(g.trump, g.rules) if g.trump is not None else None
    for _ in range(200):
        (s1, a), (s2, b) = rng.sample(hidden, 2)
        same_suit = order is None or order.suit_of(a) == order.suit_of(b)
        if s1 == s2 or not same_suit or a == b:
            continue
        swapped = list(deck)
        i, j = swapped.index(a), swapped.index(b)
        swapped[i], swapped[j] = b, a
        copy = new_game(g.rules, g.seed, dealer=g.fixed_dealer, deck=swapped)
        try:
            for entry in g.action_log:
                copy.apply_logged(entry)
        except IllegalAction:
            continue
        if copy.view(seat) == g.view(seat) and copy.hands != g.hands:
            return copy
    return None


MOMENTS: dict[str, Callable[[Game], bool]] = {
    "declare": lambda g: g.phase == "dealing" and g.to_act == SEAT and len(g.hands[SEAT]) > 15,
    "bury": lambda g: g.phase == "bury",
    "first_lead": lambda g: g.phase == "play",
    "follow": lambda g: g.phase == "play" and len(g.state.tricks) >= 4 and g.to_act == SEAT
    and bool(g.state.trick and g.state.trick.plays),
    "lead": lambda g: g.phase == "play" and len(g.state.tricks) >= 6 and g.to_act == SEAT
    and not (g.state.trick and g.state.trick.plays),
}


@pytest.mark.parametrize("moment", sorted(MOMENTS))
@pytest.mark.parametrize("seed", [3, 8])
def test_hidden_cards_do_not_change_a_tractor_decision(moment: str, seed: int) -> None:
    dealer = SEAT if moment in ("bury", "first_lead") else 0
    g = new_game(ruleset("tractor"), seed, dealer=dealer)
    advance(g, MOMENTS[moment], seed)
    assert not g.over
    seat = g.to_act
    assert seat is not None
    copy = twin(g, seat, seed)
    assert copy is not None, "no legal twin deal found"
    for level in LEVELS:
        one = choose_action(make_agent(level, 7), g.view(seat))
        two = choose_action(make_agent(level, 7), copy.view(seat))
        assert one == two, (level, str(one), str(two))


def test_a_twin_deal_really_differs_for_the_other_seats() -> None:
    g = new_game(ruleset("tractor"), 5, dealer=0)
    advance(g, MOMENTS["follow"], 5)
    copy = twin(g, SEAT, 5)
    assert copy is not None
    assert copy.hands[SEAT] == g.hands[SEAT]
    assert any(sorted(copy.hands[s]) != sorted(g.hands[s]) for s in range(4) if s != SEAT)
