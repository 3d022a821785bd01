"""Following a lead: F1 (suit), then the lead's ladder (docs/tractor.md §1.7,
docs/tractor-modes.md §2.2, §2.4).

The lead's shape is read once (:func:`game.shengji.shapes.read`) and turned
into a ladder (:mod:`game.shengji.ladders`); a follow is judged against it:

1. the play has as many cards as the lead, all from the hand;
2. F1: as many cards of the led suit as possible;
3. the first ladder line the follower's led-suit cards can form is
   compulsory, and his led-suit cards in the play must contain it.

What the *hand* can form honours the protections (``follow_protection``: longer
tuples, held tractors against a lead without one; in four decks a quad never has
to serve as a triple); what the *play* contains may cut
any tuple from a larger one.  Every refusal says why, naming the cards.

>>> from game.shengji.trump import Trump
>>> from types import SimpleNamespace as Rules
>>> rules = Rules(decks=2, permanent_twos=False, level_gap="joins",
...               partial_tractor_follow=False, protect_triples=False)
>>> follow_error("S:K5", "S:K995 H:3", "S:QQ", Trump("2", "H"), rules)
'you hold a pair of spades (♠99) and must play it'
>>> follow_error("S:99", "S:K995 H:3", "S:QQ", Trump("2", "H"), rules) is None
True
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from game.cards import Card
from game.shengji.cards import CardsLike, cards_of, show
from game.shengji.ladders import Alternative, Line, follow_ladder
from game.shengji.shapes import Holding, Reading, Unit, Usable, can_form, holding, number_word, read
from game.shengji.trump import Order, Trump, order_for


def hand_usable(rules: Any) -> Usable:
    """Which of the hand's tuples may be *forced* to give a smaller tuple.

    Without ``protect_triples`` (``follow_protection`` ``longer_tuples`` or ``both``) any
    larger tuple may be cut (shengji's ``NoProtections``); with it, only into equal parts
    (a quad into two pairs).
    In four decks a quad counts as two pairs and never as a triple (§2.4).
    """
    protect = bool(getattr(rules, "protect_triples", False))
    four_decks = int(rules.decks) >= 4

    def usable(count: int, width: int) -> bool:
        if count < width:
            return False
        if four_decks and count == 4 and width == 3:
            return False
        return not protect or count % width == 0

    return usable


def protects_tractors(rules: Any) -> bool:
    """``follow_protection`` keeps held tractors whole unless the lead holds a tractor."""
    return str(getattr(rules, "follow_protection", "none")) in ("tractor_on_tractor", "both")


def unprotected(held: Holding, lead: Reading, rules: Any) -> Holding:
    """The held cards the ladder may draw on (§1.15 ``follow_protection``).

    With ``tractor_on_tractor`` (or ``both``) and a lead without a tractor, the cards of
    the tractors in the holding's one reading are left out: their pairs do not count for F2.
    """
    if not protects_tractors(rules) or any(u.is_tractor for u in lead.units):
        return held
    guarded = {face for part in read(held, held.order).parts if part.unit.is_tractor
               for face in part.faces}
    if not guarded:
        return held
    kept = [c for face, group in held.cards.items() if face not in guarded for c in group]
    return Holding(held.suit, kept, held.order)


def missing_cards(cards: Sequence[Card], hand: Sequence[Card]) -> list[Card]:
    """The cards of ``cards`` that ``hand`` does not hold (deck copies ignored)."""
    held = Counter((c.rank, c.suit) for c in hand)
    missing: list[Card] = []
    for card in cards:
        key = (card.rank, card.suit)
        if held[key]:
            held[key] -= 1
        else:
            missing.append(card)
    return missing


def lead_reading(lead: CardsLike, order: Order) -> Reading:
    """The lead's one reading; ``ValueError`` for an empty or mixed lead (never legal)."""
    cards = cards_of(lead)
    if not cards:
        raise ValueError("there is no lead to follow")
    return read(cards, order)


def compulsory_line(held: Holding, lead: Reading, rules: Any) -> tuple[Line, Alternative] | None:
    """The first ladder line the held cards can form, and the alternative they form."""
    usable = hand_usable(rules)
    held = unprotected(held, lead, rules)
    for line in follow_ladder(lead, rules):
        for alternative in line:
            if can_form(held, alternative, usable) is not None:
                return line, alternative
    return None


def follow_error(
    cards: CardsLike, hand: CardsLike, lead: CardsLike, trump: Trump, rules: Any
) -> str | None:
    """Why ``cards`` may not follow ``lead`` from ``hand``; ``None`` when the follow is legal."""
    order = order_for(trump, rules)
    play, held_cards = cards_of(cards), cards_of(hand)
    shape = lead_reading(lead, order)
    n = shape.size
    if len(play) != n:
        return f"play {n} card{'s' if n != 1 else ''}: the lead has {n}"
    missing = missing_cards(play, held_cards)
    if missing:
        return f"you do not hold {show(missing)}"
    held = holding(held_cards, shape.suit, order)
    played = holding(play, shape.suit, order)
    error = suit_error(len(played), len(held), n, order.suit_word(shape.suit))
    if error or len(held) <= n:
        return error
    return ladder_error(played, held, shape, rules)


def suit_error(played: int, held: int, n: int, word: str) -> str | None:
    """F1: as many cards of the led suit as possible (seed line 109)."""
    if played >= min(n, held):
        return None
    if held <= n:
        return f"you must play all your {word}: you hold {held}"
    return f"you must play {n} of your {held} {word}"


def ladder_error(played: Holding, held: Holding, lead: Reading, rules: Any) -> str | None:
    """The compulsory line of the ladder, if the play's led-suit cards lack it."""
    found = compulsory_line(held, lead, rules)
    if found is None:
        return None
    line, formed = found
    if any(can_form(played, alternative) is not None for alternative in line):
        return None
    parts = can_form(held, formed, hand_usable(rules)) or []
    example = show(held.cards_of(parts))
    others = [describe(alt) for alt in line if alt != formed]
    word = held.order.suit_word(held.suit)
    pronoun = "it" if len(formed) == 1 else "them"
    text = f"you hold {describe(formed)} of {word} ({example}) and must play {pronoun}"
    return text + (f" or {' or '.join(others)}" if others else "")


def describe(alternative: Alternative) -> str:
    """``'a pair'``, ``'three pairs'``, ``'a tractor of two pairs and a pair'``."""
    counts = Counter(alternative)
    words = []
    for unit in sorted(counts, key=lambda u: u.rank_key, reverse=True):
        count = counts[unit]
        words.append(unit.describe() if count == 1 else f"{number_word(count)} {_plural(unit)}")
    return " and ".join(words)


def _plural(unit: Unit) -> str:
    singular = unit.describe().split(" ", 1)[1]
    head, _, tail = singular.partition(" of ")
    return f"{head}s of {tail}" if tail else f"{head}s"
