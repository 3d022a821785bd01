"""三人竞标 (``auction``, docs/tractor-modes.md §2.6): the catchers' target is bid down from 200 in
steps of 5; a pass is out for good; the last bidder deals (its target is the bid)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.cards import Card
from game.errors import IllegalAction
from game.shengji.actions import (
    PASS,
    Bid,
    Pass,
    TractorAction,
)
from game.shengji.events import BidPlaced
from game.shengji.phase import CONTINUE, DONE, MAX_VOID_REDEALS, REDEAL, Phase, PhaseName

if TYPE_CHECKING:
    from game.shengji.game import Game

PHASE_AUCTION = PhaseName.AUCTION

TOP_BID = 200
BID_STEP = 5



@dataclass(kw_only=True)
class AuctionState:
    """The standing bid and its seat, the seats still in, every bid in order (``None``: a pass)."""

    bid: int | None = None
    bidder: int | None = None
    bidding_in: list[int] = field(default_factory=list)
    bids: list[tuple[int, int | None]] = field(default_factory=list)


class AuctionPhase(Phase):
    """三人竞标 (§2.6): bid the catchers' target down from 200; a pass is out for good."""

    name = "auction"

    def start(self, game: Game) -> bool:
        state = game.state
        state.bidding_in = game.rules.seat_order(state.first_bidder)
        game.enter(PHASE_AUCTION, state.first_bidder)
        return True

    def legal(self, game: Game) -> list[TractorAction] | None:
        state = game.state
        standing = state.bid
        top = TOP_BID if standing is None else standing - BID_STEP
        bids: list[TractorAction] = [Bid(value) for value in range(top, 0, -BID_STEP)]
        if standing is None and len(state.bidding_in) == 1 and game.last_void_deal:
            return bids  # the redeal cap: the last seat in may not pass the deal away
        return [PASS, *bids]

    def check(self, game: Game, seat: int, action: TractorAction, cards: object = None) -> None:
        legal = self.legal(game) or []
        if action in legal:
            return
        standing = game.state.bid
        if isinstance(action, Pass):
            raise IllegalAction(
                f"the cards have been dealt again {MAX_VOID_REDEALS} times already: you are "
                "the last bidder left and must bid"
            )
        if not isinstance(action, Bid):
            raise IllegalAction("bid a target for the catchers, or pass")
        if standing is None:
            raise IllegalAction(f"a bid is a multiple of {BID_STEP} from {TOP_BID} down to "
                                f"{BID_STEP}, not {action.value}")
        raise IllegalAction(f"bid lower than the standing {standing}, in steps of {BID_STEP}, "
                            f"or pass; {action.value} is not")

    def apply(self, game: Game, seat: int, action: TractorAction, chosen: list[Card]) -> str:
        state = game.state
        if isinstance(action, Bid):
            state.bid, state.bidder = action.value, seat
            state.bids.append((seat, action.value))
            game.emit(BidPlaced(seat, action.value))
        else:
            state.bidding_in.remove(seat)
            state.bids.append((seat, None))
            game.emit(BidPlaced(seat, None))
        if not state.bidding_in:
            return REDEAL
        if state.bidder is not None and state.bidding_in == [state.bidder]:
            state.dealer = state.bidder
            state.level = game.levels[state.bidder]
            return DONE
        game.to_act = _next_in(state.bidding_in, seat, game.seats)
        return CONTINUE


def _next_in(seats_in: list[int], seat: int, seats: int) -> int:
    for step in range(1, seats + 1):
        following = (seat + step) % seats
        if following in seats_in:
            return following
    raise ValueError("nobody is left in the auction")
