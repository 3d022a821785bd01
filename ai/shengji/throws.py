"""Throws 甩牌 the AI may make: proven safe from its own hand and public knowledge, or a
measured risk.

A throw stands when no other seat — partner included — holds, in the led
suit, something that beats one of its components (docs/tractor.md §1.6).  The AI
cannot see the other hands, but :meth:`Count.possible` gives for each seat a
superset of what it can hold; if :func:`~game.shengji.lead.judge_throw` finds
nothing that beats the throw in those supersets, nothing in the real hands
can either: the throw is *proven safe* (:func:`proven_safe`).  The levels that
say "no risks" throw only such sets; the expert may add a component whose
beating part is merely unlikely (:mod:`ai.shengji.lead`).
"""

from __future__ import annotations

from collections.abc import Sequence

from ai.shengji.position import Position
from game.cards import Card
from game.shengji.ladders import equivalents_on
from game.shengji.lead import beats_part, judge_throw
from game.shengji.shapes import Holding, Part, holding, read

TOP_COMPONENTS = 6  # at most this many components are considered for one throw


def possible_hands(pos: Position, suit: str) -> list[list[Card]]:
    """Each other seat's possible cards of ``suit``, in seat order after this seat."""
    others = [(pos.seat + i) % pos.seats for i in range(1, pos.seats)]
    return [pos.count.possible(s, suit) for s in others]


def proven_safe(pos: Position, cards: Sequence[Card]) -> bool:
    """Whether no seat can beat any component of this lead, by what it may hold."""
    order = pos.order
    suit = order.suit_of(cards[0])
    verdict = judge_throw(list(cards), possible_hands(pos, suit), pos.trump, pos.rules)
    return verdict is None


def unbeatable_parts(pos: Position, parts: Sequence[Part], suit: str) -> list[Part]:
    """The components nobody can beat, judged on every seat's possible cards."""
    equiv = equivalents_on(pos.rules)
    seats = [(pos.seat + i) % pos.seats for i in range(1, pos.seats)]
    # The position's holdings of what each seat may hold, read once for every throw tried.
    others: list[Holding] = [pos.possible_holding(s, suit) for s in seats]
    return [p for p in parts if not any(beats_part(h, p, equiv) for h in others)]


def safe_throw(pos: Position, suit_cards: Sequence[Card]) -> list[Card] | None:
    """The largest proven-safe throw from one suit's cards: every unbeatable component
    together, when there are two or more; ``None`` otherwise."""
    order = pos.order
    suit = order.suit_of(suit_cards[0])
    h = holding(list(suit_cards), suit, order)
    parts = list(read(h, order).parts)
    safe = unbeatable_parts(pos, parts, suit)
    if len(safe) < 2:
        return None
    cards = h.cards_of(safe[:TOP_COMPONENTS])
    return cards if proven_safe(pos, cards) else None
