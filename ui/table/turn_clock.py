"""The turn clock (出牌计时): how long the player has for a play, and what running out does.

It is a setting (``Settings.turn_clock``: off, 15, 30 or 60 seconds; practice games
run it only with ``turn_clock_practice`` on, off by default).  It runs on the
player's own turns in the play phase, in real seconds (the speed setting does not
change it), and stops under 托管.  The rule when it runs out, as the settings page
says it: if the player may pass (following a play), it passes for them; when the
player leads, nothing is played for them — the clock only turns red and says so.
"""

from __future__ import annotations

from ui.persist.settings import CLOCK_CHOICES

WARN_SECONDS = 5.0  # the ring turns red and ticks in the last seconds

PASS_WHEN_DUE = "pass"  # time ran out while following: the table passes for the player
WARN_WHEN_DUE = "warn"  # time ran out on a lead: only a warning


def clock_seconds(choice: str, practice: bool, in_practice: bool) -> float | None:
    """The clock's length for a table, or None when it does not run there."""
    if choice not in CLOCK_CHOICES or choice == "off" or (practice and not in_practice):
        return None
    return float(choice)


class TurnClock:
    """Counts down one turn of the player's; the scene starts it as the turn begins and
    asks :meth:`due` each frame."""

    def __init__(self, seconds: float | None) -> None:
        self.seconds = seconds
        self.turn: object = None
        self.left = 0.0
        self.fired = False

    @property
    def running(self) -> bool:
        return self.seconds is not None and self.turn is not None

    def fraction(self) -> float:
        """How much of the turn's time is left, 1 → 0 (1 when no clock runs)."""
        if not self.running or not self.seconds:
            return 1.0
        return max(0.0, self.left / self.seconds)

    @property
    def warning(self) -> bool:
        return self.running and self.left <= WARN_SECONDS

    def tick(self, turn: object, dt: float) -> bool:
        """Count ``turn`` (any value that changes from turn to turn) down by ``dt``; True
        once, the frame its time runs out."""
        if self.seconds is None:
            return False
        if turn != self.turn:
            self.turn, self.left, self.fired = turn, self.seconds, False
        self.left = max(0.0, self.left - dt)
        if self.left <= 0 and not self.fired:
            self.fired = True
            return True
        return False

    def stop(self) -> None:
        """Not the player's turn (or 托管): nothing counts."""
        self.turn = None
        self.fired = False


def when_due(can_pass: bool) -> str:
    """What running out of time does: pass when passing is legal, else only warn."""
    return PASS_WHEN_DUE if can_pass else WARN_WHEN_DUE
