"""The plays worth weighing at a decision: a few legal leads and follows, never all of them.

A follow of n cards has too many legal completions to list, and most differ
only in which worthless cards fill them out.  :func:`follow_options` takes each
structured candidate of :func:`~game.shengji.candidates.follow_candidates`
(legal by construction) and completes it the cheap way (keep pairs, trumps and
high cards) and the generous way (point cards first, for a partner's trick);
a free choice of one card gives one option per face; a seat void in the led
suit adds every trump shape that matches the lead.  :func:`lead_options` gives
each component of each suit (tractors, pairs, singles) and the throws that
:mod:`ai.shengji.throws` allows.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ai.shengji.position import Position
from ai.shengji.values import Valuer
from game.cards import Card
from game.shengji.candidates import follow_candidates
from game.shengji.cards import card_points
from game.shengji.lead import lead_error
from game.shengji.shapes import Part, can_form, holding, placements, read
from game.shengji.trump import TRUMP

Option = tuple[Card, ...]
TRUMP_KEEP = 4.0  # a trump is kept before any plain card of equal worth
PAIR_KEEP = 3.0  # a card whose face is paired in hand is kept before a loose one
MAX_FACE_OPTIONS = 12
CANDIDATE_LIMIT = 24


def keep_key(pos: Position, valuer: Valuer, hand: Sequence[Card]) -> Callable[[Card], float]:
    """How much a card is worth keeping (low first is the cheap order)."""
    order = pos.order
    faces: dict[tuple[int, str], int] = {}
    for c in hand:
        face = order.face(c)
        faces[face] = faces.get(face, 0) + 1

    def key(card: Card) -> float:
        value = valuer.card(card)
        if order.is_trump(card):
            value += TRUMP_KEEP
        if faces[order.face(card)] >= 2:
            value += PAIR_KEEP
        return value

    return key


def unique(options: Sequence[Option], pos: Position) -> list[Option]:
    """Options with identical faces once (two copies of a card are interchangeable)."""
    order = pos.order
    seen: set[tuple[tuple[int, str], ...]] = set()
    out: list[Option] = []
    for option in options:
        key = tuple(sorted(order.face(c) for c in option))
        if key not in seen:
            seen.add(key)
            out.append(option)
    return out


def follow_options(pos: Position, valuer: Valuer) -> list[Option]:
    """Legal follows worth weighing for the trick in progress."""
    order = pos.order
    hand = list(pos.hand)
    lead = list(pos.lead)
    keep = keep_key(pos, valuer, hand)
    worth: dict[Card, float] = {}  # keep(card), asked by every candidate's pool sort

    def kept(card: Card) -> float:
        found = worth.get(card)
        if found is None:
            found = worth[card] = keep(card)
        return found

    def cheap(card: Card) -> float:
        return kept(card) + 0.4 * card_points(card)

    def generous(card: Card) -> float:
        return kept(card) - 0.8 * card_points(card)

    options: list[Option] = []
    candidates = follow_candidates(hand, lead, pos.trump, pos.rules, limit=CANDIDATE_LIMIT)
    for cand in candidates:
        if cand.count == 0:
            options.append(cand.core)
            continue
        for key in (cheap, generous):
            options.append(tuple(cand.simplest(key)))
        if cand.count == 1:
            faces: dict[tuple[int, str], Card] = {}
            for card in cand.pool:
                faces.setdefault(order.face(card), card)
            for card in list(faces.values())[:MAX_FACE_OPTIONS]:
                options.append((*cand.core, card))
    suit = order.suit_of(lead[0])
    if suit != TRUMP and not any(order.suit_of(c) == suit for c in hand):
        options.extend(trump_shapes(pos, lead, keep))
    return unique(options, pos)


def trump_shapes(
    pos: Position, lead: Sequence[Card], keep: Callable[[Card], float]
) -> list[Option]:
    """Trumping plays that match the lead's shape (a void seat may play any cards)."""
    order = pos.order
    trumps = [c for c in pos.hand if order.is_trump(c)]
    shape = read(list(lead), order)
    n = shape.size
    if len(trumps) < n:
        return []
    h = holding(trumps, TRUMP, order)
    out: list[Option] = []
    if not shape.is_throw:
        unit = shape.units[0]
        seen_tops: set[int] = set()
        for part in placements(h, unit):
            if part.top in seen_tops:
                continue
            seen_tops.add(part.top)
            out.append(tuple(h.cards_of([part])))
        return out
    parts = can_form(h, shape.units)
    if parts is None:
        return []
    return [_with_singles(h.cards_of(parts), trumps, n, keep)]


def _with_singles(core: list[Card], trumps: list[Card], n: int,
                  keep: Callable[[Card], float]) -> Option:
    rest = sorted((c for c in trumps if c not in core), key=keep)
    return (*core, *rest[: n - len(core)])


def components(pos: Position) -> list[tuple[str, Part, list[Card]]]:
    """Every component of every suit in hand, as the rules read each suit."""
    order = pos.order
    by_suit: dict[str, list[Card]] = {}
    for c in pos.hand:
        by_suit.setdefault(order.suit_of(c), []).append(c)
    out: list[tuple[str, Part, list[Card]]] = []
    for suit, cards in by_suit.items():
        h = holding(cards, suit, order)
        for part in read(h, order).parts:
            out.append((suit, part, h.cards_of([part])))
    return out


def suit_cards(pos: Position) -> dict[str, list[Card]]:
    order = pos.order
    by_suit: dict[str, list[Card]] = {}
    for c in pos.hand:
        by_suit.setdefault(order.suit_of(c), []).append(c)
    return by_suit


def lead_options(pos: Position, throws: Sequence[Option] = ()) -> list[Option]:
    """Every component of every suit, and the throws given; each one a legal lead."""
    hand = list(pos.hand)
    options: list[Option] = [tuple(cards) for _, _, cards in components(pos)]
    options.extend(throws)
    legal = [o for o in options if lead_error(list(o), hand, pos.trump, pos.rules) is None]
    return unique(legal, pos)
