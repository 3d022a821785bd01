"""After-hand review: where the expert would have played differently, and what it cost.

:func:`review_hand` replays a finished hand's record.  At each of the seat's
play decisions it asks the expert level what it would play (its whole decision,
search included) and the hint engine why.  Where that differs from what the
seat did, both choices are scored with the same determinised machinery the
search uses: deal the unseen cards consistently with what the seat knew
(:mod:`ai.sampling`), then solve each deal exactly when few cards are left
or play it out with the policy at every seat (:mod:`ai.rollout`).  Both choices
see the same deals, so the difference between their win shares is far less
noisy than either share.

Each decision is reviewed on its own (:func:`review_decision`, listed by
:func:`decision_points`), so the app can hand them to its worker one by one and
show each as it is ready; :func:`review_hand` is all of them in order.  Moves that
托管 (autoplay) made for the seat are named in the record's ``auto`` list: they are
marked :attr:`ReviewItem.by_auto` and never counted as the player's mistakes.

Pure (no pygame), deterministic for a given ``seed``; the sample counts bound
the work, and ``seconds`` is only a safety net.  The app runs it off the
render loop, like an AI decision.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Any

from ai.clock import deadline_after, past
from ai.decompose import Decomposer
from ai.hints import hint
from ai.inference import draw_hands
from ai.players import LEVELS
from ai.policy import Policy
from ai.position import Position, position_from_view
from ai.rollout import Endgame, play_out, solved_win
from ai.solver import Hands, SearchLimit, Solver
from game.doudizhu.game import Game
from game.plays import Play
from game.record import apply_entry, replay, start_from
from game.view import PHASE_PLAY


@dataclass(frozen=True)
class ReviewBudget:
    """How hard the review looks: deals per decision, exact-solve threshold, time cap."""

    samples: int = 48
    endgame_cards: int = 14
    node_limit: int = 6000
    seconds: float = 20.0
    rollout_endgame: int = 12  # a played-out deal is solved from this many cards, as the expert's
    # Each deal the likeliest of this many by the other seats' last turns, as the expert's
    # (where :func:`ai.inference.infers`).
    inference_draws: int = 4
    inference_turns: int = 6


@dataclass(frozen=True)
class ReviewItem:
    """One decision where the expert differs.

    ``index`` is the action's position in the record: ``game.replay(record,
    upto=index)`` is the table just before it.  Win chances are 0..1 estimates
    for the seat's side; ``loss`` is how much the seat's choice gave away.
    """

    index: int
    played: Play | None
    expert: Play | None
    reason: str
    params: dict[str, str] = field(default_factory=dict, hash=False)
    played_win: float = 0.0
    expert_win: float = 0.0
    by_auto: bool = False  # 托管 made this move, not the player

    @property
    def loss(self) -> float:
        return self.expert_win - self.played_win

    @property
    def is_mistake(self) -> bool:
        """A clear mistake of the player's: the expert's choice wins noticeably more often
        (托管's moves are never the player's mistakes)."""
        return not self.by_auto and self.loss >= 0.15


class Estimator:
    """Scores choices at one decision by sampled deals, solved or played out."""

    def __init__(self, budget: ReviewBudget, seed: int) -> None:
        self.budget = budget
        self.seed = seed
        self.policy = Policy(LEVELS["expert"].style, random.Random(seed), Decomposer())

    def win_chances(
        self, pos: Position, options: list[Play | None], deadline: float
    ) -> list[float]:
        """Each option's share of won deals (the same deals for every option)."""
        rng = random.Random(self.seed)
        wins = [0.0] * len(options)
        done = 0
        for _ in range(self.budget.samples):
            hands = self.sample(pos, rng)
            if hands is None or (done and past(deadline)):
                break
            # One roll-out solver a deal: the options' play-outs share its positions.
            endgame = Endgame(Solver(pos.seating, self.budget.node_limit),
                              self.budget.rollout_endgame)
            for i, option in enumerate(options):
                wins[i] += float(self.wins_deal(pos, hands, option, endgame))
            done += 1
        return [w / done for w in wins] if done else [0.5] * len(options)

    def sample(self, pos: Position, rng: random.Random) -> Hands | None:
        """One deal of the unseen cards, drawn as the expert's search draws it."""
        return draw_hands(pos, rng, self.policy, self.budget.inference_draws,
                          self.budget.inference_turns)

    def wins_deal(self, pos: Position, hands: Hands, option: Play | None,
                  endgame: Endgame) -> bool:
        """Does the seat's side win this deal after ``option``? (``endgame`` finishes a
        played-out deal.)"""
        if option is not None and len(option) == sum(hands[pos.seat]):
            return True
        if sum(pos.cards_left) <= self.budget.endgame_cards:
            try:
                return solved_win(Solver(pos.seating, self.budget.node_limit), pos, hands, option)
            except SearchLimit:
                pass
        return play_out(pos, hands, option, self.policy, endgame=endgame)


def same_choice(a: Play | None, b: Play | None) -> bool:
    """Two choices are the same when both pass or both play the same ranks as one kind."""
    if a is None or b is None:
        return a is None and b is None
    return a.kind == b.kind and a.cards == b.cards


def review_hand(
    record: dict[str, Any],
    seat: int = 0,
    budget: ReviewBudget | None = None,
    seed: int = 0,
) -> list[ReviewItem]:
    """Every play decision of ``seat`` in ``record`` where the expert would differ.

    Raises ``ValueError`` (from the replay) when the record is damaged.
    """
    budget = budget or ReviewBudget()
    deadline = deadline_after(budget.seconds)
    items = (
        review_decision(record, index, seat, budget, seed, deadline)
        for index in decision_points(record, seat)
    )
    return [item for item in items if item is not None]


def decision_points(record: dict[str, Any], seat: int = 0) -> list[int]:
    """The indices of ``record``'s actions that were ``seat``'s play decisions with a choice
    (more than one option); cheap: a replay, no search.  Raises ``ValueError`` when the
    record is damaged."""
    game = start_from(record)
    points: list[int] = []
    for index, entry in enumerate(_entries(record)):
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
) -> ReviewItem | None:
    """The review of the decision at action ``index`` (one of :func:`decision_points`):
    None when the expert agrees.  Each decision has its own estimator from ``seed``, so a
    decision's verdict does not depend on which others were reviewed before it."""
    budget = budget or ReviewBudget()
    entries = _entries(record)
    if not 0 <= index < len(entries):
        raise ValueError(f"no action {index} in the record")
    game = replay(record, index)
    decision = _decision(game, seat)
    apply_entry(game, entries[index])
    if decision is None:
        return None
    played = game.history[-1][1] if game.history else None
    if deadline is None:
        deadline = deadline_after(budget.seconds)
    item = _judge(Estimator(budget, seed), decision, played, index, deadline)
    if item is None or index not in _auto_indices(record):
        return item
    return replace(item, by_auto=True)


def _auto_indices(record: dict[str, Any]) -> set[int]:
    """The actions 托管 took, from the record's ``auto`` list (malformed entries ignored)."""
    auto = record.get("auto")
    if not isinstance(auto, list):
        return set()
    return {i for i in auto if type(i) is int}


def _entries(record: dict[str, Any]) -> list[str]:
    actions = record.get("actions")
    if not isinstance(actions, list):
        raise ValueError("record has no action list")
    return [str(a) for a in actions]


@dataclass(frozen=True)
class _Decision:
    pos: Position
    expert: Play | None
    reason: str
    params: dict[str, str]


def _has_choice(game: Game, seat: int) -> bool:
    """It is ``seat``'s turn to play and it has more than one option."""
    if game.over or game.phase != PHASE_PLAY or game.to_act != seat:
        return False
    view = game.view(seat)
    return len(view.legal) + (1 if view.previous is not None else 0) > 1


def _decision(game: Game, seat: int) -> _Decision | None:
    """The seat's play decision now, with the expert's answer; None if it is not one."""
    if not _has_choice(game, seat):
        return None
    view = game.view(seat)
    top = hint(view, 1, level="expert")
    if not top:
        return None
    return _Decision(position_from_view(view), top[0].play, top[0].reason, dict(top[0].params))


def _judge(
    estimator: Estimator,
    decision: _Decision,
    played: Play | None,
    index: int,
    deadline: float,
) -> ReviewItem | None:
    if same_choice(played, decision.expert):
        return None
    played_win, expert_win = estimator.win_chances(
        decision.pos, [played, decision.expert], deadline
    )
    return ReviewItem(
        index=index,
        played=played,
        expert=decision.expert,
        reason=decision.reason,
        params=decision.params,
        played_win=round(played_win, 3),
        expert_win=round(expert_win, 3),
    )


__all__ = [
    "Estimator",
    "ReviewBudget",
    "ReviewItem",
    "decision_points",
    "review_decision",
    "review_hand",
    "same_choice",
]
