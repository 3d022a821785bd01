"""Small helpers for the trick-mechanics tests: shapes in the notation of docs/tractor.md §0, brute
force."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from game.shengji.cards import format_hand, parse_hand
from game.shengji.follow import follow_error
from game.shengji.shapes import Unit, read
from game.shengji.trump import Trump, order_for
from tests.shengji.trick_rules import rules


def notation(unit: Unit) -> str:
    """``1``, ``2``, ``3``, ``4``, ``T2^k``, ``T3^k`` as in docs/tractor.md §0."""
    return f"T{unit.width}^{unit.length}" if unit.is_tractor else str(unit.width)


def shape(cards: str, trump: str, decks: int = 2, **options: Any) -> list[str]:
    """The one reading of a set (D32), largest component first."""
    order = order_for(Trump.parse(trump), rules(decks, **options))
    return [notation(u) for u in read(parse_hand(cards), order).units]


def legal_follows(hand: str, lead: str, trump: str, decks: int = 2, **options: Any) -> set[str]:
    """Every legal follow, found by trying every subset (small hands only)."""
    cards = parse_hand(hand)
    n = len(parse_hand(lead))
    found: set[str] = set()
    for combo in combinations(cards, n):
        text = format_hand(combo)
        if (
            text not in found
            and follow_error(list(combo), cards, lead, Trump.parse(trump), rules(decks, **options))
            is None
        ):
            found.add(text)
    return found


def error(
    play: str, hand: str, lead: str, trump: str, decks: int = 2, **options: Any
) -> str | None:
    """Why ``play`` may not follow ``lead`` from ``hand`` (``None`` when legal)."""
    return follow_error(play, hand, lead, Trump.parse(trump), rules(decks, **options))
