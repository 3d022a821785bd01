"""Combinations (docs/doudizhu.md §1.6) and comparison (§1.7): classify is exact."""

from __future__ import annotations

import random

import pytest

from game import Play, beats, classify, ruleset
from tests.reference import RANKS, all_classic_plays

CLASSIC = ruleset("classic")


@pytest.fixture(scope="module")
def table() -> dict[str, tuple[str, str]]:
    return all_classic_plays()


def test_complete_classic_set_has_27471_plays_each_with_one_reading(
    table: dict[str, tuple[str, str]],
) -> None:
    assert len(table) == 27471


def test_classify_returns_the_one_reading_of_every_classic_play(
    table: dict[str, tuple[str, str]],
) -> None:
    for cards, (kind, key) in table.items():
        readings = classify(cards, CLASSIC)
        assert [(p.kind, p.key, p.cards) for p in readings] == [(kind, key, cards)], cards


def test_classify_returns_nothing_for_other_sets(table: dict[str, tuple[str, str]]) -> None:
    rng = random.Random(7)
    deck = [r for r in RANKS[:13] for _ in range(4)] + ["B", "R"]
    checked = 0
    for _ in range(60000):
        size = rng.randint(1, 20)
        cards = "".join(sorted(rng.sample(deck, size), key=RANKS.index))
        if cards not in table:
            assert classify(cards, CLASSIC) == [], cards
            checked += 1
    assert checked > 50000


def test_more_cards_than_a_deck_holds_is_not_a_play() -> None:
    assert classify("33333", CLASSIC) == []
    assert classify("BB", CLASSIC) == []


def test_rocket_is_not_a_pair() -> None:
    assert [p.kind for p in classify("BR", CLASSIC)] == ["rocket"]


def test_straight_stops_at_ace() -> None:
    assert classify("TJQKA", CLASSIC)[0].kind == "straight"
    assert classify("JQKA2", CLASSIC) == []


def test_airplane_kickers_may_repeat_a_rank_and_be_a_two() -> None:
    assert classify("33344422", CLASSIC)[0].kind == "airplane_single"


def test_airplane_kickers_may_not_be_the_rocket() -> None:
    assert classify("333444BR", CLASSIC) == []


def test_airplane_kickers_may_not_be_all_four_of_a_rank() -> None:
    assert classify("3334445556669999", CLASSIC) == []


def test_airplane_kicker_trio_adjacent_to_the_chain_is_not_allowed() -> None:
    assert classify("3334445556667778", CLASSIC) == []


def test_airplane_kicker_trio_of_twos_is_allowed_above_an_ace_chain() -> None:
    play = classify("QQQKKKAAA222", CLASSIC)[0]
    assert (play.kind, play.key) == ("airplane_single", "A")


def test_airplane_pairs_are_distinct_ranks_never_mixed_with_singles() -> None:
    assert classify("3334445566", CLASSIC)[0].kind == "airplane_pair"
    assert classify("3334445555", CLASSIC) == []
    assert classify("333444556", CLASSIC) == []


def test_four_with_two_singles_may_be_a_pair_but_not_the_rocket() -> None:
    assert classify("333355", CLASSIC)[0].kind == "four_two_single"
    assert classify("3333BR", CLASSIC) == []


def test_four_with_two_pairs_needs_distinct_ranks() -> None:
    assert classify("33335566", CLASSIC)[0].kind == "four_two_pair"
    assert classify("33335555", CLASSIC) == []


def test_trio_with_pair_never_takes_jokers() -> None:
    assert classify("333BR", CLASSIC) == []


def test_play_text_round_trips() -> None:
    for cards in ("3", "BR", "33344", "3334445566", "333444555222"):
        play = classify(cards, CLASSIC)[0]
        assert Play.from_str(str(play)) == play
        assert eval(repr(play), {"Play": Play}) == play


def test_bad_play_text_is_a_value_error() -> None:
    for text in ("33344", "333:trio:Z", "333:nonsense:3", "3Z3:trio:3"):
        with pytest.raises(ValueError):
            Play.from_str(text)


def _p(cards: str) -> Play:
    return classify(cards, CLASSIC)[0]


def test_rocket_beats_everything() -> None:
    for cards in ("2", "22", "2222", "3456789TJQKA", "AAAA22"):
        assert beats(_p("BR"), _p(cards), CLASSIC)


def test_bomb_beats_every_non_bomb_and_lower_bombs() -> None:
    assert beats(_p("3333"), _p("3456789TJQKA"), CLASSIC)
    assert beats(_p("4444"), _p("3333"), CLASSIC)
    assert not beats(_p("3333"), _p("4444"), CLASSIC)
    assert not beats(_p("2222"), _p("BR"), CLASSIC)


def test_same_kind_and_size_with_higher_key_beats() -> None:
    assert beats(_p("44455"), _p("33366"), CLASSIC)
    assert not beats(_p("45678"), _p("3456789"), CLASSIC)
    assert not beats(_p("44"), _p("3"), CLASSIC)
    assert not beats(_p("33"), _p("33"), CLASSIC)


def test_kickers_never_matter() -> None:
    assert beats(_p("4443"), _p("3332"), CLASSIC)
    assert not beats(_p("3332"), _p("4443"), CLASSIC)


def test_airplane_compares_by_highest_trio() -> None:
    assert beats(_p("44455578"), _p("33344422"), CLASSIC)


def test_leading_anything_goes() -> None:
    assert beats(_p("3"), None, CLASSIC)
