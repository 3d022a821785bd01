"""Determinised search for the expert: sample the hidden cards, play each candidate out.

The policy (:mod:`ai.shengji.policy`) ranks the options; the best few are
tried on a handful of deals of the hidden cards, each consistent with what
this seat knows — every other seat gets as many cards as it holds, the cards it
has shown, and nothing of a suit it is out of; the kitty gets the rest unless
this seat buried it (:func:`sample_deal`).  Every candidate is played on the
same deals (so luck cancels between them) and the hand is finished by the
quick roll-out policy (:mod:`ai.shengji.rollout`), a throw judged against the
sampled hands.  The candidate with the best average for this seat's side wins;
the catchers' total is scored half as points and half by the level bands it
falls in, since the bands are what the hand is played for.

Budgets are sample counts, so a seed fixes the play; the time limit is a
safety net well above the usual cost.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from ai.shengji.policy import Skill, ranked_plays
from ai.shengji.position import Position
from ai.shengji.rollout import Rollout
from game.cards import Card

BAND_WEIGHT = 0.5  # of the score that counts whole level bands (s = 20 × decks)
CLEAR_MARGIN = 25.0  # a heuristic lead this large is not searched
MAX_TRIES = 30


@dataclass(frozen=True)
class SearchBudget:
    """How much the expert searches at one decision."""

    samples: int = 8
    candidates: int = 4
    seconds: float = 0.8


EXPERT_BUDGET = SearchBudget()


def sample_deal(pos: Position, rng: random.Random) -> tuple[dict[int, list[Card]], list[Card]]:
    """The other seats' hands and the kitty, dealt from the hidden cards consistently with
    the seat counts, the cards shown and the known voids."""
    count = pos.count
    others = [s for s in range(pos.seats) if s != pos.seat]
    shown = {s: [c for c in count.shown.get(s, [])] for s in others}
    fixed = {c for cards in shown.values() for c in cards}
    pool = [c for c in count.hidden if c not in fixed]
    need = {s: pos.cards_left[s] - len(shown[s]) for s in others}
    kitty_size = 0 if pos.kitty is not None else len(pool) - sum(need.values())
    for _ in range(MAX_TRIES):
        dealt = _deal(pos, pool, need, kitty_size, rng, strict=True)
        if dealt is not None:
            break
    else:
        dealt = _deal(pos, pool, need, kitty_size, rng, strict=False)
        assert dealt is not None
    hands, kitty = dealt
    for s in others:
        hands[s] = shown[s] + hands[s]
    return hands, (list(pos.kitty) if pos.kitty is not None else kitty)


KITTY = -1


def _deal(pos: Position, pool: list[Card], need: dict[int, int], kitty_size: int,
          rng: random.Random, *, strict: bool) -> tuple[dict[int, list[Card]], list[Card]] | None:
    order = pos.order
    room = dict(need)
    room[KITTY] = kitty_size
    cards = list(pool)
    rng.shuffle(cards)

    def takers(card: Card) -> list[int]:
        suit = order.suit_of(card)
        return [s for s in room if s == KITTY or not strict or not pos.count.is_void(s, suit)]

    cards.sort(key=lambda c: len(takers(c)))
    out: dict[int, list[Card]] = {s: [] for s in room}
    for card in cards:
        options = [s for s in takers(card) if room[s] > 0]
        if not options:
            return None
        weights = [room[s] for s in options]
        seat = rng.choices(options, weights)[0]
        out[seat].append(card)
        room[seat] -= 1
    kitty = out.pop(KITTY)
    return out, kitty


def utility(catchers: int, pos: Position) -> float:
    """The catchers' total as this seat's side scores it (higher is better for it)."""
    step = pos.rules.level_step
    score = (1.0 - BAND_WEIGHT) * catchers + BAND_WEIGHT * step * (catchers // step)
    return score if not pos.sides.dealer_side else -score


class Searcher:
    """The expert's search over the policy's best candidates."""

    def __init__(self, budget: SearchBudget, skill: Skill) -> None:
        self.budget = budget
        self.skill = skill

    def choose(self, pos: Position, rng: random.Random) -> list[Card] | None:
        """The searched choice, or ``None`` when the policy's choice is clear."""
        ranked = ranked_plays(pos, self.skill)
        if len(ranked) < 2 or ranked[0][0] - ranked[1][0] > CLEAR_MARGIN:
            return None
        candidates = [option for _, option in ranked[: self.budget.candidates]]
        totals = [0.0] * len(candidates)
        deadline = time.perf_counter() + self.budget.seconds
        for _ in range(self.budget.samples):
            hands, kitty = sample_deal(pos, rng)
            for i, option in enumerate(candidates):
                totals[i] += utility(self._play_out(pos, hands, kitty, option), pos)
            if time.perf_counter() > deadline:
                break
        best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
        return list(candidates[best])

    def _play_out(self, pos: Position, hands: dict[int, list[Card]], kitty: list[Card],
                  option: tuple[Card, ...]) -> int:
        seats = pos.seats
        dealt = [list(pos.hand) if s == pos.seat else list(hands[s]) for s in range(seats)]
        dealer_side = frozenset(s for s in range(seats) if pos.on_dealer_side(s))
        current = list(pos.current)
        leader = current[0][0] if current else pos.seat
        taken = list(pos.points_taken) or [0] * seats
        rollout = Rollout(pos.rules, pos.trump, dealt, dealer_side, current, leader, taken, kitty)
        rollout.play_checked(pos.seat, option)
        return rollout.finish()
