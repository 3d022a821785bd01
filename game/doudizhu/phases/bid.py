"""Bidding (``bid``) in the mode's style: 叫分 points, 叫地主 call, or 叫地主/抢地主 call
and rob (docs/doudizhu.md §1.2, docs/doudizhu-modes.md §3).  The first seat to have shown its hand
speaks first.
No landlord means the deal is void; the engine deals again."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.cards import Card
from game.doudizhu.actions import Action, Bid, Call, Rob
from game.doudizhu.bidding import CallBidding, CallRobBidding, PointsBidding
from game.doudizhu.events import BidMade, MultiplierChanged
from game.doudizhu.phases.base import Phase
from game.doudizhu.view import PhaseName
from game.engine import CONTINUE, DONE, REDEAL

if TYPE_CHECKING:
    from game.doudizhu.game import Game


@dataclass(kw_only=True)
class BidState:
    """What bidding keeps: the auction under way, every bid in order, the robs so far."""

    bidding: PointsBidding | CallRobBidding | CallBidding | None = None
    bid_log: list[tuple[int, str]] = field(default_factory=list)
    robs: int = 0


class BidPhase(Phase):
    """Bidding in the mode's style; no landlord means the deal is void."""

    name = "bid"

    def active(self, game: Game) -> bool:
        return game.fixed_landlord is None

    def start(self, game: Game) -> bool:
        game.state.bidding = self.auction(game)
        game.enter(PhaseName.BIDDING, game.state.bidding.to_act)
        return True

    def auction(self, game: Game) -> PointsBidding | CallRobBidding | CallBidding:
        """The auction of the mode's ``bidding`` style, from its first speaker."""
        rules, state = game.rules, game.state
        first = state.show_order[0] if state.show_order else state.first_bidder
        if rules.bidding == "points":
            return PointsBidding(
                rules.seats, first, rules.max_bid, rules.all_pass == "first_bidder_is_landlord"
            )
        if rules.bidding == "call":
            return CallBidding(rules.seats, first)
        shown = state.show_order[0] if state.show_order else None
        return CallRobBidding(rules.seats, first, first_shown=shown)

    def legal(self, game: Game) -> list[Action]:
        assert game.state.bidding is not None
        return list(game.state.bidding.legal())

    def apply(self, game: Game, seat: int, action: Action, cards: list[Card]) -> str:
        state = game.state
        bidding = state.bidding
        assert bidding is not None and isinstance(action, Bid | Call | Rob)
        bidding.apply(action)  # type: ignore[arg-type]
        state.bid_log.append((seat, str(action)))
        game.emit(BidMade(seat, str(action)))
        if isinstance(action, Rob) and action.yes:
            state.robs += 1
            game.emit(MultiplierChanged(game.multiplier, "rob"))
        if isinstance(action, Bid) and action.value:
            state.base = action.value
        outcome = bidding.outcome
        if outcome is None:
            game.to_act = bidding.to_act
            return CONTINUE
        if outcome.landlord is None:
            return REDEAL
        state.landlord, state.base = outcome.landlord, outcome.base
        return DONE
