"""Dou Dizhu's :class:`~game.rules.Ruleset`: the options and facts only this family has.

:class:`DoudizhuRules` adds to the shared fields (table, teams, phases, pattern set,
scorer, choices) one field per **Option** of docs/doudizhu.md §1 and
docs/doudizhu-modes.md (bidding style, who bids first, what happens when all pass,
which bombs double, 明牌, 加倍, the four-player bidding, the wildcards) and the
facts a mode declares (the highest bid).  The modes themselves are registered in
:mod:`game.doudizhu.modes` and :mod:`game.doudizhu.laizi`.

This module imports only the shared :mod:`game.rules`, so the family's deal,
phases and views can name their ruleset type without importing the modes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.rules import Ruleset, Table

FAMILY = "doudizhu"

# How the seats form sides: the landlord against the rest (three seats, two, four,
# emperor), or against the rest but for one hidden ally named by a card (five).
TEAMS_LANDLORD_VS_REST = "landlord_vs_rest"
TEAMS_HIDDEN_ALLY = "hidden_ally"

# Classic's table (docs/doudizhu.md §1.1): three seats, one deck, 17 cards each and 3
# in the kitty, seen by all.
CLASSIC_TABLE = Table(seats=3, decks=1, hand_size=17, kitty_size=3)

# The options of the three-seat modes, with allowed values; the first value listed
# is the classic default.  The other modes list some of them (game.doudizhu.modes).
DOUDIZHU_OPTIONS: dict[str, tuple[Any, ...]] = {
    "bidding": ("points", "call_rob"),
    "first_bidder": ("flipped_card", "rotate"),
    "all_pass": ("redeal", "first_bidder_is_landlord"),
    "bomb_doubles": ("every", "beating_only"),
    "show_hand": (False, True),
    "doubling": (False, True),
}


@dataclass(frozen=True)
class DoudizhuRules(Ruleset):
    """One Dou Dizhu mode.  The defaults are Classic's (docs/doudizhu.md §1).

    >>> DoudizhuRules("example").with_options(bidding="call_rob").bidding
    'call_rob'
    >>> DoudizhuRules("example", doubling=True)
    Traceback (most recent call last):
    ValueError: show_hand and doubling belong to the call_rob bidding style
    """

    family: str = FAMILY
    table: Table = CLASSIC_TABLE
    teams: str = TEAMS_LANDLORD_VS_REST
    phases: tuple[str, ...] = ("deal", "bid", "kitty", "play")
    pattern_set: str = "classic"
    scorer: str = "landlord"
    choices: tuple[tuple[str, tuple[Any, ...]], ...] = tuple(DOUDIZHU_OPTIONS.items())
    # ----- the options of docs/doudizhu.md §1 --------------------------------------------
    bidding: str = "points"
    first_bidder: str = "flipped_card"
    all_pass: str = "redeal"
    bomb_doubles: str = "every"
    show_hand: bool = False
    doubling: bool = False
    # ----- declared by a mode ----------------------------------------------------------------
    max_bid: int = 3
    # Four-player bidding (docs/doudizhu-modes.md §4): points | three_or_pass | flipped_landlord.
    bidding4: str = "points"
    # Wildcards (docs/doudizhu-modes.md §2): a drawn rank or two cards fixed at setup, and which.
    wild_cards: str = "one_rank"
    fixed_wilds: str = "red_sevens"

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.bidding == "points" and (self.show_hand or self.doubling):
            raise ValueError("show_hand and doubling belong to the call_rob bidding style")


def doudizhu_rules(rules: Ruleset) -> DoudizhuRules:
    """``rules`` as a Dou Dizhu ruleset, or a clear ``ValueError`` for another family's."""
    if not isinstance(rules, DoudizhuRules):
        raise ValueError(
            f"{rules.name!r} is a {rules.family!r} mode, not a Dou Dizhu one"
            if isinstance(rules, Ruleset) else f"a Dou Dizhu ruleset, not {rules!r}"
        )
    return rules


__all__ = [
    "CLASSIC_TABLE",
    "DOUDIZHU_OPTIONS",
    "FAMILY",
    "TEAMS_HIDDEN_ALLY",
    "TEAMS_LANDLORD_VS_REST",
    "DoudizhuRules",
    "doudizhu_rules",
]
