"""The words of a Tractor hint: what it does, named by its cards, and why at this moment.

"跟♠K ♠K：老周（同伴）已大，送20分（2/3）" — the choice, the reason read from the
position (who holds the trick and on which side, the points at stake, the suit the
player is out of), and, when there are several, which one of how many is on show.
Everything comes from the player's own view; the ranking is :mod:`ui.tractor.hints`.
"""

from __future__ import annotations

from game.cards import Card
from game.shengji import (
    PASS,
    Bid,
    Bury,
    CallFriends,
    Declare,
    PlayCards,
    TractorView,
    points,
    read,
    trick_winner,
)
from game.shengji.phase import PhaseName
from game.shengji.trump import TRUMP, Order, order_for
from ui.app.i18n import t
from ui.tractor.cardsort import cards_text
from ui.tractor.hints import TractorHint
from ui.tractor.practice import cards_out, played_cards_hidden
from ui.tractor.words import seat_label, suit_label


def hint_message(view: TractorView, hint: TractorHint, index: int, total: int) -> str:
    """The status line for hint ``index`` (0-based) of ``total``."""
    what, why = _what(view, hint), _why(view, hint)
    text = t("tractor.hint.message", what=what, why=why) if why else what
    if hint.side_points is not None:
        text += t("tractor.why.figure", n=abs(hint.side_points))
    if total > 1:
        text += t("tractor.hint.count", n=index + 1, total=total)
    return text


def _what(view: TractorView, hint: TractorHint) -> str:
    action = hint.action
    if isinstance(action, PlayCards):
        leading = view.trick is None or view.leading
        return t("tractor.what.lead" if leading else "tractor.what.follow",
                 cards=cards_text(action.cards))
    if isinstance(action, Bury):
        return t("tractor.what.bury", cards=cards_text(action.cards))
    if isinstance(action, Declare):
        return t("tractor.what.declare", cards=cards_text(action.cards))
    if action == PASS and view.phase in (PhaseName.DEALING, PhaseName.FINAL_ROUND):
        return t("tractor.what.wait")
    if isinstance(action, CallFriends):
        from ui.tractor.presenter import friend_call_text

        return t("tractor.what.call", calls=" ".join(friend_call_text(c) for c in action.calls))
    from ui.tractor.actions import action_label

    key, params = action_label(action, view.phase, view)
    return t("tractor.what.choose", label=t(key, **params))


def _why(view: TractorView, hint: TractorHint) -> str:
    action = hint.action
    if isinstance(action, PlayCards) and view.trump is not None:
        return play_reason(view, tuple(action.cards))
    if isinstance(action, Bury):
        return _bury_reason(view, tuple(action.cards))
    if isinstance(action, Declare) or (action == PASS and view.phase in (
            PhaseName.DEALING, PhaseName.FINAL_ROUND)):
        return _declare_reason(view, action)
    if isinstance(action, CallFriends):
        return t("tractor.why.call")
    if isinstance(action, Bid):
        return t("tractor.why.bid")
    return ""


def play_reason(view: TractorView, cards: tuple[Card, ...]) -> str:
    """Why this play suits the moment, naming the seat that holds the trick and the points."""
    assert view.trump is not None
    order = order_for(view.trump, view.rules)
    trick = view.trick
    if trick is None or view.leading:
        return _lead_reason(view, cards, order)
    plays = [list(c) for _, c in trick.plays]
    best = trick_winner(plays, view.trump, view.rules)
    holder = trick.plays[best][0]
    at_stake = points([c for p in plays for c in p]) + points(list(cards))
    if trick_winner([*plays, list(cards)], view.trump, view.rules) == len(plays):
        led = order.suit_of(plays[0][0])
        if led != TRUMP and all(order.is_trump(c) for c in cards):
            return t("tractor.why.ruff", suit=suit_label(led), n=at_stake)
        return t("tractor.why.win", seat=seat_label(holder), n=at_stake)
    if _same_side(view, holder):
        if points(list(cards)):
            return t("tractor.why.feed", seat=seat_label(holder), n=points(list(cards)))
        return t("tractor.why.mate_wins", seat=seat_label(holder))
    if points(list(cards)):
        return t("tractor.why.save_points", seat=seat_label(holder), n=points(list(cards)))
    return t("tractor.why.save", seat=seat_label(holder))


def _same_side(view: TractorView, seat: int) -> bool:
    side = view.dealer_side
    return (seat in side) == (view.seat in side)


def _lead_reason(view: TractorView, cards: tuple[Card, ...], order: Order) -> str:
    reading = read(list(cards), order)
    suit = order.suit_of(cards[0])
    if reading.is_throw:
        return t("tractor.why.throw")
    if any(unit.is_tractor for unit in reading.units):
        # In the active rules' terms (§1.15): with no pair duty a tractor draws no pairs.
        free = getattr(view.rules, "follow_protection", "none") == "suit_only"
        return t("tractor.why.tractor_free" if free else "tractor.why.tractor")
    if suit == TRUMP:
        if played_cards_hidden(view):
            return t("tractor.why.pull_blind")
        return t("tractor.why.pull", n=cards_out(view).get(TRUMP, 0))
    if len(cards) >= 2:
        return t("tractor.why.lead_pair", suit=suit_label(suit))
    held = [c for c in view.hand if order.suit_of(c) == suit]
    if order.index(cards[0]) >= max(order.index(c) for c in held):
        return t("tractor.why.lead_high", suit=suit_label(suit))
    return t("tractor.why.lead_low", suit=suit_label(suit))


def _bury_reason(view: TractorView, cards: tuple[Card, ...]) -> str:
    from ai.shengji.random_player import trump_of

    order = order_for(trump_of(view), view.rules)
    emptied = sorted({order.suit_of(c) for c in cards} - {order.suit_of(c) for c in view.hand
                                                         if c not in cards} - {TRUMP})
    if emptied:
        why = t("tractor.why.bury_void", suits="、".join(suit_label(s) for s in emptied))
    else:
        why = t("tractor.why.bury_low")
    at_risk = points(list(cards))
    return why + (t("tractor.why.bury_points", n=at_risk) if at_risk
                  else t("tractor.why.bury_safe"))


def _declare_reason(view: TractorView, action: object) -> str:
    from ai.shengji.declare import trump_share
    from game.shengji import Trump

    if not isinstance(action, Declare):
        return t("tractor.why.wait")
    suit = None if action.cards[0].is_joker else action.cards[0].suit
    count = trump_share(view.hand, Trump(view.level, suit), view.rules)[1]
    name = suit_label(suit) if suit is not None else t("tractor.why.no_trump")
    return t("tractor.why.declare", suit=name, n=count)
