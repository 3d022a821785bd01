"""Which of two choices is better, and by how much: the one rule every hint and review uses.

A choice is judged by one figure, the one the player reads beside it: the share of
sampled deals its side wins, in whole percent, in Dou Dizhu (:mod:`ai.doudizhu.choices`); the
points its side ends the hand with, in whole points, in Tractor
(:mod:`ai.shengji.review`).  The hint list is ordered by that figure and the review's
"better move" is the one with the higher figure, so a hint never sits above one with a
higher figure and the review never calls a choice better while showing it lower.  The
figure is compared as shown (rounded), so two choices that read alike are equal; a
second figure (plays left, or the chance of winning the hand) only breaks such ties.

:func:`verdict` turns the two figures into what the review shows: the gain (never
negative: the listed move is the better one), its signed text, and its tone, which
names the colour.  Pure functions of numbers, no game knowledge.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

T = TypeVar("T")

SAME, WORSE, MISTAKE, AUTO = "same", "worse", "mistake", "auto"
MISTAKE_PERCENT = 15  # a Dou Dizhu choice that wins this many percent less is a mistake


def whole(value: float) -> int:
    """A figure as the player reads it, in whole units (half up, the same everywhere)."""
    return math.floor(value + 0.5)


def percent(share: float) -> int:
    """A share of deals (0..1) as the whole percent the player reads."""
    return whole(100 * share)


def ranked(items: Sequence[T], key: Callable[[T], tuple[float, ...]]) -> list[T]:
    """``items`` best first by ``key`` (bigger is better: the shown figure, then its
    tie-breaks); equal keys keep their given order, so the result is deterministic."""
    order = sorted(range(len(items)), key=lambda i: (tuple(-k for k in key(items[i])), i))
    return [items[i] for i in order]


@dataclass(frozen=True)
class Verdict:
    """How the player's choice compares with the best: ``gain`` (in the figure's unit, the
    best's figure less the player's, never negative) and ``tone`` (:data:`SAME`,
    :data:`WORSE`, :data:`MISTAKE`, or :data:`AUTO` for a move 托管 made)."""

    gain: int
    tone: str

    @property
    def listed(self) -> bool:
        """Worth a row in the review: the better move's figure is higher."""
        return self.gain > 0

    def delta_text(self, unit: str = "%") -> str:
        """What the player's choice cost, as the review shows it: ``-19%``, or ``0%``."""
        return f"-{self.gain}{unit}" if self.gain else f"0{unit}"


@dataclass(frozen=True, kw_only=True)
class Reviewed(ABC):
    """A reviewed decision of either game: why the better move is better (a message key
    and its parameters), each choice's chance of winning the hand (0..1, for the seat's
    side), whether 托管 made the move, the verdict on it, and whether that verdict is a
    clear mistake of the player's (a move 托管 made never is: its tone is :data:`AUTO`)."""

    reason: str
    params: dict[str, str] = field(default_factory=dict, hash=False)
    played_win: float = 0.0
    expert_win: float = 0.0
    by_auto: bool = False  # 托管 made this move, not the player

    @property
    def played_pct(self) -> int:
        """The played choice's chance of winning, in whole percent as shown."""
        return percent(self.played_win)

    @property
    def expert_pct(self) -> int:
        return percent(self.expert_win)

    @property
    def loss(self) -> float:
        """How much less often the played choice wins than the better one (0..1)."""
        return self.expert_win - self.played_win

    @property
    @abstractmethod
    def verdict(self) -> Verdict:
        """The gain in the game's figure, its text and its tone (the row's colour)."""

    @property
    def is_mistake(self) -> bool:
        return self.verdict.tone == MISTAKE


def verdict(played: int, best: int, mistake_at: int = MISTAKE_PERCENT, *,
            also_mistake: bool = False, by_auto: bool = False) -> Verdict:
    """The verdict on a choice whose figure is ``played`` against the best one's ``best``
    (both as shown).  ``best`` below ``played`` cannot happen when ``best`` is the top of a
    ranking that includes the played choice; it reads as no gain, never as a negative one.
    ``also_mistake``: a second figure already makes it a mistake (Tractor's win chance)."""
    gain = max(0, best - played)
    if by_auto:
        return Verdict(gain, AUTO)
    if gain and (gain >= mistake_at or also_mistake):
        return Verdict(gain, MISTAKE)
    return Verdict(gain, WORSE if gain else SAME)


__all__ = [
    "AUTO", "MISTAKE", "MISTAKE_PERCENT", "SAME", "WORSE", "Reviewed", "Verdict", "percent",
    "ranked",
    "verdict",
    "whole",
]
