"""What every family's actions share: a bid of a number, and the checks of an action's
cards and numbers written in a record.

A family's own actions live with the family (:mod:`game.doudizhu.actions`,
:mod:`game.shengji.actions`); each parses its records' text and says why an
action object is malformed before any phase reads it.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.cards import Card, card_problem
from game.errors import shown


@dataclass(frozen=True, slots=True)
class Bid:
    """A bid of ``value``: 叫分 points in Dou Dizhu (0 passes, 1–3 bids that many points);
    the catchers' target in Tractor's 三人竞标 (a multiple of 5 below the standing bid)."""

    value: int

    def __str__(self) -> str:
        return f"bid {self.value}"


def is_number(text: str) -> bool:
    """Whether ``text`` is a plain count written with the digits 0-9 (not '²', not '-1').

    >>> is_number("12"), is_number("²"), is_number("")
    (True, False, False)
    """
    return 0 < len(text) <= 12 and text.isascii() and text.isdigit()


def cards_problem(cards: tuple[object, ...], what: str) -> str | None:
    """Why these are not all cards that can exist (``None``: they are)."""
    for card in cards:
        if not isinstance(card, Card):
            return f"{what} is a Card (Card.parse('AS')), not {shown(card)}"
        try:
            problem = card_problem(card.rank, card.suit, card.deck)
        except TypeError as error:
            problem = str(error)
        if problem is not None:
            return f"{what}: {problem}"
    return None
