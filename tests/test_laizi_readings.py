"""Golden readings of the wildcard mode (docs/doudizhu-modes.md §2): what a set of cards with wilds
is.

Each reading is written ``cards:kind:key[:stands_for]`` (``str(play)``); the wild is
named per test.  Every golden set is also checked against the independent reference.
"""

from __future__ import annotations

import pytest

from game import Play, classify, legal_plays, parse_cards, ruleset
from tests.test_laizi_reference import reference_readings

LAIZI = ruleset("laizi")
JOKERS = ruleset("laizi", wild_cards="two_fixed", fixed_wilds="jokers")
RED_SEVENS = ruleset("laizi", wild_cards="two_fixed", fixed_wilds="red_sevens")


def read(cards: str, wild: str) -> list[str]:
    return sorted(str(p) for p in classify(cards, LAIZI, wild=wild))


def _agrees_with_reference(cards: str, wild: str) -> bool:
    naturals = "".join(c for c in cards if c != wild)
    reference = reference_readings(naturals, wild * cards.count(wild))
    found = {(p.kind, p.key, p.cards, p.stands_for) for p in classify(cards, LAIZI, wild=wild)}
    return found == reference


def test_wilds_complete_a_pair_chain() -> None:  # docs/doudizhu-modes.md §2: 44556 + 7 is 445566
    assert read("445567", "7") == ["445567:pair_chain:6:445566"]


def test_two_wilds_alone_are_a_pair_of_their_face() -> None:
    assert read("77", "7") == ["77:pair:7"]


def test_wilds_alone_count_as_their_face() -> None:
    assert read("7", "7") == ["7:single:7"]
    assert read("777", "7") == ["777:trio:7"]


def test_three_naturals_and_a_wild_are_a_soft_bomb_or_a_trio_with_the_wild_as_kicker() -> None:
    assert read("3337", "7") == ["3337:soft_bomb:3:3333", "3337:trio_single:3"]


def test_one_natural_and_three_wilds_have_fourteen_readings() -> None:
    got = read("4777", "7")
    assert len(got) == 14
    assert "4777:soft_bomb:4:4444" in got
    assert "4777:trio_single:3:3334" in got and "4777:trio_single:2:4222" in got
    assert "4777:trio_single:7" in got  # the wilds as their own face
    assert {p.split(":")[2] for p in got if ":trio_single:" in p} == set("3456789TJQKA2")


def test_a_lone_natural_may_join_the_core_with_a_wild_kicker_at_its_face() -> None:
    """Decision (issue 35): the 4 and two wilds are a trio of 4s, the third wild its
    kicker standing for its face; the player may choose that reading."""
    assert "4777:trio_single:4:4447" in read("4777", "7")
    assert "4555:trio_single:4:4445" in read("4555", "5")
    assert "3334:trio_single:4:3444" in read("3334", "3")


def test_trio_of_naturals_with_two_wilds_has_one_reading() -> None:
    assert read("33377", "7") == ["33377:trio_pair:3"]
    assert read("33355", "5") == ["33355:trio_pair:3"]


def test_wild_five_4555_has_fourteen_readings() -> None:
    """The thirteen first written (docs/doudizhu-modes.md §2, DZ11), and the trio of 4s with the
    wild 5 as kicker (issue 35)."""
    got = read("4555", "5")
    assert len(got) == 14 and "4555:soft_bomb:4:4444" in got
    assert {p.split(":")[2] for p in got if "trio_single" in p} == set("3456789TJQKA2")


def test_any_natural_card_even_a_joker_frees_the_wilds() -> None:
    got = read("777B", "7")
    assert len(got) == 13 and all(":trio_single:" in p and "B" in p for p in got)
    assert "777B:trio_single:2:222B" in got and "777B:trio_single:7" in got


def test_four_wilds_alone_are_only_the_pure_wild_bomb() -> None:
    assert read("7777", "7") == ["7777:wild_bomb:7"]
    assert read("5555", "5") == ["5555:wild_bomb:5"]


def test_four_wilds_with_two_naturals_are_free_for_any_shape() -> None:
    got = read("357777", "7")
    assert "357777:straight:8:345678" in got and "357777:pair_chain:5:334455" in got
    fours = [p for p in got if "four_two_single" in p]
    assert len(fours) == 13 and "357777:four_two_single:7" in fours
    assert "357777:four_two_single:3:333357" in fours  # the 3 and three wilds
    assert len(got) == 15


def test_wilds_in_a_straight_fill_the_middle() -> None:
    assert read("34579", "9") == ["34579:straight:7:34567"]
    assert read("223568", "2") == ["356822:straight:8:345678"]


def test_wilds_in_a_straight_extend_either_end() -> None:
    assert read("45679", "9") == ["45679:straight:7:34567", "45679:straight:8:45678"]
    assert read("45699", "9") == ["45699:straight:7:34567", "45699:straight:8:45678"]


def test_a_wild_standing_for_its_own_face_in_a_straight() -> None:
    assert read("345678", "7") == ["345678:straight:8"]


def test_straights_never_reach_the_two_even_with_wilds() -> None:
    assert read("JQKA7", "7") == ["7JQKA:straight:A:TJQKA"]


def test_airplane_with_a_wild_kicker_at_its_face() -> None:
    assert read("33344478", "7") == ["33344478:airplane_single:4"]


def test_airplane_kicker_wild_of_a_chain_rank_takes_the_lowest_rank_allowed() -> None:
    got = read("57778888", "8")
    assert "57778888:airplane_single:8:35777888" in got  # the 8 cannot be a wing: 3
    assert "57778888:airplane_single:7:56667778" in got  # beside the chain 8 may be one
    assert _agrees_with_reference("57778888", "8")


def test_airplane_with_wild_pairs_as_wings() -> None:
    assert read("3334445577", "7") == ["3334445577:airplane_pair:4"]
    assert "3334445677:airplane_pair:4:3334445566" in read("3334445677", "7")


def test_airplane_core_may_hold_a_lone_natural_beside_wilds() -> None:
    """Decision (issue 35): 3 + 77 as 333 with 444, the third wild a wing at its face,
    and the chain moved to 444555 with the 3 as a wing: both readings exist."""
    got = read("34447778", "7")
    assert "34447778:airplane_single:5:34445558" in got
    assert "34447778:airplane_single:4:33344478" in got
    assert _agrees_with_reference("34447778", "7")


def test_four_with_two_wild_kickers_at_their_face() -> None:
    assert read("444477", "7") == ["444477:four_two_single:4"]


def test_four_with_two_pairs_from_wilds() -> None:
    got = read("57778888", "8")
    assert "57778888:four_two_pair:7:55777788" in got


@pytest.mark.parametrize(
    ("cards", "wild"),
    [("445567", "7"), ("3337", "7"), ("4777", "7"), ("33377", "7"), ("777B", "7"),
     ("33355", "5"), ("4555", "5"), ("357777", "7"), ("45679", "9"), ("33344478", "7"),
     ("3334445577", "7"), ("444477", "7"), ("3355W".replace("W", "7"), "7"), ("3334", "3"),
     ("333347", "3"), ("33336667", "3"), ("34447778", "7")],
)
def test_golden_sets_agree_with_the_reference(cards: str, wild: str) -> None:
    assert _agrees_with_reference(cards, wild)


def test_three_five_five_and_a_wild_is_either_trio() -> None:  # docs/doudizhu.md §1.6's 3355W
    assert read("33557", "7") == ["33557:trio_pair:3:33355", "33557:trio_pair:5:33555"]


def test_jokers_are_never_wild_and_cannot_be_imitated() -> None:
    assert read("B7", "7") == []
    assert read("BR", "7") == ["BR:rocket:R"]
    assert read("R77", "7") == []


def test_without_a_wild_rank_the_cards_read_as_naturals() -> None:
    assert [str(p) for p in classify("3337", LAIZI)] == ["3337:trio_single:3"]
    assert [str(p) for p in classify("3333", LAIZI)] == ["3333:hard_bomb:3"]


def test_more_cards_than_the_deck_holds_is_no_play() -> None:
    assert classify("33333", LAIZI, wild="7") == []
    assert classify("77777", LAIZI, wild="7") == []


def test_fixed_wild_jokers_stand_for_ranks_and_alone_are_the_rocket() -> None:
    def jokers(cards: str) -> list[str]:
        return sorted(str(p) for p in classify(cards, JOKERS))

    assert jokers("BR") == ["BR:rocket:R"]
    assert jokers("B") == ["B:single:B"]
    assert jokers("3B") == ["3B:pair:3:33"]
    assert jokers("333B") == ["333B:soft_bomb:3:3333", "333B:trio_single:3"]
    assert jokers("333BR") == ["333BR:trio_pair:3:33344"]  # no joker pair: the lowest pair


def test_fixed_red_sevens_are_wild_and_black_sevens_are_not() -> None:
    def red(cards: str) -> list[str]:
        return sorted(str(p) for p in classify(parse_cards(cards), RED_SEVENS))

    assert red("7H7D") == ["77:pair:7"]
    assert red("3S3H3C7H") == ["3337:soft_bomb:3:3333", "3337:trio_single:3"]
    assert red("3S3H3C7S") == ["3337:trio_single:3"]
    assert red("7S7C7H7D") == ["7777:soft_bomb:7", "7777:trio_single:7:3777"]
    assert [str(p) for p in classify("3337", RED_SEVENS)] == ["3337:trio_single:3"]


def test_a_reading_with_wilds_round_trips_through_text() -> None:
    for play in classify("4777", LAIZI, wild="7") + classify("357777", LAIZI, wild="7"):
        assert Play.from_str(str(play)) == play
        assert eval(repr(play)) == play
    assert str(Play.from_str("33345:trio_pair:3")) == "33345:trio_pair:3"


def test_legal_plays_takes_the_wild_like_classify() -> None:
    plays = legal_plays("3337", None, LAIZI, wild="7")
    assert {str(p) for p in classify("3337", LAIZI, wild="7")} <= {str(p) for p in plays}
    assert "7:single:7" in {str(p) for p in plays} and "37:pair:3:33" in {str(p) for p in plays}
