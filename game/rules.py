"""Rulesets: a mode declared as data, with every option docs/ lists for it.

A mode is one frozen :class:`Ruleset` value: its family (which engine plays it),
its :class:`Table` (seats, decks, hand and kitty sizes, cards set aside, who sees
the kitty), its teams, the ordered phases of a hand, its pattern set, its scorer
and the options a player may change, each with its allowed values.  The engine,
the AI and the app read these fields; a new mode is a new registered value plus
the pieces only it has, never a copy of the engine.

:class:`Ruleset` holds only what every family has.  A family subclasses it with
its own options as fields (:class:`game.doudizhu.ruleset.DoudizhuRules`,
:class:`game.shengji.modes.TractorRules`) and registers its modes here, so this
module names no family's options and imports no family.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Self

# The families are declared apart (game.families), so that ``import game`` reads no
# ruleset class; declare_family is this module's name too, as before.
from game.families import Family, declared, next_unloaded
from game.families import declare_family as declare_family

CARDS_PER_DECK = 54

# Who sees the kitty once the seat that takes it (Dou Dizhu's landlord, Tractor's
# dealer) has it: every seat, or that seat alone.
KITTY_SEEN_BY_ALL = "all"
KITTY_SEEN_BY_LANDLORD = "landlord"


# What getattr answers for an option a mode lists but has no field for.
_NO_FIELD = object()


class UnknownRuleset(ValueError):
    """Raised for a ruleset name that is not registered; the message lists the known ones."""


@dataclass(frozen=True)
class Table:
    """The physical table of a mode: seats, decks, and where the cards go (every mode
    declares its own: no family's table is the default).

    >>> Table(seats=3, decks=1, hand_size=17, kitty_size=3).set_aside
    0
    """

    seats: int
    decks: int
    hand_size: int
    kitty_size: int
    kitty_seen_by: str = KITTY_SEEN_BY_ALL

    def __post_init__(self) -> None:
        if not 2 <= self.seats <= 8:
            raise ValueError(f"a table has 2 to 8 seats, not {self.seats}")
        if not 1 <= self.decks <= 4:
            raise ValueError(f"a table uses 1 to 4 decks, not {self.decks}")
        if self.kitty_seen_by not in (KITTY_SEEN_BY_ALL, KITTY_SEEN_BY_LANDLORD):
            raise ValueError(f"kitty_seen_by={self.kitty_seen_by!r} is not 'all' or 'landlord'")
        if self.set_aside < 0:
            raise ValueError("the deal needs more cards than the decks hold")

    @property
    def deck_size(self) -> int:
        return CARDS_PER_DECK * self.decks

    @property
    def deal_size(self) -> int:
        """Cards dealt into the hands (the kitty and the set-aside cards not included)."""
        return self.seats * self.hand_size

    @property
    def set_aside(self) -> int:
        """Cards dealt to nobody and seen by nobody (two-player Dou Dizhu sets 11 aside)."""
        return self.deck_size - self.deal_size - self.kitty_size

    def rank_limit(self, rank_is_joker: bool) -> int:
        """How many cards of one rank exist: 4 per deck, one joker of each colour per deck."""
        return self.decks if rank_is_joker else 4 * self.decks


@dataclass(frozen=True)
class Ruleset:
    """One mode's rules, as every family has them.  Compare with ``==``; change options
    with :meth:`with_options`.

    A family's subclass adds its options as fields holding the values in force;
    ``choices`` declares which of them this mode lets the player change and to what.
    The fields a family always declares (its name, table, teams, phases, pattern set
    and scorer) have no default here: the family's subclass gives its own.
    """

    name: str
    family: str
    table: Table
    teams: str
    phases: tuple[str, ...]
    pattern_set: str
    scorer: str
    choices: tuple[tuple[str, tuple[Any, ...]], ...] = ()

    def __post_init__(self) -> None:
        for option, allowed in self.choices:
            value = getattr(self, option, _NO_FIELD)
            if value is _NO_FIELD:
                raise ValueError(f"{self.name} lists an option {option!r} it has no field for")
            if value not in allowed:
                raise ValueError(f"option {option}={value!r} is not one of {list(allowed)}")
        if not self.family or not isinstance(self.family, str):
            raise ValueError(f"a mode names its family, not {self.family!r}")
        if not self.teams or not isinstance(self.teams, str):
            raise ValueError(f"a mode names its teams, not {self.teams!r}")

    # ----- options -----------------------------------------------------------------------

    def option_choices(self) -> dict[str, tuple[Any, ...]]:
        """The options a player may change in this mode, each with its allowed values."""
        return dict(self.choices)

    def with_options(self, **options: Any) -> Self:
        """A copy with some options changed (validated against this mode's choices)."""
        allowed = self.option_choices()
        unknown = set(options) - set(allowed)
        if unknown:
            raise ValueError(
                f"unknown option(s) {sorted(unknown)} for {self.name}; "
                f"options are {sorted(allowed)}"
            )
        return dataclasses.replace(self, **options)

    def options(self) -> dict[str, Any]:
        """The changeable options and their values (JSON-safe)."""
        return {name: getattr(self, name) for name, _ in self.choices}

    def defaults(self) -> dict[str, Any]:
        """The registered mode's own values of its options."""
        load_families()
        return _REGISTRY[self.name].options() if self.name in _REGISTRY else self.options()

    # ----- the table, read through ---------------------------------------------------------

    @property
    def seats(self) -> int:
        return self.table.seats

    @property
    def decks(self) -> int:
        return self.table.decks

    @property
    def hand_size(self) -> int:
        return self.table.hand_size

    @property
    def kitty_size(self) -> int:
        return self.table.kitty_size

    @property
    def deal_size(self) -> int:
        return self.table.deal_size

    @property
    def kitty_shown(self) -> bool:
        """Whether every seat sees the kitty once the landlord takes it."""
        return self.table.kitty_seen_by == KITTY_SEEN_BY_ALL

    def seat_order(self, first: int) -> list[int]:
        """Every seat once, in turn order from ``first`` (counter-clockwise on screen)."""
        return [(first + i) % self.seats for i in range(self.seats)]

    def next_seat(self, seat: int) -> int:
        """The seat that acts after ``seat``."""
        return (seat + 1) % self.seats

    def has_phase(self, phase: str) -> bool:
        return phase in self.phases


_REGISTRY: dict[str, Ruleset] = {}


def load_families() -> None:
    """Import the declared families now, if not yet done (each once, in order; a family
    that asks the registry while it loads finds what has been registered so far).

    A family must register exactly the modes it declared: a name it declared and did
    not register, or a mode it registered and did not declare, is a ``RuntimeError``
    here rather than a title that counts one mode more or less than the game has."""
    while (family := next_unloaded()) is not None:
        before = set(_REGISTRY)
        family.load()
        _check_declared(family, before)


def mode_names(family: str) -> list[str]:
    """The modes of ``family`` in the app's order, without importing a declared family:
    the names it declared, then any other mode of that family registered (a test's)."""
    known = declared()
    if family not in known:
        load_families()
        known = declared()
    names = list(known[family].modes) if family in known else []
    return names + [n for n, r in _REGISTRY.items() if r.family == family and n not in names]


def _check_declared(family: Family, before: set[str]) -> None:
    mine = {name for name, rules in _REGISTRY.items() if rules.family == family.name}
    missing = [name for name in family.modes if name not in mine]
    undeclared = sorted(mine - before - set(family.modes))
    if missing or undeclared:
        raise RuntimeError(
            f"the family {family.name!r} declares the modes {list(family.modes)}; "
            f"it did not register {missing} and registered {undeclared} undeclared"
        )


def register(rules: Ruleset) -> Ruleset:
    """Add a mode to the registry so :func:`ruleset` finds it by name."""
    _REGISTRY[rules.name] = rules
    return rules


def unregister(name: str) -> None:
    """Remove a mode (tests register throw-away modes and clean up after themselves)."""
    _REGISTRY.pop(name, None)


def ruleset(name: str, **options: Any) -> Ruleset:
    """The registered ruleset called ``name``, optionally with options changed.

    >>> ruleset("happy").option_choices()["bidding"]
    ('points', 'call_rob')
    """
    if not isinstance(name, str):
        raise UnknownRuleset(f"a ruleset name is text, not {type(name).__name__}")
    if name not in _REGISTRY:
        load_families()
    try:
        rules = _REGISTRY[name]
    except KeyError:
        raise UnknownRuleset(
            f"unknown ruleset {name!r}; known rulesets: {', '.join(sorted(_REGISTRY))}"
        ) from None
    return rules.with_options(**options) if options else rules


def ruleset_names() -> list[str]:
    """Every registered mode, in the order the app lists them: by family in the order
    they were declared, each family's in its declared order, then any other mode."""
    return list(registered())


def registered() -> Mapping[str, Ruleset]:
    """Every registered mode by name, in :func:`ruleset_names`' order (from the
    declarations, so it does not depend on which family's module was imported first)."""
    load_families()
    known = declared()
    families = list(known)

    def rank(rules: Ruleset) -> tuple[int, int]:
        if rules.family not in known:
            return len(families), 0
        modes = known[rules.family].modes
        place = modes.index(rules.name) if rules.name in modes else len(modes)
        return families.index(rules.family), place

    return {rules.name: rules for rules in sorted(_REGISTRY.values(), key=rank)}
