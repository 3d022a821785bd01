"""The two bidding styles as small state machines (docs/doudizhu.md §1.2).

Each machine knows whose turn it is, what that seat may say, and when bidding
is over; the :class:`~game.doudizhu.game.Game` applies the outcome (landlord, base,
robs) and handles redeals.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.doudizhu.actions import Bid, Call, Rob


@dataclass
class Outcome:
    """How bidding ended: a landlord with a base score and rob count, or a redeal."""

    landlord: int | None
    base: int = 1
    robs: int = 0


@dataclass
class PointsBidding:
    """叫分: each seat speaks once, pass or a strictly higher bid; a 3 ends at once."""

    seats: int
    first: int
    max_bid: int = 3
    all_pass_landlord: bool = False
    spoken: int = 0
    high: int = 0
    high_seat: int | None = None
    outcome: Outcome | None = None
    # The lowest bid allowed (docs/doudizhu-modes.md §4 ``three_or_pass``: 3), and the seats that
    # may
    # not pass while nobody has bid (§4's must-bid rule).
    lowest: int = 1
    must_bid: frozenset[int] = frozenset()

    @property
    def to_act(self) -> int:
        return (self.first + self.spoken) % self.seats

    def legal(self) -> list[Bid]:
        bids = [Bid(v) for v in range(max(self.high + 1, self.lowest), self.max_bid + 1)]
        if self.high == 0 and self.to_act in self.must_bid:
            return bids
        return [Bid(0), *bids]

    def apply(self, action: Bid) -> None:
        if action.value:
            self.high, self.high_seat = action.value, self.to_act
        self.spoken += 1
        if self.high == self.max_bid or self.spoken == self.seats:
            self._finish()

    def _finish(self) -> None:
        if self.high_seat is not None:
            self.outcome = Outcome(self.high_seat, base=self.high)
        elif self.all_pass_landlord:
            self.outcome = Outcome(self.first, base=self.lowest)
        else:
            self.outcome = Outcome(None)


@dataclass
class CallRobBidding:
    """叫地主/抢地主: the first call ends calling; each other seat that did not decline
    may rob once, in order; then the caller may rob back if anyone robbed.
    The last seat to call or rob is landlord; each rob doubles."""

    seats: int
    first: int
    first_shown: int | None = None
    spoken: int = 0
    declined: set[int] = field(default_factory=set)
    caller: int | None = None
    queue: list[int] = field(default_factory=list)
    last: int | None = None
    robs: int = 0
    robbed: bool = False
    rob_back_done: bool = False
    outcome: Outcome | None = None

    @property
    def calling(self) -> bool:
        return self.caller is None

    @property
    def to_act(self) -> int:
        if self.calling:
            return (self.first + self.spoken) % self.seats
        return self.queue[0]

    def legal(self) -> list[Call] | list[Rob]:
        if self.calling:
            return [Call(False), Call(True)]
        return [Rob(False), Rob(True)]

    def apply(self, action: Call | Rob) -> None:
        seat = self.to_act
        if isinstance(action, Call):
            self._call(seat, action.yes)
        else:
            self._rob(seat, action.yes)

    def _call(self, seat: int, yes: bool) -> None:
        self.spoken += 1
        if not yes:
            self.declined.add(seat)
            if self.spoken == self.seats:
                self.outcome = Outcome(self.first_shown)
            return
        self.caller = self.last = seat
        self.queue = [
            s for s in ((seat + i) % self.seats for i in range(1, self.seats))
            if s not in self.declined
        ]
        if not self.queue:
            self.outcome = Outcome(seat)

    def _rob(self, seat: int, yes: bool) -> None:
        self.queue.pop(0)
        if yes:
            self.robs += 1
            self.last = seat
            self.robbed = self.robbed or seat != self.caller
        if not self.queue and self.robbed and not self.rob_back_done and self.caller is not None:
            self.rob_back_done = True
            if self.last != self.caller:
                self.queue.append(self.caller)
        if not self.queue:
            self.outcome = Outcome(self.last, robs=self.robs)


@dataclass
class CallBidding:
    """叫地主 without robbing: seats speak once in order, call or not; the first call wins
    (base 1).  Nobody calls: a redeal, or with ``all_pass_landlord`` the first seat keeps
    the role (docs/doudizhu-modes.md §3 two-player; §4 ``flipped_landlord``, where not calling
    passes
    the role on).  Seats in ``must_call`` may not decline."""

    seats: int
    first: int
    all_pass_landlord: bool = False
    must_call: frozenset[int] = frozenset()
    spoken: int = 0
    outcome: Outcome | None = None

    @property
    def to_act(self) -> int:
        return (self.first + self.spoken) % self.seats

    def legal(self) -> list[Call]:
        if self.to_act in self.must_call:
            return [Call(True)]
        return [Call(False), Call(True)]

    def apply(self, action: Call) -> None:
        seat = self.to_act
        self.spoken += 1
        if action.yes:
            self.outcome = Outcome(seat)
        elif self.spoken == self.seats:
            self.outcome = Outcome(self.first if self.all_pass_landlord else None)
