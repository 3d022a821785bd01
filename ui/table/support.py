"""Which modes the table can show: the families it has a table for, and the phases
of a hand it has controls for.

The rules core registers modes before the app can play them (the Tractor family
has its rules and AI, not yet its table).  The new-game screen asks here, so a mode
the table cannot show is listed as coming soon instead of failing on Start.
"""

from __future__ import annotations

import game

TABLE_FAMILIES = frozenset({"doudizhu"})
TABLE_PHASES = frozenset({
    "deal", "show", "bid", "bid_four", "kitty", "landlord_show", "reveal", "double",
    "ally", "keep", "wild", "play",
})


def table_plays(rules: game.Ruleset) -> bool:
    """Whether the table can seat and play a hand of these rules."""
    return rules.family in TABLE_FAMILIES and all(p in TABLE_PHASES for p in rules.phases)
