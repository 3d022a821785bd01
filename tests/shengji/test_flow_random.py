"""Random full hands of every Tractor ruleset: they end, conserve points and replay exactly.

The default run plays a bounded number of hands per ruleset; the soak
(``pytest -m slow tests/shengji/test_flow_random.py``, left out of the default
run by the ``slow`` marker) plays 10,000 hands per ruleset and 1,000 matches,
about an hour of one core.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from game import replay
from game.errors import InvalidSetting
from game.rules import ruleset
from game.shengji.game import Game, new_game
from game.shengji.match import Match, replay_match
from game.shengji.modes import FRIEND_OPTIONS, HOUSE_OPTIONS, TRACTOR_MODES, TractorRules
from tests.shengji.players import play_match, play_out

FAST_HANDS = 30
SOAK_HANDS = 10_000
SOAK_MATCHES = 1_000
SOAK_MATCH_HANDS = 150


def play_random_hand(rules: TractorRules, seed: int) -> Game:
    game = new_game(rules, seed)
    play_out(game, random.Random(seed))
    return game


def check_hand(game: Game) -> None:
    """Points conserved (100 per deck, the kitty included) and an exact replay."""
    result = game.result
    assert result is not None and game.over
    assert sum(result.trick_points) + result.kitty_points == game.rules.total_points
    assert sum(len(h) for h in game.hands) == 0 and len(game.state.kitty) == game.rules.kitty_size
    again = replay(json.loads(json.dumps(game.record())))
    assert again.result == result and again.action_log == game.action_log


@pytest.mark.parametrize("rules", TRACTOR_MODES, ids=lambda r: r.name)
def test_random_hands_end_conserve_points_and_replay(rules: TractorRules) -> None:
    for seed in range(FAST_HANDS):
        check_hand(play_random_hand(rules, seed))


@pytest.mark.parametrize("rules", TRACTOR_MODES, ids=lambda r: r.name)
def test_random_hands_with_every_option_changed(rules: TractorRules) -> None:
    """Each non-default option value, one at a time, plays a hand to the end (the house
    rules of §1.15 are played in tests/shengji/test_house_rules_soak.py)."""
    for number, (option, values) in enumerate(rules.option_choices().items()):
        if option in HOUSE_OPTIONS or option in FRIEND_OPTIONS:
            continue
        for value in values[1:]:
            changed = rules.with_options(**{option: value})
            assert isinstance(changed, TractorRules)
            check_hand(play_random_hand(changed, 100 + number))


def test_points_in_a_hand_are_the_decks_worth() -> None:
    assert [r.total_points for r in TRACTOR_MODES] == [100 * r.decks for r in TRACTOR_MODES]


def _record() -> dict[str, Any]:
    return play_random_hand(ruleset("tractor"), 1).record()


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"format": "shengji-match"}, "format"),
        ({"version": 4}, "version"),
        ({"seed": 1.5}, "seed"),
        ({"dealer": 4}, "dealer"),
        ({"dealer": "north"}, "dealer"),
        ({"levels": ["2", "3", "2", "3"]}, "levels"),
        ({"levels": ["2", "2", "2"]}, "levels"),
        ({"levels": "2222"}, "levels"),
        ({"deck": "AS"}, "deck"),
        ({"first_bidder": 9}, "first_bidder"),
        ({"options": {"level_gap": "wide"}}, "options"),
    ],
)
def test_a_malformed_hand_record_names_the_field(change: dict[str, Any], field: str) -> None:
    record = _record()
    record.update(change)
    with pytest.raises(InvalidSetting) as error:
        replay(record)
    assert error.value.field == field


def test_an_illegal_action_in_a_record_names_its_step() -> None:
    record = _record()
    record["actions"][3] = "2 bury AS"
    with pytest.raises(InvalidSetting) as error:
        replay(record)
    assert error.value.field == "record action 3"
    record["actions"][3] = 17
    with pytest.raises(InvalidSetting, match="record action 3"):
        replay(record)


def test_a_replay_can_stop_after_any_number_of_actions() -> None:
    game = play_random_hand(ruleset("friends_five"), 6)
    record = game.record()
    for upto in (0, 10, 150, len(record["actions"]) - 1):
        partial = replay(record, upto)
        assert partial.action_log == game.action_log[:upto]


@pytest.mark.slow
@pytest.mark.parametrize("rules", TRACTOR_MODES, ids=lambda r: r.name)
def test_soak_ten_thousand_random_hands(rules: TractorRules) -> None:
    for seed in range(SOAK_HANDS):
        check_hand(play_random_hand(rules, seed))


@pytest.mark.slow
def test_soak_a_thousand_random_matches() -> None:
    for number in range(SOAK_MATCHES):
        rules = TRACTOR_MODES[number % len(TRACTOR_MODES)]
        match = Match(rules, number)
        play_match(match, random.Random(number), SOAK_MATCH_HANDS)
        again = replay_match(json.loads(json.dumps(match.record())))
        assert again.levels == match.levels and again.winners == match.winners
