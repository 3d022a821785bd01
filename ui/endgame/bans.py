"""Banned kinds (禁三带二, 禁四带二 …) in the player's words, and the board's ban chips.

Puzzles and the analysis board name bans by the solver's kind names; players think
in fewer groups: 四带二 covers four with two singles and four with two pairs, 飞机带
翅膀 both winged airplanes.  :data:`GROUPS` are the bans a player can choose, each
the kinds it forbids; :func:`ban_label` says a set of bans as one line ("禁三带二");
:func:`banned_kind` tells the table which ban a refused play breaks, so the refusal
names it instead of a bare "not a play".  No drawing here (the board's checks use it
without a window); :mod:`ui.endgame.ban_chips` draws the seal and the board's chips.
"""

from __future__ import annotations

from collections.abc import Iterable

import game
from ai.endgame.position import read_ranks
from ui.app.i18n import t

# (group name, the solver kinds it bans), in the order the board shows them.
GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("trio_single", ("trio_single",)),
    ("trio_pair", ("trio_pair",)),
    ("four_two", ("four_two_single", "four_two_pair")),
    ("airplane_wings", ("airplane_single", "airplane_pair")),
)


def ban_words(bans: Iterable[str]) -> list[str]:
    """The bans' names, a whole group by its one name, other kinds by their own."""
    left = list(dict.fromkeys(bans))
    words = []
    for name, kinds in GROUPS:
        if all(k in left for k in kinds):
            words.append(t(f"endgame.ban.{name}"))
            left = [k for k in left if k not in kinds]
    return words + [t(f"endgame.kind.{kind}") for kind in left]


def ban_label(bans: Iterable[str]) -> str:
    """One line for a set of bans ("禁三带二、四带二"); "" when nothing is banned."""
    words = ban_words(bans)
    return t("endgame.ban.label", kinds=t("endgame.ban.join").join(words)) if words else ""


def banned_kind(cards: str, bans: Iterable[str]) -> str | None:
    """The banned kind these cards would be played as, when every reading of them is
    banned (``None`` when some reading is allowed, or they are no play at all)."""
    banned = set(bans)
    readings = game.classify(read_ranks(cards, "the play"), game.ruleset("classic"))
    kinds = [r.kind for r in readings]
    if kinds and all(k in banned for k in kinds):
        return kinds[0]
    return None


def group_kinds(groups: Iterable[str]) -> tuple[str, ...]:
    """The solver kinds these groups ban, in the board's order."""
    chosen = set(groups)
    return tuple(k for name, kinds in GROUPS if name in chosen for k in kinds)
