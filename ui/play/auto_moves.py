"""Which of the player's actions 托管 took, kept the same way in both games.

The seat session (:meth:`ui.play.seat_session.SeatSession.noted`) notes an action as
托管's when it is the one its poll handed over for the player's seat (the agent's answer
or a stand-in);
the seat driver keeps the notes in the save beside the game (``auto_moves``); a
finished hand's record carries its own as ``auto``, the list both reviews read
(:func:`ai.review_record.auto_indices`), so neither counts 托管's moves as the
player's.  Notes are kept per hand (a Tractor match has many; a Dou Dizhu session one)
by action index in that hand's log.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

AUTO_KEY = "auto"  # a hand's record: the indices of the actions 托管 took
MOVES_KEY = "auto_moves"  # a save's table options: hand number (text) -> those indices


def _indices(value: object) -> set[int]:
    """The valid action indices in ``value`` (anything else is dropped, never fatal)."""
    if not isinstance(value, list):
        return set()
    return {i for i in value if type(i) is int and i >= 0}


@dataclass
class AutoMoves:
    """托管's actions, hand number → indices in that hand's action log.

    >>> moves = AutoMoves()
    >>> moves.note(1, 4); moves.note(1, 9); moves.note(2, 3)
    >>> moves.to_meta()
    {'auto_moves': {'1': [4, 9], '2': [3]}}
    >>> AutoMoves.from_meta({"auto_moves": {"1": [4, "x", -1], "2": "?"}}, 1).by_hand
    {1: {4}}
    >>> AutoMoves.from_meta({"auto": [5, 7]}, 1).by_hand  # a Dou Dizhu save of before
    {1: {5, 7}}
    """

    by_hand: dict[int, set[int]] = field(default_factory=dict)

    def note(self, hand: int, index: int) -> None:
        """托管 took action ``index`` of hand ``hand``."""
        self.by_hand.setdefault(hand, set()).add(index)

    def of_hand(self, hand: int) -> set[int]:
        """The indices 托管 took in hand ``hand`` (a copy)."""
        return set(self.by_hand.get(hand, ()))

    def kept_until(self, hand: int, left: int) -> AutoMoves:
        """The notes that still stand once hand ``hand`` is cut back to its first ``left``
        actions (悔牌): later hands' and the cut actions' notes go."""
        kept = {n: {i for i in moves if n != hand or i < left}
                for n, moves in self.by_hand.items() if n <= hand}
        return AutoMoves({n: moves for n, moves in kept.items() if moves})

    def to_meta(self) -> dict[str, Any]:
        """The save's form: ``{"auto_moves": {"<hand>": [indices]}}``."""
        return {MOVES_KEY: {str(n): sorted(moves) for n, moves in sorted(self.by_hand.items())
                            if moves}}

    @classmethod
    def from_meta(cls, meta: dict[str, Any], hand: int) -> AutoMoves:
        """The notes of a save; ``hand`` is the hand in play, whose notes a Dou Dizhu save
        written before the games shared this kept as a bare ``auto`` list.  A malformed
        entry is dropped (the review then shows those moves as the player's)."""
        moves = cls()
        saved = meta.get(MOVES_KEY)
        if isinstance(saved, dict):
            for number, indices in saved.items():
                if str(number).isascii() and str(number).isdigit():
                    for index in _indices(indices):
                        moves.note(int(number), index)
        for index in _indices(meta.get(AUTO_KEY)):
            moves.note(hand, index)
        return moves

    def marked(self, record: dict[str, Any], hand: int) -> dict[str, Any]:
        """``record`` (hand ``hand``'s) with the indices 托管 took in it as ``auto``."""
        moves = self.by_hand.get(hand)
        return {**record, AUTO_KEY: sorted(moves)} if moves else dict(record)
