"""Bombs and the rocket as decisions about control: when a bomb wins the hand, when it waits.

A bomb is the one play that takes any trick, so a bomb nobody can beat is a lead
held in reserve: we may lead a play that can be beaten, lose the trick, and win
the lead straight back with the bomb.  That is how a strong player counts a hand
("控制"): with the lead, every beatable play but the last needs one such bomb
behind it, and the last one goes out.  The count only holds while no opponent can
go out by answering one of those plays, so a play an opponent could answer with
its last cards is allowed only as the very last play.

The same count decides when to spend a bomb on someone else's trick: bomb when
the hand is won from the lead the bomb takes, or when an opponent close to going
out would otherwise keep the lead and the hand after the bomb is still close to a
win (holding the bomb there only keeps it for a hand already lost).  A bomb that
wins nothing only doubles the loss, so it waits.
"""

from __future__ import annotations

from collections.abc import Sequence

from ai.doudizhu.decompose import play_value
from game.plays import Play

__all__ = ["could_go_out_on", "lead_order", "short_of_control", "wins_with_control"]


def could_go_out_on(play: Play, cards_left: Sequence[int]) -> bool:
    """Whether an opponent holding one of ``cards_left`` could answer ``play`` with its last
    cards (a reply of the same kind has the same number of cards)."""
    return any(left == len(play) for left in cards_left)


def wins_with_control(
    safe: Sequence[Play], unsafe: Sequence[Play], opponents_left: Sequence[int]
) -> bool:
    """With the lead, does the plan go out whatever the opponents hold?

    ``safe`` are the plan's plays nobody can beat, ``unsafe`` the rest.  Each
    unbeatable bomb wins one lost lead back; the last unsafe play ends the hand.
    """
    if len(unsafe) <= 1:
        return True
    bombs = sum(1 for p in safe if p.is_bomb)
    if len(unsafe) - 1 > bombs:
        return False
    risky = [p for p in unsafe if could_go_out_on(p, opponents_left)]
    return len(risky) <= 1


def short_of_control(safe: Sequence[Play], unsafe: Sequence[Play]) -> int:
    """How many lost leads the plan cannot win back: beatable plays beyond the last one,
    less the unbeatable bombs that take the lead back (0: the hand is won from the lead)."""
    bombs = sum(1 for p in safe if p.is_bomb)
    return max(0, len(unsafe) - 1 - bombs)


def lead_order(unsafe: Sequence[Play], opponents_left: Sequence[int]) -> Play:
    """Which beatable play to lead while bombs cover the rest: one no opponent can go out
    on, the strongest first (the likelier it is to pass, the more bombs stay in hand)."""
    plain = [p for p in unsafe if not p.is_bomb]
    pool = [p for p in plain if not could_go_out_on(p, opponents_left)] or plain or list(unsafe)
    return max(pool, key=play_value)
