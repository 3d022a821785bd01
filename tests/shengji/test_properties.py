"""Invariants of the trick mechanics on random deals (hypothesis drives the seeds).

- a legal follow always exists, and the structured candidates find one;
- every completion of every candidate is legal;
- on small hands the candidates cover every legal follow (checked against
  trying every subset);
- the trick winner is the lead or a play that matches it, never a discard.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from game.cards import Card
from game.shengji.candidates import follow_candidates
from game.shengji.cards import format_hand, new_deck
from game.shengji.follow import follow_error
from game.shengji.lead import judge_throw, lead_error
from game.shengji.shapes import holdings, read
from game.shengji.trick import matches, trick_winner
from game.shengji.trump import LEVELS, Trump, order_for
from tests.shengji.trick_rules import rules

DECKS = st.sampled_from([1, 2, 2, 3, 4])
HAND_SIZE = {1: 12, 2: 25, 3: 39, 4: 52}
SEEDS = st.integers(min_value=0, max_value=2**32)


def _trump(rng: random.Random, decks: int) -> Trump:
    levels = LEVELS[1:-1] if decks == 4 else LEVELS[:-1]
    suit = rng.choice(["S", "H", "C", "D", None])
    return Trump(rng.choice(levels), suit)


def _options(rng: random.Random, decks: int) -> Any:
    choice: dict[str, Any] = {
        "level_gap": rng.choice(["joins", "breaks"]),
        "throw_compare": rng.choice(["key_component", "all_components"]),
    }
    if decks != 4:
        choice["partial_tractor_follow"] = rng.random() < 0.5
    if decks == 3:
        choice["protect_triples"] = rng.random() < 0.3
    return rules(decks, **choice)


def _deal(rng: random.Random, decks: int, seats: int = 4) -> list[list[Card]]:
    deck = new_deck(decks)
    rng.shuffle(deck)
    size = HAND_SIZE[decks]
    return [deck[i * size : (i + 1) * size] for i in range(seats)]


def _lead(rng: random.Random, hand: list[Card], trump: Trump, ruleset: Any) -> list[Card]:
    """A lead of one suit: a single, one component of the suit's reading, or a random set."""
    order = order_for(trump, ruleset)
    suit_cards = list(rng.choice(list(holdings(hand, order).values())).cards.values())
    cards = [c for group in suit_cards for c in group]
    kind = rng.random()
    if kind < 0.25:
        return [rng.choice(cards)]
    if kind < 0.7:
        reading = read(cards, order)
        h = holdings(cards, order)[reading.suit]
        return h.cards_of([rng.choice(reading.parts)])
    return rng.sample(cards, rng.randint(1, min(6, len(cards))))


Position = tuple[random.Random, Trump, Any, list[list[Card]], list[Card]]


def _position(seed: int, decks: int) -> Position:
    rng = random.Random(seed)
    trump = _trump(rng, decks)
    ruleset = _options(rng, decks)
    hands = _deal(rng, decks)
    lead = _lead(rng, hands[0], trump, ruleset)
    return rng, trump, ruleset, hands, lead


@settings(max_examples=120, deadline=None)
@given(SEEDS, DECKS)
def test_a_legal_follow_always_exists_and_candidates_find_it(seed: int, decks: int) -> None:
    _, trump, ruleset, hands, lead = _position(seed, decks)
    assert lead_error(lead, hands[0], trump, ruleset) is None
    for hand in hands[1:]:
        candidates = follow_candidates(hand, lead, trump, ruleset)
        assert candidates
        play = candidates[0].simplest()
        assert follow_error(play, hand, lead, trump, ruleset) is None, (format_hand(play),)


@settings(max_examples=120, deadline=None)
@given(SEEDS, DECKS)
def test_every_completion_of_every_candidate_is_legal(seed: int, decks: int) -> None:
    rng, trump, ruleset, hands, lead = _position(seed, decks)
    for hand in hands[1:]:
        for candidate in follow_candidates(hand, lead, trump, ruleset)[:12]:
            for _ in range(3):
                chosen = rng.sample(list(candidate.pool), candidate.count)
                play = candidate.complete(chosen)
                why = follow_error(play, hand, lead, trump, ruleset)
                assert why is None, (format_hand(hand), format_hand(lead), format_hand(play), why)


@settings(max_examples=150, deadline=None)
@given(SEEDS, DECKS)
def test_candidates_cover_every_legal_follow_of_a_small_hand(seed: int, decks: int) -> None:
    rng = random.Random(seed)
    trump = _trump(rng, decks)
    ruleset = _options(rng, decks)
    order = order_for(trump, ruleset)
    deck = new_deck(decks)
    rng.shuffle(deck)
    # A hand rich in one suit, so the ladders have something to bite on.
    suit = order.suit_of(deck[0])
    same = [c for c in deck if order.suit_of(c) == suit]
    # A plain suit holds 12+ cards, but a no-trump deal's trump suit with one deck only six
    # (the four level cards and the two jokers): keep at least one to lead.
    held = rng.randint(3, min(7, len(same) - 1))
    hand = same[:held] + [c for c in deck if order.suit_of(c) != suit][:2]
    lead = _lead(rng, same[held:], trump, ruleset)[:4]
    n = len(lead)
    legal = {
        format_hand(combo)
        for combo in combinations(hand, n)
        if follow_error(list(combo), hand, lead, trump, ruleset) is None
    }
    offered: set[str] = set()
    for candidate in follow_candidates(hand, lead, trump, ruleset):
        for chosen in combinations(candidate.pool, candidate.count):
            offered.add(format_hand(candidate.complete(chosen)))
    assert offered == legal


@settings(max_examples=120, deadline=None)
@given(SEEDS, DECKS)
def test_trick_winner_is_the_lead_or_a_matching_play_never_a_discard(seed: int, decks: int) -> None:
    rng, trump, ruleset, hands, lead = _position(seed, decks)
    verdict = judge_throw(lead, hands[1:], trump, ruleset)
    if verdict is not None:
        lead = list(verdict.forced)
    plays: list[list[Card]] = [lead]
    for hand in hands[1:]:
        candidates = follow_candidates(hand, lead, trump, ruleset)
        candidate = rng.choice(candidates)
        plays.append(candidate.complete(rng.sample(list(candidate.pool), candidate.count)))
    winner = trick_winner(plays, trump, ruleset)
    assert 0 <= winner < len(plays)
    if winner:
        assert matches(plays[winner], lead, trump, ruleset)


@settings(max_examples=80, deadline=None)
@given(SEEDS, DECKS)
def test_a_reading_covers_the_cards_with_well_formed_parts(seed: int, decks: int) -> None:
    _, trump, ruleset, hands, _ = _position(seed, decks)
    order = order_for(trump, ruleset)
    for h in holdings(hands[0], order).values():
        reading = read(h, order)
        assert reading.size == len(h)
        for part in reading.parts:
            indices = [h.index[f] for f in part.faces]
            assert indices == list(range(part.top - len(indices) + 1, part.top + 1))


def _pair_faces(cards: list[Card], order: Any) -> list[tuple[int, tuple[int, str]]]:
    """(index, face) of every face held at least twice."""
    seen: dict[tuple[int, str], list[Card]] = {}
    for card in cards:
        seen.setdefault(order.face(card), []).append(card)
    return [(order.index(group[0]), f) for f, group in seen.items() if len(group) >= 2]


def _longest_tractor(cards: list[Card], order: Any) -> int:
    """Longest run of pairs at consecutive indices (one pair per index), straight from §1.5."""
    indices = {i for i, _ in _pair_faces(cards, order)}
    best = 0
    for i in indices:
        length = 1
        while i + length in indices:
            length += 1
        best = max(best, length)
    return best if best >= 2 else 0


def _reference_legal(
    play: list[Card], hand: list[Card], lead: list[Card], order: Any, partial: bool
) -> bool:
    """F1–F3 of docs/tractor.md §1.7 for two decks, written out directly."""
    suit = order.suit_of(lead[0])
    mine = [c for c in hand if order.suit_of(c) == suit]
    played = [c for c in play if order.suit_of(c) == suit]
    n = len(lead)
    if len(played) < min(n, len(mine)):
        return False
    if len(mine) <= n:
        return True
    shape_ = read(lead, order)
    pairs_led = sum(u.length for u in shape_.units if u.width == 2)
    if len(_pair_faces(played, order)) < min(pairs_led, len(_pair_faces(mine, order))):
        return False
    if shape_.is_throw or not shape_.units[0].is_tractor:
        return True
    k = shape_.units[0].length
    held = _longest_tractor(mine, order)
    need = k if held >= k else (held if partial and held >= 2 else 0)
    return _longest_tractor(played, order) >= need


@settings(max_examples=150, deadline=None)
@given(SEEDS)
def test_two_deck_follows_agree_with_f1_f2_f3_written_out(seed: int) -> None:
    rng = random.Random(seed)
    trump = _trump(rng, 2)
    partial = rng.random() < 0.5
    ruleset = rules(2, partial_tractor_follow=partial, level_gap=rng.choice(["joins", "breaks"]))
    order = order_for(trump, ruleset)
    deck = new_deck(2)
    rng.shuffle(deck)
    suit = order.suit_of(deck[0])
    same = sorted((c for c in deck if order.suit_of(c) == suit), key=order.index)
    start = rng.randint(0, max(0, len(same) - 12))
    window = same[start : start + 12]  # close ranks, so pairs and tractors are common
    rng.shuffle(window)
    hand = window[:8] + [c for c in deck if order.suit_of(c) != suit][:1]
    lead = _lead(rng, window[8:], trump, ruleset)[:6]
    for combo in combinations(hand, len(lead)):
        play = list(combo)
        mine = follow_error(play, hand, lead, trump, ruleset) is None
        assert mine == _reference_legal(play, hand, lead, order, partial), (
            format_hand(hand),
            format_hand(lead),
            format_hand(play),
            trump,
        )
