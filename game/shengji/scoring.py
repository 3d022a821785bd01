"""Settling a hand: the catchers' points, 抠底, and what the levels become (§1.9–§1.12).

The play phase hands over the facts of the finished hand (:class:`HandFacts`);
:func:`game.shengji.settle.settle` turns them into a :class:`HandResult`: the catchers' total
(tricks, the kitty bonus, throw penalties), the table's verdict, every seat's
new level, the next dealer and whether the match is over.  Fixed partnerships,
finding friends and the auction share one path; equal level rights (five
players, three decks) add their own sharing, chosen in :mod:`game.shengji.choices` and
settled by :func:`game.shengji.settle.settle`.

>>> kitty_multiplier(2, 2, "power"), kitty_multiplier(4, 4, "double_unit"), \
kitty_multiplier(1, 4, "double_lead")
(4, 8, 8)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.cards import Card
from game.shengji.cards import points
from game.shengji.levels import (
    CATCHERS,
    DEALER,
    Climb,
    climb,
    descend,
    ladder,
    level_change,
    next_dealer,
    top_level,
)
from game.shengji.modes import TEAMS_ONE_VS_TWO, TractorRules
from game.shengji.trump import Trump

JACK = "J"


@dataclass(frozen=True)
class HandFacts:
    """What the settlement needs to know about a finished hand."""

    rules: TractorRules
    dealer: int
    level: str
    trump: Trump
    levels: tuple[str, ...]
    dealer_side: frozenset[int]
    trick_points: tuple[int, ...]
    kitty: tuple[Card, ...]
    last_winner: int
    last_unit_size: int  # cards in the largest component of the last trick's lead
    last_lead_size: int  # cards each seat played in the last trick
    last_winning_cards: tuple[Card, ...]
    last_winning_unit: tuple[int, int]  # (width, length) of the winning play's key part
    last_winning_ranks: frozenset[str]  # ranks in that key part
    penalties: tuple[int, ...]
    bid: int | None = None

    @property
    def seats(self) -> int:
        return len(self.levels)

    @property
    def catchers(self) -> frozenset[int]:
        return frozenset(range(self.seats)) - self.dealer_side

    @property
    def catchers_won_last(self) -> bool:
        return self.last_winner not in self.dealer_side


@dataclass(frozen=True)
class HandResult:
    """How a hand ended: points, the verdict, the levels and what comes next.

    ``scores`` (the shared interface's per-seat score) is each seat's level move.
    """

    dealer: int
    level: str
    trump: Trump
    dealer_side: tuple[int, ...]
    trick_points: tuple[int, ...]
    kitty_points: int
    kitty_multiplier: int
    kitty_bonus: int
    penalty: int
    catchers_points: int
    side: str
    amount: int
    winners: tuple[int, ...]
    levels_before: tuple[str, ...]
    levels_after: tuple[str, ...]
    next_dealer: int | None
    match_over: bool
    match_winners: tuple[int, ...]
    notes: tuple[str, ...] = field(default=())
    bid: int | None = None

    @property
    def scores(self) -> tuple[int, ...]:
        return self.level_moves

    @property
    def level_moves(self) -> tuple[int, ...]:
        """Levels each seat moved: up positive, down negative."""
        steps = "23456789TJQKAW"
        return tuple(
            steps.index(after) - steps.index(before)
            for before, after in zip(self.levels_before, self.levels_after, strict=True)
        )

    @property
    def dealer_won(self) -> bool:
        return self.side == DEALER

    def won(self, seat: int) -> bool:
        return seat in self.winners


def kitty_multiplier(unit_size: int, lead_size: int, rule: str) -> int:
    """抠底's factor (§1.10, D16): 2^n, 2n, or 2 × the cards each seat played."""
    if rule == "double_unit":
        return 2 * unit_size
    if rule == "double_lead":
        return 2 * lead_size
    return 1 << unit_size


def kitty_bonus(facts: HandFacts) -> tuple[int, int, int]:
    """The kitty's points, the factor, and what the catchers add for it (nothing when the
    dealer side won the last trick: 不抠底)."""
    kitty = points(facts.kitty)
    if not facts.catchers_won_last:
        return kitty, 0, 0
    rule = facts.rules.kitty_multiplier
    factor = kitty_multiplier(facts.last_unit_size, facts.last_lead_size, rule)
    return kitty, factor, kitty * factor


def net_penalty(facts: HandFacts) -> int:
    """Throw penalties: added for the dealer side's failures, taken off for the catchers'."""
    return sum(
        amount if seat in facts.dealer_side else -amount
        for seat, amount in enumerate(facts.penalties)
    )


def catchers_points(facts: HandFacts) -> int:
    """The catchers' final total p: their tricks, the kitty bonus, penalties; never below 0."""
    tricks = sum(facts.trick_points[seat] for seat in facts.catchers)
    return max(0, tricks + kitty_bonus(facts)[2] + net_penalty(facts))


# ----- the verdict --------------------------------------------------------------------------


@dataclass
class Moves:
    """The levels as the settlement moves them, and the notes explaining each move."""

    rules: TractorRules
    levels: list[str]
    notes: list[str] = field(default_factory=list)

    def rise(self, seat: int, by: int, *, leaves_must_play: bool) -> Climb:
        result = climb(self.levels[seat], by, self.rules, leaves_must_play=leaves_must_play)
        self.levels[seat] = result.level
        return result

    def drop(self, seat: int, by: int) -> int:
        """Drop a seat; answers the part of ``by`` that could not be dropped (at 2)."""
        result = descend(self.levels[seat], by, self.rules)
        self.levels[seat] = result.level
        return result.unused

    def set(self, seat: int, level: str) -> None:
        self.levels[seat] = level


def verdict(facts: HandFacts) -> tuple[int, str, int, Moves]:
    """The catchers' total, the side that moves, by how much, and the levels to move."""
    p = catchers_points(facts)
    side, amount = level_change(p, facts.rules, bid=facts.bid)
    return p, side, amount, Moves(facts.rules, list(facts.levels))


def result_of(facts: HandFacts, side: str, amount: int, moves: Moves) -> HandResult:
    """The hand's result once the levels are moved."""
    rules = facts.rules
    p = catchers_points(facts)
    winners = facts.dealer_side if side == DEALER else facts.catchers
    kitty, factor, bonus = kitty_bonus(facts)
    over, champions = match_end(facts, side, moves.levels)
    return HandResult(
        dealer=facts.dealer,
        level=facts.level,
        trump=facts.trump,
        dealer_side=tuple(sorted(facts.dealer_side)),
        trick_points=facts.trick_points,
        kitty_points=kitty,
        kitty_multiplier=factor,
        kitty_bonus=bonus,
        penalty=net_penalty(facts),
        catchers_points=p,
        side=side,
        amount=amount,
        winners=tuple(sorted(winners)),
        levels_before=facts.levels,
        levels_after=tuple(moves.levels),
        next_dealer=None if rules.teams == TEAMS_ONE_VS_TWO else next_dealer(
            facts.dealer, winners, facts.seats
        ),
        match_over=over,
        match_winners=champions,
        notes=tuple(moves.notes),
        bid=facts.bid,
    )


def settle_by_table(facts: HandFacts, side: str, amount: int, moves: Moves) -> None:
    """§1.11 per seat: every winner moves by the table (a lone winning dealer gets a bonus)."""
    rules = facts.rules
    hooked = jack_hooked(facts)
    if hooked:
        # The Decision of §1.15: back to the lowest level first, then the hand's own change
        # counts from there (a gate at the lowest level does not hold it).
        moves.notes.append("jack_hook: the dealer side goes back to the lowest level")
        for seat in facts.dealer_side:
            moves.set(seat, ladder(rules)[0])
    if side == DEALER:
        bonus = rules.lone_dealer_bonus if len(facts.dealer_side) == 1 else 0
        if bonus:
            moves.notes.append(f"lone dealer +{bonus}")
        for seat in sorted(facts.dealer_side):
            extra = bonus if seat == facts.dealer else 0
            leaves = hooked or moves.levels[seat] == facts.level
            moves.rise(seat, amount + extra, leaves_must_play=leaves)
    else:
        for seat in sorted(facts.catchers):
            moves.rise(seat, amount, leaves_must_play=False)


def jack_hooked(facts: HandFacts) -> bool:
    """抠J (``jack_hook``): at level J the catchers win the last trick with a single J."""
    return (
        facts.rules.jack_hook
        and facts.level == JACK
        and facts.catchers_won_last
        and len(facts.last_winning_cards) == 1
        and facts.last_winning_cards[0].rank_char == JACK
    )


def match_end(facts: HandFacts, side: str, after: list[str]) -> tuple[bool, tuple[int, ...]]:
    """Whether the match is over and who won it (§1.12, D18; §2.5.1 for single winners).

    ``defend_A`` / ``defend_NT``: the dealer side wins a hand at the top level — all
    of it with fixed partners, the dealer alone where each player has his own level.
    ``reach_A``: a winner rises to A.
    """
    rules = facts.rules
    top = top_level(rules)
    if rules.match_end == "reach_A":
        reached = tuple(
            s for s in range(facts.seats) if after[s] == top and facts.levels[s] != top
        )
        return bool(reached), reached
    if side != DEALER or facts.level != top:
        return False, ()
    if rules.per_player_levels:
        return True, (facts.dealer,)
    return True, tuple(sorted(facts.dealer_side))


__all__ = [
    "CATCHERS",
    "DEALER",
    "HandFacts",
    "HandResult",
    "catchers_points",
    "kitty_multiplier",
    "result_of",
    "verdict",
]
