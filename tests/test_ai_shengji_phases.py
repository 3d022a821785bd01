"""The Tractor AI outside the tricks: counting, declaring, burying, the friend call and
the friend guessed, the three-player bid and trump."""

from __future__ import annotations

from dataclasses import replace

from ai.shengji.bid import choose_bid, expected_conceded
from ai.shengji.bury import choose_burial
from ai.shengji.counting import Count
from ai.shengji.declare import choose_declaration
from ai.shengji.friends import call_score, friend_evidence, presumed_friend
from game import new_game, ruleset
from game.cards import Card
from game.shengji.actions import PASS, Bid, Declare, FriendCall
from game.shengji.cards import format_hand, parse_hand
from game.shengji.trump import Trump, order_for

RULES = ruleset("tractor")


def cards(text: str) -> list[Card]:
    return parse_hand(text)


def test_a_seat_that_follows_with_another_suit_is_void_in_the_led_one() -> None:
    order = order_for(Trump("2", "D"), RULES)
    plays = [(1, tuple(cards("S:3"))), (2, tuple(cards("H:4"))), (3, tuple(cards("S:5"))),
             (0, tuple(cards("S:6")))]
    count = Count.build(order, 2, 0, 4, cards("C:3"), [plays], {}, None)
    assert count.is_void(2, "S") and not count.is_void(3, "S")
    assert count.possible(2, "S") == []
    assert len(count.possible(3, "S")) == 26 - 4 - 1  # two decks of spades, 2S is trump


def test_a_seat_that_gives_no_pair_to_a_pair_lead_holds_none() -> None:
    order = order_for(Trump("2", "D"), RULES)
    plays = [(1, tuple(cards("S:33"))), (2, tuple(cards("S:49"))), (3, tuple(cards("S:55"))),
             (0, tuple(cards("S:66")))]
    count = Count.build(order, 2, 0, 4, cards("C:3"), [plays], {}, None)
    possible = count.possible(2, "S")
    faces = [order.face(c) for c in possible]
    assert len(faces) == len(set(faces)) and possible
    assert "S" in count.pairless[2]


def test_pairs_and_tractors_out_are_those_another_seat_may_still_hold() -> None:
    order = order_for(Trump("2", "D"), RULES)
    hand = cards("S:AK QQ")
    count = Count.build(order, 2, 0, 4, hand, [], {}, None)
    index = {c.rank_char: order.index(c) for c in cards("S:AKQJT")}
    pairs = count.pairs_out("S")
    assert index["A"] not in pairs and index["Q"] not in pairs and index["J"] in pairs
    tractors = count.tractors_out("S")
    assert all(index[r] not in tractors for r in "QKA")  # each needs a card this hand holds
    assert index["J"] in tractors  # TTJJ may be out


def test_without_counting_nothing_is_inferred_or_remembered() -> None:
    order = order_for(Trump("2", "D"), RULES)
    plays = [(1, tuple(cards("S:3"))), (2, tuple(cards("H:4"))), (3, tuple(cards("S:5"))),
             (0, tuple(cards("S:6")))]
    count = Count.build(order, 2, 0, 4, cards("C:3"), [plays], {}, None, counting=False)
    assert not count.is_void(2, "S")
    assert cards("S:5")[0] in count.hidden


def test_the_burial_voids_a_short_suit_and_keeps_every_trump() -> None:
    hand = cards("S:AAKQJ9876 H:Q4 C:QJ9 D:AKQ76 BR H:22 S:2 C:2 D:2 S:5 C:5 S:4 D:3")
    order = order_for(Trump("2", "S"), RULES)
    buried = choose_burial(hand, order, 8)
    assert len(buried) == 8 and all(not order.is_trump(c) for c in buried)
    rest = [c for c in hand if c not in buried]
    assert not [c for c in rest if c.suit == "H" and not order.is_trump(c)]  # hearts voided


def test_the_burial_keeps_points_when_blanks_will_do() -> None:
    hand = cards("S:AAKQJ9876 H:KT5 C:9843 D:AQJ76 BR S:22 H:2")
    order = order_for(Trump("2", "S"), RULES)
    buried = choose_burial(hand, order, 8)
    assert sum(1 for c in buried if c.rank_char in "5TK") <= 1


def dealing_view(hand: str, legal: list[Declare], declarations=(), dealer: int | None = 0):
    g = new_game(RULES, 1, dealer=0)
    view = g.view(0)
    return replace(view, hand=tuple(cards(hand)), legal=(PASS, *legal),
                   declarations=declarations, dealer=dealer, phase="dealing", to_act=0)


def test_a_long_suit_with_its_level_card_is_declared() -> None:
    hand = "S:2AKQJ98 H:43 C:5 D:6 B"
    spade = Declare((cards("S:2")[0],))
    assert choose_declaration(dealing_view(hand, [spade])) == spade


def test_a_short_suit_is_not_declared_early() -> None:
    hand = "H:2 S:AKQJ9 C:53 D:6"
    heart = Declare((cards("H:2")[0],))
    assert choose_declaration(dealing_view(hand, [heart])) == PASS


def test_the_partners_declaration_is_left_standing() -> None:
    hand = "S:22AKQJ98 H:43 C:5 D:6 B"
    pair = Declare(tuple(cards("S:22")))
    standing = ((2, tuple(cards("H:2")), 1),)
    assert choose_declaration(dealing_view(hand, [pair], standing)) == PASS


def test_the_friend_call_is_an_ace_the_dealer_does_not_hold() -> None:
    hand = cards("S:AK9 H:KQ7 C:A3 D:8")
    spade_ace = FriendCall("A", "H", 1)
    assert call_score(spade_ace, hand) > call_score(FriendCall("A", "S", 1), hand)
    assert call_score(FriendCall("A", "S", 2), hand) > call_score(FriendCall("A", "S", 1), hand)


def test_points_given_to_the_dealers_tricks_point_to_the_friend() -> None:
    rules = ruleset("friends_five")
    trump = Trump("2", "D")
    tricks = []
    for n in range(2):
        tricks.append([(0, tuple(cards("S:A"))), (1, tuple(cards("S:K"))),
                       (2, tuple(cards("S:3"))), (3, tuple(cards("S:4"))),
                       (4, tuple(cards(f"S:{'67'[n]}")))])
    evidence = friend_evidence(tricks, frozenset({0}), trump, rules)
    assert evidence[1] == 20 and presumed_friend(evidence) == 1


def test_a_stronger_hand_bids_a_lower_target() -> None:
    rules = ruleset("bidding_three")
    strong = cards("S:AAKKQQJJT98 H:AAKK C:AA D:AA BBRR H:22 S:2 C:2 D:2 S:3 H:3 C:3")
    weak = cards("S:3456 H:345678 C:34567 D:345678 S:9 H:9 C:9 D:9 S:8 H:T C:T D:T S:T H:J C:J")
    assert expected_conceded(strong, "2", rules) < expected_conceded(weak, "2", rules)
    g = new_game(rules, 1)
    view = replace(g.view(g.to_act), hand=tuple(weak))
    assert choose_bid(replace(view, legal=(PASS, Bid(100)))) == PASS
    assert format_hand(strong)
