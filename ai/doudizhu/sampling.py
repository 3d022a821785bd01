"""Determinisation: deal the unseen cards to the other seats, consistently with 记牌.

A sample must fit everything the seat knows: each other seat gets exactly its
number of cards, cards known to be in a hand (kitty remnants, 明牌) stay there,
and cards in nobody's hand (set aside by the mode, or a kitty discarded unseen)
stay out of every hand.  The unseen cards are those not in our hand, not played
and not in a kitty we saw: a hidden kitty is simply more unseen cards in the
landlord's hand.

Passes say more.  A seat that passed on an opponent's single 9 would have played
a loose single above it (one not in a straight), and one that passed on a pair
a loose pair: the policy plays those at almost no cost.  So a deal that leaves
such a card in such a hand keeps it only with the odds :data:`PASS_MISS` (a
seat sometimes passes for reasons of its own): a deal is drawn uniformly, then
each card that contradicts a pass is, with the other odds, swapped for a card of
another seat where that leaves fewer contradictions.  The search solves or plays out each sample.
"""

from __future__ import annotations

import random

from ai.doudizhu.counting import Knowledge
from game.cards import BIG_JOKER, CHAIN_TOP, RANK_COUNT, SMALL_JOKER, TWO

PASS_MISS = 0.15  # how likely a seat passes although it holds the loose card it passed on
SWAP_TRIES = 4  # cards of another seat tried in exchange for one contradicting card
STRAIGHT = 5  # a run of this many ranks holds its cards: they are not loose singles

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
    known = {s: knowledge.known.get(s, empty) for s in seats}
    room = {s: knowledge.cards_left[s] - sum(known[s]) for s in seats}
    cards = unknown_cards(knowledge)
    aside = knowledge.aside
    if aside < 0 or any(r < 0 for r in room.values()) or sum(room.values()) + aside != len(cards):
        return None
    caps = {s: knowledge.caps[s] for s in seats if knowledge.caps.get(s)}
    hands = _deal(knowledge, hand, known, room, cards, aside, rng)
    return _repair(hands, known, caps, seats, rng) if caps else hands


def _deal(
    knowledge: Knowledge, hand: list[int], known: dict[int, list[int]], room: dict[int, int],
    cards: list[int], aside: int, rng: random.Random,
) -> Hands:
    """One uniform deal: the unseen cards shuffled, a share left aside, the rest by room."""
    rng.shuffle(cards)
    out = [tuple(hand)] * len(knowledge.cards_left)
    at = aside  # a random share of the unseen cards was never dealt
    for s, n in room.items():
        counts = list(known[s])
        for rank in cards[at : at + n]:
            counts[rank] += 1
        at += n
        out[s] = tuple(counts)
    return tuple(out)


def _repair(
    hands: Hands, known: dict[int, list[int]], caps: dict[int, dict[str, int]], seats: list[int],
    rng: random.Random,
) -> Hands:
    """Swap each contradicting card with a card of another seat where the swap leaves
    fewer contradictions: a pass on a king makes most deals contradict it somewhere,
    and drawing alone would rarely find one that does not."""
    out = [list(h) for h in hands]
    for s, seat_caps in caps.items():
        for rank in _contradicted(hands[s], seat_caps):
            if out[s][rank] - known[s][rank] <= 0 or rng.random() < PASS_MISS:
                continue
            _swap_away(out, known, caps, s, rank, [t for t in seats if t != s], rng)
    return tuple(tuple(h) for h in out)


def _swap_away(
    out: list[list[int]], known: dict[int, list[int]], caps: dict[int, dict[str, int]],
    s: int, rank: int, targets: list[int], rng: random.Random,
) -> None:
    """Move one card of ``rank`` from seat ``s`` to a seat in ``targets`` for one of its
    own cards, the first swap (in random order) that lowers the two seats' contradictions."""
    rng.shuffle(targets)
    for t in targets:
        ranks = [q for q in range(len(out[t])) if q != rank and out[t][q] - known[t][q] > 0]
        rng.shuffle(ranks)
        before = _misses(out[s], caps.get(s)) + _misses(out[t], caps.get(t))
        for q in ranks[:SWAP_TRIES]:
            out[s][rank] -= 1
            out[s][q] += 1
            out[t][q] -= 1
            out[t][rank] += 1
            if _misses(out[s], caps.get(s)) + _misses(out[t], caps.get(t)) < before:
                return
            out[s][rank] += 1
            out[s][q] -= 1
            out[t][q] += 1
            out[t][rank] -= 1


def _misses(hand: list[int], caps: dict[str, int] | None) -> int:
    return contradictions(tuple(hand), caps) if caps else 0


def _contradicted(hand: tuple[int, ...], caps: dict[str, int]) -> list[int]:
    """The ranks :func:`contradictions` counts."""
    out: list[int] = []
    single = caps.get("single")
    if single is not None:
        chained = _in_straights(hand)
        out += [r for r in range(single + 1, min(RANK_COUNT, len(hand)))
                if hand[r] == 1 and r not in chained and not _rocket_half(hand, r)]
    pair = caps.get("pair")
    if pair is not None:
        out += [r for r in range(pair + 1, TWO + 1) if hand[r] == 2]
    return out


def contradictions(hand: tuple[int, ...], caps: dict[str, int]) -> int:
    """How many of ``hand``'s loose cards its passes say it lacks: loose singles above its
    single cap (not in a straight, a lone joker only without the other), pairs above its
    pair cap."""
    return len(_contradicted(hand, caps))


def _rocket_half(hand: tuple[int, ...], rank: int) -> bool:
    return (rank == SMALL_JOKER and hand[BIG_JOKER] > 0) or (
        rank == BIG_JOKER and hand[SMALL_JOKER] > 0)


def _in_straights(hand: tuple[int, ...]) -> set[int]:
    """Ranks that sit in a run of :data:`STRAIGHT` or more held ranks (3 to A)."""
    out: set[int] = set()
    run: list[int] = []
    for r in range(CHAIN_TOP + 2):
        if r <= CHAIN_TOP and hand[r]:
            run.append(r)
            continue
        if len(run) >= STRAIGHT:
            out.update(run)
        run = []
    return out
