"""Which cards are wild in 癞子斗地主 (docs/doudizhu-modes.md §2), and how a set of cards splits
into
natural cards and wilds.

Three setups, from the ruleset's ``wild_cards`` and ``fixed_wilds`` options:

* ``one_rank`` (the default): a rank from 3..2 drawn after the kitty; all four of its
  cards are wild.  The pattern context carries that rank (``PatternContext.wild``).
* ``two_fixed`` with ``fixed_wilds=red_sevens``: the 7 of hearts and the 7 of diamonds.
  Rank text cannot tell a red 7 from a black one, so the context carries how many of
  the cards read are wild (``PatternContext.wilds``, counted from the physical cards by
  :func:`is_wild`); rank text without it holds natural 7s only.
* ``two_fixed`` with ``fixed_wilds=jokers``: the small and the big joker.

A wild's *face* is its own rank: what it counts as when played alone or only with
other wilds, and what it stands for as a kicker where the kicker rules allow.

>>> from game.rules import ruleset
>>> from game.doudizhu.patterns import PatternContext
>>> from game.cards import rank_counts, parse_ranks
>>> hold = holding(rank_counts(parse_ranks("4777")), PatternContext.of(ruleset("laizi"), "7"))
>>> hold.naturals[:3], hold.faces
([0, 1, 0], (4, 4, 4))
"""

from __future__ import annotations

from dataclasses import dataclass

from game.cards import BIG_JOKER, RANK_COUNT, RANK_INDEX, SMALL_JOKER, Card
from game.doudizhu.patterns import PatternContext

ONE_RANK = "one_rank"
TWO_FIXED = "two_fixed"
RED_SEVENS = "red_sevens"
JOKERS = "jokers"
SEVEN = RANK_INDEX["7"]
RED_SUITS = ("H", "D")


@dataclass(frozen=True, slots=True)
class Holding:
    """A set of cards as the wildcard rules read it: natural counts by rank, wild faces.

    ``naturals`` is a rank-count vector of the cards that are not wild; ``faces``
    lists the rank of each wild card, ascending (all equal except with the jokers).
    """

    naturals: list[int]
    faces: tuple[int, ...]

    @property
    def wilds(self) -> int:
        return len(self.faces)


def fixed_wilds(context: PatternContext) -> bool:
    """Whether the wilds are particular cards fixed at setup (``two_fixed``)."""
    return context.rules.wild_cards == TWO_FIXED


def is_wild(card: Card, context: PatternContext) -> bool:
    """Whether this physical card is wild in this hand."""
    rules = context.rules
    if rules.wild_cards == TWO_FIXED:
        if rules.fixed_wilds == JOKERS:
            return card.rank >= SMALL_JOKER
        return card.rank == SEVEN and card.suit in RED_SUITS
    return context.wild is not None and card.rank == context.wild


def holding(counts: list[int], context: PatternContext) -> Holding:
    """Split a rank-count vector into naturals and wild faces (see the module docstring)."""
    naturals = list(counts[:RANK_COUNT])
    rules = context.rules
    if rules.wild_cards == TWO_FIXED and rules.fixed_wilds == JOKERS:
        faces = (SMALL_JOKER,) * naturals[SMALL_JOKER] + (BIG_JOKER,) * naturals[BIG_JOKER]
        naturals[SMALL_JOKER] = naturals[BIG_JOKER] = 0
        return Holding(naturals, faces)
    if rules.wild_cards == TWO_FIXED:
        count = min(context.wilds or 0, naturals[SEVEN])
        naturals[SEVEN] -= count
        return Holding(naturals, (SEVEN,) * count)
    if context.wild is None:
        return Holding(naturals, ())
    faces = (context.wild,) * naturals[context.wild]
    naturals[context.wild] = 0
    return Holding(naturals, faces)


def within_one_deck(hold: Holding) -> bool:
    """Whether the cards could come from one deck (the wildcard mode plays one deck)."""
    naturals = hold.naturals
    for rank, count in enumerate(naturals):
        limit = 1 if rank >= SMALL_JOKER else 4
        wild_copies = hold.faces.count(rank)
        if count + wild_copies > limit:
            return False
    return hold.wilds <= 4
