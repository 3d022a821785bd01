"""Whole hands through the real game: every level, both rulesets, bidding on."""

from __future__ import annotations

import pytest

import game
from ai import TableAgent, choose_action, make_agent
from ai.match import play_deal, summarise
from ai.shengji.random_player import RandomTractorPlayer


@pytest.mark.parametrize("rules", ["classic", "happy"])
@pytest.mark.parametrize("levels", [("beginner", "normal", "hard"), ("random", "greedy", "expert")])
def test_hands_finish_without_illegal_actions(rules: str, levels: tuple[str, str, str]) -> None:
    for seed in range(2):
        g = game.new_game(game.ruleset(rules), seed)
        agents = [make_agent(spec, seed * 3 + s) for s, spec in enumerate(levels)]
        for _ in range(3000):
            if g.over:
                break
            seat = g.to_act
            assert seat is not None
            g.apply(choose_action(agents[seat], g.view(seat)))
        assert g.over and g.result is not None


def test_duplicate_deal_plays_both_sides() -> None:
    outcome = play_deal(game.ruleset("classic"), 5, 0, "normal", "greedy", bidding=False)
    assert [g.a_landlord for g in outcome.games] == [True, False]
    summary = summarise([outcome])
    assert summary.deals == 1 and not summary.errors


def test_unknown_spec_is_rejected_with_the_choices() -> None:
    with pytest.raises(ValueError, match="beginner"):
        make_agent("grandmaster", 1)


def test_external_spec_loads_a_factory() -> None:
    agent = make_agent("ai.doudizhu.agents:GreedyAgent", 1)
    assert isinstance(agent, TableAgent)
    assert agent.doudizhu.__class__.__name__ == "GreedyAgent"
    assert isinstance(agent.tractor, RandomTractorPlayer)  # greedy plays no Tractor of its own


def test_arena_json_has_the_design_keys(capsys: pytest.CaptureFixture[str]) -> None:
    import json

    from ai.arena import main

    code = main(["--deals", "4", "--seed", "3", "--a", "normal", "--b", "greedy",
                 "--workers", "2", "--json"])
    captured = capsys.readouterr()
    data = json.loads(captured.out)
    assert code == 0
    assert set(data) == {"deals", "wp", "wp_landlord", "wp_farmer", "adp", "wp_ci95",
                         "latency_ms"}
    assert set(data["latency_ms"]["a"]) == {"p50", "p95", "p99"}
    assert "seed=3" in captured.err and "deals=4" in captured.err
