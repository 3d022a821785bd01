"""Any Tractor ruleset can be played to the end by AI seats, every action legal."""

from __future__ import annotations

import pytest

from ai import TableAgent, choose_action, make_agent
from ai.shengji.random_player import RandomTractorPlayer
from game import new_game, ruleset
from game.shengji.game import Game
from game.shengji.modes import TEAMS_ONE_VS_TWO, TRACTOR_MODES

MAX_ACTIONS = 4000
NAMES = [rules.name for rules in TRACTOR_MODES]


def play_out(g: Game, specs: list[str], seed: int) -> int:
    """Play the hand to its end with one agent per seat; every action is checked first."""
    agents = [make_agent(spec, seed * 10 + s) for s, spec in enumerate(specs)]
    for count in range(MAX_ACTIONS):
        if g.over:
            return count
        seat = g.to_act
        assert seat is not None
        action = choose_action(agents[seat], g.view(seat))
        assert g.check(action) is None, (g.phase, str(action), g.check(action))
        g.apply(action)
    raise AssertionError("the hand did not finish")


def fresh(name: str, seed: int) -> Game:
    rules = ruleset(name)
    dealer = None if rules.teams == TEAMS_ONE_VS_TWO else seed % rules.seats
    return new_game(rules, seed, dealer=dealer)


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("seed", [1, 2])
def test_random_seats_play_every_ruleset_to_the_end(name: str, seed: int) -> None:
    g = fresh(name, seed)
    play_out(g, ["random"] * g.seats, seed)
    assert g.over and g.result is not None


@pytest.mark.parametrize("name", ["tractor", "friends_five", "bidding_three"])
def test_a_first_hand_without_a_dealer_is_played_out(name: str) -> None:
    g = new_game(ruleset(name), 5)
    play_out(g, ["random"] * g.seats, 5)
    assert g.result is not None and g.dealer is not None


def test_an_agent_without_a_tractor_player_falls_back_to_random() -> None:
    agent = make_agent("greedy", 1)
    assert isinstance(agent, TableAgent) and isinstance(agent.tractor, RandomTractorPlayer)
    g = fresh("tractor", 3)
    play_out(g, ["greedy"] * g.seats, 3)
    assert g.over
