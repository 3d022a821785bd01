"""Why the expert's play was better, as a message code the app words for the player.

The review (:mod:`ai.shengji.review`) measures both choices on the same sampled
deals; :func:`reason_for` picks the measured difference that explains the most.
A gain too small to matter is "about the same"; else, in this order: the kitty
(抠底, won or kept), the trick in play (taken, or points given to the other side,
or points fed to a partner's winning trick), a pair or tractor broken, then what
the expert's lead does (pull trumps, a tractor, a pair, a master card, a throw),
else "it shows later in the hand".

Codes and their ``{points}`` parameter are worded by the app under
``tractor.review.reason.<code>`` in both languages.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from ai.shengji.position import Position
from game.cards import Card
from game.shengji.cards import points
from game.shengji.shapes import read
from game.shengji.trump import TRUMP

KITTY_MARGIN = 8.0  # average 抠底 points that make the kitty the reason
TRICK_MARGIN = 0.3  # a trick taken this much more often
POINTS_MARGIN = 5.0  # points of the trick in play
CLOSE = 2.0  # a gain below this (in points) …
CLOSE_CHANCE = 0.05  # … and in the chance of winning the hand is "about the same"

REASONS = (
    "kitty_guard", "kitty_dig", "ruff", "win_trick", "gave_points", "feed", "kept_pair",
    "lead_trumps", "lead_tractor", "lead_pair", "lead_master", "lead_throw", "later", "close",
)


@dataclass(frozen=True)
class OptionStats:
    """One choice's outcome, one deal's or averaged: this side took the trick in play
    (``trick_won``) and its points (signed: + to this side), the catchers' final total
    and its 抠底 part, and whether this side won the hand."""

    trick_won: float = 0.0
    trick_points: float = 0.0
    catchers: float = 0.0
    kitty: float = 0.0
    win: float = 0.0

    def plus(self, other: OptionStats) -> OptionStats:
        return OptionStats(self.trick_won + other.trick_won,
                           self.trick_points + other.trick_points,
                           self.catchers + other.catchers, self.kitty + other.kitty,
                           self.win + other.win)

    def scaled(self, factor: float) -> OptionStats:
        return OptionStats(self.trick_won * factor, self.trick_points * factor,
                           self.catchers * factor, self.kitty * factor, self.win * factor)


def reason_for(pos: Position, played: Sequence[Card], expert: Sequence[Card],
               mine: OptionStats, theirs: OptionStats) -> tuple[str, dict[str, str]]:
    """The code (one of :data:`REASONS`) and parameters that say why ``expert`` beats
    ``played`` for the seat of ``pos``; ``mine``/``theirs`` are their averaged outcomes."""
    catching = not pos.sides.dealer_side
    sign = 1 if catching else -1
    gain = (theirs.catchers - mine.catchers) * sign
    if gain < CLOSE and theirs.win - mine.win < CLOSE_CHANCE:
        return "close", {}
    kitty = (theirs.kitty - mine.kitty) * sign
    if kitty >= KITTY_MARGIN:
        return ("kitty_dig" if catching else "kitty_guard"), _points(kitty)
    trick = _trick_reason(pos, played, expert, mine, theirs)
    if trick is not None:
        return trick
    if _breaks_pair(pos, played) and not _breaks_pair(pos, expert):
        return "kept_pair", {}
    if pos.leading:
        return _lead_reason(pos, expert), _points(gain)
    return "later", _points(gain)


def _trick_reason(pos: Position, played: Sequence[Card], expert: Sequence[Card],
                  mine: OptionStats, theirs: OptionStats) -> tuple[str, dict[str, str]] | None:
    swing = theirs.trick_points - mine.trick_points
    if theirs.trick_won - mine.trick_won >= TRICK_MARGIN:
        lead = pos.lead
        plain_lead = bool(lead) and pos.order.suit_of(lead[0]) != TRUMP
        ruff = plain_lead and all(pos.order.is_trump(c) for c in expert)
        return ("ruff" if ruff else "win_trick"), _points(max(0.0, swing))
    if pos.leading or swing < POINTS_MARGIN:
        return None
    if points(list(played)) > points(list(expert)) and mine.trick_won < 0.5:
        return "gave_points", _points(swing)
    if points(list(expert)) > points(list(played)) and theirs.trick_won >= 0.5:
        return "feed", _points(swing)
    return None


def _lead_reason(pos: Position, expert: Sequence[Card]) -> str:
    order = pos.order
    reading = read(list(expert), order)
    if reading.is_throw:
        return "lead_throw"
    if any(unit.is_tractor for unit in reading.units):
        return "lead_tractor"
    if order.is_trump(expert[0]):
        return "lead_trumps"
    if len(expert) >= 2:
        return "lead_pair"
    if pos.count.higher_hidden(expert[0]) == 0:
        return "lead_master"
    return "later"


def _breaks_pair(pos: Position, cards: Sequence[Card]) -> bool:
    """The play takes one card of a face the hand holds two or more of, leaving the rest."""
    order = pos.order
    held = Counter(order.face(c) for c in pos.hand)
    used = Counter(order.face(c) for c in cards)
    return any(held[face] >= 2 and 0 < n < held[face] for face, n in used.items())


def _points(value: float) -> dict[str, str]:
    return {"points": str(max(5, round(value / 5) * 5))}
