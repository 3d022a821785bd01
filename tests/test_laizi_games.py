"""Seeded random hands of the wildcard mode: never an error, and every record replays exactly.

The default run plays 1,000 hands (and 300 of each fixed-wild setup); the 10,000-hand
soak is behind the ``slow`` mark and runs only when asked for:
``python -m pytest -m slow tests/test_laizi_games.py``.
"""

from __future__ import annotations

import functools
import json
import random

import pytest

from game import new_game, replay, ruleset
from game.doudizhu.events import WildRevealed
from game.doudizhu.game import Game
from game.rules import Ruleset

LAIZI = ruleset("laizi")


def _play_out(rules: Ruleset, seed: int) -> tuple[Game, int]:
    game = new_game(rules, seed)
    reveals = sum(isinstance(e, WildRevealed) for e in game.initial_events)
    rng = random.Random(seed)
    while not game.over:
        reveals += sum(isinstance(e, WildRevealed) for e in game.apply(rng.choice(
            game.legal_actions())))
    return game, reveals


@functools.cache
def _default_hands() -> list[tuple[Game, int]]:
    """The default run's 300 wildcard hands, played once for the two tests that read them
    (the games are only read after)."""
    return [_play_out(LAIZI, seed) for seed in range(300)]


def _check_hand(rules: Ruleset, seed: int) -> None:
    _check_game(rules, *_play_out(rules, seed))


def _check_game(rules: Ruleset, game: Game, reveals: int) -> None:
    assert game.result is not None and sum(game.result.scores) == 0
    assert any(not hand for hand in game.hands)
    assert reveals == (1 if rules.wild_cards == "one_rank" else 0)
    record = json.loads(json.dumps(game.record()))
    again = replay(record)
    assert again.result == game.result and again.wild == game.wild == record.get("wild")
    assert again.history == game.history and again.history_cards == game.history_cards
    assert [p.stands_for for _, p in again.history if p] == [
        p.stands_for for _, p in game.history if p
    ]


def test_three_hundred_random_hands_play_to_a_score_and_replay() -> None:
    """The default run's bound (the 10,000-hand soak is behind -m slow)."""
    hands = _default_hands()
    assert len(hands) == 300
    for game, reveals in hands:
        _check_game(LAIZI, game, reveals)


@pytest.mark.parametrize("fixed", ["red_sevens", "jokers"])
def test_fixed_wild_hands_play_and_replay(fixed: str) -> None:
    rules = ruleset("laizi", wild_cards="two_fixed", fixed_wilds=fixed)
    for seed in range(300):
        _check_hand(rules, seed)


def test_happy_style_options_play_with_wilds() -> None:
    rules = ruleset("laizi", bidding="call_rob", show_hand=True, doubling=True,
                    bomb_doubles="beating_only")
    for seed in range(200):
        _check_hand(rules, seed)


def test_wilds_are_played_in_many_readings() -> None:
    kinds: set[str] = set()
    with_wilds = 0
    for game, _ in _default_hands():
        for _, play in game.history:
            if play is not None:
                kinds.add(play.kind)
                with_wilds += play.stands_for != play.cards
    assert {"soft_bomb", "single", "pair", "straight"} <= kinds and with_wilds > 100


@pytest.mark.slow
def test_ten_thousand_random_hands_without_error() -> None:
    for seed in range(10_000):
        _check_hand(LAIZI, seed)
