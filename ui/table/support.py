"""Which modes the table can show: the families it has a table for, and the phases
of a hand it has controls for.

The rules core registers modes before the app can play them; the Tractor family
plays on its own table (``ui/tractor``).  The new-game screen asks here, so a mode
the table cannot show is listed as coming soon instead of failing on Start.
"""

from __future__ import annotations

import game

TABLE_FAMILIES = frozenset({"doudizhu"})
TABLE_PHASES = frozenset({
    "deal", "show", "bid", "bid_four", "kitty", "landlord_show", "reveal", "double",
    "ally", "keep", "wild", "play",
})


# The Tractor table (ui/tractor) seats 3 to 6 and has controls for every phase of them.
TRACTOR_PHASES = frozenset({
    "deal", "auction", "kitty", "name_trump", "weak_hand", "bury", "kitty_theft",
    "call_friends", "play", "settle",
})


def table_plays(rules: game.Ruleset) -> bool:
    """Whether the table can seat and play a hand of these rules."""
    if rules.family == "shengji":
        return all(p in TRACTOR_PHASES for p in rules.phases)
    return rules.family in TABLE_FAMILIES and all(p in TABLE_PHASES for p in rules.phases)
