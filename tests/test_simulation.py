"""Thousands of seeded random hands: never an error, and records replay exactly."""

from __future__ import annotations

import json
import random

import pytest

from game import IllegalAction, Play, new_game, replay, ruleset
from game.doudizhu.actions import PASS

HANDS = 10_000


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["classic", "happy"])
def test_ten_thousand_random_hands_without_error(mode: str) -> None:
    rules = ruleset(mode)
    for seed in range(HANDS):
        game = new_game(rules, seed)
        rng = random.Random(seed)
        while not game.over:
            game.apply(rng.choice(game.legal_actions()))
        assert game.result is not None
        assert sum(game.result.scores) == 0
        assert any(not h for h in game.hands)


@pytest.mark.parametrize("mode", ["classic", "happy"])
def test_record_replays_every_hand_exactly(mode: str) -> None:
    rules = ruleset(mode)
    for seed in range(300):
        game = new_game(rules, seed)
        rng = random.Random(seed)
        while not game.over:
            game.apply(rng.choice(game.legal_actions()))
        record = json.loads(json.dumps(game.record()))
        again = replay(record)
        assert again.result == game.result
        assert again.hands == game.hands and again.history == game.history


def test_same_seed_same_deal() -> None:
    rules = ruleset("classic")
    assert new_game(rules, 42).hands == new_game(rules, 42).hands
    assert new_game(rules, 42).hands != new_game(rules, 43).hands


def test_random_illegal_actions_raise_and_change_nothing() -> None:
    rules = ruleset("happy")
    for seed in range(100):
        game = new_game(rules, seed)
        rng = random.Random(seed)
        while not game.over:
            legal = game.legal_actions()
            if game.phase == "play":
                bogus = [p for p in _all_plays_sample(rng) if p not in legal]
                if PASS not in legal:
                    bogus.append(PASS)
                for action in bogus[:3]:
                    before = json.dumps(game.record())
                    with pytest.raises(IllegalAction):
                        game.apply(action)
                    assert json.dumps(game.record()) == before
            game.apply(rng.choice(legal))


def _all_plays_sample(rng: random.Random) -> list[Play]:
    from game import legal_plays

    return rng.sample(legal_plays("3456789TJQKA2BR" * 1, None, ruleset("classic")), 5)


def test_replay_rejects_a_damaged_record() -> None:
    game = new_game(ruleset("classic"), 3)
    rng = random.Random(3)
    for _ in range(5):
        game.apply(rng.choice(game.legal_actions()))
    record = game.record()
    record["actions"] = [*record["actions"], "1 play 3:single:3"]  # type: ignore[list-item]
    with pytest.raises(ValueError, match="record action"):
        replay(record)
    with pytest.raises(ValueError):
        replay({"format": "something else"})


def test_unknown_ruleset_lists_the_known_ones() -> None:
    with pytest.raises(ValueError, match=r"classic.*happy"):
        ruleset("nonesuch")


def test_bad_option_value_is_named() -> None:
    with pytest.raises(ValueError, match="bomb_doubles"):
        ruleset("classic", bomb_doubles="sometimes")
