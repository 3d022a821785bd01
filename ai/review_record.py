"""A finished hand's record as either family's review reads it.

A record (``game.record``) holds the hand's ``actions`` as text entries and, when
the app saved it, ``auto``: the indices of the actions 托管 took.  Both reviews
ask the same questions of it, so they are answered once here.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, TypeVar

from ai.verdict import Reviewed

R = TypeVar("R", bound=Reviewed)


def entries_of(record: dict[str, Any]) -> list[str]:
    """The record's actions as text; ``ValueError`` when it has no action list."""
    actions = record.get("actions") if isinstance(record, dict) else None
    if not isinstance(actions, list):
        raise ValueError("the record has no action list")
    return [str(a) for a in actions]


def entry_at(record: dict[str, Any], index: int) -> str:
    """Action ``index`` of the record; ``ValueError`` when there is none."""
    entries = entries_of(record)
    if not 0 <= index < len(entries):
        raise ValueError(f"no action {index} in the record")
    return entries[index]


def auto_indices(record: dict[str, Any]) -> set[int]:
    """The actions 托管 took, from the record's ``auto`` list (malformed entries ignored)."""
    auto = record.get("auto")
    if not isinstance(auto, list):
        return set()
    return {i for i in auto if type(i) is int}


def marked(item: R | None, record: dict[str, Any], index: int) -> R | None:
    """``item`` marked as 托管's move when the record says 托管 took action ``index``."""
    if item is None or index not in auto_indices(record):
        return item
    return replace(item, by_auto=True)
