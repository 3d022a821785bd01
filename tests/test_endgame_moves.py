"""The solver's own move generator (ai/endgame/moves.py) against game.legal_plays."""

from __future__ import annotations

import random

import game
from ai.endgame.moves import MoveTable, leads, move, pack_ranks, unpack
from game.plays import Play

RULES = game.ruleset("classic")
DECK = [r for r in range(13) for _ in range(4)] + [13, 14]


def _ours(hand: list[int], previous: Play | None, table: MoveTable) -> set[tuple[str, str]]:
    packed = pack_ranks(hand)
    if previous is None:
        return {(m.kind, m.text) for m in table.leads(packed)}
    answered = move(previous.kind, previous.rank, pack_ranks(previous.ranks))
    return {(m.kind, m.text) for m in table.answers(packed, answered)}


def _theirs(hand: list[int], previous: Play | None, banned: frozenset[str]) -> set[tuple[str, str]]:
    return {(p.kind, p.cards) for p in game.legal_plays(hand, previous, RULES)
            if p.kind not in banned}


def test_leads_and_answers_match_legal_plays_on_random_hands() -> None:
    rng = random.Random(34)
    table = MoveTable()
    compared = 0
    for _ in range(400):
        cards = rng.sample(DECK, rng.randint(1, 20) + 12)
        hand, other = cards[: len(cards) - 12], cards[len(cards) - 12 :]
        assert _ours(hand, None, table) == _theirs(hand, None, frozenset())
        previous = rng.choice(game.legal_plays(other, None, RULES))
        assert _ours(hand, previous, table) == _theirs(hand, previous, frozenset())
        compared += 2
    assert compared == 800


def test_kicker_heavy_hands_match() -> None:
    """Trios, fours and jokers together: the airplane and four-with-two wings."""
    table = MoveTable()
    for text in ("333444555666BR", "3334445557772222", "33334444BR", "QQQKKKAAA2222BR",
                 "3333444455556666", "TTTJJJQQQKKKAAA22BR"):
        hand = [c.rank for c in game.parse_cards(text)]
        assert _ours(hand, None, table) == _theirs(hand, None, frozenset())


def test_banned_kinds_are_left_out() -> None:
    banned = frozenset({"trio_pair", "four_two_single", "straight"})
    table = MoveTable(banned)
    hand = [c.rank for c in game.parse_cards("333344556789T")]
    ours = _ours(hand, None, table)
    assert ours == _theirs(hand, None, banned)
    assert not {kind for kind, _ in ours} & banned


def test_packing_round_trips() -> None:
    counts = [4, 0, 3, 1, 0, 2, 0, 0, 0, 0, 0, 0, 4, 1, 1]
    assert unpack(sum(c << (3 * r) for r, c in enumerate(counts))) == counts
    assert len(leads(counts)) == len(game.legal_plays(
        [r for r, c in enumerate(counts) for _ in range(c)], None, RULES))
