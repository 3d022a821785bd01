"""Building a :class:`~game.view.SeatView` from a game: the one place that decides
what a seat may see."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.doudizhu.ruleset import TEAMS_HIDDEN_ALLY
from game.doudizhu.view import (
    PHASE_PLAY,
    PHASE_SHOW_FIRST_HALF,
    PHASE_SHOW_PREDEAL,
    SIDE_FARMER,
    SIDE_LANDLORD,
    SeatView,
)
from game.plays import Play

if TYPE_CHECKING:
    from game.cards import Card
    from game.doudizhu.game import Game


def _visible_hand(game: Game, seat: int) -> tuple[Card, ...]:
    """During the deal a seat has seen only the cards dealt to it so far."""
    if game.phase == PHASE_SHOW_PREDEAL:
        return ()
    if game.phase == PHASE_SHOW_FIRST_HALF:
        half = (game.rules.hand_size + 1) // 2
        return tuple(game.state.dealt_order[seat][:half])
    return tuple(game.hands[seat])


def build_view(game: Game, seat: int) -> SeatView:
    rules = game.rules
    kitty = None
    if game.landlord is not None and (rules.kitty_shown or seat == game.landlord or game.over):
        kitty = tuple(game.kitty)
    sides = _sides(game, seat)
    legal: tuple[Play, ...] = ()
    if game.phase == PHASE_PLAY and game.to_act == seat:
        legal = tuple(a for a in game.legal_actions() if isinstance(a, Play))
    cards_left = tuple(len(_visible_hand(game, s)) for s in range(rules.seats))
    return SeatView(
        seat=seat,
        rules=rules,
        phase=game.phase,
        to_act=game.to_act,
        hand=_visible_hand(game, seat),
        landlord=game.landlord,
        history=tuple(game.history),
        history_cards=tuple(game.history_cards),
        actions=tuple(game.legal_actions()) if game.to_act == seat else (),
        cards_left=cards_left,
        kitty=kitty,
        shown={s: tuple(game.hands[s]) for s in game.show_order},
        bids=tuple(game.bid_log),
        base=game.base,
        multiplier=game.multiplier,
        flipped=game.flipped,
        doubled=tuple(game.doubled),
        legal=legal,
        previous=game.previous,
        previous_seat=game.last_seat if game.previous is not None else None,
        first_bidder=game.first_bidder,
        sides=sides,
        ally_card=game.state.ally_card,
        alone=game.state.alone,
        wild=game.wild,
    )


def _sides(game: Game, seat: int) -> tuple[str | None, ...]:
    """Each seat's side as ``seat`` knows it: ``landlord``, ``farmer`` or ``None`` (unknown).

    With a landlord against the rest every side is public once the landlord is
    known.  With a hidden ally, until it is revealed, only the ally knows every
    side; the landlord and each farmer know their own side and the landlord's.
    """
    state = game.state
    if state.landlord is None:
        return (None,) * game.seats
    side = state.landlord_side()
    known = [SIDE_LANDLORD if s in side else SIDE_FARMER for s in range(game.seats)]
    hidden = game.rules.teams == TEAMS_HIDDEN_ALLY and not (state.alone or state.ally_revealed)
    if not hidden or seat == state.ally or game.over:
        return tuple(known)
    return tuple(
        known[s] if s in (seat, state.landlord) else None for s in range(game.seats)
    )
