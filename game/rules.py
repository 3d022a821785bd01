"""Rulesets: every option of RULES.md for a mode, as one frozen value.

A mode is a :class:`Ruleset` with a name, a table shape (seats, decks, hand and
kitty sizes), a bidding style, a pattern set (which combinations exist) and its
options.  New modes are new registered values, not forks of the engine.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

# Every option the player can change, with its allowed values; the first is
# the classic default.
OPTION_CHOICES: dict[str, tuple[Any, ...]] = {
    "bidding": ("points", "call_rob"),
    "first_bidder": ("flipped_card", "rotate"),
    "all_pass": ("redeal", "first_bidder_is_landlord"),
    "bomb_doubles": ("every", "beating_only"),
    "show_hand": (False, True),
    "doubling": (False, True),
}


class UnknownRuleset(ValueError):
    """Raised for a ruleset name that is not registered; the message lists the known ones."""


@dataclass(frozen=True)
class Ruleset:
    """One mode's rules.  Compare with ``==``; change with :meth:`with_options`."""

    name: str
    seats: int = 3
    decks: int = 1
    hand_size: int = 17
    kitty_size: int = 3
    kitty_shown: bool = True
    pattern_set: str = "classic"
    bidding: str = "points"
    first_bidder: str = "flipped_card"
    all_pass: str = "redeal"
    bomb_doubles: str = "every"
    show_hand: bool = False
    doubling: bool = False
    max_bid: int = 3

    def __post_init__(self) -> None:
        for option, choices in OPTION_CHOICES.items():
            value = getattr(self, option)
            if value not in choices:
                raise ValueError(f"option {option}={value!r} is not one of {list(choices)}")
        if self.bidding == "points" and (self.show_hand or self.doubling):
            raise ValueError("show_hand and doubling belong to the call_rob bidding style")
        if self.seats * self.hand_size + self.kitty_size > 54 * self.decks:
            raise ValueError("the deal needs more cards than the decks hold")

    def with_options(self, **options: Any) -> Ruleset:
        """A copy with some options changed (validated)."""
        unknown = set(options) - set(OPTION_CHOICES)
        if unknown:
            raise ValueError(
                f"unknown option(s) {sorted(unknown)}; options are {sorted(OPTION_CHOICES)}"
            )
        return dataclasses.replace(self, **options)

    def options(self) -> dict[str, Any]:
        """The changeable options and their values (JSON-safe)."""
        return {name: getattr(self, name) for name in OPTION_CHOICES}

    @property
    def deal_size(self) -> int:
        return self.seats * self.hand_size


_REGISTRY: dict[str, Ruleset] = {}


def register(rules: Ruleset) -> Ruleset:
    """Add a mode to the registry so :func:`ruleset` finds it by name."""
    _REGISTRY[rules.name] = rules
    return rules


CLASSIC = register(Ruleset("classic"))
HAPPY = register(Ruleset("happy", bidding="call_rob", show_hand=True, doubling=True))


def ruleset(name: str, **options: Any) -> Ruleset:
    """The registered ruleset called ``name``, optionally with options changed.

    >>> ruleset("happy").bidding
    'call_rob'
    """
    try:
        rules = _REGISTRY[name]
    except KeyError:
        raise UnknownRuleset(
            f"unknown ruleset {name!r}; known rulesets: {', '.join(sorted(_REGISTRY))}"
        ) from None
    return rules.with_options(**options) if options else rules


def ruleset_names() -> list[str]:
    return sorted(_REGISTRY)
