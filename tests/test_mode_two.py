"""Two-player Dou Dizhu, ``two`` (docs/doudizhu-modes.md §3): one deck, 20 each, 3 kitty, 11 set
aside."""

from __future__ import annotations

import random

from game import PASS, Call, classify, new_game, ruleset
from game.cards import new_deck
from game.doudizhu.events import Dealt
from game.doudizhu.view import PHASE_BIDDING, PHASE_PLAY
from game.events import Redealt
from tests.modes_support import (
    cards_seen,
    fixed_game,
    script,
)

TWO = ruleset("two")


def test_rule_two_deals_twenty_each_a_kitty_of_three_and_sets_eleven_aside() -> None:
    game = new_game(TWO, 4)
    assert TWO.seats == 2 and TWO.decks == 1 and TWO.table.set_aside == 11
    assert [len(hand) for hand in game.hands] == [20, 20]
    assert len(game.kitty) == 3 and len(game.set_aside) == 11
    dealt = [*game.hands[0], *game.hands[1], *game.kitty, *game.set_aside]
    assert sorted(dealt) == sorted(new_deck(1))


def test_rule_the_set_aside_cards_are_in_no_view_and_no_event() -> None:
    for seed in range(40):
        game = new_game(TWO, seed)
        rng = random.Random(seed)
        events = list(game.initial_events)
        while True:
            aside = set(game.set_aside)  # a redeal sets other cards aside
            for seat in range(2):
                view = game.view(seat)
                shown = {c for hand in view.shown.values() for c in hand}
                played = {c for cards in view.history_cards for c in cards}
                visible = set(view.hand) | set(view.kitty or ()) | shown | played
                assert not visible & aside and view.flipped not in aside
            if game.over:
                break
            events.extend(game.apply(rng.choice(game.legal_actions())))
        last_deal = max(i for i, e in enumerate(events) if isinstance(e, Dealt))
        assert not cards_seen(events[last_deal:]) & aside
        assert not any(set(hand) & aside for hand in game.hands)


def test_rule_call_the_first_call_wins() -> None:
    game = fixed_game(TWO, [], landlord=None, first_bidder=1)
    assert game.phase == PHASE_BIDDING and game.to_act == 1
    assert game.legal_actions() == [Call(False), Call(True)]
    game.apply(Call(True))
    assert game.landlord == 1 and game.base == 1 and game.robs == 0
    assert game.phase == PHASE_PLAY and game.to_act == 1
    assert len(game.hands[1]) == 23


def test_rule_call_the_other_seat_may_call_after_a_no_call() -> None:
    game = fixed_game(TWO, [], landlord=None, first_bidder=0)
    game.apply(Call(False))
    game.apply(Call(True))
    assert game.landlord == 1 and game.base == 1


def test_rule_nobody_calls_means_a_redeal() -> None:
    game = fixed_game(TWO, [], landlord=None, first_bidder=0)
    game.apply(Call(False))
    events = game.apply(Call(False))
    assert Redealt("no_bid") in events
    assert game.deal_number == 2 and game.landlord is None and game.phase == PHASE_BIDDING


def test_rule_two_plays_the_classic_combinations() -> None:
    assert TWO.pattern_set == "classic"
    for cards, kind in (("3334", "trio_single"), ("333345", "four_two_single"),
                        ("BR", "rocket"), ("33344456", "airplane_single"), ("3333", "bomb")):
        assert [p.kind for p in classify(cards, TWO)] == [kind]


# Landlord (seat 0) 20 + kitty: a straight, the bomb of 2s, a pair chain 334455 and a 6.
LANDLORD = "3456789TJQKA" "2222" "3344"
KITTY = "556"


def test_rule_landlord_wins_one_base_times_multiplier_spring_and_bomb_double() -> None:
    game = fixed_game(TWO, [LANDLORD], KITTY)
    script(game, ["3456789TJQKA", None, "334455", None, "6", None, "2222"])
    result = game.result
    assert result is not None and result.landlord_won and result.spring
    assert result.multiplier == 4 and result.scores == (4, -4)


def test_rule_landlord_wins_without_spring_when_the_opponent_played() -> None:
    game = fixed_game(TWO, [LANDLORD, "K"], KITTY)
    script(game, ["6", "K", "2222", None, "3456789TJQKA", None, "334455"])
    result = game.result
    assert result is not None and not result.spring
    assert result.multiplier == 2 and result.scores == (2, -2)


def test_rule_landlord_loses_one_base_times_multiplier_with_anti_spring() -> None:
    farmer = "3456789TJQKA" "777888" "22"
    game = fixed_game(TWO, ["3", farmer])
    script(game, ["3", "2", None, "3456789TJQKA", None, "777888", None, "2"])
    result = game.result
    assert result is not None and not result.landlord_won and result.anti_spring
    assert result.scores == (-2, 2)


def test_option_bomb_doubles_beating_only_ignores_a_led_bomb() -> None:
    game = fixed_game(TWO.with_options(bomb_doubles="beating_only"), [LANDLORD], KITTY)
    script(game, ["3456789TJQKA", None, "334455", None, "6", None, "2222"])
    assert game.result is not None and game.result.scores == (2, -2)


def test_option_first_bidder_rotate_and_the_options_two_offers() -> None:
    assert set(TWO.option_choices()) == {"first_bidder", "bomb_doubles"}
    game = new_game(TWO.with_options(first_bidder="rotate"), 7)
    assert game.flipped is None and game.next_first_bidder == 1 - game.first_bidder


def test_passing_once_gives_the_lead_back_with_two_seats() -> None:
    game = fixed_game(TWO, [LANDLORD], KITTY)
    script(game, ["6", None])
    assert game.to_act == 0 and game.previous is None
    assert PASS not in game.legal_actions()


