"""提示: this turn's hints, worked out by the expert in the background, and the words
that go with the one on show.

The expert starts on the hints as soon as the player's turn begins (on the review
worker, a process of its own, idle during play), so the answer is usually ready when
提示 is pressed.  The hints are :func:`ai.doudizhu.choices.weigh`'s ranking, best first by the
chance each shows, the evaluation the after-hand review uses: the first hint is the
move the review would call better than any other the player makes.  Each press shows
the next hint; in practice its words give the reason and the chance.
"""

from __future__ import annotations

from concurrent.futures import Future

from game.doudizhu.view import SeatView
from ui.app import agents
from ui.app.agents import Hint
from ui.app.i18n import language, t
from ui.app.workers import Worker
from ui.play.hint_cycle import HintCycle, ask_expert
from ui.table.selection import describe

HINTS_PER_TURN = 6


class TurnHints(HintCycle[Hint]):
    """The hints of the turn in progress: which one is on show, and its message
    (the cycling is :class:`~ui.play.hint_cycle.HintCycle`, shared with Tractor).

    ``practice`` hints say why; elsewhere a hint only selects its cards.
    """

    def __init__(self, worker: Worker, practice: bool) -> None:
        super().__init__()
        self.worker = worker
        self.practice = practice

    def start(self, view: SeatView) -> Future[list[Hint]]:
        """Ask the expert for this turn's hints (once per turn)."""
        return self.begin(lambda: self._submit(view))

    def _submit(self, view: SeatView) -> Future[list[Hint]]:
        return ask_expert(self.worker, agents.hints, view, HINTS_PER_TURN, agents.HINT_LEVEL)

    def next(self, view: SeatView) -> Hint | None:
        """The next hint to show (None while the expert is still thinking, or with none)."""
        hint = self.advance(lambda: self._submit(view))
        if hint is not None:
            self.message = self._message(hint)
        return hint

    def _message(self, hint: Hint) -> str:
        if self.practice:
            reason = agents.hint_text(hint, language()) or t(
                "hint.generic", n=self.index + 1, total=len(self.hints)
            )
            what = t("hint.play", play=describe(hint.play)) if hint.play else t("hint.pass")
            return f"{what}{reason}{self._count()}"
        return t("hint.pass_short") if hint.play is None else ""

    def _count(self) -> str:
        """Which of the turn's hints is on show, where there are more (as Tractor's hint
        says): nothing told a player that 提示 again shows another."""
        if len(self.hints) < 2 or not agents.hint_text(self.hints[self.index], language()):
            return ""
        return t("hint.count", n=self.index + 1, total=len(self.hints))
