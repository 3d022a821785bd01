"""Phase units only some modes have: four-player bidding, 亮牌 and the emperor's keep.

Each is registered under its name; a mode lists the name in its ``phases``.

- ``bid_four`` (RULES.md §4): bidding in the ``bidding4`` style — ``points`` (1/2/3),
  ``three_or_pass`` (必打: 3 or pass) or ``flipped_landlord`` (Ningbo: the seat of
  the flipped card is offered the role first and may pass it on once around; if
  nobody accepts, it keeps it) — with the must-bid rule (:func:`must_bid`).
- ``reveal`` (§4): the landlord may show its hand to all (亮牌), ×3.
- ``keep`` (§6): the emperor sees the kitty, keeps any of it (none to all) and
  discards the rest face down; no view and no event shows the discards.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations
from typing import TYPE_CHECKING

from game.actions import Action, Keep, Show
from game.cards import BIG_JOKER, SMALL_JOKER, Card, rank_counts
from game.doudizhu.bidding import CallBidding, PointsBidding
from game.doudizhu.phases import BidPhase, Phase, register_phase
from game.engine import DONE
from game.events import KittyKept, MultiplierChanged, Shown
from game.rules import Ruleset
from game.view import PHASE_BIDDING, PHASE_KEEP, PHASE_LANDLORD_SHOW

if TYPE_CHECKING:
    from game.doudizhu.game import Game

BIDDING4 = ("points", "three_or_pass", "flipped_landlord")
REVEAL_FACTOR = 3


def bombs_in(cards: Iterable[Card]) -> int:
    """Ranks 3..2 held four or more times: each is a bomb of ``four`` (an eight counts once)."""
    return sum(1 for count in rank_counts(c.rank for c in cards)[:SMALL_JOKER] if count >= 4)


def must_bid(hand: Iterable[Card], rules: Ruleset) -> bool:
    """Whether a seat may not pass while nobody has bid (RULES.md §4).

    Every style: all four jokers, or three bombs.  ``three_or_pass`` adds 必打: a
    bomb with a big joker, or a bomb with both small jokers; there the bid is 3.
    **Decision**: a bomb is a rank held four or more times, counted once however
    many cards it has; the four jokers are the rocket, not a bomb.

    >>> from game.cards import parse_cards
    >>> from game.rules import ruleset
    >>> must_bid(parse_cards("3333 4444 5555"), ruleset("four"))
    True
    >>> hand = parse_cards("3333 R")
    >>> must_bid(hand, ruleset("four")), must_bid(hand, ruleset("four", bidding4="three_or_pass"))
    (False, True)
    """
    cards = list(hand)
    counts = rank_counts(c.rank for c in cards)
    bombs = bombs_in(cards)
    if bombs >= 3 or (counts[SMALL_JOKER] >= rules.decks and counts[BIG_JOKER] >= rules.decks):
        return True
    if rules.bidding4 != "three_or_pass" or not bombs:
        return False
    return counts[BIG_JOKER] >= 1 or counts[SMALL_JOKER] >= 2


class FourBidPhase(BidPhase):
    """Four-player bidding in the ``bidding4`` style, with the must-bid rule."""

    name = "bid_four"

    def start(self, game: Game) -> bool:
        rules, state = game.rules, game.state
        first = state.first_bidder
        must = frozenset(s for s in range(rules.seats) if must_bid(state.hands[s], rules))
        if rules.bidding4 == "flipped_landlord":
            state.bidding = CallBidding(rules.seats, first, all_pass_landlord=True, must_call=must)
        else:
            state.bidding = PointsBidding(
                rules.seats,
                first,
                rules.max_bid,
                rules.all_pass == "first_bidder_is_landlord",
                lowest=rules.max_bid if rules.bidding4 == "three_or_pass" else 1,
                must_bid=must,
            )
        game.enter(PHASE_BIDDING, state.bidding.to_act)
        return True


class RevealPhase(Phase):
    """亮牌: the landlord, holding the kitty, may show its hand to every seat (×3)."""

    name = "reveal"

    def active(self, game: Game) -> bool:
        return game.state.landlord not in game.state.shows

    def start(self, game: Game) -> bool:
        game.enter(PHASE_LANDLORD_SHOW, game.state.landlord)
        return True

    def legal(self, game: Game) -> list[Action]:
        return [Show(False), Show(True)]

    def apply(self, game: Game, seat: int, action: Action, cards: list[Card]) -> str:
        assert isinstance(action, Show)
        if action.yes:
            state = game.state
            state.shows[seat] = REVEAL_FACTOR
            state.show_order.append(seat)
            game.emit(Shown(seat, REVEAL_FACTOR, tuple(state.hands[seat])))
            game.emit(MultiplierChanged(game.multiplier, "show"))
        return DONE


class KeepPhase(Phase):
    """The emperor keeps any of the kitty cards and discards the rest unseen (RULES.md §6).

    The kitty phase before it has put the kitty in the emperor's hand; the
    discards leave it here.  Afterwards the game's ``kitty`` (and so the emperor's
    view) holds only the kept cards; the discards are in ``state.discarded``.
    """

    name = "keep"

    def start(self, game: Game) -> bool:
        game.enter(PHASE_KEEP, game.state.landlord)
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
        others = frozenset(s for s in range(game.rules.seats) if s != seat)
        game.emit(KittyKept(seat, tuple(kept), len(kept), audience=frozenset({seat})))
        game.emit(KittyKept(seat, (), len(kept), audience=others))
        return DONE


for _phase in (FourBidPhase(), RevealPhase(), KeepPhase()):
    register_phase(_phase)

__all__ = ["BIDDING4", "FourBidPhase", "KeepPhase", "RevealPhase", "bombs_in", "must_bid"]
