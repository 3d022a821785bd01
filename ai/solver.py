"""Exact play-phase solver for a known deal (perfect information), memoised.

With few cards left a hand is a small game tree: the landlord against the two
farmers, win or lose.  :class:`Solver` answers "does the landlord win from here
with best play on both sides?" by depth-first search with a transposition
table, trying the plays most likely to decide first (going out, big plays).
The search stops with :class:`SearchLimit` past a node budget so a decision
never hangs; the caller falls back to the policy.
"""

from __future__ import annotations

from game.cards import RANK_INDEX
from game.doudizhu.classic_moves import generate_classic
from game.plays import Play

Hands = tuple[tuple[int, ...], ...]
State = tuple[Hands, int, Play | None, int]


class SearchLimit(Exception):
    """The node budget ran out before the answer was known."""


def play_counts(play: Play) -> list[int]:
    counts = [0] * 15
    for ch in play.cards:
        counts[RANK_INDEX[ch]] += 1
    return counts


class Solver:
    """Win/loss search over one deal; ``table`` persists across calls on that deal."""

    def __init__(self, landlord: int, node_limit: int) -> None:
        self.landlord = landlord
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
        mine = to_act == self.landlord
        hand = hands[to_act]
        total = sum(hand)
        moves = generate_classic(list(hand), previous)
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
        """Landlord wins after ``seat`` plays ``play`` (which does not empty its hand)?"""
        counts = play_counts(play)
        hand = tuple(h - c for h, c in zip(hands[seat], counts, strict=True))
        if not any(hand):
            return seat == self.landlord
        new = (*hands[:seat], hand, *hands[seat + 1 :])
        return self.landlord_wins(new, (seat + 1) % 3, play, seat)

    def after_pass(self, hands: Hands, seat: int, previous: Play, owner: int) -> bool:
        following = (seat + 1) % 3
        if following == owner:
            return self.landlord_wins(hands, following, None, owner)
        return self.landlord_wins(hands, following, previous, owner)
