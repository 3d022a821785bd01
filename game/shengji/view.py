"""What one Tractor seat may see: the only input an agent or that seat's screen gets.

A :class:`TractorView` holds the seat's own hand and public facts only: trump and
the declarations shown (a four-deck declaration's cards only once the deal is
over), every seat's level, the tricks so far, the points each seat has taken,
the cards each seat has shown and still holds (declarations, failed throws),
the friend calls and the friends found, the auction.  The kitty is seen by the
seat that took it, and by everybody once the hand is over.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.cards import Card
from game.engine import SeatSight
from game.shengji.actions import FriendCall, TractorAction
from game.shengji.choices import PHASE_LEVELS, LevelChoice
from game.shengji.deal import PHASE_DEALING, PHASE_FINAL_ROUND, DealPhase
from game.shengji.modes import DECLARE_HIDDEN, TractorRules
from game.shengji.scoring import HandResult
from game.shengji.trump import Trump, order_for

if TYPE_CHECKING:
    from game.shengji.game import Game


@dataclass(frozen=True)
class TrickView:
    """A trick as the table shows it: plays in order (the lead first), winner once complete."""

    leader: int
    plays: tuple[tuple[int, tuple[Card, ...]], ...]
    winner: int | None
    points: int
    attempted: tuple[Card, ...] = ()


@dataclass(frozen=True)
class TractorView(SeatSight):
    """Everything ``seat`` may know at one moment of the hand.

    ``declarations`` lists ``(seat, cards, count)``; ``cards`` is empty for a
    hidden declaration of another seat while the cards are dealt.  ``legal`` is
    the list of legal actions when this seat is to act and the phase can list
    them, ``None`` when it cannot (burying, playing: ask :meth:`Game.check`).
    ``declarable`` lists what this seat may declare right now while the cards are
    dealt, even when another seat has the moment (the human's declare button).
    ``choice`` is the question open in the phase ``levels`` (equal level rights,
    once the tricks are played): what is chosen, by whom, how many levels, which
    seats may be chosen, the levels as they stand (every seat sees it).
    """

    seat: int
    rules: TractorRules
    phase: str
    to_act: int | None
    hand: tuple[Card, ...]
    dealer: int | None
    level: str
    levels: tuple[str, ...]
    trump: Trump | None
    declarations: tuple[tuple[int, tuple[Card, ...], int], ...]
    cards_left: tuple[int, ...]
    kitty: tuple[Card, ...] | None
    tricks: tuple[TrickView, ...]
    points_taken: tuple[int, ...]
    shown: dict[int, tuple[Card, ...]] = field(default_factory=dict)
    calls: tuple[FriendCall, ...] = ()
    friends: tuple[int, ...] = ()
    dealer_side: tuple[int, ...] = ()
    bids: tuple[tuple[int, int | None], ...] = ()
    bid: int | None = None
    flipped: Card | None = None
    legal: tuple[TractorAction, ...] | None = ()
    declarable: tuple[TractorAction, ...] = ()
    result: HandResult | None = None
    choice: LevelChoice | None = None

    @property
    def trick(self) -> TrickView | None:
        """The trick being played, or the last one once the hand is over."""
        return self.tricks[-1] if self.tricks else None

    @property
    def leading(self) -> bool:
        trick = self.trick
        return trick is None or not trick.plays or trick.winner is not None

    @property
    def catchers_points(self) -> int:
        """The catchers' points so far (teams as known now), as the table shows them."""
        return sum(p for s, p in enumerate(self.points_taken) if s not in self.dealer_side)

    @property
    def dealer_side_points(self) -> int:
        return sum(p for s, p in enumerate(self.points_taken) if s in self.dealer_side)


def build_view(game: Game, seat: int) -> TractorView:
    """The view of ``seat``: its own hand and the public facts, nothing else."""
    state = game.state
    hand = list(state.hands[seat])
    if state.trump is not None:
        hand.sort(key=order_for(state.trump, game.rules).sort_key)
    owner_sees = seat == state.kitty_owner or game.over or game.phase == PHASE_LEVELS
    return TractorView(
        seat=seat,
        rules=game.rules,
        phase=game.phase,
        to_act=game.to_act,
        hand=tuple(hand),
        dealer=state.dealer,
        level=state.level,
        levels=game.levels,
        trump=state.trump,
        declarations=_declarations(game, seat),
        cards_left=tuple(len(h) for h in state.hands),
        kitty=tuple(state.kitty) if owner_sees else None,
        tricks=tuple(
            TrickView(t.leader, tuple(t.plays), t.winner, t.points, t.attempted)
            for t in state.tricks
        ),
        points_taken=tuple(state.points_by_seat),
        shown={s: tuple(cards) for s, cards in state.shown.items() if cards},
        calls=state.calls,
        friends=tuple(state.friends),
        dealer_side=tuple(sorted(game.dealer_side())),
        bids=tuple(state.bids),
        bid=state.bid,
        flipped=state.flipped,
        legal=_legal(game, seat),
        declarable=_declarable(game, seat),
        result=game.result,
        choice=state.settlement.choice if state.settlement is not None else None,
    )


def _declarations(game: Game, seat: int) -> tuple[tuple[int, tuple[Card, ...], int], ...]:
    dealing = game.phase in (PHASE_DEALING, PHASE_FINAL_ROUND)
    hidden = game.rules.declaration == DECLARE_HIDDEN and dealing
    return tuple(
        (d.seat, () if hidden and d.seat != seat else d.cards, len(d.cards))
        for d in game.state.declarations
    )


def _legal(game: Game, seat: int) -> tuple[TractorAction, ...] | None:
    if game.to_act != seat:
        return ()
    legal = game.legal_actions()
    return None if legal is None else tuple(legal)


def _declarable(game: Game, seat: int) -> tuple[TractorAction, ...]:
    if game.phase != PHASE_DEALING:
        return ()
    return tuple(DealPhase().declarations(game, seat))
