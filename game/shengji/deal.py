"""The paced deal 发牌 with declaring interleaved, then the final round (docs/tractor.md §1.3).

Cards arrive one at a time, counter-clockwise from the first receiver (the
dealer; a random seat in a match's first hand, and every hand with four decks).
After each card the seat that received it is to act: it may declare, or pass to
let the next card come (the app sends that pass at its animation pace).  Any
seat may declare at any moment while cards are arriving — the human's button —
while an AI seat answers only at its own card and in the final round (D2).

After the last card the final round runs seat by seat from the one after the
last receiver until a whole round passes; every seat is asked, one with nothing
to declare too (it can only pass), so whose turn it is tells nothing of the
hidden hands.  Then trump is fixed: the standing
declaration, else the ``no_declaration`` option (first hand: a redeal, D5).
Modes without declaring (three-player bidding) deal everything at once.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.cards import Card
from game.errors import IllegalAction
from game.shengji.actions import PASS, Declare, Pass, TractorAction
from game.shengji.declare import candidate_declarations, declaration_error, make_declaration
from game.shengji.events import CardDealt, DeclarationsRevealed, TrumpDeclared, TrumpFixed
from game.shengji.modes import DECLARE_HIDDEN
from game.shengji.phase import CONTINUE, DONE, REDEAL, Phase, PhaseName
from game.shengji.trump import JOKER_LEVEL, Trump

if TYPE_CHECKING:
    from game.shengji.game import Game

PHASE_DEALING = PhaseName.DEALING
PHASE_FINAL_ROUND = PhaseName.FINAL_ROUND
FLIP_POSITION = 3  # flip_kitty turns up the 4th kitty card first


class DealPhase(Phase):
    name = "deal"

    def start(self, game: Game) -> bool:
        if not self._declaring(game):
            while _deal_one(game):
                pass
            outcome = self._finish(game)
            assert outcome == DONE, "a deal without declaring always fixes its trump"
            return False
        _deal_one(game)
        game.enter(PHASE_DEALING, _last_receiver(game))
        return True

    @staticmethod
    def _declaring(game: Game) -> bool:
        return game.rules.declares_in_deal and game.state.level != JOKER_LEVEL

    # ----- actions ---------------------------------------------------------------------

    def legal(self, game: Game) -> list[TractorAction] | None:
        seat = game.to_act
        assert seat is not None
        return [PASS, *self.declarations(game, seat)]

    def declarations(self, game: Game, seat: int) -> list[TractorAction]:
        state = game.state
        sets = candidate_declarations(
            seat, state.hands[seat], state.level, state.declarations, game.rules
        )
        return [Declare(cards) for cards in sets]

    def out_of_turn(self, game: Game, seat: int, action: TractorAction) -> bool:
        return game.phase == PHASE_DEALING and isinstance(action, Declare)

    def check(self, game: Game, seat: int, action: TractorAction, cards: object = None) -> None:
        if isinstance(action, Pass):
            if seat != game.to_act:
                raise IllegalAction(
                    f"the deal goes on at seat {game.to_act}'s moment: you may declare at any time"
                )
            return
        if not isinstance(action, Declare):
            raise IllegalAction("while the cards are dealt you may only declare trump or wait")
        state = game.state
        error = declaration_error(
            action.cards, seat, state.hands[seat], state.level, state.declarations, game.rules
        )
        if error is not None:
            raise IllegalAction(error)

    def apply(self, game: Game, seat: int, action: TractorAction, chosen: list[Card]) -> str:
        if isinstance(action, Declare):
            _declare(game, seat, action)
            if game.phase == PHASE_FINAL_ROUND:
                game.state.passes = 0
                return self._next_in_final_round(game)
            return CONTINUE
        if game.phase == PHASE_DEALING:
            if _deal_one(game):
                game.to_act = _last_receiver(game)
                return CONTINUE
            return self._start_final_round(game)
        game.state.passes += 1
        return self._next_in_final_round(game)

    # ----- the final round -----------------------------------------------------------------

    def _start_final_round(self, game: Game) -> str:
        state = game.state
        state.passes = 0
        game.enter(PHASE_FINAL_ROUND, (_last_receiver(game) + 1) % game.rules.seats)
        return CONTINUE

    def _next_in_final_round(self, game: Game) -> str:
        """Hand the turn to the next seat, or end the round after a whole round of passes.

        Every seat is asked, those with nothing to declare too (they can only pass):
        skipping them would let everybody read who holds level cards or jokers from
        whose turn it is and from when the round ends.
        """
        state = game.state
        seat = game.to_act
        assert seat is not None
        if state.passes >= game.rules.seats:
            return self._finish(game)
        game.to_act = (seat + 1) % game.rules.seats
        return CONTINUE

    def _finish(self, game: Game) -> str:
        """The deal is over: reveal hidden declarations and fix trump (or void the deal)."""
        state = game.state
        if game.rules.declaration == DECLARE_HIDDEN and state.declarations:
            for declaration in state.declarations:
                state.show(declaration.seat, declaration.cards)
            game.emit(DeclarationsRevealed(tuple((d.seat, d.cards) for d in state.declarations)))
        if not game.rules.declares_in_deal:
            return DONE
        standing = state.standing
        if standing is not None:
            if state.dealer is None:
                state.dealer = standing.seat
            return _fix(game, Trump(state.level, standing.suit), "declared")
        if state.level == JOKER_LEVEL:
            return _fix(game, Trump(JOKER_LEVEL, None), "joker_level")
        if state.dealer is None:
            if not game.last_void_deal:
                return REDEAL
            state.dealer = state.first_receiver  # the redeal cap: a random seat deals
            state.level = game.levels[state.dealer]
        return _nobody_declared(game)


def _deal_one(game: Game) -> bool:
    """Give the next card to its seat; ``False`` once every hand is full."""
    state = game.state
    table = game.rules.table
    if state.dealt >= table.deal_size:
        return False
    seat = (state.first_receiver + state.dealt) % table.seats
    card = state.deck[state.dealt]
    state.hands[seat].append(card)
    state.dealt += 1
    game.emit_secret(CardDealt(seat, card, state.dealt), seat, card=None)
    if state.dealt == table.deal_size:
        state.kitty = list(state.deck[table.deal_size :])
    return True


def _last_receiver(game: Game) -> int:
    state = game.state
    return (state.first_receiver + state.dealt - 1) % game.rules.seats


def _declare(game: Game, seat: int, action: Declare) -> None:
    state = game.state
    standing = state.standing
    reinforced = standing is not None and standing.seat == seat
    declaration = make_declaration(seat, action.cards, state.level, game.rules)
    state.declarations.append(declaration)
    count = len(action.cards)
    if game.rules.declaration == DECLARE_HIDDEN:
        game.emit_secret(TrumpDeclared(seat, action.cards, count, reinforced), seat, cards=())
        return
    state.show(seat, action.cards)
    game.emit(TrumpDeclared(seat, action.cards, count, reinforced))


def _fix(game: Game, trump: Trump, how: str) -> str:
    state = game.state
    state.trump = trump
    assert state.dealer is not None
    game.emit(TrumpFixed(trump, state.dealer, how, state.flipped))
    return DONE


def _nobody_declared(game: Game) -> str:
    """A later hand nobody declared in: the ``no_declaration`` option decides.

    After the redeal cap (``Game.last_void_deal``) the deal is played: ``redeal``
    then reads as ``no_trump`` (seed line 15: nobody shows, no trump), and in a
    match's first hand the seat that received the first card deals.
    """
    state = game.state
    choice = game.rules.no_declaration
    if choice == "redeal" and not game.last_void_deal:
        return REDEAL
    if choice == "spades":
        return _fix(game, Trump(state.level, "S"), "spades")
    if choice == "flip_kitty":
        state.flipped = flip_kitty_card(state.kitty)
        suit = None if state.flipped is None else state.flipped.suit
        return _fix(game, Trump(state.level, suit), "flipped")
    return _fix(game, Trump(state.level, None), "no_trump")


def flip_kitty_card(kitty: Sequence[Card]) -> Card | None:
    """The 4th kitty card, else the 5th, 6th, … then the 1st, 2nd …: the first non-joker.

    >>> from game.cards import parse_cards
    >>> str(flip_kitty_card(parse_cards("2S 3S 4S B R 5H")))
    '5H'
    >>> flip_kitty_card(parse_cards("B R B' R'")) is None
    True
    """
    order = [*kitty[FLIP_POSITION:], *kitty[:FLIP_POSITION]]
    return next((card for card in order if not card.is_joker), None)
