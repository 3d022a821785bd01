"""造反 (``weak_hand``, docs/tractor.md §1.12): a catcher whose hand is weak may ask for a
new deal, a few times a hand at most."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.cards import Card
from game.errors import IllegalAction
from game.shengji.actions import (
    ASK_REDEAL,
    PASS,
    AskRedeal,
    Pass,
    TractorAction,
)
from game.shengji.cards import points
from game.shengji.events import RedealAsked
from game.shengji.phase import CONTINUE, DONE, REDEAL, Phase, PhaseName
from game.shengji.trump import is_trump

if TYPE_CHECKING:
    from game.shengji.game import Game

PHASE_WEAK_HAND = PhaseName.WEAK_HAND

MAX_WEAK_REDEALS = 3
WEAK_POINTS = 15
WEAK_TRUMPS = 3


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
