"""Who wins a trick, and its points (docs/tractor.md §1.8, docs/tractor-modes.md §2.2, §2.4, D14,
D15, D32–D35).

A play can win only if it *matches* the lead: all its cards in the led suit,
or all trump, and its cards split into parts one-to-one with the lead's
components, each of the same kind (a pair may serve as two singles, a
tractor as separate pairs, never the reverse; in four decks a quad serves for
a two-pair tractor, a Titanic for a three-pair tractor, two quads for a
four-pair tractor, and the larger side wins regardless of rank).  Anything
else is a discard 垫牌: it cannot win, but its points go to the winner.

Each play is read in the way most favourable to its owner (shengji #397).

>>> from game.shengji.trump import Trump
>>> from types import SimpleNamespace as Rules
>>> rules = Rules(decks=2, permanent_twos=False, level_gap="joins",
...               throw_compare="key_component")
>>> trick_winner(["S:5566", "S:88JJ", "S:3479", "H:3344"], Trump("2", "H"), rules)
3
>>> trick_winner(["S:5566", "S:88JJ", "S:3479", "H:33KK"], Trump("2", "H"), rules)
0
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import product
from typing import Any

from game.shengji.cards import CardsLike, cards_of, is_tractor_card, points
from game.shengji.ladders import Alternative, equivalents, equivalents_on
from game.shengji.shapes import Holding, Part, Reading, Unit, can_form, holdings, placements, read
from game.shengji.trump import TRUMP, Order, Trump, order_for

# (class, top): class 1 when a larger equivalent shape serves (four decks), which
# beats the pair side regardless of rank or trump (D35).
Strength = tuple[int, int]
# A follow to a one-component lead: (class, 1 if trump, top).
PlayValue = tuple[int, int, int]
_SEARCH_LIMIT = 20_000


def trick_points(plays: Sequence[CardsLike]) -> int:
    """Every point card in the trick, discards included: they go to the winner."""
    return sum(points(play) for play in plays)


def serving(unit: Unit, equiv: bool, shortest: int = 2) -> list[tuple[int, Alternative]]:
    """The shapes that can stand for a lead component, each with its class (an equivalent
    holding a run shorter than ``tractor_min_pairs`` allows is no tractor, so none)."""
    options: list[tuple[int, Alternative]] = [(0, (unit,))]
    if equiv:
        options += [(1, alt) for alt in equivalents(unit)
                    if all(u.length == 1 or u.length >= shortest for u in alt)]
    return sorted(options, reverse=True)


def play_holding(cards: CardsLike, order: Order, suits: Sequence[str]) -> Holding | None:
    """The play as one holding if all its cards are of one of ``suits``, else ``None``."""
    groups = holdings(cards, order)
    if len(groups) != 1:
        return None
    (h,) = groups.values()
    return h if h.suit in suits else None


def _lay_all(h: Holding, units: Sequence[Unit], rest: Sequence[Unit]) -> list[Part] | None:
    """Lay ``units`` in turn, each as high as it goes with the others and ``rest`` still
    layable; the holding is left as it was."""
    laid: list[Part] = []
    for n, unit in enumerate(units):
        for part in placements(h, unit):
            h.take(part)
            if can_form(h, [*units[n + 1 :], *rest]) is not None:
                laid.append(part)
                break
            h.give(part)
        else:
            break
    for part in laid:
        h.give(part)
    return laid if len(laid) == len(units) else None


def _rest_combos(units: Sequence[Unit], equiv: bool,
                 shortest: int = 2) -> Iterator[tuple[Unit, ...]]:
    """Every way the other components can be served (a product of their serving shapes)."""
    options = [[alt for _, alt in serving(u, equiv, shortest)] for u in units if u.width > 1]
    for choice in product(*options):
        yield tuple(u for alt in choice for u in alt)


def place_best(
    h: Holding, unit: Unit, rest: Sequence[Unit], equiv: bool
) -> tuple[Strength, list[Part]] | None:
    """The strongest part the holding gives for ``unit`` while ``rest`` can still be served."""
    shortest = h.order.min_run
    for cls, alternative in serving(unit, equiv, shortest):
        best: list[Part] | None = None
        for combo in _rest_combos(rest, equiv, shortest):
            laid = _lay_all(h, alternative, combo)
            if laid is not None and (best is None or laid[0].top > best[0].top):
                best = laid
        if best is not None:
            return (cls, best[0].top), best
    return None


def trick_winner(plays: Sequence[CardsLike], trump: Trump, rules: Any) -> int:
    """Index into ``plays`` (play order, the lead first) of the play that wins the trick."""
    order = order_for(trump, rules)
    if isinstance(plays, str) or not isinstance(plays, Sequence):
        raise TypeError(f"plays are a list of each seat's cards, not {plays!r}")
    if not plays:
        raise ValueError("a trick has at least its lead")
    for play in plays:  # each play is checked now: a throw's winner may be known from the lead
        if not (isinstance(play, list | tuple) and all(is_tractor_card(c) for c in play)):
            cards_of(play)  # reads text; raises TypeError/ValueError naming what is wrong
    shape = read(cards_of(plays[0]), order)
    if shape.is_throw:
        return _throw_winner(plays, shape, order, rules)
    equiv = equivalents_on(rules)
    best, best_value = 0, lead_value(shape)
    for i, play in enumerate(plays[1:], 1):
        value = play_value(play, shape, order, equiv)
        if value is not None and value > best_value:
            best, best_value = i, value
    return best


def lead_value(shape: Reading) -> PlayValue:
    """What a one-component lead stands at before anybody follows."""
    return (0, int(shape.suit == TRUMP), shape.parts[0].top)


def play_value(play: CardsLike, shape: Reading, order: Order, equiv: bool) -> PlayValue | None:
    """How a follow to a one-component lead ranks — (class, trump, top), compared as a
    tuple with the standing play's, the higher one winning — or ``None`` for a discard."""
    cards = play if isinstance(play, list | tuple) else cards_of(play)
    if len(cards) == 1 and shape.size == 1:  # a single against a single: no search
        suit, index, _ = order.entry(cards[0])
        if suit != shape.suit and suit != TRUMP:
            return None
        return (0, int(suit == TRUMP), index)
    h = play_holding(cards, order, (shape.suit, TRUMP))
    if h is None or len(h) != shape.size:
        return None
    found = place_best(h, shape.units[0], (), equiv)
    if found is None:
        return None  # a discard: it cannot win
    (cls, top), _ = found
    return (cls, int(h.suit == TRUMP), top)


def _throw_winner(plays: Sequence[CardsLike], shape: Reading, order: Order, rules: Any) -> int:
    """Only a trumping play beats a plain throw; a trump throw cannot be beaten (§1.8)."""
    if shape.suit == TRUMP:
        return 0
    equiv = equivalents_on(rules)
    every = rules.throw_compare == "all_components"
    best, standing = 0, None
    for i, play in enumerate(plays[1:], 1):
        h = play_holding(play, order, (TRUMP,))
        if h is None or len(h) != shape.size:
            continue
        reading = greedy_reading(h, shape, equiv)
        if reading is None:
            continue
        if standing is None:
            higher = True  # the first to trump a plain throw wins it
        elif every:
            higher = beats_every_component(h, shape, standing, equiv)
        else:
            higher = reading[0] > standing[0]  # key_component: the lead's largest kind
        if higher:
            best, standing = i, reading
    return best


def matches(cards: CardsLike, lead: CardsLike, trump: Trump, rules: Any) -> bool:
    """Whether a play can win against ``lead``: one suit (led or trump), split like the lead."""
    order = order_for(trump, rules)
    shape = read(cards_of(lead), order)
    h = play_holding(cards, order, (shape.suit, TRUMP))
    if h is None or len(h) != shape.size:
        return False
    return greedy_reading(h, shape, equivalents_on(rules)) is not None


def greedy_reading(h: Holding, shape: Reading, equiv: bool) -> list[Strength] | None:
    """A favourable reading, one strength per lead component in the lead's order, or ``None``
    when the holding does not split like the lead.

    Each component in turn takes the strongest part that still lets the rest
    be served; the singles are the cards left, highest first.  The first
    entry, the lead's largest kind, is what ``key_component`` compares.
    """
    strengths: list[Strength] = []
    laid_all: list[Part] = []
    parts = shape.parts
    for n, part in enumerate(parts):
        if part.unit.width == 1:
            break
        found = place_best(h, part.unit, [p.unit for p in parts[n + 1 :]], equiv)
        if found is None:
            break
        strength, laid = found
        for p in laid:
            h.take(p)
        laid_all += laid
        strengths.append(strength)
    complete = all(p.unit.width == 1 for p in parts[len(strengths) :])
    singles = sorted((h.index[f] for f, c in h.counts.items() for _ in range(c)), reverse=True)
    for p in laid_all:
        h.give(p)
    if not complete:
        return None
    return strengths + [(0, top) for top in singles]


def beats_every_component(
    h: Holding, shape: Reading, defender: list[Strength], equiv: bool
) -> bool:
    """``all_components``: some reading is strictly higher in every component, kinds paired
    off in ascending order (shengji ``ThrowEvaluationPolicy::All``)."""
    kinds: dict[Unit, list[Strength]] = {}
    for part, strength in zip(shape.parts, defender, strict=False):
        kinds.setdefault(part.unit, []).append(strength)
    singles = sorted(s for u, s in zip(shape.units, defender, strict=False) if u.width == 1)
    wanted = [(u, sorted(v)) for u, v in kinds.items() if u.width > 1]
    return _Challenge(h, wanted, [top for _, top in singles], equiv).beats(0, None)


class _Challenge:
    """A search for a reading of the challenger that beats every part of the standing play.

    Kinds are taken in the lead's order; inside a kind the standing parts are
    beaten from the highest down by parts no higher than the one before, so
    each pairing is tried once.  The singles are what is left at the end.  The
    search gives up (the challenger does not win) after a fixed number of steps.
    """

    def __init__(
        self,
        h: Holding,
        wanted: list[tuple[Unit, list[Strength]]],
        singles: list[int],
        equiv: bool,
    ) -> None:
        self.h, self.wanted, self.singles, self.equiv = h, wanted, singles, equiv
        self.budget = _SEARCH_LIMIT

    def beats(self, kind: int, ceiling: Strength | None, slot: int | None = None) -> bool:
        self.budget -= 1
        if self.budget < 0:
            return False
        if kind == len(self.wanted):
            h = self.h
            left = sorted(h.index[f] for f, c in h.counts.items() for _ in range(c))
            return all(top > d for top, d in zip(left, self.singles, strict=False))
        unit, standing = self.wanted[kind]
        slot = len(standing) - 1 if slot is None else slot
        if slot < 0:
            return self.beats(kind + 1, None)
        for strength, parts in self._higher_parts(unit, standing[slot], ceiling):
            for part in parts:
                self.h.take(part)
            won = self.beats(kind, strength, slot - 1)
            for part in parts:
                self.h.give(part)
            if won:
                return True
        return False

    def _higher_parts(
        self, unit: Unit, target: Strength, ceiling: Strength | None
    ) -> Iterator[tuple[Strength, list[Part]]]:
        h = self.h
        for cls, alternative in serving(unit, self.equiv, h.order.min_run):
            for part in placements(h, alternative[0]):
                strength = (cls, part.top)
                if strength <= target or (ceiling is not None and strength > ceiling):
                    continue
                h.take(part)
                tail = can_form(h, alternative[1:])
                h.give(part)
                if tail is not None:
                    yield strength, [part, *tail]
