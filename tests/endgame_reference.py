"""A brute-force endgame reference for the solver's tests: plain minimax, nothing clever.

It shares no code with :mod:`ai.endgame`: plays come from :func:`game.legal_plays`
on rank lists, every position is searched afresh (no table, no move ordering, no
dominance, no symmetry), and a side wins when any option leads to its win.  It is
slow on purpose and only meant for small positions (a few cards a side).
"""

from __future__ import annotations

from collections.abc import Sequence

import game
from game.plays import Play

RULES = game.ruleset("classic")
Hands = tuple[tuple[int, ...], ...]


def _side(seats: int, seat: int) -> int:
    """Two seats: each its own side; three: the landlord (0) against the farmers (1)."""
    return seat if seats == 2 else int(seat != 0)


def options(
    hand: Sequence[int], previous: Play | None, banned: frozenset[str]
) -> list[Play | None]:
    """Every legal play of ``hand`` after ``previous`` (kinds not banned), and the pass."""
    plays: list[Play | None] = [
        p for p in game.legal_plays(list(hand), previous, RULES) if p.kind not in banned
    ]
    if previous is not None:
        plays.append(None)
    return plays


def _remove(hand: tuple[int, ...], play: Play) -> tuple[int, ...]:
    rest = list(hand)
    for rank in play.ranks:
        rest.remove(rank)
    return tuple(rest)


def after(
    hands: Hands, seat: int, previous: Play | None, owner: int, option: Play | None
) -> tuple[Hands, int, Play | None, int] | None:
    """The position after ``seat`` takes ``option``; None when that empties its hand."""
    nxt = (seat + 1) % len(hands)
    if option is None:
        if nxt == owner:
            return hands, nxt, None, nxt
        return hands, nxt, previous, owner
    rest = _remove(hands[seat], option)
    if not rest:
        return None
    new = tuple(rest if s == seat else h for s, h in enumerate(hands))
    return new, nxt, option, seat


def side_wins(
    hands: Hands, seat: int, previous: Play | None, owner: int, banned: frozenset[str]
) -> bool:
    """Whether the side of ``seat`` (to move) wins with best play; ``owner`` made ``previous``."""
    return any(
        option_wins(hands, seat, previous, owner, o, banned)
        for o in options(hands[seat], previous, banned)
    )


def option_wins(
    hands: Hands,
    seat: int,
    previous: Play | None,
    owner: int,
    option: Play | None,
    banned: frozenset[str],
) -> bool:
    """Whether the side of ``seat`` wins after taking ``option``."""
    nxt = after(hands, seat, previous, owner, option)
    if nxt is None:
        return True
    result = side_wins(*nxt, banned)
    seats = len(hands)
    return result if _side(seats, nxt[1]) == _side(seats, seat) else not result


def solve(
    hands: Sequence[Sequence[int]],
    last: Play | None = None,
    banned: frozenset[str] = frozenset(),
) -> tuple[bool, set[str]]:
    """(whether the first hand's side wins, the texts of its winning first options).

    ``last`` was made by seat 1 (with three seats seat 2 then passed).
    """
    start: Hands = tuple(tuple(sorted(h)) for h in hands)
    owner = 1 if last is not None else 0
    winning = {
        "pass" if o is None else o.cards
        for o in options(start[0], last, banned)
        if option_wins(start, 0, last, owner, o, banned)
    }
    return bool(winning), winning
