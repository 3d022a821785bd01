"""Determinised search: sample the unseen cards, solve or play out each sample.

With few cards on the table every sample is solved exactly (:mod:`ai.doudizhu.solver`);
earlier, the top levels play each candidate out with the policy for every seat
(roll-outs), and the expert solves a roll-out's last few cards exactly.  The play
that wins in the most samples is chosen; the policy's own choice breaks ties, so
search only overrides it with evidence.
Each decision has a time budget; sampling stops when it is spent, and a
roll-out that passes it is dropped unfinished (:class:`~ai.doudizhu.rollout.OutOfTime`).
Two-deck tables and hands bigger than any classic hand (21-40 cards) get a
smaller budget (:func:`for_big_hands`): a roll-out there costs ten times more.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, replace

from ai.clock import deadline_after, past
from ai.doudizhu.decompose import ROLLOUT_LEAF_LIMIT, Decomposer, read_mode
from ai.doudizhu.inference import draw_hands
from ai.doudizhu.policy import Policy
from ai.doudizhu.position import Position, is_big
from ai.doudizhu.ranks import remove
from ai.doudizhu.rollout import Endgame, OutOfTime, play_out, solved_win
from ai.doudizhu.solver import Hands, SearchLimit, Solver
from game.plays import Play

POLICY_BONUS = 0.5  # in samples: how much evidence it takes to overrule the policy
ROLLOUT_MARGIN = 0.12  # roll-outs are noisy: a share of samples the policy is given
# Hands over EXHAUSTIVE_CARDS cards: a third of the roll-outs and a clock well inside the
# 1 s a player may wait, since the clock is wall time and the machine may be busy.
BIG_HAND_ROLLOUT_SHARE = 3
BIG_HAND_MIN_ROLLOUTS = 6
BIG_HAND_SECONDS = 0.6
# (cards on the table, samples, nodes) of the exact endgame on those tables and with wilds.
CHEAP_ENDGAME = (14, 12, 4000)


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
    # Roll-outs go on past ``rollouts`` up to this many while the two best candidates are
    # too close to tell apart (0: exactly ``rollouts``); see Searcher._settled.
    max_rollouts: int = 0
    # The policy's head start in roll-outs, as a share of the samples (at least 1.5 samples).
    rollout_margin: float = ROLLOUT_MARGIN
    # With this many samples or fewer every candidate is still checked, but a decision
    # where no sample told the candidates apart stops there (forced or obvious).
    quick_rollouts: int = 0
    # A roll-out is solved exactly once this many cards or fewer are left on the table
    # (0: played to the end), each question within ``rollout_nodes`` solver nodes.
    rollout_endgame: int = 0
    rollout_nodes: int = 2000
    # Each roll-out's deal is the likeliest of this many by the other seats' last
    # ``inference_turns`` turns (:mod:`ai.doudizhu.inference`; 0 or 1: a plain draw), and each
    # deal the exact endgame solves the likeliest of ``exact_inference_draws``.
    inference_draws: int = 0
    exact_inference_draws: int = 0
    inference_turns: int = 6


@dataclass(frozen=True)
class SearchResult:
    """The chosen play (None: pass) and its share of won samples."""

    play: Play | None
    wins: float


def for_big_hands(budget: SearchBudget) -> SearchBudget:
    """The budget of a decision where some hand is bigger than a classic one."""
    rollouts = budget.rollouts and max(BIG_HAND_MIN_ROLLOUTS,
                                       budget.rollouts // BIG_HAND_ROLLOUT_SHARE)
    return replace(cheap_endgame(budget), rollouts=rollouts,
                   seconds=min(budget.seconds, BIG_HAND_SECONDS),
                   max_rollouts=scaled_cap(budget, rollouts), inference_draws=0,
                   exact_inference_draws=0)


def cheap_endgame(budget: SearchBudget) -> SearchBudget:
    """The exact endgame where every move is dear to list (two decks, long hands, wilds):
    no deeper than :data:`CHEAP_ENDGAME` gives (the solver does not read the clock)."""
    cards, samples, nodes = CHEAP_ENDGAME
    return replace(budget, endgame_cards=min(budget.endgame_cards, cards),
                   samples=min(budget.samples, samples),
                   node_limit=min(budget.node_limit, nodes))


def scaled_cap(budget: SearchBudget, rollouts: int) -> int:
    """``budget``'s roll-out cap for a search cut to ``rollouts`` (the same share of it)."""
    if not budget.max_rollouts or not budget.rollouts:
        return budget.max_rollouts
    return max(rollouts, budget.max_rollouts * rollouts // budget.rollouts)


class Searcher:
    """Runs the search for one agent; the policy supplies candidates and roll-outs."""

    def __init__(self, budget: SearchBudget, policy: Policy) -> None:
        self.budget = budget
        self.big_budget = for_big_hands(budget)
        self.policy = policy
        self.rollout_policy = Policy(policy.style, policy.rng, Decomposer())
        self.big_rollout_policy = Policy(policy.style, policy.rng,
                                         Decomposer(ROLLOUT_LEAF_LIMIT))

    def choose(self, pos: Position, rng: random.Random) -> SearchResult | None:
        options: list[Play | None] = list(pos.legal())
        if pos.previous is not None:
            options.append(None)
        if len(options) <= 1:
            return None
        for policy in (self.policy, self.rollout_policy, self.big_rollout_policy):
            read_mode(policy.decomposer, pos.rules.pattern_set)
        on_table = sum(pos.cards_left)
        budget = self.big_budget if is_big(pos) else self.budget
        deadline = deadline_after(budget.seconds)
        if on_table <= budget.endgame_cards:
            found = self._exact(pos, options, rng, deadline, budget)
            if found is not None or not budget.rollouts:
                return found  # else the solver ran out of nodes on every sample: roll out
        if budget.rollouts:
            return self._rollouts(pos, options, rng, deadline, budget)
        return None

    def _exact(
        self, pos: Position, options: list[Play | None], rng: random.Random, deadline: float,
        budget: SearchBudget,
    ) -> SearchResult | None:
        wins = [0.0] * len(options)
        solved = 0
        for _ in range(budget.samples):
            hands = self._sample(pos, rng, budget.exact_inference_draws, budget)
            if hands is None or past(deadline):
                break
            result = self._solve_sample(pos, hands, options, deadline, budget.node_limit)
            if result is None:
                continue
            solved += 1
            for i, won in enumerate(result):
                wins[i] += won
        if not solved:
            return None
        return self._pick(pos, options, wins, solved)

    def _sample(
        self, pos: Position, rng: random.Random, draws: int, budget: SearchBudget
    ) -> Hands | None:
        """One deal of the unseen cards: the likeliest of ``draws``
        (:mod:`ai.doudizhu.inference`)."""
        return draw_hands(pos, rng, self.rollout_policy, draws, budget.inference_turns)

    def _solve_sample(
        self, pos: Position, hands: Hands, options: list[Play | None], deadline: float,
        node_limit: int,
    ) -> list[float] | None:
        solver = Solver(pos.seating, node_limit)
        results: list[float] = []
        try:
            for option in options:
                if past(deadline):
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
        self, pos: Position, options: list[Play | None], rng: random.Random, deadline: float,
        budget: SearchBudget,
    ) -> SearchResult | None:
        candidates = self._candidates(pos, options, budget)
        if len(candidates) <= 1:
            return None
        big = budget is self.big_budget
        policy = self.big_rollout_policy if big else self.rollout_policy
        wins = [0.0] * len(candidates)
        outcomes: list[list[float]] = []
        for _ in range(max(budget.rollouts, budget.max_rollouts)):
            if past(deadline):
                break
            hands = self._sample(pos, rng, budget.inference_draws, budget)
            if hands is None:
                break
            endgame = (Endgame(Solver(pos.seating, budget.rollout_nodes), budget.rollout_endgame)
                       if budget.rollout_endgame else None)
            try:
                won = [float(play_out(pos, hands, option, policy, deadline if big else None,
                                      endgame))
                       for option in candidates]
            except OutOfTime:
                break  # the unfinished sample is dropped: every candidate saw the same deals
            wins = [w + x for w, x in zip(wins, won, strict=True)]
            outcomes.append(won)
            if Searcher._settled(candidates, outcomes, wins, budget):
                break
        done = len(outcomes)
        if done < 2:
            return None
        return self._pick(pos, candidates, wins, done, rollout_bonus(done, budget.rollout_margin))

    @staticmethod
    def _settled(
        candidates: list[Play | None], outcomes: list[list[float]],
        wins: list[float], budget: SearchBudget,
    ) -> bool:
        """Enough roll-outs: the fixed count without ``max_rollouts``; with it, an obvious
        decision stops at ``quick_rollouts`` and a clear one at ``rollouts``, a close one
        goes on (two best candidates within one standard error of their paired difference)."""
        done = len(outcomes)
        if not budget.max_rollouts:
            return done >= budget.rollouts
        if done >= budget.max_rollouts:
            return True
        if budget.quick_rollouts and done == budget.quick_rollouts and all(
            len(set(row)) == 1 for row in outcomes
        ):
            return True
        if done < budget.rollouts:
            return False
        preferred = candidates[0]  # the policy's own choice (see _candidates)
        bonus = rollout_bonus(done, budget.rollout_margin)
        scores = [w + (bonus if o == preferred else 0.0)
                  for o, w in zip(candidates, wins, strict=True)]
        order = sorted(range(len(candidates)), key=scores.__getitem__, reverse=True)
        first, second = order[0], order[1]
        differ = sum(1 for row in outcomes if row[first] != row[second])
        return scores[first] - scores[second] > math.sqrt(differ)

    def _candidates(
        self, pos: Position, options: list[Play | None], budget: SearchBudget
    ) -> list[Play | None]:
        """The policy's choice, passing, and the cheapest plays by plan damage.

        A big hand ranks a short pool (:func:`big_hand_pool`) with the roll-outs'
        cheaper planner: ranking every legal lead of a 38-card hand (some 900) by plan
        damage alone took seconds.
        """
        preferred = self.policy.choose(pos)
        decomposer = self.policy.decomposer
        plays = [o for o in options if o is not None]
        if budget is self.big_budget:
            plays = big_hand_pool(plays, decomposer.plan(pos.hand).plays)
            decomposer = self.big_rollout_policy.decomposer
        base = decomposer.score(pos.hand)
        plays.sort(key=lambda p: base - decomposer.score(remove(pos.hand, p)))
        out: list[Play | None] = [preferred]
        if pos.previous is not None and preferred is not None:
            out.append(None)
        for play in plays:
            if len(out) >= budget.candidates:
                break
            if play not in out:
                out.append(play)
        return out


def rollout_bonus(samples: int, margin: float = ROLLOUT_MARGIN) -> float:
    """The policy's head start over ``samples`` roll-outs (they are noisy)."""
    return max(1.5, margin * samples)


def big_hand_pool(plays: list[Play], plan: tuple[Play, ...]) -> list[Play]:
    """The plays worth ranking on a big hand: the plan's own plays that are legal here, and
    the lowest play of each kind and length (where to shed from, when the plan's shapes
    are not the mode's)."""
    legal = set(plays)
    pool = [p for p in plan if p in legal]
    lowest: dict[tuple[str, int], Play] = {}
    for play in plays:
        shape = (play.kind, len(play))
        if shape not in lowest or play.rank < lowest[shape].rank:
            lowest[shape] = play
    pool += [p for p in lowest.values() if p not in pool]
    return pool
