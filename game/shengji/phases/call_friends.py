"""找朋友 (``call_friends``, docs/tractor-modes.md §2.5): the dealer names the cards whose holders
become its friends when they play them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.cards import SUITS, Card
from game.errors import IllegalAction
from game.shengji.actions import (
    CallFriends,
    FriendCall,
    TractorAction,
)
from game.shengji.cards import RANKS, points, show
from game.shengji.events import FriendsCalled
from game.shengji.modes import TractorRules
from game.shengji.phase import DONE, Phase, PhaseName
from game.shengji.shapes import number_word
from game.shengji.trump import Trump, is_trump

if TYPE_CHECKING:
    from game.shengji.game import Game

PHASE_CALL_FRIENDS = PhaseName.CALL_FRIENDS



@dataclass(kw_only=True)
class FriendsState:
    """The dealer's calls, how many copies of each called card have been played so far,
    and the friends found."""

    calls: tuple[FriendCall, ...] = ()
    call_counts: list[int] = field(default_factory=list)
    friends: list[int] = field(default_factory=list)


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
    assert trump is not None
    refused = refusal(card, trump, game.rules)
    if refused is not None:
        return refused
    return (f"call the 1st to the {_ordinal(decks)} {show([card])} played, "
            f"not the {_ordinal(call.ordinal)}")


def refusal(card: Card, trump: Trump, rules: TractorRules) -> str | None:
    """Why ``friend_cards`` (§1.15) forbids calling ``card`` this hand; ``None`` if it may."""
    rule = rules.friend_cards
    if rule != "any" and is_trump(card, trump, rules):
        return f"{show([card])} is trump this hand: call a card that is not trump"
    if rule == "no_highest" and card.rank_char == highest_rank(trump):
        return f"{show([card])} is the highest card of its suit this hand: call a lower one"
    if rule == "no_points" and points([card]):
        return f"{show([card])} scores points: call a card that is not a 5, 10 or K"
    return None


def highest_rank(trump: Trump) -> str:
    """The highest rank of a plain suit this hand: A, or K when A is the level."""
    return next(r for r in reversed(RANKS) if r != trump.level)


def _ordinal(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


def callable_faces(game: Game) -> list[FriendCall]:
    """Every call the dealer may make this hand (:func:`allowed_calls`)."""
    trump = game.state.trump
    assert trump is not None
    return allowed_calls(trump, game.rules)


def allowed_calls(trump: Trump, rules: TractorRules) -> list[FriendCall]:
    """Every call ``friend_cards`` allows under ``trump``, each ordinal: by default faces
    that are not trump (§2.5.1); ``any`` adds the trumps a call can name (no joker)."""
    calls: list[FriendCall] = []
    for suit in SUITS:
        for rank in reversed(RANKS):
            if refusal(Card.parse(rank + suit), trump, rules) is None:
                calls.extend(FriendCall(rank, suit, k) for k in range(1, rules.decks + 1))
    return calls
