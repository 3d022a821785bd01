"""Playing the tricks, then settling the hand (docs/tractor.md §1.6–§1.10).

The dealer leads the first trick; each trick's winner leads the next.  The trick
mechanics are asked, never re-implemented here: :func:`lead_error` and
:func:`judge_throw` judge a lead (a failed throw plays only its forced
component, the rest goes back into the hand and is public knowledge),
:func:`follow_error` a follow, :func:`trick_winner` the trick.  The choices are
too many to list, so :meth:`Game.check` decides each play.

Friends are found as the called copies are played; penalties for failed throws
are kept per seat and counted by side when the hand is settled.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from game.cards import Card
from game.errors import IllegalAction
from game.shengji.actions import PlayCards, TractorAction
from game.shengji.cards import RANKS, points, show
from game.shengji.choices import PHASE_LEVELS, LevelSettlement, open_settlement, settle_all
from game.shengji.events import (
    CardsPlayed,
    FriendJoined,
    HandSettled,
    KittyRevealed,
    ThrowFailed,
    TrickWon,
)
from game.shengji.follow import follow_error
from game.shengji.lead import judge_throw, lead_error, throw_penalty
from game.shengji.modes import SCORE_EQUAL_RIGHTS
from game.shengji.phase import CONTINUE, DONE, Phase, PhaseName
from game.shengji.scoring import HandFacts, kitty_bonus, verdict
from game.shengji.settle import settle
from game.shengji.shapes import read
from game.shengji.trick import trick_winner
from game.shengji.trump import Trump, order_for

if TYPE_CHECKING:
    from game.shengji.game import Game

PHASE_PLAY = PhaseName.PLAY
TOP_BID = 200  # a forfeit before any bid scores against the highest target


@dataclass
class Trick:
    """One trick: its leader, the plays in order (the lead first), and once complete its
    winner and points.  ``attempted`` is a failed throw's full set (the lead is forced)."""

    leader: int
    plays: list[tuple[int, tuple[Card, ...]]] = field(default_factory=list)
    winner: int | None = None
    points: int = 0
    attempted: tuple[Card, ...] = ()

    @property
    def lead(self) -> tuple[Card, ...]:
        return self.plays[0][1] if self.plays else ()

    @property
    def seats(self) -> list[int]:
        return [seat for seat, _ in self.plays]


@dataclass(kw_only=True)
class PlayState:
    """The tricks so far, the points each seat took and the throw penalties each paid;
    with equal level rights, the settlement and its open question once the tricks end."""

    tricks: list[Trick] = field(default_factory=list)
    points_by_seat: list[int] = field(default_factory=list)
    penalties_by_seat: list[int] = field(default_factory=list)
    settlement: LevelSettlement | None = None


class PlayPhase(Phase):
    name = "play"

    def start(self, game: Game) -> bool:
        state = game.state
        assert state.dealer is not None
        state.tricks.append(Trick(state.dealer))
        game.enter(PHASE_PLAY, state.dealer)
        return True

    def legal(self, game: Game) -> list[TractorAction] | None:
        return None

    def check(self, game: Game, seat: int, action: TractorAction, cards: object = None) -> None:
        if not isinstance(action, PlayCards):
            raise IllegalAction("choose the cards to play")
        cards = list(action.cards)
        if len(set(cards)) != len(cards):
            raise IllegalAction("a card can be played only once")
        state = game.state
        trick, trump = _trick(game), _trump(game)
        hand = state.hands[seat]
        missing = [card for card in cards if card not in hand]
        if missing:
            raise IllegalAction(f"you do not hold {show(missing)}")
        if not trick.plays:
            error = lead_error(cards, hand, trump, game.rules)  # throw_hand_limit too (D31)
        else:
            error = follow_error(cards, hand, list(trick.lead), trump, game.rules)
        if error is not None:
            raise IllegalAction(error)

    def apply(self, game: Game, seat: int, action: TractorAction, chosen: list[Card]) -> str:
        assert isinstance(action, PlayCards)
        state = game.state
        trick = _trick(game)
        cards = action.cards
        leading = not trick.plays
        if leading:
            cards = _judge_throw(game, seat, cards)
        for card in cards:
            state.hands[seat].remove(card)
        state.forget_played(seat, cards)
        trick.plays.append((seat, cards))
        game.emit(CardsPlayed(seat, cards, leading, len(state.hands[seat])))
        _find_friends(game, seat, cards)
        if len(trick.plays) < game.seats:
            game.to_act = game.rules.next_seat(seat)
            return CONTINUE
        return _finish_trick(game, trick)


def _trick(game: Game) -> Trick:
    trick = game.state.trick
    assert trick is not None
    return trick


def _trump(game: Game) -> Trump:
    trump = game.state.trump
    assert trump is not None
    return trump


def _judge_throw(game: Game, seat: int, cards: tuple[Card, ...]) -> tuple[Card, ...]:
    """A throw checked against the other hands; a failed one plays its forced component."""
    state = game.state
    others = [state.hands[(seat + i) % game.seats] for i in range(1, game.seats)]
    verdict = judge_throw(list(cards), others, _trump(game), game.rules)
    if verdict is None:
        return cards
    penalty = throw_penalty(verdict, game.rules)
    state.penalties_by_seat[seat] += penalty
    state.show(seat, verdict.taken_back)
    _trick(game).attempted = cards
    blocker = (seat + 1 + verdict.blocker) % game.seats
    named = blocker if game.rules.name_throw_blocker else None
    game.emit(ThrowFailed(seat, cards, verdict.forced, named, penalty, verdict.reason))
    return verdict.forced


def _find_friends(game: Game, seat: int, cards: tuple[Card, ...]) -> None:
    """找朋友: the seat playing the k-th copy of a called face joins the dealer at once."""
    state = game.state
    for index, call in enumerate(state.calls):
        for card in cards:
            if not call.matches(card):
                continue
            state.call_counts[index] += 1
            if state.call_counts[index] != call.ordinal:
                continue
            if seat in state.friends and game.rules.double_join == "refused":
                # §1.15 double_join=refused: the call passes to the next copy played.
                state.call_counts[index] -= 1
                continue
            if seat == state.dealer:
                game.emit(FriendJoined(None, call))
            else:
                if seat not in state.friends:
                    state.friends.append(seat)
                game.emit(FriendJoined(seat, call))


def _finish_trick(game: Game, trick: Trick) -> str:
    state = game.state
    plays = [list(cards) for _, cards in trick.plays]
    winner = trick.plays[trick_winner(plays, _trump(game), game.rules)][0]
    trick.winner = winner
    trick.points = sum(points(cards) for cards in plays)
    state.points_by_seat[winner] += trick.points
    game.emit(TrickWon(winner, trick.points, len(state.tricks)))
    if not any(state.hands):
        return DONE
    state.tricks.append(Trick(winner))
    game.to_act = winner
    return CONTINUE


class SettlePhase(Phase):
    """The hand is over: the kitty is shown, 抠底 counted, the levels moved.

    With equal level rights (five players, three decks) the players' choices
    come first — the last third, blocked levels, offers, the J rule's rest — in
    the phase :data:`~game.shengji.choices.PHASE_LEVELS`, one seat at a time
    (:class:`~game.shengji.choices.LevelSettlement`).
    """

    name = "settle"

    def start(self, game: Game) -> bool:
        facts = hand_facts(game)
        kitty, factor, bonus = kitty_bonus(facts)
        game.emit(KittyRevealed(tuple(game.state.kitty), kitty, factor, bonus))
        if game.rules.scorer != SCORE_EQUAL_RIGHTS:
            game.result = settle(facts)
            game.emit(HandSettled(game.result))
            return False
        p, side, amount, moves = verdict(facts)
        game.state.settlement = open_settlement(facts, side, amount, p, moves)
        return self._next(game)

    def _next(self, game: Game) -> bool:
        """Ask the open question, or write the result; ``True`` while a seat must answer."""
        settlement = settlement_of(game)
        if settlement.choice is not None:
            game.enter(PHASE_LEVELS, settlement.choice.seat)
            return True
        game.result = settlement.result()
        game.emit(HandSettled(game.result))
        return False

    def legal(self, game: Game) -> list[TractorAction] | None:
        return settlement_of(game).legal()

    def check(self, game: Game, seat: int, action: TractorAction, cards: object = None) -> None:
        settlement = settlement_of(game)
        if action not in settlement.legal():
            raise IllegalAction(settlement.refusal(action))

    def apply(self, game: Game, seat: int, action: TractorAction, chosen: list[Card]) -> str:
        settlement_of(game).answer(action)
        return CONTINUE if self._next(game) else DONE


def settlement_of(game: Game) -> LevelSettlement:
    settlement = game.state.settlement
    assert isinstance(settlement, LevelSettlement)
    return settlement


def hand_facts(game: Game) -> HandFacts:
    """The finished hand's facts, as :func:`~game.shengji.scoring.settle` reads them."""
    state = game.state
    trump = _trump(game)
    assert state.dealer is not None
    last = state.tricks[-1]
    assert last.winner is not None
    order = order_for(trump, game.rules)
    lead_part = read(list(last.lead), order).parts[0]
    winning = dict(last.plays)[last.winner]
    key = read(list(winning), order).parts[0]
    return HandFacts(
        rules=game.rules,
        dealer=state.dealer,
        level=state.level,
        trump=trump,
        levels=game.levels,
        dealer_side=game.dealer_side(),
        trick_points=tuple(state.points_by_seat),
        kitty=tuple(state.kitty),
        last_winner=last.winner,
        last_unit_size=lead_part.unit.size,
        last_lead_size=len(last.lead),
        last_winning_cards=winning,
        last_winning_unit=(key.unit.width, key.unit.length),
        last_winning_ranks=frozenset(_rank_char(face[0]) for face in key.faces),
        penalties=tuple(state.penalties_by_seat),
        bid=state.bid,
    )


def _rank_char(natural: int) -> str:
    return RANKS[natural] if natural < len(RANKS) else "BR"[natural - len(RANKS)]


def forfeit(game: Game, seat: int) -> None:
    """逃跑: ``seat`` leaves and its side loses the hand at once.

    **Decision** (docs/tractor.md names no rule): scored as if the other side had
    taken everything — the catchers every point of the decks when a dealer-side
    seat leaves, nothing when a catcher leaves; with no dealer yet, the seat
    after the leaver deals.  Levels, the next dealer and the match end follow
    from the mode's own tables.  A seat leaving once every trick is played (the
    equal-rights choices) loses nothing more: the questions left are answered by
    the Decision and the hand keeps its result.
    """
    state = game.state
    if state.settlement is not None and game.result is None:
        settle_all(state.settlement)  # the tricks are played: the choices left by the Decision
        result = state.settlement.result()
        game.result = replace(result, notes=(*result.notes, f"seat {seat} left the hand"))
        game.emit(HandSettled(game.result))
        return
    if state.dealer is None:
        state.dealer = game.rules.next_seat(seat)
        state.level = game.levels[state.dealer]
    side = game.dealer_side()
    trick_points = [0] * game.seats
    if seat in side:
        catcher = next(s for s in game.rules.seat_order(seat) if s not in side)
        trick_points[catcher] = game.rules.total_points
    trump = state.trump or Trump(state.level, None)
    facts = HandFacts(
        rules=game.rules,
        dealer=state.dealer,
        level=state.level,
        trump=trump,
        levels=game.levels,
        dealer_side=side,
        trick_points=tuple(trick_points),
        kitty=(),
        last_winner=state.dealer,
        last_unit_size=1,
        last_lead_size=1,
        last_winning_cards=(),
        last_winning_unit=(1, 1),
        last_winning_ranks=frozenset(),
        penalties=(0,) * game.seats,
        bid=state.bid if state.bid is not None else TOP_BID,
    )
    result = settle(facts)
    game.result = replace(result, notes=(*result.notes, f"seat {seat} left the hand"))
    game.emit(HandSettled(game.result))
