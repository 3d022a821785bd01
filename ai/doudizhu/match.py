"""What Dou Dizhu supplies to the duplicate runner (:mod:`ai.match`): seating, seeds, scoring.

In the first game of a deal seat 0 is agent A and every other seat agent B; in
the second the roles swap.  Without bidding seat 0 is the fixed landlord, so A
plays the deal once as landlord and once as the farmers, and luck of the cards
cancels out.  The seats come from the mode's table (three in classic, four in a
four-seat mode …).  A game is A's win when A's seats end with more points than
they started with.
"""

from __future__ import annotations

import game
from game.doudizhu.view import PHASE_PLAY
from game.rules import Ruleset

MAX_ACTIONS = 3000  # a hand that runs longer than this is reported as an error
TIMED_PHASE = PHASE_PLAY  # the phase whose decision times the arena reports


def seat_sides(rules: Ruleset, swap: bool) -> list[str]:
    """Which spec plays each seat: A alone at seat 0 (the landlord's seat), then B there."""
    first, rest = ("b", "a") if swap else ("a", "b")
    return [first] + [rest] * (rules.seats - 1)


def agent_seed_base(rules: Ruleset, game_seed: int, swap: bool) -> int:
    """Seat ``s``'s agent seed in a game dealt from ``game_seed`` is this plus ``s``: one block
    of seeds per game (the second game, ``swap``, the next block), a seed per seat."""
    stride = max(4, rules.seats)
    return game_seed * 2 * stride + (stride if swap else 0)


def start(rules: Ruleset, game_seed: int, bidding: bool) -> game.Game:
    """A hand whose landlord is seat 0, or is bid for with ``bidding``."""
    return game.new_game(rules, game_seed, landlord=None if bidding else 0)


def score(hand: game.Game, sides: list[str]) -> tuple[float, bool, bool]:
    """A's points, whether A won, and whether A held the landlord's seat."""
    assert hand.result is not None and hand.landlord is not None
    points = float(sum(s for s, side in zip(hand.result.scores, sides, strict=True)
                       if side == "a"))
    return points, points > 0, sides[hand.landlord] == "a"
