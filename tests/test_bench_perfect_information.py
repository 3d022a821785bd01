"""bench.perfect_information: its searcher sees the true deal exactly where it says."""

from __future__ import annotations

import random

import game
from ai.doudizhu.players import LEVELS, LevelAgent
from ai.doudizhu.position import position_from_view
from ai.doudizhu.ranks import counts_of_cards
from bench.perfect_information import SeeingSearcher


def _searcher(how: str) -> tuple[SeeingSearcher, game.Game]:
    agent = LevelAgent(LEVELS["expert"], 1)
    assert agent.level.budget is not None
    searcher = SeeingSearcher(agent.level.budget, agent.policy, how)
    g = game.new_game(game.ruleset("classic"), 5, landlord=0)
    searcher.true_hands = tuple(tuple(counts_of_cards(h)) for h in g.hands)
    return searcher, g


def test_seeing_samples_the_true_deal_and_honest_draws() -> None:
    for how in ("seeing", "honest", "endgame"):
        searcher, g = _searcher(how)
        pos = position_from_view(g.view(0))
        budget = searcher.budget
        drawn = searcher._sample(pos, random.Random(3), 0, budget)
        assert drawn is not None and drawn[0] == searcher.true_hands[0]  # its own hand
        # 54 cards on the table: only "seeing" is handed the farmers' true hands.
        assert (drawn == searcher.true_hands) == (how == "seeing"), how
