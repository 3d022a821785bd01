"""Five players (``ally``, docs/doudizhu-modes.md §5): the landlord names a card of which it holds
exactly one copy, and the holder of the other copy is its hidden ally; or it plays
alone, 1 against all (×2).  The ally is known to itself at once and to every seat
when it plays the named card or the hand ends."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.cards import Card
from game.doudizhu.actions import Action, CallAlly
from game.doudizhu.events import AllyCalled, AllyKnown, AllyRevealed, MultiplierChanged
from game.doudizhu.phases.base import Phase
from game.doudizhu.ruleset import TEAMS_HIDDEN_ALLY
from game.doudizhu.view import PhaseName
from game.engine import DONE

if TYPE_CHECKING:
    from game.doudizhu.game import Game


@dataclass(kw_only=True)
class AllyState:
    """The called card, the seat holding its other copy, whether every seat knows that
    seat yet, and whether the landlord plays alone."""

    ally_card: Card | None = None
    ally: int | None = None
    ally_revealed: bool = False
    alone: bool = False


class AllyPhase(Phase):
    """The landlord names its ally's card, or plays alone."""

    name = "ally"

    def active(self, game: Game) -> bool:
        return game.rules.teams == TEAMS_HIDDEN_ALLY

    def start(self, game: Game) -> bool:
        game.enter(PhaseName.ALLY, game.state.landlord)
        return True

    def legal(self, game: Game) -> list[Action]:
        assert game.state.landlord is not None
        held: dict[tuple[int, str], int] = {}
        for card in game.state.hands[game.state.landlord]:
            held[card.rank, card.suit] = held.get((card.rank, card.suit), 0) + 1
        once = sorted(Card(rank, suit) for (rank, suit), count in held.items() if count == 1)
        return [*(CallAlly(card) for card in once), CallAlly(None)]

    def apply(self, game: Game, seat: int, action: Action, cards: list[Card]) -> str:
        assert isinstance(action, CallAlly)
        state = game.state
        state.ally_card, state.alone = action.card, action.card is None
        game.emit(AllyCalled(seat, action.card))
        if action.card is None:
            game.emit(MultiplierChanged(game.multiplier, "alone"))
            return DONE
        holders = [s for s in range(game.rules.seats) if holds(state.hands[s], action.card)]
        state.ally = next((s for s in holders if s != seat), None)
        if state.ally is not None:
            game.emit(AllyKnown(state.ally, audience=frozenset({state.ally})))
        return DONE


def holds(cards: list[Card], wanted: Card) -> bool:
    """Whether ``cards`` hold a copy of ``wanted`` (any deck)."""
    return any(c.rank == wanted.rank and c.suit == wanted.suit for c in cards)


def reveal_ally(game: Game) -> None:
    """Make the hidden ally known to every seat (it played the card, or the hand ended)."""
    state = game.state
    if state.ally is not None and not state.ally_revealed:
        state.ally_revealed = True
        game.emit(AllyRevealed(state.ally))
