"""Five-player Dou Dizhu with two decks and a hidden ally, ``five`` (docs/doudizhu-modes.md §5)."""

from __future__ import annotations

import doctest
import importlib
import random

import pytest

from game import Bid, CallAlly, beats, classify, new_game, ruleset
from game.cards import Card
from game.doudizhu.events import AllyKnown, AllyRevealed, LandlordChosen
from game.doudizhu.game import Game
from game.doudizhu.patterns import doubles
from game.doudizhu.view import PHASE_ALLY, PHASE_BIDDING, PHASE_PLAY
from game.events import visible_to
from game.plays import Play
from tests.modes_support import (
    fixed_game,
    script,
)

FIVE = ruleset("five")
KING_OF_SPADES = Card.parse("KS")


def _play(cards: str) -> Play:
    readings = classify(cards, FIVE)
    assert len(readings) == 1, f"{cards} reads {readings}"
    return readings[0]


def test_rule_five_deals_21_each_and_a_kitty_of_3_shown_to_all() -> None:
    game = fixed_game(FIVE, [], landlord=None)
    assert [len(hand) for hand in game.hands] == [21] * 5 and len(game.kitty) == 3
    for _ in range(4):
        game.apply(Bid(0))
    events = game.apply(Bid(1))
    chosen = [e for e in events if isinstance(e, LandlordChosen)]
    assert chosen == [LandlordChosen(4, 1, tuple(game.kitty), True)]
    assert all(game.view(seat).kitty == tuple(game.kitty) for seat in range(5))


def test_decision_bidding_one_two_three_as_in_points_and_the_landlord_leads() -> None:
    game = fixed_game(FIVE, [], landlord=None, first_bidder=2)
    assert game.phase == PHASE_BIDDING and game.legal_actions()[:2] == [Bid(0), Bid(1)]
    game.apply(Bid(1))
    game.apply(Bid(3))
    assert game.landlord == 3 and game.base == 3 and game.phase == PHASE_ALLY
    game.apply(CallAlly(None))
    assert game.phase == PHASE_PLAY and game.to_act == 3


# ----- the hidden ally ---------------------------------------------------------------------


def test_decision_the_ally_card_is_one_the_landlord_holds_exactly_once() -> None:
    game = fixed_game(FIVE, ["KS 3S 3S", "KS"])
    held = [(c.rank, c.suit) for c in game.hands[0]]
    cards = [a.card for a in game.legal_actions() if isinstance(a, CallAlly)]
    assert None in cards and KING_OF_SPADES in cards
    assert Card.parse("3S") not in cards
    assert all(held.count((c.rank, c.suit)) == 1 for c in cards if c is not None)


def test_decision_the_ally_learns_its_role_alone_and_no_view_says_more() -> None:
    game = fixed_game(FIVE, ["KS", "", "KS"])
    events = game.apply(CallAlly(KING_OF_SPADES))
    assert game.state.ally == 2
    for seat in range(5):
        secret = [e for e in visible_to(events, seat) if isinstance(e, AllyKnown)]
        assert secret == ([AllyKnown(2, audience=frozenset({2}))] if seat == 2 else [])
        view = game.view(seat)
        assert view.side_of(2) == ("landlord" if seat == 2 else None)
        assert view.side_of(0) == "landlord"
    assert game.view(2).teammates() == [0] and game.view(0).teammates() == []


def _ally_plays_the_king(game: Game) -> list[object]:
    king = next(c for c in game.hands[2] if (c.rank, c.suit) == (KING_OF_SPADES.rank, "S"))
    play = _play("K")
    return list(game.apply(play, [king]))


def test_decision_the_ally_is_revealed_to_all_when_it_plays_the_card() -> None:
    game = fixed_game(FIVE, ["3 KS", "", "KS"])
    game.apply(CallAlly(KING_OF_SPADES))
    script(game, ["3", None])
    events = _ally_plays_the_king(game)
    revealed = [e for e in events if isinstance(e, AllyRevealed)]
    assert revealed == [AllyRevealed(2)]
    assert all(game.view(seat).side_of(2) == "landlord" for seat in range(5))


def test_decision_the_ally_is_revealed_at_the_end_if_it_never_played_the_card() -> None:
    game = fixed_game(FIVE, [LANDLORD, "", "KS"], KITTY)
    game.apply(CallAlly(KING_OF_SPADES))
    events = script(game, SWEEP)
    assert [e for e in events if isinstance(e, AllyRevealed)] == [AllyRevealed(2)]


# ----- scores --------------------------------------------------------------------------------

# Landlord seat 0 holds one KS (in its straight); seat 2 holds the other copy.
LANDLORD = "3456789TJQKA" "333444555"
KITTY = "666"
SWEEP = ["3456789TJQKA", None, None, None, None, "333444555666"]
FARMER_HAND = "3456789TJQKA" "777888" "22" "A"  # seat 1 empties first
FARMERS_WIN = ["3", "A", None, None, None, None, "3456789TJQKA", None, None, None, None,
               "777888", None, None, None, None, "22"]


def test_decision_landlord_side_wins_farmers_pay_b_landlord_takes_2b_ally_b_spring() -> None:
    game = fixed_game(FIVE, [LANDLORD, "", "KS"], KITTY)
    game.apply(CallAlly(KING_OF_SPADES))
    script(game, SWEEP)
    result = game.result
    assert result is not None and result.landlord_won and result.spring
    assert result.scores == (4, -2, 2, -2, -2)


def test_decision_the_side_of_the_first_seat_to_empty_wins_the_ally_may_empty_first() -> None:
    ally = "3456789TJQKA" "777888" "22" "A"
    game = fixed_game(FIVE, ["3 KS", "", ally.replace("K", "KS")])
    game.apply(CallAlly(KING_OF_SPADES))
    script(game, ["3", None, "A", None, None, None, None, "3456789TJQKA", None, None, None,
                  None, "777888", None, None, None, None, "22"])
    result = game.result
    assert result is not None and result.winner == 2 and result.landlord_won
    assert result.spring and result.scores == (4, -2, 2, -2, -2)


def test_decision_landlord_side_loses_the_signs_flip() -> None:
    game = fixed_game(FIVE, ["3 KS", FARMER_HAND, "KS"])
    game.apply(CallAlly(KING_OF_SPADES))
    script(game, FARMERS_WIN)
    result = game.result
    assert result is not None and not result.landlord_won and not result.spring
    assert result.scores == (-2, 1, -1, 1, 1)


def test_decision_alone_the_landlord_wins_8b_and_each_farmer_pays_2b() -> None:
    game = fixed_game(FIVE, [LANDLORD], KITTY)
    game.apply(CallAlly(None))
    script(game, SWEEP)
    result = game.result
    assert result is not None and ("alone", 2) in result.factors and result.spring
    assert result.scores == (16, -4, -4, -4, -4)  # b = 1 × spring 2; alone ×2 applied


def test_decision_alone_the_landlord_loses_8b() -> None:
    game = fixed_game(FIVE, ["3", FARMER_HAND])
    game.apply(CallAlly(None))
    script(game, FARMERS_WIN)
    assert game.result is not None and game.result.scores == (-8, 2, 2, 2, 2)


def test_rule_doubling_bombs_of_five_or_more_triple_joker_and_heaven_bomb() -> None:
    doubling = {c: doubles(_play(c), FIVE) for c in
                ("3333", "BB", "RR", "33333", "333333", "BBR", "BRR", "3333333", "BBRR")}
    assert doubling == {"3333": False, "BB": False, "RR": False, "33333": True,
                        "333333": True, "BBR": True, "BRR": True, "3333333": True,
                        "BBRR": True}


def test_rule_a_doubling_bomb_played_doubles_the_score() -> None:
    game = fixed_game(FIVE, ["33333 4444"])
    game.apply(CallAlly(None))
    script(game, ["4444"])
    assert game.multiplier == 2  # alone
    script(game, [None, None, None, None, "33333"])
    assert game.multiplier == 4


# ----- combinations ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("cards", "kind"),
    [
        ("B", "single"), ("22", "pair"), ("334455", "pair_chain"), ("34567", "straight"),
        ("222", "trio"), ("333444", "trio_chain"), ("22233", "trio_pair"),
        ("3334442266", "airplane_pair"), ("3333", "bomb"), ("33333333", "bomb"),
        ("BB", "joker_bomb_2"), ("RR", "joker_bomb_2"), ("BBR", "joker_bomb_3"),
        ("BRR", "joker_bomb_3"), ("BBRR", "heaven_bomb"),
    ],
)
def test_rule_combinations_of_five(cards: str, kind: str) -> None:
    assert _play(cards).kind == kind


@pytest.mark.parametrize(
    "cards", ["BR", "333BB", "333444BB55", "3334", "333345", "JQKA2", "33344455", "33BB"]
)
def test_rule_not_combinations_of_five_no_joker_pairs_no_trio_single_no_four_two(
    cards: str,
) -> None:
    assert classify(cards, FIVE) == []


BOMB_ORDER = ["3333", "BB", "33333", "333333", "BBR", "3333333", "33333333", "BBRR"]


def test_rule_bomb_order_four_double_joker_five_six_triple_joker_seven_eight_heaven() -> None:
    for i, weaker in enumerate(BOMB_ORDER):
        for stronger in BOMB_ORDER[i + 1 :]:
            assert beats(_play(stronger), _play(weaker), FIVE), (stronger, weaker)
            assert not beats(_play(weaker), _play(stronger), FIVE), (weaker, stronger)


def test_rule_bombs_of_equal_length_by_rank_and_every_bomb_beats_every_other_kind() -> None:
    assert beats(_play("4444"), _play("3333"), FIVE) and beats(_play("33333"), _play("22222"),
                                                               FIVE) is False
    assert beats(_play("3333"), _play("3456789TJQKA"), FIVE) and beats(_play("BB"), _play("R"),
                                                                       FIVE)


def test_decision_rr_beats_bb_and_brr_beats_bbr() -> None:
    assert beats(_play("RR"), _play("BB"), FIVE) and not beats(_play("BB"), _play("RR"), FIVE)
    assert beats(_play("BRR"), _play("BBR"), FIVE) and not beats(_play("BBR"), _play("BRR"),
                                                                 FIVE)


def test_random_hands_keep_the_ally_hidden_until_revealed() -> None:
    hidden_turns = 0
    for seed in range(40):
        game = new_game(FIVE, seed)
        rng = random.Random(seed)
        while not game.over:
            ally = game.state.ally
            if ally is not None and not game.state.ally_revealed:
                hidden_turns += 1
                for seat in range(5):
                    assert game.view(seat).side_of(ally) == ("landlord" if seat == ally
                                                             else None)
            game.apply(rng.choice(game.legal_actions()))
    assert hidden_turns > 100, "the hands had hidden stretches to check"


@pytest.mark.parametrize("module", ["game.doudizhu.five_patterns"])
def test_the_examples_in_the_docstrings_hold(module: str) -> None:
    assert doctest.testmod(importlib.import_module(module)).failed == 0
