"""Checking a play and finding the physical cards it takes from the seat's hand.

A play names ranks (and, with wild cards, what they stand for); the caller may
name the exact cards (the app passes the player's selection), else the engine
picks them: natural cards first, more wilds only where the reading needs them.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.actions import cards_problem
from game.cards import Card
from game.doudizhu.patterns import PatternSet, pattern_set
from game.errors import IllegalAction, shown
from game.plays import Play

if TYPE_CHECKING:
    from game.doudizhu.game import Game


def check_play(game: Game, seat: int, play: Play, cards: Sequence[Card] | None) -> list[Card]:
    """The cards ``play`` takes from ``seat``'s hand; :class:`IllegalAction` when it may not
    be played now (not a reading of its cards, does not beat, not held)."""
    patterns = pattern_set(game.rules)
    if cards is None and patterns.is_wild is not None:
        cards = _wild_choice(game, play, seat, patterns)
    context = game.pattern_context(cards)
    if play not in patterns.classify(play.ranks, context):
        if play.stands_for == play.cards:
            raise IllegalAction(f"{play.cards} is not a {play.kind}")
        raise IllegalAction(
            f"{play.cards} cannot stand for {play.stands_for} as a {play.kind} of {play.key}"
        )
    if not patterns.beats(play, game.previous, context):
        raise IllegalAction(f"{play.cards} does not beat {game.previous}")
    return _physical_cards(game.state.hands[seat], play, seat, cards)


def given_cards_problem(cards: object) -> str | None:
    """Why the physical cards given with an action are malformed (``None``: they are not)."""
    if cards is None:
        return None
    if isinstance(cards, str | bytes) or not isinstance(cards, Sequence):
        return f"the cards of a play are a sequence of Card, not {shown(cards)}"
    return cards_problem(tuple(cards), "a card of the play")


def _wild_choice(game: Game, play: Play, seat: int, patterns: PatternSet) -> list[Card] | None:
    """The seat's cards for a play in a mode with wild cards: natural cards first,
    more wilds only where a rank has both and the reading needs them."""
    is_wild = patterns.is_wild
    assert is_wild is not None
    context = game.pattern_context()
    options: list[list[list[Card]]] = []
    for rank in sorted(set(play.ranks)):
        need = play.ranks.count(rank)
        held = [c for c in game.state.hands[seat] if c.rank == rank]
        natural = [c for c in held if not is_wild(c, context)]
        wild = [c for c in held if is_wild(c, context)]
        if len(held) < need:
            return None
        low, high = max(0, need - len(natural)), min(need, len(wild))
        options.append([natural[: need - w] + wild[:w] for w in range(low, high + 1)])
    choices = [[c for part in parts for c in part] for parts in itertools.product(*options)]
    for chosen in choices:
        if play in patterns.classify(play.ranks, game.pattern_context(chosen)):
            return chosen
    return choices[0] if choices else None


def _physical_cards(
    hand: list[Card], play: Play, seat: int, cards: Sequence[Card] | None
) -> list[Card]:
    remaining = list(hand)
    if cards is not None:
        chosen = list(cards)
        if sorted(c.rank for c in chosen) != play.ranks:
            raise IllegalAction("the cards given are not the cards of the play")
        for card in chosen:
            if card not in remaining:
                raise IllegalAction(f"{card} is not in seat {seat}'s hand")
            remaining.remove(card)
        return chosen
    chosen = []
    for rank in play.ranks:
        found = next((c for c in remaining if c.rank == rank), None)
        if found is None:
            raise IllegalAction(f"seat {seat} does not hold {play.cards}")
        remaining.remove(found)
        chosen.append(found)
    return chosen
