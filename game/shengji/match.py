"""A Tractor match 一局: levels and the dealer carried from hand to hand until a side wins.

Each hand is a :class:`~game.shengji.game.Game` started from the previous hand's
result: its new levels, its next dealer (the first hand has none: the final
declarer deals), and in the three-player game the next first bidder.  Hand
seeds are drawn from the match seed, so a match is a pure function of its seed,
start options and the actions of its hands — which is all its record holds.
:func:`replay_match` rebuilds it and refuses a malformed save with an
:class:`~game.errors.InvalidSetting` naming the field (``hands[3][17]`` …).

>>> from game.rules import ruleset
>>> match = Match(ruleset("tractor"), 1)
>>> match.number, match.over, match.levels
(1, False, ('2', '2', '2', '2'))
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.errors import IllegalAction, InvalidSetting
from game.rules import UnknownRuleset, ruleset
from game.shengji.game import Game
from game.shengji.modes import MATCH_FORMAT, TEAMS_ONE_VS_TWO, TractorRules
from game.shengji.scoring import HandResult
from game.shengji.versions import MATCH_VERSION, MATCH_VERSIONS, skips_silent_turns

_SEED_SPREAD = 1_000_003
_SEED_MASK = 2**63 - 1


class Match:
    """Hands of one ruleset, each starting where the last one's result left the levels."""

    def __init__(
        self,
        rules: TractorRules,
        seed: int,
        *,
        levels: Sequence[str] | None = None,
        dealer: int | None = None,
        first_bidder: int | None = None,
    ) -> None:
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise InvalidSetting("seed", f"an integer, not {seed!r}")
        if not isinstance(rules, TractorRules):
            raise InvalidSetting("rules", f"a Tractor ruleset, not {rules!r}")
        # The first hand checks the start options (InvalidSetting naming the field).
        first = Game(rules, hand_seed(seed, 1), dealer=dealer, levels=levels,
                     first_bidder=first_bidder)
        self.rules = rules
        self.seed = seed
        self.start_levels = tuple(levels) if levels is not None else None
        self.start_dealer = dealer
        self.start_first_bidder = first_bidder
        self.games: list[Game] = [first]

    @property
    def game(self) -> Game:
        """The hand being played (or the last one, once the match is over)."""
        return self.games[-1]

    @property
    def number(self) -> int:
        return len(self.games)

    @property
    def levels(self) -> tuple[str, ...]:
        """Every seat's level now: after the last hand once it is over."""
        result = self.game.result
        return result.levels_after if result is not None else self.game.levels

    @property
    def results(self) -> list[HandResult]:
        return [game.result for game in self.games if game.result is not None]

    @property
    def over(self) -> bool:
        result = self.game.result
        return result is not None and result.match_over

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats that won the match (empty while it goes on)."""
        result = self.game.result
        return result.match_winners if result is not None and result.match_over else ()

    def next_hand(self) -> Game:
        """Start the next hand from the finished one's levels and next dealer."""
        result = self.game.result
        if result is None:
            raise IllegalAction("finish this hand before dealing the next")
        if result.match_over:
            raise IllegalAction("the match is over")
        bidder = None
        if self.rules.teams == TEAMS_ONE_VS_TWO:
            bidder = self.game.next_first_bidder
        game = Game(
            self.rules,
            hand_seed(self.seed, self.number + 1),
            dealer=result.next_dealer,
            levels=result.levels_after,
            first_bidder=bidder,
        )
        self.games.append(game)
        return game

    def record(self) -> dict[str, object]:
        """A JSON-safe record: the start options and every hand's actions."""
        return {
            "format": MATCH_FORMAT,
            "version": MATCH_VERSION,
            "ruleset": self.rules.name,
            "options": self.rules.options(),
            "seed": self.seed,
            "levels": list(self.start_levels) if self.start_levels is not None else None,
            "dealer": self.start_dealer,
            "first_bidder": self.start_first_bidder,
            "hands": [game.action_log for game in self.games],
        }


def hand_seed(seed: int, number: int) -> int:
    """The seed of hand ``number`` of the match with this seed."""
    return (seed * _SEED_SPREAD + number) & _SEED_MASK


def match_seed_for(seed_of_hand: int, number: int = 1) -> int:
    """The match seed whose hand ``number`` is dealt from ``seed_of_hand``: the inverse of
    :func:`hand_seed` (its multiplier is odd, so it has an inverse modulo 2**63), for
    dealing a hand again as the first of a new match (重打这副牌).

    >>> hand_seed(match_seed_for(123456789), 1)
    123456789
    """
    inverse = pow(_SEED_SPREAD, -1, _SEED_MASK + 1)
    return ((seed_of_hand - number) * inverse) & _SEED_MASK


def replay_match(record: object) -> Match:
    """The match a record describes, every hand replayed; a bad field raises InvalidSetting."""
    if not isinstance(record, dict):
        raise InvalidSetting("record", "not a match record (expected a JSON object)")
    if record.get("format") != MATCH_FORMAT:
        raise InvalidSetting("format", f"expected {MATCH_FORMAT!r}, got {record.get('format')!r}")
    version = record.get("version")
    if type(version) is not int or version not in MATCH_VERSIONS:
        raise InvalidSetting("version", f"unknown match record version {version!r}")
    rules = _rules_of(record)
    hands = record.get("hands")
    if not isinstance(hands, list) or not hands:
        raise InvalidSetting("hands", "a list of each hand's actions")
    seed = record.get("seed")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise InvalidSetting("seed", f"an integer, not {seed!r}")
    match = Match(
        rules,
        seed,
        levels=record.get("levels"),
        dealer=record.get("dealer"),
        first_bidder=record.get("first_bidder"),
    )
    for number, actions in enumerate(hands):
        if number:
            _next_hand(match, number)
        match.game.skips_silent_turns = skips_silent_turns(version)
        _replay_hand(match.game, actions, number, last=number == len(hands) - 1)
    return match


def _rules_of(record: dict[str, Any]) -> TractorRules:
    name, options = record.get("ruleset"), record.get("options")
    try:
        rules = ruleset(name)  # type: ignore[arg-type]
    except UnknownRuleset as error:
        raise InvalidSetting("ruleset", str(error)) from error
    if not isinstance(rules, TractorRules):
        raise InvalidSetting("ruleset", f"{name!r} is not a Tractor ruleset")
    if options is None:
        return rules
    if not isinstance(options, dict):
        raise InvalidSetting("options", f"a mapping of options, not {options!r}")
    try:
        return rules.with_options(**options)
    except (TypeError, ValueError) as error:
        raise InvalidSetting("options", str(error)) from error


def _next_hand(match: Match, number: int) -> None:
    try:
        match.next_hand()
    except IllegalAction as error:
        raise InvalidSetting(f"hands[{number}]", error.reason) from error


def _replay_hand(game: Game, actions: object, number: int, *, last: bool) -> None:
    if not isinstance(actions, list):
        raise InvalidSetting(f"hands[{number}]", "a list of actions")
    for index, entry in enumerate(actions):
        try:
            game.apply_logged(entry)
        except ValueError as error:
            raise InvalidSetting(f"hands[{number}][{index}]", f"{entry!r}: {error}") from error
    if not last and not game.over:
        raise InvalidSetting(f"hands[{number}]", "ends before the hand is over")
