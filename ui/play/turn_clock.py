"""The turn clock (出牌计时) of either table: how long the player has for a decision.

Its length is a setting per game (``Settings.turn_clock`` for Dou Dizhu,
``Settings.tractor_turn_clock`` for Tractor: off, 15, 30 or 60 seconds; practice
tables run it only with ``turn_clock_practice`` on).  It counts real seconds (the
speed setting does not change it) on the player's own decisions and stops under
托管.  What running out does is each family's rule (:mod:`ui.table.turn_clock`,
:mod:`ui.tractor.assist`); this module only counts.
"""

from __future__ import annotations

from ui.persist.settings import CLOCK_CHOICES

WARN_SECONDS = 5.0  # the ring turns red and ticks in the last seconds


def clock_seconds(choice: str, practice: bool, in_practice: bool) -> float | None:
    """The clock's length for a table, or None when it does not run there."""
    if choice not in CLOCK_CHOICES or choice == "off" or (practice and not in_practice):
        return None
    return float(choice)


class TurnClock:
    """Counts down one turn of the player's; the scene starts it as the turn begins and
    asks :meth:`tick` each frame."""

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

    def follow(self, choice: str, practice: bool, in_practice: bool, turn: object,
               dt: float) -> bool:
        """Each frame: the length from the settings (``choice``; a practice table only with
        ``in_practice``), then ``turn`` counted down (``None``: no decision of the
        player's, nothing counts); True once, the frame its time runs out."""
        self.seconds = clock_seconds(choice, practice, in_practice)
        if turn is None:
            self.stop()
            return False
        return self.tick(turn, dt)

    def stop(self) -> None:
        """Not the player's turn (or 托管): nothing counts."""
        self.turn = None
        self.fired = False
