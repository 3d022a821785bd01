"""The :class:`Game`: one hand from the deal to settlement, run as the mode's phase list.

Every change goes through :meth:`Game.apply`, which checks the action with the
same code that :meth:`Game.legal_actions` uses, so a hint or an AI can never
offer an illegal action.  The whole hand is a pure function of the ruleset,
the seed, the start options and the list of actions: :meth:`Game.record` and
:func:`game.replay` rely on that.

The flow is data: the ruleset's ``phases`` in order (see
:mod:`game.doudizhu.phases`).  A deal's facts live in one
:class:`~game.doudizhu.state.DealState`; a redeal replaces it.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Iterable, Sequence

from game.actions import Action, action_problem, cards_problem, format_action
from game.cards import RANK_CHARS, Card, new_deck, parse_cards
from game.doudizhu.patterns import PatternContext, PatternSet, context_for, pattern_set
from game.doudizhu.phases import DONE, REDEAL, Phase, phase_named
from game.doudizhu.scoring import bombs_held, leave_penalty
from game.doudizhu.state import DealState
from game.errors import IllegalAction, InvalidSetting, shown
from game.events import Dealt, Event, HandOver, KittyRevealed, PhaseChanged, Redealt
from game.plays import Play
from game.record import split_entry
from game.result import Result
from game.rules import TEAMS_HIDDEN_ALLY, TEAMS_LANDLORD_VS_REST, Ruleset
from game.view import PHASE_OVER, PHASE_PLAY, SeatView

RECORD_FORMAT = "doudizhu-hand"
RECORD_VERSION = 1


class Game:
    """A hand of Dou Dizhu.  Create with :func:`new_game`; drive with :meth:`apply`."""

    def __init__(
        self,
        rules: Ruleset,
        seed: int,
        *,
        first_bidder: int | None = None,
        landlord: int | None = None,
        deck: Sequence[Card] | None = None,
    ) -> None:
        _check_start(rules, seed, first_bidder, landlord, deck)
        self.rules = rules
        self.fixed_deck = list(deck) if deck is not None else None
        self.seed = seed
        self.start_first_bidder = first_bidder
        self.fixed_landlord = landlord
        self._rng = random.Random(seed)
        self._log: list[str] = []
        self.result: Result | None = None
        self.phase = ""
        self.to_act: int | None = None
        self._legal_cache: list[Action] | None = None
        self._events: list[Event] = []
        self._flow: list[Phase] = [phase_named(n) for n in rules.phases if n != "deal"]
        self._step = 0
        self.state = self._deal(1, first_bidder)
        self._run_from(0)
        self.initial_events: list[Event] = self._take_events()

    # ----- public state -------------------------------------------------------------------

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

    # Read-through properties of the deal, for the app, the AI and tests.

    @property
    def deal_number(self) -> int:
        return self.state.number

    @property
    def kitty(self) -> list[Card]:
        return self.state.kitty

    @property
    def set_aside(self) -> list[Card]:
        return self.state.set_aside

    @property
    def flipped(self) -> Card | None:
        return self.state.flipped

    @property
    def flipped_seat(self) -> int | None:
        return self.state.flipped_seat

    @property
    def first_bidder(self) -> int:
        return self.state.first_bidder

    @property
    def landlord(self) -> int | None:
        return self.state.landlord

    @property
    def base(self) -> int:
        return self.state.base

    @property
    def robs(self) -> int:
        return self.state.robs

    @property
    def shows(self) -> dict[int, int]:
        return self.state.shows

    @property
    def show_order(self) -> list[int]:
        return self.state.show_order

    @property
    def doubled(self) -> list[bool | None]:
        return self.state.doubled

    @property
    def history(self) -> list[tuple[int, Play | None]]:
        return self.state.history

    @property
    def history_cards(self) -> list[tuple[Card, ...]]:
        return self.state.history_cards

    @property
    def bid_log(self) -> list[tuple[int, str]]:
        return self.state.bid_log

    @property
    def last_play(self) -> Play | None:
        return self.state.last_play

    @property
    def last_seat(self) -> int | None:
        return self.state.last_seat

    @property
    def bombs(self) -> list[str]:
        return self.state.bombs

    @property
    def plays_by_seat(self) -> list[int]:
        return self.state.plays_by_seat

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
        return self._rng.randrange(choices)


    @property
    def next_first_bidder(self) -> int | None:
        """The first bidder to pass to the next hand of a match (RULES.md §1).

        With ``first_bidder=rotate`` it is the seat after this hand's first bidder
        (counter-clockwise); with ``flipped_card`` each hand's flipped card decides,
        so ``None``.
        """
        if self.rules.first_bidder != "rotate":
            return None
        return self.rules.next_seat(self.state.first_bidder)

    # ----- the flow -------------------------------------------------------------------------

    def _deal(self, number: int, first_bidder: int | None) -> DealState:
        """Shuffle and deal: hands, kitty, cards set aside, the flipped card, the first bidder."""
        table = self.rules.table
        deck = new_deck(table.decks)
        self._rng.shuffle(deck)
        if self.fixed_deck is not None and number == 1:
            deck = list(self.fixed_deck)
        dealt = deck[: table.deal_size]
        kitty_end = table.deal_size + table.kitty_size
        order = [dealt[s :: table.seats] for s in range(table.seats)]
        flip_index = self._rng.randrange(table.deal_size)
        flipped: Card | None = dealt[flip_index]
        flipped_seat: int | None = flip_index % table.seats
        if first_bidder is None:
            if self.rules.first_bidder == "flipped_card":
                first_bidder = flipped_seat
            else:
                first_bidder = self._rng.randrange(table.seats)
        if self.rules.first_bidder != "flipped_card":
            flipped = flipped_seat = None
        assert first_bidder is not None
        state = DealState(
            number=number,
            hands=[list(h) for h in order],
            dealt_order=order,
            kitty=deck[table.deal_size : kitty_end],
            set_aside=deck[kitty_end:],
            first_bidder=first_bidder,
            flipped=flipped,
            flipped_seat=flipped_seat,
            doubled=[None] * table.seats,
            plays_by_seat=[0] * table.seats,
        )
        self.emit(Dealt(number, first_bidder, flipped, flipped_seat))
        return state

    def _run_from(self, step: int) -> None:
        """Start phases from ``step`` on until one needs input, or the hand is over."""
        while step < len(self._flow):
            phase = self._flow[step]
            self._step = step
            if phase.active(self) and phase.start(self):
                return
            step += 1
        self._finish()

    def _finish(self) -> None:
        self.enter(PHASE_OVER, None)
        assert self.result is not None
        if not self.rules.kitty_shown and self.state.landlord is not None:
            self.emit(KittyRevealed(tuple(self.state.kitty)))
        self.emit(HandOver(self.result))

    def _redeal(self) -> None:
        self.emit(Redealt("no_bid"))
        following = None
        if self.rules.first_bidder == "rotate":
            following = self.rules.next_seat(self.state.first_bidder)
        self.state = self._deal(self.state.number + 1, following)
        self._run_from(0)

    def enter(self, phase: str, to_act: int | None) -> None:
        """Phases call this to name the engine's phase and the seat to act."""
        self.phase = phase
        self.to_act = to_act
        self._legal_cache = None
        self.emit(PhaseChanged(phase, to_act))

    # ----- legal actions ---------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every action the seat to act may take now (plays, then pass when allowed)."""
        if self.over:
            return []
        if self._legal_cache is None:
            self._legal_cache = self._flow[self._step].legal(self)
        return list(self._legal_cache)

    # ----- applying actions ------------------------------------------------------------------

    def apply(self, action: Action, cards: Sequence[Card] | None = None) -> list[Event]:
        """Apply the seat-to-act's action and return what happened.

        ``cards`` optionally names the exact physical cards of a play (the app
        passes the player's selection); by default the engine picks them.
        Raises :class:`IllegalAction` (and changes nothing) when not allowed.
        """
        seat = self.to_act
        if self.over or seat is None:
            raise IllegalAction("the hand is over")
        chosen = self._check(action, seat, cards)
        self._log.append(self._log_entry(seat, action, chosen))
        self._legal_cache = None
        outcome = self._flow[self._step].apply(self, seat, action, chosen)
        if outcome == DONE:
            self._run_from(self._step + 1)
        elif outcome == REDEAL:
            self._redeal()
        return self._take_events()

    def _check(self, action: Action, seat: int, cards: Sequence[Card] | None) -> list[Card]:
        problem = action_problem(action) or _cards_problem(cards)
        if problem is not None:
            raise IllegalAction(problem)
        if isinstance(action, Play):
            return self._check_play(action, seat, cards)
        if cards is not None:
            raise IllegalAction(f"{format_action(action)} takes no cards")
        reason = self._flow[self._step].refusal(self, action)
        if reason is not None:
            raise IllegalAction(reason)
        if action not in self.legal_actions():
            raise IllegalAction(f"{format_action(action)} is not allowed in phase {self.phase}")
        return []

    def _check_play(self, play: Play, seat: int, cards: Sequence[Card] | None) -> list[Card]:
        if self.phase != PHASE_PLAY:
            raise IllegalAction(f"no plays during {self.phase}")
        patterns = pattern_set(self.rules)
        if cards is None and patterns.is_wild is not None:
            cards = self._wild_choice(play, seat, patterns)
        context = self.pattern_context(cards)
        if play not in patterns.classify(play.ranks, context):
            if play.stands_for == play.cards:
                raise IllegalAction(f"{play.cards} is not a {play.kind}")
            raise IllegalAction(
                f"{play.cards} cannot stand for {play.stands_for} as a {play.kind} of {play.key}"
            )
        if not patterns.beats(play, self.previous, context):
            raise IllegalAction(f"{play.cards} does not beat {self.previous}")
        return self._physical_cards(play, seat, cards)

    def _wild_choice(self, play: Play, seat: int, patterns: PatternSet) -> list[Card] | None:
        """The seat's cards for a play in a mode with wild cards: natural cards first,
        more wilds only where a rank has both and the reading needs them."""
        is_wild = patterns.is_wild
        assert is_wild is not None
        context = self.pattern_context()
        options: list[list[list[Card]]] = []
        for rank in sorted(set(play.ranks)):
            need = play.ranks.count(rank)
            held = [c for c in self.state.hands[seat] if c.rank == rank]
            natural = [c for c in held if not is_wild(c, context)]
            wild = [c for c in held if is_wild(c, context)]
            if len(held) < need:
                return None
            low, high = max(0, need - len(natural)), min(need, len(wild))
            options.append([natural[: need - w] + wild[:w] for w in range(low, high + 1)])
        choices = [[c for part in parts for c in part] for parts in itertools.product(*options)]
        for chosen in choices:
            if play in patterns.classify(play.ranks, self.pattern_context(chosen)):
                return chosen
        return choices[0] if choices else None

    def _physical_cards(self, play: Play, seat: int, cards: Sequence[Card] | None) -> list[Card]:
        remaining = list(self.state.hands[seat])
        if cards is not None:
            chosen = list(cards)
            if sorted(c.rank for c in chosen) != play.ranks:
                raise IllegalAction("the cards given are not the cards of the play")
            for card in chosen:
                if card not in remaining:
                    raise IllegalAction(f"{card} is not in seat {seat}'s hand")
                remaining.remove(card)
            return chosen
        chosen = []
        for rank in play.ranks:
            found = next((c for c in remaining if c.rank == rank), None)
            if found is None:
                raise IllegalAction(f"seat {seat} does not hold {play.cards}")
            remaining.remove(found)
            chosen.append(found)
        return chosen

    # ----- leaving early ----------------------------------------------------------------------

    def abandon(self, seat: int) -> list[Event]:
        """逃跑: ``seat`` leaves the hand; it is scored as a loss with the penalty.

        **Decision** (RULES.md §1): the multiplier also doubles for every bomb
        and rocket still held by any seat, played or not.
        """
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.seats:
            raise IllegalAction(f"seat {seat!r} is not at this table (seats 0..{self.seats - 1})")
        if self.over:
            raise IllegalAction("the hand is over")
        state = self.state
        held = sum(bombs_held(hand, self.rules) for hand in state.hands)
        multiplier = self.multiplier * 2**held
        pair = [1] * self.seats
        if state.landlord is not None:
            for s in range(self.seats):
                if s != state.landlord:
                    pair[s] = (2 if state.doubled[state.landlord] else 1) * (
                        2 if state.doubled[s] else 1
                    )
        self._log.append(f"{seat} abandon")
        self.result = leave_penalty(
            quitter=seat, landlord=state.landlord, base=state.base, multiplier=multiplier,
            pair_factors=pair,
        )
        self._finish()
        return self._take_events()

    # ----- views and records --------------------------------------------------------------

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may see now: never another seat's hidden cards."""
        from game.doudizhu.seatview import build_view

        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.seats:
            raise ValueError(f"seat {seat!r} is not at this table (seats 0..{self.seats - 1})")
        return build_view(self, seat)

    def record(self) -> dict[str, object]:
        """A JSON-safe record: enough to rebuild this exact hand with :func:`game.replay`.

        A hand with a drawn wild rank also names it (``wild``), for readers of the
        record; replaying draws it again from the seed.
        """
        record: dict[str, object] = {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "ruleset": self.rules.name,
            "options": self.rules.options(),
            "seed": self.seed,
            "first_bidder": self.start_first_bidder,
            "landlord": self.fixed_landlord,
            "deck": "".join(str(c) for c in self.fixed_deck) if self.fixed_deck else None,
            "actions": list(self._log),
        }
        if self.state.wild is not None:
            record["wild"] = RANK_CHARS[self.state.wild]
        return record

    @property
    def action_log(self) -> list[str]:
        return list(self._log)

    def _log_entry(self, seat: int, action: Action, cards: list[Card]) -> str:
        text = f"{seat} {format_action(action)}"
        if cards:
            text += " " + "".join(str(c) for c in cards)
        return text

    def apply_logged(self, entry: str) -> None:
        """Apply one logged action ``'<seat> <action> [cards]'``, checking the seat."""
        from game.actions import parse_action

        seat, rest = split_entry(entry, self.seats)
        if rest == "abandon":
            self.abandon(seat)
            return
        if seat != self.to_act:
            raise ValueError(f"seat {seat} acts out of turn (seat {self.to_act} is to act)")
        words = rest.split(" ")
        if words[0] == "play" and len(words) == 3:
            self.apply(parse_action(" ".join(words[:2])), parse_cards(words[2]))
        else:
            self.apply(parse_action(rest))

    def emit(self, event: Event) -> None:
        """Phases report what happened through this."""
        self._events.append(event)

    def _take_events(self) -> list[Event]:
        events, self._events = self._events, []
        return events


def _cards_problem(cards: object) -> str | None:
    """Why the physical cards given with an action are malformed (``None``: they are not)."""
    if cards is None:
        return None
    if isinstance(cards, str | bytes) or not isinstance(cards, Sequence):
        return f"the cards of a play are a sequence of Card, not {shown(cards)}"
    return cards_problem(tuple(cards), "a card of the play")


def _check_seat_option(name: str, value: object, seats: int) -> None:
    if value is None:
        return
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidSetting(name, f"a seat number or None, not {shown(value)}")
    if not 0 <= value < seats:
        raise InvalidSetting(name, f"seat {value} is not at this table (seats 0..{seats - 1})")


def _check_start(
    rules: object,
    seed: object,
    first_bidder: object,
    landlord: object,
    deck: object,
) -> None:
    """Refuse bad start options with one :class:`InvalidSetting` naming the field."""
    if not isinstance(rules, Ruleset):
        raise InvalidSetting("rules", f"a Ruleset (game.ruleset(name)), not {shown(rules)}")
    if rules.teams not in (TEAMS_LANDLORD_VS_REST, TEAMS_HIDDEN_ALLY):
        raise InvalidSetting("rules", f"Dou Dizhu plays no teams called {shown(rules.teams)}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise InvalidSetting("seed", f"an integer, not {shown(seed)}")
    _check_seat_option("first_bidder", first_bidder, rules.seats)
    _check_seat_option("landlord", landlord, rules.seats)
    if deck is None:
        return
    if isinstance(deck, str | bytes) or not isinstance(deck, Sequence):
        raise InvalidSetting("deck", "a sequence of Card")
    if not all(isinstance(card, Card) for card in deck):
        raise InvalidSetting("deck", "every entry must be a Card")
    if sorted(deck) != sorted(new_deck(rules.decks)):
        raise InvalidSetting("deck", "a fixed deck must hold exactly the cards of the decks")


def new_game(
    rules: Ruleset,
    seed: int,
    *,
    first_bidder: int | None = None,
    landlord: int | None = None,
    deck: Sequence[Card] | None = None,
) -> Game:
    """Deal a new hand.

    ``landlord`` fixes the landlord and skips bidding (for matches);
    ``deck`` fixes the card order of the first deal (puzzles, tests, shared
    deals): seat ``s`` gets ``deck[s:deal_size:seats]``, the kitty follows, then
    the cards set aside.  A bad option raises :class:`~game.errors.InvalidSetting`.
    """
    return Game(rules, seed, first_bidder=first_bidder, landlord=landlord, deck=deck)


def deck_for(
    hands: Sequence[Sequence[Card]], kitty: Sequence[Card], set_aside: Sequence[Card] = ()
) -> list[Card]:
    """The deck order that deals these hands, kitty and set-aside cards (inverse of the deal)."""
    size = len(hands[0])
    order: list[Card] = []
    for i in range(size):
        order.extend(hand[i] for hand in hands)
    return order + list(kitty) + list(set_aside)


__all__ = ["Game", "IllegalAction", "new_game"]
