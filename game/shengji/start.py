"""Starting a Tractor hand: its start options checked, then each deal shuffled and begun.

Every refusal is an :class:`~game.errors.InvalidSetting` naming the field
(``rules``, ``seed``, ``dealer``, ``levels``, ``levels[2]``, ``first_bidder``,
``deck``), raised before anything is dealt.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.engine import check_deck, check_seat, check_seed
from game.errors import InvalidSetting
from game.shengji.cards import new_deck
from game.shengji.events import HandStarted
from game.shengji.levels import ladder
from game.shengji.modes import TEAMS_FIXED_PARTNERS, TEAMS_ONE_VS_TWO, TractorRules
from game.shengji.state import DealState

if TYPE_CHECKING:
    from game.shengji.game import Game


def check_start(
    rules: object,
    seed: object,
    dealer: object,
    levels: object,
    first_bidder: object,
    deck: object,
) -> tuple[str, ...]:
    """Refuse bad start options; answer each seat's level (default: the lowest)."""
    if not isinstance(rules, TractorRules):
        raise InvalidSetting("rules", f"a Tractor ruleset (game.ruleset(name)), not {rules!r}")
    check_seed(seed)
    check_seat("dealer", dealer, rules.seats)
    check_seat("first_bidder", first_bidder, rules.seats)
    if dealer is not None and rules.teams == TEAMS_ONE_VS_TWO:
        raise InvalidSetting("dealer", "the three-player game finds its dealer by bidding")
    checked = check_levels(levels, rules, dealer is None)
    check_deck(deck, new_deck(rules.decks))
    return checked


def check_levels(levels: object, rules: TractorRules, first_hand: bool) -> tuple[str, ...]:
    """One level per seat from the mode's ladder; partners share theirs; with no dealer
    yet (a match's first hand) everybody stands on the same level."""
    steps = ladder(rules)
    if levels is None:
        return (steps[0],) * rules.seats
    if isinstance(levels, str) or not isinstance(levels, Sequence):
        raise InvalidSetting("levels", f"one level per seat, not {levels!r}")
    if len(levels) != rules.seats:
        raise InvalidSetting("levels", f"{rules.seats} levels, not {len(levels)}")
    for seat, level in enumerate(levels):
        if not isinstance(level, str) or level not in steps:
            raise InvalidSetting(f"levels[{seat}]", f"a level of {steps}, not {level!r}")
    if rules.teams == TEAMS_FIXED_PARTNERS:
        for seat, level in enumerate(levels):
            if level != levels[seat % 2]:
                raise InvalidSetting(f"levels[{seat}]", "partners share one level")
    if first_hand and rules.teams != TEAMS_ONE_VS_TWO and len(set(levels)) > 1:
        raise InvalidSetting("levels", "without a dealer every seat plays the same level")
    return tuple(levels)


def start_deal(game: Game, number: int) -> DealState:
    """Shuffle and start deal ``number`` (the cards arrive one by one in the deal phase):
    the first receiver, the first bidder of an auction and the level played."""
    deck = new_deck(game.rules.decks)
    game.rng.shuffle(deck)
    if game.fixed_deck is not None and number == 1:
        deck = list(game.fixed_deck)
    dealer = game.fixed_dealer
    first = dealer
    if first is None or game.rules.random_first_receiver:
        first = game.rng.randrange(game.seats)
    bidder = game.start_first_bidder
    if bidder is None:
        bidder = game.rng.randrange(game.seats)
    level = game.levels[dealer] if dealer is not None else game.levels[0]
    state = DealState(
        number=number, deck=deck, first_receiver=first,
        first_bidder=(bidder + number - 1) % game.seats, level=level,
        hands=[[] for _ in range(game.seats)], dealer=dealer,
        points_by_seat=[0] * game.seats, penalties_by_seat=[0] * game.seats,
    )
    game.emit(HandStarted(number, level, dealer, first, game.levels))
    return state
