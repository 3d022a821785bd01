"""Declaring trump during the paced deal.

docs/tractor.md §1.3, docs/tractor-modes.md §2.1, §2.2, §2.4; Decisions D1, D2, D4, D5, D21, D25.
"""

from __future__ import annotations

import pytest

from game.cards import Card
from game.errors import IllegalAction
from game.events import Redealt, visible_to
from game.rules import ruleset
from game.shengji.actions import PASS, Declare
from game.shengji.cards import parse_hand
from game.shengji.declare import strength_of
from game.shengji.events import CardDealt, DeclarationsRevealed, TrumpDeclared, TrumpFixed
from game.shengji.game import Game, new_game
from game.shengji.trump import Trump
from tests.shengji.deals import deal_until, finish_deal, game_with

TRACTOR = ruleset("tractor")


def held(game: Game, seat: int, text: str) -> tuple[Card, ...]:
    """The physical copies of ``text``'s faces that ``seat`` holds (in hand order)."""
    pool = list(game.hands[seat])
    out = []
    for card in parse_hand(text):
        copy = next(c for c in pool if c.rank == card.rank and c.suit == card.suit)
        pool.remove(copy)
        out.append(copy)
    return tuple(out)


def declare(game: Game, seat: int, text: str) -> None:
    game.apply(Declare(held(game, seat, text)), seat)


def refused(game: Game, seat: int, text: str) -> str:
    before = game.record()
    with pytest.raises(IllegalAction) as error:
        declare(game, seat, text)
    assert game.record() == before, "a refused declaration changes nothing"
    return error.value.reason


def first_hand(seed: int = 3) -> Game:
    game = game_with(TRACTOR, {1: "2H 2H", 3: "2S 2S 2D 2D", 2: "B B", 0: "R R"}, seed=seed)
    for seat in range(4):
        deal_until(game, seat, 4)
    return game


def test_position_4_declaring_first_hand_level_2() -> None:
    game = first_hand()
    declare(game, 1, "2H")
    assert game.state.standing is not None and game.state.standing.suit == "H"
    declare(game, 1, "2H 2H")
    assert game.state.standing.strength == (2, 0)
    assert "not stronger" in refused(game, 3, "2S 2S")
    declare(game, 2, "B B")
    assert game.state.standing.suit is None
    declare(game, 0, "R R")
    finish_deal(game)
    assert game.dealer == 0 and game.trump == Trump("2", None)


def test_position_4_and_decision_d4_no_reinforcing_once_overridden_no_self_override() -> None:
    game = first_hand()
    declare(game, 1, "2H")
    declare(game, 3, "2S 2S")
    assert game.state.standing.suit == "S"
    assert "not stronger" in refused(game, 1, "2H 2H")
    assert "override your own" in refused(game, 3, "2D 2D")


def test_declaration_strength_order_two_decks() -> None:
    strengths = [strength_of(parse_hand(t), "2", TRACTOR) for t in ("2H", "2H 2H", "BB", "RR")]
    assert strengths == sorted(strengths) and len(set(strengths)) == 4
    assert strength_of(parse_hand("B"), "2", TRACTOR) is None
    assert strength_of(parse_hand("B R"), "2", TRACTOR) is None
    assert strength_of(parse_hand("2H 2S"), "2", TRACTOR) is None
    assert strength_of(parse_hand("3H"), "2", TRACTOR) is None


def test_equal_strength_never_overrides_the_earlier_declaration() -> None:
    game = first_hand()
    declare(game, 3, "2S 2S")
    assert "not stronger" in refused(game, 1, "2H 2H")


def test_a_partner_may_override() -> None:
    game = game_with(TRACTOR, {1: "2H", 3: "2S 2S"})
    for seat in (1, 3):
        deal_until(game, seat, 2)
    declare(game, 1, "2H")
    declare(game, 3, "2S 2S")
    assert game.state.standing.seat == 3


def test_only_cards_already_received_may_be_declared() -> None:
    game = game_with(TRACTOR, {1: "3C 2H"})
    deal_until(game, 1, 1)
    two_hearts = next(c for c in game.state.deck if c.rank_char == "2" and c.suit == "H")
    with pytest.raises(IllegalAction, match="do not hold"):
        game.apply(Declare((two_hearts,)), 1)


def test_human_may_declare_at_any_moment_of_the_deal() -> None:
    game = game_with(TRACTOR, {0: "2C"})
    deal_until(game, 0, 1)
    game.apply(PASS)
    assert game.to_act != 0
    declare(game, 0, "2C")
    assert game.state.standing.seat == 0 and game.phase == "dealing"


def test_decision_d2_the_moment_belongs_to_the_seat_that_just_received_a_card() -> None:
    """D2: the seat to act during the deal is always the one that received the last card."""
    game = new_game(TRACTOR, 5)
    for _ in range(12):
        last = (game.state.first_receiver + game.state.dealt - 1) % 4
        assert game.to_act == last
        game.apply(PASS)


def test_decision_d1_dealer_receives_the_first_card() -> None:
    game = new_game(TRACTOR, 9, dealer=2)
    assert game.state.first_receiver == 2
    first = new_game(TRACTOR, 9)
    assert first.dealer is None and 0 <= first.state.first_receiver < 4


def test_cards_are_dealt_one_at_a_time_and_only_the_receiver_sees_his() -> None:
    game = new_game(TRACTOR, 4)
    events = game.initial_events + game.apply(PASS)
    dealt = [e for e in events if isinstance(e, CardDealt)]
    assert {e.dealt for e in dealt} == {1, 2}
    for seat in range(4):
        for event in visible_to(dealt, seat):
            assert (event.card is not None) == (event.seat == seat)


def to_final_round(game: Game) -> None:
    while game.phase == "dealing":
        game.apply(PASS)


def wait_for(game: Game, seat: int) -> None:
    """Pass in the final round until ``seat`` has the turn."""
    while game.to_act != seat:
        assert game.phase == "final_round"
        game.apply(PASS)


def test_final_round_lets_each_seat_declare_after_the_last_card() -> None:
    game = game_with(TRACTOR, {2: "2D"}, seed=8)
    to_final_round(game)
    assert game.state.dealt == TRACTOR.table.deal_size
    wait_for(game, 2)
    declare(game, 2, "2D")
    while game.phase == "final_round":
        game.apply(PASS)
    assert game.dealer == 2 and game.trump == Trump("2", "D")


def test_final_round_repeats_until_a_whole_round_passes() -> None:
    game = game_with(TRACTOR, {2: "2D", 3: "2S 2S", 1: "B B"}, seed=8)
    to_final_round(game)
    wait_for(game, 2)
    declare(game, 2, "2D")
    wait_for(game, 3)
    declare(game, 3, "2S 2S")
    wait_for(game, 1)
    declare(game, 1, "B B")
    while game.phase == "final_round":
        game.apply(PASS)
    assert game.dealer == 1 and game.trump == Trump("2", None)


def test_decision_d5_nobody_declares_in_the_first_hand_means_a_redeal() -> None:
    game = new_game(TRACTOR, 2)
    events: list[object] = []
    while game.state.number == 1:
        events.extend(game.apply(PASS))
    assert any(isinstance(e, Redealt) for e in events) and game.dealer is None


@pytest.mark.parametrize(
    ("choice", "expected"), [("no_trump", "no_trump"), ("flip_kitty", "flipped")]
)
def test_option_no_declaration_in_a_later_hand(choice: str, expected: str) -> None:
    rules = ruleset("tractor", no_declaration=choice)
    game = new_game(rules, 2, dealer=1, levels=("5",) * 4)
    events: list[object] = []
    while game.phase in ("dealing", "final_round"):
        events.extend(game.apply(PASS))
    fixed = next(e for e in events if isinstance(e, TrumpFixed))
    assert fixed.how == expected and game.dealer == 1
    if choice == "flip_kitty":
        assert fixed.flipped is not None and fixed.trump == Trump("5", fixed.flipped.suit)
    else:
        assert fixed.trump == Trump("5", None)


def test_option_no_declaration_redeal_in_a_later_hand() -> None:
    game = new_game(ruleset("tractor", no_declaration="redeal"), 2, dealer=1)
    while game.state.number == 1:
        game.apply(PASS)
    assert game.state.number == 2 and game.dealer == 1


def test_option_late_reinforce() -> None:
    rules = ruleset("tractor", late_reinforce=True)
    game = game_with(rules, {1: "2H 2H", 3: "2S 2S"})
    for seat in (1, 3):
        deal_until(game, seat, 2)
    declare(game, 1, "2H")
    declare(game, 3, "2S 2S")
    declare(game, 1, "2H 2H")
    assert game.state.standing.seat == 1 and game.state.standing.suit == "H"
    default = first_hand()
    declare(default, 1, "2H")
    declare(default, 3, "2S 2S")
    assert "not stronger" in refused(default, 1, "2H 2H")


def test_option_late_reinforce_never_overrides_a_joker_pair() -> None:
    rules = ruleset("tractor", late_reinforce=True)
    game = game_with(rules, {1: "2H 2H", 2: "B B"})
    for seat in (1, 2):
        deal_until(game, seat, 2)
    declare(game, 1, "2H")
    declare(game, 2, "B B")
    assert "not stronger" in refused(game, 1, "2H 2H")


def test_decision_d21_three_decks_count_first_then_jokers() -> None:
    rules = ruleset("tractor_three_decks")
    order = ["2H", "2H 2H", "BB", "RR", "2H 2H 2H", "BBB", "RRR"]
    strengths = [strength_of(parse_hand(t), "2", rules) for t in order]
    assert strengths == sorted(strengths) and len(set(strengths)) == len(order)


def test_three_decks_the_standing_declarer_adds_identical_cards() -> None:
    rules = ruleset("tractor_three_decks")
    game = game_with(rules, {1: "2H 2H 2H", 2: "RR"})
    for seat in (1, 2):
        deal_until(game, seat, 3)
    declare(game, 1, "2H")
    declare(game, 1, "2H 2H")
    declare(game, 2, "R R")
    declare(game, 1, "2H 2H 2H")
    assert game.state.standing.seat == 1


def test_position_19_one_deck_two_colours_declaring_at_level_5() -> None:
    """§3.19: S1 shows 5D → red trump; S2 shows 5S 5C → black trump; jokers never declare."""
    rules = ruleset("tractor_one_deck")
    game = game_with(rules, {1: "5D", 2: "5S 5C", 3: "B R"}, levels=("5",) * 4)
    for seat in (1, 2, 3):
        deal_until(game, seat, 2)
    declare(game, 1, "5D")
    declare(game, 2, "5S 5C")
    assert game.state.standing.suit in ("S", "C")
    with pytest.raises(IllegalAction, match="jokers do not declare"):
        game.apply(Declare(held(game, 3, "B")), 3)


def test_four_decks_hidden_declaration_more_cards_override() -> None:
    rules = ruleset("tractor_four_decks")
    game = game_with(rules, {1: "3H 3H", 2: "3C 3C 3C B B", 3: "3S 3S"}, levels=("3",) * 4)
    for seat in (1, 2, 3):
        deal_until(game, seat, 5)
    events = game.apply(Declare(held(game, 1, "3H 3H")), 1)
    public = [e for e in visible_to(events, 0) if isinstance(e, TrumpDeclared)]
    assert public and public[0].cards == () and public[0].count == 2
    assert game.view(0).declarations == ((1, (), 2),)
    assert game.view(1).declarations[0][1] != ()
    assert "not stronger" in refused(game, 3, "3S 3S")
    with pytest.raises(IllegalAction, match="jokers do not declare"):
        declare(game, 2, "B B")
    declare(game, 2, "3C 3C 3C")
    events = []
    while game.phase in ("dealing", "final_round"):
        events.extend(game.apply(PASS))
    assert any(isinstance(e, DeclarationsRevealed) for e in events)
    assert game.trump == Trump("3", "C") and game.dealer == 2


def test_decision_d25_four_decks_nobody_declares_spades_are_trump() -> None:
    game = new_game(ruleset("tractor_four_decks"), 3, dealer=0, levels=("3",) * 4)
    while game.phase in ("dealing", "final_round"):
        game.apply(PASS)
    assert game.trump == Trump("3", "S")


def test_four_decks_a_random_seat_receives_the_first_card_each_hand() -> None:
    rules = ruleset("tractor_four_decks")
    firsts = {new_game(rules, seed, dealer=0, levels=("3",) * 4).state.first_receiver
              for seed in range(30)}
    assert len(firsts) > 1


def test_joker_level_has_no_declaration() -> None:
    rules = ruleset("friends_five_three_decks")
    levels = ("W", "2", "2", "2", "2")
    game = new_game(rules, 1, dealer=0, levels=levels)
    assert game.phase not in ("dealing", "final_round")
    assert game.trump == Trump("W", None)


def test_the_view_offers_a_seat_its_declarations_while_another_has_the_moment() -> None:
    game = game_with(TRACTOR, {0: "2C"})
    deal_until(game, 0, 1)
    game.apply(PASS)
    view = game.view(0)
    assert game.to_act != 0 and view.legal == ()
    assert Declare(held(game, 0, "2C")) in view.declarable
    assert game.view(game.to_act).legal is not None and PASS in (game.view(game.to_act).legal or ())
