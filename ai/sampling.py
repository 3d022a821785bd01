"""Determinisation: deal the unseen cards to the other seats, consistently with 记牌.

A sample must fit everything the seat knows: each other seat gets exactly its
number of cards, cards known to be in a hand (kitty remnants, 明牌) stay there,
cards in nobody's hand (set aside by the mode, or a kitty discarded unseen) stay
out of every hand, and what a seat showed it
lacks by passing is honoured when another seat has room for the card.  The
unseen cards are those not in our hand, not played and not in a kitty we saw:
a hidden kitty is simply more unseen cards in the landlord's hand.  The search
solves or plays out each sample.
"""

from __future__ import annotations

import random

from ai.counting import Knowledge

PASS_TRUST = 0.85  # how often a card a seat "lacks" is moved to a seat that may hold it

Hands = tuple[tuple[int, ...], ...]


def others(knowledge: Knowledge) -> list[int]:
    return [s for s in range(len(knowledge.cards_left)) if s != knowledge.seat]


def unknown_cards(knowledge: Knowledge) -> list[int]:
    """Outside cards not known to be in a particular hand, as a list of ranks."""
    rest = list(knowledge.outside)
    for cards in knowledge.known.values():
        rest = [max(0, r - c) for r, c in zip(rest, cards, strict=True)]
    return [r for r, n in enumerate(rest) for _ in range(n)]


def sample_hands(knowledge: Knowledge, hand: list[int], rng: random.Random) -> Hands | None:
    """Every seat's rank-count hand: ours, and a deal of the unseen cards to the others.

    ``None`` when the count does not fit the seats' card numbers (a malformed view).
    """
    seats = others(knowledge)
    empty = [0] * len(hand)
    hands: dict[int, list[int]] = {s: list(knowledge.known.get(s, empty)) for s in seats}
    room = {s: knowledge.cards_left[s] - sum(hands[s]) for s in seats}
    cards = unknown_cards(knowledge)
    aside = knowledge.aside
    if aside < 0 or any(r < 0 for r in room.values()) or sum(room.values()) + aside != len(cards):
        return None
    rng.shuffle(cards)
    cards = cards[aside:]  # a random share of the unseen cards was never dealt
    placed: dict[int, list[int]] = {s: [] for s in seats}
    loose: list[int] = []
    for rank in cards:
        target = _preferred_seat(knowledge, seats, rank, rng)
        if target is not None and len(placed[target]) < room[target]:
            placed[target].append(rank)
        else:
            loose.append(rank)
    for rank in loose:
        target = next(s for s in seats if len(placed[s]) < room[s])
        placed[target].append(rank)
    for s in seats:
        for rank in placed[s]:
            hands[s][rank] += 1
    out = [tuple(hand)] * len(knowledge.cards_left)
    for s in seats:
        out[s] = tuple(hands[s])
    return tuple(out)


def _preferred_seat(
    knowledge: Knowledge, seats: list[int], rank: int, rng: random.Random
) -> int | None:
    """Where a card should go when some seats showed, by passing, that they lack it."""
    lacking = [s for s in seats if rank > knowledge.caps.get(s, {}).get("single", 99)]
    if not lacking or len(lacking) == len(seats) or rng.random() >= PASS_TRUST:
        return None
    holders = [s for s in seats if s not in lacking]
    return holders[0] if len(holders) == 1 else rng.choice(holders)
