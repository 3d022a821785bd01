"""One phased game under every family: the flow, the checks, the log, the record and replay.

A hand is a pure function of its ruleset, its seed, its start options and the
list of actions.  :class:`PhasedGame` runs a mode's phases in the declared order
(as python-chess's variants override one ``Board``, a family overrides a few
hooks): it asks each :class:`Phase` whether it applies, starts it, checks every
action through one path (the family's :meth:`~PhasedGame.action_problem`, then
the seat, then the phase) and applies it until the phase answers :data:`DONE`,
or :data:`REDEAL` when the deal is void.  It keeps the events of each action,
the action log, and writes the record :func:`game.replay` rebuilds the hand from.

A family supplies its deal (:meth:`~PhasedGame.deal`), its phases, its view
(:meth:`~PhasedGame.build_view`), how a hand left early is scored
(:meth:`~PhasedGame.forfeit`) and its record's start fields.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from game.cards import Card
from game.errors import IllegalAction, InvalidSetting, shown
from game.events import Event, PhaseChanged, Redealt
from game.record import split_entry
from game.rules import Ruleset

# What a phase's apply answers: the phase goes on, it is done, or the deal is void.
CONTINUE = "continue"
DONE = "done"
REDEAL = "redeal"
# The phase of a finished hand, in every family.
OVER = "over"
ABANDON = "abandon"


class DealFacts(Protocol):
    """What the engine itself reads of a family's deal state."""

    number: int
    hands: list[list[Card]]


GameT = TypeVar("GameT", bound="PhasedGame[Any, Any]")
ActionT = TypeVar("ActionT")
StateT = TypeVar("StateT", bound=DealFacts)


class Phase(Generic[GameT, ActionT]):
    """One step of a hand, a unit the engine runs in order.  Subclasses override what
    they need; the defaults describe a phase that asks nobody anything."""

    name = ""
    asks = "wait for your turn"  # what the phase asks for, in a player's words

    def active(self, game: GameT) -> bool:
        """Whether this phase runs in this hand (its option is on, its role exists)."""
        return True

    def start(self, game: GameT) -> bool:
        """Enter the phase; ``False`` when it finished at once (nobody's input needed)."""
        return False

    def legal(self, game: GameT) -> list[ActionT] | None:
        """Every action the seat to act may take, or ``None`` when too many to list."""
        return []

    def out_of_turn(self, game: GameT, seat: int, action: ActionT) -> bool:
        """Whether ``seat`` may take ``action`` although another seat is to act."""
        return False

    def check(
        self, game: GameT, seat: int, action: ActionT, cards: Sequence[Card] | None
    ) -> list[Card] | None:
        """Raise :class:`IllegalAction` with a reason when ``action`` is not allowed; answer
        the physical cards it moves when the phase picks them (``cards`` names them)."""
        legal = self.legal(game)
        if legal is not None and action not in legal:
            raise IllegalAction(f"you cannot do that now: {self.asks}")
        return None

    def apply(self, game: GameT, seat: int, action: ActionT, cards: list[Card]) -> str:
        """Carry the checked action out: :data:`CONTINUE`, :data:`DONE` or :data:`REDEAL`."""
        raise NotImplementedError


class SeatSight:
    """What every family's seat view answers alike (its dataclass holds the fields)."""

    seat: int
    rules: Ruleset
    to_act: int | None

    @property
    def seats(self) -> int:
        return self.rules.seats

    @property
    def is_my_turn(self) -> bool:
        return self.to_act == self.seat


class PhasedGame(Generic[StateT, ActionT]):
    """A hand of any family.  The family's ``Game`` subclasses this and fills in the hooks."""

    record_format: ClassVar[str] = ""
    record_version: ClassVar[int] = 1

    def __init__(
        self, rules: Ruleset, seed: int, flow: Sequence[Phase[Any, ActionT]]
    ) -> None:
        self.rules = rules
        self.seed = seed
        self.rng = random.Random(seed)
        self.result: Any = None
        self.phase = ""
        self.to_act: int | None = None
        self._log: list[str] = []
        self._events: list[Event] = []
        self._legal: list[ActionT] | None = None
        self._legal_known = False
        self._flow = list(flow)
        self._step = 0
        self.state: StateT = self.deal(1)
        self.run_from(0)
        self.initial_events: list[Event] = self.take_events()

    # ----- what the family supplies ---------------------------------------------------------

    def deal(self, number: int) -> StateT:
        """Shuffle and start deal ``number`` (1 for the first); emit what it shows."""
        raise NotImplementedError

    def action_problem(self, action: object, cards: object) -> str | None:
        """Why ``action`` (with ``cards``, if given) is malformed, before any phase reads it."""
        raise NotImplementedError

    def log_entry(self, seat: int, action: ActionT, cards: list[Card]) -> str:
        """The action log's line for an applied action: ``'<seat> <action>'``."""
        return f"{seat} {action}"

    def apply_entry(self, seat: int, text: str) -> None:
        """Apply the action a log line names (``text`` without the seat)."""
        raise NotImplementedError

    def forfeit(self, seat: int) -> None:
        """Settle a hand ``seat`` leaves early (sets :attr:`result`)."""
        raise NotImplementedError

    def build_view(self, seat: int) -> Any:
        """What ``seat`` may see now (the seat is checked)."""
        raise NotImplementedError

    def start_fields(self) -> dict[str, object]:
        """The record's start options (a fixed deck, dealer …), between seed and actions."""
        return {}

    def derived_fields(self) -> dict[str, object]:
        """Facts a record notes for its readers though the actions decide them."""
        return {}

    def redeal_reason(self) -> str:
        """Why the deal is void when a phase answers :data:`REDEAL`."""
        return "no_bid"

    # ----- public state ----------------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.phase == OVER

    @property
    def seats(self) -> int:
        return self.rules.seats

    @property
    def hands(self) -> list[list[Card]]:
        """Every seat's cards (the whole truth: for the engine, tests and replays only)."""
        return self.state.hands

    @property
    def deal_number(self) -> int:
        return self.state.number

    @property
    def action_log(self) -> list[str]:
        return list(self._log)

    def others(self, seat: int) -> frozenset[int]:
        """Every seat but ``seat``: the audience of a hidden fact's public copy."""
        return frozenset(s for s in range(self.seats) if s != seat)

    # ----- the flow --------------------------------------------------------------------------

    def run_from(self, step: int) -> None:
        """Start phases from ``step`` on until one waits for a seat, or the hand is over."""
        while step < len(self._flow):
            phase = self._flow[step]
            self._step = step
            if phase.active(self) and phase.start(self):
                return
            step += 1
        self.finish()

    def finish(self) -> None:
        """The hand is over (the family may add what the end shows)."""
        self.enter(OVER, None)

    def redeal(self, reason: str) -> None:
        """The deal is void: deal again and run the phases from the first."""
        self.emit(Redealt(reason))
        self.state = self.deal(self.state.number + 1)
        self.run_from(0)

    def enter(self, phase: str, to_act: int | None) -> None:
        """Phases name the engine's phase and the seat to act through this."""
        self.phase = phase
        self.to_act = to_act
        self._legal_known = False
        self.emit(PhaseChanged(phase, to_act))

    def emit(self, event: Event) -> None:
        """Phases report what happened through this."""
        self._events.append(event)

    def emit_secret(self, event: Event, seat: int, **hidden: Any) -> None:
        """Report ``event`` to ``seat`` alone, then to every other seat a copy with the
        fields named in ``hidden`` blanked (``kitty=()``, ``card=None``): the one way a
        phase of either family reports a fact only one seat may see."""
        self.emit(dataclasses.replace(event, audience=frozenset({seat})))
        self.emit(dataclasses.replace(event, audience=self.others(seat), **hidden))

    def take_events(self) -> list[Event]:
        events, self._events = self._events, []
        return events

    # ----- actions ---------------------------------------------------------------------------

    def legal_actions(self) -> list[ActionT] | None:
        """Every action the seat to act may take, or ``None`` when the phase has too many
        to list: then :meth:`check` decides."""
        if self.over:
            return []
        if not self._legal_known:
            self._legal = self._flow[self._step].legal(self)
            self._legal_known = True
        return None if self._legal is None else list(self._legal)

    def check(self, action: ActionT, seat: int | None = None) -> str | None:
        """Why ``action`` (by ``seat``, default the seat to act) is refused, or ``None``."""
        try:
            self.checked(action, seat, None)
        except IllegalAction as error:
            return error.reason
        return None

    def checked(
        self, action: ActionT, seat: int | None, cards: Sequence[Card] | None
    ) -> tuple[int, list[Card]]:
        """The one check path: the action's form, the hand, the seat, then the phase.
        Answers the acting seat and the physical cards the action moves."""
        problem = self.action_problem(action, cards)
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
        chosen = phase.check(self, seat, action, cards)
        return seat, list(chosen or ())

    def perform(
        self, action: ActionT, seat: int | None = None, cards: Sequence[Card] | None = None
    ) -> list[Event]:
        """Check and apply an action; return what happened.  A refused action changes
        nothing and raises :class:`IllegalAction` with the reason."""
        seat, chosen = self.checked(action, seat, cards)
        self._log.append(self.log_entry(seat, action, chosen))
        self._legal_known = False
        outcome = self._flow[self._step].apply(self, seat, action, chosen)
        if outcome == DONE:
            self.run_from(self._step + 1)
        elif outcome == REDEAL:
            self.redeal(self.redeal_reason())
        return self.take_events()

    def abandon(self, seat: int) -> list[Event]:
        """逃跑: ``seat`` leaves the hand, which ends at once, scored by the family."""
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.seats:
            raise IllegalAction(f"seat {seat!r} is not at this table (seats 0..{self.seats - 1})")
        if self.over:
            raise IllegalAction("the hand is over")
        self._log.append(f"{seat} {ABANDON}")
        self._legal_known = False
        self.forfeit(seat)
        self.finish()
        return self.take_events()

    # ----- views, records, replay ------------------------------------------------------------

    def view(self, seat: int) -> Any:
        """What ``seat`` may see now: never another seat's hidden cards."""
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.seats:
            raise ValueError(f"seat {seat!r} is not at this table (seats 0..{self.seats - 1})")
        return self.build_view(seat)

    def record(self) -> dict[str, object]:
        """A JSON-safe record: enough to rebuild this exact hand with :func:`game.replay`."""
        return {
            "format": self.record_format,
            "version": self.record_version,
            "ruleset": self.rules.name,
            "options": self.rules.options(),
            "seed": self.seed,
            **self.start_fields(),
            "actions": list(self._log),
            **self.derived_fields(),
        }

    def apply_logged(self, entry: str) -> None:
        """Apply one logged action ``'<seat> <action> [cards]'`` (as :meth:`record` writes)."""
        seat, rest = split_entry(entry, self.seats)
        if rest == ABANDON:
            self.abandon(seat)
            return
        self.apply_entry(seat, rest)


# ----- start options, checked alike in every family --------------------------------------------


def check_seed(seed: object) -> None:
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise InvalidSetting("seed", f"an integer, not {shown(seed)}")


def check_seat(name: str, value: object, seats: int) -> None:
    """A seat start option: ``None`` or a seat at this table."""
    if value is None:
        return
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidSetting(name, f"a seat number or None, not {shown(value)}")
    if not 0 <= value < seats:
        raise InvalidSetting(name, f"seat {value} is not at this table (seats 0..{seats - 1})")


def check_deck(deck: object, full: Sequence[Card]) -> None:
    """A fixed deck holds exactly the cards of the table's decks."""
    if deck is None:
        return
    if isinstance(deck, str | bytes) or not isinstance(deck, Sequence):
        raise InvalidSetting("deck", "a sequence of Card")
    if not all(isinstance(card, Card) for card in deck):
        raise InvalidSetting("deck", "every entry must be a Card")
    if sorted(deck) != sorted(full):
        raise InvalidSetting("deck", "a fixed deck must hold exactly the cards of the decks")

