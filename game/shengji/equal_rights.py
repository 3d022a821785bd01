"""Five players, three decks: equal level rights 级差权平等 (TRACTOR.md §2.5.3).

The dealer side's base b (1, 2 or 3 by the catchers' points) is shared so that
every player of a 2 v 3 side gets levels in proportion — dealer 2b and friend b,
or the other way round when the friend saved the last trick (``friend_share``) —
and a lone dealer takes 4b.  Winning catchers each rise (D28).  A rise stopped
by a must-play level leaves unused levels; once every rise is done, with
``level_transfer`` they go to the lowest teammate who has room, else they drop
the highest opponent (the AI's
**Decision**, used for every seat).  The J and A rules punish a dealer side that
loses its J or A hand on a last trick won with J's or A's.
"""

from __future__ import annotations

from game.shengji.levels import DEALER, ladder, room_to_next_gate
from game.shengji.scoring import HandFacts, Moves

JACK = "J"
ACE = "A"
# The J rule's total drop by the shape of the winning J's: (width, length) → levels.
JACK_DROPS = {(1, 1): 6, (2, 1): 12, (3, 1): 18}
JACK_TRACTOR_DROP = 24
JACK_TITANIC_DROP = 36
ACE_FRIEND_DROP = 3


def settle_equal_rights(facts: HandFacts, side: str, amount: int, p: int, moves: Moves) -> None:
    """Move the levels for one hand of the five-player three-deck game."""
    if side == DEALER:
        team = sorted(facts.dealer_side)
        rises = {
            seat: (share, moves.levels[seat] == facts.level)
            for seat, share in dealer_side_shares(facts, base=amount).items()
        }
    else:
        team = sorted(facts.catchers)
        rises = {seat: (amount, False) for seat in team}
    unused = {
        seat: moves.rise(seat, by, leaves_must_play=leaves).unused
        for seat, (by, leaves) in sorted(rises.items())
    }
    if facts.rules.level_transfer:
        for seat, left in sorted(unused.items()):
            if left:
                transfer(facts, moves, seat, left, team)
    if side != DEALER:
        _jack_and_ace_rules(facts, p, moves)


def dealer_side_shares(facts: HandFacts, base: int) -> dict[int, int]:
    """How the dealer side's 3b (or a lone dealer's 4b) is shared between its players.

    ``fixed``: the last trick's winner of the two (the dealer when the catchers won
    it) takes 2b.  ``flexible``: that player gives the last b, and gives it to the
    lower of the two (to himself on a tie) — the automatic choice for every seat.
    """
    friends = sorted(facts.dealer_side - {facts.dealer})
    if not friends:
        return {facts.dealer: 4 * base}
    shares = {facts.dealer: base, **{friend: base for friend in friends}}
    saver = facts.last_winner if facts.last_winner in facts.dealer_side else facts.dealer
    if facts.rules.friend_share == "fixed":
        shares[saver] += base
        return shares
    steps = ladder(facts.rules)
    lowest = min(shares, key=lambda s: (steps.index(facts.levels[s]), s != saver))
    shares[lowest] += base
    return shares


def transfer(facts: HandFacts, moves: Moves, giver: int, unused: int, team: list[int]) -> None:
    """Give blocked levels to the lowest teammates with room, then drop the highest opponents."""
    rules = facts.rules
    steps = ladder(rules)
    mates = sorted((s for s in team if s != giver), key=lambda s: steps.index(moves.levels[s]))
    for mate in mates:
        given = min(unused, room_to_next_gate(moves.levels[mate], rules))
        if given:
            moves.rise(mate, given, leaves_must_play=False)
            moves.notes.append(f"seat {giver} gives {given} level(s) to seat {mate}")
            unused -= given
    opponents = [s for s in range(facts.seats) if s not in team]
    for opponent in sorted(opponents, key=lambda s: -steps.index(moves.levels[s])):
        if not unused:
            break
        left = moves.drop(opponent, unused)
        if unused - left:
            moves.notes.append(f"seat {giver} drops seat {opponent} by {unused - left}")
        unused = left


def _jack_and_ace_rules(facts: HandFacts, p: int, moves: Moves) -> None:
    """§2.5.3 lines 235–237: the catchers reach 2s and win the last trick with J's or A's."""
    if not facts.catchers_won_last or p < 2 * facts.rules.level_step:
        return
    ranks = facts.last_winning_ranks
    if facts.level == JACK and ranks == {JACK}:
        total = _jack_drop(facts.last_winning_unit)
        friends = sorted(facts.dealer_side - {facts.dealer})
        dealer_drop = total * 2 // 3 if friends else total
        moves.notes.append(f"J rule: the dealer side drops {total} level(s)")
        _drop_passing(facts, moves, dealer_drop, total - dealer_drop)
    elif facts.level == ACE and ranks == {ACE}:
        moves.notes.append("A rule: the dealer drops to J, the friend 3 levels")
        dealer_drop = ladder(facts.rules).index(ACE) - ladder(facts.rules).index(JACK)
        _drop_passing(facts, moves, dealer_drop, ACE_FRIEND_DROP)


def _jack_drop(unit: tuple[int, int]) -> int:
    width, length = unit
    if length >= 2:
        return JACK_TITANIC_DROP if width >= 3 else JACK_TRACTOR_DROP
    return JACK_DROPS.get((width, 1), JACK_DROPS[(3, 1)])


def _drop_passing(facts: HandFacts, moves: Moves, dealer_drop: int, friend_drop: int) -> None:
    """Drops stop at the lowest level; the rest passes to the friend, then to the catchers
    the dealer names (the highest first, never the digger), then to the digger."""
    rest = moves.drop(facts.dealer, dealer_drop)
    friends = sorted(facts.dealer_side - {facts.dealer})
    rest += friend_drop if friends else 0
    for friend in friends:
        rest = moves.drop(friend, rest)
    steps = ladder(facts.rules)
    named = sorted(
        (s for s in facts.catchers if s != facts.last_winner),
        key=lambda s: -steps.index(moves.levels[s]),
    )
    for seat in [*named, facts.last_winner]:
        if rest:
            rest = moves.drop(seat, rest)
