"""Dou Dizhu's rule for the turn clock (出牌计时); the clock itself is shared with Tractor
(:mod:`ui.play.turn_clock`).

It runs on the player's own turns in the play phase (setting ``turn_clock``; practice
only with ``turn_clock_practice``).  The rule when it runs out, as the settings page
says it: if the player may pass (following a play), it passes for them; when the
player leads, nothing is played for them — the clock only turns red and says so.
"""

from __future__ import annotations

from ui.play.turn_clock import WARN_SECONDS, TurnClock, clock_seconds

__all__ = ["PASS_WHEN_DUE", "WARN_SECONDS", "WARN_WHEN_DUE", "TurnClock", "clock_seconds",
           "when_due"]

PASS_WHEN_DUE = "pass"  # time ran out while following: the table passes for the player
WARN_WHEN_DUE = "warn"  # time ran out on a lead: only a warning


def when_due(can_pass: bool) -> str:
    """What running out of time does: pass when passing is legal, else only warn."""
    return PASS_WHEN_DUE if can_pass else WARN_WHEN_DUE
