"""What the two-deck pattern sets share: reading a set by its rank groups, chains,
wings, the tables of common plays, and one generation pipeline.

With two decks a rank holds up to eight cards and each joker two, so a set of
cards is read by its *groups*: the ranks held once, twice, three or four times.
Every ordinary combination of docs/doudizhu-modes.md §4–§6 is a fixed pattern of groups (a
trio and a pair; a trio chain and as many pairs …), which is why each legal set
has exactly one reading.  Bombs (one rank, or jokers only) are read by each
mode's own pattern set, which also orders them.

>>> from game.cards import parse_ranks, rank_counts
>>> groups(rank_counts(parse_ranks("333444556")))
{3: [0, 1], 2: [2], 1: [3]}
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from itertools import combinations

from game.cards import (
    BIG_JOKER,
    CHAIN_TOP,
    RANK_CHARS,
    RANK_COUNT,
    SMALL_JOKER,
    TWO,
    rank_counts,
)
from game.doudizhu.patterns import PatternContext, PatternSet
from game.plays import (
    AIRPLANE_PAIR,
    PAIR,
    PAIR_CHAIN,
    SINGLE,
    STRAIGHT,
    TRIO,
    TRIO_CHAIN,
    TRIO_PAIR,
    Play,
    intern_play,
    make_play,
)

FOUR_CHAIN = "four_chain"
JOKERS = (SMALL_JOKER, BIG_JOKER)
MAX_BOMB = 8  # two decks: eight cards of a rank

# A kind's generator: (counts, key above, chain links or 0 for any) -> its plays.
Generator = Callable[[list[int], int, int], Iterable[Play]]
# A bomb's strength (``None`` for an ordinary play): a stronger bomb beats a weaker one.
Strength = Callable[[Play], tuple[int, ...] | None]


def within_decks(counts: list[int], decks: int) -> bool:
    """No rank held more often than the decks have it (4 a deck; one joker of each colour)."""
    return all(c <= (decks if r >= SMALL_JOKER else 4 * decks) for r, c in enumerate(counts))


def groups(counts: list[int]) -> dict[int, list[int]]:
    """The ranks held once, twice …, by count (ranks ascending)."""
    found: dict[int, list[int]] = {}
    for rank, count in enumerate(counts):
        if count:
            found.setdefault(count, []).append(rank)
    return found


def is_chain(ranks: list[int], shortest: int) -> bool:
    """Consecutive ranks, at least ``shortest`` of them, none above A (no 2, no joker)."""
    return (
        len(ranks) >= shortest
        and ranks[-1] <= CHAIN_TOP
        and ranks[-1] - ranks[0] == len(ranks) - 1
    )


@dataclass(frozen=True)
class Shapes:
    """What differs between the modes' ordinary combinations.

    ``joker_pairs``: ``BB`` and ``RR`` are pairs (and pair wings); ``min_pair_chain`` and
    ``min_trio_chain`` are the shortest chains (the airplane's trio chain too);
    ``four_kinds``: the emperor's four-based kinds exist.
    """

    joker_pairs: bool
    min_pair_chain: int = 3
    min_trio_chain: int = 2
    four_kinds: bool = False

    @property
    def pair_top(self) -> int:
        """The highest rank that can be a pair."""
        return BIG_JOKER if self.joker_pairs else TWO


def read_ordinary(counts: list[int], shapes: Shapes) -> Play | None:
    """The ordinary (not single-rank, not bomb) reading of a set, if it has one."""
    g = groups(counts)
    ranks = [r for r in range(RANK_COUNT) for _ in range(counts[r])]
    shape = tuple(sorted(g))
    if any(r > shapes.pair_top for r in g.get(2, ())):
        return None
    if shape == (1,) and is_chain(g[1], 5):
        return make_play(STRAIGHT, g[1][-1], ranks)
    if shape == (2,) and is_chain(g[2], shapes.min_pair_chain):
        return make_play(PAIR_CHAIN, g[2][-1], ranks)
    if shape == (3,) and is_chain(g[3], shapes.min_trio_chain):
        return make_play(TRIO_CHAIN, g[3][-1], ranks)
    if shape == (2, 3):
        trios, pairs = g[3], g[2]
        if len(trios) == len(pairs) == 1:
            return make_play(TRIO_PAIR, trios[0], ranks)
        if len(trios) == len(pairs) and is_chain(trios, shapes.min_trio_chain):
            return make_play(AIRPLANE_PAIR, trios[-1], ranks)
    if shapes.four_kinds:
        return _read_fours(g, shape, ranks)
    return None


def _read_fours(g: dict[int, list[int]], shape: tuple[int, ...], ranks: list[int]) -> Play | None:
    """The emperor's kinds built on fours (docs/doudizhu-modes.md §6)."""
    fours = g.get(4, [])
    if not fours or (len(fours) > 1 and not is_chain(fours, 2)):
        return None
    n = len(fours)
    if shape == (4,) and n >= 2:
        return make_play(FOUR_CHAIN, fours[-1], ranks)
    if shape == (3, 4) and len(g[3]) == n:
        return make_play("four_trio" if n == 1 else "carrier", fours[-1], ranks)
    if shape == (2, 3, 4) and len(g[3]) == len(g[2]) == n:
        if n == 1:
            return make_play("dress", fours[0], ranks)
        if is_chain(g[3], n):
            return make_play("spaceship", fours[-1], ranks)
    return None


# ----- tables of the common plays, built once at import --------------------------------------

SINGLES = [intern_play(SINGLE, r, [r]) for r in range(RANK_COUNT)]
PAIRS = [intern_play(PAIR, r, [r, r]) for r in range(RANK_COUNT)]
TRIOS = [intern_play(TRIO, r, [r] * 3) for r in range(TWO + 1)]


def same_rank_table(kind: str, lengths: range) -> dict[tuple[int, int], Play]:
    """Plays of ``kind`` made of one rank 3..2, by (rank, length)."""
    return {(r, n): intern_play(kind, r, [r] * n) for r in range(TWO + 1) for n in lengths}


def _chain_table(kind: str, width: int) -> dict[tuple[int, int], Play]:
    table: dict[tuple[int, int], Play] = {}
    for top in range(CHAIN_TOP + 1):
        for length in range(1, top + 2):
            ranks = [r for r in range(top - length + 1, top + 1) for _ in range(width)]
            table[top, length] = intern_play(kind, top, ranks)
    return table


CHAIN_TABLES = {
    kind: _chain_table(kind, width)
    for kind, width in ((STRAIGHT, 1), (PAIR_CHAIN, 2), (TRIO_CHAIN, 3), (FOUR_CHAIN, 4))
}


# ----- generation --------------------------------------------------------------------------


def spans(counts: list[int], width: int, shortest: int, above: int, length: int) -> Iterator[
    tuple[int, int]
]:
    """Every chain (low, top) of ranks with ``width`` cards each: tops above ``above``,
    ``length`` links (0: any length from ``shortest``)."""
    start = -1
    for r in range(CHAIN_TOP + 2):
        if r <= CHAIN_TOP and counts[r] >= width:
            if start < 0:
                start = r
            continue
        if start < 0:
            continue
        end, first = r - 1, start
        start = -1
        lengths = range(length, length + 1) if length else range(shortest, end - first + 2)
        for n in lengths:
            if n < shortest:
                continue
            for top in range(max(first + n - 1, above + 1), end + 1):
                yield top - n + 1, top


def chain_plays(kind: str, width: int, shortest: int) -> Generator:
    """The generator of plain chains of ``kind``."""
    table = CHAIN_TABLES[kind]

    def generate(counts: list[int], above: int, length: int) -> Iterator[Play]:
        for low, top in spans(counts, width, shortest, above, length):
            yield table[top, top - low + 1]

    return generate


def wing_choices(
    counts: list[int], need: int, top: int, taken: Iterable[int], size: int
) -> Iterator[tuple[int, ...]]:
    """Sets of ``size`` distinct ranks up to ``top``, each held ``need`` times or more,
    none in ``taken``: the wings of a chain or the kickers of a four."""
    excluded = set(taken)
    candidates = [r for r in range(top + 1) if counts[r] >= need and r not in excluded]
    return combinations(candidates, size)


# RUNS[rank][k]: the text of k cards of a rank, for building kicker plays quickly.
RUNS = [[RANK_CHARS[r] * k for k in range(MAX_BOMB + 1)] for r in range(RANK_COUNT)]


def kicker_play(kind: str, key: int, links: int, widths: dict[int, int]) -> Play:
    """The play holding ``widths[rank]`` cards of each rank (a core and its wings).

    Built fresh each time: a cache of kicker plays would remember what a hand held.
    """
    cards = "".join([RUNS[r][widths[r]] for r in sorted(widths)])
    return Play(kind, RANK_CHARS[key], cards, key, links)


def chain_widths(low: int, top: int, width: int) -> dict[int, int]:
    return dict.fromkeys(range(low, top + 1), width)


# Every trio + pair of two decks, by (trio, pair): a hand-independent table.
TRIO_PAIR_TABLE = {
    (t, p): kicker_play(TRIO_PAIR, t, 1, {t: 3, p: 2})
    for t in range(TWO + 1)
    for p in range(RANK_COUNT)
    if p != t
}


def ordinary_generators(shapes: Shapes) -> dict[str, Generator]:
    """The generators of every ordinary kind the modes of docs/doudizhu-modes.md §4–§6 share."""
    pair_top = shapes.pair_top

    def singles(counts: list[int], above: int, length: int) -> Iterator[Play]:
        return (SINGLES[r] for r in range(above + 1, RANK_COUNT) if counts[r])

    def pairs(counts: list[int], above: int, length: int) -> Iterator[Play]:
        return (PAIRS[r] for r in range(above + 1, pair_top + 1) if counts[r] >= 2)

    def trios(counts: list[int], above: int, length: int) -> Iterator[Play]:
        return (TRIOS[r] for r in range(above + 1, TWO + 1) if counts[r] >= 3)

    def trio_pairs(counts: list[int], above: int, length: int) -> Iterator[Play]:
        for t in range(above + 1, TWO + 1):
            if counts[t] >= 3:
                for p in range(pair_top + 1):
                    if counts[p] >= 2 and p != t:
                        yield TRIO_PAIR_TABLE[t, p]

    def airplanes(counts: list[int], above: int, length: int) -> Iterator[Play]:
        for low, top in spans(counts, 3, shapes.min_trio_chain, above, length):
            chain, links = range(low, top + 1), top - low + 1
            core = chain_widths(low, top, 3)
            for wings in wing_choices(counts, 2, pair_top, chain, links):
                yield kicker_play(AIRPLANE_PAIR, top, links, core | dict.fromkeys(wings, 2))

    return {
        SINGLE: singles,
        PAIR: pairs,
        TRIO: trios,
        TRIO_PAIR: trio_pairs,
        STRAIGHT: chain_plays(STRAIGHT, 1, 5),
        PAIR_CHAIN: chain_plays(PAIR_CHAIN, 2, shapes.min_pair_chain),
        TRIO_CHAIN: chain_plays(TRIO_CHAIN, 3, shapes.min_trio_chain),
        AIRPLANE_PAIR: airplanes,
    }


def generate_plays(
    counts: list[int],
    previous: Play | None,
    ordinary: dict[str, Generator],
    bombs: Generator,
    beats: Callable[[Play, Play | None], bool],
) -> list[Play]:
    """Every distinct play from ``counts`` that may follow ``previous``.

    Leading: every ordinary kind and every bomb.  Following an ordinary play: the
    same kind with the same number of links and a key not below the previous one's
    (ties are settled by ``beats``), then every bomb; following a bomb: the bombs
    that beat it.
    """
    out: list[Play] = []
    if previous is None:
        for generate in ordinary.values():
            out.extend(generate(counts, -1, 0))
        out.extend(bombs(counts, -1, 0))
        return out
    if not previous.is_bomb:
        same = ordinary.get(previous.kind)
        if same is not None:
            out.extend(
                p for p in same(counts, previous.rank - 1, previous.chain) if beats(p, previous)
            )
    out.extend(p for p in bombs(counts, -1, 0) if beats(p, previous))
    return out



def order_key(play: Play) -> tuple[int, int]:
    """How two plays of one kind and size compare: the key, then (for a spaceship,
    docs/doudizhu-modes.md
    §6) the top of its trio chain."""
    if play.kind != "spaceship":
        return play.rank, 0
    counts = rank_counts(play.ranks)
    return play.rank, max(r for r, c in enumerate(counts) if c == 3)


def beats_with(strength: Strength, play: Play, previous: Play | None) -> bool:
    """Bombs by strength over everything else; otherwise the same kind and number of
    cards, and a higher key (kickers never matter)."""
    if previous is None:
        return True
    mine, theirs = strength(play), strength(previous)
    if mine is not None or theirs is not None:
        return mine is not None and (theirs is None or mine > theirs)
    return (
        play.kind == previous.kind
        and len(play) == len(previous)
        and order_key(play) > order_key(previous)
    )


def make_pattern_set(
    name: str,
    read: Callable[[list[int], int], Play | None],
    ordinary: dict[str, Generator],
    bombs: Generator,
    strength: Strength,
    doubles: Callable[[Play], bool],
    shapes: Shapes,
) -> PatternSet:
    """A two-deck pattern set from its reading of a set, its generators and bomb order."""

    def classify(ranks: list[int], context: PatternContext) -> list[Play]:
        counts = rank_counts(ranks)
        if not ranks or not within_decks(counts, context.rules.decks):
            return []
        play = read(counts, len(ranks))
        return [] if play is None else [play]

    def beats(play: Play, previous: Play | None, context: PatternContext) -> bool:
        return beats_with(strength, play, previous)

    def follows(play: Play, previous: Play | None) -> bool:
        return beats_with(strength, play, previous)

    def generate(counts: list[int], previous: Play | None, context: PatternContext) -> list[Play]:
        return generate_plays(counts, previous, ordinary, bombs, follows)

    minimums = (
        (PAIR_CHAIN, shapes.min_pair_chain),
        (TRIO_CHAIN, shapes.min_trio_chain),
        (AIRPLANE_PAIR, shapes.min_trio_chain),
    )
    return PatternSet(name, classify, beats, generate, doubles, min_chains=minimums)
