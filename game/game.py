"""The :class:`Game`: one hand from the deal to settlement.

Every change goes through :meth:`Game.apply`, which checks the action with the
same code that :meth:`Game.legal_actions` uses, so a hint or an AI can never
offer an illegal action.  The whole hand is a pure function of the ruleset,
the seed, the start options and the list of actions: :meth:`Game.record` and
:func:`replay` rely on that.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from game.actions import PASS, Action, Bid, Call, Double, PassTurn, Rob, Show, format_action
from game.bidding import CallRobBidding, PointsBidding
from game.cards import BIG_JOKER, SMALL_JOKER, Card, new_deck
from game.events import (
    BidMade,
    Dealt,
    Doubled,
    Event,
    HandOver,
    LandlordChosen,
    MultiplierChanged,
    NewTrick,
    Passed,
    PhaseChanged,
    Played,
    Redealt,
    Shown,
    Warning,
)
from game.patterns import pattern_set
from game.plays import BOMB, ROCKET, Play
from game.rules import Ruleset
from game.scoring import Result, leave_penalty, settle
from game.view import (
    PHASE_BIDDING,
    PHASE_DOUBLING,
    PHASE_LANDLORD_SHOW,
    PHASE_OVER,
    PHASE_PLAY,
    PHASE_SHOW_FIRST_HALF,
    PHASE_SHOW_PREDEAL,
    PHASE_SHOW_SECOND_HALF,
    SeatView,
)

SHOW_FACTORS = {
    PHASE_SHOW_PREDEAL: 5,
    PHASE_SHOW_FIRST_HALF: 4,
    PHASE_SHOW_SECOND_HALF: 3,
    PHASE_LANDLORD_SHOW: 2,
}
_SHOW_PHASES = (PHASE_SHOW_PREDEAL, PHASE_SHOW_FIRST_HALF, PHASE_SHOW_SECOND_HALF)


class IllegalAction(ValueError):
    """An action that the rules do not allow now; ``reason`` says why, nothing changed."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


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
        self.rules = rules
        self.fixed_deck = list(deck) if deck is not None else None
        if deck is not None and sorted(deck) != sorted(new_deck(rules.decks)):
            raise ValueError("a fixed deck must hold exactly the cards of the ruleset's decks")
        self.seed = seed
        self.start_first_bidder = first_bidder
        self.fixed_landlord = landlord
        self._rng = random.Random(seed)
        self._log: list[str] = []
        self.deal_number = 0
        self.result: Result | None = None
        self._legal_cache: list[Action] | None = None
        self._events: list[Event] = []
        self._deal(first_bidder)
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
        return self._hands

    @property
    def multiplier(self) -> int:
        """The common multiplier so far: robs, the show factor, bombs and rockets."""
        return math.prod(factor for _, factor in self._factors())

    @property
    def previous(self) -> Play | None:
        """The play the seat to act must beat, or None when it leads."""
        if self.phase != PHASE_PLAY or self.last_seat == self.to_act:
            return None
        return self.last_play

    # ----- dealing --------------------------------------------------------------------------

    def _deal(self, first_bidder: int | None) -> None:
        rules = self.rules
        self.deal_number += 1
        deck = new_deck(rules.decks)
        self._rng.shuffle(deck)
        if self.fixed_deck is not None and self.deal_number == 1:
            deck = list(self.fixed_deck)
        dealt = deck[: rules.deal_size]
        self.kitty: list[Card] = deck[rules.deal_size : rules.deal_size + rules.kitty_size]
        self._dealt_order = [dealt[s :: rules.seats] for s in range(rules.seats)]
        self._hands = [list(h) for h in self._dealt_order]
        flip_index = self._rng.randrange(rules.deal_size)
        self.flipped: Card | None = dealt[flip_index]
        self.flipped_seat: int | None = flip_index % rules.seats
        if first_bidder is None:
            if rules.first_bidder == "flipped_card":
                first_bidder = self.flipped_seat
            else:
                first_bidder = self._rng.randrange(rules.seats)
        if rules.first_bidder != "flipped_card":
            self.flipped = self.flipped_seat = None
        self.first_bidder = first_bidder
        self.landlord: int | None = None
        self.base = 1
        self.robs = 0
        self.shows: dict[int, int] = {}
        self.show_order: list[int] = []
        self.doubled: list[bool | None] = [None] * rules.seats
        self.history: list[tuple[int, Play | None]] = []
        self.history_cards: list[tuple[Card, ...]] = []
        self.bid_log: list[tuple[int, str]] = []
        self.last_play: Play | None = None
        self.last_seat: int | None = None
        self.passes = 0
        self.bombs: list[str] = []
        self.plays_by_seat = [0] * rules.seats
        self._bidding: PointsBidding | CallRobBidding | None = None
        self._show_queue: list[int] = []
        self._emit(Dealt(self.deal_number, first_bidder, self.flipped, self.flipped_seat))
        if self.fixed_landlord is not None:
            self._choose_landlord(self.fixed_landlord, base=1)
        elif rules.show_hand:
            self._show_queue = self._unshown_round()
            self._enter(PHASE_SHOW_PREDEAL, self._show_queue.pop(0))
        else:
            self._start_bidding()

    def _start_bidding(self) -> None:
        rules = self.rules
        first = self.show_order[0] if self.show_order else self.first_bidder
        if rules.bidding == "points":
            self._bidding = PointsBidding(
                rules.seats, first, rules.max_bid, rules.all_pass == "first_bidder_is_landlord"
            )
        else:
            shown = self.show_order[0] if self.show_order else None
            self._bidding = CallRobBidding(rules.seats, first, first_shown=shown)
        self._enter(PHASE_BIDDING, self._bidding.to_act)

    def _enter(self, phase: str, to_act: int | None) -> None:
        self.phase = phase
        self.to_act = to_act
        self._legal_cache = None
        self._emit(PhaseChanged(phase, to_act))

    # ----- legal actions ---------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every action the seat to act may take now (plays, then pass when allowed)."""
        if self._legal_cache is None:
            self._legal_cache = self._compute_legal()
        return list(self._legal_cache)

    def _compute_legal(self) -> list[Action]:
        phase = self.phase
        if phase == PHASE_OVER:
            return []
        if phase in SHOW_FACTORS:
            return [Show(False), Show(True)]
        if phase == PHASE_DOUBLING:
            return [Double(False), Double(True)]
        if phase == PHASE_BIDDING:
            assert self._bidding is not None
            return list(self._bidding.legal())
        return self._play_actions()

    def _play_actions(self) -> list[Action]:
        """The plays the seat to act may make, plus :data:`PASS` when it does not lead."""
        assert self.to_act is not None
        counts = [0] * 15
        for card in self._hands[self.to_act]:
            counts[card.rank] += 1
        plays: list[Action] = list(pattern_set(self.rules).generate(counts, self.previous))
        if self.previous is not None:
            plays.append(PASS)
        return plays

    # ----- applying actions ------------------------------------------------------------------

    def apply(self, action: Action, cards: Sequence[Card] | None = None) -> list[Event]:
        """Apply the seat-to-act's action and return what happened.

        ``cards`` optionally names the exact physical cards of a play (the app
        passes the player's selection); by default the engine picks them.
        Raises :class:`IllegalAction` (and changes nothing) when not allowed.
        """
        seat = self.to_act
        if self.phase == PHASE_OVER or seat is None:
            raise IllegalAction("the hand is over")
        chosen = self._check(action, seat, cards)
        self._log.append(self._log_entry(seat, action, chosen))
        self._dispatch(action, seat, chosen)
        return self._take_events()

    def _check(self, action: Action, seat: int, cards: Sequence[Card] | None) -> list[Card]:
        if isinstance(action, Play):
            return self._check_play(action, seat, cards)
        if action not in self.legal_actions():
            raise IllegalAction(f"{format_action(action)} is not allowed in phase {self.phase}")
        return []

    def _check_play(self, play: Play, seat: int, cards: Sequence[Card] | None) -> list[Card]:
        if self.phase != PHASE_PLAY:
            raise IllegalAction(f"no plays during {self.phase}")
        patterns = pattern_set(self.rules)
        if play not in patterns.classify(play.ranks):
            raise IllegalAction(f"{play.cards} is not a {play.kind}")
        if not patterns.beats(play, self.previous):
            raise IllegalAction(f"{play.cards} does not beat {self.previous}")
        return self._physical_cards(play, seat, cards)

    def _physical_cards(self, play: Play, seat: int, cards: Sequence[Card] | None) -> list[Card]:
        hand = self._hands[seat]
        if cards is not None:
            chosen = list(cards)
            if sorted(c.rank for c in chosen) != play.ranks:
                raise IllegalAction("the cards given are not the cards of the play")
            remaining = list(hand)
            for card in chosen:
                if card not in remaining:
                    raise IllegalAction(f"{card} is not in seat {seat}'s hand")
                remaining.remove(card)
            return chosen
        chosen = []
        remaining = list(hand)
        for rank in play.ranks:
            found = next((c for c in remaining if c.rank == rank), None)
            if found is None:
                raise IllegalAction(f"seat {seat} does not hold {play.cards}")
            remaining.remove(found)
            chosen.append(found)
        return chosen

    def _dispatch(self, action: Action, seat: int, cards: list[Card]) -> None:
        self._legal_cache = None
        if isinstance(action, Play):
            self._play(seat, action, cards)
        elif isinstance(action, PassTurn):
            self._pass(seat)
        elif isinstance(action, Show):
            self._show(seat, action.yes)
        elif isinstance(action, Double):
            self._double(seat, action.yes)
        elif isinstance(action, Bid | Call | Rob):
            self._bid(seat, action)

    # ----- show, bid, double -------------------------------------------------------------------

    def _show(self, seat: int, yes: bool) -> None:
        phase = self.phase
        if yes:
            self.shows[seat] = SHOW_FACTORS[phase]
            self.show_order.append(seat)
            self._emit(Shown(seat, SHOW_FACTORS[phase], tuple(self._hands[seat])))
            self._emit(MultiplierChanged(self.multiplier, "show"))
        if phase == PHASE_LANDLORD_SHOW:
            self._after_landlord_show()
            return
        if self._show_queue:
            self.to_act = self._show_queue.pop(0)
            return
        following = _SHOW_PHASES.index(phase) + 1
        while following < len(_SHOW_PHASES):
            self._show_queue = self._unshown_round()
            if self._show_queue:
                self._enter(_SHOW_PHASES[following], self._show_queue.pop(0))
                return
            following += 1
        self._start_bidding()

    def _unshown_round(self) -> list[int]:
        """Seats that have not shown yet, in speaking order from the first bidder."""
        order = [(self.first_bidder + i) % self.seats for i in range(self.seats)]
        return [s for s in order if s not in self.shows]

    def _bid(self, seat: int, action: Bid | Call | Rob) -> None:
        bidding = self._bidding
        assert bidding is not None
        bidding.apply(action)  # type: ignore[arg-type]
        self.bid_log.append((seat, str(action)))
        self._emit(BidMade(seat, str(action)))
        if isinstance(action, Rob) and action.yes:
            self.robs += 1
            self._emit(MultiplierChanged(self.multiplier, "rob"))
        if isinstance(action, Bid) and action.value:
            self.base = action.value
        outcome = bidding.outcome
        if outcome is None:
            self.to_act = bidding.to_act
        elif outcome.landlord is None:
            self._emit(Redealt("no_bid"))
            following = None
            if self.rules.first_bidder == "rotate":
                following = (self.first_bidder + 1) % self.seats
            self._deal(following)
        else:
            self._choose_landlord(outcome.landlord, outcome.base)

    def _choose_landlord(self, seat: int, base: int) -> None:
        self.landlord = seat
        self.base = base
        self._hands[seat].extend(self.kitty)
        self._emit(LandlordChosen(seat, base, tuple(self.kitty), self.rules.kitty_shown))
        if self.rules.show_hand and seat not in self.shows:
            self._enter(PHASE_LANDLORD_SHOW, seat)
        else:
            self._after_landlord_show()

    def _after_landlord_show(self) -> None:
        if self.rules.doubling:
            assert self.landlord is not None
            self._enter(PHASE_DOUBLING, (self.landlord + 1) % self.seats)
        else:
            self._start_play()

    def _double(self, seat: int, yes: bool) -> None:
        self.doubled[seat] = yes
        self._emit(Doubled(seat, yes))
        if seat == self.landlord:
            self._start_play()
        else:
            self.to_act = (seat + 1) % self.seats

    def _start_play(self) -> None:
        self._enter(PHASE_PLAY, self.landlord)

    # ----- play ---------------------------------------------------------------------------

    def _play(self, seat: int, play: Play, cards: list[Card]) -> None:
        hand = self._hands[seat]
        for card in cards:
            hand.remove(card)
        led = self.previous is None
        self.last_play, self.last_seat, self.passes = play, seat, 0
        self.history.append((seat, play))
        self.history_cards.append(tuple(cards))
        self.plays_by_seat[seat] += 1
        self._emit(Played(seat, play, tuple(cards), len(hand)))
        if play.is_bomb and (self.rules.bomb_doubles == "every" or not led):
            self.bombs.append(play.kind)
            self._emit(MultiplierChanged(self.multiplier, play.kind))
        if 0 < len(hand) <= 2:
            self._emit(Warning(seat, len(hand)))
        if not hand:
            self._finish(seat)
        else:
            self.to_act = (seat + 1) % self.seats

    def _pass(self, seat: int) -> None:
        self.history.append((seat, None))
        self.history_cards.append(())
        self.passes += 1
        self._emit(Passed(seat))
        nxt = (seat + 1) % self.seats
        if self.passes == self.seats - 1:
            self.passes = 0
            self._emit(NewTrick(nxt))
        self.to_act = nxt

    def _finish(self, winner: int) -> None:
        assert self.landlord is not None
        self.result = settle(
            landlord=self.landlord,
            winner=winner,
            base=self.base,
            factors=self._factors(),
            doubled=[bool(d) for d in self.doubled],
            plays_by_seat=self.plays_by_seat,
        )
        self._enter(PHASE_OVER, None)
        self._emit(HandOver(self.result))

    def _factors(self) -> list[tuple[str, int]]:
        factors: list[tuple[str, int]] = [("rob", 2)] * self.robs
        if self.shows:
            factors.append(("show", max(self.shows.values())))
        factors.extend((kind, 2) for kind in self.bombs)
        return factors

    # ----- leaving early ----------------------------------------------------------------------

    def abandon(self, seat: int) -> list[Event]:
        """逃跑: ``seat`` leaves the hand; it is scored as a loss with the penalty."""
        if self.over:
            raise IllegalAction("the hand is over")
        multiplier = self.multiplier * 2 ** _bombs_in(self._hands[seat])
        pair = [1] * self.seats
        if self.landlord is not None:
            for s in range(self.seats):
                if s != self.landlord:
                    pair[s] = (2 if self.doubled[self.landlord] else 1) * (
                        2 if self.doubled[s] else 1
                    )
        self._log.append(f"{seat} abandon")
        self.result = leave_penalty(
            quitter=seat, landlord=self.landlord, base=self.base, multiplier=multiplier,
            pair_factors=pair,
        )
        self._enter(PHASE_OVER, None)
        self._emit(HandOver(self.result))
        return self._take_events()

    # ----- views and records --------------------------------------------------------------

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may see now: never another seat's hidden cards."""
        from game.seatview import build_view

        return build_view(self, seat)

    def record(self) -> dict[str, object]:
        """A JSON-safe record: enough to rebuild this exact hand with :func:`replay`."""
        return {
            "format": "doudizhu-hand",
            "version": 1,
            "ruleset": self.rules.name,
            "options": self.rules.options(),
            "seed": self.seed,
            "first_bidder": self.start_first_bidder,
            "landlord": self.fixed_landlord,
            "deck": "".join(str(c) for c in self.fixed_deck) if self.fixed_deck else None,
            "actions": list(self._log),
        }

    @property
    def action_log(self) -> list[str]:
        return list(self._log)

    def _log_entry(self, seat: int, action: Action, cards: list[Card]) -> str:
        text = f"{seat} {format_action(action)}"
        if cards:
            text += " " + "".join(str(c) for c in cards)
        return text

    def _emit(self, event: Event) -> None:
        self._events.append(event)

    def _take_events(self) -> list[Event]:
        events, self._events = self._events, []
        return events


def _bombs_in(hand: list[Card]) -> int:
    counts = [0] * 15
    for card in hand:
        counts[card.rank] += 1
    bombs = sum(1 for c in counts[:SMALL_JOKER] if c >= 4)
    return bombs + (1 if counts[SMALL_JOKER] and counts[BIG_JOKER] else 0)


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
    deals): seat ``s`` gets ``deck[s:deal_size:seats]`` and the kitty follows.
    """
    return Game(rules, seed, first_bidder=first_bidder, landlord=landlord, deck=deck)


def deck_for(hands: Sequence[Sequence[Card]], kitty: Sequence[Card]) -> list[Card]:
    """The deck order that deals these hands and kitty (inverse of the deal)."""
    size = len(hands[0])
    order: list[Card] = []
    for i in range(size):
        order.extend(hand[i] for hand in hands)
    return order + list(kitty)


__all__ = ["BOMB", "ROCKET", "Game", "IllegalAction", "new_game"]
