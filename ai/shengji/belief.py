"""A belief about the hidden hands, carried through the hand (issue 33): 记牌 that reads intent.

:func:`ai.shengji.search.sample_deal` deals the hidden cards afresh at every decision, held
only by the hard facts (counts, shown cards, voids).  Handed the true deal instead, the
expert's search wins 0.65-0.77 against hard where it wins 0.54 with plain samples
(ai/RESULTS.md, issue 33): what it lacks is samples near the real hands.  Every play of the
other seats says more than its voids: a seat that kept its ace under a king, ducked a
trick worth 20, led a low club, holds a hand whose choice that was.

:class:`Belief` keeps a set of deals of the hidden cards (particles) for one hand and
weighs each by how well it explains the other seats' plays so far: at every play the
policy, holding that particle's hand for the seat and seeing what the seat saw then
(:func:`ai.shengji.inference.position_then`), either makes the same play (the weight
stays) or not (it is multiplied by ``miss``).  After each trick the particles are mended
to hold the cards just played where they were played, and the voids and shown cards the
count now knows; when the weights crowd onto a few, the set is drawn again by weight and
the copies are spread by a card swapped between two hands.  The search draws its deals
from the set by weight (:meth:`Belief.draw`).

The evidence is the policy's, so it reads other programs' and humans' plays only as far
as they play alike; ``miss`` well above zero keeps one odd play from ruling a deal out.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ai.shengji.inference import Chooser, Deal, position_then
from ai.shengji.policy import Skill, choose_play, judged_plays
from ai.shengji.position import Position
from game.cards import Card

KITTY = -1  # the kitty's key among a particle's holders (while this seat does not know it)
Draw = Callable[[Position, random.Random], Deal]
# The log-likelihood of a play (the cards) by the seat to play in a position.
Likelihood = Callable[[Position, tuple[Card, ...]], float]
Ranker = Callable[[Position], list[tuple[float, tuple[Card, ...]]]]
_NO_SLIPS = random.Random(0)  # a searching level's policy never draws from it


def by_choice(choose: Chooser, miss: float) -> Likelihood:
    """A play the policy would make is likely (0); any other costs ``log(miss)``."""
    log_miss = math.log(miss)

    def likelihood(then: Position, cards: tuple[Card, ...]) -> float:
        face = then.order.face
        return 0.0 if sorted(map(face, choose(then))) == sorted(map(face, cards)) else log_miss
    return likelihood


def by_odds(rank: Ranker, sharpness: float, miss: float) -> Likelihood:
    """The play's share of the policy's options weighed by ``exp(sharpness * score)``
    (a near-best play is nearly as likely as the best), at least ``miss`` of the best's."""
    floor = math.log(miss)

    def likelihood(then: Position, cards: tuple[Card, ...]) -> float:
        ranked = rank(then)
        if len(ranked) < 2:
            return 0.0
        face = then.order.face
        wanted = sorted(map(face, cards))
        top = ranked[0][0]
        total = sum(math.exp(sharpness * (score - top)) for score, _ in ranked)
        for score, option in ranked:
            if sorted(map(face, option)) == wanted:
                return max(floor, sharpness * (score - top) - math.log(total))
        return floor
    return likelihood


def policy_likelihood(skill: Skill, miss: float, sharpness: float = 0.0) -> Likelihood:
    """The likelihood by the policy of ``skill``: match-or-miss (:func:`by_choice`), or with
    a ``sharpness`` above 0 its odds (:func:`by_odds`)."""
    if sharpness > 0.0:
        return by_odds(lambda then: judged_plays(then, skill)[1], sharpness, miss)
    return by_choice(lambda then: choose_play(then, skill, _NO_SLIPS), miss)


@dataclass
class Particle:
    """One deal of the cards this seat has not seen: each other seat's (and the kitty's)."""

    holders: dict[int, list[Card]]
    log_weight: float = 0.0

    def holder_of(self, card: Card) -> int | None:
        for seat, cards in self.holders.items():
            if card in cards:
                return seat
        return None

    def copy(self) -> Particle:
        return Particle({s: list(c) for s, c in self.holders.items()}, self.log_weight)


@dataclass(frozen=True)
class Evidence:
    """One play of the hand: trick ``t``, its ``place`` in it, by ``seat``."""

    t: int
    place: int
    seat: int
    cards: tuple[Card, ...]


class Belief:
    """Weighted deals of the hidden cards for one seat's hand, brought up to date by
    :meth:`update` at each of its decisions."""

    def __init__(self, size: int, likelihood: Likelihood, draw: Draw, *,
                 leads: bool = True, history: int = 24, seed: int = 0) -> None:
        self.size = size
        self.memo: dict[tuple[object, ...], float] = {}
        self.likelihood = likelihood
        self.fresh = draw
        self.leads = leads
        self.history = history
        self.rng = random.Random(seed)
        self.key: tuple[object, ...] | None = None
        self.seen = 0
        self.particles: list[Particle] = []

    # ----- bringing it up to date ------------------------------------------------------------

    def update(self, pos: Position) -> None:
        """Take in the plays made since the last update (a new hand starts afresh)."""
        plays = _plays(pos)
        key = _hand_key(pos)
        if key != self.key or len(plays) < self.seen:
            self._start(pos, plays, key)
            return
        new = plays[self.seen:]
        self.seen = len(plays)
        if not new:
            return
        for particle in self.particles:
            if particle.log_weight == -math.inf:
                continue  # ruled out: dropped at the next drawing again
            if not (_hold_played(particle, new, pos) and _keep_facts(particle, pos)):
                particle.log_weight = -math.inf
        self._weigh(pos, new)
        if not any(p.log_weight > -math.inf for p in self.particles):
            self._start(pos, plays, key)
            return
        self._resample_if_crowded(pos)

    def _start(self, pos: Position, plays: list[Evidence], key: tuple[object, ...]) -> None:
        """Fresh deals, weighed on the latest ``history`` plays of the hand so far."""
        self.key = key
        self.seen = len(plays)
        self.memo = {}
        self.particles = [_particle(self.fresh(pos, self.rng), pos)
                          for _ in range(self.size)]
        self._weigh(pos, plays[-self.history:] if self.history else [])
        self._resample_if_crowded(pos)

    def _weigh(self, pos: Position, plays: Sequence[Evidence]) -> None:
        telling = [e for e in plays if self._telling(pos, e)]
        if not telling:
            return
        for particle in self.particles:
            if particle.log_weight == -math.inf:
                continue
            for e in telling:
                particle.log_weight += self._explains(pos, particle, e)

    def _explains(self, pos: Position, particle: Particle, e: Evidence) -> float:
        """The log-likelihood of the play with this particle's hand for the seat.

        Particles share most hands, and a seat's choice depends only on its own cards then
        (and the kitty, if it buried it), so each is asked once a hand."""
        face = pos.order.face
        then = list(particle.holders[e.seat]) + _played_since(pos, e)
        key: tuple[object, ...] = (e.t, e.place, tuple(sorted(map(face, then))))
        if e.seat == pos.sides.dealer and pos.kitty is None:
            key += (tuple(sorted(map(face, particle.holders[KITTY]))),)
        found = self.memo.get(key)
        if found is None:
            then_pos = position_then(pos, _deal(particle, pos), e.seat, e.t, e.place)
            found = (0.0 if len(then_pos.hand) == len(e.cards)  # its last cards: no choice
                     else self.likelihood(then_pos, e.cards))
            self.memo[key] = found
        return found

    def _telling(self, pos: Position, e: Evidence) -> bool:
        return e.seat != pos.seat and (e.place > 0 or self.leads)

    # ----- drawing -------------------------------------------------------------------------

    def weights(self) -> list[float]:
        """Each particle's share of the belief (summing to 1)."""
        top = max(p.log_weight for p in self.particles)
        raw = [math.exp(p.log_weight - top) for p in self.particles]
        total = sum(raw)
        return [w / total for w in raw]

    def effective_size(self, weights: Sequence[float] | None = None) -> float:
        """How many equal particles the weights are worth (``weights``: if already had)."""
        w = self.weights() if weights is None else weights
        return 1.0 / sum(x * x for x in w)

    def draw(self, pos: Position, rng: random.Random) -> Deal:
        """A deal drawn by weight (``pos``: the position the belief was last updated to)."""
        particle = rng.choices(self.particles, self.weights())[0]
        return _deal(particle, pos)

    def _resample_if_crowded(self, pos: Position) -> None:
        weights = self.weights()
        if self.effective_size(weights) >= self.size / 2:
            return
        step = 1.0 / self.size
        start = self.rng.random() * step
        picked: list[Particle] = []
        total, i = weights[0], 0
        for k in range(self.size):
            target = start + k * step
            while target > total and i < len(weights) - 1:
                i += 1
                total += weights[i]
            picked.append(self.particles[i])
        out: list[Particle] = []
        taken: set[int] = set()
        for particle in picked:
            fresh = particle.copy()
            fresh.log_weight = 0.0
            if id(particle) in taken:
                _shuffle_one(fresh, pos, self.rng)
            taken.add(id(particle))
            out.append(fresh)
        self.particles = out


# ----- the hand's plays ---------------------------------------------------------------------

def _plays(pos: Position) -> list[Evidence]:
    return [Evidence(t, place, seat, tuple(cards))
            for t, trick in enumerate(pos.tricks)
            for place, (seat, cards) in enumerate(trick)]


def _hand_key(pos: Position) -> tuple[object, ...]:
    """What tells one hand of this seat from the next: its cards this hand and the trump."""
    mine = set(pos.hand)
    for trick in pos.tricks:
        for seat, cards in trick:
            if seat == pos.seat:
                mine.update(cards)
    return pos.seat, pos.trump, frozenset(mine), pos.kitty


def _particle(deal: Deal, pos: Position) -> Particle:
    hands, kitty = deal
    holders = {s: list(cards) for s, cards in hands.items()}
    if pos.kitty is None:
        holders[KITTY] = list(kitty)
    return Particle(holders)


def _deal(particle: Particle, pos: Position) -> Deal:
    hands = {s: list(c) for s, c in particle.holders.items() if s != KITTY}
    kitty = list(pos.kitty) if pos.kitty is not None else list(particle.holders[KITTY])
    return hands, kitty


# ----- mending a particle to the facts -------------------------------------------------------

def _may_hold(pos: Position, seat: int, card: Card) -> bool:
    return seat == KITTY or not pos.count.is_void(seat, pos.order.suit_of(card))


def _fixed(pos: Position, seat: int) -> list[Card]:
    return pos.count.shown.get(seat, []) if seat != KITTY else []


def _hold_played(particle: Particle, plays: Sequence[Evidence], pos: Position) -> bool:
    """Give each play's cards to the seat that played them (swapping in the particle), then
    take them out; False if that cannot be done."""
    order = pos.order
    played = {c for e in plays for c in e.cards}
    holders = particle.holders
    for e in plays:
        if e.seat == pos.seat:
            continue
        mine = holders[e.seat]
        for card in e.cards:
            if card in mine:
                continue
            other = particle.holder_of(card)
            if other is None:
                return False
            spare = [c for c in mine if c not in played and c not in _fixed(pos, e.seat)
                     and _may_hold(pos, other, c)]
            if not spare:
                return False
            face, suit = order.face(card), order.suit_of(card)
            spare.sort(key=lambda c: (order.face(c) != face, order.suit_of(c) != suit))
            given = spare[0]
            mine.remove(given)
            holders[other].remove(card)
            holders[other].append(given)
            mine.append(card)
    for e in plays:
        if e.seat != pos.seat:
            for card in e.cards:
                holders[e.seat].remove(card)
    return True


def _keep_facts(particle: Particle, pos: Position) -> bool:
    """Mend the particle to the count's voids and shown cards; False if it cannot be."""
    holders = particle.holders
    order = pos.order
    for seat in [s for s in holders if s != KITTY]:
        for card in _fixed(pos, seat):
            if card not in holders[seat] and not _swap_in(particle, pos, seat, card):
                return False
        for card in [c for c in holders[seat] if not _may_hold(pos, seat, c)]:
            if not _swap_out(particle, pos, seat, card, order.suit_of(card)):
                return False
    return True


def _swap_in(particle: Particle, pos: Position, seat: int, card: Card) -> bool:
    other = particle.holder_of(card)
    if other is None:
        return False
    mine = particle.holders[seat]
    spare = [c for c in mine if c not in _fixed(pos, seat) and _may_hold(pos, other, c)]
    if not spare:
        return False
    given = spare[0]
    _exchange(particle, seat, given, other, card)
    return True


def _swap_out(particle: Particle, pos: Position, seat: int, card: Card, suit: str) -> bool:
    for other, cards in particle.holders.items():
        if other == seat or not _may_hold(pos, other, card):
            continue
        for back in cards:
            if (pos.order.suit_of(back) != suit and _may_hold(pos, seat, back)
                    and back not in _fixed(pos, other)):
                _exchange(particle, seat, card, other, back)
                return True
    return False


def _exchange(particle: Particle, a: int, card_a: Card, b: int, card_b: Card) -> None:
    holders = particle.holders
    holders[a].remove(card_a)
    holders[b].remove(card_b)
    holders[a].append(card_b)
    holders[b].append(card_a)


def _shuffle_one(particle: Particle, pos: Position, rng: random.Random) -> None:
    """Spread a copy: swap one card between two holders where both may hold what they get."""
    seats = [s for s, cards in particle.holders.items() if cards]
    for _ in range(8):
        if len(seats) < 2:
            return
        a, b = rng.sample(seats, 2)
        card_a = rng.choice(particle.holders[a])
        card_b = rng.choice(particle.holders[b])
        if (card_a not in _fixed(pos, a) and card_b not in _fixed(pos, b)
                and _may_hold(pos, b, card_a) and _may_hold(pos, a, card_b)):
            _exchange(particle, a, card_a, b, card_b)
            return


def _played_since(pos: Position, e: Evidence) -> list[Card]:
    """The cards ``e.seat`` played from ``e`` on (its hand then less what it holds now)."""
    out: list[Card] = []
    for t in range(e.t, len(pos.tricks)):
        for place, (seat, cards) in enumerate(pos.tricks[t]):
            if seat == e.seat and (t > e.t or place >= e.place):
                out.extend(cards)
    return out
