"""Practice tools at the Tractor table: a hint with its reason, and the tracker of cards
still out, both from the player's own view only.

The hint is the best play by the evaluation the after-hand review uses
(:func:`ai.shengji.review.best_play`: the best of the choices it weighs on shared
deals, today the expert's own), so the review never calls another play better than
the hint; it is worked out on the review worker so the table keeps drawing.  Its
reason names what the play does at this moment of the trick — pull trumps, lead a
pair or tractor, feed the partner's winning trick, trump in, win the trick, or save
good cards when the trick cannot be won.  The tracker counts, per effective suit, the cards the
player has not seen: the deck less his hand, every card played, and the kitty he
buried himself.
"""

from __future__ import annotations

from collections import Counter
from concurrent.futures import Future
from typing import Any

from game.cards import Card
from game.shengji import TractorView, points, read, trick_winner
from game.shengji.cards import new_deck
from game.shengji.phase import PhaseName
from game.shengji.trump import TRUMP, order_for
from ui.app.i18n import t


def start_hint(executor: Any, view: TractorView, seed: int) -> Future[Any]:
    """The hinted play for this view, on ``executor`` (a worker).  ``seed`` is not used:
    the hint weighs the view on the deals the review weighs it on (seeded by the view)."""
    return executor.submit(_hint_play, view)  # type: ignore[no-any-return]


def _hint_play(view: TractorView) -> tuple[Card, ...] | None:
    from ai.shengji.review import best_play

    if view.phase != PhaseName.PLAY or view.to_act != view.seat:
        return None
    return best_play(view)


def hint_reason(view: TractorView, cards: tuple[Card, ...]) -> str:
    """Why the hinted play suits this moment, in the player's words."""
    trump = view.trump
    if trump is None or not cards:
        return ""
    order = order_for(trump, view.rules)
    trick = view.trick
    if trick is None or view.leading:
        reading = read(list(cards), order)
        if reading.is_throw:
            return t("tractor.hint.throw")
        if any(unit.is_tractor for unit in reading.units):
            return t("tractor.hint.lead_tractor")
        if order.is_trump(cards[0]):
            return t("tractor.hint.pull_trumps")
        if len(cards) >= 2:
            return t("tractor.hint.lead_pair")
        return t("tractor.hint.lead_single")
    plays = [list(c) for _, c in trick.plays]
    best = trick_winner(plays, trump, view.rules)
    now = trick_winner([*plays, list(cards)], trump, view.rules)
    leader_seat = trick.plays[best][0]
    partner_wins = (leader_seat in view.dealer_side and view.seat in view.dealer_side) or (
        leader_seat not in view.dealer_side and view.seat not in view.dealer_side)
    if now == len(plays):
        led_suit = order.suit_of(plays[0][0])
        ruff = led_suit != TRUMP and all(order.is_trump(c) for c in cards)
        return t("tractor.hint.ruff" if ruff else "tractor.hint.win")
    if partner_wins and points(list(cards)):
        return t("tractor.hint.feed")
    if partner_wins:
        return t("tractor.hint.partner_wins")
    if points(list(cards)):  # 'give no points' would be false: the follow costs some
        return t("tractor.hint.save_points")
    return t("tractor.hint.save")


def cards_out(view: TractorView) -> dict[str, int]:
    """Cards the player has not seen, per effective suit (``T`` for trumps), and their
    points under ``"points"`` — counted from the view alone."""
    trump = view.trump
    if trump is None:
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
