"""帝主 (``keep``, docs/doudizhu-modes.md §6): the emperor keeps any of the kitty cards (none to
all)
and discards the rest face down; no view and no event shows the discards."""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations
from typing import TYPE_CHECKING

from game.cards import Card
from game.doudizhu.actions import Action, Keep
from game.doudizhu.events import KittyKept
from game.doudizhu.phases.base import Phase
from game.doudizhu.view import PhaseName
from game.engine import DONE

if TYPE_CHECKING:
    from game.doudizhu.game import Game


@dataclass(kw_only=True)
class KeepState:
    """The kitty cards the emperor discarded, face down, seen by nobody."""

    discarded: list[Card] = field(default_factory=list)


class KeepPhase(Phase):
    """The emperor keeps any of the kitty cards and discards the rest unseen
    (docs/doudizhu-modes.md §6).

    The kitty phase before it has put the kitty in the emperor's hand; the
    discards leave it here.  Afterwards the game's ``kitty`` (and so the emperor's
    view) holds only the kept cards; the discards are in ``state.discarded``.
    """

    name = "keep"

    def start(self, game: Game) -> bool:
        game.enter(PhaseName.KEEP, game.state.landlord)
        return True

    def legal(self, game: Game) -> list[Action]:
        kitty = game.state.kitty
        return [
            Keep(chosen) for size in range(len(kitty) + 1) for chosen in combinations(kitty, size)
        ]

    def refusal(self, game: Game, action: Action) -> str | None:
        if not isinstance(action, Keep):
            return None
        for card in action.cards:
            if card not in game.state.kitty:
                return f"{card} is not in the kitty: the emperor keeps only kitty cards"
            if action.cards.count(card) > 1:
                return f"{card} is named twice: each kitty card is kept once"
        return None

    def apply(self, game: Game, seat: int, action: Action, cards: list[Card]) -> str:
        assert isinstance(action, Keep)
        state = game.state
        kept = list(action.cards)
        discarded = [card for card in state.kitty if card not in kept]
        for card in discarded:
            state.hands[seat].remove(card)
        state.kitty, state.discarded = kept, discarded
        game.emit_secret(KittyKept(seat, tuple(kept), len(kept)), seat, kept=())
        return DONE
