"""五人: who is the hidden ally?  A farmer's belief over the seats whose side it is not told.

Until the ally card is played the view tells a farmer only its own side and the
landlord's (``view.sides`` holds ``None`` for the rest).  The plays tell more: the
ally plays for the landlord, so it does not take a trick from the landlord; a
seat that beats the landlord's play is, as far as the table can see, a farmer.
Once every unknown seat but one has shown that, the one left is the ally.  The
AI plays on this presumption (cooperation, who tops, who feeds); the sampler and
the count are unchanged, since no card is known by it.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.doudizhu.view import SIDE_FARMER, SIDE_LANDLORD
from game.plays import Play

__all__ = ["beat_the_landlord", "presumed_sides"]


def beat_the_landlord(
    history: Sequence[tuple[int, Play | None]], landlord: int, seats: int
) -> set[int]:
    """The seats that played over a trick the landlord held."""
    seen: set[int] = set()
    owner: int | None = None
    passes = 0
    for seat, play in history:
        if play is None:
            passes += 1
            if passes == seats - 1:
                owner, passes = None, 0  # the trick is over: its owner leads
            continue
        if owner == landlord and seat != landlord:
            seen.add(seat)
        owner, passes = seat, 0
    return seen


def presumed_sides(
    sides: Sequence[str | None], landlord: int | None,
    history: Sequence[tuple[int, Play | None]],
) -> tuple[str | None, ...]:
    """``sides`` with the unknown seats filled in where the plays give them away."""
    out = list(sides)
    if landlord is None or None not in out:
        return tuple(out)
    for seat in beat_the_landlord(history, landlord, len(out)):
        if out[seat] is None:
            out[seat] = SIDE_FARMER
    unknown = [s for s, side in enumerate(out) if side is None]
    if len(unknown) == 1:
        out[unknown[0]] = SIDE_LANDLORD  # the ally exists (the view would say "alone")
    return tuple(out)
