"""A Match carries levels and the dealer from hand to hand, and is saved and replayed."""

from __future__ import annotations

import json
import random
from itertools import pairwise
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.errors import IllegalAction, InvalidSetting
from game.rules import ruleset
from game.shengji.match import Match, hand_seed, match_seed_for, replay_match
from game.shengji.modes import TRACTOR_MODES
from tests.shengji.players import play_match, play_out

TRACTOR = ruleset("tractor")


def played_match(rules: Any = TRACTOR, seed: int = 3, hands: int = 4) -> Match:
    match = Match(rules, seed)
    play_match(match, random.Random(seed), hands)
    return match


def test_the_first_hand_has_no_dealer_and_everybody_at_the_lowest_level() -> None:
    match = Match(TRACTOR, 1)
    assert match.game.dealer is None and match.levels == ("2",) * 4


def test_each_hand_starts_from_the_last_result() -> None:
    match = played_match()
    for before, after in pairwise(match.games):
        assert before.result is not None
        assert after.levels == before.result.levels_after
        assert after.state.dealer == before.result.next_dealer
        assert after.level == before.result.levels_after[before.result.next_dealer]


def test_the_next_hand_waits_for_the_current_one() -> None:
    match = Match(TRACTOR, 1)
    with pytest.raises(IllegalAction, match="finish"):
        match.next_hand()


@given(st.integers(min_value=0, max_value=2**63 - 1), st.integers(min_value=1, max_value=60))
def test_match_seed_for_inverts_hand_seed(seed_of_hand: int, number: int) -> None:
    """重打这副牌 deals a hand again as hand ``number`` of a new match: the match seed it
    works out deals exactly that hand's seed there."""
    assert hand_seed(match_seed_for(seed_of_hand, number), number) == seed_of_hand


def test_hand_seeds_differ_and_depend_only_on_the_match_seed() -> None:
    seeds = {hand_seed(7, n) for n in range(1, 50)}
    assert len(seeds) == 49 and hand_seed(7, 3) == hand_seed(7, 3)


@pytest.mark.parametrize("rules", TRACTOR_MODES, ids=lambda r: r.name)
def test_a_match_record_replays_to_the_same_levels(rules: Any) -> None:
    match = played_match(rules, seed=5, hands=3)
    again = replay_match(json.loads(json.dumps(match.record())))
    assert [g.result for g in again.games] == [g.result for g in match.games]
    assert again.levels == match.levels


def test_an_unfinished_last_hand_is_saved_and_resumed() -> None:
    match = played_match(hands=2)
    match.next_hand()
    rng = random.Random(1)
    from tests.shengji.players import random_action

    for _ in range(30):
        match.game.apply(random_action(match.game, rng))
    again = replay_match(match.record())
    assert again.game.action_log == match.game.action_log and not again.game.over


def test_a_match_ends_when_the_dealer_side_wins_at_a() -> None:
    match = Match(TRACTOR, 11, levels=("A", "K", "A", "K"), dealer=0)
    rng = random.Random(11)
    while not match.over:
        play_out(match.game, rng)
        if not match.over:
            match.next_hand()
    assert match.winners in ((0, 2), (1, 3))
    with pytest.raises(IllegalAction, match="over"):
        match.next_hand()


def test_three_player_bidding_passes_the_first_bid_on() -> None:
    match = played_match(ruleset("bidding_three"), hands=3)
    bidders = [g.state.first_bidder for g in match.games]
    assert all(b == (a + 1) % 3 for a, b in pairwise(bidders))


def _broken(change: dict[str, Any]) -> dict[str, Any]:
    record = played_match(hands=2).record()
    record.update(change)
    return record


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"format": "doudizhu-hand"}, "format"),
        ({"version": 9}, "version"),
        ({"ruleset": "no_such_mode"}, "ruleset"),
        ({"ruleset": "classic"}, "ruleset"),
        ({"options": {"kitty_multiplier": "triple"}}, "options"),
        ({"options": []}, "options"),
        ({"seed": "x"}, "seed"),
        ({"levels": ["2", "2", "Z", "2"]}, "levels[2]"),
        ({"dealer": 7}, "dealer"),
        ({"hands": "nope"}, "hands"),
        ({"hands": []}, "hands"),
    ],
)
def test_a_malformed_match_save_is_refused_with_the_field_named(
    change: dict[str, Any], field: str
) -> None:
    with pytest.raises(InvalidSetting) as error:
        replay_match(_broken(change))
    assert error.value.field == field


def test_a_bad_action_in_a_saved_hand_names_the_hand_and_the_action() -> None:
    record = played_match(hands=2).record()
    record["hands"][1][5] = "0 dance"
    with pytest.raises(InvalidSetting) as error:
        replay_match(record)
    assert error.value.field == "hands[1][5]"


def test_a_saved_hand_cut_short_before_the_last_is_refused() -> None:
    record = played_match(hands=3).record()
    record["hands"][0] = record["hands"][0][:40]
    with pytest.raises(InvalidSetting) as error:
        replay_match(record)
    assert error.value.field == "hands[0]"


def test_not_a_record_at_all() -> None:
    with pytest.raises(InvalidSetting, match="record"):
        replay_match([1, 2])
