"""The shortcuts that make the Tractor expert fast give what the long way gives.

Each remembered or shortened step is checked against the plain computation on
random cards: a reading of a card list (remembered) against the reading of a
fresh holding; a one-index unit's placements (listed without the run search)
against the faces that can lay it; a single ranked against a single lead
without the placement search against ``place_best``; a count extended by one
trick against the count built with that trick.  The expert's decisions as a
whole are checked by ``python -m bench.shengji_decisions --expect HASH``.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from ai.shengji.counting import Count
from ai.shengji.players import LEVELS, LevelPlayer
from game import new_game, ruleset
from game.cards import Card
from game.shengji.actions import PlayCards
from game.shengji.cards import new_deck
from game.shengji.phases.play import PHASE_PLAY
from game.shengji.shapes import Unit, holding, holdings, placements, read
from game.shengji.trick import place_best, play_holding, play_value
from game.shengji.trump import LEVELS as TRUMP_LEVELS
from game.shengji.trump import TRUMP, Order, Trump, order_for

SEEDS = st.integers(min_value=0, max_value=2**32)
DECKS = st.sampled_from([2, 3, 4])


def _order(rng: random.Random, decks: int) -> Order:
    mode = {2: "tractor", 3: "tractor", 4: "tractor_four_decks"}[decks]
    levels = TRUMP_LEVELS[1:-1] if decks == 4 else TRUMP_LEVELS[:-1]
    trump = Trump(rng.choice(levels), rng.choice(["S", "H", "C", "D", None]))
    return order_for(trump, ruleset(mode))


def _suit_cards(rng: random.Random, decks: int, order: Order, most: int) -> list[Card]:
    deck = new_deck(decks)
    suit = rng.choice(sorted({order.suit_of(c) for c in deck}))
    cards = [c for c in deck if order.suit_of(c) == suit]
    return rng.sample(cards, rng.randint(1, min(most, len(cards))))


@settings(max_examples=150, deadline=None)
@given(SEEDS, DECKS)
def test_a_remembered_reading_is_the_reading_of_the_cards(seed: int, decks: int) -> None:
    rng = random.Random(seed)
    order = _order(rng, decks)
    cards = _suit_cards(rng, decks, order, 20)
    first = read(cards, order)
    shuffled = list(cards)
    rng.shuffle(shuffled)
    (h,) = holdings(cards, order).values()
    fresh = read(h, order)  # a holding is read afresh, never from the memo
    assert read(cards, order) is first
    assert read(tuple(shuffled), order) == first == fresh


@settings(max_examples=150, deadline=None)
@given(SEEDS, DECKS, st.integers(min_value=1, max_value=4))
def test_placements_of_one_index_are_the_faces_that_hold_enough(seed: int, decks: int,
                                                                 width: int) -> None:
    rng = random.Random(seed)
    order = _order(rng, decks)
    cards = _suit_cards(rng, decks, order, 30)
    h = holding(cards, order.suit_of(cards[0]), order)
    parts = list(placements(h, Unit(width)))
    expected = sorted(
        (face for face, n in h.counts.items() if n >= width),
        key=lambda f: (-h.index[f], "SHCD".find(f[1]) if len(f[1]) == 1 else f[1] == "red"),
    )
    assert [p.faces for p in parts] == [(f,) for f in expected]
    assert all(p.top == h.index[p.faces[0]] and p.unit == Unit(width) for p in parts)


@settings(max_examples=200, deadline=None)
@given(SEEDS, DECKS)
def test_a_single_against_a_single_ranks_as_the_placement_search_says(seed: int,
                                                                       decks: int) -> None:
    rng = random.Random(seed)
    order = _order(rng, decks)
    deck = new_deck(decks)
    lead, play = rng.sample(deck, 2)
    shape = read([lead], order)
    for equiv in (False, True):
        h = play_holding([play], order, (shape.suit, TRUMP))
        found = None if h is None else place_best(h, shape.units[0], (), equiv)
        slow = None if h is None or found is None else (
            found[0][0], int(h.suit == TRUMP), found[0][1])
        assert play_value([play], shape, order, equiv) == slow


def _trick_counts(mode: str, seed: int) -> list[tuple[Count, Count]]:
    """At every play decision of a seeded hand: the count extended by the trick in
    progress, and the count built with it."""
    rules = ruleset(mode)
    g = new_game(rules, seed, dealer=0)
    players = [LevelPlayer(LEVELS["hard"], seed + s) for s in range(rules.seats)]
    pairs: list[tuple[Count, Count]] = []
    while not g.over:
        seat = g.to_act
        assert seat is not None
        view = g.view(seat)
        action = players[seat].act(view)
        if view.phase == PHASE_PLAY and view.trump is not None and view.tricks:
            order = order_for(view.trump, rules)
            tricks = tuple(tuple(t.plays) for t in view.tricks)
            kitty = view.kitty or None
            shown = dict(view.shown)
            base = Count.build(order, rules.decks, seat, rules.seats, view.hand, tricks[:-1],
                               shown, kitty)
            whole = Count.build(order, rules.decks, seat, rules.seats, view.hand, tricks,
                                shown, kitty)
            pairs.append((base.with_trick(tricks[-1], rules.decks), whole))
        assert isinstance(action, PlayCards) or view.phase != PHASE_PLAY
        g.apply(action)
    return pairs


def test_a_count_extended_by_a_trick_is_the_count_built_with_it() -> None:
    for mode, seed in (("tractor", 3), ("tractor_four_decks", 5), ("friends_five", 7)):
        pairs = _trick_counts(mode, seed)
        assert pairs
        for extended, built in pairs:
            assert extended.hidden == built.hidden
            assert extended.void == built.void and extended.pairless == built.pairless
            assert extended.shown == built.shown and extended.played == built.played
            assert extended.kitty_known == built.kitty_known
            for suit in (TRUMP, "S", "H", "C", "D"):
                assert extended.hidden_in(suit) == built.hidden_in(suit)
