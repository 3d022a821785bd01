"""What the fuzz tests share: live positions of every mode, garbage values, forged actions.

A *forged* action is an action class filled with arbitrary field values without
running its constructor (as a caller's bug or a damaged object would reach the
engine): the engine's one check path must refuse it with ``IllegalAction``.
The oracles here (:func:`well_formed_cards`, :func:`is_rank_index`) are written
apart from the engine's own checks, so a test can tell acceptance from refusal
without asking the code under test.
"""

from __future__ import annotations

import copy
import functools
import random
from typing import Any

from hypothesis import strategies as st

import game
import game.doudizhu.actions as dd
import game.shengji.actions as tr
from game.cards import RANK_CHARS, SUITS, Card, new_deck
from game.plays import Play
from tests.shengji.players import random_action

MODES = tuple(game.ruleset_names())
DOUDIZHU = tuple(m for m in MODES if game.ruleset(m).family == "doudizhu")
TRACTOR = tuple(m for m in MODES if m not in DOUDIZHU)
# How far into a hand each fuzzed position is: the deal, bidding, the kitty, play.
DEPTHS = (0, 3, 12, 40, 120)


def forge(cls: type, **fields: object) -> Any:
    """An instance of ``cls`` holding exactly these field values, constructor skipped."""
    obj = object.__new__(cls)
    for name, value in fields.items():
        object.__setattr__(obj, name, value)
    return obj


def bad_card(rank: object = 99, suit: object = "Z", deck: object = 0) -> Card:
    """A Card that could not be made through its constructor."""
    return forge(Card, rank=rank, suit=suit, deck=deck)  # type: ignore[no-any-return]


# ----- live positions ------------------------------------------------------------------------


def _advance(g: Any, steps: int, rng: random.Random) -> None:
    for _ in range(steps):
        if g.over:
            return
        if isinstance(g, game.TractorGame):
            g.apply(random_action(g, rng))
        else:
            g.apply(rng.choice(g.legal_actions()))


@functools.cache
def _position(mode: str, seed: int, depth: int) -> Any:
    g = game.new_game(game.ruleset(mode), seed)
    _advance(g, depth, random.Random(seed * 31 + depth))
    return g


def position(mode: str, seed: int, depth: int) -> Any:
    """A fresh copy of a game of ``mode`` after ``depth`` random legal actions."""
    return copy.deepcopy(_position(mode, seed, depth))


def snapshot(g: Any) -> tuple[object, ...]:
    """Everything a caller can see of a game: each seat's view, the record, whose turn."""
    views = tuple(g.view(seat) for seat in range(g.seats))
    return views, g.record(), g.phase, g.to_act, g.over


@functools.cache
def finished_record(mode: str, seed: int) -> dict[str, Any]:
    """The record of a whole random hand of ``mode`` (a Tractor hand may end early)."""
    g = game.new_game(game.ruleset(mode), seed)
    _advance(g, 5000, random.Random(seed))
    return g.record()


# ----- garbage ---------------------------------------------------------------------------------

REAL_CARDS = new_deck(2)
PLAYS = (Play.from_str("3:single:3"), Play.from_str("33:pair:3"), Play.from_str("BR:rocket:R"))


def scalars() -> st.SearchStrategy[object]:
    """Values of every wrong kind a field could hold, and some right ones."""
    return st.one_of(
        st.none(),
        st.booleans(),
        st.integers(-3, 300),
        st.integers(),
        st.floats(allow_nan=True),
        st.text(max_size=6),
        st.sampled_from(["AS", "3", "2S", "B", "pass", "", "²", "S", "NT", "7"]),
        st.sampled_from(REAL_CARDS),
        st.builds(bad_card, st.integers(-2, 120), st.sampled_from(["", "S", "Z", "SH", 3])),
        st.sampled_from(PLAYS),
    )


def json_values() -> st.SearchStrategy[object]:
    """What a damaged JSON file can hold where a field was: any JSON value, small."""
    leaves = st.one_of(
        st.none(), st.booleans(), st.integers(-3, 300), st.integers(),
        st.floats(allow_nan=False), st.text(max_size=8),
        st.sampled_from(["AS", "3", "2", "", "²", "classic", "tractor", "0 pass", "doudizhu-hand"]),
    )
    return st.recursive(
        leaves,
        lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner,
                                                                    max_size=2),
        max_leaves=6,
    )


def garbage() -> st.SearchStrategy[object]:
    """Scalars and containers of them (what a field holding cards might be given)."""
    return st.one_of(
        scalars(),
        st.lists(scalars(), max_size=4).map(tuple),
        st.lists(scalars(), max_size=4),
        st.dictionaries(st.text(max_size=3), scalars(), max_size=2),
        st.lists(st.sampled_from(REAL_CARDS), max_size=6).map(tuple),
    )


def _forged(classes: dict[type, tuple[str, ...]]) -> st.SearchStrategy[object]:
    return st.sampled_from(sorted(classes, key=lambda c: c.__name__)).flatmap(
        lambda cls: st.fixed_dictionaries({name: garbage() for name in classes[cls]}).map(
            lambda fields: forge(cls, **fields)
        )
    )


DOUDIZHU_FIELDS: dict[type, tuple[str, ...]] = {
    dd.Bid: ("value",), dd.Call: ("yes",), dd.Rob: ("yes",), dd.Show: ("yes",),
    dd.Double: ("yes",), dd.CallAlly: ("card",), dd.Keep: ("cards",),
    Play: ("kind", "key", "cards", "rank", "chain", "stands_for"),
}
TRACTOR_FIELDS: dict[type, tuple[str, ...]] = {
    tr.Declare: ("cards",), tr.Bury: ("cards",), tr.PlayCards: ("cards",),
    tr.CallFriends: ("calls",), tr.Bid: ("value",), tr.NameTrump: ("suit",),
    tr.Transfer: ("seat", "count"), tr.GiveShare: ("seat",),
}
def friend_calls() -> st.SearchStrategy[object]:
    """Friend calls, real and forged, as the field of a CallFriends."""
    real = st.builds(tr.FriendCall, st.sampled_from(["A", "K", "5", "2"]),
                     st.sampled_from(list("SHCD")), st.integers(1, 3))
    forged = st.builds(lambda r, s, o: forge(tr.FriendCall, rank=r, suit=s, ordinal=o),
                       scalars(), scalars(), scalars())
    return st.lists(real | forged, max_size=3).map(tuple)


WRONG_CLASSES = (tr.PASS, tr.ASK_REDEAL, tr.ACCEPT, dd.PASS, dd.Bid(1), Card.parse("AS"), "pass")


def doudizhu_actions() -> st.SearchStrategy[object]:
    """Forged Dou Dizhu actions, other families' actions and plain garbage."""
    return st.one_of(_forged(DOUDIZHU_FIELDS), st.sampled_from(WRONG_CLASSES), garbage())


def tractor_actions() -> st.SearchStrategy[object]:
    """Forged Tractor actions, other families' actions and plain garbage."""
    return st.one_of(
        _forged(TRACTOR_FIELDS),
        friend_calls().map(lambda calls: forge(tr.CallFriends, calls=calls)),
        st.sampled_from(WRONG_CLASSES),
        garbage(),
    )


# ----- oracles -----------------------------------------------------------------------------------


def is_rank_index(value: object) -> bool:
    return type(value) is int and 0 <= value < len(RANK_CHARS)


def is_real_card(value: object) -> bool:
    """A Card whose fields name a card of some deck (checked field by field, not by Card)."""
    if not isinstance(value, Card):
        return False
    rank, suit, deck = (object.__getattribute__(value, name) for name in ("rank", "suit", "deck"))
    if not is_rank_index(rank) or type(suit) is not str or type(deck) is not int:
        return False
    suit_ok = suit == "" or (suit in tuple(SUITS) and rank < len(RANK_CHARS) - 2)
    return suit_ok and 0 <= deck < 4


def well_formed_cards(value: object) -> bool:
    return isinstance(value, tuple) and all(is_real_card(card) for card in value)
