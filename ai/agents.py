"""The agent interface, the baselines and the one dispatch path for every phase.

An agent answers ``bid``, ``play``, ``double`` and ``show`` from a
:class:`~game.view.SeatView` only.  :func:`choose_action` turns the answer into
a game action for the current phase, so the app and the arena share one path.
"""

from __future__ import annotations

import random
from typing import Protocol, overload, runtime_checkable

from ai.bidding import (
    HandStrength,
    Temper,
    current_high_bid,
    desired_bid,
    hand_strength,
    wants_call,
    wants_double,
    wants_rob,
    wants_show,
)
from ai.decompose import Decomposer
from ai.ranks import counts_of_cards
from ai.shengji.players import tractor_action
from game.actions import PASS, Action, Bid, Call, Double, Rob, Show
from game.doudizhu.patterns import PatternContext, generate
from game.plays import Play
from game.shengji.actions import TractorAction
from game.shengji.view import TractorView
from game.view import PHASE_BIDDING, PHASE_DOUBLING, PHASE_PLAY, SeatView


@runtime_checkable
class Agent(Protocol):
    """What every AI seat answers; each method sees only the seat's view."""

    def bid(self, view: SeatView) -> Bid | Call | Rob: ...

    def play(self, view: SeatView) -> Play | None: ...

    def double(self, view: SeatView) -> bool: ...

    def show(self, view: SeatView) -> bool: ...


def is_rob_round(view: SeatView) -> bool:
    """In 叫地主/抢地主, after the first call every answer is a rob.

    The view's legal actions say so exactly; a hand-made view without them falls
    back to reading the bids.
    """
    if view.actions:
        return any(isinstance(action, Rob) for action in view.actions)
    return any(text == "call" for _, text in view.bids)


@overload
def choose_action(agent: Agent, view: SeatView) -> Action: ...
@overload
def choose_action(agent: Agent, view: TractorView) -> TractorAction: ...
def choose_action(agent: Agent, view: SeatView | TractorView) -> Action | TractorAction:
    """Ask ``agent`` for the action of ``view.phase``: the one path for app and arena.

    A Tractor view (``view.rules.family == "shengji"``) goes to the agent's Tractor
    player (:mod:`ai.shengji`).
    """
    if isinstance(view, TractorView):
        return tractor_action(agent, view)
    if view.phase == PHASE_PLAY:
        play = agent.play(view)
        return PASS if play is None else play
    if view.phase == PHASE_BIDDING:
        return agent.bid(view)
    if view.phase == PHASE_DOUBLING:
        return Double(agent.double(view))
    return Show(agent.show(view))


def legal_plays_of(view: SeatView) -> list[Play]:
    """The view's legal plays, or generated from its hand (by the mode's pattern set) when a
    hand-made view has none."""
    if view.legal:
        return list(view.legal)
    context = PatternContext.of(view.rules, view.wild)
    return generate(counts_of_cards(view.hand), view.previous, context)


class HeuristicBidder:
    """Bidding, doubling and showing from hand strength (shared by all levels)."""

    def __init__(self, temper: Temper, decomposer: Decomposer) -> None:
        self.temper = temper
        self.decomposer = decomposer

    def bid(self, view: SeatView) -> Bid | Call | Rob:
        strength = self.strength(view)
        if view.rules.bidding == "points":
            return Bid(desired_bid(view, strength, self.temper))
        if is_rob_round(view):
            return Rob(wants_rob(view, strength, self.temper))
        return Call(wants_call(view, strength, self.temper))

    def strength(self, view: SeatView) -> HandStrength:
        """The seat's hand judged for bidding, on the mode's table."""
        return hand_strength(counts_of_cards(view.hand), self.decomposer, view.rules.table)

    def double(self, view: SeatView) -> bool:
        return wants_double(view, self.strength(view), self.temper)

    def show(self, view: SeatView) -> bool:
        return wants_show(view, self.strength(view), self.temper)


class RandomAgent:
    """Uniformly random legal answers: the floor every level must beat easily."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def bid(self, view: SeatView) -> Bid | Call | Rob:
        if view.rules.bidding == "points":
            high = current_high_bid(view)
            return Bid(self.rng.choice([0, *range(high + 1, view.rules.max_bid + 1)]))
        yes = self.rng.random() < 0.5
        return Rob(yes) if is_rob_round(view) else Call(yes)

    def play(self, view: SeatView) -> Play | None:
        options: list[Play | None] = list(legal_plays_of(view))
        if view.previous is not None:
            options.append(None)
        return self.rng.choice(options)

    def double(self, view: SeatView) -> bool:
        return self.rng.random() < 0.5

    def show(self, view: SeatView) -> bool:
        return self.rng.random() < 0.1


class GreedyAgent(HeuristicBidder):
    """Plays the lowest legal play and never passes when it can beat: a naive human."""

    def __init__(self, seed: int) -> None:
        super().__init__(Temper(), Decomposer())

    def play(self, view: SeatView) -> Play | None:
        plays = legal_plays_of(view)
        if not plays:
            return None
        return min(plays, key=lambda p: (p.is_bomb, p.rank, -len(p), p.cards))
