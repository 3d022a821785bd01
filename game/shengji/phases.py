"""The phases of a Tractor hand, by the names a mode declares in its ``phases``.

``deal`` (:mod:`~game.shengji.deal`: the paced deal with declaring and the final
round), ``auction`` (三人竞标), ``kitty`` and ``bury`` and ``kitty_theft``
(:mod:`~game.shengji.kitty`), ``name_trump``, ``weak_hand`` (造反), ``call_friends``
(找朋友), ``play`` (:mod:`~game.shengji.play`) and ``settle``.  Each is its own unit;
the small ones live here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.cards import SUITS, Card
from game.errors import IllegalAction
from game.shengji.actions import (
    ASK_REDEAL,
    PASS,
    AskRedeal,
    Bid,
    CallFriends,
    FriendCall,
    NameTrump,
    Pass,
    TractorAction,
)
from game.shengji.cards import RANKS, points, show
from game.shengji.deal import DealPhase
from game.shengji.events import BidPlaced, FriendsCalled, RedealAsked, TrumpFixed
from game.shengji.kitty import BuryPhase, KittyPhase, KittyTheftPhase
from game.shengji.phase import CONTINUE, DONE, MAX_VOID_REDEALS, REDEAL, Phase, PhaseName
from game.shengji.play import PlayPhase, SettlePhase
from game.shengji.shapes import number_word
from game.shengji.trump import JOKER_LEVEL, Trump, is_trump

if TYPE_CHECKING:
    from game.shengji.game import Game

PHASE_AUCTION = PhaseName.AUCTION
PHASE_NAME_TRUMP = PhaseName.NAME_TRUMP
PHASE_WEAK_HAND = PhaseName.WEAK_HAND
PHASE_CALL_FRIENDS = PhaseName.CALL_FRIENDS

TOP_BID = 200
BID_STEP = 5
MAX_WEAK_REDEALS = 3
WEAK_POINTS = 15
WEAK_TRUMPS = 3


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


class NameTrumpPhase(Phase):
    """三人竞标: the dealer, kitty in hand, names the trump suit or no trump at his level."""

    name = "name_trump"
    asks = "name the trump suit, or no trump"

    def start(self, game: Game) -> bool:
        game.enter(PHASE_NAME_TRUMP, game.state.dealer)
        return True

    def legal(self, game: Game) -> list[TractorAction] | None:
        if game.state.level == JOKER_LEVEL:
            return [NameTrump(None)]
        return [*(NameTrump(suit) for suit in SUITS), NameTrump(None)]

    def apply(self, game: Game, seat: int, action: TractorAction, chosen: list[Card]) -> str:
        assert isinstance(action, NameTrump)
        state = game.state
        state.trump = Trump(state.level, action.suit)
        game.emit(TrumpFixed(state.trump, seat, "named"))
        return DONE


class WeakHandPhase(Phase):
    """造反 (``redeal_weak_hand``): a catcher holding at most 15 points or at most 3 trumps
    may ask for a new deal, at most three times per hand.

    Every catcher is asked in turn, a strong hand too (it can only pass): asking only
    the weak ones would tell the whole table whose hand is weak.
    """

    name = "weak_hand"
    asks = "ask for a new deal if your hand is weak, or pass to play it"

    def active(self, game: Game) -> bool:
        return game.rules.redeal_weak_hand and game.weak_redeals < MAX_WEAK_REDEALS

    def start(self, game: Game) -> bool:
        state = game.state
        assert state.dealer is not None
        side = game.dealer_side()  # no friend is known yet: the dealer alone
        state.turn_queue = [s for s in game.rules.seat_order(state.dealer) if s not in side]
        return self._next(game)

    def _next(self, game: Game) -> bool:
        if not game.state.turn_queue:
            return False
        game.enter(PHASE_WEAK_HAND, game.state.turn_queue.pop(0))
        return True

    def legal(self, game: Game) -> list[TractorAction] | None:
        assert game.to_act is not None
        return [PASS, ASK_REDEAL] if is_weak(game, game.to_act) else [PASS]

    def check(self, game: Game, seat: int, action: TractorAction, cards: object = None) -> None:
        if isinstance(action, AskRedeal) and not is_weak(game, seat):
            raise IllegalAction(
                f"only a weak hand may ask for a new deal (at most {WEAK_POINTS} points "
                f"or at most {WEAK_TRUMPS} trumps): pass to play this one"
            )
        if not isinstance(action, Pass | AskRedeal):
            raise IllegalAction(f"you cannot do that now: {self.asks}")

    def apply(self, game: Game, seat: int, action: TractorAction, chosen: list[Card]) -> str:
        if isinstance(action, AskRedeal):
            game.weak_redeals += 1
            game.emit(RedealAsked(seat))
            return REDEAL
        return CONTINUE if self._next(game) else DONE


def is_weak(game: Game, seat: int) -> bool:
    """At most 15 points, or at most 3 trumps, under the trump just fixed."""
    trump = game.state.trump
    assert trump is not None
    hand = game.state.hands[seat]
    trumps = sum(1 for card in hand if is_trump(card, trump, game.rules))
    return points(hand) <= WEAK_POINTS or trumps <= WEAK_TRUMPS


class CallFriendsPhase(Phase):
    """找朋友 (§2.5.1): the dealer names "the k-th copy of a face", a face that is not trump."""

    name = "call_friends"

    def active(self, game: Game) -> bool:
        return game.rules.friend_calls > 0

    def start(self, game: Game) -> bool:
        game.enter(PHASE_CALL_FRIENDS, game.state.dealer)
        return True

    def legal(self, game: Game) -> list[TractorAction] | None:
        if game.rules.friend_calls != 1:
            return None
        return [CallFriends((call,)) for call in callable_faces(game)]

    def check(self, game: Game, seat: int, action: TractorAction, cards: object = None) -> None:
        if not isinstance(action, CallFriends):
            raise IllegalAction("call your friends first")
        wanted = game.rules.friend_calls
        if len(action.calls) != wanted:
            plural = "s" if wanted > 1 else ""
            raise IllegalAction(f"call exactly {number_word(wanted)} friend{plural}")
        allowed = set(callable_faces(game))
        for call in action.calls:
            if call not in allowed:
                raise IllegalAction(_bad_call(call, game))

    def apply(self, game: Game, seat: int, action: TractorAction, chosen: list[Card]) -> str:
        assert isinstance(action, CallFriends)
        state = game.state
        state.calls = action.calls
        state.call_counts = [0] * len(action.calls)
        game.emit(FriendsCalled(seat, action.calls))
        return DONE


def _bad_call(call: FriendCall, game: Game) -> str:
    decks = game.rules.decks
    card = Card.parse(call.rank + call.suit)
    trump = game.state.trump
    if trump is not None and is_trump(card, trump, game.rules):
        return f"{show([card])} is trump this hand: call a card that is not trump"
    return (f"call the 1st to the {_ordinal(decks)} {show([card])} played, "
            f"not the {_ordinal(call.ordinal)}")


def _ordinal(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


def callable_faces(game: Game) -> list[FriendCall]:
    """Every call the dealer may make: faces that are not trump this hand, each ordinal."""
    trump = game.state.trump
    assert trump is not None
    calls: list[FriendCall] = []
    for suit in SUITS:
        for rank in reversed(RANKS):
            if is_trump(Card.parse(rank + suit), trump, game.rules):
                continue
            calls.extend(FriendCall(rank, suit, k) for k in range(1, game.rules.decks + 1))
    return calls


_PHASES: dict[str, type[Phase]] = {
    "deal": DealPhase,
    "auction": AuctionPhase,
    "kitty": KittyPhase,
    "name_trump": NameTrumpPhase,
    "weak_hand": WeakHandPhase,
    "bury": BuryPhase,
    "kitty_theft": KittyTheftPhase,
    "call_friends": CallFriendsPhase,
    "play": PlayPhase,
    "settle": SettlePhase,
}


def phase_named(name: str) -> Phase:
    """The phase unit a mode names; an unknown name is refused with the known ones."""
    try:
        return _PHASES[name]()
    except KeyError:
        raise ValueError(f"unknown Tractor phase {name!r}; phases are {sorted(_PHASES)}") from None


__all__ = ["PHASE_AUCTION", "Pass", "phase_named"]
