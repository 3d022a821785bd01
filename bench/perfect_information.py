"""What would knowing the farmers' cards be worth to the expert landlord?

Plays the first game of each duplicate deal of the arena (A, the expert, at seat 0 as the
fixed landlord; B at the farmers' seats) with the same seeds as ``python -m ai.arena``, in
one of three ways:

- ``honest``: the expert as it is (each sample a deal drawn from what it has seen);
- ``endgame``: its exact endgame (18 cards or fewer on the table) solves the true deal in
  every sample, its roll-outs draw as usual;
- ``seeing``: every sample, roll-outs included, is the true deal.

So ``endgame`` against ``honest`` is what better inference could still gain where the
solver decides, and ``seeing`` is perfect-information Monte Carlo with the policy's
roll-outs.  ``DDZ_SEARCH`` changes the expert's budget as for :mod:`bench.search_variants`,
so ``honest`` with it is a quick landlord-only comparison of a search variant on the same
deals (a landlord's game against RLCard's farmers takes about 1.5 s).  One JSON line per
deal: ``{"deal", "won", "seconds"}``; a file already holding some deals is resumed.

Run: python -m bench.perfect_information --how seeing --deals 300 --out F
     [--first 0] [--seed 14] [--b bench.rlcard_agent:make]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import time
from collections.abc import Sequence
from dataclasses import replace

import game
from ai.agents import choose_action, make_agent
from ai.doudizhu.match import agent_seed_base
from ai.doudizhu.players import LEVELS, LevelAgent
from ai.doudizhu.policy import Policy
from ai.doudizhu.position import Position
from ai.doudizhu.ranks import counts_of_cards
from ai.doudizhu.search import SearchBudget, Searcher
from ai.doudizhu.solver import Hands
from ai.match import deal_seed
from bench.search_variants import budget_from_env

HOWS = ("honest", "endgame", "seeing")


class SeeingSearcher(Searcher):
    """The expert's search, its samples replaced by ``true_hands`` where ``how`` says."""

    def __init__(self, budget: SearchBudget, policy: Policy, how: str) -> None:
        super().__init__(budget, policy)
        self.how = how
        self.true_hands: Hands | None = None

    def _sample(
        self, pos: Position, rng: random.Random, draws: int, budget: SearchBudget
    ) -> Hands | None:
        on_table = sum(pos.cards_left)
        if self.how == "seeing" or (self.how == "endgame" and on_table <= budget.endgame_cards):
            return self.true_hands
        return super()._sample(pos, rng, draws, budget)


def play(deal: int, seed: int, spec_b: str, how: str) -> bool:
    """The landlord's game of ``deal`` as the arena seeds it; did the expert win?"""
    rules = game.ruleset("classic")
    base = agent_seed_base(rules, deal_seed(seed, deal), swap=False)
    level = LEVELS["expert"]
    assert level.budget is not None
    landlord = LevelAgent(replace(level, budget=budget_from_env(level.budget)), base)
    assert landlord.level.budget is not None
    seeing = SeeingSearcher(landlord.level.budget, landlord.policy, how)
    landlord.searcher = seeing
    agents = [landlord, make_agent(spec_b, base + 1), make_agent(spec_b, base + 2)]
    g = game.new_game(rules, deal_seed(seed, deal), landlord=0)
    while not g.over:
        seat = g.to_act
        assert seat is not None
        if seat == 0:
            seeing.true_hands = tuple(tuple(counts_of_cards(h)) for h in g.hands)
        g.apply(choose_action(agents[seat], g.view(seat)))
    assert g.result is not None
    return g.result.scores[0] > 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--how", choices=HOWS, required=True)
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--seed", type=int, default=14)
    parser.add_argument("--b", default="bench.rlcard_agent:make")
    parser.add_argument("--out", required=True)
    args = parser.parse_args(argv)
    done: dict[int, bool] = {}
    if os.path.exists(args.out):
        with open(args.out, encoding="utf-8") as f:
            done = {r["deal"]: r["won"] for r in map(json.loads, filter(str.strip, f))}
    with open(args.out, "a", encoding="utf-8") as f:
        for deal in range(args.first, args.first + args.deals):
            if deal in done:
                continue
            start = time.perf_counter()
            done[deal] = play(deal, args.seed, args.b, args.how)
            f.write(json.dumps({"deal": deal, "won": done[deal],
                                "seconds": round(time.perf_counter() - start, 2)}) + "\n")
            f.flush()
    wins = [done[d] for d in range(args.first, args.first + args.deals)]
    print(f"{args.how}: the expert landlord won {sum(wins)} of {len(wins)} "
          f"({sum(wins) / len(wins):.3f}) against {args.b}, seed {args.seed}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
