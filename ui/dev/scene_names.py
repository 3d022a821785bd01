"""Names of the scenes that ``--screenshot`` renders and ``--monkey`` visits.

Kept free of imports so ``main.py`` can validate its arguments before pygame loads.
"""

from __future__ import annotations

SCENE_NAMES: tuple[str, ...] = (
    "title",
    "newgame",
    "bidding",
    "table",
    "hint",
    "result",
    "menu",
    "stats",
    "settings",
    "rules",
    "replay",
    "counter",
    "review",
    "replaylist",
)
