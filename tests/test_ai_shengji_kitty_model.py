"""Deals whose kitty is the dealer's burial (ai/shengji/kitty_model.py): the kitty is what
the burial policy buries from the dealer's hand and the kitty, never a card the dealer has
played since, and the dealer keeps no card of a suit it showed it is out of; the dealer's
own seat, which knows the kitty, draws plainly.  Its strength in play is measured in
duplicate deals (ai/RESULTS.md, issue 33)."""

from __future__ import annotations

import random

import game
from ai.shengji.bury import choose_burial
from ai.shengji.kitty_model import buried_deal
from ai.shengji.search import sample_deal
from bench.tractor_belief import watched

RULES = game.ruleset("tractor")


def _plain(pos, rng):  # type: ignore[no-untyped-def]
    return sample_deal(pos, rng, True)


def test_the_kitty_is_the_dealers_burial_and_agrees_with_its_play() -> None:
    """Over whole hands watched from seat 1 (seat 0 deals): nearly every deal's kitty is
    the burial of the dealer's hand and the kitty (with what it has played, unless that
    would bury a played card; around the cards of a suit it is out of, which go down),
    none of it played since, and the dealer holds nothing of a suit it is out of."""
    rng = random.Random(4)
    agreed = decisions = 0
    for seed in (21, 22):
        for pos, _, _ in watched(RULES, seed, me=1):
            hands, kitty = buried_deal(pos, rng, _plain)
            played = [c for trick in pos.tricks for s, cards in trick if s == 0
                      for c in cards]
            assert len(kitty) == RULES.kitty_size
            assert not set(kitty) & set(played)
            assert not [c for c in hands[0] if pos.count.is_void(0, pos.order.suit_of(c))]
            block = hands[0] + kitty
            forced = [c for c in block if pos.count.is_void(0, pos.order.suit_of(c))]
            free = [c for c in block if c not in forced]
            burials = (choose_burial(block + played, pos.order, len(kitty)),
                       choose_burial(block, pos.order, len(kitty)),
                       forced + choose_burial(free, pos.order, len(kitty) - len(forced)))
            faces = sorted(map(pos.order.face, kitty))  # ties may bury either copy
            agreed += faces in [sorted(map(pos.order.face, b)) for b in burials]
            decisions += 1
    assert agreed > 0.6 * decisions  # equal-cost burials may differ with the cards' order


def test_the_dealer_keeps_more_trumps_than_a_plain_draw_gives_it() -> None:
    """Burying keeps trumps in the dealer's hand: at the first decision of seat 1, drawn
    deals give the dealer more trumps and the kitty fewer than plain draws do."""
    pos = next(iter(watched(RULES, 23, me=1)))[0]
    rng = random.Random(5)
    trumps = {"plain": 0, "buried": 0}
    for _ in range(40):
        for name, (hands, kitty) in (("plain", _plain(pos, rng)),
                                     ("buried", buried_deal(pos, rng, _plain))):
            trumps[name] += sum(1 for c in hands[0] if pos.order.is_trump(c))
            trumps[name] -= sum(1 for c in kitty if pos.order.is_trump(c))
    assert trumps["buried"] > trumps["plain"] + 40


def test_the_seat_that_buried_draws_plainly() -> None:
    """The dealer knows its kitty: its deals are the plain draw, kitty included."""
    pos = next(iter(watched(RULES, 23, me=0)))[0]
    assert pos.kitty is not None
    plain = _plain(pos, random.Random(6))
    assert buried_deal(pos, random.Random(6), _plain) == plain
