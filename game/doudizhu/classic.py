"""The classic pattern set: classification and comparison of the 14 classic kinds.

Kicker decisions (docs/doudizhu.md §1.6, DZ1, DZ2): airplane single wings are any cards off the
chain,
repeats and 2/B/R allowed, but never B and R together, never all four of a rank,
and never a trio of a chainable rank adjacent to the chain (that would be a
longer chain).  Four-with-two singles may be a pair, never B and R.  Under these
rules each legal set has exactly one reading; there are 27,471 such sets.
"""

from __future__ import annotations

from game.cards import BIG_JOKER, CHAIN_TOP, SMALL_JOKER, TWO, rank_counts
from game.kinds import KINDS
from game.plays import (
    AIRPLANE_PAIR,
    AIRPLANE_SINGLE,
    BOMB,
    FOUR_TWO_PAIR,
    FOUR_TWO_SINGLE,
    PAIR,
    PAIR_CHAIN,
    ROCKET,
    SINGLE,
    STRAIGHT,
    TRIO,
    TRIO_CHAIN,
    TRIO_PAIR,
    TRIO_SINGLE,
    Play,
    make_play,
)

MAX_PLAY_CARDS = 20
TRIO_WIDTH = KINDS[TRIO_CHAIN].chain_unit


def _deck_limit(rank: int) -> int:
    return 1 if rank >= SMALL_JOKER else 4


def _is_run(ranks: list[int]) -> bool:
    """Consecutive ascending ranks, none above A."""
    return ranks[-1] <= CHAIN_TOP and ranks[-1] - ranks[0] == len(ranks) - 1


def classify_classic(ranks: list[int]) -> list[Play]:
    """Every classic reading of these cards (at most one): see the module docstring."""
    n = len(ranks)
    if n == 0 or n > MAX_PLAY_CARDS:
        return []
    counts = rank_counts(ranks)
    if any(c > _deck_limit(r) for r, c in enumerate(counts)):
        return []
    play = _classify_counts(counts, n)
    return [play] if play is not None else []


def _classify_counts(counts: list[int], n: int) -> Play | None:
    present = [r for r in range(len(counts)) if counts[r]]
    shape = sorted(counts[r] for r in present)
    ranks = [r for r in present for _ in range(counts[r])]
    if len(present) == 1:
        return _same_rank(present[0], n, ranks)
    if present == [SMALL_JOKER, BIG_JOKER]:
        return make_play(ROCKET, BIG_JOKER, ranks)
    if shape == [1, 3]:
        return make_play(TRIO_SINGLE, _with_count(counts, present, 3)[0], ranks)
    if shape == [2, 3]:
        return make_play(TRIO_PAIR, _with_count(counts, present, 3)[0], ranks)
    for width, kind in ((1, STRAIGHT), (2, PAIR_CHAIN), (3, TRIO_CHAIN)):
        long_enough = len(present) >= KINDS[kind].min_chain
        if shape[0] == shape[-1] == width and long_enough and _is_run(present):
            return make_play(kind, present[-1], ranks)
    fours = _with_count(counts, present, 4)
    if len(fours) == 1 and n in (6, 8):
        return _four_with_two(counts, present, fours[0], n, ranks)
    return _airplane(counts, present, n, ranks)


def _same_rank(rank: int, n: int, ranks: list[int]) -> Play | None:
    kind = {1: SINGLE, 2: PAIR, 3: TRIO, 4: BOMB}.get(n)
    return make_play(kind, rank, ranks) if kind else None


def _with_count(counts: list[int], present: list[int], count: int) -> list[int]:
    return [r for r in present if counts[r] == count]


def _four_with_two(
    counts: list[int], present: list[int], four: int, n: int, ranks: list[int]
) -> Play | None:
    others = [r for r in present if r != four]
    if n == 6:
        if others == [SMALL_JOKER, BIG_JOKER]:
            return None
        return make_play(FOUR_TWO_SINGLE, four, ranks)
    if len(others) == 2 and all(counts[r] == 2 for r in others):
        return make_play(FOUR_TWO_PAIR, four, ranks)
    return None


def _airplane(counts: list[int], present: list[int], n: int, ranks: list[int]) -> Play | None:
    trios = [r for r in present if counts[r] == TRIO_WIDTH and r <= CHAIN_TOP]
    chain = _longest_run(trios)
    if len(chain) < 2 or any(counts[r] == 4 for r in present):
        return None
    k = len(chain)
    if n == 4 * k:
        if counts[SMALL_JOKER] and counts[BIG_JOKER]:
            return None
        return make_play(AIRPLANE_SINGLE, chain[-1], ranks)
    wings = [r for r in present if r not in chain]
    if n == 5 * k and len(wings) == k and all(counts[r] == 2 for r in wings):
        return make_play(AIRPLANE_PAIR, chain[-1], ranks)
    return None


def _longest_run(ranks: list[int]) -> list[int]:
    """The longest run of consecutive ranks (the first, if several are equally long)."""
    best: list[int] = []
    run: list[int] = []
    for r in ranks:
        run = [*run, r] if run and r == run[-1] + 1 else [r]
        if len(run) > len(best):
            best = run
    return best


def beats_classic(play: Play, previous: Play | None) -> bool:
    """Rocket over all; bomb over non-bombs and lower bombs; else same kind, size, higher key."""
    if previous is None:
        return True
    if play.kind == ROCKET:
        return previous.kind != ROCKET
    if previous.kind == ROCKET:
        return False
    if play.kind == BOMB:
        return previous.kind != BOMB or play.rank > previous.rank
    if previous.kind == BOMB:
        return False
    return play.kind == previous.kind and len(play) == len(previous) and play.rank > previous.rank


assert TWO == CHAIN_TOP + 1  # chains stop below the 2: the rank encoding relies on it
