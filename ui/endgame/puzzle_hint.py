"""提示 at the 残局 table: the solver's winning move for the spot on the table, asked on
the review worker (the search never runs in the render loop), and what hints cost.

A hint for a new spot costs a star; asking again at the same spot is free.  The advice
is kept until the player moves (or the puzzle starts over) so the status line can say
why the move wins.
"""

from __future__ import annotations

from concurrent.futures import Future
from typing import TYPE_CHECKING

from ai.endgame.spot import Advice, Spot, advise
from ui.endgame.hint_text import hint_lines

if TYPE_CHECKING:
    from ui.app.workers import Worker


def stars_for(mistakes: int, saw_answer: bool, hints: int = 0) -> int:
    """Three for a clean solve, one fewer for each mistake or hint (one at least), one
    after the answer."""
    if saw_answer:
        return 1
    return max(1, 3 - mistakes - hints)


class PuzzleHint:
    """The hints asked for in this attempt at a puzzle, and the one on its way or shown."""

    def __init__(self) -> None:
        self.count = 0  # hints paid for (a star each, see stars_for)
        self.spot: Spot | None = None  # the spot the last hint was for (asked again: free)
        self.job: Future[Advice] | None = None
        self.advice: Advice | None = None

    def ask(self, spot: Spot, worker: Worker) -> None:
        """Ask the solver about ``spot``; a star for a spot not hinted before."""
        if self.spot != spot:
            self.count += 1
            self.spot = spot
        self.job = worker.submit(advise, spot)

    def take(self) -> Advice | None:
        """The advice once the worker has it (None while it thinks or with nothing
        asked); the worker's error is raised here, the job dropped either way."""
        job = self.job
        if job is None or not job.done():
            return None
        self.job = None
        return job.result()

    def stars(self, mistakes: int) -> int:
        """The stars a solve from here would still earn (no answer seen)."""
        return stars_for(mistakes, False, self.count)

    def lines(self, mistakes: int) -> tuple[str, str]:
        """What the hint says: the move and the stars still to earn, then why it wins."""
        if self.advice is None:
            return "", ""
        return hint_lines(self.advice, self.stars(mistakes))

    def forget(self) -> None:
        """Drop the job on its way and the advice shown (the puzzle starts over)."""
        self.cancel()
        self.advice = None

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()
        self.job = None
