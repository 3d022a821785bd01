"""Which engine plays a family of modes: the shared modules find a family's ``Game`` here.

A family package registers its engine when imported, so the shared record
module can rebuild any mode's hand without importing a family itself.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from game.cards import Card
from game.rules import Ruleset


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


_ENGINES: dict[str, tuple[str, Callable[..., Any]]] = {}


def register_engine(family: str, record_format: str, factory: Callable[..., Any]) -> None:
    """Name the record format and the ``new_game`` of a family."""
    _ENGINES[family] = (record_format, factory)


def engine_for(family: str) -> tuple[str, Callable[..., Any]]:
    try:
        return _ENGINES[family]
    except KeyError:
        raise ValueError(f"no engine plays the family {family!r}") from None
