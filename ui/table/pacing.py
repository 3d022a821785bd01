"""The table's sense of time between actions: an AI seat (or the player under 托管)
"thinks" at least a moment before its action lands, and a turn the player cannot
beat passes by itself after a moment when the auto-pass setting is on.

The AI itself thinks on the session's worker; :class:`TurnPacer` only asks for
the action, polls for it, and says when it is time to play it.
"""

from __future__ import annotations

from game.doudizhu.actions import Action
from ui.app.session import Session

# At normal speed (the speed setting divides every figure): a play stays on the table
# for the director's hold after it (0.5 s), then the next seat thinks (0.7 s) before it
# acts, and whatever it does, nothing lands until the play has been on the table for
# its reading time (play_read_seconds: 1.5 s for one or two cards, 0.1 s more for each
# further card, at most 2.3 s), a bomb's show on top.  A play the player cannot beat
# is read as long before the auto-pass (when the setting is on) counts its 1.0 s.
# Slow (×0.6) makes a single's reading time 2.5 s, fast (×1.8) 0.83 s.
THINK_SECONDS = 0.7
AUTO_PASS_SECONDS = 1.0
READ_SECONDS = 1.5
READ_SECONDS_PER_CARD = 0.1  # past the second card: a chain or an airplane takes longer
READ_SECONDS_MAX = 2.3


def play_read_seconds(cards: int) -> float:
    """How long (at normal speed) a play of ``cards`` cards stays on the table before the
    next action lands, so the player can read it.

    >>> play_read_seconds(1), play_read_seconds(5), play_read_seconds(20)
    (1.5, 1.8, 2.3)
    """
    extra = READ_SECONDS_PER_CARD * max(0, cards - 2)
    return round(min(READ_SECONDS_MAX, READ_SECONDS + extra), 3)


class TurnPacer:
    """Owns the waits of the turn in progress; the scene applies what it hands back."""

    def __init__(self, session: Session, fast: bool) -> None:
        self.session = session
        self.fast = fast  # headless runs: no thinking pause
        self.think_left = 0.0
        self.ready: Action | None = None
        self.pass_left: float | None = None

    @property
    def thinking(self) -> bool:
        """An AI seat is deciding, or has decided and is still 'thinking' for show."""
        return self.session.thinking or self.ready is not None

    def ai_action(
        self, seat: int, dt: float, speed: float, read_left: float = 0.0
    ) -> Action | None:
        """``seat``'s action once it has been decided, its thinking time is up and the
        play on the table has been read (``read_left``: seconds still owed to it)."""
        if self.ready is None and not self.session.thinking:
            self.session.request(seat)
            self.think_left = 0.0 if self.fast else THINK_SECONDS / speed
        self.think_left -= dt
        if self.ready is None:
            self.ready = self.session.poll()
        if self.ready is None or self.think_left > 0 or self.reading(read_left):
            return None
        action, self.ready = self.ready, None
        return action

    @property
    def counting_down(self) -> bool:
        """A turn the player cannot beat is about to pass by itself."""
        return self.pass_left is not None

    def pass_due(self, dt: float, speed: float, read_left: float = 0.0) -> bool:
        """Count down to passing the player's unbeatable turn; True when it is time (the
        countdown starts once the play to beat has been read)."""
        if self.reading(read_left):
            return False
        if self.pass_left is None:
            self.pass_left = AUTO_PASS_SECONDS / speed
        self.pass_left -= dt
        return self.pass_left <= 0

    def reading(self, read_left: float) -> bool:
        """The play on the table is still owed reading time (headless runs owe none)."""
        return read_left > 0 and not self.fast

    def acted(self) -> None:
        """An action was applied: the next turn starts its own waits."""
        self.pass_left = None

    def forget_ready(self) -> None:
        """托管 changed hands: an action decided for the other controller is not played."""
        self.ready = None
