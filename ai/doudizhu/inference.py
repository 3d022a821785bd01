"""Deals that the other seats' own plays make likely: inference by the policy.

The sampler (:mod:`ai.doudizhu.sampling`) deals the unseen cards so that they fit the count
and the passes.  A play says more than a pass: a landlord that led 33 from twenty
cards holds a hand whose plan leads 33, a farmer that topped its partner's 9 with an
A holds a hand that would.  Every other seat here plays much like our own policy
(the search assumes it in every roll-out), so the policy can read the table too: in
a sampled deal, rebuild each other seat's hand as it was at its last few turns and
ask whether the policy, holding it, would have done what that seat did.  A deal
whose hands explain more of those turns is likelier to be the real one.

:func:`likely_hands` draws a few deals and keeps the one that explains the most
(ties to the first drawn, so with no evidence it is a plain uniform draw).  This is
the inference that PIMC card programs do with a learned policy; here the policy is
the plan-based one, so the cost is a few policy calls per draw.
"""

from __future__ import annotations

import random

from ai.doudizhu.policy import Policy
from ai.doudizhu.position import Position, is_big
from ai.doudizhu.ranks import add, take
from ai.doudizhu.rollout import simulated_position
from ai.doudizhu.sampling import sample_hands
from ai.doudizhu.solver import Hands
from game.plays import Play


def infers(pos: Position) -> bool:
    """Whether inference pays at this table: three or more seats, one deck, no wilds and
    no hand over a classic one.  Elsewhere a policy call costs several times more (two
    decks, long hands, every reading of a wild), and at two seats the expert's p95
    decision time nearly tripled with it (323 to 919 ms CPU in
    ``bench.ai_modes_latency --hands 2 --level expert --mode two``)."""
    return pos.seats >= 3 and pos.seating.wild is None and not is_big(pos)


def draw_hands(
    pos: Position, rng: random.Random, policy: Policy, draws: int, turns: int
) -> Hands | None:
    """One deal for the search or the review: the likeliest of ``draws`` where
    inference pays (:func:`infers`), else a plain draw of :mod:`ai.doudizhu.sampling`."""
    if draws > 1 and infers(pos):
        return likely_hands(pos, rng, policy, draws, turns)
    return sample_hands(pos.knowledge, pos.hand, rng)


def likely_hands(
    pos: Position, rng: random.Random, policy: Policy, draws: int, turns: int
) -> Hands | None:
    """The deal, of ``draws`` drawn (at least one), whose hands explain the most of the
    other seats' last ``turns`` turns (:func:`explained`); ``None`` when the count fits
    no deal."""
    best: Hands | None = None
    best_score = -1
    window = recent_turns(pos, turns)
    for _ in range(draws):
        hands = sample_hands(pos.knowledge, pos.hand, rng)
        if hands is None:
            return best
        if not window:
            return hands
        score = explained(pos, hands, policy, window, best_score)
        if score > best_score:
            best, best_score = hands, score
            if score == len(window):
                break  # every turn explained: no draw can do better
    return best


def recent_turns(pos: Position, turns: int) -> set[int]:
    """Indices into the history of the other seats' last ``turns`` turns."""
    history = pos.knowledge.history
    out: list[int] = []
    for i in range(len(history) - 1, -1, -1):
        if len(out) >= turns:
            break
        if history[i][0] != pos.seat:
            out.append(i)
    return set(out)


def explained(
    pos: Position, hands: Hands, policy: Policy, window: set[int], beat: int = -1
) -> int:
    """How many turns of ``window`` the policy, holding that seat's hand of then in this
    deal, would have played as that seat did.  Once the count can no longer pass ``beat``
    (the best deal so far) the rest is not asked: some number no higher is returned.

    The deal's hands are the hands of now; adding back what each seat played since a
    turn gives its hand at that turn.  The seat's knowledge then is rebuilt as a
    roll-out seat's is: what was outside its hand, and every seat's card count.
    """
    seating = pos.seating
    history = pos.knowledge.history
    counts = [list(h) for h in hands]
    played = [0] * len(pos.hand)
    for who, play in history:
        if play is not None:
            counts[who] = add(counts[who], play)
    score = 0
    previous: Play | None = None
    owner: int | None = None
    left = len(window)
    for i, (who, play) in enumerate(history):
        if who == owner:
            previous = None  # the trick came back round: a new lead
        if i in window:
            if score + left <= beat:
                return score
            seen = simulated_position(seating, counts, played, who, previous, owner)
            score += policy.choose(seen) == play
            left -= 1
        if play is not None:
            take(counts[who], play, played)
            previous, owner = play, who
    return score
