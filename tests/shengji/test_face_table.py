"""The face-order table holding sorts by is whole from import: reading cards adds nothing
to it, so it tells in-process code nothing about the cards read (issue 35 §5)."""

from __future__ import annotations

import itertools
import random

from game import new_game, ruleset
from game.shengji import shapes
from game.shengji.actions import PlayCards
from game.shengji.trump import JOKER_LEVEL, Order, Trump, order_for
from tests.shengji.players import play_out, random_action


def test_every_face_of_every_order_is_in_the_table_from_import() -> None:
    suits: list[str | None] = ["S", "H", "C", "D", None]
    faces = set()
    trumps = [Trump(level, suit) for level in ("2", "7", "A") for suit in suits]
    for trump, colours, twos, gap in itertools.product(
        [*trumps, Trump(JOKER_LEVEL, None)], [False, True], [False, True], ["joins", "breaks"]
    ):
        order = Order.build(trump, colours=colours, permanent_twos=twos,
                            level_gap=gap)
        faces |= {face for _, _, face in order._table.values()}
    assert len(faces) > 60
    assert faces <= set(shapes._FACE_ORDER)


def test_playing_hands_leaves_the_table_as_it_was() -> None:
    before = dict(shapes._FACE_ORDER)
    for name, seed in [("tractor", 3), ("friends_five", 4), ("tractor_one_deck", 5)]:
        game = new_game(ruleset(name), seed)
        play_out(game, random.Random(seed))
        assert game.over
    assert before == shapes._FACE_ORDER


def _memo_keys() -> tuple[set[object], set[object]]:
    memo = shapes._READINGS
    by_order = {(o, k) for o, m in memo.by_order.items() for k in m}
    by_counts = {(o, k) for o, m in memo.by_counts.items() for k in m}
    return by_order, by_counts


def test_a_lead_only_checked_leaves_no_reading_behind() -> None:
    """三人竞标 refuses a throw from a hand of more than 3 cards; checking one must not
    put the seat's cards in the shared reading memo (only played leads go there)."""
    game = new_game(ruleset("bidding_three"), 5)
    rng = random.Random(5)

    while not (game.phase == "play" and not (game.state.trick and game.state.trick.plays
                                             and game.state.trick.winner is None)):
        game.apply(random_action(game, rng))
    seat = game.to_act
    assert seat is not None
    hand = game.hands[seat]
    order = order_for(game.trump, game.rules) if game.trump is not None else None
    assert order is not None
    suit = max({order.suit_of(c) for c in hand},
               key=lambda s: sum(order.suit_of(c) == s for c in hand))
    same = [c for c in hand if order.suit_of(c) == suit]
    other = next(c for c in same if order.face(c) != order.face(same[0]))
    throw = (same[0], other)
    assert len(throw) == 2
    before = _memo_keys()
    reason = game.check(PlayCards(throw))
    assert reason is not None and "3 cards or fewer" in reason
    assert _memo_keys() == before
