"""Search (stub, replaced below)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.plays import Play

from ai.policy import Policy
from ai.position import Position


@dataclass(frozen=True)
class SearchBudget:
    endgame_cards: int
    samples: int
    rollouts: int
    seconds: float


@dataclass(frozen=True)
class SearchResult:
    play: Play | None
    wins: float


class Searcher:
    def __init__(self, budget: SearchBudget, policy: Policy) -> None:
        self.budget = budget
        self.policy = policy

    def choose(self, pos: Position, rng: random.Random) -> SearchResult | None:
        return None
