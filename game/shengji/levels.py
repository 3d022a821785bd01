"""Levels 级: the tables that turn the catchers' points into level changes, and the ladder.

A hand moves levels in two steps.  :func:`level_change` reads the catchers' final
total against the mode's table (docs/tractor.md §1.11 with s = 20 × decks,
docs/tractor-modes.md §2.5.3's
equal level rights, §2.6's auction target) and says which side moves and by how
much.  :func:`climb` then walks one player's level up the ladder, where the top
level caps every rise and a must-play level (§1.12) stops any rise that would pass
it; a player standing on one leaves it only by winning as dealer side there.

Levels are rank characters ``2`` … ``A``, then ``W`` for the joker level 王 of
``match_end=defend_NT``.

>>> from game.rules import ruleset
>>> [level_change(p, ruleset("tractor")) for p in (0, 35, 40, 80, 120, 160, 240)]
[('dealer', 3), ('dealer', 2), ('dealer', 1), ('catchers', 0), ('catchers', 1), \
('catchers', 2), ('catchers', 4)]
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from game.shengji.modes import SCORE_BIDDING, SCORE_EQUAL_RIGHTS, TractorRules
from game.shengji.trump import JOKER_LEVEL, LEVELS

DEALER = "dealer"
CATCHERS = "catchers"

MUST_PLAY_SETS = {
    "A": "A",
    "5_10_K_A": "5TKA",
    "2_5_10_K_A": "25TKA",
    "J_A": "JA",
}


def level_change(points: int, rules: TractorRules, *, bid: int | None = None) -> tuple[str, int]:
    """Which side moves and by how many levels, for the catchers' final total.

    The mode's scorer picks the table: the §1.11 table by default, equal level
    rights in ``friends_five_three_decks`` (the dealer side's base b, before it is
    shared), the auction's target ``bid`` in ``bidding_three``.  A take-over
    without a rise is ``("catchers", 0)`` (D37).
    """
    if isinstance(points, bool) or not isinstance(points, int):
        raise TypeError(f"the catchers' points are a whole number, not {points!r}")
    points = max(0, points)
    if rules.scorer == SCORE_BIDDING:
        if bid is None:
            raise ValueError("bidding_three scores against the winning bid: pass bid=")
        return bidding_change(points, bid)
    if rules.scorer == SCORE_EQUAL_RIGHTS:
        return equal_rights_change(points, rules.level_step, rules.turnover_steps)
    return table_change(points, rules.level_step, rules.turnover_steps, rules.deadzone_steps)


def table_change(points: int, step: int, turnover: int = 2, deadzone: int = 1) -> tuple[str, int]:
    """The §1.11 table: bands of width ``step`` (40 with two decks); the catchers take over
    at ``turnover`` bands and rise nothing for ``deadzone`` bands more (§1.15).

    >>> table_change(115, 40), table_change(155, 40), table_change(200, 40)
    (('catchers', 0), ('catchers', 1), ('catchers', 3))
    >>> table_change(40, 40, turnover=1), table_change(80, 40, deadzone=0)
    (('catchers', 0), ('catchers', 1))
    """
    if points <= 0:
        return DEALER, 3
    if points < step:
        return DEALER, 2
    if points < turnover * step:
        return DEALER, 1
    return CATCHERS, max(0, (points - turnover * step) // step - deadzone + 1)


def equal_rights_change(points: int, step: int, turnover: int = 2) -> tuple[str, int]:
    """§2.5.3 (s = 60): the dealer side's base b, or each catcher's rise (D28).

    >>> equal_rights_change(0, 60), equal_rights_change(55, 60), equal_rights_change(60, 60)
    (('dealer', 3), ('dealer', 2), ('dealer', 1))
    >>> equal_rights_change(130, 60), equal_rights_change(250, 60)
    (('catchers', 1), ('catchers', 3))
    """
    if points < turnover * step:
        return table_change(points, step, turnover)
    return CATCHERS, 1 + (points - turnover * step) // step


def bidding_change(points: int, bid: int) -> tuple[str, int]:
    """§2.6 with step t = bid / 2, compared exactly (a bid of 115 gives t = 57.5).

    >>> [bidding_change(p, 115) for p in (55, 60, 170, 175)]
    [('dealer', 4), ('dealer', 2), ('catchers', 1), ('catchers', 2)]
    """
    step = Fraction(bid, 2)
    if points >= bid:
        return CATCHERS, 1 + int((points - bid) // step)
    if points == 0:
        return DEALER, 6
    return DEALER, 4 if points < step else 2


# ----- the ladder --------------------------------------------------------------------------


def ladder(rules: TractorRules) -> str:
    """Every level of the mode, lowest first: ``2 … A``, from 3 with permanent 2s, then 王."""
    levels = LEVELS[LEVELS.index(rules.lowest_level) :]
    return levels if rules.match_end == "defend_NT" else levels.replace(JOKER_LEVEL, "")


def top_level(rules: TractorRules) -> str:
    return ladder(rules)[-1]


def must_play_levels(rules: TractorRules) -> frozenset[str]:
    """The levels a rise may not pass (§1.12): the option's set, the top level always."""
    chosen = set(MUST_PLAY_SETS[rules.must_play_levels]) & set(ladder(rules))
    return frozenset(chosen | {top_level(rules)})


@dataclass(frozen=True)
class Climb:
    """Where a rise ends, and the levels it could not use (stopped or capped)."""

    level: str
    unused: int


def climb(level: str, by: int, rules: TractorRules, *, leaves_must_play: bool) -> Climb:
    """Walk ``by`` levels up from ``level``, stopping on the first must-play level.

    ``leaves_must_play`` says whether this player won as dealer side at ``level``
    (only then does a must-play level he stands on let him go on).

    >>> from game.rules import ruleset
    >>> gates = ruleset("tractor", must_play_levels="5_10_K_A")
    >>> climb("3", 3, gates, leaves_must_play=True), climb("5", 3, gates, leaves_must_play=False)
    (Climb(level='5', unused=1), Climb(level='5', unused=3))
    """
    steps = ladder(rules)
    gates = must_play_levels(rules)
    position = steps.index(level)
    if by <= 0:
        return Climb(level, 0)
    if level in gates and not leaves_must_play:
        return Climb(level, by)
    moved = 0
    while moved < by and position + 1 < len(steps):
        position += 1
        moved += 1
        if steps[position] in gates:
            break
    return Climb(steps[position], by - moved)


def descend(level: str, by: int, rules: TractorRules) -> Climb:
    """Drop ``by`` levels, never below the lowest; ``unused`` is what could not be dropped."""
    steps = ladder(rules)
    position = steps.index(level)
    moved = min(by, position)
    return Climb(steps[position - moved], by - moved)


def room_to_next_gate(level: str, rules: TractorRules) -> int:
    """How many levels a transfer may add without passing the next must-play level."""
    steps = ladder(rules)
    gates = must_play_levels(rules)
    if level in gates:
        return 0
    position = steps.index(level)
    room = 0
    while position + 1 < len(steps):
        position += 1
        room += 1
        if steps[position] in gates:
            break
    return room


def next_dealer(dealer: int, winners: frozenset[int], seats: int) -> int:
    """The next seat counter-clockwise from the dealer that was on the winning side.

    With fixed partnerships this is the dealer's partner when the dealer side wins
    and the dealer's 下家 when the catchers take over (§1.11, §2.3, D27); a lone
    dealer who wins deals again.

    >>> next_dealer(1, frozenset({1, 3}), 4), next_dealer(1, frozenset({0, 2}), 4)
    (3, 2)
    """
    for step in range(1, seats + 1):
        seat = (dealer + step) % seats
        if seat in winners:
            return seat
    raise ValueError("nobody won the hand")
