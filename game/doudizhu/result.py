"""The result of a finished hand, shared by every mode: per-seat scores and their breakdown."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Result:
    """How a hand ended and what each seat scored, with the breakdown shown to players.

    ``factors`` names each multiplier that applied, in order, e.g.
    ``(("rob", 2), ("bomb", 2), ("spring", 2))``; ``pair_factors[seat]`` is the
    加倍 factor between the landlord and that farmer (1 for the landlord).
    """

    landlord: int | None
    winner: int | None
    landlord_won: bool
    base: int
    multiplier: int
    factors: tuple[tuple[str, int], ...]
    pair_factors: tuple[int, ...]
    scores: tuple[int, ...]
    spring: bool = False
    anti_spring: bool = False
    abandoned_by: int | None = None
    notes: tuple[str, ...] = field(default=())

    def won(self, seat: int) -> bool:
        """Did ``seat``'s side win?"""
        return self.scores[seat] > 0
