"""The hard level as it played 癞子 before :mod:`ai.doudizhu.wilds`: plans as if classic.

An arena opponent for measuring what the wild-aware plan is worth:
``python -m ai.arena --mode laizi --a hard --b bench.laizi_classic_plan:make``.
Its decomposers ignore the wild rank, so wilds count as their face in every plan.
"""

from __future__ import annotations

from ai.doudizhu.decompose import Decomposer, PlanReader
from ai.doudizhu.players import LEVELS, LevelAgent


class ClassicDecomposer(Decomposer):
    """A decomposer that never reads wilds (``read_wilds`` finds nothing to set)."""

    @property  # type: ignore[override]
    def reader(self) -> PlanReader | None:
        return None

    @reader.setter
    def reader(self, value: PlanReader | None) -> None:
        del value


def make(seed: int) -> LevelAgent:
    """The hard level with classic plans in its policy and roll-outs (bids unchanged)."""
    agent = LevelAgent(LEVELS["hard"], seed)
    decomposer = ClassicDecomposer()
    agent.decomposer = agent.policy.decomposer = decomposer
    for searcher in (agent.searcher, agent.wild_searcher):
        if searcher is not None:
            searcher.rollout_policy.decomposer = ClassicDecomposer()
    return agent
