"""The kitty 底牌: the dealer takes it and buries as many (docs/tractor.md §1.4), and 炒地皮.

Burying is unrestricted (D6): points, trumps and jokers may all go down.  Only
the seat that buried sees the buried cards until the hand ends; the others learn
how many.  With ``kitty_theft`` the other seats, in turn from the one after the
last burier (each is asked, one that cannot steal too), may make a stronger
declaration, take the kitty, bury again and so change trump; the dealer stays
the dealer (shengji ``KittyTheftPolicy``).  Under ``kitty=none`` (§1.15) every card is
dealt and these phases do not run.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.cards import Card
from game.errors import IllegalAction
from game.shengji.actions import PASS, Bury, Declare, Pass, TractorAction
from game.shengji.cards import show
from game.shengji.declare import candidate_declarations, declaration_error, make_declaration
from game.shengji.events import KittyBuried, KittyStolen, KittyTaken, TrumpFixed
from game.shengji.phase import CONTINUE, DONE, Phase, PhaseName
from game.shengji.trump import Trump

if TYPE_CHECKING:
    from game.shengji.game import Game

PHASE_BURY = PhaseName.BURY
PHASE_KITTY_THEFT = PhaseName.KITTY_THEFT


class KittyPhase(Phase):
    """The dealer picks up the kitty (no input needed)."""

    name = "kitty"

    def active(self, game: Game) -> bool:
        return game.rules.has_kitty  # kitty=none (§1.15): every card was dealt

    def start(self, game: Game) -> bool:
        state = game.state
        assert state.dealer is not None
        take_kitty(game, state.dealer)
        return False


class BuryPhase(Phase):
    """The kitty's owner buries exactly as many cards as he took."""

    name = "bury"

    def active(self, game: Game) -> bool:
        return game.rules.has_kitty

    def start(self, game: Game) -> bool:
        game.enter(PHASE_BURY, game.state.kitty_owner)
        return True

    def legal(self, game: Game) -> list[TractorAction] | None:
        return None  # every choice of 8 cards out of 33: too many to list

    def check(self, game: Game, seat: int, action: TractorAction, cards: object = None) -> None:
        check_bury(game, seat, action)

    def apply(self, game: Game, seat: int, action: TractorAction, chosen: list[Card]) -> str:
        assert isinstance(action, Bury)
        bury(game, seat, action.cards)
        return DONE


def take_kitty(game: Game, seat: int) -> None:
    state = game.state
    state.hands[seat].extend(state.kitty)
    state.kitty_owner = seat
    game.emit_secret(KittyTaken(seat, tuple(state.kitty)), seat, cards=())
    state.kitty = []


def check_bury(game: Game, seat: int, action: TractorAction) -> None:
    """A burial is exactly ``kitty_size`` distinct cards from the burier's hand."""
    if not isinstance(action, Bury):
        raise IllegalAction(f"bury {game.rules.kitty_size} cards first")
    size = game.rules.kitty_size
    if len(action.cards) != size or len(set(action.cards)) != size:
        raise IllegalAction(
            f"bury exactly {size} different cards: you chose {len(set(action.cards))}"
        )
    hand = game.state.hands[seat]
    missing = [card for card in action.cards if card not in hand]
    if missing:
        raise IllegalAction(f"you do not hold {show(missing)}")


def bury(game: Game, seat: int, cards: Sequence[Card]) -> None:
    state = game.state
    for card in cards:
        state.hands[seat].remove(card)
    state.kitty = list(cards)
    state.forget_played(seat, tuple(cards))
    game.emit_secret(KittyBuried(seat, tuple(cards), len(cards)), seat, cards=())


class KittyTheftPhase(Phase):
    """炒地皮: after a burial, a stronger declaration takes the kitty and changes trump."""

    name = "kitty_theft"

    def active(self, game: Game) -> bool:
        return game.rules.kitty_theft and game.rules.declares_in_deal and game.rules.has_kitty

    def start(self, game: Game) -> bool:
        return self._next_round(game)

    def _next_round(self, game: Game) -> bool:
        """Offer the theft to every seat but the last burier, in turn.

        A seat that cannot steal is asked too (it can only pass): skipping it would
        tell the table who holds no stronger declaration.
        """
        state = game.state
        owner = state.kitty_owner
        assert owner is not None
        state.turn_queue = [(owner + i) % game.rules.seats for i in range(1, game.rules.seats)]
        return self._next_seat(game)

    def _next_seat(self, game: Game) -> bool:
        state = game.state
        if not state.turn_queue:
            return False
        game.enter(PHASE_KITTY_THEFT, state.turn_queue.pop(0))
        return True

    def _thefts(self, game: Game, seat: int) -> list[TractorAction]:
        state = game.state
        standing = state.standing
        if standing is not None and standing.seat == seat:
            return []  # a reinforcement changes nothing worth the kitty
        sets = candidate_declarations(
            seat, state.hands[seat], state.level, state.declarations, game.rules
        )
        return [Declare(cards) for cards in sets]

    def legal(self, game: Game) -> list[TractorAction] | None:
        if game.phase == PHASE_BURY:
            return None
        assert game.to_act is not None
        return [PASS, *self._thefts(game, game.to_act)]

    def check(self, game: Game, seat: int, action: TractorAction, cards: object = None) -> None:
        if game.phase == PHASE_BURY:
            check_bury(game, seat, action)
            return
        if isinstance(action, Pass):
            return
        if not isinstance(action, Declare):
            raise IllegalAction("declare something stronger to take the kitty, or pass")
        state = game.state
        standing = state.standing
        if standing is not None and standing.seat == seat:
            raise IllegalAction("the standing declarer cannot take the kitty by reinforcing")
        error = declaration_error(
            action.cards, seat, state.hands[seat], state.level, state.declarations, game.rules
        )
        if error is not None:
            raise IllegalAction(error)

    def apply(self, game: Game, seat: int, action: TractorAction, chosen: list[Card]) -> str:
        if isinstance(action, Bury):
            bury(game, seat, action.cards)
            return CONTINUE if self._next_round(game) else DONE
        if isinstance(action, Declare):
            self._steal(game, seat, action)
            return CONTINUE
        return CONTINUE if self._next_seat(game) else DONE

    def _steal(self, game: Game, seat: int, action: Declare) -> None:
        state = game.state
        declaration = make_declaration(seat, action.cards, state.level, game.rules)
        state.declarations.append(declaration)
        state.show(seat, action.cards)
        state.trump = Trump(state.level, declaration.suit)
        game.emit(KittyStolen(seat, action.cards))
        assert state.dealer is not None
        game.emit(TrumpFixed(state.trump, state.dealer, "declared"))
        take_kitty(game, seat)
        game.enter(PHASE_BURY, seat)
