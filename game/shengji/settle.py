"""Settling a finished Tractor hand: the table's verdict, then the scorer's level moves.

Most modes move levels by the table (:func:`game.shengji.scoring.settle_by_table`).
Five players, three decks play equal level rights 级差权平等 (docs/tractor-modes.md §2.5.3):

The dealer side's base b (1, 2 or 3 by the catchers' points) is shared so that
every player of a 2 v 3 side gets levels in proportion — dealer 2b and friend b,
or the other way round when the friend saved the last trick (``friend_share``) —
and a lone dealer takes 4b.  Winning catchers each rise (D28).  A rise stopped
by a must-play level leaves blocked levels to give or impose
(``level_transfer``); the J and A rules punish a dealer side that loses its J or
A hand on a last trick won with J's or A's.

The players' choices in all this (who gets the last third, where blocked levels
go, whether to accept them, which catchers take the rest of a J-rule drop) are
asked one by one by :class:`~game.shengji.choices.LevelSettlement` during a
hand; :func:`settle` answers them all by the AI's **Decision**.
"""

from __future__ import annotations

from game.shengji.choices import open_settlement, settle_all
from game.shengji.modes import SCORE_EQUAL_RIGHTS
from game.shengji.scoring import HandFacts, HandResult, result_of, settle_by_table, verdict


def settle(facts: HandFacts) -> HandResult:
    """The result of a finished hand under the mode's scorer (every choice by the Decision,
    :func:`game.shengji.choices.default_action`)."""
    p, side, amount, moves = verdict(facts)
    if facts.rules.scorer == SCORE_EQUAL_RIGHTS:
        settle_all(open_settlement(facts, side, amount, p, moves))
    else:
        settle_by_table(facts, side, amount, moves)
    return result_of(facts, side, amount, moves)
