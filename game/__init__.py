"""The rules core: pure Python, standard library only, never imports pygame.

Shared modules (cards, plays, kinds, rulesets, the engine, records, the events and
actions every family has) sit here; each family of games has its own package
(:mod:`game.doudizhu`, :mod:`game.shengji`) that imports them and never another
family.  Dou Dizhu's actions, views and results are named here too, as before.

Importing ``game`` is cheap: each name below is imported when first asked for
(``game.Card`` reads :mod:`game.cards` alone), and the two families, their modes,
pattern tables and engines, load together the first time the registry is asked
for a mode or an engine (:func:`game.rules.load_families`), or a name of a family is used.
A program that needs only the cards pays for no engine; the app's window opens
before the families are read.
"""

from __future__ import annotations

import sys

from game import families

# ``import game`` reads game.families alone: not typing, dataclasses, inspect or re
# (two thirds of its time, issue 36).  TYPE_CHECKING is typing's flag (mypy reads this
# one the same), and new_game's overloads are declared for the type checker alone.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any, overload

    import game.doudizhu as doudizhu
    from game.cards import Card, format_cards, format_ranks, new_deck, parse_cards, parse_ranks
    from game.doudizhu.actions import (
        PASS,
        Bid,
        Call,
        CallAlly,
        Double,
        Keep,
        Rob,
        Show,
        format_action,
        parse_action,
    )
    from game.doudizhu.game import Game
    from game.doudizhu.patterns import beats, classify, legal_plays
    from game.doudizhu.result import Result
    from game.doudizhu.ruleset import DoudizhuRules
    from game.doudizhu.scoring import leave_penalty, rank_title
    from game.doudizhu.view import SeatView
    from game.errors import IllegalAction, InvalidSetting
    from game.plays import Play
    from game.record import replay
    from game.rules import Ruleset, Table, UnknownRuleset, ruleset
    from game.shengji.game import Game as TractorGame
    from game.shengji.modes import TractorRules

# Where each name of the package lives; a family's names load both families first.
_SHARED: dict[str, str] = {
    **dict.fromkeys(
        ("Card", "format_cards", "format_ranks", "new_deck", "parse_cards", "parse_ranks"),
        "game.cards",
    ),
    **dict.fromkeys(("IllegalAction", "InvalidSetting"), "game.errors"),
    "Play": "game.plays",
    **dict.fromkeys(
        ("Ruleset", "Table", "UnknownRuleset", "ruleset"), "game.rules"
    ),
}
_FAMILY: dict[str, tuple[str, str]] = {
    **{
        name: ("game.doudizhu.actions", name)
        for name in ("PASS", "Bid", "Call", "CallAlly", "Double", "Keep", "Rob", "Show",
                     "format_action", "parse_action")
    },
    "Result": ("game.doudizhu.result", "Result"),
    "DoudizhuRules": ("game.doudizhu.ruleset", "DoudizhuRules"),
    "SeatView": ("game.doudizhu.view", "SeatView"),
    "Game": ("game.doudizhu.game", "Game"),
    "beats": ("game.doudizhu.patterns", "beats"),
    "classify": ("game.doudizhu.patterns", "classify"),
    "legal_plays": ("game.doudizhu.patterns", "legal_plays"),
    "leave_penalty": ("game.doudizhu.scoring", "leave_penalty"),
    "rank_title": ("game.doudizhu.scoring", "rank_title"),
    "replay": ("game.record", "replay"),
    "TractorGame": ("game.shengji.game", "Game"),
    "TractorRules": ("game.shengji.modes", "TractorRules"),
}


def _load_doudizhu() -> None:
    """Import Dou Dizhu: its modes, pattern sets, phases and engine register themselves.
    (The imports are written out, not built from strings, so the one-folder build finds
    them.)"""
    import game.doudizhu  # noqa: F401


def _load_tractor() -> None:
    """Import Tractor: its modes and its engine register themselves."""
    import game.shengji.engine  # noqa: F401


# The families in the app's order, each with its modes' names in its order: the title
# counts them before either family is imported, and game.rules.load_families holds each
# family to the names declared here when it loads.
families.declare_family(
    "doudizhu", ("classic", "happy", "two", "four", "five", "emperor", "laizi"), _load_doudizhu
)
families.declare_family(
    "shengji",
    (
        "tractor", "tractor_one_deck", "tractor_three_decks", "tractor_six",
        "tractor_four_decks", "friends_five", "friends_five_three_decks", "friends_four",
        "bidding_three",
    ),
    _load_tractor,
)


def mode_names(family: str) -> list[str]:
    """The modes of ``family`` in the app's order (:func:`game.rules.mode_names`).  The
    title counts them before the registry is imported: until then no mode is
    registered beyond the declared names, which game.families holds."""
    known = families.declared()
    if family in known and "game.rules" not in sys.modules:
        return list(known[family].modes)
    from game.rules import mode_names as registered_names

    return registered_names(family)


def ruleset_names() -> list[str]:
    """Every mode in the app's order (:func:`game.rules.ruleset_names`).  A returning
    player's settings are checked against them before the title's first frame: until
    the registry is imported they are the declared names, in the same order."""
    if "game.rules" not in sys.modules:
        return [name for family in families.declared().values() for name in family.modes]
    from game.rules import ruleset_names as registered_names

    return registered_names()


def __getattr__(name: str) -> Any:
    """A name of the package, imported on first use and kept (PEP 562)."""
    if name in _SHARED:
        value = getattr(_module(_SHARED[name]), name)
    elif name in _FAMILY:
        from game.rules import load_families

        load_families()
        module, attribute = _FAMILY[name]
        value = getattr(_module(module), attribute)
    elif f"game.{name}" in sys.modules:  # a subpackage still importing: game.doudizhu
        value = sys.modules[f"game.{name}"]
    else:
        try:  # a subpackage or module not imported yet: game.rules, game.shengji ...
            value = _module(f"game.{name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"game.{name}":
                raise
            raise AttributeError(f"module 'game' has no attribute {name!r}") from None
    globals()[name] = value
    return value


def _module(name: str) -> Any:
    """The module ``name``, imported if need be (importlib.import_module without
    importing importlib)."""
    __import__(name)
    return sys.modules[name]


if TYPE_CHECKING:  # new_game's two faces, for the type checker

    @overload
    def new_game(rules: TractorRules, seed: int, **options: Any) -> TractorGame: ...  # type: ignore[overload-overlap]
    @overload
    def new_game(
        rules: Ruleset,
        seed: int,
        *,
        first_bidder: int | None = None,
        landlord: int | None = None,
        deck: Sequence[Card] | None = None,
    ) -> Game: ...


def new_game(rules: Ruleset, seed: int, **options: Any) -> Any:
    """A new hand of ``rules``, played by the engine of the ruleset's family."""
    from game import engines

    return engines.new_game(rules, seed, **options)


__all__ = [
    "PASS",
    "Bid",
    "Call",
    "CallAlly",
    "Card",
    "Double",
    "DoudizhuRules",
    "Game",
    "IllegalAction",
    "InvalidSetting",
    "Keep",
    "Play",
    "Result",
    "Rob",
    "Ruleset",
    "SeatView",
    "Show",
    "Table",
    "TractorGame",
    "TractorRules",
    "UnknownRuleset",
    "beats",
    "classify",
    "doudizhu",
    "format_action",
    "format_cards",
    "format_ranks",
    "leave_penalty",
    "legal_plays",
    "mode_names",
    "new_deck",
    "new_game",
    "parse_action",
    "parse_cards",
    "parse_ranks",
    "rank_title",
    "replay",
    "ruleset",
    "ruleset_names",
]
