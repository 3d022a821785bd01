"""Which hidden cards are worth knowing?  The Tractor expert's search seeing part of the deal.

``python -m bench.tractor_losses --seeing`` (and the arena agent of
:mod:`bench.tractor_seeing`) gives the expert's search the true deal as every sample:
perfect-information Monte Carlo, the most any inference could give it.  This tool shows
one part of the truth at a time, every other card still drawn as the search draws it
(consistently with the count), so the gain can be laid to its source:

- ``partner``: the partner's (or known partners') hands;
- ``opponents``: the opponents' hands;
- ``trumps``: who holds every trump still out;
- ``kitty``: the buried cards (what the catchers never see until the end).

Each sample is drawn as usual, then every shown card that sits elsewhere is swapped with a
card of its true holder's share that is not shown (of the same suit where one is there), so
each holder keeps its number of cards.  The swap may put a card in a seat known to be void
in its suit; this is a measuring tool, not a player.

Measured (issue 33, ai/RESULTS.md), the expert against hard on deals 0-79 of seed 33, each
line ``python -m bench.tractor_partly_seeing --see PART --deals 80 --seed 33``:

| the search sees | WP | ADP |
| --- | --- | --- |
| nothing (the expert) | 0.481 | +0.031 |
| the trumps | 0.506 | +0.056 |
| the partner's hand | 0.550 | +0.125 |
| the opponents' hands (so nearly all) | 0.650 | +0.338 |
| everything (``bench.tractor_losses --seeing``) | 0.650 | +0.388 |

Run: python -m bench.tractor_partly_seeing --see partner --deals 80 --seed 33
     [--first N] [--a expert --b hard] [--mode tractor] [--candidates 1] [--json FILE]
"""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Iterator
from contextlib import contextmanager

import game
from ai.shengji import search as search_module
from ai.shengji.position import Position
from bench import tractor_losses
from game.cards import Card
from game.shengji.trump import TRUMP

KITTY = -1
PARTS = ("partner", "opponents", "trumps", "kitty")


def shown_holders(pos: Position, hands: list[list[Card]], kitty: list[Card],
                  part: str) -> dict[Card, int]:
    """The true holder (a seat, or KITTY) of each card this part shows."""
    sides = pos.sides
    if part == "partner":
        return {c: s for s in sides.partners for c in hands[s]}
    if part == "opponents":
        return {c: s for s in sides.opponents for c in hands[s]}
    if part == "kitty":
        return {} if pos.kitty is not None else {c: KITTY for c in kitty}
    holders = {c: s for s, hand in enumerate(hands) if s != pos.seat for c in hand}
    if pos.kitty is None:
        holders.update({c: KITTY for c in kitty})
    return {c: s for c, s in holders.items() if pos.order.suit_of(c) == TRUMP}


def corrected(pos: Position, sample: dict[int, list[Card]], kitty: list[Card],
              truth: dict[Card, int]) -> tuple[dict[int, list[Card]], list[Card]]:
    """The sample with every card of ``truth`` moved to its true holder by swaps."""
    held: dict[int, list[Card]] = {s: list(h) for s, h in sample.items()}
    held[KITTY] = list(kitty)
    where = {c: s for s, cards in held.items() for c in cards}
    for card, owner in truth.items():
        now = where.get(card)
        if now is None or now == owner:
            continue
        spare = [c for c in held[owner] if truth.get(c) != owner]
        if not spare:
            continue
        suit = pos.order.suit_of(card)
        give = next((c for c in spare if pos.order.suit_of(c) == suit), spare[0])
        held[owner].remove(give)
        held[owner].append(card)
        held[now].remove(card)
        held[now].append(give)
        where[card], where[give] = owner, now
    return {s: h for s, h in held.items() if s != KITTY}, held[KITTY]


@contextmanager
def partly_seeing(hand: game.TractorGame, part: str) -> Iterator[None]:
    """Every sample of the search shows ``part`` of the true deal while this is open."""
    real = search_module.sample_deal

    def partial(pos: Position, rng: random.Random,
                pairs: bool = False) -> tuple[dict[int, list[Card]], list[Card]]:
        sample, kitty = real(pos, rng, pairs)
        state = hand.state
        truth = shown_holders(pos, [list(h) for h in state.hands], list(state.kitty), part)
        return corrected(pos, sample, kitty, truth)

    search_module.sample_deal = partial
    try:
        yield
    finally:
        search_module.sample_deal = real


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else "")
    parser.add_argument("--see", choices=PARTS, required=True)
    tractor_losses.add_match_arguments(parser)
    parser.add_argument("--candidates", type=int, default=1)
    parser.add_argument("--json", default=None,
                        help="write every game here (seed, swap, won, score), to pair by deal")
    args = parser.parse_args(argv)
    rules = tractor_losses.match_rules(parser, args)
    tractor_losses.seeing = lambda hand: partly_seeing(hand, args.see)
    study = tractor_losses.Study(5.0, args.candidates, True)
    study.play_deals(rules, args.seed, args.first, args.deals, args.a, args.b)
    print(f"{args.a} vs {args.b}, {args.mode}, seed {args.seed}, deals {args.first}-"
          f"{args.first + args.deals - 1}, seeing the {args.see}: {study.results()}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(study.games, f, indent=1)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
