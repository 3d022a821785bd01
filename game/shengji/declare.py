"""Declaring trump 亮主: what a set of cards declares, how strong it is, and who may show it.

One rule serves every deck count (docs/tractor.md §1.3, docs/tractor-modes.md §2.1, §2.2, §2.4): a
declaration is a set of identical cards — level cards, or (where the mode lets
jokers declare) two or more identical jokers — and its strength is ``(count,
kind)`` compared as a tuple: more cards first, then jokers over level cards and
``R`` over ``B`` (D21).  With two decks that gives level card < level pair < BB <
RR; with three, 2 R < 3 level; with four decks (hidden, level cards only) more
cards override.  The standing declarer may only add identical cards (加固); he
never overrides himself (D4); another seat needs a strictly stronger set (反主);
``late_reinforce`` lets an overridden single become a pair that overrides a
level pair.

>>> from game.rules import ruleset
>>> from game.cards import parse_cards
>>> rules = ruleset("tractor")
>>> strength_of(parse_cards("2H 2H'"), "2", rules), strength_of(parse_cards("R R'"), "2", rules)
((2, 0), (2, 2))
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.cards import BIG_JOKER, Card
from game.shengji.cards import show
from game.shengji.modes import (
    DECLARE_COUNT,
    DECLARE_HIDDEN,
    DECLARE_NONE,
    DECLARE_PAIRS,
    TractorRules,
)
from game.shengji.trump import JOKER_LEVEL, same_face

LEVEL_KIND = 0
SMALL_JOKER_KIND = 1
BIG_JOKER_KIND = 2

Strength = tuple[int, int]


@dataclass(frozen=True)
class Declaration:
    """A declaration as shown: who, which cards, how strong, the suit it makes trump."""

    seat: int
    cards: tuple[Card, ...]
    strength: Strength
    suit: str | None  # None: the jokers make the hand no trump

    @property
    def is_jokers(self) -> bool:
        return self.strength[1] != LEVEL_KIND

    def text(self) -> str:
        return " ".join(str(card) for card in self.cards)


def jokers_declare(rules: TractorRules) -> bool:
    """Joker sets declare no trump with two and three decks; never with one or four."""
    return rules.declaration in (DECLARE_PAIRS, DECLARE_COUNT)


def strength_of(cards: Sequence[Card], level: str, rules: TractorRules) -> Strength | None:
    """The strength of a set of identical cards, or ``None`` when it declares nothing."""
    if not cards or rules.declaration == DECLARE_NONE or level == JOKER_LEVEL:
        return None
    first = cards[0]
    if any(not same_face(first, card, rules) for card in cards[1:]):
        return None
    if first.is_joker:
        if not jokers_declare(rules) or len(cards) < 2:
            return None
        return (len(cards), BIG_JOKER_KIND if first.rank == BIG_JOKER else SMALL_JOKER_KIND)
    if first.rank_char != level:
        return None
    return (len(cards), LEVEL_KIND)


def declaration_error(
    cards: Sequence[Card],
    seat: int,
    held: Sequence[Card],
    level: str,
    history: Sequence[Declaration],
    rules: TractorRules,
) -> str | None:
    """Why ``seat`` may not declare ``cards`` now, or ``None`` when it may.

    ``held`` is what the seat has received so far; ``history`` every declaration
    of this deal in order (the last one stands).
    """
    missing = _missing(cards, held)
    if missing:
        return f"you do not hold {missing}"  # already shown with suit symbols
    strength = strength_of(cards, level, rules)
    if strength is None:
        return _why_not_a_declaration(cards, level, rules)
    if not history:
        return None
    standing = history[-1]
    if standing.seat == seat:
        return _reinforce_error(cards, standing, strength, rules)
    if strength > standing.strength:
        return None
    if _late_reinforcement(cards, seat, strength, history, rules):
        return None
    return f"{show(cards)} is not stronger than {_standing_words(standing, rules)}"


def _missing(cards: Sequence[Card], held: Sequence[Card]) -> str:
    pool = list(held)
    for card in cards:
        if card not in pool:
            return show([card])
        pool.remove(card)
    return ""


def _why_not_a_declaration(cards: Sequence[Card], level: str, rules: TractorRules) -> str:
    if rules.declaration == DECLARE_NONE or level == JOKER_LEVEL:
        return "nobody declares trump in this hand"
    if not cards:
        return "show at least one card to declare"
    if any(not same_face(cards[0], card, rules) for card in cards):
        return "a declaration is a set of identical cards"
    if cards[0].is_joker:
        if not jokers_declare(rules):
            return "jokers do not declare in this mode"
        return "a single joker does not declare; show a pair of the same joker"
    if not jokers_declare(rules):
        return f"only level cards ({level}) declare trump in this mode"
    return f"only level cards ({level}) or a joker pair declare trump"


def _reinforce_error(
    cards: Sequence[Card], standing: Declaration, strength: Strength, rules: TractorRules
) -> str | None:
    """The standing declarer may add identical cards, never switch (D4)."""
    if not same_face(cards[0], standing.cards[0], rules):
        return "you may not override your own declaration; only add the same card"
    if not set(standing.cards) <= set(cards) or strength[0] <= standing.strength[0]:
        return f"to reinforce, show your {show(standing.cards)} with more of the same card"
    return None


def _late_reinforcement(
    cards: Sequence[Card],
    seat: int,
    strength: Strength,
    history: Sequence[Declaration],
    rules: TractorRules,
) -> bool:
    """``late_reinforce``: an overridden declarer completes his set to override level cards."""
    standing = history[-1]
    if not rules.late_reinforce or standing.is_jokers or strength != standing.strength:
        return False
    return any(
        earlier.seat == seat and set(earlier.cards) < set(cards) for earlier in history[:-1]
    )


def _standing_words(standing: Declaration, rules: TractorRules) -> str:
    """The standing declaration as another seat may know it: a hidden four-deck
    declaration shows how many cards, never which (§2.4)."""
    count = len(standing.cards)
    if rules.declaration == DECLARE_HIDDEN:
        return f"the standing declaration of {count} card{'s' if count > 1 else ''}"
    return f"the standing {show(standing.cards)}"


def trump_suit_of(cards: Sequence[Card]) -> str | None:
    """The suit a declaration makes trump (``None``: jokers, no trump)."""
    return None if cards[0].is_joker else cards[0].suit


def make_declaration(
    seat: int, cards: Sequence[Card], level: str, rules: TractorRules
) -> Declaration:
    """The declaration ``cards`` make (checked by :func:`declaration_error` first)."""
    strength = strength_of(cards, level, rules)
    if strength is None:
        raise ValueError(_why_not_a_declaration(cards, level, rules))
    return Declaration(seat, tuple(cards), strength, trump_suit_of(cards))


def candidate_declarations(
    seat: int,
    held: Sequence[Card],
    level: str,
    history: Sequence[Declaration],
    rules: TractorRules,
) -> list[tuple[Card, ...]]:
    """Every declaration ``seat`` may make now from ``held``, weakest first.

    One set per face and count (the copies chosen keep a reinforcement's shown
    cards), so an agent or the app can offer them as buttons.
    """
    if rules.declaration == DECLARE_NONE or level == JOKER_LEVEL:
        return []
    faces: dict[tuple[int, str], list[Card]] = {}
    for card in held:
        if card.is_joker or card.rank_char == level:
            faces.setdefault(_face_key(card, rules), []).append(card)
    standing = history[-1] if history else None
    out: list[tuple[Card, ...]] = []
    for copies in faces.values():
        if standing is not None and standing.seat == seat:
            shown = [c for c in standing.cards if c in copies]
            copies = shown + [c for c in copies if c not in shown]
        for count in range(1, len(copies) + 1):
            chosen = tuple(copies[:count])
            if declaration_error(chosen, seat, held, level, history, rules) is None:
                out.append(chosen)
    return sorted(out, key=lambda c: strength_of(c, level, rules) or (0, 0))


def _face_key(card: Card, rules: TractorRules) -> tuple[int, str]:
    if card.is_joker:
        return (card.rank, "")
    if rules.two_colours:
        return (card.rank, "black" if card.suit in ("S", "C") else "red")
    return (card.rank, card.suit)
