"""docs/tractor.md §3: every position about cards, leads, throws, follows and tricks, by number.

Positions 4, 16–18 and 23–25 are about declaring, the kitty bonus, levels and
friends: the hand-flow tests pin those.
"""

from __future__ import annotations

from game.shengji.cards import format_hand, parse_hand, points
from game.shengji.lead import judge_throw, lead_error, throw_result
from game.shengji.trick import matches, trick_points, trick_winner
from game.shengji.trump import Trump, order_for
from tests.shengji.helpers import error, legal_follows, shape
from tests.shengji.trick_rules import rules

T2H = Trump("2", "H")
T2S = Trump("2", "S")


def _winner(plays: list[str], trump: Trump, decks: int = 2, **options: object) -> int:
    return trick_winner(plays, trump, rules(decks, **options))


def test_p01_adjacency_in_plain_suits() -> None:
    assert shape("H:6688", "7S") == ["T2^2"]
    assert shape("H:6688", "2S") == ["2", "2"]
    assert shape("H:QQKK", "AS") == ["T2^2"]
    assert shape("S:KK H:AA", "AS") == ["T2^2"]
    assert shape("H:KKAA", "2S") == ["T2^2"]
    assert lead_error("H:AA22", "H:AA22", T2S, rules()) is not None  # ♥2 is trump at 2S


def test_p02_trump_chain_at_7s() -> None:
    for tractor in ("S:AA H:77", "H:77 S:77", "S:77 BB", "BB RR", "S:KKAA"):
        assert shape(tractor, "7S") == ["T2^2"], tractor
    assert shape("H:77 D:77", "7S") == ["2", "2"]
    assert shape("S:AA S:77", "7S") == ["2", "2"]
    assert shape("S:AA H:77 D:77 S:77", "7S") == ["T2^3", "2"]
    verdict = judge_throw("S:AA H:77 D:77 S:77", ["D:77", "", ""], Trump("7", "S"), rules())
    assert verdict is None  # D:77 is equal to the thrown pair, not higher


def test_p02_the_shared_index_pair_left_over_is_the_diamond_one() -> None:
    order = order_for(Trump("7", "S"), rules())
    from game.shengji.shapes import read

    reading = read("S:AA H:77 D:77 S:77", order)
    assert reading.parts[1].faces == ((5, "D"),)


def test_p03_no_trump_7nt() -> None:
    assert shape("H:77 BB", "7NT") == ["T2^2"]
    assert shape("BB RR", "7NT") == ["T2^2"]
    assert shape("H:77 S:77", "7NT") == ["2", "2"]
    refusal = lead_error("H:77A", "H:77A S:3", Trump("7", None), rules())
    assert refusal == "a lead must be all of one suit: ♥77 are trumps, ♥A is a heart"


def test_p05_pair_lead() -> None:
    hand = "S:K995 H:38"
    assert error("S:99", hand, "S:QQ", "2H") is None
    assert error("S:K5", hand, "S:QQ", "2H") == ("you hold a pair of spades (♠99) and must play it")
    assert legal_follows("S:K H:38 C:4", "S:QQ", "2H") == {"S:K H:8", "S:K H:3", "S:K C:4"}


def test_p06_tractor_lead() -> None:
    assert legal_follows("S:AA663 H:4", "S:8899", "2H") == {"S:AA66"}
    assert legal_follows("S:QQKK4 H:4", "S:8899", "2H") == {"S:KKQQ"}
    assert legal_follows("S:JJ7 H:49", "S:8899", "2H") == {"S:JJ7 H:9", "S:JJ7 H:4"}
    assert legal_follows("S:AAKKQQ", "S:8899", "2H") == {"S:AAKK", "S:KKQQ"}
    assert error("S:AAQQ", "S:AAKKQQ", "S:8899", "2H") is not None


def test_p07_shorter_tractor() -> None:
    hand, lead = "S:6677JJKK", "S:334455"
    assert error("S:66JJKK", hand, lead, "2H") is None
    assert error("S:66JJKK", hand, lead, "2H", partial_tractor_follow=True) is not None
    assert error("S:6677KK", hand, lead, "2H", partial_tractor_follow=True) is None
    assert error("S:6677JJ", hand, lead, "2H", partial_tractor_follow=True) is None


def test_p08_valid_throw_then_trumped() -> None:
    others = ["S:KQJ H:3", "S:QQ3", "H:559 C:4"]
    assert throw_result("S:AAK", others, T2H, rules()) is None
    plays = ["S:AAK", "S:KQJ", "S:QQ3", "H:55 H:9"]
    assert _winner(plays, T2H) == 3
    assert trick_points(plays) == 30
    assert _winner(["S:AAK", "S:KQJ", "S:QQ3", "H:55 C:4"], T2H) == 0


def test_p09_failed_throw_the_seed_example() -> None:
    th = Trump("T", "H")
    assert throw_result("S:9 88 44", ["H:3", "S:J", "C:3"], th, rules()) == "S:9"
    assert throw_result("S:9 88 44", ["S:QQ", "", ""], th, rules()) == "S:44"
    smallest = rules(failed_throw_forced="smallest_beaten")
    assert throw_result("S:9 88 44", ["S:QQ", "", ""], th, smallest) == "S:9"
    verdict = judge_throw("S:9 88 44", ["S:3", "H:A", "S:55"], th, rules())
    assert verdict is not None
    assert format_hand(verdict.forced) == "S:44"
    assert format_hand(verdict.taken_back) == "S:988"
    assert verdict.blocker == 2


def test_p10_partner_blocks() -> None:
    assert throw_result("S:AK", ["S:Q", "S:A", ""], T2H, rules()) == "S:K"


def test_p11_throw_with_a_tractor() -> None:
    lead = "S:QQKK A"
    assert throw_result(lead, ["S:33447", "S:A9 H:345", "H:66779"], T2H, rules()) is None
    assert error("S:33447", "S:33447 C:2", lead, "2H") is None
    assert error("S:A9 H:345", "S:A9 H:3456", lead, "2H") is None
    assert _winner([lead, "S:33447", "S:A9 H:345", "H:6677 H:9"], T2H) == 3
    assert _winner([lead, "S:33447", "S:A9 H:345", "H:6699 H:7"], T2H) == 0


def test_p12_tractor_against_loose_pairs() -> None:
    assert error("S:88JJ", "S:88JJ H:3", "S:5566", "2H") is None
    assert not matches("S:88JJ", "S:5566", T2H, rules())
    assert _winner(["S:5566", "S:88JJ", "S:3479", "H:33KK"], T2H) == 0
    assert _winner(["S:5566", "S:88JJ", "S:3479", "H:3344"], T2H) == 3


def test_p13_trumping_and_over_trumping() -> None:
    assert _winner(["D:AA", "S:99", "S:33", "H:22"], T2S) == 3
    assert _winner(["D:AA", "S:99", "S:33"], T2S) == 1
    assert _winner(["H:QQ", "S:34"], T2S) == 0
    assert _winner(["H:QQ", "S:34", "S:55"], T2S) == 2


def test_p14_equal_cards_the_first_played_ranks_higher() -> None:
    assert _winner(["H:K", "H:K"], T2S) == 0
    assert _winner(["H:2", "D:2"], T2S) == 0
    assert _winner(["H:2", "D:2", "S:2"], T2S) == 2
    assert _winner(["H:2", "D:2", "S:2", "B"], T2S) == 3


def test_p15_two_trumps_on_a_throw() -> None:
    assert throw_result("D:AAK", ["S:55A", "D:3Q4", "S:QQ3"], T2S, rules()) is None
    plays = ["D:AAK", "S:55A", "D:3Q4", "S:QQ3"]
    assert _winner(plays, T2S) == 3
    assert _winner(plays, T2S, throw_compare="all_components") == 1


def test_p19_two_colours_at_level_5() -> None:
    assert shape("H:K D:K", "5D", 1) == ["2"]
    assert shape("S:9 C:9", "5D", 1) == ["2"]
    assert lead_error("S:9 H:9", "S:9 H:9", Trump("5", "D"), rules(1)) is not None  # ♥9 trump
    assert shape("S:7 C:7 S:8 C:8", "5D", 1) == ["T2^2"]
    assert shape("H:A D:A S:5 C:5", "5D", 1) == ["T2^2"]
    assert shape("S:9 C:9", "5S", 1) == ["2"]  # black trump: still a pair, now trump


def test_p20_three_decks_triples_give_one_pair() -> None:
    lead = "S:AAKK"
    assert error("S:33TT", "S:333TT7", lead, "2H", 3) is None
    assert error("S:3337", "S:333TT7", lead, "2H", 3) is not None
    assert legal_follows("S:33378", lead, "2H", 3) == {"S:8733", "S:8333", "S:7333"}


def test_p21_three_decks_titanic() -> None:
    lead = "S:555666"
    assert error("S:JJQQ34", "S:AAAJJQQ34", lead, "2H", 3) is None
    assert error("S:JJQQAA", "S:AAAJJQQ34", lead, "2H", 3) is None
    assert error("S:AAAJJ3", "S:AAAJJQQ34", lead, "2H", 3) is not None
    assert legal_follows("S:KKK9974", lead, "2H", 3) == {"S:KKK997", "S:KKK994"}
    assert len(legal_follows("S:KKK9743", lead, "2H", 3)) == 4  # KKK and three of the four
    assert _winner([lead, "H:667788"], T2H, 3) == 0
    assert _winner([lead, "H:666777"], T2H, 3) == 1


def test_p22_four_decks() -> None:
    h3 = Trump("3", "H")
    order = order_for(h3, rules(4))
    ranked = [order.index(c) for c in parse_hand("R B H:3 S:3 C:3 D:3 H:2 S:2 C:2 D:2 H:A")]
    assert ranked == sorted(ranked, reverse=True) and len(set(ranked)) == 7
    for tractor in ("H:AA S:22", "S:22 H:22", "H:22 S:33"):
        assert shape(tractor, "3H", 4) == ["T2^2"], tractor
    assert legal_follows("S:AAAA 4455 9", "S:7788", "3H", 4) == {"S:AAAA", "S:5544"}
    assert _winner(["S:7788", "S:AAAA"], h3, 4) == 1
    assert legal_follows("S:66 99 J", "S:7788", "3H", 4) == {"S:9966"}
    assert error("S:7788", "S:7788J", "S:AAAA", "3H", 4) is None
    assert _winner(["S:AAAA", "S:7788"], h3, 4) == 0


def test_points_are_counted_from_every_play() -> None:
    assert points("S:5 H:T D:K") == 25
