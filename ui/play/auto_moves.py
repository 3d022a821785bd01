"""Which of the player's actions 托管 took, kept the same way in both games.

The seat session (:mod:`ui.play.seat_session`, through its base :class:`AutoNotes`)
notes an action as 托管's when it is the one its poll handed over for the player's
seat (the agent's answer or a stand-in);
the seat driver keeps the notes in the save beside the game (``auto_moves``); a
finished hand's record carries its own as ``auto``, the list both reviews read
(:func:`ai.review_record.auto_indices`), so neither counts 托管's moves as the
player's.  Notes are kept per hand (a Tractor match has many; a Dou Dizhu session one)
by action index in that hand's log.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

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


class _Session(Protocol):
    """What :class:`AutoNotes` reads of the seat session it is the base of."""

    auto_moves: AutoMoves
    _handed: tuple[int, Any, object] | None

    @property
    def game(self) -> Any: ...

    @property
    def seat(self) -> int: ...

    @property
    def hand_number(self) -> int: ...

    def moment(self) -> object: ...


class AutoNotes:
    """The seat session's half that notes 托管's moves (its base: both games' sessions
    have it).  It reads the session's ``game``, ``seat``, ``moment()`` and
    ``hand_number``."""

    def __init__(self) -> None:
        self.auto_moves = AutoMoves()  # the player's actions 托管 took, per hand
        self._handed: tuple[int, Any, object] | None = None  # poll's last: seat, action, moment

    def hand_over(self: _Session, seat: int, action: Any) -> None:
        """The session's poll hands ``action`` over for ``seat`` (its agent's, or a
        stand-in)."""
        self._handed = (seat, action, self.moment())

    def noted(self: _Session, action: Any, apply: Callable[[], list[Any]]) -> list[Any]:
        """``apply()`` ``action`` (the family's apply calls this) and, when it is what
        the poll just handed over for the player's seat (托管's agent, or its
        stand-in), note it as 托管's: the one place both games note them."""
        handed, self._handed = self._handed, None
        hand, index, moment = self.hand_number, len(self.game.action_log), self.moment()
        events = apply()
        if handed is not None and handed[0] == self.seat and handed[1] is action \
                and handed[2] == moment:
            self.auto_moves.note(hand, index)
        return events

    def forget_handed(self) -> None:
        """托管 changed hands: what the poll handed over is no longer 托管's to play."""
        self._handed = None

    @property
    def auto_actions(self: _Session) -> set[int]:
        """The indices 托管 took in the hand in play."""
        return self.auto_moves.of_hand(self.hand_number)

    def hand_record(self: _Session) -> dict[str, Any]:
        """The hand in play's record, with the actions 托管 took as ``auto`` (what the
        review and 最近100局 read)."""
        return self.auto_moves.marked(dict(self.game.record()), self.hand_number)

    def restore_auto(self: _Session, meta: dict[str, Any]) -> None:
        """托管's notes from a resumed game's save (anything malformed is ignored)."""
        self.auto_moves = AutoMoves.from_meta(meta, self.hand_number)
