"""The arena plays Tractor duplicate deals: partnerships swap, the dealer stays, a game is
scored by the role A played, and the JSON names A's win rate as dealer's side and as
catchers and the average level difference."""

from __future__ import annotations

import json

import pytest

from ai import choose_action, make_agent
from ai.arena import main
from ai.match import play_deal
from ai.shengji.match import level_difference, role_score, score, seat_sides, start
from game import ruleset


def test_partnerships_sit_in_alternate_seats_and_swap() -> None:
    rules = ruleset("tractor")
    assert seat_sides(rules, swap=False) == ["a", "b", "a", "b"]
    assert seat_sides(rules, swap=True) == ["b", "a", "b", "a"]
    assert seat_sides(ruleset("friends_five"), swap=False) == ["a", "b", "b", "b", "b"]


def test_the_level_difference_is_per_side() -> None:
    assert level_difference((2, 0, 2, 0), ["a", "b", "a", "b"]) == 2.0
    assert level_difference((0, 1, 0, 1), ["a", "b", "a", "b"]) == -1.0


def test_a_deal_is_played_once_per_seating_with_the_dealer_fixed() -> None:
    outcome = play_deal(ruleset("tractor"), 3, 0, "hard", "random", False)
    assert len(outcome.games) == 2 and all(g.error is None for g in outcome.games)
    assert [g.a_landlord for g in outcome.games] == [True, False]
    assert outcome.times["a"] and outcome.times["b"]


@pytest.mark.parametrize("mode", ["tractor", "bidding_three"])
def test_the_arena_prints_tractor_figures_as_json(mode: str, capsys: pytest.CaptureFixture[str]
                                                  ) -> None:
    code = main(["--mode", mode, "--deals", "1", "--seed", "1", "--a", "normal",
                 "--b", "random", "--json"])
    figures = json.loads(capsys.readouterr().out)
    assert code == 0
    assert set(figures) == {"deals", "wp", "wp_landlord", "wp_farmer", "adp", "wp_ci95",
                            "latency_ms"}
    assert figures["deals"] == 1 and set(figures["latency_ms"]) == {"a", "b"}


def test_a_friends_hand_is_scored_by_the_role_a_played() -> None:
    # 找朋友, second game: B deals at seat 0, A holds the four other seats, and the friend
    # A's agent played at seat 3 helped the dealer win.  A played the catchers, who lost;
    # counting A's seats among the winners would call it A's win.
    sides = ["b", "a", "a", "a", "a"]
    score, won, a_dealer = role_score(sides, 0, (0, 3), (0, 3), (2, 0, 0, 2, 0))
    assert (won, a_dealer) == (False, False)
    assert score == -2.0
    # The first game of the same cards: A deals and wins with B's seat 3 as its friend.
    score, won, a_dealer = role_score(["a", "b", "b", "b", "b"], 0, (0, 3), (0, 3),
                                      (2, 0, 0, 2, 0))
    assert (won, a_dealer, score) == (True, True, 2.0)


def test_a_friends_hand_goes_to_a_or_to_b_never_both() -> None:
    # Each played hand scored from A's side and again with A's and B's seats exchanged is
    # one side's: the old counting gave a hand to both whenever the dealer's friend sat on
    # a seat of the other agent (most hands below have such a mixed dealer's side).
    rules = ruleset("friends_five")
    flipped = {"a": "b", "b": "a"}
    mixed = 0
    for deal in range(4):
        sides = seat_sides(rules, swap=deal % 2 == 1)
        hand = start(rules, deal, False)
        agents = [make_agent("random", deal * 10 + s) for s in range(rules.seats)]
        while not hand.over:
            seat = hand.to_act
            assert seat is not None
            hand.apply(choose_action(agents[seat], hand.view(seat)))
        assert hand.result is not None
        mixed += len({sides[s] for s in hand.result.dealer_side}) == 2
        a_score, a_won, a_dealer = score(hand, sides)
        b_score, b_won, b_dealer = score(hand, [flipped[s] for s in sides])
        assert a_won != b_won and a_dealer != b_dealer and a_score == -b_score
    assert mixed >= 2
