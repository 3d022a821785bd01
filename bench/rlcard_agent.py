"""Adapter: RLCard's rule agent (``DouDizhuRuleAgentV1``) as an arena agent.

Use it as the external spec ``bench.rlcard_agent:make``.  ``rlcard`` is an
optional benchmark dependency (``pip install rlcard``).  The adapter
translates our :class:`~game.view.SeatView` into the raw observation the rule
agent reads (``current_hand``, ``trace``, ``actions``, ``landlord``, ``self``)
and maps its answer back onto our legal plays.  Both projects write cards as
rank strings over ``3456789TJQKA2BR`` in ascending order, so a play's
``cards`` is exactly RLCard's action string.  The rule agent cannot bid; for
``--bidding`` runs it uses our heuristic bidder.  Its only randomness (a
random reply when it has none of the same type) comes from numpy's global
generator, which the adapter seeds from its own ``random.Random`` per
decision so runs repeat.
"""

from __future__ import annotations

import random
from typing import Any

from ai.doudizhu.agents import HeuristicBidder, legal_plays_of
from ai.doudizhu.bidding import Temper
from ai.doudizhu.decompose import Decomposer
from game.cards import format_ranks
from game.doudizhu.view import SeatView
from game.plays import Play


def make(seed: int) -> RLCardRuleAgent:
    """Factory for ``make_agent('bench.rlcard_agent:make', seed)``."""
    return RLCardRuleAgent(seed)


class RLCardRuleAgent(HeuristicBidder):
    def __init__(self, seed: int) -> None:
        import numpy  # noqa: F401  (rlcard needs it; fail early with a clear message)
        from rlcard.models.doudizhu_rule_models import DouDizhuRuleAgentV1

        super().__init__(Temper(), Decomposer())
        self.rng = random.Random(seed)
        self.agent = DouDizhuRuleAgentV1()

    def play(self, view: SeatView) -> Play | None:
        legal = legal_plays_of(view)
        by_cards = {p.cards: p for p in legal}
        actions = list(by_cards)
        if view.previous is not None:
            actions.append("pass")
        import numpy as np

        np.random.seed(self.rng.randrange(2**32))
        answer = self.agent.step({"raw_obs": self.observation(view, actions)})
        if answer == "pass" and view.previous is not None:
            return None
        if answer in by_cards:
            return by_cards[answer]
        return None if view.previous is not None else legal[0]

    @staticmethod
    def observation(view: SeatView, actions: list[str]) -> dict[str, Any]:
        """The raw observation DouDizhuRuleAgentV1 reads, built from the view only."""
        trace = [(seat, play.cards if play is not None else "pass") for seat, play in view.history]
        return {
            "current_hand": format_ranks(c.rank for c in view.hand),
            "trace": trace,
            "actions": actions,
            "landlord": view.landlord,
            "self": view.seat,
        }
