"""The Dou Dizhu modes, declared as data on the one engine (RULES.md §1 …).

Each mode lists its table, its teams, the phases of a hand in order, its pattern
set, its scorer and the options a player may change.  A phase named here runs
only when its options are on (``show`` needs ``show_hand``, ``double`` needs
``doubling``), so Classic with ``bidding=call_rob`` is the same engine as Happy.
"""

from __future__ import annotations

from game.rules import DOUDIZHU_OPTIONS, Ruleset, Table, register

# The phases of a three-seat hand, in order.  ``landlord_show`` is 明牌 after the
# kitty (×2); ``show`` is the 明牌 offered before and during the deal.
THREE_SEAT_PHASES = ("deal", "show", "bid", "kitty", "landlord_show", "double", "play")

CLASSIC = register(
    Ruleset(
        "classic",
        table=Table(seats=3, decks=1, hand_size=17, kitty_size=3),
        phases=THREE_SEAT_PHASES,
        choices=tuple(DOUDIZHU_OPTIONS.items()),
    )
)
HAPPY = register(
    Ruleset(
        "happy",
        table=Table(seats=3, decks=1, hand_size=17, kitty_size=3),
        phases=THREE_SEAT_PHASES,
        choices=tuple(DOUDIZHU_OPTIONS.items()),
        bidding="call_rob",
        show_hand=True,
        doubling=True,
    )
)
