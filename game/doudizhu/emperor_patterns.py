"""The ``emperor`` pattern set: three players, two decks, 帝主 (docs/doudizhu-modes.md §6).

Sixteen kinds: single; straight (5+); pair; pair chain (4+ pairs); trio; trio
chain (3+ trios); trio + pair; airplane (a trio chain of 3+ with as many pairs);
four (not a bomb); four chain (2+); four + trio; carrier (a four chain with as
many trios); dress (four + trio + pair, compared by the four); spaceship (a four
chain, an equally long trio chain and as many pairs, compared by the four chain,
then the trio chain); bombs of 5..8 cards (more cards beat fewer, then by rank);
the heaven bomb (all four jokers), the highest.  Chains never hold a 2 or a joker.
Every bomb and the heaven bomb doubles the score.

**Decisions** (§6 is silent): wings and kickers follow §1 — of distinct ranks,
none a rank of the combination's chains or core; a joker pair (``BB``, ``RR``) is a
pair, as in ``four``, wherever a pair is taken; a spaceship's trio chain is as long
as its four chain, so from two trios; a carrier's trios need not be consecutive.

>>> from game.rules import ruleset
>>> from game.doudizhu.patterns import classify
>>> emperor = ruleset("emperor")
>>> [str(p) for p in classify("33334444555666", emperor)]
['33334444555666:carrier:4']
>>> [str(p) for p in classify("3333444455566677 88", emperor)]
['333344445556667788:spaceship:4']
>>> [str(p) for p in classify("3333444", emperor)], classify("33334", emperor)
(['3333444:four_trio:3'], [])
"""

from __future__ import annotations

from collections.abc import Iterator

from game.cards import BIG_JOKER, RANK_COUNT, SMALL_JOKER, TWO
from game.doudizhu.multideck import (
    MAX_BOMB,
    PAIRS,
    SINGLES,
    TRIOS,
    Generator,
    Shapes,
    chain_plays,
    chain_widths,
    kicker_play,
    make_pattern_set,
    ordinary_generators,
    read_ordinary,
    same_rank_table,
    spans,
    wing_choices,
)
from game.doudizhu.patterns import register_pattern_set
from game.plays import BOMB, Play, intern_play

FOUR = "four"
FOUR_CHAIN = "four_chain"
FOUR_TRIO = "four_trio"
CARRIER = "carrier"
DRESS = "dress"
SPACESHIP = "spaceship"
HEAVEN_BOMB = "heaven_bomb"

SHAPES = Shapes(joker_pairs=True, min_pair_chain=4, min_trio_chain=3, four_kinds=True)
FOURS = [intern_play(FOUR, r, [r] * 4) for r in range(TWO + 1)]
BOMBS = same_rank_table(BOMB, range(5, MAX_BOMB + 1))
HEAVEN = intern_play(HEAVEN_BOMB, BIG_JOKER, [SMALL_JOKER] * 2 + [BIG_JOKER] * 2)


# Every four + trio and every dress of two decks: hand-independent tables.
FOUR_TRIOS = {
    (f, t): kicker_play(FOUR_TRIO, f, 1, {f: 4, t: 3})
    for f in range(TWO + 1)
    for t in range(TWO + 1)
    if f != t
}
DRESSES = {
    (f, t, p): kicker_play(DRESS, f, 1, {f: 4, t: 3, p: 2})
    for (f, t) in FOUR_TRIOS
    for p in range(BIG_JOKER + 1)
    if p not in (f, t)
}


def read(counts: list[int], size: int) -> Play | None:
    """The one reading of a set in ``emperor``, or ``None``."""
    present = [r for r in range(RANK_COUNT) if counts[r]]
    if len(present) == 1:
        rank = present[0]
        if size <= 2:
            return SINGLES[rank] if size == 1 else PAIRS[rank]
        if rank > TWO:
            return None
        if size <= 4:
            return TRIOS[rank] if size == 3 else FOURS[rank]
        return BOMBS.get((rank, size))
    if present == [SMALL_JOKER, BIG_JOKER] and counts[SMALL_JOKER] == counts[BIG_JOKER] == 2:
        return HEAVEN
    return read_ordinary(counts, SHAPES)


def strength(play: Play) -> tuple[int, ...] | None:
    """The heaven bomb over every bomb; between bombs, more cards, then the higher rank."""
    if play.kind == HEAVEN_BOMB:
        return (2,)
    if play.kind == BOMB:
        return 1, len(play), play.rank
    return None


def bombs(counts: list[int], above: int, length: int) -> Iterator[Play]:
    for rank in range(TWO + 1):
        if counts[rank] >= 5:
            for size in range(5, min(counts[rank], MAX_BOMB) + 1):
                yield BOMBS[rank, size]
    if counts[SMALL_JOKER] >= 2 and counts[BIG_JOKER] >= 2:
        yield HEAVEN


def fours(counts: list[int], above: int, length: int) -> Iterator[Play]:
    return (FOURS[r] for r in range(above + 1, TWO + 1) if counts[r] >= 4)


def four_trios(counts: list[int], above: int, length: int) -> Iterator[Play]:
    for four in range(above + 1, TWO + 1):
        if counts[four] >= 4:
            for trio in range(TWO + 1):
                if counts[trio] >= 3 and trio != four:
                    yield FOUR_TRIOS[four, trio]


def dresses(counts: list[int], above: int, length: int) -> Iterator[Play]:
    for four in range(above + 1, TWO + 1):
        if counts[four] >= 4:
            pairs = [p for p in range(BIG_JOKER + 1) if counts[p] >= 2 and p != four]
            for trio in range(TWO + 1):
                if counts[trio] >= 3 and trio != four:
                    yield from (DRESSES[four, trio, p] for p in pairs if p != trio)


def carriers(counts: list[int], above: int, length: int) -> Iterator[Play]:
    for low, top in spans(counts, 4, 2, above, length):
        chain, links = range(low, top + 1), top - low + 1
        core = chain_widths(low, top, 4)
        for trios in wing_choices(counts, 3, TWO, chain, links):
            yield kicker_play(CARRIER, top, links, core | dict.fromkeys(trios, 3))


def spaceships(counts: list[int], above: int, length: int) -> Iterator[Play]:
    for low, top in spans(counts, 4, 2, above, length):
        links = top - low + 1
        others = [0 if low <= r <= top else c for r, c in enumerate(counts)]
        for trio_low, trio_top in spans(others, 3, links, -1, links):
            core = chain_widths(low, top, 4) | chain_widths(trio_low, trio_top, 3)
            for pairs in wing_choices(counts, 2, BIG_JOKER, core, links):
                yield kicker_play(SPACESHIP, top, links, core | dict.fromkeys(pairs, 2))


def _generators() -> dict[str, Generator]:
    generators = ordinary_generators(SHAPES)
    generators.update({
        FOUR: fours,
        FOUR_CHAIN: chain_plays(FOUR_CHAIN, 4, 2),
        FOUR_TRIO: four_trios,
        CARRIER: carriers,
        DRESS: dresses,
        SPACESHIP: spaceships,
    })
    return generators


EMPEROR_PATTERNS = make_pattern_set(
    "emperor", read, _generators(), bombs, strength, lambda play: play.is_bomb, SHAPES
)
register_pattern_set(EMPEROR_PATTERNS)
