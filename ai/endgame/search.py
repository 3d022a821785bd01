"""Win/loss search over open hands: two seats, or the landlord against two farmers.

Both searches answer "does the side to move win with best play?" by depth-first
search over packed hands (:mod:`ai.endgame.moves`) with a transposition table.
What keeps them fast:

- a play that empties the hand wins at once (a hand that is one play, when
  leading, is found before anything else is generated);
- a play nobody can answer keeps the lead: the forced passes are skipped and
  the mover leads again (dominance);
- plays are tried longest first when leading and lowest first when answering,
  passing before bombs, bombs and the rocket last; a farmer tries passing first
  on its partner's play.  (Trying the unanswerable plays before all others made a
  13-card proof twenty times bigger: it searches whole lost lead positions before
  the plain answer that wins);
- the table is keyed by the packed hands, the play to answer and the seat, so
  every order of reaching a position is searched once.

No position repeats (someone sheds cards at least every third turn), so the
table holds exact results.  A search remembers, for every won position, the
play that won it: :mod:`ai.endgame.line` walks those to print a line.
"""

from __future__ import annotations

from ai.endgame.moves import Move, MoveTable, answerable

Option = Move | None  # None: pass
LANDLORD = 0
NO_LIMIT = 1 << 62


class SearchLimit(Exception):
    """The search met its node limit before the answer was known (too big a position
    for the time a caller can wait: the app's analysis board sets one)."""


class TwoSeats:
    """The side to move against the other; a position is (mover, other, play to answer)."""

    seats = 2

    def __init__(self, table: MoveTable, limit: int | None = None) -> None:
        self.table = table
        self.limit = NO_LIMIT if limit is None else limit
        self.known: dict[tuple[int, int, int], bool] = {}
        self.best: dict[tuple[int, int, int], Option] = {}
        self._choices = table.answer_cache  # read directly: the hottest lookup
        self.nodes = 0

    def wins(self, me: int, opp: int, previous: Move | None) -> bool:
        """Whether the mover, holding ``me`` against ``opp``, wins answering ``previous``."""
        known = self.known
        if previous is None:
            key = (me, opp, -1)
            found = known.get(key)
            if found is not None:
                return found
            plays = self.table.leads(me)
        else:
            choices = self._choices.get((me, previous))
            if choices is None:
                choices = self.table.choices(me, previous)
            key = (me, opp, choices[1])
            found = known.get(key)
            if found is not None:
                return found
            plays = choices[0]
        self.nodes += 1
        if self.nodes > self.limit:
            raise SearchLimit(self.limit)
        found, choice = self._winning_option(me, opp, previous, plays)
        known[key] = found
        if found:
            self.best[key] = choice
        return found

    def key(self, me: int, opp: int, previous: Move | None) -> tuple[int, int, int]:
        """The table's key: the hands and the set of answers open to the mover (-1 leading)."""
        return (me, opp, -1 if previous is None else self.table.choices(me, previous)[1])

    def _winning_option(
        self, me: int, opp: int, previous: Move | None, plays: list[Move]
    ) -> tuple[bool, Option]:
        """(True, a winning play, None for a winning pass), or (False, None): all lose."""
        table = self.table
        for play in plays:
            if play.delta == me:
                return True, play
        tops, bomb = table.reach(opp)
        passed = previous is None
        for play in plays:
            if play.power and not passed:
                passed = True
                if not self.wins(opp, me, None):
                    return True, None
            if (bomb >= 0 or play.power or tops[play.sig] > play.rank) and (
                not play.power or answerable(tops, bomb, play)
            ):
                if not self.wins(opp, me - play.delta, play):
                    return True, play
            elif self.wins(me - play.delta, opp, None):
                return True, play
        if not passed and not self.wins(opp, me, None):
            return True, None
        return False, None


class ThreeSeats:
    """The landlord (seat 0) against farmers 1 and 2, who win if either goes out first.

    A position is (hands in seat order, the seat to move, the play to answer, and
    how many passes followed it: 0 or 1).
    """

    seats = 3

    def __init__(self, table: MoveTable, limit: int | None = None) -> None:
        self.table = table
        self.limit = NO_LIMIT if limit is None else limit
        self.known: dict[tuple[tuple[int, int, int], int, Move | None, int], bool] = {}
        self.best: dict[tuple[tuple[int, int, int], int, Move | None, int], Option] = {}
        self.nodes = 0

    def wins(
        self, hands: tuple[int, int, int], seat: int, previous: Move | None, passes: int
    ) -> bool:
        """Whether the side of ``seat`` wins with ``seat`` to move."""
        key = (hands, seat, previous, passes)
        found = self.known.get(key)
        if found is None:
            self.nodes += 1
            if self.nodes > self.limit:
                raise SearchLimit(self.limit)
            found, choice = self._winning_option(hands, seat, previous, passes)
            self.known[key] = found
            if found:
                self.best[key] = choice
        return found

    def _winning_option(
        self, hands: tuple[int, int, int], seat: int, previous: Move | None, passes: int
    ) -> tuple[bool, Option]:
        """As :meth:`TwoSeats._winning_option`, for the side of ``seat``."""
        table = self.table
        me = hands[seat]
        plays = table.plays(me, previous)
        for play in plays:
            if play.delta == me:
                return True, play
        after, later = (seat + 1) % 3, (seat + 2) % 3
        # The next seat's result counts for us when it is our partner (farmer 1 → farmer 2).
        partner_next = seat != LANDLORD and after != LANDLORD
        owner = (seat - 1 - passes) % 3
        passed = previous is None  # leading: no pass to try
        if not passed and LANDLORD not in (owner, seat):  # the partner's play: pass first
            passed = True
            if self._pass_wins(hands, seat, previous, passes, partner_next):
                return True, None
        for play in plays:
            if play.power and not passed:
                passed = True
                if self._pass_wins(hands, seat, previous, passes, partner_next):
                    return True, None
            rest = _replace(hands, seat, me - play.delta)
            if table.can_answer(hands[after], play) or table.can_answer(hands[later], play):
                if self.wins(rest, after, play, 0) == partner_next:
                    return True, play
            elif self.wins(rest, seat, None, 0):  # nobody can answer: the lead comes back
                return True, play
        if not passed and self._pass_wins(hands, seat, previous, passes, partner_next):
            return True, None
        return False, None

    def _pass_wins(
        self,
        hands: tuple[int, int, int],
        seat: int,
        previous: Move | None,
        passes: int,
        partner: bool,
    ) -> bool:
        """Whether passing wins for the side of ``seat`` (never, when leading)."""
        if previous is None:
            return False
        after = (seat + 1) % 3
        if passes:
            return self.wins(hands, after, None, 0) == partner
        return self.wins(hands, after, previous, 1) == partner


def _replace(hands: tuple[int, int, int], seat: int, hand: int) -> tuple[int, int, int]:
    if seat == 0:
        return (hand, hands[1], hands[2])
    if seat == 1:
        return (hands[0], hand, hands[2])
    return (hands[0], hands[1], hand)
