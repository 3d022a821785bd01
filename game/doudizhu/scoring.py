"""Settlement: scores with every factor named, the early-leave penalty, rank titles.

The score between the landlord and each farmer is
``base × common multiplier × that pair's doubling factor``; the landlord's
score is the sum over the farmers.  In classic rules the pair factor is 1, so
the landlord wins or loses ``2 × base × multiplier``.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from game.cards import BIG_JOKER, SMALL_JOKER, Card, rank_counts
from game.doudizhu.result import Result
from game.rules import Ruleset


def settle(
    *,
    landlord: int,
    winner: int,
    base: int,
    factors: list[tuple[str, int]],
    doubled: list[bool],
    plays_by_seat: list[int],
) -> Result:
    """Score a finished hand.  ``factors`` are the common ones so far (robs, show, bombs)."""
    seats = len(plays_by_seat)
    farmers = [s for s in range(seats) if s != landlord]
    landlord_won = winner == landlord
    factors = list(factors)
    spring = landlord_won and all(plays_by_seat[f] == 0 for f in farmers)
    anti_spring = not landlord_won and plays_by_seat[landlord] == 1
    if spring:
        factors.append(("spring", 2))
    if anti_spring:
        factors.append(("anti_spring", 2))
    multiplier = math.prod(f for _, f in factors)
    pair = pair_factors(doubled, landlord)
    sign = 1 if landlord_won else -1
    scores = [0] * seats
    for f in farmers:
        amount = base * multiplier * pair[f]
        scores[f] = -sign * amount
        scores[landlord] += sign * amount
    return Result(
        landlord, winner, landlord_won, base, multiplier, tuple(factors), tuple(pair),
        tuple(scores), spring, anti_spring,
    )


def settle_hidden_ally(
    *,
    landlord: int,
    ally: int | None,
    winner: int,
    base: int,
    factors: list[tuple[str, int]],
    plays_by_seat: list[int],
) -> Result:
    """Score a hand where the landlord has a hidden ally (docs/doudizhu-modes.md §5, Decisions DZ6,
    DZ8).

    ``b`` = base × multiplier (the ``alone`` ×2 among the factors): each farmer
    pays or receives ``b``; the ally takes one farmer's share and the landlord the
    rest, so with three farmers the landlord wins or loses 2b and the ally b, and
    alone against four the landlord wins or loses 4 × 2b = 8b.  Spring: the losing
    side played nothing, ×2.  Zero-sum.
    """
    seats = len(plays_by_seat)
    side = {landlord} if ally is None else {landlord, ally}
    farmers = [s for s in range(seats) if s not in side]
    landlord_won = winner in side
    losers = side if not landlord_won else set(farmers)
    factors = list(factors)
    spring = all(plays_by_seat[s] == 0 for s in losers)
    if spring:
        factors.append(("spring", 2))
    amount = base * math.prod(f for _, f in factors)
    sign = 1 if landlord_won else -1
    scores = [0] * seats
    for f in farmers:
        scores[f] = -sign * amount
    total = amount * len(farmers)
    if ally is not None:
        scores[ally] = sign * amount
        total -= amount
    scores[landlord] = sign * total
    return Result(
        landlord, winner, landlord_won, base, math.prod(f for _, f in factors), tuple(factors),
        (1,) * seats, tuple(scores), spring and landlord_won, spring and not landlord_won,
    )


PENALTY_THRESHOLD = 10


def bombs_held(hand: Iterable[Card], rules: Ruleset) -> int:
    """Bombs and rockets in a hand, for the leave penalty: each rank with four or more
    natural cards counts once, and the rocket once when every joker of the decks is held.

    >>> from game.cards import parse_cards
    >>> from game.rules import ruleset
    >>> bombs_held(parse_cards("3333 4444 B R"), ruleset("classic"))
    3
    """
    counts = rank_counts(card.rank for card in hand)
    bombs = sum(1 for count in counts[:SMALL_JOKER] if count >= 4)
    jokers = rules.decks
    return bombs + (1 if counts[SMALL_JOKER] >= jokers and counts[BIG_JOKER] >= jokers else 0)


def pair_factors(doubled: Sequence[bool | None], landlord: int | None) -> list[int]:
    """加倍: each farmer's factor against the landlord (the landlord's ×2 times its own ×2);
    1 for the landlord and for every seat before a landlord exists."""
    pair = [1] * len(doubled)
    if landlord is not None:
        lord = 2 if doubled[landlord] else 1
        for seat in range(len(doubled)):
            if seat != landlord:
                pair[seat] = lord * (2 if doubled[seat] else 1)
    return pair


def leave_penalty(
    *, quitter: int, landlord: int | None, base: int, multiplier: int, pair_factors: list[int]
) -> Result:
    """逃跑: the quitter loses; docs/doudizhu.md §1.9.

    ``multiplier`` is the hand's multiplier from actions so far, already doubled
    for every bomb and rocket still held by any seat (**Decision** DZ4, docs/doudizhu.md §1.9:
    "逃跑计算时将计算当盘所有的炸弹数量，无论是否炸出").  **Decision**
    (the sources are silent on who receives the penalty): a landlord's penalty is
    split between the two farmers; a farmer's goes to the landlord, its partner
    scoring 0; before a landlord exists it is split between the other seats.
    """
    seats = len(pair_factors)
    is_landlord = quitter == landlord
    if is_landlord:
        actual = sum(base * multiplier * pair_factors[s] for s in range(seats) if s != landlord)
        penalty = 20 * base if multiplier < PENALTY_THRESHOLD else 4 * actual
    else:
        actual = base * multiplier * pair_factors[quitter]
        penalty = 10 * base if multiplier < PENALTY_THRESHOLD else 2 * actual
    scores = [0] * seats
    scores[quitter] = -penalty
    if landlord is not None and not is_landlord:
        scores[landlord] = penalty
    else:
        others = [s for s in range(seats) if s != quitter]
        for s in others:
            scores[s] = penalty // len(others)
    return Result(
        landlord, None, landlord is not None and not is_landlord, base, multiplier,
        (("leave", 1),), tuple(pair_factors), tuple(scores), abandoned_by=quitter,
    )


RANK_TITLES: tuple[tuple[int, str], ...] = (
    (0, "包身工"), (100, "短工"), (200, "长工"), (400, "佃户"), (600, "贫农"), (800, "渔夫"),
    (1000, "猎人"), (2000, "中农"), (4000, "富农"), (6000, "掌柜"), (10000, "商人"),
    (20000, "衙役"), (50000, "小财主"), (100000, "大财主"), (200000, "小地主"),
    (500000, "大地主"), (1000000, "知县"), (2000000, "通判"), (5000000, "知府"),
    (10000000, "总督"), (20000000, "巡抚"), (50000000, "丞相"), (100000000, "帝王"),
)


@dataclass(frozen=True)
class RankTitle:
    """A player's 级别 from their total score, with the next title's threshold."""

    index: int
    title: str
    threshold: int
    next_title: str | None
    next_threshold: int | None

    def progress(self, total: int) -> float:
        """0..1 of the way from this title to the next (1.0 at the top title)."""
        if self.next_threshold is None:
            return 1.0
        span = self.next_threshold - self.threshold
        return max(0.0, min(1.0, (total - self.threshold) / span))


def rank_title(total: int) -> RankTitle:
    """The 级别 for a total score: 包身工 below 100, … 帝王 from 100,000,000.

    >>> rank_title(150).title, rank_title(150).next_title
    ('短工', '长工')
    """
    index = 0
    for i, (threshold, _) in enumerate(RANK_TITLES):
        if total >= threshold:
            index = i
    threshold, title = RANK_TITLES[index]
    if index + 1 < len(RANK_TITLES):
        nxt_threshold, nxt = RANK_TITLES[index + 1]
        return RankTitle(index, title, threshold, nxt, nxt_threshold)
    return RankTitle(index, title, threshold, None, None)
