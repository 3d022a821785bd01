"""``python -m ai.shengji.solve_ending HAND... --trump 2S [--leader S] [--dealers S,S]
[--kitty N] [--play CARDS ...] [--mode tractor] [--json]``: an open-hand Tractor ending solved.

Each HAND is one seat's cards in the rule book's notation (``"S:AA H:A"``, ``BB`` the big
jokers), seat 0 first; ``--play`` gives the cards already played to the trick in play, in
order from ``--leader``.  The answer is what the catchers still take under best play by both
sides, and each play of the seat to act with its value (:mod:`ai.shengji.solver`).  Exit
status 0 with the answer, 2 for a position or option it cannot take, with the reason.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Sequence

import game
from ai.shengji.solver import Ending, Solution, solve
from game.cards import Card
from game.shengji.cards import format_hand, parse_hand
from game.shengji.follow import follow_error
from game.shengji.lead import lead_error
from game.shengji.trump import Trump

MOST_CARDS = 6  # a seat's cards the solver answers in seconds (bench/tractor_endgame.py)


class EndingError(ValueError):
    """A position or option the solver cannot take, with the reason in words."""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m ai.shengji.solve_ending",
        description="Solve an open-hand Tractor ending: what the catchers still take.")
    parser.add_argument("hands", nargs="+", metavar="HAND",
                        help="each seat's cards, seat 0 first, e.g. \"S:AA H:A\"")
    parser.add_argument("--trump", required=True, help="level and suit, e.g. 2S or 5NT")
    parser.add_argument("--leader", type=int, default=0, help="the seat that leads the trick")
    parser.add_argument("--dealers", default=None,
                        help="the dealer's side's seats, e.g. 0,2 (default: the even seats)")
    parser.add_argument("--kitty", type=int, default=0, help="the points in the kitty")
    parser.add_argument("--play", action="append", default=[], metavar="CARDS",
                        help="a play already made to this trick, in order from the leader")
    parser.add_argument("--mode", default="tractor", help="the Tractor mode (default tractor)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def ending_from_args(args: argparse.Namespace) -> Ending:
    """The ending the arguments describe, or :class:`EndingError` saying what is wrong."""
    rules = _rules(args.mode)
    seats = rules.seats
    if len(args.hands) != seats:
        raise EndingError(f"{args.mode} has {seats} seats: give {seats} hands, not "
                          f"{len(args.hands)}")
    if not 0 <= args.leader < seats:
        raise EndingError(f"--leader must be a seat from 0 to {seats - 1}")
    trump = _trump(args.trump)
    hands = [_cards(text, f"seat {s}'s hand") for s, text in enumerate(args.hands)]
    plays = [_cards(text, "--play") for text in args.play]
    if len(plays) >= seats:
        raise EndingError(f"a trick in play has at most {seats - 1} plays")
    _check_counts(hands, plays, rules.decks, args.leader)
    current = _trick(hands, plays, args.leader, trump, rules)
    return Ending(rules, trump, tuple(tuple(h) for h in hands), _dealers(args.dealers, seats),
                  args.leader, current, _kitty(args.kitty))


def _rules(mode: str) -> game.TractorRules:
    try:
        rules = game.ruleset(mode)
    except (KeyError, ValueError) as exc:
        raise EndingError(f"no mode named {mode!r}") from exc
    if not isinstance(rules, game.TractorRules):
        raise EndingError(f"{mode} is not a Tractor mode")
    return rules


def _trump(text: str) -> Trump:
    try:
        return Trump.parse(text)
    except (TypeError, ValueError) as exc:
        raise EndingError(f"--trump: {exc}") from exc


def _cards(text: str, what: str) -> list[Card]:
    try:
        return parse_hand(text)
    except (TypeError, ValueError) as exc:
        raise EndingError(f"{what}: {exc}") from exc


def _check_counts(hands: Sequence[list[Card]], plays: Sequence[list[Card]], decks: int,
                  leader: int) -> None:
    """Every face at most once per deck, hands no longer than the solver answers quickly,
    and the seats' card counts as a trick in play leaves them."""
    faces = Counter((c.rank, c.suit) for cards in (*hands, *plays) for c in cards)
    over = [face for face, n in faces.items() if n > decks]
    if over:
        raise EndingError(f"more copies of a card than {decks} deck(s) hold: "
                          f"{format_hand([Card(r, s, 0) for r, s in over])}")
    longest = max(len(h) for h in hands)
    if longest == 0:
        raise EndingError("give every seat that has not played to the trick some cards")
    if longest > MOST_CARDS:
        raise EndingError(f"at most {MOST_CARDS} cards a seat (the search grows fast)")
    seats = len(hands)
    size = len(plays[0]) if plays else 0
    for s, hand in enumerate(hands):
        played = (s - leader) % seats < len(plays)
        want = longest - size if played and size else longest
        if len(hand) != want:
            raise EndingError(f"seat {s} holds {_count(len(hand))} where the others' hands and "
                              f"the trick in play say {want}")


def _count(n: int) -> str:
    return f"{n} card" if n == 1 else f"{n} cards"


def _trick(hands: list[list[Card]], plays: Sequence[list[Card]], leader: int, trump: Trump,
           rules: game.TractorRules) -> tuple[tuple[int, tuple[Card, ...]], ...]:
    """The trick in play, each play checked by the rules core against the hand it came from
    (the hand the seat held before playing it)."""
    seats = len(hands)
    out: list[tuple[int, tuple[Card, ...]]] = []
    for i, cards in enumerate(plays):
        seat = (leader + i) % seats
        held = [*hands[seat], *cards]
        error = (lead_error(cards, held, trump, rules) if i == 0
                 else follow_error(cards, held, plays[0], trump, rules))
        if error:
            raise EndingError(f"seat {seat}'s play {format_hand(cards)}: {error}")
        out.append((seat, tuple(cards)))
    return tuple(out)


def _dealers(text: str | None, seats: int) -> frozenset[int]:
    if text is None:
        return frozenset(range(0, seats, 2))
    try:
        chosen = frozenset(int(part) for part in text.split(",") if part.strip())
    except ValueError as exc:
        raise EndingError(f"--dealers is seats separated by commas, not {text!r}") from exc
    if not chosen or not chosen < frozenset(range(seats)):
        raise EndingError(f"--dealers must name some but not all of the seats 0 to {seats - 1}")
    return chosen


def _kitty(points: int) -> int:
    if points < 0 or points % 5:
        raise EndingError("--kitty is the kitty's points: a multiple of 5, at least 0")
    return points


def report(ending: Ending, solution: Solution) -> dict[str, object]:
    """The answer as one JSON-ready object."""
    seat = ending.to_act()
    return {
        "to_act": seat,
        "side": "dealer's side" if seat in ending.dealer_side else "catchers",
        "catchers_take": solution.value,
        "plays": [{"cards": format_hand(list(p)), "catchers_take": v} for p, v in solution.plays],
        "positions": solution.nodes,
    }


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        ending = ending_from_args(args)
    except EndingError as exc:
        print(f"python -m ai.shengji.solve_ending: {exc}", file=sys.stderr)
        return 2
    solution = solve(ending)
    if args.json:
        print(json.dumps(report(ending, solution), ensure_ascii=False))
        return 0
    seat = ending.to_act()
    side = "dealer's side" if seat in ending.dealer_side else "catchers"
    print(f"seat {seat} ({side}) to play; under best play the catchers take {solution.value} "
          "more points")
    for play, value in solution.plays:
        print(f"  {format_hand(list(play)):<16} {value:>4}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
