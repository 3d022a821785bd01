"""The face-order table holding sorts by is whole from import: reading cards adds nothing
to it, so it tells in-process code nothing about the cards read (issue 35 §5)."""

from __future__ import annotations

import itertools
import random

from game import new_game, ruleset
from game.shengji import shapes
from game.shengji.trump import JOKER_LEVEL, Order, Trump
from tests.shengji.players import play_out


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
