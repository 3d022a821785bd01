"""Every Tractor level plays every Tractor ruleset to the end, every action legal, and the
levels are the ones DESIGN.md names (the expert on a small search budget here)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from ai import choose_action, make_agent
from ai.agents import Agent, TableAgent
from ai.shengji.players import LEVELS, TRACTOR_LEVELS, LevelPlayer
from ai.shengji.search import SearchBudget
from game import new_game, ruleset
from game.shengji.game import Game
from game.shengji.modes import TEAMS_ONE_VS_TWO, TRACTOR_MODES

SMALL = SearchBudget(samples=1, candidates=2)


def agent(spec: str, seed: int) -> Agent:
    """A level's agent; the expert's search kept to one sample so the test stays fast."""
    made = make_agent(spec, seed)
    if spec == "expert":
        return TableAgent(made, LevelPlayer(replace(LEVELS["expert"], search=SMALL), seed))
    return made


def play_out(g: Game, specs: list[str], seed: int) -> None:
    agents = [agent(specs[s % len(specs)], seed * 10 + s) for s in range(g.seats)]
    for _ in range(5000):
        if g.over:
            return
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


def test_the_levels_are_the_four_of_design() -> None:
    assert TRACTOR_LEVELS == ("beginner", "normal", "hard", "expert")
    for level in TRACTOR_LEVELS:
        made = make_agent(level, 1)
        assert isinstance(made, TableAgent) and isinstance(made.tractor, LevelPlayer)


@pytest.mark.parametrize("name", [rules.name for rules in TRACTOR_MODES])
def test_mixed_levels_play_every_ruleset_to_the_end(name: str) -> None:
    g = fresh(name, 1)
    play_out(g, list(TRACTOR_LEVELS), 1)
    assert g.result is not None
    assert not any(g.hands), "every card was played"
    players = {int(a.split()[0]) for a in g.action_log if a.split()[1] == "play"}
    assert players == set(range(g.seats)), "every level played"


def test_every_level_plays_a_first_hand_with_declaring() -> None:
    g = new_game(ruleset("tractor"), 4)
    play_out(g, ["hard", "normal", "beginner", "expert"], 4)
    assert g.dealer is not None and g.result is not None


@pytest.mark.slow
@pytest.mark.parametrize("name", [rules.name for rules in TRACTOR_MODES])
@pytest.mark.parametrize("level", TRACTOR_LEVELS)
def test_each_level_alone_plays_every_ruleset(name: str, level: str) -> None:
    for seed in range(2, 5):
        play_out(fresh(name, seed), [level], seed)
