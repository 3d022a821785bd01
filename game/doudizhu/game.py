"""The Dou Dizhu :class:`Game`: one hand from the deal to settlement, on the shared engine.

:class:`game.engine.PhasedGame` runs the mode's ``phases`` in order, checks every
action through one path and keeps the log and the record; this family adds its
deal (:mod:`game.doudizhu.deal`), its phases (:mod:`game.doudizhu.phases`), its
view (:mod:`game.doudizhu.seatview`), the early-leave penalty and its record's
start options.  A deal's facts live in one :class:`~game.doudizhu.state.DealState`.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import Any, Generic, TypeVar, cast

from game.actions import Action, action_problem, cards_problem, format_action, parse_action
from game.cards import RANK_CHARS, Card, parse_cards
from game.doudizhu.deal import check_start, deal_cards, deck_for
from game.doudizhu.patterns import PatternContext, context_for
from game.doudizhu.phases import phase_named
from game.doudizhu.scoring import bombs_held, leave_penalty
from game.doudizhu.seatview import build_view
from game.doudizhu.state import DealState
from game.engine import PhasedGame
from game.errors import shown
from game.events import Event, HandOver, KittyRevealed
from game.plays import Play
from game.result import Result
from game.rules import Ruleset
from game.view import PHASE_PLAY, SeatView

RECORD_FORMAT = "doudizhu-hand"
T = TypeVar("T")


class _Deal(Generic[T]):
    """A read-through of one fact of the current deal (``game.landlord`` is
    ``game.state.landlord``), for the app, the AI and tests."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, game: Any, owner: type | None = None) -> T:
        return cast(T, getattr(game.state, self.name))


class Game(PhasedGame[DealState, Action]):
    """A hand of Dou Dizhu.  Create with :func:`new_game`; drive with :meth:`apply`."""

    record_format = RECORD_FORMAT
    result: Result | None

    def __init__(
        self,
        rules: Ruleset,
        seed: int,
        *,
        first_bidder: int | None = None,
        landlord: int | None = None,
        deck: Sequence[Card] | None = None,
    ) -> None:
        check_start(rules, seed, first_bidder, landlord, deck)
        self.fixed_deck = list(deck) if deck is not None else None
        self.start_first_bidder = first_bidder
        self.fixed_landlord = landlord
        super().__init__(rules, seed, [phase_named(n) for n in rules.phases if n != "deal"])

    kitty: _Deal[list[Card]] = _Deal()
    set_aside: _Deal[list[Card]] = _Deal()
    flipped: _Deal[Card | None] = _Deal()
    flipped_seat: _Deal[int | None] = _Deal()
    first_bidder: _Deal[int] = _Deal()
    landlord: _Deal[int | None] = _Deal()
    base: _Deal[int] = _Deal()
    robs: _Deal[int] = _Deal()
    shows: _Deal[dict[int, int]] = _Deal()
    show_order: _Deal[list[int]] = _Deal()
    doubled: _Deal[list[bool | None]] = _Deal()
    history: _Deal[list[tuple[int, Play | None]]] = _Deal()
    history_cards: _Deal[list[tuple[Card, ...]]] = _Deal()
    bid_log: _Deal[list[tuple[int, str]]] = _Deal()
    last_play: _Deal[Play | None] = _Deal()
    last_seat: _Deal[int | None] = _Deal()
    bombs: _Deal[list[str]] = _Deal()
    plays_by_seat: _Deal[list[int]] = _Deal()

    @property
    def multiplier(self) -> int:
        """The common multiplier so far: robs, the show factor, bombs and rockets."""
        return math.prod(factor for _, factor in self.state.factors())

    @property
    def previous(self) -> Play | None:
        """The play the seat to act must beat, or None when it leads."""
        state = self.state
        if self.phase != PHASE_PLAY or state.last_seat == self.to_act:
            return None
        return state.last_play

    @property
    def wild(self) -> str | None:
        """The wild rank drawn after the kitty (癞子, ``wild_cards=one_rank``), else None."""
        return None if self.state.wild is None else RANK_CHARS[self.state.wild]

    def pattern_context(self, cards: Iterable[Card] | None = None) -> PatternContext:
        """How this hand reads cards: its rules, its wild rank and, given physical cards,
        how many of them are wild."""
        context = PatternContext(self.rules, self.state.wild)
        return context if cards is None else context_for(context, cards)

    def draw(self, choices: int) -> int:
        """A phase's random draw, from the hand's seeded generator after the deal's draws."""
        return self.rng.randrange(choices)

    @property
    def next_first_bidder(self) -> int | None:
        """The first bidder of the next hand of a match (RULES.md §1): with
        ``first_bidder=rotate`` the seat after this hand's; with ``flipped_card`` each
        hand's flipped card decides, so ``None``."""
        if self.rules.first_bidder != "rotate":
            return None
        return self.rules.next_seat(self.state.first_bidder)

    # ----- the family's hooks on the engine ---------------------------------------------------

    def deal(self, number: int) -> DealState:
        first = self.start_first_bidder if number == 1 else self.next_first_bidder
        state, dealt = deal_cards(self.rules, self.rng, number, first, self.fixed_deck)
        self.emit(dealt)
        return state

    def finish(self) -> None:
        super().finish()
        assert self.result is not None
        if not self.rules.kitty_shown and self.state.landlord is not None:
            self.emit(KittyRevealed(tuple(self.state.kitty)))
        self.emit(HandOver(self.result))

    def forfeit(self, seat: int) -> None:
        """逃跑 is a loss with the penalty.  **Decision** (RULES.md §1): the multiplier also
        doubles for every bomb and rocket still held by any seat, played or not."""
        state = self.state
        held = sum(bombs_held(hand, self.rules) for hand in state.hands)
        pair = [1] * self.seats
        if state.landlord is not None:
            lord = 2 if state.doubled[state.landlord] else 1
            for s in range(self.seats):
                if s != state.landlord:
                    pair[s] = lord * (2 if state.doubled[s] else 1)
        self.result = leave_penalty(
            quitter=seat, landlord=state.landlord, base=state.base,
            multiplier=self.multiplier * 2**held, pair_factors=pair,
        )

    def action_problem(self, action: object, cards: object) -> str | None:
        return action_problem(action) or _cards_problem(cards)

    def log_entry(self, seat: int, action: Action, cards: list[Card]) -> str:
        text = f"{seat} {format_action(action)}"
        return text + " " + "".join(str(c) for c in cards) if cards else text

    def apply_entry(self, seat: int, text: str) -> None:
        if seat != self.to_act:
            raise ValueError(f"seat {seat} acts out of turn (seat {self.to_act} is to act)")
        words = text.split(" ")
        if words[0] == "play" and len(words) == 3:
            self.apply(parse_action(" ".join(words[:2])), parse_cards(words[2]))
        else:
            self.apply(parse_action(text))

    def build_view(self, seat: int) -> SeatView:
        return build_view(self, seat)

    def start_fields(self) -> dict[str, object]:
        deck = "".join(str(c) for c in self.fixed_deck) if self.fixed_deck else None
        return {"first_bidder": self.start_first_bidder, "landlord": self.fixed_landlord,
                "deck": deck}

    def derived_fields(self) -> dict[str, object]:
        """A hand with a drawn wild rank names it, for readers; a replay draws it again."""
        wild = self.state.wild
        return {} if wild is None else {"wild": RANK_CHARS[wild]}

    # ----- the public interface, typed for this family ----------------------------------------

    def apply(self, action: Action, cards: Sequence[Card] | None = None) -> list[Event]:
        """Apply the seat-to-act's action; ``cards`` optionally names the exact physical
        cards of a play (the app passes the selection).  Raises ``IllegalAction``."""
        return self.perform(action, None, cards)

    def legal_actions(self) -> list[Action]:
        """Every action the seat to act may take now (plays, then pass when allowed)."""
        return super().legal_actions() or []

    def view(self, seat: int) -> SeatView:
        return cast(SeatView, super().view(seat))


def _cards_problem(cards: object) -> str | None:
    """Why the physical cards given with an action are malformed (``None``: they are not)."""
    if cards is None:
        return None
    if isinstance(cards, str | bytes) or not isinstance(cards, Sequence):
        return f"the cards of a play are a sequence of Card, not {shown(cards)}"
    return cards_problem(tuple(cards), "a card of the play")


def new_game(
    rules: Ruleset,
    seed: int,
    *,
    first_bidder: int | None = None,
    landlord: int | None = None,
    deck: Sequence[Card] | None = None,
) -> Game:
    """Deal a new hand.  ``landlord`` fixes the landlord and skips bidding (for matches);
    ``deck`` fixes the first deal's card order (see :func:`game.doudizhu.deal.deal_cards`).
    A bad option raises :class:`~game.errors.InvalidSetting`."""
    return Game(rules, seed, first_bidder=first_bidder, landlord=landlord, deck=deck)


__all__ = ["RECORD_FORMAT", "Game", "deck_for", "new_game"]
