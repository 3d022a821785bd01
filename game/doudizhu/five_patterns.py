"""The ``five`` pattern set: five-player Dou Dizhu with two decks (docs/doudizhu-modes.md §5).

Single; pair (no jokers); pair chain; straight; trio; trio chain; trio + pair;
airplane + pairs (wing pairs of distinct ranks, none a chain rank, never
jokers); bombs of 4+ cards; the double-joker bomb (``BB`` or ``RR``), the
triple-joker bomb (any three jokers) and the heaven bomb (all four).  Bomb order:
4 cards < double joker < 5 < 6 < triple joker < 7 < 8 < heaven; equal lengths by
rank; ``RR`` beats ``BB`` and ``BRR`` beats ``BBR`` (**Decision**).  Bombs of 5+
cards, the triple joker and the heaven bomb double the score.

>>> from game.rules import ruleset
>>> from game.doudizhu.patterns import beats, classify
>>> five = ruleset("five")
>>> [str(p) for p in classify("BB", five) + classify("BRR", five)], classify("BR", five)
(['BB:joker_bomb_2:B', 'BRR:joker_bomb_3:R'], [])
>>> beats(classify("BB", five)[0], classify("AAAA", five)[0], five)
True
>>> beats(classify("BB", five)[0], classify("33333", five)[0], five)
False
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
from game.plays import BOMB, Play, intern_play

JOKER_BOMB_2 = "joker_bomb_2"
JOKER_BOMB_3 = "joker_bomb_3"
HEAVEN_BOMB = "heaven_bomb"

SHAPES = Shapes(joker_pairs=False)
BOMBS = same_rank_table(BOMB, range(4, MAX_BOMB + 1))
B, R = SMALL_JOKER, BIG_JOKER
DOUBLE_JOKERS = {B: intern_play(JOKER_BOMB_2, B, [B, B]), R: intern_play(JOKER_BOMB_2, R, [R, R])}
TRIPLE_JOKERS = {
    B: intern_play(JOKER_BOMB_3, B, [B, B, R]),
    R: intern_play(JOKER_BOMB_3, R, [B, R, R]),
}
HEAVEN = intern_play(HEAVEN_BOMB, R, [B, B, R, R])

# Each bomb's place in the order of docs/doudizhu-modes.md §5, by kind and number of cards.
BOMB_LEVEL = {
    (BOMB, 4): 0, (JOKER_BOMB_2, 2): 1, (BOMB, 5): 2, (BOMB, 6): 3, (JOKER_BOMB_3, 3): 4,
    (BOMB, 7): 5, (BOMB, 8): 6, (HEAVEN_BOMB, 4): 7,
}
DOUBLING_LEVEL = BOMB_LEVEL[BOMB, 5]  # from here up; not the four-card bomb, not BB or RR


def read(counts: list[int], size: int) -> Play | None:
    """The one reading of a set in ``five``, or ``None``."""
    present = [r for r in range(RANK_COUNT) if counts[r]]
    if present and present[0] >= B:
        return _jokers_only(counts, size)
    if len(present) == 1:
        rank = present[0]
        if size <= 3:
            return (SINGLES, PAIRS, TRIOS)[size - 1][rank]
        return BOMBS.get((rank, size))
    return read_ordinary(counts, SHAPES)


def _jokers_only(counts: list[int], size: int) -> Play | None:
    small, big = counts[B], counts[R]
    if size == 1:
        return SINGLES[B if small else R]
    if size == 2:
        return DOUBLE_JOKERS[B if small else R] if small != big else None
    if size == 3:
        return TRIPLE_JOKERS[B if small == 2 else R]
    return HEAVEN if size == 4 else None


def strength(play: Play) -> tuple[int, ...] | None:
    level = BOMB_LEVEL.get((play.kind, len(play)))
    return None if level is None else (level, play.rank)


def bombs(counts: list[int], above: int, length: int) -> Iterator[Play]:
    for rank in range(TWO + 1):
        if counts[rank] >= 4:
            for size in range(4, min(counts[rank], MAX_BOMB) + 1):
                yield BOMBS[rank, size]
    small, big = counts[B], counts[R]
    yield from (DOUBLE_JOKERS[j] for j in (B, R) if counts[j] >= 2)
    if small >= 2 and big >= 1:
        yield TRIPLE_JOKERS[B]
    if small >= 1 and big >= 2:
        yield TRIPLE_JOKERS[R]
    if small >= 2 and big >= 2:
        yield HEAVEN


def doubles(play: Play) -> bool:
    """Bombs of 5+ cards, the triple joker and the heaven bomb double
    (docs/doudizhu-modes.md §5)."""
    level = BOMB_LEVEL.get((play.kind, len(play)))
    return level is not None and level >= DOUBLING_LEVEL


FIVE_PATTERNS = make_pattern_set("five", read, ordinary_generators(SHAPES), bombs, strength,
                                 doubles, SHAPES)
register_pattern_set(FIVE_PATTERNS)
