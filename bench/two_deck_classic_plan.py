"""The hard level as it played the two-deck modes before :mod:`ai.doudizhu.shapes`: classic plans.

An arena opponent for measuring what planning in the mode's own shapes is worth:
``python -m ai.arena --mode four --a hard --b bench.two_deck_classic_plan:make``.
Its decomposers ignore the mode's shapes (four-card bombs, B+R rockets, trio + single),
in play, roll-outs, bidding and the 帝主 keep; everything else is the hard level.
"""

from __future__ import annotations

from ai.doudizhu.decompose import Decomposer
from ai.doudizhu.players import LEVELS, LevelAgent
from ai.doudizhu.shapes import PlanShapes


class ClassicShapesDecomposer(Decomposer):
    """A decomposer that keeps the classic shapes whatever mode it is asked to read."""

    def use_shapes(self, shapes: PlanShapes | None) -> None:
        del shapes


def make(seed: int) -> LevelAgent:
    """The hard level with classic plans everywhere."""
    agent = LevelAgent(LEVELS["hard"], seed)
    agent.decomposer = agent.policy.decomposer = ClassicShapesDecomposer()
    for searcher in (agent.searcher, agent.wild_searcher):
        if searcher is not None:
            searcher.rollout_policy.decomposer = ClassicShapesDecomposer()
            searcher.big_rollout_policy.decomposer = ClassicShapesDecomposer(
                searcher.big_rollout_policy.decomposer.leaf_limit)
    return agent
