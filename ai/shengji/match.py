"""What Tractor supplies to the duplicate runner (:mod:`ai.match`): seating, seeds, scoring.

Every deal is played twice with the same cards and the dealer fixed at seat 0.
With fixed partnerships (alternate seats) A takes the dealer's side in the
first game and B the other; then they swap, so A plays the deal once as the
dealer's side and once as the catchers.  Where the sides are not fixed by the
seats (finding friends, three-player bidding) A takes seat 0 and B every
other seat, then the roles swap; in 三人竞标 the auction decides who deals.

A game is scored by the role A played: the dealer's side when A held the
dealer's seat, else the catchers.  Counting A's seats among the winners would
not do where the sides form in play: in the second game of 找朋友 A holds four
of five seats, one of them the dealer's friend, so A would "win" every hand.
The score is the level difference: the levels A's side moved less those the
other side moved (averaged per seat).  The arena's "landlord" reads "dealer's
side" here.
"""

from __future__ import annotations

import game
from game.rules import Ruleset
from game.shengji.modes import TEAMS_FIXED_PARTNERS, TEAMS_ONE_VS_TWO, TractorRules
from game.shengji.phases.play import PHASE_PLAY

MAX_ACTIONS = 20_000  # a hand that runs longer than this is reported as an error
TIMED_PHASE = PHASE_PLAY  # the phase whose decision times the arena reports
DEALER = 0


def seat_sides(rules: Ruleset, swap: bool) -> list[str]:
    """Which spec plays each seat: partnerships by seat parity, else A alone at seat 0."""
    first, other = ("b", "a") if swap else ("a", "b")
    if tractor_rules(rules).teams == TEAMS_FIXED_PARTNERS:
        return [first if seat % 2 == 0 else other for seat in range(rules.seats)]
    return [first] + [other] * (rules.seats - 1)


def agent_seed_base(rules: Ruleset, game_seed: int, swap: bool) -> int:
    """Seat ``s``'s agent seed in a game dealt from ``game_seed`` is this plus ``s``."""
    return game_seed * 8 + (4 if swap else 0)


def start(rules: Ruleset, game_seed: int, bidding: bool) -> game.TractorGame:
    """A hand dealt by seat 0, or by whoever declares first with ``bidding`` (in 三人竞标 the
    auction always decides)."""
    rules = tractor_rules(rules)
    dealer = None if bidding or rules.teams == TEAMS_ONE_VS_TWO else DEALER
    return game.new_game(rules, game_seed, dealer=dealer)


def tractor_rules(rules: Ruleset) -> TractorRules:
    if not isinstance(rules, TractorRules):
        raise ValueError(f"{rules.name} is not a Tractor mode")
    return rules


def score(hand: game.TractorGame, sides: list[str]) -> tuple[float, bool, bool]:
    """A's level difference, whether A's role won, and whether that role was the dealer's."""
    result = hand.result
    assert result is not None and hand.dealer is not None
    return role_score(sides, hand.dealer, result.dealer_side, result.winners, result.level_moves)


def role_score(sides: list[str], dealer: int, dealer_side: tuple[int, ...],
               winners: tuple[int, ...], moves: tuple[int, ...]) -> tuple[float, bool, bool]:
    """Score the hand for the role A played: the dealer's side if A held the dealer's seat,
    else the catchers (every seat off the dealer's side, whoever's agent sat there)."""
    a_dealer = sides[dealer] == "a"
    team = set(dealer_side) if a_dealer else set(range(len(sides))) - set(dealer_side)
    roles = ["a" if seat in team else "b" for seat in range(len(sides))]
    won = (dealer in winners) == a_dealer
    return level_difference(moves, roles), won, a_dealer


def level_difference(moves: tuple[int, ...], sides: list[str]) -> float:
    """Levels A's seats moved less those B's seats moved, each averaged per seat."""
    a = [m for m, side in zip(moves, sides, strict=True) if side == "a"]
    b = [m for m, side in zip(moves, sides, strict=True) if side == "b"]
    return sum(a) / len(a) - sum(b) / len(b)
