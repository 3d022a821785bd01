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

Pure (no pygame), deterministic for a given ``seed``; the sample counts bound
the work, and ``seconds`` is only a safety net.  The app runs it off the
render loop, like an AI decision.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Any

from ai.decompose import Decomposer
from ai.hints import hint
from ai.players import LEVELS
from ai.policy import Policy
from ai.position import Position, position_from_view
from ai.rollout import play_out, solved_win
from ai.sampling import sample_hands
from ai.solver import Hands, SearchLimit, Solver
from game.doudizhu.game import Game
from game.plays import Play
from game.record import apply_entry, start_from
from game.view import PHASE_PLAY


@dataclass(frozen=True)
class ReviewBudget:
    """How hard the review looks: deals per decision, exact-solve threshold, time cap."""

    samples: int = 48
    endgame_cards: int = 14
    node_limit: int = 6000
    seconds: float = 20.0


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

    @property
    def loss(self) -> float:
        return self.expert_win - self.played_win

    @property
    def is_mistake(self) -> bool:
        """A clear mistake: the expert's choice wins noticeably more often."""
        return self.loss >= 0.15


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
            hands = sample_hands(pos.knowledge, pos.hand, rng)
            if hands is None or (done and time.perf_counter() > deadline):
                break
            for i, option in enumerate(options):
                wins[i] += float(self.wins_deal(pos, hands, option))
            done += 1
        return [w / done for w in wins] if done else [0.5] * len(options)

    def wins_deal(self, pos: Position, hands: Hands, option: Play | None) -> bool:
        """Does the seat's side win this deal after ``option``?"""
        if option is not None and len(option) == sum(hands[pos.seat]):
            return True
        if sum(pos.cards_left) <= self.budget.endgame_cards:
            try:
                return solved_win(Solver(pos.seating, self.budget.node_limit), pos, hands, option)
            except SearchLimit:
                pass
        return play_out(pos, hands, option, self.policy)


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
    estimator = Estimator(budget, seed)
    deadline = time.perf_counter() + budget.seconds
    game = start_from(record)
    items: list[ReviewItem] = []
    for index, entry in enumerate(_entries(record)):
        decision = _decision(game, seat)
        apply_entry(game, entry)
        if decision is None or entry.split(" ")[1:2] == ["abandon"]:
            continue
        played = game.history[-1][1] if game.history else None
        item = _judge(estimator, decision, played, index, deadline)
        if item is not None:
            items.append(item)
    return items


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


def _decision(game: Game, seat: int) -> _Decision | None:
    """The seat's play decision now, with the expert's answer; None if it is not one."""
    if game.over or game.phase != PHASE_PLAY or game.to_act != seat:
        return None
    view = game.view(seat)
    options = len(view.legal) + (1 if view.previous is not None else 0)
    if options <= 1:
        return None
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


__all__ = ["Estimator", "ReviewBudget", "ReviewItem", "review_hand", "same_choice"]
