"""Exact open-hand Dou Dizhu endgames (残局): who wins with best play, and how.

>>> from ai.endgame import solve
>>> solve(["33", "4"]).winner
'first'

:func:`solve` takes two hands (the side to move against the other) or three (the
landlord, then the two farmers, who win together), an optional play to answer and
optional banned kinds (classic kind names such as ``trio_pair``), and returns a
:class:`Solution`: the winner, the winning first moves, a principal line (the loser
resisting longest), nodes searched and CPU seconds.  ``python -m ai.endgame`` is the
command line.  Classic combinations only; one deck.
"""

from __future__ import annotations

from ai.endgame.moves import CLASSIC_KINDS
from ai.endgame.position import EndgameError, Position, read_position
from ai.endgame.search import SearchLimit
from ai.endgame.solve import PASS_TEXT, Solution, solve, solve_position

__all__ = [
    "CLASSIC_KINDS",
    "PASS_TEXT",
    "EndgameError",
    "Position",
    "SearchLimit",
    "Solution",
    "read_position",
    "solve",
    "solve_position",
]
