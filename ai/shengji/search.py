"""Determinised search for the expert: sample the hidden cards, try the best candidates.

The policy (:mod:`ai.shengji.policy`) ranks the options; the best few are
tried on deals of the hidden cards, each consistent with what this seat knows
— every other seat gets as many cards as it holds, the cards it has shown, and
nothing of a suit it is out of; the kitty gets the rest unless this seat buried
it (:func:`sample_deal`).  Every candidate meets the same deals, so luck
cancels between them, and a throw is judged against the sampled hands.

- In the middle of the hand the search looks one trick ahead: the seats still
  to play answer with their sampled cards by the policy itself, each from what
  it would know (or, cheaper, by the quick roll-out policy of
  :mod:`ai.shengji.rollout`), and the candidate is worth the points the trick brings
  its side (taken from the other), the tempo, the 抠底 stake in the last trick,
  less what the hand loses by it — the policy's own sum with the trick's
  outcome counted instead of estimated.
- With few cards left every candidate is played to the end of the hand; the
  catchers' total scores half as points and half by the level bands it falls
  in, and the policy's choice is overruled only by a clear paired gain.

The expert's samples are read further (issue 33): no pair goes to a seat that showed it
had none in a suit (``pair_samples``).  ``inference_draws`` makes each sample one trick
ahead the likeliest of a few draws by what the other seats' latest follows say
(:mod:`ai.shengji.inference`); it is off: it cost 2.3 times the CPU and showed no gain
against hard (ai/RESULTS.md, issue 33).

A deeper look-ahead (:mod:`ai.shengji.deep`, the ``deep_*`` fields) plays each candidate
several tricks on with the policy at every seat and the quick roll-out finishing the hand;
for leads it showed no gain over the one trick in 100-150 duplicate deals against hard, at
four depths up to the whole hand, for six to fifteen times the CPU, so it is off.  Handed
the true deal (bench/tractor_seeing.py) the same roll-outs to the end gain 0.10: what the
deep search lacks is samples near the real hands (ai/RESULTS.md, issue 33).

Two ways of drawing the samples nearer the real hands are built and off, for they showed
no gain in 150 duplicate deals against hard: a belief carried through the hand, its deals
weighed by how well they explain every play of the other seats (:mod:`ai.shengji.belief`,
the ``belief_*`` fields), and a kitty that is the dealer's burial
(:mod:`ai.shengji.kitty_model`, ``kitty_model``).  Both deal the deciding cards nearer the
truth than plain draws (bench/tractor_belief.py; ai/RESULTS.md, issue 33).

The last tricks can be solved exactly on each sample (:mod:`ai.shengji.solver`,
``exact_cards``); it is off: at three cards a seat it changed 4 of 300 duplicate deals
against hard, for no gain (ai/RESULTS.md, issue 33).

Budgets are sample counts, so a seed fixes the play; the time limit is a
safety net well above the usual cost.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ai.clock import deadline_after, past
from ai.shengji.belief import Belief, policy_likelihood
from ai.shengji.counting import Count, Play
from ai.shengji.deep import deep_tricks, play_deep
from ai.shengji.inference import likely_deal
from ai.shengji.kitty_model import buried_deal
from ai.shengji.odds import TrickOdds
from ai.shengji.playout import (
    BAND_WEIGHT,
    dealer_side,
    dealt_hands,
    rollout_from,
    trick_leader,
    utility,
)
from ai.shengji.policy import (
    FAIL_COST,
    Judge,
    Skill,
    choose_play,
    judged_plays,
)
from ai.shengji.position import Position, sides_known
from ai.shengji.rollout import Rollout
from ai.shengji.solver import Ending, option_values
from game.cards import Card
from game.shengji.cards import points
from game.shengji.scoring import kitty_multiplier
from game.shengji.shapes import read

CONFIDENCE = 1.0  # standard errors a candidate must gain over the policy's choice
MIN_GAIN = 2.0  # … and at least this much utility
CLEAR_MARGIN = 25.0  # a heuristic lead this large is not searched
MAX_TRIES = 30
REPLY_RNG = random.Random(0)  # the searching levels' policy never draws from it (no slips)


@dataclass(frozen=True)
class SearchBudget:
    """How much the expert searches at one decision."""

    samples: int = 8  # deals for the one-trick look-ahead
    candidates: int = 4
    endgame_samples: int = 16  # deals for playing out the end of the hand
    endgame_candidates: int = 4
    endgame_cards: int = 8  # hands this short are played out to the end
    seconds: float = 0.8
    policy_replies: bool = True  # the later seats answer by the policy (else the quick one)
    pair_samples: bool = False  # no pair dealt to a seat that showed it had none there
    # One trick ahead, the policy's choice is kept unless another candidate gains this many
    # standard errors of the paired difference (0: the best average wins).
    trick_confidence: float = 0.0
    lead_tricks: int = 1  # tricks a lead is looked ahead (the later ones by the policy)
    # Deals drawn per sample one trick ahead, the likeliest kept (inference.py); the
    # endgame's roll-outs draw plainly (their 16 samples would cost it four times over).
    inference_draws: int = 1
    # Deeper look-ahead (deep.py): each candidate played on deep_samples deals with the
    # policy at every seat for up to deep_tricks tricks, the quick roll-out finishing the
    # hand; 0 leaves it off.  At most deep_decisions policy decisions a search.
    deep_tricks: int = 0
    deep_samples: int = 8
    deep_candidates: int = 4
    deep_decisions: int = 4000
    deep_leads: bool = True  # leads searched deep (when deep_tricks > 0)
    deep_follows: bool = False  # follows searched deep too (else one trick ahead)
    deep_voids: bool = False  # … or only the follows out of the led suit (trump or discard)
    deep_confidence: float = 0.0  # as trick_confidence, for the deep search
    deep_endgame: bool = False  # the endgame's roll-outs by the policy, not the quick one
    deep_bands: float = BAND_WEIGHT  # of a deep roll-out's score counted in level bands
    # A belief carried through the hand (belief.py): this many weighted deals, each play of
    # the other seats the policy does not repeat in one multiplying its weight by
    # belief_miss; every sample is drawn from it.  0 leaves it off.
    belief_particles: int = 0
    belief_miss: float = 0.35
    belief_leads: bool = True  # leads are evidence too (else only follows)
    belief_history: int = 24  # plays weighed when a belief starts mid-hand
    # Above 0, a play's likelihood is its share of the policy's options weighed by
    # exp(belief_sharpness * score) (floored at belief_miss), not match-or-miss.
    belief_sharpness: float = 0.0
    # Deals whose kitty is what the dealer would have buried from its hand and the kitty,
    # by the policy (kitty_model.py), for a seat that did not bury it.
    kitty_model: bool = False
    clear_margin: float = CLEAR_MARGIN  # the policy's choice this far ahead is not searched
    # Hands this short are solved exactly on each sampled deal (solver.py) instead of
    # played out by the quick roll-out (0: off).
    exact_cards: int = 0


EXPERT_BUDGET = SearchBudget(pair_samples=True)


def sample_deal(pos: Position, rng: random.Random,
                pairs: bool = False) -> tuple[dict[int, list[Card]], list[Card]]:
    """The other seats' hands and the kitty, dealt from the hidden cards consistently with
    the seat counts, the cards shown and the known voids (and with ``pairs``, no pair to a
    seat that showed it had none in that suit)."""
    count = pos.count
    others = [s for s in range(pos.seats) if s != pos.seat]
    shown = {s: [c for c in count.shown.get(s, [])] for s in others}
    fixed = {c for cards in shown.values() for c in cards}
    pool = [c for c in count.hidden if c not in fixed]
    need = {s: pos.cards_left[s] - len(shown[s]) for s in others}
    kitty_size = 0 if pos.kitty is not None else len(pool) - sum(need.values())
    for _ in range(MAX_TRIES):
        dealt = _deal(pos, pool, need, kitty_size, rng, strict=True, pairs=pairs)
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


def ending_from(pos: Position, hands: dict[int, list[Card]], kitty: list[Card]) -> Ending:
    """The open-hand ending of one sampled deal from where ``pos`` stands (solver.py)."""
    return Ending(rules=pos.rules, trump=pos.trump, hands=dealt_hands(pos, hands),
                  dealer_side=dealer_side(pos), leader=trick_leader(pos),
                  current=tuple(pos.current), kitty_points=points(kitty))


def _deal(pos: Position, pool: list[Card], need: dict[int, int], kitty_size: int,
          rng: random.Random, *, strict: bool,
          pairs: bool = False) -> tuple[dict[int, list[Card]], list[Card]] | None:
    order = pos.order
    room = dict(need)
    room[KITTY] = kitty_size
    cards = list(pool)
    rng.shuffle(cards)

    by_suit: dict[str, list[int]] = {}  # who may take a card of each suit

    def takers(card: Card) -> list[int]:
        suit = order.suit_of(card)
        found = by_suit.get(suit)
        if found is None:
            found = by_suit[suit] = [s for s in room if s == KITTY or not strict
                                     or not pos.count.is_void(s, suit)]
        return found

    # 记牌 of pairs: a seat that showed it has no pair in a suit gets one copy of a face
    # there at most (with a pairs_in_samples skill).
    pairless = pos.count.pairless if strict and pairs else {}
    faces = {s: {order.face(c) for c in pos.count.shown.get(s, [])} for s in pairless}

    def allowed(seat: int, card: Card) -> bool:
        if room[seat] <= 0:
            return False
        if seat not in faces or order.suit_of(card) not in pairless[seat]:
            return True
        return order.face(card) not in faces[seat]

    cards.sort(key=lambda c: len(takers(c)))
    out: dict[int, list[Card]] = {s: [] for s in room}
    for card in cards:
        options = [s for s in takers(card) if allowed(s, card)]
        if not options:
            return None
        weights = [room[s] for s in options]
        seat = rng.choices(options, weights)[0]
        out[seat].append(card)
        if seat in faces:
            faces[seat].add(order.face(card))
        room[seat] -= 1
    kitty = out.pop(KITTY)
    return out, kitty


def _significant_best(scores: list[list[float]], confidence: float = CONFIDENCE,
                      min_gain: float = MIN_GAIN) -> int:
    """The candidate that clearly beats the first one on the same deals, else the first."""
    base = scores[0]
    n = len(base)
    best, best_gain = 0, 0.0
    for i, mine in enumerate(scores[1:], 1):
        diffs = [a - b for a, b in zip(mine, base, strict=True)]
        mean = sum(diffs) / n
        spread = (sum((d - mean) ** 2 for d in diffs) / (n - 1)) ** 0.5 if n > 1 else 0.0
        if mean > max(min_gain, best_gain, confidence * spread / n**0.5):
            best, best_gain = i, mean
    return best


def _best_of(scores: list[list[float]], confidence: float) -> int:
    """With a ``confidence``, the candidate that clearly beats the first one
    (:func:`_significant_best`, no least gain); without, the best average, the earlier of
    equals."""
    if confidence > 0.0:
        return _significant_best(scores, confidence, 0.0)
    means = [sum(values) / len(values) for values in scores]
    return max(range(len(scores)), key=lambda i: (means[i], -i))


class Searcher:
    """The expert's search over the policy's best candidates."""

    def __init__(self, budget: SearchBudget, skill: Skill) -> None:
        self.budget = budget
        self.skill = skill
        self.belief: Belief | None = None

    def choose(self, pos: Position, rng: random.Random) -> list[Card] | None:
        """The searched choice, or ``None`` when the policy's choice is clear."""
        judge, ranked = judged_plays(pos, self.skill)
        if self.budget.belief_particles:
            self._believe(pos, rng)
        if len(ranked) < 2 or ranked[0][0] - ranked[1][0] > self.budget.clear_margin:
            return None
        budget = self.budget
        if max(pos.cards_left) <= budget.exact_cards:  # every seat's hand is that short
            candidates = [option for _, option in ranked[: budget.endgame_candidates]]
            return list(candidates[self._solve_the_end(pos, candidates, rng)])
        if len(pos.hand) <= budget.endgame_cards:
            candidates = [option for _, option in ranked[: budget.endgame_candidates]]
            return list(candidates[self._play_to_the_end(pos, candidates, rng)])
        if budget.deep_tricks > 0 and self._deep_here(pos):
            candidates = [option for _, option in ranked[: budget.deep_candidates]]
            return list(candidates[self._look_deep(pos, candidates, rng)])
        candidates = [option for _, option in ranked[: budget.candidates]]
        return list(candidates[self._look_one_trick_ahead(judge, candidates, rng)])

    def _believe(self, pos: Position, rng: random.Random) -> None:
        """Bring the hand's belief up to date with the plays since this seat's last turn."""
        if self.belief is None:
            budget = self.budget
            likelihood = policy_likelihood(self.skill, budget.belief_miss,
                                           budget.belief_sharpness)
            self.belief = Belief(
                budget.belief_particles, likelihood, self._plain_deal,
                leads=budget.belief_leads, history=budget.belief_history,
                seed=rng.randrange(1 << 30))
        self.belief.update(pos)

    def _sample(self, pos: Position, rng: random.Random,
                infer: bool = True) -> tuple[dict[int, list[Card]], list[Card]]:
        """One deal of the hidden cards: from the belief, or with inference the likeliest
        of a few draws, or a plain draw."""
        if self.belief is not None:
            return self.belief.draw(pos, rng)
        if self.budget.inference_draws <= 1 or not infer:
            return self._plain_deal(pos, rng)
        return likely_deal(pos, self.budget.inference_draws,
                           lambda: self._plain_deal(pos, rng),
                           lambda then: choose_play(then, self.skill, random.Random(0)))

    def _plain_deal(self, pos: Position,
                    rng: random.Random) -> tuple[dict[int, list[Card]], list[Card]]:
        """A deal held only by the hard facts; with ``kitty_model``, its kitty the dealer's
        burial (kitty_model.py)."""
        pairs = self.budget.pair_samples
        if self.budget.kitty_model:
            return buried_deal(pos, rng, lambda at, r: sample_deal(at, r, pairs))
        return sample_deal(pos, rng, pairs)

    # ----- one trick ahead ----------------------------------------------------------------

    def _look_one_trick_ahead(self, judge: Judge, candidates: list[tuple[Card, ...]],
                              rng: random.Random) -> int:
        pos = judge.pos
        scores: list[list[float]] = [[] for _ in candidates]
        pulling = judge.pulling_opponents()
        odds = [TrickOdds(pos, option) if pos.leading else None for option in candidates]
        deadline = deadline_after(self.budget.seconds)
        for _ in range(self.budget.samples):
            hands, kitty = self._sample(pos, rng)
            counts: dict[int, tuple[tuple[Card, ...], Count]] = {}
            for i, option in enumerate(candidates):
                value, winner = self._trick(pos, hands, kitty, option, counts)
                value -= self._cost(judge, option, float(winner == pos.seat))
                found = odds[i]
                if found is not None:  # the lead's strategy, linear in the trick's outcome
                    value += judge.strategy(found, option, float(pos.sides.friendly(winner)),
                                            pulling)
                scores[i].append(value)
            if past(deadline):
                break
        return _best_of(scores, self.budget.trick_confidence)

    def _cost(self, judge: Judge, option: tuple[Card, ...], mine: float) -> float:
        cost = judge.valuer.cost(judge.pos.hand, option)
        return cost * (1.0 - judge.discount(option, judge.pos.leading) * mine)

    def _trick(self, pos: Position, hands: dict[int, list[Card]], kitty: list[Card],
               option: tuple[Card, ...],
               counts: dict[int, tuple[tuple[Card, ...], Count]]) -> tuple[float, int]:
        """The trick finished on one sampled deal: its worth to this side, and its winner.

        ``counts``: each replying seat's count before this trick, with the hand it was
        built for, shared by the candidates tried on the same deal."""
        rollout = rollout_from(pos, hands, kitty)
        tricks_before = len(rollout.history)
        ahead = self.budget.lead_tricks if pos.leading else 1
        failed = rollout.play_checked(pos.seat, option)
        self.play_on(pos, rollout, kitty, counts, tricks_before + ahead,
                     self.budget.policy_replies)
        value = 0.0
        for _, winner, trick_points in rollout.history[tricks_before:]:
            side = 1.0 if pos.sides.friendly(winner) else -1.0
            value += side * trick_points + (self.skill.tempo if side > 0 else 0.0)
        if not any(rollout.hands):
            lead, winner, _ = rollout.history[-1]
            catchers_won = winner not in rollout.dealer_side
            units = read(list(lead), pos.order).units
            factor = kitty_multiplier(max(u.size for u in units), len(lead),
                                      pos.rules.kitty_multiplier)
            bonus = points(kitty) * factor if catchers_won else 0
            value += bonus if not pos.sides.dealer_side else -bonus
        first = rollout.history[tricks_before][1]
        return value - (FAIL_COST if failed else 0.0), first

    def play_on(self, pos: Position, rollout: Rollout, kitty: list[Card],
                counts: dict[int, tuple[tuple[Card, ...], Count]], until: int,
                by_policy: bool = True) -> None:
        """Play the sampled deal on until its history holds ``until`` tricks (or the hand
        ends): each seat by the policy from what it knows in that deal, or by the quick
        roll-out's choice.  ``counts`` as for :meth:`reply_position`."""
        done: list[tuple[Play, ...]] = []  # the tricks this sample finished, in order
        later: dict[tuple[int, int], Count] = {}  # counts after those tricks, this option's
        while len(rollout.history) < until and any(rollout.hands):
            seat = rollout.to_act()
            if by_policy:
                at = self.reply_position(pos, rollout, seat, kitty, counts, done, later)
                reply = choose_play(at, self.skill, REPLY_RNG)
            else:
                reply = rollout.choose(seat)
            finishing = len(rollout.current) == pos.seats - 1
            plays = (*rollout.current, (seat, tuple(reply)))
            rollout.play(seat, reply)
            if finishing:
                done.append(plays)

    def reply_position(self, pos: Position, rollout: Rollout, seat: int, kitty: list[Card],
                        counts: dict[int, tuple[tuple[Card, ...], Count]],
                        done: Sequence[tuple[Play, ...]] = (),
                        later: dict[tuple[int, int], Count] | None = None) -> Position:
        """What ``seat`` knows in the sampled deal: its own cards and the public facts
        (``done``: the tricks played in the sample before this one)."""
        dealer = pos.sides.dealer
        sides = sides_known(pos.seats, seat, dealer, rollout.dealer_side)
        earlier = pos.tricks[:-1] if pos.current else pos.tricks
        left = tuple(len(h) for h in rollout.hands)
        owner = seat == dealer
        hand = tuple(rollout.hands[seat])
        known = tuple(kitty) if owner else None
        if done:
            base = self._later_count(pos, seat, hand, earlier, known, counts, done, later)
        else:
            kept = counts.get(seat)
            if kept is None or kept[0] != hand:
                kept = counts[seat] = hand, Count.build(pos.order, pos.rules.decks, seat,
                                                        pos.seats, hand, earlier, pos.shown,
                                                        known)
            base = kept[1]
        return Position(
            rules=pos.rules,
            trump=pos.trump,
            seat=seat,
            hand=hand,
            tricks=(*earlier, *done, tuple(rollout.current)),
            sides=sides,
            cards_left=left,
            shown=pos.shown,
            kitty=known,
            points_taken=tuple(rollout.points_by_seat),
            base_count=base,
        )

    def _later_count(self, pos: Position, seat: int, hand: tuple[Card, ...],
                     earlier: tuple[tuple[Play, ...], ...], known: tuple[Card, ...] | None,
                     counts: dict[int, tuple[tuple[Card, ...], Count]],
                     done: Sequence[tuple[Play, ...]],
                     later: dict[tuple[int, int], Count] | None) -> Count:
        """``seat``'s count once the sample's finished tricks are seen: the count before
        them with each added (:meth:`Count.with_trick`), or built afresh."""
        memo = later if later is not None else {}
        found = memo.get((seat, len(done)))
        if found is not None:
            return found
        before = memo.get((seat, len(done) - 1))
        if before is None and len(done) == 1 and seat in counts:
            before = counts[seat][1]
        if before is not None:
            found = before.with_trick(done[-1], pos.rules.decks)
        else:
            found = Count.build(pos.order, pos.rules.decks, seat, pos.seats, hand,
                                (*earlier, *done), pos.shown, known)
        memo[(seat, len(done))] = found
        return found

    # ----- several tricks ahead (deep.py) -------------------------------------------------

    def _look_deep(self, pos: Position, candidates: list[tuple[Card, ...]],
                   rng: random.Random) -> int:
        budget = self.budget
        tricks = deep_tricks(pos, len(candidates), budget.deep_samples, budget.deep_tricks,
                             budget.deep_decisions)

        def worths(hands: dict[int, list[Card]], kitty: list[Card]) -> list[float]:
            counts = self.first_counts(pos)
            return [play_deep(self, pos, hands, kitty, option, tricks, counts)
                    for option in candidates]

        return _best_of(self._on_samples(pos, rng, budget.deep_samples, worths),
                        budget.deep_confidence)

    def _on_samples(self, pos: Position, rng: random.Random, samples: int,
                    worths: Callable[[dict[int, list[Card]], list[Card]], list[float]],
                    ) -> list[list[float]]:
        """Each candidate's worth on up to ``samples`` sampled deals (the same deals for
        every candidate), ``worths`` giving them all for one deal; the time limit stops it
        early."""
        scores: list[list[float]] = []
        deadline = deadline_after(self.budget.seconds)
        for _ in range(samples):
            hands, kitty = self._sample(pos, rng, infer=False)
            found = worths(hands, kitty)
            if not scores:
                scores = [[] for _ in found]
            for mine, worth in zip(scores, found, strict=True):
                mine.append(worth)
            if past(deadline):
                break
        return scores

    def _deep_here(self, pos: Position) -> bool:
        """Whether this decision is searched deep: a lead, or a follow the budget names."""
        budget = self.budget
        if pos.leading:
            return budget.deep_leads
        if budget.deep_follows:
            return True
        suit = pos.order.suit_of(pos.lead[0])
        return budget.deep_voids and not any(pos.order.suit_of(c) == suit for c in pos.hand)

    @staticmethod
    def first_counts(pos: Position) -> dict[int, tuple[tuple[Card, ...], Count]]:
        """The counts a deep roll-out starts from: a leader's own (its count before the
        trick is the position's), the others built on demand."""
        return {pos.seat: (pos.hand, pos.count)} if pos.leading else {}

    # ----- to the end of the hand -----------------------------------------------------------

    def _solve_the_end(self, pos: Position, candidates: list[tuple[Card, ...]],
                       rng: random.Random) -> int:
        """The candidate that does best when each sampled deal is solved exactly from here."""
        taken = sum(p for s, p in enumerate(pos.points_taken) if not pos.on_dealer_side(s))

        def worths(hands: dict[int, list[Card]], kitty: list[Card]) -> list[float]:
            ending = ending_from(pos, hands, kitty)
            return [utility(taken + value, pos) - (FAIL_COST if failed else 0.0)
                    for value, failed in option_values(ending, candidates)]

        return _significant_best(self._on_samples(pos, rng, self.budget.endgame_samples,
                                                  worths))

    def _play_to_the_end(self, pos: Position, candidates: list[tuple[Card, ...]],
                         rng: random.Random) -> int:
        def worths(hands: dict[int, list[Card]], kitty: list[Card]) -> list[float]:
            if self.budget.deep_endgame:
                counts = self.first_counts(pos)
                return [play_deep(self, pos, hands, kitty, option, len(pos.hand), counts)
                        for option in candidates]
            out = []
            for option in candidates:
                rollout = rollout_from(pos, hands, kitty)
                rollout.play_checked(pos.seat, option)
                out.append(utility(rollout.finish(), pos))
            return out

        return _significant_best(self._on_samples(pos, rng, self.budget.endgame_samples,
                                                  worths))
