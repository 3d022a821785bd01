"""Deeper look-ahead for the expert: policy roll-outs over several tricks (issue 33).

The one-trick look-ahead of :mod:`ai.shengji.search` plays the hard policy's game with
better trick odds; what a lead costs later (a master cashed that was an entry, a suit
opened for the other side) it only estimates.  Here a candidate is played on each sampled
deal and the hand goes on for ``deep_tricks`` tricks with the policy at every seat — each
seat choosing from what it would know in that deal (its own cards, the public tricks, its
count carried on trick by trick) — and the quick roll-out of :mod:`ai.shengji.rollout`
finishes the hand.  The candidate is worth the hand's utility (:func:`playout.utility`, the
catchers' total with 抠底 scored as the level bands read it), averaged over the same deals
for every candidate (common random numbers), less the failed-throw cost.

The cost is the policy's: one decision is about a millisecond, so the tricks played are
cut to what ``deep_decisions`` allows at this decision (samples × candidates × seats ×
tricks), which keeps early decisions, with the most cards left, bounded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ai.shengji.counting import Count
from ai.shengji.playout import rollout_from, utility
from ai.shengji.policy import FAIL_COST
from ai.shengji.position import Position
from game.cards import Card

if TYPE_CHECKING:
    from ai.shengji.search import Searcher

def deep_tricks(pos: Position, candidates: int, samples: int, most: int,
                decisions: int) -> int:
    """Tricks each roll-out plays by the policy: ``most``, fewer when the hand is long and
    the decision budget would not cover every roll-out (at least one: the lead's own)."""
    tricks_left = max(1, len(pos.hand))
    per_trick = candidates * samples * pos.seats
    affordable = max(1, decisions // max(1, per_trick))
    return max(1, min(most, tricks_left, affordable))


def play_deep(searcher: Searcher, pos: Position, hands: dict[int, list[Card]],
              kitty: list[Card], option: tuple[Card, ...], tricks: int,
              counts: dict[int, tuple[tuple[Card, ...], Count]]) -> float:
    """The hand's utility to this side after ``option`` on one sampled deal: ``tricks``
    tricks by the policy at every seat, the rest by the quick roll-out.

    ``counts``: each seat's count before this trick (with the hand it was built for),
    shared by the candidates tried on the same deal."""
    rollout = rollout_from(pos, hands, kitty)
    start = len(rollout.history)
    failed = rollout.play_checked(pos.seat, option)
    searcher.play_on(pos, rollout, kitty, counts, start + tricks)
    catchers = rollout.finish()
    return utility(catchers, pos, searcher.budget.deep_bands) - (FAIL_COST if failed else 0.0)
