"""Random hands under a random mix of the house rules of docs/tractor.md §1.15 (issue 37).

Every hand draws its own mix of the §1.15 Options the mode offers (a mix the ruleset
refuses, such as ``kitty=none`` with ``kitty_theft``, is drawn again), plays to the end
with random legal actions, keeps the decks' points and replays exactly from its JSON
record.  The default run plays a few hands per mode; the soak
(``pytest -m slow tests/shengji/test_house_rules_soak.py``) plays 1,000 per mode.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.errors import InvalidSetting
from game.shengji.modes import FRIEND_OPTIONS, HOUSE_OPTIONS, TRACTOR_MODES, TractorRules
from tests.shengji.test_flow_random import check_hand, play_random_hand

FAST_HANDS = 10
SOAK_HANDS = 1_000
# Options drawn with the house rules, so they meet the combinations the ruleset judges.
PARTNERS = ("kitty_theft", "no_declaration", "partial_tractor_follow", "jack_hook")


def house_mix(rules: TractorRules, rng: random.Random) -> TractorRules:
    """``rules`` with a random value of each §1.15 Option it offers (and a few others)."""
    offered = rules.option_choices()
    names = [o for o in offered if o in HOUSE_OPTIONS or o in FRIEND_OPTIONS or o in PARTNERS]
    while True:
        mix: dict[str, Any] = {name: rng.choice(offered[name]) for name in names}
        try:
            return rules.with_options(**mix)
        except InvalidSetting:
            continue


def soak(rules: TractorRules, hands: int, seed: int) -> list[TractorRules]:
    rng = random.Random(seed)
    played = []
    for number in range(hands):
        mixed = house_mix(rules, rng)
        check_hand(play_random_hand(mixed, seed * 100_000 + number))
        played.append(mixed)
    return played


@pytest.mark.parametrize("rules", TRACTOR_MODES, ids=lambda r: r.name)
def test_random_hands_under_a_mix_of_house_rules_end_and_replay(rules: TractorRules) -> None:
    played = soak(rules, FAST_HANDS, 37)
    assert len(played) == FAST_HANDS
    assert any(r != rules for r in played)


@pytest.mark.slow
@pytest.mark.parametrize("rules", TRACTOR_MODES, ids=lambda r: r.name)
def test_soak_a_thousand_hands_per_mode_under_house_rules(rules: TractorRules) -> None:
    played = soak(rules, SOAK_HANDS, 1037)
    assert len(played) == SOAK_HANDS
    if "kitty" in rules.option_choices() and len(rules.option_choices()["kitty"]) > 1:
        assert any(not r.has_kitty for r in played)
