"""Why a lead, follow or burial is refused, in the player's language.

The rules core explains every refusal in English (``follow_error``,
``lead_error``, a failed throw's reason).  The table speaks Chinese too, so it
asks the same rules core *which* rule bites — F1 (suit), the compulsory line of
the lead's ladder (pairs, tractors), a lead of mixed suits — and words that
itself.  The core decides legality; this module only phrases it.  A refusal of
a kind not worded here shows the core's own reason, never nothing.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from game.cards import Card
from game.shengji import Trump, follow_error, lead_error
from game.shengji.follow import compulsory_line, hand_usable, lead_reading
from game.shengji.ladders import Alternative
from game.shengji.shapes import Unit, can_form, holding
from game.shengji.trump import order_for
from ui.app.i18n import seat_name, t, tn
from ui.tractor.cardsort import cards_text

_WIDTHS = {1: "single", 2: "pair", 3: "triple", 4: "quad"}


def seat_label(seat: int) -> str:
    """The table's name for ``seat``: the shared names, then the Tractor table's own."""
    key = f"tractor.seat.{seat}"
    return seat_name(seat) if seat < 3 else t(key)


def suit_label(suit: str) -> str:
    """An effective suit's name: ``T`` trumps, ``S``…``D``, or a colour (two-colour deck)."""
    return t(f"tractor.suit.{suit}")


def shape_words(alternative: Alternative) -> str:
    """``a pair``, ``two pairs``, ``a tractor of 2 pairs and a pair`` in the language."""
    counts = Counter(alternative)
    words = [_unit_words(unit, counts[unit])
             for unit in sorted(counts, key=lambda u: u.rank_key, reverse=True)]
    return t("tractor.unit.and").join(words)


def _unit_words(unit: Unit, count: int) -> str:
    width = _WIDTHS.get(unit.width, "quad")
    kind = f"tractor.unit.{'chain_' if unit.is_tractor else ''}{width}"
    return t(f"{kind}.{'one' if count == 1 else 'many'}", n=count, k=unit.length)


def follow_message(
    cards: Sequence[Card], hand: Sequence[Card], lead: Sequence[Card], trump: Trump, rules: Any
) -> str | None:
    """Why ``cards`` may not follow ``lead``, in words; ``None`` when the follow is legal."""
    reason = follow_error(cards, hand, lead, trump, rules)
    if reason is None:
        return None
    order = order_for(trump, rules)
    shape = lead_reading(lead, order)
    n = shape.size
    if not cards:  # the turn just began: what to do, not what is wrong
        return tn("tractor.why.follow_empty", n, n=n)
    if len(cards) < n:  # picked so far (maybe by the forced follow): what is still to pick
        more = n - len(cards)
        return tn("tractor.why.count_more", more, more=more, n=n, chosen=len(cards))
    if len(cards) != n:
        return tn("tractor.why.count", n, n=n, chosen=len(cards))
    held = holding(hand, shape.suit, order)
    played = holding(cards, shape.suit, order)
    suit = suit_label(shape.suit)
    if len(played) < min(n, len(held)):
        key = "tractor.why.all_suit" if len(held) <= n else "tractor.why.suit"
        return t(key, n=n, suit=suit, held=len(held))
    found = compulsory_line(held, shape, rules)
    if found is not None:
        _line, formed = found
        parts = can_form(held, formed, hand_usable(rules)) or []
        example = cards_text(held.cards_of(parts))
        return t("tractor.why.shape", shape=shape_words(formed), suit=suit, example=example)
    return t("tractor.why.other", reason=reason)


def lead_message(
    cards: Sequence[Card], hand: Sequence[Card], trump: Trump, rules: Any
) -> str | None:
    """Why ``cards`` may not be led, in words; ``None`` when they may (throws are judged
    when played)."""
    reason = lead_error(cards, hand, trump, rules)
    if reason is None:
        return None
    if not cards:
        return t("tractor.why.lead_empty")
    order = order_for(trump, rules)
    if len({order.suit_of(card) for card in cards}) > 1:
        return t("tractor.why.lead_mixed")
    limit = getattr(rules, "throw_hand_limit", None)
    if limit is not None:
        return t("tractor.why.lead_limit", n=limit)
    return t("tractor.why.other", reason=reason)


def bury_message(chosen: int, size: int) -> str | None:
    """The burial must be exactly the kitty's size."""
    if chosen == size:
        return None
    return t("tractor.why.bury", n=size, chosen=chosen)


def throw_message(
    seat: int, blocker: int | None, forced: Sequence[Card], penalty: int, viewer: int
) -> tuple[str, str]:
    """A failed throw as the table announces it: a title (whose throw failed) and the
    detail — who could beat it, what is played instead, the penalty if any."""
    if seat == viewer:
        title = t("tractor.throw.title.me")
    else:
        title = t("tractor.throw.title.other", seat=seat_label(seat))
    if blocker is None:
        by = t("tractor.throw.someone")
    elif blocker == viewer:
        by = t("tractor.throw.you_block")
    else:
        by = seat_label(blocker)
    detail = t("tractor.throw.detail", by=by, forced=cards_text(forced))
    if penalty:
        detail += t("tractor.throw.penalty", n=penalty)
    return title, detail
