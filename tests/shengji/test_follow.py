"""Following (docs/tractor.md §1.7, docs/tractor-modes.md §2.1, §2.2, §2.4): F1–F3, the ladders,
refusals in words."""

from __future__ import annotations

from tests.shengji.helpers import error, legal_follows


def test_a_follow_has_as_many_cards_as_the_lead() -> None:
    assert error("S:9", "S:99 H:3", "S:QQ", "2H") == "play 2 cards: the lead has 2"


def test_a_follow_uses_cards_from_the_hand() -> None:
    assert error("S:AA", "S:A9 H:3", "S:QQ", "2H") == "you do not hold ♠A"


def test_f1_as_many_cards_of_the_led_suit_as_possible() -> None:
    two_of_three = error("S:9 H:3", "S:965 H:3", "S:QQ", "2H")
    assert two_of_three == "you must play 2 of your 3 spades"
    assert error("S:9 H:3", "S:96 H:3", "S:QQ", "2H") == "you must play all your spades: you hold 2"
    assert error("H:34", "S:9 H:34", "S:QQ", "2H") == "you must play all your spades: you hold 1"
    assert error("S:9 H:3", "S:9 H:34", "S:QQ", "2H") is None


def test_a_void_player_may_play_anything() -> None:
    assert legal_follows("H:3 C:4 D:5", "S:QQ", "2H") == {"H:3 C:4", "H:3 D:5", "C:4 D:5"}


def test_the_refusal_names_the_pair_to_play() -> None:
    why = error("S:K5", "S:K995", "S:QQ", "2H")
    assert why == "you hold a pair of spades (♠99) and must play it"


def test_the_refusal_names_the_tractor_to_play() -> None:
    why = error("S:QQK4", "S:QQKK4", "S:8899", "2H")
    assert why == "you hold a tractor of two pairs of spades (♠KKQQ) and must play it"


def test_level_cards_follow_trump_not_their_printed_suit() -> None:
    # At 2H the ♠2 is trump: a spade lead finds this hand void in spades.
    assert error("C:3", "S:2 C:3", "S:Q", "2H") is None
    assert error("C:3", "S:2 C:3", "H:A", "2H") == "you must play all your trumps: you hold 1"


def test_permanent_twos_are_trump() -> None:
    assert error("C:3", "S:2 C:3", "S:Q", "7H", permanent_twos=True) is None
    assert error("C:3", "S:2 C:3", "H:A", "7H", permanent_twos=True) is not None


def test_the_tractor_duty_follows_the_level_gap() -> None:
    hand, lead = "H:6688JJ", "H:4455"
    assert error("H:88JJ", hand, lead, "7S") is not None  # 6688 is a tractor at level 7
    assert error("H:88JJ", hand, lead, "7S", level_gap="breaks") is None


def test_a_throw_asks_only_for_pairs() -> None:
    lead = "S:QQKK A"  # a tractor and a single: F1 and F2 only
    assert error("S:5577 9", "S:5577 9 H:3", lead, "2H") is None
    assert error("S:55 79 H:3", "S:5577 9 H:3", lead, "2H") is not None


def test_two_colours_a_pair_is_two_cards_of_one_colour() -> None:
    assert error("S:A C:3", "S:9 C:9 S:A C:3", "S:K C:K", "5D", 1) is not None
    assert error("S:9 C:9", "S:9 C:9 S:A C:3", "S:K C:K", "5D", 1) is None
    assert error("S:A C:3", "S:9 S:A C:3", "S:K C:K", "5D", 1) is None


def test_a_triple_need_not_be_broken_with_protect_triples() -> None:
    assert error("S:37", "S:3337", "S:QQ", "2H", 3) is not None
    assert error("S:37", "S:3337", "S:QQ", "2H", 3, protect_triples=True) is None
    assert error("S:37", "S:33377", "S:QQ", "2H", 3, protect_triples=True) is not None


def test_three_decks_a_triple_lead() -> None:
    assert legal_follows("S:QQQ5", "S:AAA", "2H", 3) == {"S:QQQ"}
    assert legal_follows("S:5578", "S:AAA", "2H", 3) == {"S:855", "S:755"}


def test_three_decks_throws_follow_the_tuple_rule() -> None:
    lead = "S:AAA QQ 9"  # a triple, a pair and a single
    hand = "S:555 77 88 3"
    assert error("S:555 77 3", hand, lead, "2H", 3) is None
    assert error("S:55 77 88", hand, lead, "2H", 3) is not None  # a triple first
    assert error("S:555 73 8", hand, lead, "2H", 3) is not None  # then a pair


def test_three_decks_a_triple_never_supplies_two_pairs() -> None:
    lead = "S:QQ 99 3"
    assert error("S:55 789", "S:555 789", lead, "2H", 3) is None
    assert error("S:5 789 T", "S:555 789 T", lead, "2H", 3) is not None


def test_three_decks_a_long_titanic_asks_for_the_pair_tractor() -> None:
    lead = "S:555666777"
    hand = "S:99TTJJ AKQ3"
    assert error("S:99TTJJ AKQ", hand, lead, "2H", 3) is None
    assert error("S:99TT J AKQ3", hand, lead, "2H", 3) is not None


def test_four_decks_three_pair_tractor_takes_a_quad_and_a_pair() -> None:
    assert legal_follows("S:9999 JJ 4", "S:556677", "3H", 4) == {"S:JJ9999"}
    assert legal_follows("S:99TT KK 4", "S:556677", "3H", 4) == {"S:KKTT99"}
    assert legal_follows("S:444 555 J", "S:667788", "3H", 4) == {"S:555444"}  # Titanic ≈ T2^3


def test_four_decks_four_pair_tractor_one_quad_and_one_pair() -> None:
    # The sheet's line 155: one quad and one other pair → 4 2 1 1.
    follows = legal_follows("S:9999 KK J Q", "S:44556677", "3H", 4)
    assert follows == {"S:KKQJ9999"}
    assert legal_follows("S:9999 KKKK A", "S:44556677", "3H", 4) == {"S:KKKK9999"}


def test_four_decks_quad_lead() -> None:
    assert legal_follows("S:5566 9", "S:AAAA", "3H", 4) == {"S:6655"}
    assert legal_follows("S:55 99 J", "S:AAAA", "3H", 4) == {"S:9955"}
    assert len(legal_follows("S:55 9 J Q", "S:AAAA", "3H", 4)) == 3


def test_four_decks_titanic_lead() -> None:
    lead = "S:555666"
    assert legal_follows("S:777 99 J", lead, "3H", 4) == {"S:J99777"}
    assert legal_follows("S:JJQQ KK A", lead, "3H", 4) == {"S:KKQQJJ"}


def test_four_decks_quad_tractor_lead() -> None:
    lead = "S:55556666"
    assert legal_follows("S:9999 KKKK A", lead, "3H", 4) == {"S:KKKK9999"}
    assert error("S:778899TT", "S:778899TT A", lead, "3H", 4) is None


def test_four_decks_a_quad_is_not_forced_to_serve_as_a_triple() -> None:
    assert error("S:99 A", "S:9999 A", "S:QQQ", "3H", 4) is None
    assert error("S:99 A", "S:999 A", "S:QQQ", "3H", 4) is not None


def test_the_refusal_offers_the_equivalent_shape() -> None:
    why = error("S:5569", "S:5566 9", "S:AAAA", "3H", 4)
    assert why is not None and why.endswith("and must play it or a quad")
