"""Which modes the table can show: the families it has a table for, and the phases
of a hand it has controls for.

The rules core registers modes before the app can play them; the Tractor family
plays on its own table (``ui/tractor``).  The new-game screen asks here, so a mode
the table cannot show is listed as coming soon instead of failing on Start.
"""

from __future__ import annotations

import game

TABLE_PHASES = frozenset({
    "deal", "show", "bid", "bid_four", "kitty", "landlord_show", "reveal", "double",
    "ally", "keep", "wild", "play",
})


# The Tractor table (ui/tractor) seats 3 to 6 and has controls for every phase of them.
TRACTOR_PHASES = frozenset({
    "deal", "auction", "kitty", "name_trump", "weak_hand", "bury", "kitty_theft",
    "call_friends", "play", "settle",
})


# The phases each family's table has controls for, by the family's name.
FAMILY_PHASES = {"doudizhu": TABLE_PHASES, "shengji": TRACTOR_PHASES}


def table_plays(rules: game.Ruleset) -> bool:
    """Whether its family's table can seat and play a hand of these rules."""
    phases = FAMILY_PHASES.get(rules.family)
    return phases is not None and all(p in phases for p in rules.phases)
