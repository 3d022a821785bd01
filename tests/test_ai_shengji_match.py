"""The arena plays Tractor duplicate deals: partnerships swap, the dealer stays, and the JSON
names A's win rate as dealer's side and as catchers and the average level difference."""

from __future__ import annotations

import json

import pytest

from ai.arena import main
from ai.shengji.match import level_difference, play_deal, seat_sides
from game import ruleset


def test_partnerships_sit_in_alternate_seats_and_swap() -> None:
    rules = ruleset("tractor")
    assert seat_sides(rules, a_first=True) == ["a", "b", "a", "b"]
    assert seat_sides(rules, a_first=False) == ["b", "a", "b", "a"]
    assert seat_sides(ruleset("friends_five"), a_first=True) == ["a", "b", "b", "b", "b"]


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
