"""The hard level as it planned 帝主 before fours carried trios: an arena opponent.

``python -m ai.arena --mode emperor --a hard --b bench.emperor_plain_fours:make`` measures
what planning four + trio, dress, carrier and spaceship is worth.  Its plans keep every
four and four chain alone (trios take pairs only), in play, roll-outs, bidding and the
keep; everything else is the hard level.
"""

from __future__ import annotations

from dataclasses import replace

from ai.doudizhu.decompose import Decomposer
from ai.doudizhu.players import LEVELS, LevelAgent
from ai.doudizhu.shapes import PlanShapes


class PlainFoursDecomposer(Decomposer):
    """A decomposer that reads the mode's shapes without the fours' carried kinds."""

    def use_shapes(self, shapes: PlanShapes | None) -> None:
        if shapes is not None and shapes.four_kinds:
            shapes = _plain(shapes)
        super().use_shapes(shapes)


_PLAIN: dict[str, PlanShapes] = {}


def _plain(shapes: PlanShapes) -> PlanShapes:
    """One plain copy per pattern set, so ``use_shapes`` sees the same object each time.

    It has a name of its own: the decomposers of a process share one memo per shapes name
    (``ai.doudizhu.decompose._memo``), and the real shapes' plans must not answer for it.
    """
    found = _PLAIN.get(shapes.name)
    if found is None:
        found = _PLAIN[shapes.name] = replace(shapes, name=f"{shapes.name}-plain-fours",
                                              four_kinds=False)
    return found


def make(seed: int) -> LevelAgent:
    """The hard level with fours that carry nothing."""
    agent = LevelAgent(LEVELS["hard"], seed)
    agent.decomposer = agent.policy.decomposer = PlainFoursDecomposer()
    for searcher in (agent.searcher, agent.wild_searcher):
        if searcher is not None:
            searcher.rollout_policy.decomposer = PlainFoursDecomposer()
            searcher.big_rollout_policy.decomposer = PlainFoursDecomposer(
                searcher.big_rollout_policy.decomposer.leaf_limit)
    return agent
