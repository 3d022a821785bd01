"""The one clock every search deadline is read from.

A level's time limit is a safety net set well above the normal cost of its search, so
the same seed gives the same play on any ordinary machine (:mod:`ai.doudizhu.players`).  A machine
far slower than that (a loaded, shared test runner) reaches the net and plays otherwise;
the test suite stretches the net by :data:`SAFETY_NET_SCALE` so that positions and
seeded decisions stay exact there too.  The game and the arena leave it at 1.
"""

from __future__ import annotations

import time

SAFETY_NET_SCALE = 1.0


def deadline_after(seconds: float) -> float:
    """The ``time.perf_counter`` value a search of ``seconds`` stops at."""
    return time.perf_counter() + seconds * SAFETY_NET_SCALE


def past(deadline: float) -> bool:
    """Whether the clock has run past ``deadline``."""
    return time.perf_counter() > deadline
