"""Which engine plays a family of modes: the shared modules find a family's ``Game`` here.

A family package registers its engine when imported, so the shared record
module can rebuild any mode's hand without importing a family itself.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from game.cards import Card
from game.errors import InvalidSetting, shown
from game.rules import Ruleset, load_families


class Engine(Protocol):
    """What a family's game offers the shared record module."""

    def apply_logged(self, entry: str) -> None: ...


class GameFactory(Protocol):
    def __call__(
        self,
        rules: Ruleset,
        seed: int,
        *,
        first_bidder: int | None = ...,
        landlord: int | None = ...,
        deck: Sequence[Card] | None = ...,
    ) -> Any: ...


# Builds a family's fresh game from a checked record: (rules, record, deck) -> game.
RecordStart = Callable[[Ruleset, dict[str, Any], list[Card] | None], Any]

_ENGINES: dict[str, tuple[str, Callable[..., Any]]] = {}
_RECORD_STARTS: dict[str, RecordStart] = {}
_RECORD_VERSIONS: dict[str, tuple[int, ...]] = {}


def register_engine(
    family: str,
    record_format: str,
    factory: Callable[..., Any],
    *,
    from_record: RecordStart | None = None,
    versions: tuple[int, ...] = (1,),
) -> None:
    """Name the record format and the ``new_game`` of a family.

    ``from_record`` lets a family whose hands start from other options (a Tractor
    hand's dealer and levels) read them from its own records; without it a record
    starts with ``first_bidder``, ``landlord`` and ``deck``.
    """
    _ENGINES[family] = (record_format, factory)
    _RECORD_VERSIONS[family] = versions
    if from_record is not None:
        _RECORD_STARTS[family] = from_record


def record_versions(family: str) -> tuple[int, ...]:
    """The record versions the family's engine replays (``versions`` when registered)."""
    load_families()
    return _RECORD_VERSIONS.get(family, (1,))


def record_start_for(family: str) -> RecordStart | None:
    """The family's own way to start a game from its record, if it has one."""
    load_families()
    return _RECORD_STARTS.get(family)


def new_game(rules: Ruleset, seed: int, **options: Any) -> Any:
    """A new hand of ``rules`` by the engine of its family (the shared front door)."""
    if not isinstance(rules, Ruleset):
        raise InvalidSetting("rules", f"a Ruleset (game.ruleset(name)), not {shown(rules)}")
    return engine_for(rules.family)[1](rules, seed, **options)


def engine_for(family: str) -> tuple[str, Callable[..., Any]]:
    load_families()  # the families register their engines when imported
    try:
        return _ENGINES[family]
    except KeyError:
        raise ValueError(f"no engine plays the family {family!r}") from None
