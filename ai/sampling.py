"""Determinisation: deal the unseen cards to the other seats, consistently with 记牌.

A sample must fit everything the seat knows: each other seat gets exactly its
number of cards, cards known to be in a hand (kitty remnants, 明牌) stay there,
and what a seat showed it lacks by passing is honoured when the other seat has
room for the card.  The search solves or plays out each sample.
"""

from __future__ import annotations

import random

from ai.counting import Knowledge

PASS_TRUST = 0.85  # how often a card a seat "lacks" is moved to the other seat


def others(knowledge: Knowledge) -> list[int]:
    return [s for s in range(len(knowledge.cards_left)) if s != knowledge.seat]


def unknown_cards(knowledge: Knowledge) -> list[int]:
    """Outside cards not known to be in a particular hand, as a list of ranks."""
    rest = list(knowledge.outside)
    for cards in knowledge.known.values():
        rest = [max(0, r - c) for r, c in zip(rest, cards, strict=True)]
    return [r for r in range(15) for _ in range(rest[r])]


def sample_hands(
    knowledge: Knowledge, hand: list[int], rng: random.Random
) -> tuple[tuple[int, ...], ...] | None:
    """Three rank-count hands: ours, and a deal of the unseen cards to the two others."""
    seats = others(knowledge)
    hands: dict[int, list[int]] = {s: list(knowledge.known.get(s, [0] * 15)) for s in seats}
    room = {s: knowledge.cards_left[s] - sum(hands[s]) for s in seats}
    cards = unknown_cards(knowledge)
    if any(r < 0 for r in room.values()) or sum(room.values()) != len(cards):
        return None
    rng.shuffle(cards)
    placed: dict[int, list[int]] = {s: [] for s in seats}
    loose: list[int] = []
    for rank in cards:
        target = _preferred_seat(knowledge, seats, rank, rng)
        if target is not None and len(placed[target]) < room[target]:
            placed[target].append(rank)
        else:
            loose.append(rank)
    for rank in loose:
        target = seats[0] if len(placed[seats[0]]) < room[seats[0]] else seats[1]
        placed[target].append(rank)
    for s in seats:
        for rank in placed[s]:
            hands[s][rank] += 1
    out = [tuple(hand)] * 3
    for s in seats:
        out[s] = tuple(hands[s])
    return tuple(out)


def _preferred_seat(
    knowledge: Knowledge, seats: list[int], rank: int, rng: random.Random
) -> int | None:
    """The seat a card should go to when the other seat showed it lacks such cards."""
    lacking = [s for s in seats if rank > knowledge.caps.get(s, {}).get("single", 99)]
    if len(lacking) == 1 and rng.random() < PASS_TRUST:
        return seats[0] if lacking[0] == seats[1] else seats[1]
    return None
