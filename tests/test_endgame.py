"""The endgame solver agrees with a brute force, and its lines are legal games.

The brute force (tests/endgame_reference.py) is plain minimax over game.legal_plays;
the solver must give the same winner and the same set of winning first moves on
thousands of small seeded positions: two seats and three, leading and answering a
previous play, with and without banned kinds.
"""

from __future__ import annotations

import random

import pytest

import game
from ai.endgame import Solution, solve
from game.plays import Play
from tests import endgame_reference as reference

RULES = game.ruleset("classic")
DECK = [r for r in range(13) for _ in range(4)] + [13, 14]
CHARS = "3456789TJQKA2BR"
BAN_CHOICES = ("trio_pair", "trio_single", "pair", "straight", "four_two_single",
               "four_two_pair", "bomb", "trio")


def _text(ranks: list[int]) -> str:
    return "".join(CHARS[r] for r in sorted(ranks))


def _position(rng: random.Random, sizes: list[int]) -> tuple[list[list[int]], Play | None,
                                                             frozenset[str]]:
    """Hands of these sizes, maybe a previous play from cards nobody holds, maybe bans."""
    cards = rng.sample(DECK, sum(sizes) + 6)
    hands, start = [], 0
    for n in sizes:
        hands.append(cards[start : start + n])
        start += n
    last = None
    if rng.random() < 0.5:
        last = rng.choice(game.legal_plays(cards[start:], None, RULES))
    banned: frozenset[str] = frozenset()
    if rng.random() < 0.3:
        banned = frozenset(rng.sample(BAN_CHOICES, rng.randint(1, 3)))
    if last is not None and last.kind in banned:
        banned = banned - {last.kind}
    return hands, last, banned


def _check_line(hands: list[list[int]], last: Play | None, banned: frozenset[str],
                solution: Solution) -> None:
    """The line is a legal game that ends with the declared winner's side going out."""
    held = [sorted(h) for h in hands]
    seats = len(held)
    previous, owner = last, (1 if last is not None else 0)
    for seat, ply in zip(solution.line_seats, solution.line, strict=True):
        options = reference.options(held[seat], previous, banned)
        texts = {"pass" if o is None else o.cards for o in options}
        assert ply in texts, (ply, seat, texts)
        nxt = (seat + 1) % seats
        if ply == "pass":
            if nxt == owner:
                previous = None
        else:
            play = next(o for o in options if o is not None and o.cards == ply)
            for r in play.ranks:
                held[seat].remove(r)
            previous, owner = play, seat
    last_seat = solution.line_seats[-1]
    assert held[last_seat] == [], "the line stops before anyone went out"
    assert solution.first_wins == (last_seat == 0)


def _agree(rng: random.Random, sizes: list[int]) -> None:
    hands, last, banned = _position(rng, sizes)
    solution = solve([_text(h) for h in hands], last=None if last is None else last.cards,
                     bans=banned)
    wins, moves = reference.solve(hands, last, banned)
    where = ([_text(h) for h in hands], last, sorted(banned))
    assert solution.first_wins == wins, where
    assert set(solution.moves) == moves, where
    _check_line(hands, last, banned, solution)


def test_two_seats_agree_with_brute_force() -> None:
    rng = random.Random(3401)
    for i in range(1500):
        small = [rng.randint(1, 4), rng.randint(1, 4)]
        _agree(rng, [1 + i % 6, 1 + (i // 6) % 6] if i % 3 else small)


def test_three_seats_agree_with_brute_force() -> None:
    rng = random.Random(3402)
    for i in range(600):
        _agree(rng, [1 + i % 4, 1 + (i // 4) % 4, 1 + (i // 16) % 4])


@pytest.mark.slow
def test_many_more_positions_agree_with_brute_force() -> None:
    rng = random.Random(3403)
    for _ in range(6000):
        _agree(rng, [rng.randint(1, 6), rng.randint(1, 6)])
    for _ in range(2000):
        _agree(rng, [rng.randint(1, 5), rng.randint(1, 5), rng.randint(1, 5)])
