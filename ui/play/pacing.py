"""The table's sense of time between actions, the same at both tables: an AI seat (or
the player under 托管) "thinks" at least a moment before its action lands, nothing
lands while the play on the table is still owed its reading time, and a turn the
player can only pass passes by itself after a moment.

The AI itself thinks on the session's worker (:mod:`ui.play.seat_session`);
:class:`AiPacer` only asks for the action, polls for it, and says when it is time to
play it.  How long each wait is belongs to the family (Dou Dizhu's figures are in
:mod:`ui.table.pacing`, Tractor's in :mod:`ui.tractor.scene`); headless runs (``fast``)
wait for nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class AiPacer:
    """Owns the waits of the turn in progress; the scene applies what it hands back."""

    def __init__(self, session: Any, fast: bool) -> None:
        self.session = session
        self.fast = fast  # headless runs: no thinking pause, no reading time
        self.think_left = 0.0
        self.ready: Any | None = None
        self.pass_left: float | None = None
        # Seconds the play on the table is still owed before the next action lands (the
        # family's table says: Dou Dizhu's director counts a play's reading time).
        self.owed: Callable[[], float] = lambda: 0.0

    @property
    def thinking(self) -> bool:
        """An AI seat is deciding, or has decided and is still 'thinking' for show."""
        return bool(self.session.thinking) or self.ready is not None

    def ai_action(self, seat: int, dt: float, think: float, read_left: float = 0.0) -> Any:
        """``seat``'s action once it has been decided, ``think`` seconds have gone since it
        was asked and the play on the table has been read (``read_left``: seconds still
        owed to it); ``None`` until then."""
        if self.ready is None and not self.session.thinking:
            self.session.request(seat)
            self.think_left = 0.0 if self.fast else think
        self.think_left -= dt
        if self.ready is None:
            self.ready = self.session.poll()
        if self.ready is None or self.think_left > 0 or self.reading(read_left):
            return None
        action, self.ready = self.ready, None
        return action

    @property
    def counting_down(self) -> bool:
        """A turn the player can only pass is about to pass by itself."""
        return self.pass_left is not None

    def pass_due(self, dt: float, seconds: float, read_left: float = 0.0) -> bool:
        """Count ``seconds`` down to passing the player's turn; True when it is time (the
        countdown starts once the play on the table has been read)."""
        if self.reading(read_left):
            return False
        if self.pass_left is None:
            self.pass_left = seconds
        self.pass_left -= dt
        return self.pass_left <= 0

    def reading(self, read_left: float) -> bool:
        """The play on the table is still owed reading time (headless runs owe none)."""
        return read_left > 0 and not self.fast

    def acted(self) -> None:
        """An action was applied: the next turn starts its own waits."""
        self.pass_left = None
        self.ready = None

    def forget_ready(self) -> None:
        """托管 changed hands: an action decided for the other controller is not played."""
        self.ready = None
