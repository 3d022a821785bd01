"""The table's sense of time between actions: an AI seat (or the player under 托管)
"thinks" at least a moment before its action lands, and a turn the player cannot
beat passes by itself after a moment when the auto-pass setting is on.

The AI itself thinks on the session's worker; :class:`TurnPacer` only asks for
the action, polls for it, and says when it is time to play it.
"""

from __future__ import annotations

from game.actions import Action
from ui.app.session import Session

# At normal speed (the speed setting divides every figure): a play stays on the table
# for the director's hold after it (0.5 s) plus the next seat's thinking time before
# that seat acts, 1.2 s; a play the player cannot beat stays 0.5 + 1.0 s before the
# auto-pass.  Slow (×0.6) makes those 2.0 s and 2.5 s, fast (×1.8) 0.67 s and 0.83 s.
THINK_SECONDS = 0.7
AUTO_PASS_SECONDS = 1.0


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

    def ai_action(self, seat: int, dt: float, speed: float) -> Action | None:
        """``seat``'s action once it has been decided and its thinking time is up."""
        if self.ready is None and not self.session.thinking:
            self.session.request(seat)
            self.think_left = 0.0 if self.fast else THINK_SECONDS / speed
        self.think_left -= dt
        if self.ready is None:
            self.ready = self.session.poll()
        if self.ready is None or self.think_left > 0:
            return None
        action, self.ready = self.ready, None
        return action

    @property
    def counting_down(self) -> bool:
        """A turn the player cannot beat is about to pass by itself."""
        return self.pass_left is not None

    def pass_due(self, dt: float, speed: float) -> bool:
        """Count down to passing the player's unbeatable turn; True when it is time."""
        if self.pass_left is None:
            self.pass_left = AUTO_PASS_SECONDS / speed
        self.pass_left -= dt
        return self.pass_left <= 0

    def acted(self) -> None:
        """An action was applied: the next turn starts its own waits."""
        self.pass_left = None

    def forget_ready(self) -> None:
        """托管 changed hands: an action decided for the other controller is not played."""
        self.ready = None
