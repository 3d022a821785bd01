"""The trick-taking family: Tractor / 升级 and its variants (TRACTOR.md).

Trick mechanics: :mod:`~game.shengji.cards` (notation, points),
:mod:`~game.shengji.trump` (effective suits and order).  The family imports
the shared ``game.*`` modules only, never another family.
"""

from __future__ import annotations

from game.shengji.cards import format_hand, parse_hand, points, show
from game.shengji.trump import Order, Trump, effective_suit, order_for, order_index

__all__ = [
    "Order",
    "Trump",
    "effective_suit",
    "format_hand",
    "order_for",
    "order_index",
    "parse_hand",
    "points",
    "show",
]
