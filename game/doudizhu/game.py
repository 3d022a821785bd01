"""The Dou Dizhu :class:`Game`: one hand from the deal to settlement, on the shared engine.

:class:`game.engine.PhasedGame` runs the mode's ``phases`` in order, checks every
action through one path and keeps the log and the record; this family adds its
deal (:mod:`game.doudizhu.deal`), its phases (:mod:`game.doudizhu.phases`), its
view (:mod:`game.doudizhu.seatview`), the early-leave penalty and its record's
start options.  A deal's facts live in one :class:`~game.doudizhu.state.DealState`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import cast

from game.cards import RANK_CHARS, Card, parse_cards
from game.doudizhu.actions import Action, action_problem, format_action, parse_action
from game.doudizhu.deal import check_start, deal_cards, deck_for
from game.doudizhu.events import HandOver, KittyRevealed
from game.doudizhu.patterns import PatternContext, context_for
from game.doudizhu.phases import phase_named
from game.doudizhu.play_cards import given_cards_problem
from game.doudizhu.result import Result
from game.doudizhu.ruleset import DoudizhuRules
from game.doudizhu.scoring import bombs_held, leave_penalty, pair_factors
from game.doudizhu.seatview import build_view
from game.doudizhu.state import DealReads, DealState
from game.doudizhu.view import SeatView
from game.engine import PhasedGame
from game.events import Event
from game.rules import Ruleset

RECORD_FORMAT = "doudizhu-hand"


class Game(DealReads, PhasedGame[DealState, Action]):
    """A hand of Dou Dizhu.  Create with :func:`new_game`; drive with :meth:`apply`."""

    record_format = RECORD_FORMAT
    rules: DoudizhuRules
    result: Result | None

    def __init__(self, rules: Ruleset, seed: int, *, first_bidder: int | None = None,
                 landlord: int | None = None, deck: Sequence[Card] | None = None) -> None:
        check_start(rules, seed, first_bidder, landlord, deck)
        self.fixed_deck = list(deck) if deck is not None else None
        self.start_first_bidder = first_bidder
        self.fixed_landlord = landlord
        super().__init__(rules, seed, [phase_named(n) for n in rules.phases if n != "deal"])

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
        """The first bidder of the next hand of a match (docs/doudizhu.md §1.8): with
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
        """逃跑 is a loss with the penalty.  **Decision** (DZ4, docs/doudizhu.md §1.9): the
        multiplier also
        doubles for every bomb and rocket still held by any seat, played or not."""
        state = self.state
        held = sum(bombs_held(hand, self.rules) for hand in state.hands)
        self.result = leave_penalty(
            quitter=seat, landlord=state.landlord, base=state.base,
            multiplier=self.multiplier * 2**held,
            pair_factors=pair_factors(state.doubled, state.landlord),
        )

    def action_problem(self, action: object, cards: object) -> str | None:
        return action_problem(action) or given_cards_problem(cards)

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


def new_game(rules: Ruleset, seed: int, *, first_bidder: int | None = None,
             landlord: int | None = None, deck: Sequence[Card] | None = None) -> Game:
    """Deal a new hand.  ``landlord`` fixes the landlord and skips bidding (for matches);
    ``deck`` fixes the first deal's card order (see :func:`game.doudizhu.deal.deal_cards`).
    A bad option raises :class:`~game.errors.InvalidSetting`."""
    return Game(rules, seed, first_bidder=first_bidder, landlord=landlord, deck=deck)


__all__ = ["RECORD_FORMAT", "Game", "deck_for", "new_game"]
