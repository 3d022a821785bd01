"""After-hand review: where a better move was there, and what the player's choice cost.

:func:`review_hand` replays a finished hand's record.  At each of the seat's play
decisions it asks :func:`ai.doudizhu.choices.weigh`, the evaluation the hint button shows,
for the choices worth weighing with the seat's own move added, every one scored on
the same sampled deals.  Where the best of them has a higher figure than the seat's
move (the share of deals its side wins, in whole percent as shown), the decision is
listed with both figures, the better move and why (:func:`ai.doudizhu.hints.explain`); where
the seat's move is as good as any, nothing is listed.  So the move the review calls
better always shows the higher figure, and it is the first hint the player was
offered at that moment.

Each decision is reviewed on its own (:func:`review_decision`, listed by
:func:`decision_points`), so the app can hand them to its worker one by one and
show each as it is ready; :func:`review_hand` is all of them in order.  Moves that
托管 (autoplay) made for the seat are named in the record's ``auto`` list: they are
marked :attr:`ReviewItem.by_auto` and never counted as the player's mistakes.

Pure (no pygame), deterministic for a given ``seed`` (0: the hint's deals); the
sample counts bound the work, and ``seconds`` is only a safety net.  The app runs
it off the render loop, like an AI decision.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ai.clock import deadline_after
from ai.doudizhu.choices import Estimator, ReviewBudget, Scored, same_choice, weigh
from ai.doudizhu.hint_messages import message
from ai.doudizhu.hints import explain
from ai.doudizhu.position import position_from_view
from ai.review_record import entries_of, entry_at, marked
from ai.verdict import Reviewed, Verdict, verdict
from game.doudizhu.game import Game
from game.doudizhu.view import PHASE_PLAY, SeatView
from game.plays import Play
from game.record import apply_entry, replay, start_from

REVIEW_LEVEL = "expert"  # the level whose evaluation the review and the hint button share


@dataclass(frozen=True)
class ReviewItem(Reviewed):
    """One decision where a better move was there.

    ``index`` is the action's position in the record: ``game.replay(record,
    upto=index)`` is the table just before it.  Win chances are 0..1 estimates
    for the seat's side (``expert``: the best move's); :attr:`verdict` compares them
    as the player reads them, in whole percent.
    """

    index: int
    played: Play | None
    expert: Play | None
    # Where the better move leaves more plays than the player's, why it is still better
    # (a message key and parameters, as a hint's note), so the reason never reads wrong.
    note: str = ""
    note_params: dict[str, str] = field(default_factory=dict, hash=False)

    def because(self, language: str) -> str:
        """The reason for the better move, and its note, in ``language`` ('zh' or 'en')."""
        parts = [message(self.reason, language, **self.params)]
        if self.note:
            parts.append(message(self.note, language, **self.note_params))
        return ("；" if language == "zh" else "; ").join(parts)

    @property
    def verdict(self) -> Verdict:
        """The gain in percent points, its text and its tone (the row's colour)."""
        return verdict(self.played_pct, self.expert_pct, by_auto=self.by_auto)


def review_hand(
    record: dict[str, Any],
    seat: int = 0,
    budget: ReviewBudget | None = None,
    seed: int = 0,
    *,
    level: str = REVIEW_LEVEL,
) -> list[ReviewItem]:
    """Every play decision of ``seat`` in ``record`` where a better move was there.

    Raises ``ValueError`` (from the replay) when the record is damaged.
    """
    budget = budget or ReviewBudget()
    deadline = deadline_after(budget.seconds)
    items = (
        review_decision(record, index, seat, budget, seed, deadline, level=level)
        for index in decision_points(record, seat)
    )
    return [item for item in items if item is not None]


def decision_points(record: dict[str, Any], seat: int = 0) -> list[int]:
    """The indices of ``record``'s actions that were ``seat``'s play decisions with a choice
    (more than one option); cheap: a replay, no search.  Raises ``ValueError`` when the
    record is damaged."""
    game = start_from(record)
    points: list[int] = []
    for index, entry in enumerate(entries_of(record)):
        if _has_choice(game, seat) and entry.split(" ")[1:2] != ["abandon"]:
            points.append(index)
        apply_entry(game, entry)
    return points


def review_decision(
    record: dict[str, Any],
    index: int,
    seat: int = 0,
    budget: ReviewBudget | None = None,
    seed: int = 0,
    deadline: float | None = None,
    *,
    level: str = REVIEW_LEVEL,
) -> ReviewItem | None:
    """The review of the decision at action ``index`` (one of :func:`decision_points`):
    None when the seat's move is as good as the best one weighed.  Each decision is weighed
    on its own deals (from the position and ``seed``), so its verdict does not depend on
    which others were reviewed before it.  ``level``: whose choice is weighed with the
    others (the hint button's, by default)."""
    budget = budget or ReviewBudget()
    entry = entry_at(record, index)
    game = replay(record, index)
    if not _has_choice(game, seat):
        return None
    view = game.view(seat)
    apply_entry(game, entry)
    played = game.history[-1][1] if game.history else None
    scored = weigh(view, level, budget, seed, also=[played], deadline=deadline)
    return marked(_judge(view, scored, played, index), record, index)


def _has_choice(game: Game, seat: int) -> bool:
    """It is ``seat``'s turn to play and it has more than one option."""
    if game.over or game.phase != PHASE_PLAY or game.to_act != seat:
        return False
    view = game.view(seat)
    return len(view.legal) + (1 if view.previous is not None else 0) > 1


def _judge(
    view: SeatView, scored: list[Scored], played: Play | None, index: int
) -> ReviewItem | None:
    """The item for this decision from its ranking (best first), or None where the seat's
    move shows as high a figure as the best."""
    if not scored:
        return None
    best = scored[0]
    mine = next(s for s in scored if same_choice(s.play, played))
    if not verdict(mine.pct, best.pct).listed:
        return None
    reason, params = explain(position_from_view(view), best.play)
    note: dict[str, str] = {}
    if best.play is not None and played is not None and best.turns > mine.turns:
        note = {"cards": played.cards, "extra": str(best.turns - mine.turns),
                "pct": str(best.pct), "other": str(mine.pct)}
    return ReviewItem(
        index=index,
        played=played,
        expert=best.play,
        reason=reason,
        params=params,
        played_win=round(mine.win, 3),
        expert_win=round(best.win, 3),
        note="hint.more_turns" if note else "",
        note_params=note,
    )


__all__ = [
    "REVIEW_LEVEL",
    "Estimator",
    "ReviewBudget",
    "ReviewItem",
    "decision_points",
    "review_decision",
    "review_hand",
    "same_choice",
]
