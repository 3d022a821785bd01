"""The phases of a Dou Dizhu hand, each a small unit the engine runs in the declared order.

A mode's ``phases`` names them (``deal``, ``show``, ``bid``, ``kitty``,
``landlord_show``, ``double``, ``play``).  The engine asks each in turn whether it
applies (:meth:`Phase.active`), starts it (:meth:`Phase.start` returns ``False``
when it needs nobody's input), offers its legal actions, and applies them until
the phase says it is done.  A phase may end the hand's flow early: bidding with
no landlord asks for a redeal, the play phase settles the hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.actions import (
    PASS,
    Action,
    Bid,
    Call,
    CallAlly,
    Double,
    PassTurn,
    Rob,
    Show,
    format_action,
)
from game.cards import Card
from game.doudizhu.bidding import CallBidding, CallRobBidding, PointsBidding
from game.doudizhu.patterns import bomb_factor, doubles, generate
from game.doudizhu.play_cards import check_play
from game.doudizhu.scoring import settle, settle_hidden_ally
from game.engine import CONTINUE, DONE, REDEAL
from game.engine import Phase as EnginePhase
from game.errors import IllegalAction
from game.events import (
    AllyCalled,
    AllyKnown,
    AllyRevealed,
    BidMade,
    Doubled,
    LandlordChosen,
    MultiplierChanged,
    NewTrick,
    Passed,
    Played,
    Shown,
    Warning,
)
from game.plays import Play
from game.rules import TEAMS_HIDDEN_ALLY
from game.view import (
    PHASE_ALLY,
    PHASE_BIDDING,
    PHASE_DOUBLING,
    PHASE_LANDLORD_SHOW,
    PHASE_PLAY,
    PHASE_SHOW_FIRST_HALF,
    PHASE_SHOW_PREDEAL,
    PHASE_SHOW_SECOND_HALF,
)

if TYPE_CHECKING:
    from game.doudizhu.game import Game

SHOW_FACTORS = {
    PHASE_SHOW_PREDEAL: 5,
    PHASE_SHOW_FIRST_HALF: 4,
    PHASE_SHOW_SECOND_HALF: 3,
    PHASE_LANDLORD_SHOW: 2,
}
SHOW_STAGES = (PHASE_SHOW_PREDEAL, PHASE_SHOW_FIRST_HALF, PHASE_SHOW_SECOND_HALF)

class Phase(EnginePhase["Game", Action]):
    """A step of a Dou Dizhu hand: its actions are listed, and anything else is refused
    with the phase's own reason (:meth:`refusal`) or as not allowed now."""

    def legal(self, game: Game) -> list[Action]:
        return []

    def refusal(self, game: Game, action: Action) -> str | None:
        """Why ``action`` is refused, when the phase can say more than "not allowed"."""
        return None

    def check(
        self, game: Game, seat: int, action: Action, cards: Sequence[Card] | None
    ) -> list[Card] | None:
        if isinstance(action, Play):
            raise IllegalAction(f"no plays during {game.phase}")
        if cards is not None:
            raise IllegalAction(f"{format_action(action)} takes no cards")
        reason = self.refusal(game, action)
        if reason is not None:
            raise IllegalAction(reason)
        if action not in game.legal_actions():
            raise IllegalAction(f"{format_action(action)} is not allowed in phase {game.phase}")
        return None


class ShowPhase(Phase):
    """明牌 before and during the deal: three stages, each seat asked once per stage."""

    name = "show"

    def active(self, game: Game) -> bool:
        return game.rules.show_hand and game.fixed_landlord is None

    def start(self, game: Game) -> bool:
        return self._next_stage(game, 0)

    def _next_stage(self, game: Game, stage: int) -> bool:
        for following in range(stage, len(SHOW_STAGES)):
            game.state.show_queue = _unshown_round(game)
            if game.state.show_queue:
                game.enter(SHOW_STAGES[following], game.state.show_queue.pop(0))
                return True
        return False

    def legal(self, game: Game) -> list[Action]:
        return [Show(False), Show(True)]

    def apply(self, game: Game, seat: int, action: Action, cards: list[Card]) -> str:
        assert isinstance(action, Show)
        _record_show(game, seat, action.yes)
        if game.state.show_queue:
            game.to_act = game.state.show_queue.pop(0)
            return CONTINUE
        return CONTINUE if self._next_stage(game, SHOW_STAGES.index(game.phase) + 1) else DONE


def _unshown_round(game: Game) -> list[int]:
    """Seats that have not shown yet, in speaking order from the first bidder."""
    return [s for s in game.rules.seat_order(game.state.first_bidder) if s not in game.state.shows]


def _record_show(game: Game, seat: int, yes: bool) -> None:
    if not yes:
        return
    state = game.state
    state.shows[seat] = SHOW_FACTORS[game.phase]
    state.show_order.append(seat)
    game.emit(Shown(seat, SHOW_FACTORS[game.phase], tuple(state.hands[seat])))
    game.emit(MultiplierChanged(game.multiplier, "show"))


class BidPhase(Phase):
    """Bidding in the mode's style; no landlord means the deal is void."""

    name = "bid"

    def active(self, game: Game) -> bool:
        return game.fixed_landlord is None

    def start(self, game: Game) -> bool:
        rules, state = game.rules, game.state
        first = state.show_order[0] if state.show_order else state.first_bidder
        if rules.bidding == "points":
            state.bidding = PointsBidding(
                rules.seats, first, rules.max_bid, rules.all_pass == "first_bidder_is_landlord"
            )
        elif rules.bidding == "call":
            state.bidding = CallBidding(rules.seats, first)
        else:
            shown = state.show_order[0] if state.show_order else None
            state.bidding = CallRobBidding(rules.seats, first, first_shown=shown)
        game.enter(PHASE_BIDDING, state.bidding.to_act)
        return True

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


class KittyPhase(Phase):
    """The landlord takes the kitty; who sees it is the table's ``kitty_seen_by``."""

    name = "kitty"

    def start(self, game: Game) -> bool:
        state = game.state
        if state.landlord is None:
            state.landlord = game.fixed_landlord
        seat = state.landlord
        assert seat is not None
        state.hands[seat].extend(state.kitty)
        kitty = tuple(state.kitty)
        if game.rules.kitty_shown:
            game.emit(LandlordChosen(seat, state.base, kitty, True))
        else:
            others = frozenset(s for s in range(game.rules.seats) if s != seat)
            game.emit(LandlordChosen(seat, state.base, kitty, False, audience=frozenset({seat})))
            game.emit(LandlordChosen(seat, state.base, (), False, audience=others))
        return False


class LandlordShowPhase(Phase):
    """明牌 after the kitty, for the landlord only (×2), when it has not shown already."""

    name = "landlord_show"

    def active(self, game: Game) -> bool:
        return game.rules.show_hand and game.state.landlord not in game.state.shows

    def start(self, game: Game) -> bool:
        game.enter(PHASE_LANDLORD_SHOW, game.state.landlord)
        return True

    def legal(self, game: Game) -> list[Action]:
        return [Show(False), Show(True)]

    def apply(self, game: Game, seat: int, action: Action, cards: list[Card]) -> str:
        assert isinstance(action, Show)
        _record_show(game, seat, action.yes)
        return DONE


class AllyPhase(Phase):
    """The landlord names a card of which it holds exactly one copy; the holder of the
    other copy is its hidden ally.  Or it plays alone (1 against all, ×2)."""

    name = "ally"

    def active(self, game: Game) -> bool:
        return game.rules.teams == TEAMS_HIDDEN_ALLY

    def start(self, game: Game) -> bool:
        game.enter(PHASE_ALLY, game.state.landlord)
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
        holders = [s for s in range(game.rules.seats) if _holds(state.hands[s], action.card)]
        state.ally = next((s for s in holders if s != seat), None)
        if state.ally is not None:
            game.emit(AllyKnown(state.ally, audience=frozenset({state.ally})))
        return DONE


def _holds(cards: list[Card], wanted: Card) -> bool:
    return any(c.rank == wanted.rank and c.suit == wanted.suit for c in cards)


def reveal_ally(game: Game) -> None:
    """Make the hidden ally known to every seat (it played the card, or the hand ended)."""
    state = game.state
    if state.ally is not None and not state.ally_revealed:
        state.ally_revealed = True
        game.emit(AllyRevealed(state.ally))


class DoublePhase(Phase):
    """加倍: each farmer in turn after the landlord, then the landlord."""

    name = "double"

    def active(self, game: Game) -> bool:
        return game.rules.doubling

    def start(self, game: Game) -> bool:
        assert game.state.landlord is not None
        game.enter(PHASE_DOUBLING, game.rules.next_seat(game.state.landlord))
        return True

    def legal(self, game: Game) -> list[Action]:
        return [Double(False), Double(True)]

    def apply(self, game: Game, seat: int, action: Action, cards: list[Card]) -> str:
        assert isinstance(action, Double)
        game.state.doubled[seat] = action.yes
        game.emit(Doubled(seat, action.yes))
        if seat == game.state.landlord:
            return DONE
        game.to_act = game.rules.next_seat(seat)
        return CONTINUE


class PlayPhase(Phase):
    """Tricks until a seat has no cards; then the hand is settled."""

    name = "play"

    def start(self, game: Game) -> bool:
        game.enter(PHASE_PLAY, game.state.landlord)
        return True

    def legal(self, game: Game) -> list[Action]:
        assert game.to_act is not None
        hand = game.state.hands[game.to_act]
        counts = [0] * 15
        for card in hand:
            counts[card.rank] += 1
        previous = game.previous
        plays: list[Action] = list(generate(counts, previous, game.pattern_context(hand)))
        if previous is not None:
            plays.append(PASS)
        return plays

    def check(
        self, game: Game, seat: int, action: Action, cards: Sequence[Card] | None
    ) -> list[Card] | None:
        if isinstance(action, Play):
            return check_play(game, seat, action, cards)
        return super().check(game, seat, action, cards)

    def apply(self, game: Game, seat: int, action: Action, cards: list[Card]) -> str:
        if isinstance(action, PassTurn):
            self._pass(game, seat)
            return CONTINUE
        assert isinstance(action, Play)
        return self._play(game, seat, action, cards)

    def _play(self, game: Game, seat: int, play: Play, cards: list[Card]) -> str:
        state = game.state
        hand = state.hands[seat]
        for card in cards:
            hand.remove(card)
        led = game.previous is None
        state.last_play, state.last_seat, state.passes = play, seat, 0
        state.history.append((seat, play))
        state.history_cards.append(tuple(cards))
        state.plays_by_seat[seat] += 1
        game.emit(Played(seat, play, tuple(cards), len(hand)))
        if seat == state.ally and state.ally_card is not None and _holds(cards, state.ally_card):
            reveal_ally(game)
        if doubles(play, game.rules) and (game.rules.bomb_doubles == "every" or not led):
            state.bombs.append(play.kind)
            state.bomb_factors[play.kind] = bomb_factor(play, game.rules)
            game.emit(MultiplierChanged(game.multiplier, play.kind))
        if 0 < len(hand) <= 2:
            game.emit(Warning(seat, len(hand)))
        if hand:
            game.to_act = game.rules.next_seat(seat)
            return CONTINUE
        self._settle(game, seat)
        return DONE

    def _pass(self, game: Game, seat: int) -> None:
        state = game.state
        state.history.append((seat, None))
        state.history_cards.append(())
        state.passes += 1
        game.emit(Passed(seat))
        following = game.rules.next_seat(seat)
        if state.passes == game.rules.seats - 1:
            state.passes = 0
            game.emit(NewTrick(following))
        game.to_act = following

    def _settle(self, game: Game, winner: int) -> None:
        state = game.state
        assert state.landlord is not None
        if game.rules.teams == TEAMS_HIDDEN_ALLY:
            reveal_ally(game)
            game.result = settle_hidden_ally(
                landlord=state.landlord,
                ally=state.ally,
                winner=winner,
                base=state.base,
                factors=state.factors(),
                plays_by_seat=state.plays_by_seat,
            )
            return
        game.result = settle(
            landlord=state.landlord,
            winner=winner,
            base=state.base,
            factors=state.factors(),
            doubled=[bool(d) for d in state.doubled],
            plays_by_seat=state.plays_by_seat,
        )


PHASES: dict[str, Phase] = {
    phase.name: phase
    for phase in (
        ShowPhase(), BidPhase(), KittyPhase(), LandlordShowPhase(), AllyPhase(), DoublePhase(),
        PlayPhase(),
    )
}


def register_phase(phase: Phase) -> Phase:
    """Add a phase unit that only some modes have (a mode names it in its ``phases``)."""
    known = PHASES.get(phase.name)
    if known is not None and type(known) is not type(phase):
        raise ValueError(f"phase {phase.name!r} is already registered as {type(known).__name__}")
    PHASES[phase.name] = phase
    return phase


def phase_named(name: str) -> Phase:
    """The phase a mode names; ``ValueError`` for a name no phase has."""
    try:
        return PHASES[name]
    except KeyError:
        raise ValueError(f"unknown phase {name!r}; phases are deal, {', '.join(PHASES)}") from None
