"""Determinised search: sample the unseen cards, solve or play out each sample.

With few cards on the table every sample is solved exactly (:mod:`ai.solver`);
earlier, the top levels play each candidate out to the end with the policy for
every seat (roll-outs).  The play that wins in the most samples is chosen; the
policy's own choice breaks ties, so search only overrides it with evidence.
Each decision has a time budget; sampling stops when it is spent.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from ai.decompose import Decomposer
from ai.policy import Policy
from ai.position import Position
from ai.ranks import remove
from ai.rollout import play_out, solved_win
from ai.sampling import sample_hands
from ai.solver import Hands, SearchLimit, Solver
from game.plays import Play

POLICY_BONUS = 0.5  # in samples: how much evidence it takes to overrule the policy
ROLLOUT_MARGIN = 0.12  # roll-outs are noisy: a share of samples the policy is given


@dataclass(frozen=True)
class SearchBudget:
    """How much a level searches: exact endgames up to ``endgame_cards`` on the table,
    ``samples`` deals per decision, ``rollouts`` play-outs (0: none), ``seconds`` per decision."""

    endgame_cards: int
    samples: int
    rollouts: int
    seconds: float
    node_limit: int = 4000
    candidates: int = 4


@dataclass(frozen=True)
class SearchResult:
    """The chosen play (None: pass) and its share of won samples."""

    play: Play | None
    wins: float


class Searcher:
    """Runs the search for one agent; the policy supplies candidates and roll-outs."""

    def __init__(self, budget: SearchBudget, policy: Policy) -> None:
        self.budget = budget
        self.policy = policy
        self.rollout_policy = Policy(policy.style, policy.rng, Decomposer())

    def choose(self, pos: Position, rng: random.Random) -> SearchResult | None:
        options: list[Play | None] = list(pos.legal())
        if pos.previous is not None:
            options.append(None)
        if len(options) <= 1:
            return None
        on_table = sum(pos.cards_left)
        deadline = time.perf_counter() + self.budget.seconds
        if on_table <= self.budget.endgame_cards:
            return self._exact(pos, options, rng, deadline)
        if self.budget.rollouts:
            return self._rollouts(pos, options, rng, deadline)
        return None

    def _exact(
        self, pos: Position, options: list[Play | None], rng: random.Random, deadline: float
    ) -> SearchResult | None:
        wins = [0.0] * len(options)
        solved = 0
        for _ in range(self.budget.samples):
            hands = sample_hands(pos.knowledge, pos.hand, rng)
            if hands is None or time.perf_counter() > deadline:
                break
            result = self._solve_sample(pos, hands, options, deadline)
            if result is None:
                continue
            solved += 1
            for i, won in enumerate(result):
                wins[i] += won
        if not solved:
            return None
        return self._pick(pos, options, wins, solved)

    def _solve_sample(
        self, pos: Position, hands: Hands, options: list[Play | None], deadline: float
    ) -> list[float] | None:
        solver = Solver(pos.seating, self.budget.node_limit)
        results: list[float] = []
        try:
            for option in options:
                if time.perf_counter() > deadline:
                    return None
                results.append(float(solved_win(solver, pos, hands, option)))
        except SearchLimit:
            return None
        return results

    def _pick(
        self, pos: Position, options: list[Play | None], wins: list[float], samples: int,
        bonus: float = POLICY_BONUS,
    ) -> SearchResult:
        """The option with the most wins, the policy's own choice given ``bonus`` wins."""
        preferred = self.policy.choose(pos)
        scores = [w + (bonus if o == preferred else 0.0) for o, w in zip(options, wins,
                                                                          strict=True)]
        best = max(range(len(options)), key=scores.__getitem__)
        return SearchResult(options[best], wins[best] / samples)

    # --- roll-outs -------------------------------------------------------------

    def _rollouts(
        self, pos: Position, options: list[Play | None], rng: random.Random, deadline: float
    ) -> SearchResult | None:
        candidates = self._candidates(pos, options)
        if len(candidates) <= 1:
            return None
        wins = [0.0] * len(candidates)
        done = 0
        for _ in range(self.budget.rollouts):
            if time.perf_counter() > deadline:
                break
            hands = sample_hands(pos.knowledge, pos.hand, rng)
            if hands is None:
                break
            for i, option in enumerate(candidates):
                wins[i] += float(play_out(pos, hands, option, self.rollout_policy))
            done += 1
        if done < 2:
            return None
        return self._pick(pos, candidates, wins, done, max(1.5, ROLLOUT_MARGIN * done))

    def _candidates(self, pos: Position, options: list[Play | None]) -> list[Play | None]:
        """The policy's choice, passing, and the cheapest plays by plan damage."""
        preferred = self.policy.choose(pos)
        decomposer = self.policy.decomposer
        base = decomposer.score(pos.hand)
        plays = [o for o in options if o is not None]
        plays.sort(key=lambda p: base - decomposer.score(remove(pos.hand, p)))
        out: list[Play | None] = [preferred]
        if pos.previous is not None and preferred is not None:
            out.append(None)
        for play in plays:
            if len(out) >= self.budget.candidates:
                break
            if play not in out:
                out.append(play)
        return out
