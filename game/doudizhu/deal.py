"""The deal of a Dou Dizhu hand and the checks of its start options.

The deck is shuffled from the hand's seeded generator (or fixed by the caller for
the first deal); seat ``s`` gets ``deck[s:deal_size:seats]``, the kitty follows,
then the cards set aside.  The flipped card (翻牌) names the first bidder where the
mode says so.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.cards import Card, new_deck
from game.doudizhu.events import Dealt
from game.doudizhu.ruleset import TEAMS_HIDDEN_ALLY, TEAMS_LANDLORD_VS_REST, DoudizhuRules
from game.doudizhu.state import DealState
from game.engine import check_deck, check_seat, check_seed
from game.errors import InvalidSetting, shown


def deal_cards(
    rules: DoudizhuRules,
    rng: random.Random,
    number: int,
    first_bidder: int | None,
    fixed_deck: Sequence[Card] | None,
) -> tuple[DealState, Dealt]:
    """Shuffle and deal: hands, kitty, cards set aside, the flipped card, the first bidder."""
    table = rules.table
    deck = new_deck(table.decks)
    rng.shuffle(deck)
    if fixed_deck is not None and number == 1:
        deck = list(fixed_deck)
    dealt = deck[: table.deal_size]
    kitty_end = table.deal_size + table.kitty_size
    order = [dealt[s :: table.seats] for s in range(table.seats)]
    flip_index = rng.randrange(table.deal_size)
    flipped: Card | None = dealt[flip_index]
    flipped_seat: int | None = flip_index % table.seats
    if first_bidder is None:
        if rules.first_bidder == "flipped_card":
            first_bidder = flipped_seat
        else:
            first_bidder = rng.randrange(table.seats)
    if rules.first_bidder != "flipped_card":
        flipped = flipped_seat = None
    assert first_bidder is not None
    state = DealState(
        number=number,
        hands=[list(h) for h in order],
        dealt_order=order,
        kitty=deck[table.deal_size : kitty_end],
        set_aside=deck[kitty_end:],
        first_bidder=first_bidder,
        flipped=flipped,
        flipped_seat=flipped_seat,
        doubled=[None] * table.seats,
        plays_by_seat=[0] * table.seats,
    )
    return state, Dealt(number, first_bidder, flipped, flipped_seat)


def check_start(
    rules: object,
    seed: object,
    first_bidder: object,
    landlord: object,
    deck: object,
) -> None:
    """Refuse bad start options with one :class:`InvalidSetting` naming the field."""
    if not isinstance(rules, DoudizhuRules):
        raise InvalidSetting(
            "rules", f"a Dou Dizhu ruleset (game.ruleset(name)), not {shown(rules)}"
        )
    if rules.teams not in (TEAMS_LANDLORD_VS_REST, TEAMS_HIDDEN_ALLY):
        raise InvalidSetting("rules", f"Dou Dizhu plays no teams called {shown(rules.teams)}")
    check_seed(seed)
    check_seat("first_bidder", first_bidder, rules.seats)
    check_seat("landlord", landlord, rules.seats)
    check_deck(deck, new_deck(rules.decks))


def deck_for(
    hands: Sequence[Sequence[Card]], kitty: Sequence[Card], set_aside: Sequence[Card] = ()
) -> list[Card]:
    """The deck order that deals these hands, kitty and set-aside cards (inverse of the deal)."""
    size = len(hands[0])
    order: list[Card] = []
    for i in range(size):
        order.extend(hand[i] for hand in hands)
    return order + list(kitty) + list(set_aside)
