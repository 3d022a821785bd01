"""Finishing one determinised deal: solved exactly, or played out by the policy.

The search (:mod:`ai.doudizhu.search`) and the after-hand review (:mod:`ai.doudizhu.review`) both
score a choice on sampled deals (:mod:`ai.doudizhu.sampling`).  Both finish a deal the
same two ways, written once here: :func:`solved_win` asks the exact solver,
:func:`play_out` lets one policy play every seat, in the mode's turn order, to
the end.  A simulated seat knows the cards outside its own hand (the decks less
its hand and everything played, as a real seat does), not who holds them.
"""

from __future__ import annotations

from dataclasses import dataclass

from ai.clock import past
from ai.doudizhu.counting import Knowledge
from ai.doudizhu.policy import Policy
from ai.doudizhu.position import Position
from ai.doudizhu.ranks import cards_outside, take
from ai.doudizhu.seating import Seating
from ai.doudizhu.solver import Hands, SearchLimit, Solver
from game.plays import Play

MAX_TURNS = 200  # a play-out that runs this long is scored as a loss (it never should)


class OutOfTime(Exception):
    """A play-out passed its deadline; the caller drops the unfinished sample."""


def solved_win(solver: Solver, pos: Position, hands: Hands, option: Play | None) -> bool:
    """Does ``pos``'s side win this deal after ``option``, with best play on every side?

    Raises :class:`~ai.doudizhu.solver.SearchLimit` when the solver's node budget runs out.
    """
    seat = pos.seat
    if option is None:
        assert pos.previous is not None and pos.previous_seat is not None
        landlord_won = solver.after_pass(hands, seat, pos.previous, pos.previous_seat)
    else:
        landlord_won = solver.after_play(hands, seat, option)
    return landlord_won == pos.seating.landlord_side[seat]


@dataclass
class Endgame:
    """A play-out's exact finish: once ``cards`` or fewer are left on the table, ``solver``
    answers the deal (every hand known) within its node limit per question; past that the
    policy plays on and asks again a turn later.  One solver serves every candidate of a
    sampled deal, so positions they share are solved once."""

    solver: Solver
    cards: int

    def landlord_wins(self, counts: list[list[int]], seat: int, previous: Play | None,
                      owner: int | None) -> bool | None:
        """The solver's answer, or None when it ran out of nodes."""
        self.solver.nodes = 0  # the limit is per question; the table is kept
        hands = tuple(tuple(c) for c in counts)
        try:
            return self.solver.landlord_wins(hands, seat, previous,
                                             seat if previous is None or owner is None else owner)
        except SearchLimit:
            return None


def play_out(
    pos: Position, hands: Hands, option: Play | None, policy: Policy,
    deadline: float | None = None, endgame: Endgame | None = None,
) -> bool:
    """Play this deal to the end, ``option`` first, ``policy`` at every seat; did our side win?

    With a ``deadline`` (a ``time.perf_counter`` value) the clock is read before every
    simulated turn and :class:`OutOfTime` raised past it: on 25-40-card hands one play-out
    costs tens of milliseconds, so a check between samples alone let a decision overrun.
    With an ``endgame`` the last few cards are solved instead of played: the policy's own
    endgame slips are noise in the roll-out's verdict on the first move.
    """
    seating = pos.seating
    counts = [list(h) for h in hands]
    played = [d - h - o for d, h, o in zip(seating.deck, pos.hand, pos.knowledge.outside,
                                           strict=True)]
    seat, previous, owner = pos.seat, pos.previous, pos.previous_seat
    move = option
    for _ in range(MAX_TURNS):
        if move is not None:
            take(counts[seat], move, played)
            if not any(counts[seat]):
                return pos.is_ours(seat)
            previous, owner = move, seat
        if deadline is not None and past(deadline):
            raise OutOfTime
        seat = seating.next_seat(seat)
        if seat == owner:
            previous = None
        if endgame is not None and sum(map(sum, counts)) <= endgame.cards:
            landlord_won = endgame.landlord_wins(counts, seat, previous, owner)
            if landlord_won is not None:
                return landlord_won == seating.landlord_side[pos.seat]
        move = policy.choose(simulated_position(seating, counts, played, seat, previous, owner))
    return False


def simulated_position(
    seating: Seating,
    counts: list[list[int]],
    played: list[int],
    seat: int,
    previous: Play | None,
    owner: int | None,
) -> Position:
    """A play-out seat's position: its hand, and the cards outside it (not who holds them)."""
    outside = cards_outside(seating.deck, counts[seat], played)
    knowledge = Knowledge(seating, seat, outside, tuple(sum(c) for c in counts))
    return Position(seat, list(counts[seat]), previous, owner, knowledge)
