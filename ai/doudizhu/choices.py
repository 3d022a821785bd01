"""The one evaluation of a Dou Dizhu decision's choices, shared by the hints and the review.

:func:`weigh` lists the choices worth weighing at a decision (the level's own
choice first, then the policy's, passing, and the plays that cost the hand's plan
least), scores each the same way, and ranks them by that score (:mod:`ai.verdict`):
the share of sampled deals the seat's side wins after it.  A deal of the unseen
cards is drawn consistently with what the seat knew (:mod:`ai.doudizhu.inference`), then
solved exactly when few cards are left or played out by the expert policy at every
seat (:mod:`ai.doudizhu.rollout`).  Every choice meets the same deals, so differences between
choices are far steadier than any one share.

The hint button (:func:`ai.doudizhu.hints.hint` with a level) shows this ranking, best first,
and the after-hand review (:mod:`ai.doudizhu.review`) asks it again with the player's move
added, so the hint's first suggestion is the move the review calls best, with the
same figure.  The deals are seeded from the position itself (:func:`position_seed`),
so the hint, which knows only the seat's view, and the review, which replays the
record, meet the same deals.  Pure and deterministic; the sample counts bound the
work, ``seconds`` is only a safety net.
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Sequence
from dataclasses import dataclass, replace

from ai.clock import deadline_after, past
from ai.doudizhu.decompose import Decomposer
from ai.doudizhu.inference import draw_hands
from ai.doudizhu.players import LEVELS, LevelAgent
from ai.doudizhu.policy import Policy
from ai.doudizhu.position import Position, is_big, position_from_view
from ai.doudizhu.ranks import remove
from ai.doudizhu.rollout import Endgame, play_out, solved_win
from ai.doudizhu.solver import Hands, SearchLimit, Solver
from ai.doudizhu.wilds import read_wilds
from ai.verdict import percent, ranked
from game.doudizhu.phases import PhaseName
from game.doudizhu.view import SeatView
from game.plays import Play

PASS_SCORE = -5.0  # passing keeps the plan whole, but gives the trick away
BOMB_PRICE = 15.0  # a bomb spent is a bomb that cannot win the lead back later


@dataclass(frozen=True)
class ReviewBudget:
    """How hard a decision is weighed: deals per choice, choices, exact-solve threshold,
    time cap.  The hints and the review use the same budget, so they agree."""

    samples: int = 32
    endgame_cards: int = 14
    node_limit: int = 6000
    seconds: float = 20.0
    rollout_endgame: int = 12  # a played-out deal is solved from this many cards, as the expert's
    # Each deal the likeliest of this many by the other seats' last turns, as the expert's
    # (where :func:`ai.doudizhu.inference.infers`).
    inference_draws: int = 4
    inference_turns: int = 6
    # The choices weighed (and so the most hints a turn has).  The hint button weighs every
    # turn of the player's in the background, and the review every decision again: four
    # choices of 32 deals cost about what the expert's own search does on a classic lead.
    choices: int = 4
    # Deals per choice on a two-deck table or a long hand, where a play-out costs several
    # times more; with wilds, where it costs more still (every reading of every wild: a
    # laizi lead's play-out 60-300 ms on this shared machine), fewer choices and deals.
    big_samples: int = 12
    wild_choices: int = 3
    wild_samples: int = 8


@dataclass(frozen=True)
class Scored:
    """One choice with its figure: ``win``, the share of deals its side wins after it
    (shown as :attr:`pct`), and ``turns``, the plays the hand still needs after it (the
    tie-break, and what the hint's reason says)."""

    play: Play | None
    win: float
    turns: int

    @property
    def pct(self) -> int:
        return percent(self.win)


def rank_key(scored: Scored) -> tuple[float, ...]:
    """Better is a higher shown chance, then fewer plays left (see :func:`ai.verdict.ranked`)."""
    return (scored.pct, -scored.turns)


class Estimator:
    """Scores choices at one decision by sampled deals, solved or played out."""

    def __init__(self, budget: ReviewBudget, seed: int) -> None:
        self.budget = budget
        self.seed = seed
        self.policy = Policy(LEVELS["expert"].style, random.Random(seed), Decomposer())

    def win_chances(
        self, pos: Position, options: Sequence[Play | None], deadline: float
    ) -> list[float]:
        """Each option's share of won deals (the same deals for every option, in order: an
        option's share never depends on the options after it)."""
        rng = random.Random(self.seed)
        wins = [0.0] * len(options)
        done = 0
        samples = self.budget.samples
        if is_big(pos):
            samples = min(samples, self.budget.big_samples)
        if pos.seating.wild is not None:
            samples = min(samples, self.budget.wild_samples)
        for _ in range(samples):
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


def hint_policy(pos: Position) -> Policy:
    """The hard policy the hints rank and explain plays with (wild-aware on laizi tables)."""
    policy = Policy(LEVELS["hard"].style, random.Random(0), Decomposer())
    read_wilds(policy.decomposer, pos.seating.wild)
    return policy


def plan_value(policy: Policy, pos: Position, option: Play | None) -> float:
    """What a choice does to the hand's plan (bigger is better): the plan score it leaves,
    less a bomb's price; passing keeps the plan but gives the trick away."""
    if option is None:
        return PASS_SCORE
    base = policy.decomposer.score(pos.hand)
    return policy.decomposer.score(remove(pos.hand, option)) - base + (
        -BOMB_PRICE if option.is_bomb else 0.0)


def turns_after(policy: Policy, pos: Position, option: Play | None) -> int:
    """The plays the hand needs after ``option`` (passing: the whole hand's plan)."""
    rest = pos.hand if option is None else remove(pos.hand, option)
    return policy.decomposer.plan(rest).turns if any(rest) else 0


def level_choice(level: str, view: SeatView) -> Play | None:
    """What ``level`` plays here, with its search bounded by counts, not by seconds: every
    clock it has is lifted (a big hand's and a wild hand's shorter ones too), so the hint
    during play and the review afterwards, on a machine busy or not, get the same answer."""
    spec = LEVELS[level]
    if spec.budget is not None:
        spec = replace(spec, budget=replace(spec.budget, seconds=float("inf")))
    agent = LevelAgent(spec, 0)
    for searcher in (agent.searcher, agent.wild_searcher):
        if searcher is not None:
            searcher.budget = replace(searcher.budget, seconds=float("inf"))
            searcher.big_budget = replace(searcher.big_budget, seconds=float("inf"))
    return agent.play(view)


def candidates(view: SeatView, level: str, count: int) -> list[Play | None]:
    """Up to ``count`` choices worth weighing: ``level``'s own, the hard policy's, passing
    when following, then the plays that cost the plan least.  With wilds the level's search
    is left out: it weighs these same candidates by roll-outs, and unclocked it took 5 s
    on a laizi lead here (its clock would make the answer hang on the machine's load)."""
    pos = position_from_view(view)
    policy = hint_policy(pos)
    options: list[Play | None] = list(pos.legal())
    if pos.previous is not None:
        options.append(None)
    first = [policy.choose(pos)]
    if pos.seating.wild is None:
        first.insert(0, level_choice(level, view))
    if pos.previous is not None:
        first.append(None)
    rest = sorted(options, key=lambda o: plan_value(policy, pos, o), reverse=True)
    out: list[Play | None] = []
    for option in [*first, *rest]:
        if len(out) >= max(1, count):
            break
        if option in options and not any(same_choice(option, o) for o in out):
            out.append(option)
    return out


def position_seed(pos: Position, seed: int = 0) -> int:
    """A seed from what the seat knows at this decision (``seed`` added): the hint, from
    the live view, and the review, from the replayed record, draw the same deals."""
    facts = (pos.seat, pos.hand, pos.cards_left, str(pos.previous), pos.previous_seat,
             pos.knowledge.outside)
    return zlib.crc32(repr(facts).encode()) + seed


def weigh(
    view: SeatView,
    level: str = "expert",
    budget: ReviewBudget | None = None,
    seed: int = 0,
    also: Sequence[Play | None] = (),
    deadline: float | None = None,
) -> list[Scored]:
    """The decision's choices, each with its figure, best first (:func:`rank_key`).

    ``also`` adds choices after the candidates (the review adds the player's move): they
    never change the candidates' figures, since every option is scored on the same deals
    and in order.  Empty when the seat has no play to make.
    """
    if view.phase != PhaseName.PLAY or view.to_act != view.seat:
        return []
    budget = budget or ReviewBudget()
    pos = position_from_view(view)
    wild = pos.seating.wild is not None
    options = candidates(view, level, budget.wild_choices if wild else budget.choices)
    for extra in also:
        if not any(same_choice(extra, o) for o in options):
            options.append(extra)
    if not options:
        return []
    policy = hint_policy(pos)
    if deadline is None:
        deadline = deadline_after(budget.seconds)
    wins = Estimator(budget, position_seed(pos, seed)).win_chances(pos, options, deadline)
    scored = [Scored(o, round(w, 3), turns_after(policy, pos, o)) for o, w in zip(options, wins,
                                                                        strict=True)]
    return ranked(scored, rank_key)


__all__ = [
    "Estimator",
    "ReviewBudget",
    "Scored",
    "candidates",
    "level_choice",
    "plan_value",
    "position_seed",
    "rank_key",
    "same_choice",
    "turns_after",
    "weigh",
]
