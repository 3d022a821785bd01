"""The families of games as the registry knows them before importing any: each one's
name, its modes' names in the app's order, and how to import it.

``game`` declares its families here when imported, and the title counts each game's
modes from these names (:func:`game.mode_names`).  This module is kept apart from
:mod:`game.rules` and imports nothing, so ``import game`` loads no ruleset class: no
``dataclasses``, ``typing``, ``inspect`` or ``re`` (issue 36).
:func:`game.rules.load_families` imports the declared families, once, the first time
the registry or an engine is asked for a mode.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing's flag, without importing typing (mypy reads it the same)
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence


class Family:
    """A declared family: its name, its modes' names in the app's order, and the
    function that imports it (importing registers those modes and its engine)."""

    __slots__ = ("load", "modes", "name")

    def __init__(self, name: str, modes: tuple[str, ...], load: Callable[[], None]) -> None:
        self.name = name
        self.modes = modes
        self.load = load

    def __repr__(self) -> str:
        return f"Family({self.name!r}, {self.modes!r})"


# The declared families, in the order the app lists the games.
_FAMILIES: dict[str, Family] = {}
# The declared families not imported yet, in that order.
_UNLOADED: list[str] = []


def declare_family(name: str, modes: Sequence[str], load: Callable[[], None]) -> None:
    """Declare a family: the names of the modes it registers, in its order, and the
    function that imports it, run once before the registry's first answer that needs
    a mode's value (:func:`game.rules.load_families` holds the family to these names)."""
    _FAMILIES[name] = Family(name, tuple(modes), load)
    if name not in _UNLOADED:
        _UNLOADED.append(name)


def declared() -> dict[str, Family]:
    """The declared families by name, in the app's order (loaded or not)."""
    return dict(_FAMILIES)


def next_unloaded() -> Family | None:
    """The first declared family not imported yet, now counted as imported; ``None``
    once every family is."""
    return _FAMILIES[_UNLOADED.pop(0)] if _UNLOADED else None
