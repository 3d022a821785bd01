"""docs/doudizhu-modes.md §2's wild kicker Decision (DZ5) checked by enumeration: the engine's
readings and
legal plays against the independent reference of :mod:`tests.reference_laizi`.

The Decision: a wild used as a kicker stands for its own face where the kicker rules
allow, else the lowest rank they allow, and those readings exist even when a natural
card joins the core beside wilds (``3334`` with wild 3 is also a trio of 4s, the third
wild its kicker).  The default run reads every set of up to five cards with one to four
wilds for four wild ranks, and a seeded sample of sets of up to eight cards for every
wild rank; the ``slow`` test reads every set of up to eight cards with up to four wilds
(4,881,097 sets).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from functools import lru_cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import Play, classify, legal_plays, ruleset
from tests.reference_laizi import (
    NORMAL,
    Reading,
    WildIndex,
    canon,
    natural_sets,
    reference_plays,
    reference_readings,
)

LAIZI = ruleset("laizi")
MAX_CARDS, MAX_WILDS = 8, 4
# The lowest wild, one inside the chains, the top of the chains, and the 2 (never chained).
EXHAUSTIVE_WILDS = ("3", "7", "A", "2")


@lru_cache(maxsize=1)
def index() -> WildIndex:
    return WildIndex(MAX_CARDS, MAX_WILDS)


def engine_readings(naturals: str, wild: str, wilds: int) -> set[Reading]:
    found = classify(canon(naturals + wild * wilds), LAIZI, wild=wild)
    return {(p.kind, p.key, p.cards, p.stands_for) for p in found}


def small_sets(wild: str, wilds: Iterable[int], most: int) -> Iterator[tuple[str, int]]:
    """Every set of at most ``most`` cards with ``wilds`` wilds of rank ``wild``."""
    for count in wilds:
        for naturals in natural_sets(wild, most - count):
            if naturals or count:
                yield naturals, count


def disagreements(wild: str, sets: Iterable[tuple[str, int]]) -> tuple[int, list[str]]:
    """How many sets were read, and those where the engine and the reference differ."""
    checked, wrong = 0, []
    for naturals, wilds in sets:
        checked += 1
        if engine_readings(naturals, wild, wilds) != index().readings(naturals, wild, wilds):
            wrong.append(f"{naturals}+{wild * wilds} (wild {wild})")
    return checked, wrong


def _sample(wild: str, size: int) -> list[tuple[str, int]]:
    """A seeded sample of distinct sets of two to eight cards with one to four wilds,
    ``size`` per count of wilds."""
    rng = random.Random(f"laizi-{wild}")
    deck = [r for r in NORMAL if r != wild for _ in range(4)] + ["B", "R"]
    found: set[tuple[str, int]] = set()
    for wilds in range(1, MAX_WILDS + 1):
        goal = len(found) + size
        while len(found) < goal:
            cards = rng.randint(max(1, 2 - wilds), MAX_CARDS - wilds)
            found.add((canon("".join(rng.sample(deck, cards))), wilds))
    return sorted(found)


# ----- the Decision's examples ---------------------------------------------------------------


def read(cards: str, wild: str) -> set[str]:
    return {str(p) for p in classify(cards, LAIZI, wild=wild)}


def test_a_natural_joins_the_trio_and_a_wild_is_its_kicker() -> None:
    """``3334``, wild 3: 444 is the 4 and two wilds, the third wild the single 3."""
    assert "3334:trio_single:4:3444" in read("3334", "3")
    assert "4555:trio_single:4:4445" in read("4555", "5")


def test_a_natural_joins_the_four_and_wilds_are_its_kickers() -> None:
    got = read("333347", "3")
    assert "333347:four_two_single:4:344447" in got
    assert "333347:four_two_single:7:347777" in got


def test_wilds_complete_an_airplane_and_serve_as_its_wings() -> None:
    got = read("33336667", "3")
    assert "33336667:airplane_single:7:33666777" in got  # 7 + two wilds, wild wings
    assert "33336667:airplane_single:6:35556667" in got  # 555 of wilds, wings 3 and 7
    assert len(got) == 3


# ----- the reference's own checks --------------------------------------------------------------


def test_reference_index_and_assignment_walk_agree() -> None:
    """The two ways of the reference give one answer on a seeded sample of sets."""
    rng = random.Random(35)
    readable = sorted(index().hits)
    checked = 0
    for wild in NORMAL:
        sets = rng.sample(_sample(wild, 8), 8)
        sets += [s for s in rng.sample(readable, 40) if wild not in s[0]][:12]
        for naturals, wilds in sets:
            want = reference_readings(naturals, wild * wilds)
            assert index().readings(naturals, wild, wilds) == want, (naturals, wild, wilds)
            checked += bool(want)
    assert checked > 100


# ----- the engine against the reference ---------------------------------------------------------


@pytest.mark.parametrize("wild", EXHAUSTIVE_WILDS)
def test_every_set_of_up_to_five_cards_reads_as_the_decision_says(wild: str) -> None:
    checked, wrong = disagreements(wild, small_sets(wild, range(1, MAX_WILDS + 1), 5))
    assert checked == 3604 and wrong == []


@pytest.mark.parametrize("wild", NORMAL)
def test_sampled_sets_of_up_to_eight_cards_read_as_the_decision_says(wild: str) -> None:
    checked, wrong = disagreements(wild, _sample(wild, 100))
    assert checked == 4 * 100 and wrong == []


@pytest.mark.slow
@pytest.mark.parametrize("wild", NORMAL)
def test_every_set_of_up_to_eight_cards_reads_as_the_decision_says(wild: str) -> None:
    """Exhaustive: 375,469 sets per wild rank (0 to 4 wilds), 4,881,097 in all."""
    checked, wrong = disagreements(wild, small_sets(wild, range(MAX_WILDS + 1), MAX_CARDS))
    assert checked == 375_469 and wrong == []


@st.composite
def wild_sets(draw: st.DrawFn, most: int) -> tuple[str, str, int]:
    """(natural cards, wild rank, wild count): one deck, at most ``most`` naturals."""
    wild = draw(st.sampled_from(NORMAL))
    deck = [r for r in NORMAL if r != wild for _ in range(4)] + ["B", "R"]
    picks = draw(st.lists(st.sampled_from(range(len(deck))), min_size=1, max_size=most,
                          unique=True))
    return canon("".join(deck[i] for i in picks)), wild, draw(st.integers(0, MAX_WILDS))


@settings(max_examples=60, deadline=None)
@given(drawn=wild_sets(16))
def test_larger_sets_read_as_the_decision_says(drawn: tuple[str, str, int]) -> None:
    naturals, wild, wilds = drawn
    assert engine_readings(naturals, wild, wilds) == reference_readings(naturals, wild * wilds)


def test_shaped_larger_sets_read_as_the_decision_says() -> None:
    """Airplanes, fours and trios with kickers, some of their cards turned into wilds:
    random sets rarely make a play, these always could."""
    rng = random.Random(3535)
    read_some = 0
    for _ in range(150):
        wild = rng.choice(NORMAL)
        naturals, wilds = _shaped(rng, wild)
        want = reference_readings(naturals, wild * wilds)
        assert engine_readings(naturals, wild, wilds) == want, (naturals, wild, wilds)
        read_some += bool(want)
    assert read_some > 50


def _shaped(rng: random.Random, wild: str) -> tuple[str, int]:
    length = rng.choice([1, 2, 3])
    low = rng.randrange(12 - length + 1)
    chain = NORMAL[low : low + length]
    off = [r for r in NORMAL if r not in chain]
    width = 4 if length == 1 and rng.random() < 0.5 else 3
    cards = [r for r in chain for _ in range(width)]
    if rng.random() < 0.5:
        cards += rng.sample([*off, "B", "R"], length if width == 3 else 2)
    else:
        cards += [r for r in rng.sample(off, length if width == 3 else 2) for _ in "ab"]
    cards = [c for c in cards if c != wild]
    turned = set(rng.sample(range(len(cards)), min(len(cards) - 1, rng.randint(0, 3))))
    wilds = min(4, len(turned) + rng.randint(0, 1))
    naturals = "".join(c for i, c in enumerate(cards) if i not in turned)
    return canon(naturals), wilds


def _as_tuple(play: Play) -> Reading:
    return play.kind, play.key, play.cards, play.stands_for


@settings(max_examples=100, deadline=None)
@given(hand=wild_sets(5), lead=wild_sets(6), data=st.data())
def test_legal_plays_are_every_reading_of_every_part_that_beats(
    hand: tuple[str, str, int], lead: tuple[str, str, int], data: st.DataObject
) -> None:
    naturals, wild, wilds = hand
    leads = legal_plays(lead[0], None, LAIZI, wild=wild)
    previous = data.draw(st.sampled_from([None, *leads]))
    got = {_as_tuple(p) for p in legal_plays(naturals + wild * wilds, previous, LAIZI, wild=wild)}
    want = reference_plays(naturals, wild * wilds, _as_tuple(previous) if previous else None)
    assert got == want
