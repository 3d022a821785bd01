"""The Tractor modes are data: every ruleset of DESIGN.md, its table and its options."""

from __future__ import annotations

import pytest

import game
from game.rules import ruleset
from game.shengji.modes import CORE_OPTIONS, TRACTOR_MODES, TractorRules

TABLES = {
    "tractor": (4, 2, 25, 8),
    "tractor_one_deck": (4, 1, 12, 6),
    "tractor_three_decks": (4, 3, 39, 6),
    "tractor_six": (6, 3, 26, 6),
    "tractor_four_decks": (4, 4, 52, 8),
    "friends_five": (5, 2, 20, 8),
    "friends_five_three_decks": (5, 3, 31, 7),
    "friends_four": (4, 2, 25, 8),
    "bidding_three": (3, 2, 34, 6),
}


@pytest.mark.parametrize("name", sorted(TABLES))
def test_every_tractor_ruleset_is_registered_with_its_table(name: str) -> None:
    rules = ruleset(name)
    assert isinstance(rules, TractorRules) and rules.family == "shengji"
    table = rules.table
    assert (table.seats, table.decks, table.hand_size, table.kitty_size) == TABLES[name]
    assert table.set_aside == 0 and not rules.kitty_shown
    assert name in game.ruleset_names()


def test_decision_d20_kitty_sizes_follow_the_shengji_formula() -> None:
    for rules in TRACTOR_MODES:
        size = rules.table.deck_size % rules.seats or rules.seats
        while size < 5:
            size += rules.seats
        assert rules.kitty_size == size, rules.name


def test_level_step_is_twenty_per_deck() -> None:
    assert [ruleset(n).level_step for n in ("tractor_one_deck", "tractor", "tractor_six",
                                            "tractor_four_decks")] == [20, 40, 60, 80]


def test_every_core_option_is_a_field_with_its_default_first() -> None:
    rules = ruleset("tractor")
    for option, allowed in CORE_OPTIONS.items():
        assert rules.option_choices()[option] == allowed
        assert getattr(rules, option) == allowed[0]


def test_decision_d3_four_decks_forces_permanent_twos_and_partial_tractor_follow() -> None:
    rules = ruleset("tractor_four_decks")
    assert rules.permanent_twos and rules.partial_tractor_follow and rules.lowest_level == "3"
    assert rules.option_choices()["permanent_twos"] == (True,)
    with pytest.raises(ValueError, match="permanent_twos"):
        ruleset("tractor_four_decks", permanent_twos=False)
    assert not ruleset("tractor").permanent_twos


def test_modes_declare_their_teams() -> None:
    teams = {rules.name: rules.teams for rules in TRACTOR_MODES}
    assert teams["tractor"] == teams["tractor_six"] == "fixed_partners"
    assert teams["friends_five"] == teams["friends_four"] == "friends"
    assert teams["bidding_three"] == "one_vs_two"


def test_an_unknown_option_or_value_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown option"):
        ruleset("tractor", no_such_option=True)
    with pytest.raises(ValueError, match="kitty_multiplier"):
        ruleset("tractor", kitty_multiplier="triple")
