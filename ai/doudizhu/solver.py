"""Exact play-phase solver for a known deal (perfect information), memoised.

With few cards left a hand is a small game tree: the landlord's side against
the rest, win or lose, seat after seat in the mode's turn order.
:class:`Solver` answers "does the landlord's side win from here with best play
on both sides?" by depth-first search with a transposition table, trying the
plays most likely to decide first (going out, big plays).
The search stops with :class:`SearchLimit` past a node budget so a decision
never hangs; the caller falls back to the policy.
"""

from __future__ import annotations

from ai.doudizhu.ranks import play_counts
from ai.doudizhu.seating import Seating
from game.plays import Play

__all__ = ["Hands", "SearchLimit", "Solver"]

Hands = tuple[tuple[int, ...], ...]
State = tuple[Hands, int, Play | None, int]


class SearchLimit(Exception):
    """The node budget ran out before the answer was known."""


class Solver:
    """Win/loss search over one deal; ``table`` persists across calls on that deal."""

    def __init__(self, seating: Seating, node_limit: int) -> None:
        self.seating = seating
        self.landlord_side = seating.landlord_side
        self.node_limit = node_limit
        self.nodes = 0
        self.table: dict[State, bool] = {}

    def landlord_wins(self, hands: Hands, to_act: int, previous: Play | None, owner: int) -> bool:
        """``previous`` was played by ``owner``; when the lead is back to ``owner`` it is None."""
        key = (hands, to_act, previous, owner)
        found = self.table.get(key)
        if found is not None:
            return found
        self.nodes += 1
        if self.nodes > self.node_limit:
            raise SearchLimit
        result = self._search(hands, to_act, previous, owner)
        self.table[key] = result
        return result

    def _search(self, hands: Hands, to_act: int, previous: Play | None, owner: int) -> bool:
        mine = self.landlord_side[to_act]
        hand = hands[to_act]
        total = sum(hand)
        moves = self.seating.moves(list(hand), previous)
        for play in moves:
            if len(play) == total:
                return mine
        moves.sort(key=lambda p: (-len(p), p.is_bomb, p.rank))
        for play in moves:
            if self.after_play(hands, to_act, play) == mine:
                return mine
        if previous is not None and self.after_pass(hands, to_act, previous, owner) == mine:
            return mine
        return not mine

    def after_play(self, hands: Hands, seat: int, play: Play) -> bool:
        """Does the landlord's side win after ``seat`` plays ``play``?"""
        counts = play_counts(play)
        hand = tuple(h - c for h, c in zip(hands[seat], counts, strict=True))
        if not any(hand):
            return self.landlord_side[seat]
        new = (*hands[:seat], hand, *hands[seat + 1 :])
        return self.landlord_wins(new, self.seating.next_seat(seat), play, seat)

    def after_pass(self, hands: Hands, seat: int, previous: Play, owner: int) -> bool:
        following = self.seating.next_seat(seat)
        if following == owner:
            return self.landlord_wins(hands, following, None, owner)
        return self.landlord_wins(hands, following, previous, owner)
