"""Shared helpers for the tests of the two-player and two-deck modes.

Fixed deals from rank strings, scripted hands, random hands played to the end
and replayed, and the hypothesis properties every pattern set must have.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections import Counter
from collections.abc import Iterable

from hypothesis import strategies as st

from game import PASS, Play, beats, classify, legal_plays, new_game, replay
from game.cards import Card, format_ranks, new_deck, parse_cards, parse_ranks
from game.doudizhu.game import Game, deck_for
from game.events import Event
from game.rules import Ruleset
from tests.reference_modes import RANKS, brute_force_replies, readings


def deck_with(rules: Ruleset, hands: list[str], kitty: str = "") -> list[Card]:
    """A deck order dealing these cards to the seats (and the kitty): ranks, or suited cards
    such as ``KS`` (the first copy left) where the suit matters; the hands and the
    kitty are then filled up from the cards left, spread over the ranks (one card of each
    rank in turn, seat after seat), so the filling makes no bombs."""
    pool = new_deck(rules.decks)

    def take(text: str) -> list[Card]:
        taken = []
        for wanted in parse_cards(text):
            card = next(
                c for c in pool if c.rank == wanted.rank and wanted.suit in ("", c.suit)
            )
            pool.remove(card)
            taken.append(card)
        return taken

    seats = [take(h) for h in hands] + [[] for _ in range(rules.seats - len(hands))]
    kitty_cards = take(kitty)
    pool = _spread(pool)
    while any(len(hand) < rules.hand_size for hand in seats):
        for hand in seats:
            if len(hand) < rules.hand_size:
                hand.append(pool.pop(0))
    while len(kitty_cards) < rules.kitty_size:
        kitty_cards.append(pool.pop(0))
    return deck_for(seats, kitty_cards, pool)


def _spread(pool: list[Card]) -> list[Card]:
    by_rank: dict[int, list[Card]] = {}
    for card in pool:
        by_rank.setdefault(card.rank, []).append(card)
    deepest = max(len(cards) for cards in by_rank.values())
    return [
        by_rank[rank][k] for k in range(deepest) for rank in sorted(by_rank)
        if k < len(by_rank[rank])
    ]


def fixed_game(
    rules: Ruleset, hands: list[str], kitty: str = "", *, landlord: int | None = 0,
    first_bidder: int | None = 0,
) -> Game:
    """A hand with these cards; the landlord fixed (bidding skipped) unless ``None``."""
    return new_game(rules, 1, landlord=landlord, first_bidder=first_bidder,
                    deck=deck_with(rules, hands, kitty))


def act(game: Game, cards: str | None) -> list[Event]:
    """The seat to act plays the cards of these ranks, or passes (``None``)."""
    if cards is None:
        return game.apply(PASS)
    wanted = format_ranks(parse_ranks(cards))
    matches = [a for a in game.legal_actions() if isinstance(a, Play) and a.cards == wanted]
    assert len(matches) == 1, f"{wanted} is not one legal play for seat {game.to_act}"
    return game.apply(matches[0])


def script(game: Game, plays: Iterable[str | None]) -> list[Event]:
    events: list[Event] = []
    for cards in plays:
        events.extend(act(game, cards))
    return events


def play_randomly(game: Game, rng: random.Random) -> list[Event]:
    events = list(game.initial_events)
    while not game.over:
        events.extend(game.apply(rng.choice(game.legal_actions())))
    return events


def random_hands_replay(rules: Ruleset, hands: int) -> None:
    """Random legal hands end with a zero-sum score and every record replays exactly."""
    for seed in range(hands):
        game = new_game(rules, seed)
        play_randomly(game, random.Random(seed))
        assert game.result is not None and sum(game.result.scores) == 0
        assert any(not hand for hand in game.hands)
        again = replay(json.loads(json.dumps(game.record())))
        assert again.result == game.result
        assert again.hands == game.hands and again.history == game.history


def cards_seen(events: Iterable[Event]) -> set[Card]:
    """Every card any field of these events names."""
    seen: set[Card] = set()
    for event in events:
        for value in dataclasses.asdict(event).values():
            _collect(value, seen)
        for name in ("kitty", "hand", "cards", "kept"):
            _collect(getattr(event, name, ()), seen)
    return seen


def _collect(value: object, seen: set[Card]) -> None:
    if isinstance(value, Card):
        seen.add(value)
    elif isinstance(value, tuple | list | set | frozenset):
        for item in value:
            _collect(item, seen)


# ----- pattern-set properties -------------------------------------------------------------

TWO_DECKS = [r for r in RANKS[:13] for _ in range(8)] + list("BBRR")


def hands(max_size: int) -> st.SearchStrategy[str]:
    """Hands of two decks, as sorted rank strings."""
    return st.lists(
        st.sampled_from(range(len(TWO_DECKS))), min_size=1, max_size=max_size, unique=True
    ).map(lambda idx: "".join(sorted((TWO_DECKS[i] for i in idx), key=RANKS.index)))


def clumped_hands(max_ranks: int) -> st.SearchStrategy[str]:
    """Hands of a few neighbouring ranks held 2..5 times: chains, fours and their wings."""
    return st.tuples(
        st.integers(0, 8),
        st.lists(st.integers(0, 5), min_size=2, max_size=max_ranks),
        st.lists(st.sampled_from(RANKS), max_size=3),
    ).map(_clump)


def _clump(parts: tuple[int, list[int], list[str]]) -> str:
    start, widths, extra = parts
    counts = Counter({RANKS[start + i]: w for i, w in enumerate(widths) if start + i < 12})
    counts.update(extra)
    cards = "".join(r * min(v, 2 if r in "BR" else 8) for r, v in counts.items())
    return "".join(sorted(cards, key=RANKS.index)) or "3"


def check_replies(rules: Ruleset, hand: str, previous: Play | None) -> list[Play]:
    """Every reply classifies as itself, comes from the hand, beats the previous; no twins."""
    replies = legal_plays(hand, previous, rules)
    assert len(replies) == len(set(replies)), "duplicates"
    have = Counter(hand)
    for play in replies:
        assert classify(play.cards, rules) == [play]
        assert not Counter(play.cards) - have
        assert beats(play, previous, rules)
    return replies


def check_against_brute_force(rules: Ruleset, hand: str, previous: Play | None) -> None:
    """legal_plays equals reading every sub-multiset of the hand by the reference rules."""
    got = {(p.kind, p.key, p.cards) for p in legal_plays(hand, previous, rules)}
    old = None if previous is None else (previous.kind, previous.key, previous.cards)
    assert got == brute_force_replies(rules.name, hand, old)


def check_classify_matches_reference(rules: Ruleset, cards: str) -> None:
    """classify and the reference agree, and no set has two readings."""
    expected = readings(rules.name, cards)
    assert len(expected) <= 1, f"{cards} has two readings: {expected}"
    assert [(p.kind, p.key) for p in classify(cards, rules)] == expected
