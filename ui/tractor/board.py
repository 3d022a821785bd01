"""What the Tractor table shows: the display's own model of the hand, seen from one seat.

The rules core has already moved on when its events arrive; the table catches up
event by event (:mod:`ui.tractor.presenter` updates a :class:`Board` as it
animates them) and, once nothing is left to show, the board is rebuilt from the
seat's view (:meth:`Board.from_view`) — which is also how a resumed hand is
laid out.  The board holds only what the seat's view holds: counts of the other
hands, never their cards; the kitty only for the seat that took it, or for
everybody once the hand is over.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.cards import Card
from game.shengji import TractorView, Trump, points
from game.shengji.events import KittyRevealed
from game.shengji.levels import level_change
from game.shengji.modes import SCORE_BIDDING
from game.shengji.phase import PhaseName
from game.shengji.scoring import HandResult

Play = tuple[int, tuple[Card, ...]]


def stage_target(rules: Any, bid: int | None = None) -> int | None:
    """The least total with which the catchers take over (80 with two decks, the bid in
    三人竞标), from the mode's own scorer; ``None`` while a bid is still to be made."""
    try:
        return next(p for p in range(0, 100 * rules.decks + 5, 5)
                    if level_change(p, rules, bid=bid)[0] != "dealer")
    except (StopIteration, ValueError):  # no bid yet in 三人竞标
        return None


@dataclass
class ThrowNotice:
    """A failed throw on show: who threw what, who could beat it, what was played."""

    seat: int
    attempted: tuple[Card, ...]
    forced: tuple[Card, ...]
    blocker: int | None
    penalty: int
    age: float = 0.0


@dataclass
class Board:
    seats: int
    counts: list[int]
    level: str
    levels: tuple[str, ...]
    dealer: int | None = None
    trump: Trump | None = None
    dealer_side: tuple[int, ...] = ()
    declarations: list[tuple[int, tuple[Card, ...], int]] = field(default_factory=list)
    trick: list[Play] = field(default_factory=list)
    trick_winner: int | None = None
    last_trick: list[Play] = field(default_factory=list)
    last_winner: int | None = None
    points: list[int] = field(default_factory=list)
    point_cards: list[list[Card]] = field(default_factory=list)
    deck_left: int = 0
    kitty_down: int = 0  # face-down kitty cards on the table (dealt, not yet taken)
    kitty: tuple[Card, ...] | None = None  # the kitty this seat may see
    kitty_reveal: KittyRevealed | None = None
    throw: ThrowNotice | None = None
    result: HandResult | None = None
    phase: str = ""
    friends: tuple[int, ...] = ()
    calls: tuple[Any, ...] = ()  # 找朋友: the dealer's friend calls
    own_levels: bool = False  # friends and bidding: each player has his own level
    bid: int | None = None  # 三人竞标: the standing (then winning) bid, the catchers' target
    bidder: int | None = None
    target: int | None = None  # the catchers' points to take over (stage_target)
    auction: bool = False  # 三人竞标: the dealer comes from an auction, not a declaration

    @property
    def level_of(self) -> tuple[str, ...]:
        """Every seat's level (the hand's level for all, where the view has none)."""
        return self.levels or (self.level,) * self.seats

    @classmethod
    def from_view(cls, view: TractorView) -> Board:
        """The whole table as ``view`` knows it now (resume, or after the animations)."""
        rules = view.rules
        board = cls(view.seats, list(view.cards_left), view.level, view.levels)
        board.dealer, board.trump, board.phase = view.dealer, view.trump, view.phase
        board.own_levels = rules.per_player_levels
        board.dealer_side, board.friends, board.calls = view.dealer_side, view.friends, view.calls
        board.declarations = list(view.declarations)
        board.points = list(view.points_taken)
        board.point_cards = [[] for _ in range(view.seats)]
        dealt = sum(view.cards_left)
        board.deck_left = max(0, rules.deal_size - dealt) if view.phase in DEALING else 0
        board.kitty_down = rules.kitty_size if view.phase in DEALING else 0
        board.kitty = view.kitty
        board.result = view.result
        board.bid = view.bid
        board.bidder = next((s for s, value in reversed(view.bids) if value is not None), None)
        board.target = stage_target(rules, view.bid)
        board.auction = rules.scorer == SCORE_BIDDING
        done = [t for t in view.tricks if t.winner is not None]
        for trick in done:
            for _seat, cards in trick.plays:
                board.point_cards[trick.winner or 0].extend(c for c in cards if points([c]))
        current = view.tricks[-1] if view.tricks else None
        if current is not None:
            board.trick, board.trick_winner = list(current.plays), current.winner
            earlier = done[:-1] if current.winner is not None else done
            if earlier:
                board.last_trick, board.last_winner = list(earlier[-1].plays), earlier[-1].winner
        return board

    @property
    def standing(self) -> tuple[int, tuple[Card, ...], int] | None:
        """The declaration standing now (the last one made), if any."""
        return self.declarations[-1] if self.declarations else None

    def own_kitty(self) -> tuple[Card, ...]:
        """The kitty the player buried, while the hand is played (his to look at again:
        the board has it only for its burier)."""
        if self.kitty and self.phase == PhaseName.PLAY:
            return tuple(self.kitty)
        return ()

    def catcher_seats(self) -> list[int]:
        return [s for s in range(self.seats) if s not in self.dealer_side]

    @property
    def catchers_points(self) -> int:
        """The catchers' tricks' points and, once the kitty is turned up, its bonus (抠底):
        the panel then reads as the hand's result does (it kept the total before the
        kitty, under a result panel that added it)."""
        taken = sum(self.points[s] for s in self.catcher_seats())
        if self.kitty_reveal is not None:
            return taken + self.kitty_reveal.bonus
        if self.result is not None:
            return taken + self.result.kitty_bonus
        return taken

    def catchers_cards(self) -> list[Card]:
        return [c for s in self.catcher_seats() for c in self.point_cards[s]]

    def finish_trick(self, winner: int, won: int) -> None:
        """A trick is won: its point cards go to the winner; it becomes the last trick."""
        self.trick_winner = winner
        self.points[winner] += won
        for _seat, cards in self.trick:
            self.point_cards[winner].extend(c for c in cards if points([c]))

    def clear_trick(self) -> None:
        """The won trick leaves the middle (it stays viewable as the last trick)."""
        if self.trick and self.trick_winner is not None:
            self.last_trick, self.last_winner = self.trick, self.trick_winner
        self.trick, self.trick_winner = [], None


DEALING = ("dealing", "final_round")
