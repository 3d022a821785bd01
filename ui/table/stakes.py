"""What a seat stands to win or lose, as a multiple of the base: the hand's common
multiplier times the 加倍 (doubling) between the landlord and each farmer.

The rules core scores each landlord–farmer pair as ``base × multiplier × pair
factor``, the pair factor being ×2 for each of the two who doubled.  The top bar
shows the player's own figure from the player's view, so after the landlord and
a farmer both double at ×12 that farmer reads ×48, not ×12; the landlord, who
plays against every farmer, reads the sum over its pairs.
"""

from __future__ import annotations

from game.doudizhu.view import SeatView


def pair_factor(doubled: tuple[bool | None, ...], landlord: int, farmer: int) -> int:
    """The doubling factor between the landlord and one farmer (1, 2 or 4).

    >>> pair_factor((True, None, True), 0, 2), pair_factor((False, True, None), 0, 1)
    (4, 2)
    """
    def factor(seat: int) -> int:
        return 2 if seat < len(doubled) and doubled[seat] else 1

    return factor(landlord) * factor(farmer)


def own_stake(view: SeatView) -> int:
    """The player's stake in units of the base: the common multiplier times its doubling.

    Before the landlord is known, or in a mode without 加倍, it is the common multiplier.
    """
    landlord = view.landlord
    if not view.rules.doubling or landlord is None:
        return view.multiplier
    if view.seat != landlord:
        return view.multiplier * pair_factor(view.doubled, landlord, view.seat)
    farmers = [s for s in range(view.seats) if s != landlord]
    return view.multiplier * sum(pair_factor(view.doubled, landlord, f) for f in farmers)


def settled_stake(pair_factors: tuple[int, ...], multiplier: int, seat: int,
                  landlord: int | None) -> int:
    """The same figure from a finished hand's result (its pair factors, final multiplier)."""
    if landlord is None:
        return multiplier
    if seat != landlord:
        return multiplier * pair_factors[seat]
    return multiplier * sum(f for s, f in enumerate(pair_factors) if s != landlord)
