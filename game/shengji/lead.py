"""Leading: what may be led, and whether a throw stands (docs/tractor.md §1.6,
docs/tractor-modes.md §2.2, §2.4, §2.6).

A lead is any set of one effective suit (:func:`lead_error`).  A lead of two
or more components is a *throw* 甩牌: it stands only if no other hand holds,
in the led suit, something that beats one of its components (:func:`judge_throw`):
a higher single, a higher tuple of the same width (cut from a wider one if
need be), a higher run of as many tuples — and in four decks any quad against
a two-pair tractor, any Titanic against a three-pair tractor, any two quads
against a four-pair tractor.  If it fails, one beatable component is played
(``failed_throw_forced``) and the rest goes back to the hand, face known.

>>> from game.shengji.trump import Trump
>>> from types import SimpleNamespace as Rules
>>> rules = Rules(decks=2, permanent_twos=False, level_gap="joins",
...               failed_throw_forced="lowest_beaten", name_throw_blocker=True)
>>> throw_result("S:9 88 44", ["S:QQ", "", ""], Trump("T", "H"), rules)
'S:44'
>>> judge_throw("S:9 88 44", ["S:QQ", "", ""], Trump("T", "H"), rules).reason
'your throw fails: the player on your right can beat ♠9, ♠88 and ♠44 — you play ♠44'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.cards import SUITS, Card
from game.shengji.cards import CardsLike, cards_of, format_hand, show
from game.shengji.follow import missing_cards
from game.shengji.ladders import QUAD, equivalents_on
from game.shengji.shapes import Holding, Part, Reading, Unit, can_form, holding, placements, read
from game.shengji.trump import Trump, order_for

THROW_PENALTIES = ("none", "ten_per_card", "ten_per_attempt")


def lead_error(cards: CardsLike, hand: CardsLike, trump: Trump, rules: Any) -> str | None:
    """Why ``cards`` may not be led from ``hand``; ``None`` when they may (a throw is then
    judged by :func:`throw_result`)."""
    lead, held = cards_of(cards), cards_of(hand)
    if not lead:
        return "choose at least one card to lead"
    missing = missing_cards(lead, held)
    if missing:
        return f"you do not hold {show(missing)}"
    order = order_for(trump, rules)
    suits: dict[str, list[Card]] = {}
    for card in lead:
        suits.setdefault(order.suit_of(card), []).append(card)
    if len(suits) > 1:
        groups = [f"{show(group)} {_are(group, order.suit_word(s))}" for s, group in suits.items()]
        return "a lead must be all of one suit: " + ", ".join(groups)
    limit = getattr(rules, "throw_hand_limit", None)
    # Read from a holding, past the shared reading memo: a lead only checked, never
    # played, must leave no trace of the seat's cards in module state (issue 35 §5).
    (suit,) = suits
    if limit is not None and len(held) > limit and read(holding(lead, suit, order), order).is_throw:
        return f"you may lead several combinations at once only with {limit} cards or fewer left"
    return None


def _are(cards: Sequence[Card], word: str) -> str:
    """``'are trumps'`` or ``'is a heart'``."""
    return f"are {word}" if len(cards) > 1 else f"is a {word[:-1]}"


@dataclass(frozen=True)
class ThrowVerdict:
    """A failed throw: what is played, what goes back, who could beat it, and why in words.

    ``blocker`` indexes ``other_hands`` (seat order after the leader); it is
    named in ``reason`` only with ``name_throw_blocker``.
    """

    forced: tuple[Card, ...]
    taken_back: tuple[Card, ...]
    blocker: int
    beatable: tuple[tuple[Card, ...], ...]
    reason: str


def throw_result(
    cards: CardsLike, other_hands: Sequence[CardsLike], trump: Trump, rules: Any
) -> str | None:
    """The cards actually played (docs/tractor.md §0 notation) if the throw fails, ``None`` if it
    stands."""
    verdict = judge_throw(cards, other_hands, trump, rules)
    return None if verdict is None else format_hand(verdict.forced)


def judge_throw(
    cards: CardsLike, other_hands: Sequence[CardsLike], trump: Trump, rules: Any
) -> ThrowVerdict | None:
    """The failed throw in full, or ``None`` when the lead stands (or is one component)."""
    order = order_for(trump, rules)
    lead = cards_of(cards)
    shape = read(lead, order)
    if not shape.is_throw:
        return None
    others = [holding(cards_of(h), shape.suit, order) for h in other_hands]
    equiv = equivalents_on(rules)
    beaten = [
        (part, [i for i, h in enumerate(others) if beats_part(h, part, equiv)])
        for part in shape.parts
    ]
    beaten = [(part, seats) for part, seats in beaten if seats]
    if not beaten:
        return None
    lead_holding = holding(lead, shape.suit, order)
    forced_part, seats = min(beaten, key=lambda b: _forced_key(b[0], rules))
    return _verdict(lead_holding, shape, forced_part, (seats[0], len(others)), beaten, rules)


def _forced_key(part: Part, rules: Any) -> tuple[int, int, int]:
    """``lowest_beaten``: lowest top, then fewer cards; ``smallest_beaten`` the other way round;
    then the first in suit order S H C D."""
    top_face = part.faces[-1]
    suit_order = SUITS.find(top_face[1]) if len(top_face[1]) == 1 else 0
    if rules.failed_throw_forced == "smallest_beaten":
        return (part.unit.size, part.top, suit_order)
    return (part.top, part.unit.size, suit_order)


def _verdict(
    lead: Holding,
    shape: Reading,
    forced_part: Part,
    blocker_of: tuple[int, int],
    beaten: list[tuple[Part, list[int]]],
    rules: Any,
) -> ThrowVerdict:
    blocker, others = blocker_of
    parts = list(shape.parts)
    forced = lead.cards_of([forced_part])
    ordered = lead.cards_of([forced_part, *(p for p in parts if p is not forced_part)])
    taken_back = tuple(ordered[len(forced) :])
    by_blocker = [p for p, seats in beaten if blocker in seats]
    named = [show(lead.cards_of([p])) for p in sorted(by_blocker, key=lambda p: -p.top)]
    who = _seat_words(blocker, others) if _named(rules) else "another player"
    reason = f"your throw fails: {who} can beat {_and(named)} — you play {show(forced)}"
    return ThrowVerdict(
        tuple(forced),
        taken_back,
        blocker,
        tuple(tuple(lead.cards_of([p])) for p, _ in beaten),
        reason,
    )


def _named(rules: Any) -> bool:
    return bool(getattr(rules, "name_throw_blocker", True))


def _and(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _seat_words(index: int, others: int) -> str:
    """The blocker as the leader sees him: right, opposite, left (counter-clockwise play)."""
    if others == 3 and index == 1:
        return "the player opposite you"
    if index == 0:
        return "the player on your right"
    if index == others - 1:
        return "the player on your left"
    return f"the player {index + 1} seats to your right"


def beats_part(h: Holding, part: Part, equiv: bool) -> bool:
    """Whether the holding has, in the same suit, something that beats ``part`` (§1.6, §2.4)."""
    unit = part.unit
    if equiv and _bigger_shape_held(h, unit):
        return True
    return any(p.top > part.top for p in placements(h, unit))


def _bigger_shape_held(h: Holding, unit: Unit) -> bool:
    """Four decks: the quad side beats the pair side regardless of rank (§2.4, D35)."""
    if unit == Unit(2, 2):
        return can_form(h, (QUAD,)) is not None
    if unit == Unit(2, 3):  # two linked triples are a Titanic only if runs of 2 are tractors
        return h.order.min_run <= 2 and can_form(h, (Unit(3, 2),)) is not None
    if unit == Unit(2, 4):
        return can_form(h, (QUAD, QUAD)) is not None
    return False


def throw_penalty(verdict: ThrowVerdict | None, rules: Any) -> int:
    """Points the failed throw costs its side under ``throw_penalty`` (§1.6).

    ``ten_per_card``: 10 per card taken back; ``ten_per_attempt``: 10; ``none``: 0.
    The hand flow adds them to, or takes them from, the catchers' total.
    """
    if verdict is None:
        return 0
    rule = str(getattr(rules, "throw_penalty", "none"))
    if rule == "ten_per_card":
        return 10 * len(verdict.taken_back)
    if rule == "ten_per_attempt":
        return 10
    return 0
