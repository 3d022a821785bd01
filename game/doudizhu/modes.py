"""The Dou Dizhu modes, declared as data on the one engine (docs/doudizhu.md §1,
docs/doudizhu-modes.md §3–§6).

Each mode lists its table, its teams, the phases of a hand in order, its pattern
set, its scorer and the options a player may change.  A phase named here runs
only when its options are on (``show`` needs ``show_hand``, ``double`` needs
``doubling``), so Classic with ``bidding=call_rob`` is the same engine as Happy.
(``laizi`` is declared in :mod:`game.doudizhu.laizi`.)

The two-player and two-deck modes:

- ``two`` (docs/doudizhu-modes.md §3): one deck, 20 cards each, 3 in the kitty and 11 set aside
  unseen; call or not, the first call wins, nobody calls: a redeal; classic
  combinations and scoring against the single opponent.
- ``four`` (§4): two decks, 25 each, a kitty of 8 only the landlord sees; bidding
  in the ``bidding4`` style with the must-bid rule; 亮牌 ×3; the ``four`` pattern set.
- ``five`` (§5): two decks, 21 each, 3 shown; points bidding; the landlord names
  its hidden ally's card or plays alone; the ``five`` pattern set.
- ``emperor`` (§6, 帝主): two decks, 34 each, a kitty of 6 the emperor alone sees,
  keeps any of and discards the rest unseen; points bidding; the ``emperor`` set.

Options each mode lets the player change come from docs/doudizhu-modes.md §7: docs/doudizhu.md §1's
``first_bidder`` and ``bomb_doubles`` everywhere (their scoring is classic's, with
each mode's own doubling plays), ``all_pass`` where bidding is "as in points"
(§4, §5; §6's Decision fixes a redeal), and §4's ``bidding4``.
"""

from __future__ import annotations

from typing import Any

import game.doudizhu.emperor_patterns as emperor_patterns
import game.doudizhu.five_patterns as five_patterns
import game.doudizhu.four_patterns as four_patterns
from game.doudizhu.phases.bid_four import BIDDING4
from game.doudizhu.ruleset import DOUDIZHU_OPTIONS, TEAMS_HIDDEN_ALLY, DoudizhuRules
from game.rules import KITTY_SEEN_BY_LANDLORD, Table, register

# The phases of a three-seat hand, in order.  ``landlord_show`` is 明牌 after the
# kitty (×2); ``show`` is the 明牌 offered before and during the deal.
THREE_SEAT_PHASES = ("deal", "show", "bid", "kitty", "landlord_show", "double", "play")

CLASSIC = register(
    DoudizhuRules(
        "classic",
        table=Table(seats=3, decks=1, hand_size=17, kitty_size=3),
        phases=THREE_SEAT_PHASES,
        choices=tuple(DOUDIZHU_OPTIONS.items()),
    )
)
HAPPY = register(
    DoudizhuRules(
        "happy",
        table=Table(seats=3, decks=1, hand_size=17, kitty_size=3),
        phases=THREE_SEAT_PHASES,
        choices=tuple(DOUDIZHU_OPTIONS.items()),
        bidding="call_rob",
        show_hand=True,
        doubling=True,
    )
)


def _options(*names: str, **more: tuple[Any, ...]) -> tuple[tuple[str, tuple[Any, ...]], ...]:
    return (*more.items(), *((name, DOUDIZHU_OPTIONS[name]) for name in names))


TWO = register(
    DoudizhuRules(
        "two",
        table=Table(seats=2, decks=1, hand_size=20, kitty_size=3),
        phases=("deal", "bid", "kitty", "play"),
        choices=_options("first_bidder", "bomb_doubles"),
        bidding="call",
    )
)
FOUR = register(
    DoudizhuRules(
        "four",
        table=Table(
            seats=4, decks=2, hand_size=25, kitty_size=8, kitty_seen_by=KITTY_SEEN_BY_LANDLORD
        ),
        phases=("deal", "bid_four", "kitty", "reveal", "play"),
        pattern_set=four_patterns.FOUR_PATTERNS.name,
        choices=_options("first_bidder", "all_pass", "bomb_doubles", bidding4=BIDDING4),
    )
)
FIVE = register(
    DoudizhuRules(
        "five",
        table=Table(seats=5, decks=2, hand_size=21, kitty_size=3),
        teams=TEAMS_HIDDEN_ALLY,
        phases=("deal", "bid", "kitty", "ally", "play"),
        pattern_set=five_patterns.FIVE_PATTERNS.name,
        choices=_options("first_bidder", "all_pass", "bomb_doubles"),
    )
)
EMPEROR = register(
    DoudizhuRules(
        "emperor",
        table=Table(
            seats=3, decks=2, hand_size=34, kitty_size=6, kitty_seen_by=KITTY_SEEN_BY_LANDLORD
        ),
        phases=("deal", "bid", "kitty", "keep", "play"),
        pattern_set=emperor_patterns.EMPEROR_PATTERNS.name,
        choices=_options("first_bidder", "bomb_doubles"),
    )
)
