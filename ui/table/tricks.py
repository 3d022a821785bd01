"""The play phase cut into tricks (轮), from a seat's view.

A trick is led by a play and lasts until every other seat has passed in a row
(``rules.seats - 1`` passes); the next entry of the history leads the next one.
The table keeps the trick in play (or the one just closed) on show until the next
lead, and the 上一轮 view shows the one before it, so both read the history the
same way: :func:`split_tricks`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.cards import Card
from game.plays import Play


@dataclass(frozen=True)
class TrickTurn:
    """One entry of a trick: ``seat`` played ``cards`` as ``play``, or passed (``play`` None)."""

    seat: int
    play: Play | None
    cards: tuple[Card, ...]

    @property
    def passed(self) -> bool:
        return self.play is None


@dataclass(frozen=True)
class Trick:
    """The turns of one trick in order; ``closed`` once every other seat passed."""

    turns: tuple[TrickTurn, ...]
    closed: bool

    @property
    def leader(self) -> int:
        return self.turns[0].seat

    @property
    def winner(self) -> int | None:
        """The seat of the last play (the one that took the trick so far)."""
        plays = [turn.seat for turn in self.turns if not turn.passed]
        return plays[-1] if plays else None

    def by_seat(self, seat: int) -> list[TrickTurn]:
        """``seat``'s turns in this trick, in order."""
        return [turn for turn in self.turns if turn.seat == seat]

    def last_by_seat(self) -> dict[int, TrickTurn]:
        """Each seat's latest turn in the trick (what the table shows at its place)."""
        return {turn.seat: turn for turn in self.turns}


def physical_cards(play: Play | None, cards: Sequence[Card]) -> tuple[Card, ...]:
    """The cards of a turn; when the view leaves them out, cards of the play's ranks."""
    if play is None:
        return ()
    if cards:
        return tuple(cards)
    return tuple(Card(r, "" if r > 12 else "SHCD"[i % 4]) for i, r in enumerate(play.ranks))


def split_tricks(view: Any) -> list[Trick]:
    """Every trick of the play so far, oldest first (the last one may be open)."""
    history = list(view.history)
    all_cards = list(getattr(view, "history_cards", ()))
    closing = max(1, int(view.seats) - 1)
    tricks: list[Trick] = []
    turns: list[TrickTurn] = []
    passes = 0
    for index, (seat, play) in enumerate(history):
        cards = all_cards[index] if index < len(all_cards) else ()
        turns.append(TrickTurn(seat, play, physical_cards(play, cards)))
        passes = passes + 1 if play is None else 0
        if passes == closing:
            tricks.append(Trick(tuple(turns), closed=True))
            turns, passes = [], 0
    if turns:
        tricks.append(Trick(tuple(turns), closed=False))
    return tricks


def trick_on_table(view: Any) -> Trick | None:
    """The trick the table shows: the one in play, or the one just closed until the next
    lead."""
    tricks = split_tricks(view)
    return tricks[-1] if tricks else None


def previous_trick(view: Any) -> Trick | None:
    """The trick before the one on the table (what 上一轮 shows), or None in the first."""
    tricks = split_tricks(view)
    return tricks[-2] if len(tricks) >= 2 else None
