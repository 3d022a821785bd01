"""Wild kickers (docs/doudizhu-modes.md §2, Decision DZ5): what a wild kicker stands for.

A wild used as a kicker (a wing, or a four's attachment) stands for its own face rank
where the kicker rules allow that, else for the lowest rank they allow; readings that
differ only in a kicker wild are one reading.  The kicker rules are the classic ones
(docs/doudizhu.md §1.6): single wings are off the chain, never all four of a rank, never a trio
of a rank just beside the chain, never both jokers; pair wings are distinct ranks of
3..2 off the core.

Every core may take wild kickers, a core holding natural cards beside wilds included:
with wild 3, ``3334`` is also a trio of 4s (the 4 and two wilds) with the third wild
as its single, which stands for its face, 3.  Only a core and kickers all of wilds is
no such play: wilds alone count as their face.
"""

from __future__ import annotations

from game.cards import BIG_JOKER, CHAIN_TOP, SMALL_JOKER, TWO

# How many cards of a rank single wings may hold, and beside the chain (a trio there
# would make a longer chain).
WING_CAP = 3
BESIDE_CHAIN_CAP = 2


def _allows(value: int, counts: list[int], low: int, high: int, cap: int, beside: bool) -> bool:
    if low <= value <= high:
        return False
    if value >= SMALL_JOKER:
        return counts[SMALL_JOKER] == 0 and counts[BIG_JOKER] == 0
    limit = cap
    if beside and value <= CHAIN_TOP and value in (low - 1, high + 1):
        limit = BESIDE_CHAIN_CAP
    return counts[value] < limit


def single_wing_values(
    low: int, high: int, naturals: list[int], faces: tuple[int, ...], *, chain: bool
) -> list[int]:
    """The ranks the wild single kickers ``faces`` stand for, beside the natural kickers
    ``naturals`` (a rank-count vector), around a core spanning ``low..high``.

    Each wild takes its face where allowed, in face order (the small joker before the
    big one), then the rest take the lowest ranks allowed.  ``chain`` applies the
    airplane's caps (three of a rank, two beside the chain); otherwise at most two.

    >>> single_wing_values(0, 0, [0] * 15, (4,), chain=False)  # trio of 3s, wild 7
    [4]
    >>> single_wing_values(4, 4, [0] * 15, (4, 4), chain=False)  # four 7s: lowest allowed
    [0, 0]
    """
    counts = list(naturals)
    cap = WING_CAP if chain else 2
    values: list[int] = []
    rest = 0
    for face in faces:
        if _allows(face, counts, low, high, cap, chain):
            counts[face] += 1
            values.append(face)
        else:
            rest += 1
    for _ in range(rest):
        value = next(v for v in range(TWO + 1) if _allows(v, counts, low, high, cap, chain))
        counts[value] += 1
        values.append(value)
    return values


def pair_wing_values(
    low: int, high: int, taken: list[int], pairs: int, face: int | None
) -> list[int]:
    """The ranks of ``pairs`` pairs of wild kickers beside the kicker pairs of ranks
    ``taken``, around a core spanning ``low..high``: the face first, then the lowest.

    >>> pair_wing_values(0, 1, [], 2, 4)  # airplane 333444, two pairs of wild 7s
    [4, 2]
    """
    used = list(taken)
    values: list[int] = []
    for _ in range(pairs):
        if face is not None and face <= TWO and not low <= face <= high and face not in used:
            value = face
        else:
            value = next(v for v in range(TWO + 1) if not low <= v <= high and v not in used)
        used.append(value)
        values.append(value)
    return values
