"""Samples weighted by what the other seats' follows say: an experiment for the Tractor expert.

:func:`ai.shengji.search.sample_deal` deals the hidden cards to fit what is certain:
the seat counts, the cards shown, the voids and the missing pairs.  A follow says more,
though not for certain, and the hard policy at the other seats plays by the same
reasons a person does:

- **it did not overtake**: a seat followed low to an opponent's winning single in a trick
  worth 10 or more that its side lost; it likely held no card of the suit above the
  winner (the last seat, which would have won for sure, almost certainly held none);
- **it did not feed**: a seat followed with no points to its partner's single that won
  the trick; it likely held no point card of the suit;
- **it fed the opponents**: a seat put a point card of the suit on an opponent's winning
  single it could not beat; it likely held nothing of the suit without points;
- **it did not ruff**: the last seat, out of the led plain suit, discarded a plain card
  while an opponent's plain single stood over 10 points or more; it likely held no trump.

Which follows count, and how much, was checked on hard's own hands (the true hands
against a plain sample, ai/RESULTS.md): a seat that fed points to the opponents almost
never held a card of the suit without points (1%; a plain sample gives it one 42% of the
time); a discard by an earlier
seat, or a point trump given when trumps were led (a player keeps its jokers and level
cards), says nothing and is not a signal.

Each such follow is a :class:`Signal`: a seat, a kind of card, and how much likelier a
deal is that gives the seat none of that kind now.  A signal whose kind of card the seat
was seen to play later says nothing (it held one, for its own reasons) and is dropped.
:func:`deal_weight` multiplies the factors of the signals a sampled deal breaks, and
:func:`weighted_deal` draws a few deals and keeps one with chance in proportion to its
weight (sampling-importance-resampling): with no signal, it is a plain draw.

**Measured and dropped** (issue 33, ai/RESULTS.md): the expert whose one-trick samples are
each one of ``TRACTOR_SIGNAL_DRAWS`` draws (default 6) kept in proportion to its weight,
against the expert on the same 150 deals of seed 33 against hard: a paired difference of
-0.030 ± 0.041.  A hand gives fewer than one signal per decision (most tricks are not
led by a single, or say nothing), so the samples barely change.

Run: python -m ai.arena --mode tractor --deals 150 --seed 33 --a bench.tractor_signals:make --b hard
     python -m bench.tractor_signals [--hands 12]   (how often the true hands and a
     plain sample break each kind of signal, on hard's own hands)
"""

from __future__ import annotations

import argparse
import collections
import os
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ai.shengji.counting import Play
from ai.shengji.players import LEVELS, LevelPlayer
from ai.shengji.position import Position, position_from_view
from ai.shengji.search import Searcher, sample_deal
from game import new_game, ruleset
from game.cards import Card
from game.shengji.cards import card_points
from game.shengji.modes import TractorRules
from game.shengji.phases.play import PHASE_PLAY
from game.shengji.trump import TRUMP, Order

Deal = tuple[dict[int, list[Card]], list[Card]]

RICH = 10  # a trick worth this much is worth taking, and worth ruffing
# How much likelier a deal is that breaks the signal (lower: the signal is surer).
LAST_BEAT = 0.15  # the last seat, sure to win, did not overtake
BEAT = 0.5
LAST_FEED = 0.1  # the last seat, its partner sure to win, fed nothing
FEED = 0.2
DUMP = 0.05
LAST_RUFF = 0.15  # (an earlier seat's discard said nothing measurable: not a signal)


@dataclass(frozen=True)
class Signal:
    """``seat`` likely holds no card of ``suit`` above index ``above`` (-1: any) that has
    points (``with_points`` True), has none (False), or either (None)."""

    seat: int
    suit: str
    above: int
    with_points: bool | None
    factor: float

    def broken_by(self, hand: Sequence[Card], order: Order) -> bool:
        """Whether ``hand`` holds a card of the kind this signal says is not there."""
        for card in hand:
            suit, index, _ = order.entry(card)
            if suit != self.suit or index <= self.above:
                continue
            if self.with_points is None or (card_points(card) > 0) == self.with_points:
                return True
        return False


def signals(pos: Position) -> list[Signal]:
    """The signals of the finished tricks led by a single, for the other seats."""
    order = pos.order
    finished = [t for t in pos.tricks if len(t) == pos.seats]
    later: dict[int, list[Card]] = {s: [] for s in range(pos.seats)}  # played since
    for seat, cards in pos.current:
        later[seat].extend(cards)
    found: list[Signal] = []
    for trick in reversed(finished):
        if len(trick[0][1]) == 1:
            found.extend(s for s in _trick_signals(pos, trick)
                         if not s.broken_by(later[s.seat], order))
        for seat, cards in trick:
            later[seat].extend(cards)
    return found


def _beats(card: Card, best: Card, order: Order) -> bool:
    suit, index, _ = order.entry(card)
    best_suit, best_index, _ = order.entry(best)
    if suit == best_suit:
        return index > best_index
    return suit == TRUMP


def _trick_signals(pos: Position, trick: Sequence[Play]) -> list[Signal]:
    order = pos.order
    led = order.suit_of(trick[0][1][0])
    if any(len(cards) != 1 for _, cards in trick):
        return []
    standing: list[tuple[int, Card]] = []  # the winner before each play
    best_seat, best = trick[0][0], trick[0][1][0]
    for seat, cards in trick:
        standing.append((best_seat, best))
        if seat != trick[0][0] and _beats(cards[0], best, order):
            best_seat, best = seat, cards[0]
    winner = best_seat
    rich = sum(card_points(cards[0]) for _, cards in trick) >= RICH
    out: list[Signal] = []
    for place, (seat, cards) in enumerate(trick[1:], 1):
        if seat == pos.seat:
            continue
        card = cards[0]
        last = place == pos.seats - 1
        ally, top = standing[place]
        friend = pos.on_dealer_side(ally) == pos.on_dealer_side(seat)
        side_won = pos.on_dealer_side(winner) == pos.on_dealer_side(seat)
        top_suit, top_index, _ = order.entry(top)
        suit = order.suit_of(card)
        if suit == led:
            beaten = _beats(card, top, order)
            if not friend and not side_won and rich and top_suit == led and not beaten:
                out.append(Signal(seat, led, top_index, None, LAST_BEAT if last else BEAT))
            if friend and side_won and winner != seat and card_points(card) == 0:
                out.append(Signal(seat, led, -1, True, LAST_FEED if last else FEED))
            if (not friend and not side_won and card_points(card) > 0 and not beaten
                    and led != TRUMP):
                out.append(Signal(seat, led, -1, False, DUMP))
        elif (last and suit != TRUMP and led != TRUMP and not friend and not side_won
              and rich and top_suit != TRUMP):
            out.append(Signal(seat, TRUMP, -1, None, LAST_RUFF))
    return out


def deal_weight(found: Sequence[Signal], hands: dict[int, list[Card]], order: Order) -> float:
    """How likely the signals make a deal, against one that breaks none (1.0)."""
    weight = 1.0
    for signal in found:
        hand = hands.get(signal.seat)
        if hand is not None and signal.broken_by(hand, order):
            weight *= signal.factor
    return weight


def weighted_deal(found: Sequence[Signal], order: Order, draws: int,
                  draw: Callable[[], Deal], rng: random.Random) -> Deal:
    """One of ``draws`` deals from ``draw``, kept with chance in proportion to its weight."""
    if not found or draws <= 1:
        return draw()
    deals = [draw() for _ in range(draws)]
    weights = [deal_weight(found, hands, order) for hands, _ in deals]
    return rng.choices(deals, weights)[0]


class SignalSearcher(Searcher):
    """The expert's search, its look-ahead samples weighted by the follows' signals."""

    draws = 6
    _memo: tuple[Position, list[Signal]] | None = None

    def _sample(self, pos: Position, rng: random.Random,
                infer: bool = True) -> tuple[dict[int, list[Card]], list[Card]]:
        if not infer:
            return super()._sample(pos, rng, infer)
        if self._memo is None or self._memo[0] is not pos:
            self._memo = (pos, signals(pos))
        pairs = self.budget.pair_samples
        return weighted_deal(self._memo[1], pos.order, self.draws,
                             lambda: sample_deal(pos, rng, pairs), rng)


def make(seed: int) -> LevelPlayer:
    player = LevelPlayer(LEVELS["expert"], seed)
    level = player.level
    assert level.search is not None
    searcher = SignalSearcher(level.search, level.skill)
    searcher.draws = int(os.environ.get("TRACTOR_SIGNAL_DRAWS", "6"))
    player.searcher = searcher
    return player

def calibrate(hands: int) -> None:
    """Print, per kind of signal, how often the true hands and a plain sample break it."""
    rules = ruleset("tractor")
    assert isinstance(rules, TractorRules)
    rng = random.Random(1)
    seen: collections.Counter[tuple[float, bool | None, bool]] = collections.Counter()
    true_broken: collections.Counter[tuple[float, bool | None, bool]] = collections.Counter()
    sample_broken: collections.Counter[tuple[float, bool | None, bool]] = collections.Counter()
    for hand in range(hands):
        g = new_game(rules, 5000 + hand, dealer=0)
        players = [LevelPlayer(LEVELS["hard"], hand * 10 + s) for s in range(4)]
        plays = 0
        while not g.over:
            seat = g.to_act
            assert seat is not None
            view = g.view(seat)
            if view.phase == PHASE_PLAY:
                if plays % 3 == 0:
                    pos = position_from_view(view, counting=True, guess_friend=True)
                    truth = {t: list(g.view(t).hand) for t in range(4) if t != seat}
                    for signal in signals(pos):
                        key = (signal.factor, signal.with_points, signal.suit == TRUMP)
                        seen[key] += 1
                        true_broken[key] += signal.broken_by(truth[signal.seat], pos.order)
                        sampled, _ = sample_deal(pos, rng, True)
                        sample_broken[key] += signal.broken_by(sampled[signal.seat], pos.order)
                plays += 1
            g.apply(players[seat].act(view))
    print("factor | points | trump | signals | true hands break | a sample breaks")
    for key in sorted(seen):
        n = seen[key]
        print(f"{key[0]} | {key[1]} | {key[2]} | {n} | {true_broken[key] / n:.2f} | "
              f"{sample_broken[key] / n:.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=12)
    args = parser.parse_args()
    if args.hands < 1:
        parser.error("--hands must be at least 1")
    calibrate(args.hands)


if __name__ == "__main__":
    main()
