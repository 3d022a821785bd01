"""legal_plays in the wildcard mode: properties as in classic, and completeness against the
independent reference (tests/test_laizi_reference.py) on small hands of every wild setup."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from game import Play, beats, classify, legal_plays, parse_cards, ruleset
from game.cards import new_deck
from tests.test_laizi_reference import (
    canon,
    reference_beats,
    reference_plays,
    reference_readings,
)

LAIZI = ruleset("laizi")
JOKERS = ruleset("laizi", wild_cards="two_fixed", fixed_wilds="jokers")
RED_SEVENS = ruleset("laizi", wild_cards="two_fixed")
NORMAL = "3456789TJQKA2"


def _deck_without(wild: str) -> list[str]:
    return [r for r in NORMAL if r != wild for _ in range(4)] + ["B", "R"]


@st.composite
def holdings(draw: st.DrawFn, max_naturals: int = 17) -> tuple[str, str]:
    """(hand text, wild rank) with 0..4 wilds."""
    wild = draw(st.sampled_from(NORMAL))
    deck = _deck_without(wild)
    picks = draw(st.lists(st.sampled_from(range(len(deck))), max_size=max_naturals, unique=True))
    wilds = draw(st.integers(0, 4))
    hand = canon("".join(deck[i] for i in picks) + wild * wilds)
    return (hand or wild), wild


def _as_tuple(play: Play) -> tuple[str, str, str, str]:
    return play.kind, play.key, play.cards, play.stands_for


@settings(max_examples=120, deadline=None)
@given(holding=holdings(), other=holdings(), data=st.data())
def test_every_reply_is_a_legal_reading_from_the_hand_that_beats_the_previous(
    holding: tuple[str, str], other: tuple[str, str], data: st.DataObject
) -> None:
    hand, wild = holding
    leads = legal_plays(other[0], None, LAIZI, wild=wild)
    previous = data.draw(st.sampled_from([None, *leads[:: max(1, len(leads) // 40)]]))
    replies = legal_plays(hand, previous, LAIZI, wild=wild)
    assert len(replies) == len(set(replies)), "duplicates"
    have = Counter(hand)
    for play in replies:
        assert not Counter(play.cards) - have
        assert beats(play, previous, LAIZI)
    for play in random.Random(len(replies)).sample(replies, min(25, len(replies))):
        assert play in classify(play.cards, LAIZI, wild=wild)
        assert Play.from_str(str(play)) == play


@settings(max_examples=80, deadline=None)
@given(data=st.data())
def test_legal_plays_equals_brute_force_on_small_hands(data: st.DataObject) -> None:
    wild = data.draw(st.sampled_from(NORMAL))
    wilds = data.draw(st.integers(0, 3))
    deck = _deck_without(wild)
    size = 6 if wilds <= 1 else 5 if wilds == 2 else 3
    picks = data.draw(st.lists(st.sampled_from(range(len(deck))), max_size=size, unique=True))
    naturals = canon("".join(deck[i] for i in picks))
    assume(naturals or wilds)
    others = legal_plays(canon("".join(random.Random(len(picks)).sample(deck, 6))), None, LAIZI,
                         wild=wild)
    previous = data.draw(st.sampled_from([None, *others]))
    got = {_as_tuple(p) for p in legal_plays(naturals + wild * wilds, previous, LAIZI, wild=wild)}
    want = reference_plays(naturals, wild * wilds, _as_tuple(previous) if previous else None)
    assert got == want


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_classify_equals_the_reference_on_small_sets(data: st.DataObject) -> None:
    wild = data.draw(st.sampled_from(NORMAL))
    wilds = data.draw(st.integers(0, 4))
    deck = _deck_without(wild)
    picks = data.draw(st.lists(st.sampled_from(range(len(deck))), min_size=1 if not wilds else 0,
                               max_size=8 - wilds, unique=True))
    naturals = canon("".join(deck[i] for i in picks))
    got = {_as_tuple(p) for p in classify(naturals + wild * wilds, LAIZI, wild=wild)}
    assert got == reference_readings(naturals, wild * wilds)


def test_classify_equals_the_reference_on_airplane_and_four_shaped_sets() -> None:
    """Seeded sets shaped like the kicker kinds, with some cards turned into wilds."""
    rng = random.Random(10)
    checked = 0
    for _ in range(120):
        length = rng.choice([2, 2, 3])
        low = rng.randrange(12 - length + 1)
        chain = NORMAL[low : low + length]
        off = [r for r in NORMAL if r not in chain]
        shape = rng.choice(["singles", "pairs", "four"])
        if shape == "singles":
            cards = [r for r in chain for _ in "abc"] + rng.sample([*off, "B", "R"], length)
        elif shape == "pairs":
            cards = [r for r in chain for _ in "abc"] + [r for r in rng.sample(off, length)
                                                         for _ in "ab"]
        else:
            four = rng.choice(NORMAL)
            cards = [four] * 4 + [r for r in rng.sample([r for r in NORMAL if r != four], 2)
                                  for _ in "ab"]
        wild = rng.choice(NORMAL)
        cards = [c for c in cards if c != wild]
        turned = rng.sample(range(len(cards)), min(len(cards), rng.choice([1, 2, 2, 3])))
        naturals = canon("".join(c for i, c in enumerate(cards) if i not in turned))
        if Counter(naturals).most_common(1)[0][1] > 4:
            continue
        faces = wild * len(turned)
        got = {_as_tuple(p) for p in classify(naturals + faces, LAIZI, wild=wild)}
        assert got == reference_readings(naturals, faces), naturals + faces
        checked += 1
    assert checked > 100


def test_fixed_wild_jokers_agree_with_the_reference() -> None:
    rng = random.Random(3)
    deck = [r for r in NORMAL for _ in range(4)]
    for _ in range(40):
        naturals = canon("".join(rng.sample(deck, rng.randint(0, 5))))
        faces = rng.choice(["B", "R", "BR"])
        got = {_as_tuple(p) for p in legal_plays(naturals + faces, None, JOKERS)}
        assert got == reference_plays(naturals, faces, None), naturals + faces


def test_fixed_red_sevens_agree_with_the_reference() -> None:
    """Red 7s are wild, black 7s natural: the hand is given as suited cards."""
    rng = random.Random(4)
    deck = [c for c in new_deck() if str(c) not in ("7H", "7D")]
    for _ in range(40):
        hand = rng.sample(deck, rng.randint(0, 5))
        reds = rng.choice([["7H"], ["7D"], ["7H", "7D"]])
        cards = hand + parse_cards(" ".join(reds))
        naturals = canon("".join(c.rank_char for c in hand))
        got = {_as_tuple(p) for p in legal_plays(cards, None, RED_SEVENS)}
        assert got == reference_plays(naturals, "7" * len(reds), None), cards


def test_following_keeps_kind_size_and_a_higher_key() -> None:
    previous = Play.from_str("34567:straight:7")
    replies = legal_plays("45689TTJ7", previous, LAIZI, wild="7")
    straights = {p for p in replies if p.kind == "straight"}
    assert straights and all(len(p) == 5 and p.rank > previous.rank for p in straights)
    assert all(p.kind == "straight" or p.is_bomb for p in replies)


def test_only_a_higher_bomb_follows_a_bomb() -> None:
    previous = Play.from_str("5555:hard_bomb:5")
    replies = legal_plays("3337777BR", previous, LAIZI, wild="7")
    assert {p.kind for p in replies} == {"wild_bomb", "rocket"}  # soft bombs rank lower
    assert legal_plays("66667", previous, LAIZI, wild="7") == [Play.from_str("6666:hard_bomb:6")]
    assert legal_plays("3337777BR", Play.from_str("BR:rocket:R"), LAIZI, wild="7") == []


def test_reference_beats_agrees_with_the_engine_on_bombs() -> None:
    plays = [Play.from_str(t) for t in ("3337:soft_bomb:3:3333", "4447:soft_bomb:4:4444",
                                        "3333:hard_bomb:3", "7777:wild_bomb:7", "BR:rocket:R",
                                        "89TJQ:straight:Q")]
    for a in plays:
        for b in plays:
            assert beats(a, b, LAIZI) == reference_beats(_as_tuple(a), _as_tuple(b)), (a, b)
