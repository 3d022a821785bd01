"""The answer's details, read from a finished search: the winning first moves and a line.

The line follows the winner's remembered winning plays; the loser, at each turn,
picks the option that puts off the end longest against them (the most plies
before the winner goes out).  Only the proof the search already built is walked,
so this costs about as much as the search did, never a fresh full search.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Protocol, cast

from ai.endgame.moves import Move
from ai.endgame.search import LANDLORD, Option, ThreeSeats, TwoSeats


class Tree(Protocol):
    """One searched game seen as states, options and children."""

    def seat(self, state: Hashable) -> int: ...
    def options(self, state: Hashable) -> list[Option]: ...
    def child(self, state: Hashable, option: Option) -> Hashable | None: ...
    def wins(self, state: Hashable) -> bool: ...
    def best(self, state: Hashable) -> Option: ...
    def same_side(self, seat: int, other: int) -> bool: ...


def _options(plays: list[Move], previous: Move | None) -> list[Option]:
    return [*plays, None] if previous is not None else list(plays)


TwoState = tuple[int, int, Move | None]
ThreeState = tuple[tuple[int, int, int], int, Move | None, int]


class TwoSeatTree:
    """States (mover, other, play to answer); the seat alternates 0, 1, 0 …"""

    def __init__(self, search: TwoSeats, root: TwoState) -> None:
        self.search = search
        self.root = root
        self._seats: dict[Hashable, int] = {root: 0}

    def seat(self, state: Hashable) -> int:
        return self._seats[state]

    def options(self, state: Hashable) -> list[Option]:
        me, _, previous = cast(TwoState, state)
        return _options(self.search.table.plays(me, previous), previous)

    def child(self, state: Hashable, option: Option) -> Hashable | None:
        me, opp, _ = cast(TwoState, state)
        nxt = (opp, me, None) if option is None else (opp, me - option.delta, option)
        if option is not None and option.delta == me:
            return None
        self._seats.setdefault(nxt, 1 - self._seats[state])
        return nxt

    def wins(self, state: Hashable) -> bool:
        return self.search.wins(*cast(TwoState, state))

    def best(self, state: Hashable) -> Option:
        self.wins(state)
        return self.search.best[self.search.key(*cast(TwoState, state))]

    def same_side(self, seat: int, other: int) -> bool:
        return seat == other


class ThreeSeatTree:
    """States (hands, seat to move, play to answer, passes since it)."""

    def __init__(self, search: ThreeSeats, root: ThreeState) -> None:
        self.search = search
        self.root = root

    def seat(self, state: Hashable) -> int:
        return cast(ThreeState, state)[1]

    def options(self, state: Hashable) -> list[Option]:
        hands, seat, previous, _ = cast(ThreeState, state)
        return _options(self.search.table.plays(hands[seat], previous), previous)

    def child(self, state: Hashable, option: Option) -> Hashable | None:
        hands, seat, previous, passes = cast(ThreeState, state)
        after = (seat + 1) % 3
        if option is None:
            return (hands, after, None, 0) if passes else (hands, after, previous, 1)
        rest = hands[seat] - option.delta
        if not rest:
            return None
        new = tuple(rest if s == seat else h for s, h in enumerate(hands))
        return (new, after, option, 0)

    def wins(self, state: Hashable) -> bool:
        return self.search.wins(*cast(ThreeState, state))

    def best(self, state: Hashable) -> Option:
        self.wins(state)
        return self.search.best[cast(ThreeState, state)]

    def same_side(self, seat: int, other: int) -> bool:
        return (seat == LANDLORD) == (other == LANDLORD)


def option_wins(tree: Tree, state: Hashable, option: Option) -> bool:
    """Whether the mover's side wins after taking ``option`` (with best play after)."""
    nxt = tree.child(state, option)
    if nxt is None:
        return True
    return tree.wins(nxt) == tree.same_side(tree.seat(state), tree.seat(nxt))


def winning_options(tree: Tree, state: Hashable) -> list[Option]:
    """Every first option that keeps the mover's side winning, in the search's order."""
    return [o for o in tree.options(state) if option_wins(tree, state, o)]


class LineWalker:
    """Plies to the end under the winner's plays and the loser's longest resistance."""

    def __init__(self, tree: Tree) -> None:
        self.tree = tree
        self._span: dict[Hashable, int] = {}

    def span(self, state: Hashable) -> int:
        found = self._span.get(state)
        if found is None:
            found = self._span[state] = 1 + self._after(state, self.choose(state))
        return found

    def choose(self, state: Hashable) -> Option:
        """The winner's remembered play, or the loser's longest-lasting option."""
        tree = self.tree
        options = tree.options(state)
        if len(options) == 1:  # a forced pass (or a lone play): no search needed
            return options[0]
        if tree.wins(state):
            return tree.best(state)
        return max(options, key=lambda o: self._after(state, o))

    def _after(self, state: Hashable, option: Option) -> int:
        nxt = self.tree.child(state, option)
        return 0 if nxt is None else self.span(nxt)

    def line(self, state: Hashable, first: Option) -> list[tuple[int, Option]]:
        """(seat, option) for each ply from ``state``, starting with ``first``."""
        out: list[tuple[int, Option]] = []
        option = first
        current: Hashable | None = state
        while current is not None:
            out.append((self.tree.seat(current), option))
            current = self.tree.child(current, option)
            if current is not None:
                option = self.choose(current)
        return out
