"""The table's sense of time between actions: an AI seat (or the player under 托管)
"thinks" at least a moment before its action lands, and a turn the player cannot
beat passes by itself after a moment when the auto-pass setting is on.

The asking, polling and counting are the shared :class:`~ui.play.pacing.AiPacer`'s;
this module holds Dou Dizhu's figures.
"""

from __future__ import annotations

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
