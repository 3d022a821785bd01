"""How near the truth are the search's deals?  Plain draws, the hand's belief, the kitty model.

Plays Tractor hands dealt by seat 0 with the hard level at every seat and, at each play
decision of the watched seat (``--seat``), draws deals of the hidden cards three ways:
plain (:func:`ai.shengji.search.sample_deal`, what the expert's search uses), from a
:class:`ai.shengji.belief.Belief` carried through the hand, and with the dealer's burial
for a kitty (:func:`ai.shengji.kitty_model.buried_deal`; the same as plain for the seat
that buried).  Each deal is scored against the true hands: the share of the other seats'
cards dealt to their true holder, over all cards and over the ones that decide tricks
(point cards, and the aces and kings of the plain suits).  Nearer deals score higher;
this measures them without playing a match (issue 33).

Run: python -m bench.tractor_belief --hands 20 [--mode tractor] [--particles 48]
     [--miss 0.35] [--sharpness 0] [--follows-only] [--seat 0] [--kitty] [--draws 8]
     [--seed 1]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Iterator

import game
from ai.agents import choose_action, make_agent
from ai.shengji.belief import Belief, policy_likelihood
from ai.shengji.kitty_model import buried_deal
from ai.shengji.players import LEVELS
from ai.shengji.position import Position, position_from_view
from ai.shengji.search import sample_deal
from game.cards import RANK_CHARS, Card
from game.shengji.cards import points
from game.shengji.phases.play import PHASE_PLAY

Hands = dict[int, list[Card]]
KING = RANK_CHARS.index("K")


def accuracy(pos: Position, guess: Hands, truth: list[list[Card]]) -> tuple[float, float]:
    """Shares of the other seats' cards (all; point cards and plain aces and kings) that
    ``guess`` deals to their true holder."""
    order = pos.order
    right = total = key_right = key_total = 0
    for seat, cards in enumerate(truth):
        if seat == pos.seat:
            continue
        guessed = {order.face(c) for c in guess.get(seat, [])}
        for card in cards:
            hit = order.face(card) in guessed
            right += hit
            total += 1
            key = points([card]) > 0 or (not order.is_trump(card) and card.rank >= KING)
            if key:
                key_right += hit
                key_total += 1
    return right / max(1, total), key_right / max(1, key_total)


def make_belief(particles: int, miss: float, sharpness: float = 0.0, leads: bool = True,
                seed: int = 0, kitty: bool = False) -> Belief:
    """A belief that reads the other seats' plays by the hard level's policy (and with
    ``kitty``, whose deals have the dealer's burial for a kitty)."""
    likelihood = policy_likelihood(LEVELS["hard"].skill, miss, sharpness)
    draw = ((lambda at, r: buried_deal(at, r, lambda a, q: sample_deal(a, q, True))) if kitty
            else (lambda at, r: sample_deal(at, r, True)))
    return Belief(particles, likelihood, draw, leads=leads, seed=seed)


def watched(rules: game.TractorRules, seed: int,
            me: int = 0) -> Iterator[tuple[Position, list[list[Card]], list[Card]]]:
    """One hand dealt by seat 0 with the hard level at every seat: each play decision of
    seat ``me`` with a choice left, with the true hands and kitty."""
    hand = game.new_game(rules, seed, dealer=0)
    agents = [make_agent("hard", seed * 8 + s) for s in range(rules.seats)]
    while not hand.over:
        seat = hand.to_act
        assert seat is not None
        view = hand.view(seat)
        if seat == me and view.phase == PHASE_PLAY and len(view.hand) > 1:
            pos = position_from_view(view, counting=True, guess_friend=True)
            yield pos, [list(h) for h in hand.state.hands], list(hand.state.kitty)
        hand.apply(choose_action(agents[seat], view))


def play_hand(rules: game.TractorRules, seed: int, args: argparse.Namespace,
              tally: dict[str, list[float]]) -> None:
    belief = make_belief(args.particles, args.miss, args.sharpness, not args.follows_only,
                         seed, args.kitty)
    rng = random.Random(seed)
    for pos, truth, _ in watched(rules, seed, args.seat):
        cpu = time.process_time()
        belief.update(pos)
        tally["cpu"].append(time.process_time() - cpu)
        tally["ess"].append(belief.effective_size())
        for _ in range(args.draws):
            plain, _ = sample_deal(pos, rng, True)
            kept, _ = belief.draw(pos, rng)
            buried, _ = buried_deal(pos, rng, lambda at, r: sample_deal(at, r, True))
            for name, guess in (("plain", plain), ("belief", kept), ("kitty", buried)):
                every, key = accuracy(pos, guess, truth)
                tally[name].append(every)
                tally[name + " key"].append(key)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20)
    parser.add_argument("--mode", default="tractor")
    parser.add_argument("--particles", type=int, default=48)
    parser.add_argument("--miss", type=float, default=0.35)
    parser.add_argument("--draws", type=int, default=8)
    parser.add_argument("--sharpness", type=float, default=0.0,
                        help="above 0: the likelihood by the policy's odds")
    parser.add_argument("--follows-only", action="store_true")
    parser.add_argument("--kitty", action="store_true",
                        help="the belief's deals have the dealer's burial for a kitty")
    parser.add_argument("--seat", type=int, default=0, help="the seat watched (0 deals)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    rules = game.ruleset(args.mode)
    assert isinstance(rules, game.TractorRules)
    tally: dict[str, list[float]] = {k: [] for k in
                                     ("plain", "plain key", "belief", "belief key", "kitty",
                                      "kitty key", "cpu", "ess")}
    for n in range(args.hands):
        play_hand(rules, args.seed * 1000 + n, args, tally)
    for name in ("plain", "belief", "kitty", "plain key", "belief key", "kitty key"):
        print(f"{name:11s} {statistics.fmean(tally[name]):.3f}")
    cpu = sorted(tally["cpu"])
    print(f"update CPU ms: p50 {1000 * cpu[len(cpu) // 2]:.1f}, "
          f"p95 {1000 * cpu[int(len(cpu) * 0.95)]:.1f}; "
          f"mean effective size {statistics.fmean(tally['ess']):.1f} of {args.particles}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
