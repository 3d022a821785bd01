"""Determinised search for the expert (placeholder until the sampler lands)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from ai.shengji.policy import Skill
from ai.shengji.position import Position
from game.cards import Card


@dataclass(frozen=True)
class SearchBudget:
    samples: int = 6
    candidates: int = 4
    seconds: float = 0.8


EXPERT_BUDGET = SearchBudget()


class Searcher:
    def __init__(self, budget: SearchBudget, skill: Skill) -> None:
        self.budget = budget
        self.skill = skill

    def choose(self, pos: Position, rng: random.Random) -> list[Card] | None:
        return None
