"""The ``four`` pattern set: four-player Dou Dizhu with two decks (docs/doudizhu-modes.md §4).

Single; pair (``BB`` and ``RR`` are pairs, ``BR`` is not); trio; trio + pair;
straight; pair chain; trio chain; airplane + pairs.  No trio + single and no
four + two.  Bombs are 4..8 cards of one rank: more cards beat fewer, equal
lengths by rank.  The rocket is all four jokers and beats everything.  Only the
rocket and bombs of six or more cards double the score.

**Decision** (the rules only say that ``BB`` and ``RR`` are pairs): a joker pair
is a pair wherever a pair is taken, so it may be the pair of a trio + pair or a
wing of an airplane, and it ranks above the pair of 2s.

>>> from game.rules import ruleset
>>> from game.doudizhu.patterns import beats, classify
>>> four = ruleset("four")
>>> [str(p) for p in classify("BB", four)], classify("BR", four), classify("3334", four)
(['BB:pair:B'], [], [])
>>> beats(classify("BBRR", four)[0], classify("22222222", four)[0], four)
True
"""

from __future__ import annotations

from collections.abc import Iterator

from game.cards import BIG_JOKER, RANK_COUNT, SMALL_JOKER, TWO
from game.doudizhu.multideck import (
    MAX_BOMB,
    PAIRS,
    SINGLES,
    TRIOS,
    Shapes,
    make_pattern_set,
    ordinary_generators,
    read_ordinary,
    same_rank_table,
)
from game.doudizhu.patterns import register_pattern_set
from game.plays import BOMB, ROCKET, Play, intern_play

SHAPES = Shapes(joker_pairs=True)
BOMBS = same_rank_table(BOMB, range(4, MAX_BOMB + 1))
ROCKET_PLAY = intern_play(ROCKET, BIG_JOKER, [SMALL_JOKER] * 2 + [BIG_JOKER] * 2)
DOUBLING_BOMB = 6  # the shortest bomb that doubles


def read(counts: list[int], size: int) -> Play | None:
    """The one reading of a set in ``four``, or ``None``."""
    present = [r for r in range(RANK_COUNT) if counts[r]]
    if len(present) == 1:
        rank = present[0]
        if size <= 2:
            return SINGLES[rank] if size == 1 else PAIRS[rank]
        if size == 3 and rank <= TWO:
            return TRIOS[rank]
        return BOMBS.get((rank, size))
    if present == [SMALL_JOKER, BIG_JOKER] and counts[SMALL_JOKER] == counts[BIG_JOKER] == 2:
        return ROCKET_PLAY
    return read_ordinary(counts, SHAPES)


def strength(play: Play) -> tuple[int, ...] | None:
    """Rocket over every bomb; between bombs, more cards, then the higher rank."""
    if play.kind == ROCKET:
        return (2,)
    if play.kind == BOMB:
        return 1, len(play), play.rank
    return None


def bombs(counts: list[int], above: int, length: int) -> Iterator[Play]:
    for rank in range(TWO + 1):
        if counts[rank] >= 4:
            for size in range(4, min(counts[rank], MAX_BOMB) + 1):
                yield BOMBS[rank, size]
    if counts[SMALL_JOKER] >= 2 and counts[BIG_JOKER] >= 2:
        yield ROCKET_PLAY


def doubles(play: Play) -> bool:
    """Only the rocket and bombs of six or more cards double (docs/doudizhu-modes.md §4)."""
    return play.kind == ROCKET or (play.kind == BOMB and len(play) >= DOUBLING_BOMB)


FOUR_PATTERNS = make_pattern_set("four", read, ordinary_generators(SHAPES), bombs, strength,
                                 doubles, SHAPES)
register_pattern_set(FOUR_PATTERNS)
