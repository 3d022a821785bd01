"""The Tractor :class:`Game`: one hand, from the paced deal to the level changes.

Every change goes through :meth:`Game.apply`, which asks the current phase to
check the action first — the same check :meth:`Game.check` offers the app — so a
refused action changes nothing and says why in words.  The hand is a pure
function of the ruleset, the seed, the start options (dealer, levels, first
bidder, a fixed deck) and the list of actions: :meth:`Game.record` and
:func:`game.replay` rely on that.

The flow is the ruleset's ``phases`` in order (:mod:`game.shengji.phases`); the
deal's facts live in one :class:`~game.shengji.state.DealState`, which a redeal
replaces.  A :class:`~game.shengji.match.Match` carries levels and dealer on.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from game.cards import Card
from game.errors import IllegalAction, InvalidSetting
from game.events import Event, PhaseChanged, Redealt
from game.record import split_entry
from game.shengji.actions import TractorAction, action_problem, parse_action
from game.shengji.cards import new_deck
from game.shengji.events import HandStarted
from game.shengji.modes import (
    RECORD_FORMAT,
    TEAMS_FIXED_PARTNERS,
    TEAMS_ONE_VS_TWO,
    TractorRules,
)
from game.shengji.phase import DONE, MAX_VOID_REDEALS, REDEAL, Phase
from game.shengji.scoring import HandResult
from game.shengji.start import check_start
from game.shengji.state import DealState
from game.shengji.trump import Trump
from game.shengji.view import TractorView, build_view

RECORD_VERSION = 2  # game.shengji.versions: every seat asked, every pass logged
PHASE_OVER = "over"
ABANDON = "abandon"
VOID_REASONS = ("no_declaration", "no_bid")


class Game:
    """A hand of Tractor.  Create with :func:`new_game`; drive with :meth:`apply`."""

    def __init__(
        self,
        rules: TractorRules,
        seed: int,
        *,
        dealer: int | None = None,
        levels: Sequence[str] | None = None,
        first_bidder: int | None = None,
        deck: Sequence[Card] | None = None,
    ) -> None:
        self.levels: tuple[str, ...] = check_start(rules, seed, dealer, levels, first_bidder, deck)
        self.rules = rules
        self.seed = seed
        self.fixed_dealer = dealer
        self.start_first_bidder = first_bidder
        self.fixed_deck = list(deck) if deck is not None else None
        self.rng = random.Random(seed)
        self.result: HandResult | None = None
        self.phase = ""
        self.to_act: int | None = None
        self.weak_redeals = 0
        self.void_redeals = 0  # redeals because nobody declared or nobody bid
        self.skips_silent_turns = False  # replaying a version-1 record (game.shengji.versions)
        self._log: list[str] = []
        self._events: list[Event] = []
        from game.shengji.phases import phase_named

        self._flow: list[Phase] = [phase_named(name) for name in rules.phases]
        self._step = 0
        self.state = self._deal(1)
        self._run_from(0)
        self.initial_events: list[Event] = self._take_events()

    # ----- public state --------------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.phase == PHASE_OVER

    @property
    def seats(self) -> int:
        return self.rules.seats

    @property
    def hands(self) -> list[list[Card]]:
        """Every seat's cards (the whole truth: for the engine, tests and replays only)."""
        return self.state.hands

    @property
    def dealer(self) -> int | None:
        return self.state.dealer

    @property
    def level(self) -> str:
        """The level this hand is played at: the dealer's (side's) level."""
        return self.state.level

    @property
    def trump(self) -> Trump | None:
        return self.state.trump

    @property
    def action_log(self) -> list[str]:
        return list(self._log)

    def others(self, seat: int) -> frozenset[int]:
        """Every seat but ``seat``: the audience of a hidden fact's public copy."""
        return frozenset(s for s in range(self.seats) if s != seat)

    def dealer_side(self) -> frozenset[int]:
        """The dealer's side as it stands: partners, friends found so far, or him alone."""
        state = self.state
        if state.dealer is None:
            return frozenset()
        if self.rules.teams == TEAMS_FIXED_PARTNERS:
            return frozenset(s for s in range(self.seats) if (s - state.dealer) % 2 == 0)
        if self.rules.teams == TEAMS_ONE_VS_TWO:
            return frozenset({state.dealer})
        return frozenset({state.dealer, *state.friends})

    @property
    def next_first_bidder(self) -> int:
        """三人竞标: the seat that bids first in the next hand of a match."""
        return (self.state.first_bidder + 1) % self.seats

    # ----- the flow --------------------------------------------------------------------------

    def _deal(self, number: int) -> DealState:
        """Shuffle and start a deal (the cards arrive one by one in the deal phase)."""
        deck = new_deck(self.rules.decks)
        self.rng.shuffle(deck)
        if self.fixed_deck is not None and number == 1:
            deck = list(self.fixed_deck)
        dealer = self.fixed_dealer
        first = dealer
        if first is None or self.rules.random_first_receiver:
            first = self.rng.randrange(self.seats)
        bidder = self.start_first_bidder
        if bidder is None:
            bidder = self.rng.randrange(self.seats)
        level = self.levels[dealer] if dealer is not None else self.levels[0]
        state = DealState(
            number=number,
            deck=deck,
            first_receiver=first,
            first_bidder=(bidder + number - 1) % self.seats,
            level=level,
            hands=[[] for _ in range(self.seats)],
            dealer=dealer,
            points_by_seat=[0] * self.seats,
            penalties_by_seat=[0] * self.seats,
        )
        self.emit(HandStarted(number, level, dealer, first, self.levels))
        return state

    def _run_from(self, step: int) -> None:
        """Start phases from ``step`` on until one waits for a seat, or the hand is over."""
        while step < len(self._flow):
            phase = self._flow[step]
            self._step = step
            if phase.active(self) and phase.start(self):
                return
            step += 1
        self.enter(PHASE_OVER, None)

    @property
    def last_void_deal(self) -> bool:
        """Whether this deal may no longer be voided for want of a declaration or a bid."""
        return self.void_redeals >= MAX_VOID_REDEALS

    def redeal(self, reason: str) -> None:
        """The deal is void (nobody declared, nobody bid, a weak hand): deal again."""
        if reason in VOID_REASONS:
            self.void_redeals += 1
        self.emit(Redealt(reason))
        self.state = self._deal(self.state.number + 1)
        self._run_from(0)

    def enter(self, phase: str, to_act: int | None) -> None:
        """Phases name the engine's phase and the seat to act through this."""
        self.phase = phase
        self.to_act = to_act
        self.emit(PhaseChanged(phase, to_act))

    def emit(self, event: Event) -> None:
        self._events.append(event)

    def _take_events(self) -> list[Event]:
        events, self._events = self._events, []
        return events

    # ----- actions ---------------------------------------------------------------------------

    def legal_actions(self) -> list[TractorAction] | None:
        """Every action the seat to act may take, or ``None`` when the phase has too many
        to list (burying, leading, following): then :meth:`check` decides."""
        if self.over:
            return []
        return self._flow[self._step].legal(self)

    def check(self, action: TractorAction, seat: int | None = None) -> str | None:
        """Why ``action`` (by ``seat``, default the seat to act) is refused, or ``None``."""
        try:
            self._check(action, seat)
        except IllegalAction as error:
            return error.reason
        return None

    def _check(self, action: TractorAction, seat: int | None) -> int:
        problem = action_problem(action)
        if problem is not None:
            raise IllegalAction(problem)
        if self.over:
            raise IllegalAction("the hand is over")
        phase = self._flow[self._step]
        if seat is None:
            seat = self.to_act
        if seat is None:
            raise IllegalAction("nobody is to act")
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.seats:
            raise IllegalAction(f"seat {seat!r} is not at this table")
        if seat != self.to_act and not phase.out_of_turn(self, seat, action):
            raise IllegalAction(f"it is not your turn: seat {self.to_act} is to act")
        phase.check(self, seat, action)
        return seat

    def apply(self, action: TractorAction, seat: int | None = None) -> list[Event]:
        """Apply an action and return what happened; refuse it (changing nothing) with
        :class:`IllegalAction` when the rules do not allow it.

        ``seat`` defaults to the seat to act; during the deal any seat may declare.
        """
        seat = self._check(action, seat)
        self._log.append(f"{seat} {action}")
        outcome = self._flow[self._step].apply(self, seat, action)
        if outcome == DONE:
            self._run_from(self._step + 1)
        elif outcome == REDEAL:
            self.redeal(self._redeal_reason())
        return self._take_events()

    def _redeal_reason(self) -> str:
        return {"weak_hand": "weak_hand", "auction": "no_bid"}.get(self.phase, "no_declaration")

    def abandon(self, seat: int) -> list[Event]:
        """逃跑: ``seat`` leaves the hand, which ends at once as a loss for its side
        (see :func:`game.shengji.play.forfeit`)."""
        from game.shengji.play import forfeit

        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.seats:
            raise IllegalAction(f"seat {seat!r} is not at this table (seats 0..{self.seats - 1})")
        if self.over:
            raise IllegalAction("the hand is over")
        self._log.append(f"{seat} {ABANDON}")
        forfeit(self, seat)
        self.enter(PHASE_OVER, None)
        return self._take_events()

    def apply_logged(self, entry: str) -> None:
        """Apply one logged action ``'<seat> <action>'`` (as :meth:`record` writes them)."""
        if self.skips_silent_turns:
            from game.shengji.versions import pass_silent_turns

            pass_silent_turns(self)
        seat, rest = split_entry(entry, self.seats)
        if rest == ABANDON:
            self.abandon(seat)
            return
        self.apply(parse_action(rest), seat)

    # ----- views and records -------------------------------------------------------------------

    def view(self, seat: int) -> TractorView:
        """What ``seat`` may see now: its hand and the public facts, nothing else."""
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.seats:
            raise ValueError(f"seat {seat!r} is not at this table (seats 0..{self.seats - 1})")
        return build_view(self, seat)

    def record(self) -> dict[str, object]:
        """A JSON-safe record: enough to rebuild this exact hand with :func:`game.replay`."""
        return {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "ruleset": self.rules.name,
            "options": self.rules.options(),
            "seed": self.seed,
            "dealer": self.fixed_dealer,
            "levels": list(self.levels),
            "first_bidder": self.start_first_bidder,
            "deck": " ".join(str(c) for c in self.fixed_deck) if self.fixed_deck else None,
            "actions": list(self._log),
        }


def new_game(
    rules: TractorRules,
    seed: int,
    *,
    dealer: int | None = None,
    levels: Sequence[str] | None = None,
    first_bidder: int | None = None,
    deck: Sequence[Card] | None = None,
    landlord: int | None = None,
) -> Game:
    """Deal a new Tractor hand.

    ``dealer`` is fixed by the match (``None`` in its first hand: the final
    declarer deals); ``levels`` gives each seat's level (default: everybody at the
    lowest); ``first_bidder`` starts the three-player auction; ``deck`` fixes the
    first deal's card order (card ``i`` goes to seat ``(first receiver + i) %
    seats``, the kitty is the rest).  ``landlord`` is the shared name of ``dealer``.
    A bad option raises :class:`~game.errors.InvalidSetting` naming it.
    """
    if landlord is not None and dealer is None:
        dealer = landlord
    return Game(rules, seed, dealer=dealer, levels=levels, first_bidder=first_bidder, deck=deck)


def game_from_record(rules: Any, record: dict[str, Any], deck: list[Card] | None) -> Game:
    """The fresh hand a record starts from (the shared :func:`game.replay` applies its actions)."""
    levels = record.get("levels")
    if levels is not None and not isinstance(levels, list):
        raise InvalidSetting("levels", f"a list of levels, not {levels!r}")
    game = Game(
        rules,
        record["seed"],
        dealer=record.get("dealer"),
        levels=levels,
        first_bidder=record.get("first_bidder"),
        deck=deck,
    )
    from game.shengji.versions import skips_silent_turns

    game.skips_silent_turns = skips_silent_turns(record.get("version", 1))
    return game
