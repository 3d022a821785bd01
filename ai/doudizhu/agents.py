"""The Dou Dizhu agent's answers, the baselines and the dispatch of a Dou Dizhu phase.

A Dou Dizhu agent answers ``bid``, ``play``, ``double`` and ``show`` from a
:class:`~game.view.SeatView` only, and where the mode has those phases
``call_ally`` (五人: name the hidden ally's card) and ``keep`` (帝主: which kitty
cards to keep).  :func:`doudizhu_action` turns the answer into a game action for
the current phase (:func:`ai.choose_action` calls it for a Dou Dizhu view); an
agent without ``call_ally`` or ``keep`` gets the shared heuristic answer.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Protocol, runtime_checkable

from ai.doudizhu.bidding import (
    BidBars,
    HandStrength,
    Temper,
    bars_for,
    current_high_bid,
    desired_bid,
    hand_strength,
    wants_call,
    wants_double,
    wants_rob,
    wants_show,
)
from ai.doudizhu.decompose import Decomposer, read_mode
from ai.doudizhu.ranks import counts_of_cards
from ai.doudizhu.wilds import wild_bid_value
from game.cards import TWO as TWO_RANK
from game.cards import Card
from game.doudizhu.actions import PASS, Action, Bid, Call, CallAlly, Double, Keep, Rob, Show
from game.doudizhu.patterns import PatternContext, generate
from game.doudizhu.view import (
    PHASE_ALLY,
    PHASE_BIDDING,
    PHASE_DOUBLING,
    PHASE_KEEP,
    PHASE_PLAY,
    SeatView,
)
from game.plays import Play


@runtime_checkable
class DouDizhuAgent(Protocol):
    """What a Dou Dizhu seat answers; each method sees only the seat's view."""

    def bid(self, view: SeatView) -> Bid | Call | Rob: ...

    def play(self, view: SeatView) -> Play | None: ...

    def double(self, view: SeatView) -> bool: ...

    def show(self, view: SeatView) -> bool: ...


@runtime_checkable
class ModeAgent(Protocol):
    """The answers only some modes ask for: the hidden ally's card, the kitty cards kept."""

    def call_ally(self, view: SeatView) -> CallAlly: ...

    def keep(self, view: SeatView) -> Keep: ...


def is_rob_round(view: SeatView) -> bool:
    """In 叫地主/抢地主, after the first call every answer is a rob.

    The view's legal actions say so exactly; a hand-made view without them falls
    back to reading the bids.
    """
    if view.actions:
        return any(isinstance(action, Rob) for action in view.actions)
    return any(text == "call" for _, text in view.bids)


def doudizhu_action(agent: DouDizhuAgent, view: SeatView) -> Action:
    """Ask ``agent`` for the action of ``view.phase`` of a Dou Dizhu hand."""
    if view.phase == PHASE_PLAY:
        play = agent.play(view)
        return PASS if play is None else play
    if view.phase == PHASE_BIDDING:
        return agent.bid(view)
    if view.phase == PHASE_DOUBLING:
        return Double(agent.double(view))
    if view.phase == PHASE_ALLY:
        return ally_answer(agent, view)
    if view.phase == PHASE_KEEP:
        return keep_answer(agent, view)
    return Show(agent.show(view))


def ally_answer(agent: DouDizhuAgent, view: SeatView) -> CallAlly:
    """五人: the agent's own call of the hidden ally's card, or the shared heuristic's."""
    return agent.call_ally(view) if isinstance(agent, ModeAgent) else ally_call(view)


def keep_answer(agent: DouDizhuAgent, view: SeatView) -> Keep:
    """帝主: the agent's own choice of kitty cards to keep, or the shared heuristic's."""
    return agent.keep(view) if isinstance(agent, ModeAgent) else kitty_keep(view, Decomposer())


def offered(view: SeatView, wanted: Bid | Call | Rob) -> Bid | Call | Rob:
    """``wanted`` if the view offers it (or lists nothing), else the nearest offered bid.

    Some modes restrict bids (must bid, 3 or pass) or bid by calls instead of points.
    """
    if not view.actions or wanted in view.actions:
        return wanted
    bids = [a for a in view.actions if isinstance(a, Bid)]
    if isinstance(wanted, Bid) and bids:
        return min(bids, key=lambda a: (abs(a.value - wanted.value), -a.value))
    yes = wanted.value > 0 if isinstance(wanted, Bid) else wanted.yes
    for answer in (Rob(yes), Call(yes), Rob(not yes), Call(not yes)):
        if answer in view.actions:
            return answer
    return bids[0] if bids else wanted


def ally_call(view: SeatView, decomposer: Decomposer | None = None) -> CallAlly:
    """五人: name the highest card the landlord holds once, or play alone with a hand that can.

    The twin of a high card is a high card, so its holder, the ally, holds at least one
    card that wins a trick back, and a card that would have beaten ours now plays for us.
    Alone (1 v 4, ×2) only with a hand whose plan has as many controls as weak plays
    (:func:`plays_alone`); alone too when no card is held exactly once.
    """
    cards = [a.card for a in view.actions if isinstance(a, CallAlly) and a.card is not None]
    if not cards or (CallAlly(None) in view.actions
                     and plays_alone(view, decomposer or Decomposer())):
        return CallAlly(None)
    return CallAlly(max(cards, key=lambda c: (c.rank, c.suit)))


ALONE_CONTROLS = 3  # going alone takes at least this many plays that win the lead back


def plays_alone(view: SeatView, decomposer: Decomposer) -> bool:
    """Whether the landlord's hand can beat four seats alone: bombs and top cards (2s and
    jokers) win the lead back, so each weak play needs one of them behind it."""
    read_mode(decomposer, view.rules.pattern_set)
    plan = decomposer.plan(counts_of_cards(view.hand))
    controls = sum(1 for p in plan.plays if p.is_bomb or p.rank >= TWO_RANK)
    weak = plan.turns - controls
    return controls >= ALONE_CONTROLS and weak <= controls


def kitty_keep(view: SeatView, decomposer: Decomposer) -> Keep:
    """帝主: discard, one at a time, the kitty card whose loss helps the plan most (fewer and
    stronger plays), while a discard helps; keep the rest.  The hand holds the kitty now."""
    kitty = sorted(view.kitty or ())
    hand = counts_of_cards(view.hand)
    read_mode(decomposer, view.rules.pattern_set)
    score = decomposer.score(hand)
    while kitty:
        trials = {card.rank: card for card in kitty}  # same-rank cards score alike
        best: tuple[float, Card] | None = None
        for rank, card in trials.items():
            hand[rank] -= 1
            trial = decomposer.score(hand)
            hand[rank] += 1
            if trial > score and (best is None or trial > best[0]):
                best = (trial, card)
        if best is None:
            break
        score, card = best
        hand[card.rank] -= 1
        kitty.remove(card)
    keep = Keep(tuple(kitty))
    return keep if keep in view.actions or not view.actions else Keep(tuple(view.kitty or ()))


def _bids_by_calls(view: SeatView) -> bool:
    """Whether this bidding is 叫地主/抢地主 (calls and robs) rather than points: the offered
    actions say so (a mode may call while its ``bidding`` option says points)."""
    if view.actions:
        return any(isinstance(a, Call | Rob) for a in view.actions)
    return view.rules.bidding != "points"


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
        bars = self.bars(view)
        if _bids_by_calls(view):
            if is_rob_round(view):
                return offered(view, Rob(wants_rob(view, strength, self.temper, bars)))
            return offered(view, Call(wants_call(view, strength, self.temper, bars)))
        return offered(view, Bid(desired_bid(view, strength, self.temper, bars)))

    def bars(self, view: SeatView) -> BidBars:
        """The bars this bidder judges the view's mode by (the mode's own, calibrated)."""
        return bars_for(view.rules)

    def call_ally(self, view: SeatView) -> CallAlly:
        return ally_call(view, self.decomposer)

    def keep(self, view: SeatView) -> Keep:
        return kitty_keep(view, self.decomposer)

    def strength(self, view: SeatView) -> HandStrength:
        """The seat's hand judged for bidding, on the mode's table."""
        counts = counts_of_cards(view.hand)
        read_mode(self.decomposer, view.rules.pattern_set)
        strength = hand_strength(counts, self.decomposer, view.rules.table)
        wilds = wild_bid_value(counts, view.rules, view.hand, view.wild)
        return replace(strength, wild_value=wilds) if wilds else strength

    def double(self, view: SeatView) -> bool:
        return wants_double(view, self.strength(view), self.temper)

    def show(self, view: SeatView) -> bool:
        return wants_show(view, self.strength(view), self.temper, self.bars(view))


class RandomAgent:
    """Uniformly random legal answers: the floor every level must beat easily."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def bid(self, view: SeatView) -> Bid | Call | Rob:
        if not _bids_by_calls(view):
            high = current_high_bid(view)
            value = self.rng.choice([0, *range(high + 1, view.rules.max_bid + 1)])
            return offered(view, Bid(value))
        yes = self.rng.random() < 0.5
        return offered(view, Rob(yes) if is_rob_round(view) else Call(yes))

    def call_ally(self, view: SeatView) -> CallAlly:
        calls = [a for a in view.actions if isinstance(a, CallAlly)]
        return self.rng.choice(calls) if calls else CallAlly(None)

    def keep(self, view: SeatView) -> Keep:
        keeps = [a for a in view.actions if isinstance(a, Keep)]
        return self.rng.choice(keeps) if keeps else Keep(tuple(view.kitty or ()))

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
