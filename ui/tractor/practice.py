"""Practice at the Tractor table: the tracker of cards still out, from the player's own
view only (the hints, at every table, are :mod:`ui.tractor.assist`).

The tracker counts, per effective suit, the cards the player has not seen: the deck
less his hand, every card played, and the kitty he buried himself.
"""

from __future__ import annotations

from collections import Counter

from game.cards import Card
from game.shengji import TractorView, points
from game.shengji.cards import new_deck
from game.shengji.trump import order_for


def cards_out(view: TractorView) -> dict[str, int]:
    """Cards the player has not seen, per effective suit (``T`` for trumps), and their
    points under ``"points"`` — counted from the view alone.  Nothing (the tracker is not
    shown) while a hand under ``hide_played_cards`` (docs/tractor.md §1.15) is played."""
    trump = view.trump
    if trump is None or played_cards_hidden(view):
        return {}
    order = order_for(trump, view.rules)
    unseen = Counter((c.rank, c.suit) for c in new_deck(view.rules.decks))
    seen: list[Card] = list(view.hand)
    for trick in view.tricks:
        for _seat, cards in trick.plays:
            seen.extend(cards)
    if view.kitty is not None:
        seen.extend(view.kitty)
    for card in seen:
        unseen[(card.rank, card.suit)] -= 1
    out: dict[str, int] = {}
    total_points = 0
    for (rank, suit), count in unseen.items():
        if count <= 0:
            continue
        card = Card(rank, suit)
        key = order.suit_of(card)
        out[key] = out.get(key, 0) + count
        total_points += points([card]) * count
    out["points"] = total_points
    return out


def played_cards_hidden(view: TractorView) -> bool:
    """``hide_played_cards`` (a memory challenge): during the hand the table shows only the
    trick in play — no last trick, no card counter; once it is over everything shows."""
    return bool(getattr(view.rules, "hide_played_cards", False)) and view.result is None
