"""Twin deals: two deals that differ only in cards one seat cannot see, driven alike.

A seat's view and the events it sees must be functions of what it may know.  So
deal a hand, pick a seat ``X`` and two cards it cannot see (in two other hands,
or one in another hand and one in the kitty), swap them in a copy of the deck and
play the copy with the same actions (a card-carrying action by the holder of a
swapped card names the other one).  Until one of the two cards shows in ``X``'s
view or events, ``X`` must see exactly the same thing at every step: the same view
(deep equality) and the same events.  Each family gives its deck, its deal order
and its driver; the rest is shared.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from game import Show, new_game
from game.cards import Card
from game.cards import new_deck as ddz_deck
from game.errors import IllegalAction
from game.events import Event, Redealt, visible_to
from game.rules import Ruleset
from game.shengji.actions import Bury, Declare, PlayCards
from game.shengji.cards import new_deck as tractor_deck
from game.shengji.events import HandStarted, ThrowFailed
from game.shengji.modes import TractorRules

KITTY = -1  # the location of a card dealt to nobody
SHOW_RARELY = 0.9  # how often the driver declines 明牌
# Fields and events that name a card without telling where it is: the card a
# landlord names for his hidden ally, and the actions a seat is offered.
NAMING_FIELDS = frozenset({"ally_card", "actions", "rules"})


@dataclass
class Played:
    """Hand A as seat ``X`` saw it: its view and visible events after each step."""

    seat: int
    actions: list[tuple[int, Any]] = field(default_factory=list)
    views: list[Any] = field(default_factory=list)
    events: list[list[Event]] = field(default_factory=list)
    phases: list[str] = field(default_factory=list)
    seen_at: dict[Card, int] = field(default_factory=dict)


@dataclass
class Twin:
    """The outcome of one twin: the steps compared and the phases they covered."""

    compared: int
    phases: set[str]
    horizon: int


def shuffled_deck(rules: Ruleset, seed: int) -> list[Card]:
    deck = tractor_deck(rules.decks) if isinstance(rules, TractorRules) else ddz_deck(rules.decks)
    random.Random(seed * 7919 + 1).shuffle(deck)
    return deck


def start(rules: Ruleset, seed: int, deck: list[Card]) -> Any:
    """The hand with this deck: the dealer or landlord found at the table, not fixed."""
    return new_game(rules, seed, deck=deck)


def locations(game: Any, deck: list[Card]) -> dict[Card, int]:
    """Where each card of the first deal goes: a seat, or :data:`KITTY`."""
    rules = game.rules
    deal_size = rules.table.deal_size
    first = 0
    if isinstance(rules, TractorRules):
        started = next(e for e in game.initial_events if isinstance(e, HandStarted))
        first = started.first_receiver
    return {
        card: (first + i) % rules.seats if i < deal_size else KITTY
        for i, card in enumerate(deck)
    }


def cards_in(value: Any) -> Iterator[Card]:
    """Every card a value holds, walking dataclasses, containers and mappings; a card
    named without its place (an ally's card, an offered action) is left out."""
    if isinstance(value, Card):
        yield value
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        if "Ally" in type(value).__name__:
            return
        for item in dataclasses.fields(value):
            if item.name not in NAMING_FIELDS:
                yield from cards_in(getattr(value, item.name))
    elif isinstance(value, dict):
        for item in value.values():
            yield from cards_in(item)
    elif isinstance(value, list | tuple | set | frozenset):
        for item in value:
            yield from cards_in(item)


def _note_seen(played: Played, step: int, *values: Any) -> None:
    for value in values:
        for card in cards_in(value):
            played.seen_at.setdefault(card, step)


def play_hand(game: Any, seat: int, seed: int, limit: int = 3000) -> Played:
    """Drive hand A with seeded random legal actions, noting what ``seat`` sees."""
    rng = random.Random(seed)
    driver = Driver(game, rng)
    played = Played(seat)
    first = visible_to(game.initial_events, seat)
    played.views.append(game.view(seat))
    played.events.append(first)
    played.phases.append(game.phase)
    _note_seen(played, 0, played.views[0], first)
    for step in range(1, limit):
        if game.over:
            return played
        actor = game.to_act
        action = driver.choose(actor)
        events = game.apply(action)
        played.actions.append((actor, action))
        view, seen = game.view(seat), visible_to(events, seat)
        played.views.append(view)
        played.events.append(seen)
        played.phases.append(game.phase)
        _note_seen(played, step, view, seen)
    raise AssertionError(f"the hand did not end in {limit} actions")


class Driver:
    """Seeded random legal actions for the seat to act, in either family."""

    def __init__(self, game: Any, rng: random.Random) -> None:
        self.game = game
        self.rng = rng
        self.tractor = isinstance(game.rules, TractorRules)
        if self.tractor:
            from ai.shengji.random_player import RandomTractorPlayer

            self.players = [RandomTractorPlayer(rng.randrange(10**6)) for _ in range(game.seats)]

    def choose(self, seat: int) -> Any:
        if self.tractor:
            return self.players[seat].act(self.game.view(seat))
        legal = self.game.legal_actions()
        if Show(False) in legal and self.rng.random() < SHOW_RARELY:
            return Show(False)  # 明牌 shows a whole hand: rarely, so the twins last
        return self.rng.choice(legal)


def relabel(action: Any, swap: dict[Card, Card]) -> Any:
    """The same action with the swapped cards exchanged (a Tractor declaration, burial or
    play names its physical cards; a Dou Dizhu action names ranks or a public card)."""
    if not isinstance(action, Declare | Bury | PlayCards):
        return action
    return type(action)(tuple(swap.get(card, card) for card in action.cards))


def run_twin(rules: Ruleset, seed: int, deck: list[Card], played: Played,
             pairs: list[tuple[Card, Card]]) -> Twin:
    """Play the deck with each pair's cards exchanged, the same actions, and compare what
    ``played.seat`` sees at every step before any swapped card shows."""
    seat = played.seat
    swap = {a: b for a, b in pairs} | {b: a for a, b in pairs}
    horizon = min(played.seen_at.get(card, 10**9) for card in swap)
    twin = start(rules, seed, [swap.get(card, card) for card in deck])
    phases: set[str] = set()
    compared = 0
    if horizon > 0:
        _same(played, 0, twin.view(seat), visible_to(twin.initial_events, seat))
        phases.add(played.phases[0])
        compared = 1
    redealt = False
    for step, (actor, action) in enumerate(played.actions, start=1):
        if step >= horizon and not redealt:
            break
        assert twin.to_act == actor, (step, twin.to_act, actor)
        try:
            events = twin.apply(action if redealt else relabel(action, swap))
        except IllegalAction as refusal:
            assert actor != seat, f"step {step}: the seat's own action {action} refused: {refusal}"
            break  # another seat's action depends on its own cards: the twins part here
        view, seen = twin.view(seat), visible_to(events, seat)
        if not redealt and set(swap) & set(cards_in((view, seen))):
            break  # the twin shows a swapped card first (its holder played another copy)
        if _judged_throw(seen) or _judged_throw(played.events[step]):
            break  # a throw is judged against the hidden hands: the rules show that much
        _same(played, step, view, seen)
        phases.add(played.phases[step])
        compared += 1
        redealt = redealt or any(isinstance(e, Redealt) for e in events)
    return Twin(compared, phases, horizon)


def _judged_throw(events: list[Event]) -> bool:
    """A throw failed (docs/tractor.md §1.6): who could beat it, and what, is shown to all."""
    return any(isinstance(event, ThrowFailed) for event in events)


def _same(played: Played, step: int, view: Any, events: list[Event]) -> None:
    assert view == played.views[step], (
        f"step {step} ({played.phases[step]}): seat {played.seat}'s view differs\n"
        f"{_differences(view, played.views[step])}"
    )
    assert events == played.events[step], (
        f"step {step} ({played.phases[step]}): seat {played.seat}'s events differ\n"
        f"{events}\n{played.events[step]}"
    )


def _differences(one: Any, other: Any) -> str:
    if not dataclasses.is_dataclass(one):
        return f"{one!r} != {other!r}"
    return "\n".join(
        f"  {f.name}: {getattr(one, f.name)!r} != {getattr(other, f.name)!r}"
        for f in dataclasses.fields(one)
        if getattr(one, f.name) != getattr(other, f.name)
    )


def swaps_for(played: Played, where: dict[Card, int], strong: set[Card], seats: int,
              exclude: set[Card]) -> list[list[tuple[Card, Card]]]:
    """Two twins hidden from the seat: one seat stripped of its strong cards (those that
    change what it may declare, bid or ask), traded for another place's plain cards; and
    the two cards the seat sees last, exchanged."""
    never = 10**9

    def late(card: Card) -> int:
        return played.seen_at.get(card, never)

    hidden = [c for c, place in where.items() if place != played.seat and c not in exclude]
    others = [s for s in range(seats) if s != played.seat]
    stripped = max(others, key=lambda s: min((late(c) for c in hidden
                                              if where[c] == s and c in strong), default=0))
    strong_ones = [c for c in hidden if where[c] == stripped and c in strong]
    places = [p for p in (*others, KITTY) if p != stripped]
    plain = [c for c in hidden if where[c] in places and c not in strong]
    twins = [list(zip(strong_ones, plain, strict=False))]
    by_late = sorted(hidden, key=late, reverse=True)
    for a in by_late[:4]:
        partner = next((c for c in by_late if where[c] != where[a] and _differ(a, c)), None)
        if partner is not None:
            twins.append([(a, partner)])
            break
    return [twin for twin in twins if twin]


def _differ(a: Card, b: Card) -> bool:
    """Two cards that are not copies of one card (a swap of copies changes nothing)."""
    return (a.rank, a.suit) != (b.rank, b.suit)
