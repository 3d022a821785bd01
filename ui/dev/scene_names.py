"""Names of the scenes that ``--screenshot`` renders and ``--monkey`` visits, and which
of them a mode has.

Kept free of pygame so ``main.py`` can validate its arguments before pygame loads
(the rules core never imports pygame).  Pages (title, settings, rules …) exist for
every mode; table scenes belong to a family of games: a Dou Dizhu hand is bid, a
Tractor hand is declared during the deal and its kitty buried.
"""

from __future__ import annotations

PAGE_SCENES: tuple[str, ...] = (
    "title", "newgame", "stats", "settings", "rules", "replaylist", "endgame", "puzzle", "analysis",
    "trainer",
)
"""Scenes that show any mode (the mode chosen for the next game)."""

FAMILY_SCENES: dict[str, tuple[str, ...]] = {
    "doudizhu": (
        "bidding", "table", "hint", "result", "menu", "replay", "counter", "review",
        "trick", "lasttrick",
    ),
    "shengji": ("deal", "bury", "table", "throw", "result", "practice", "friends", "review",
                "lasttrick", "replay"),
}
"""Table scenes by family of games (``Ruleset.family``)."""

SCENE_NAMES: tuple[str, ...] = tuple(
    dict.fromkeys([*PAGE_SCENES, *(s for scenes in FAMILY_SCENES.values() for s in scenes)])
)
"""Every scene name ``--scene`` accepts (whether a mode has it: :func:`scenes_for`)."""

DEFAULT_MODE = "classic"


def family_of(mode: str) -> str:
    """The family of a registered mode (``ValueError`` naming the modes when unknown)."""
    import game

    if mode not in game.ruleset_names():
        raise ValueError(
            f"unknown mode {mode!r}; the modes are: {', '.join(game.ruleset_names())}"
        )
    return game.ruleset(mode).family


def scenes_for(mode: str) -> tuple[str, ...]:
    """The scenes ``mode`` can be shown in: every page, and its family's table scenes."""
    return (*PAGE_SCENES, *FAMILY_SCENES.get(family_of(mode), ()))


TABLE_TOOLS: dict[str, str] = {"shengji": "ui.tractor.headless"}
"""The module that puts a family's table into a state, where it is not ``ui.dev.headless``."""


def table_ready(mode: str) -> bool:
    """Whether the app has a table that plays ``mode`` (a mode may be registered first)."""
    import importlib.util

    import game
    from ui.table.support import table_plays

    module = TABLE_TOOLS.get(family_of(mode))
    if module is not None and importlib.util.find_spec(module) is None:
        return False
    return table_plays(game.ruleset(mode))


def scene_error(mode: str, scene: str) -> str | None:
    """Why ``scene`` cannot be shown for ``mode`` (None when it can)."""
    try:
        scenes = scenes_for(mode)
    except ValueError as exc:
        return str(exc)
    if scene not in scenes:
        return f"mode {mode!r} has no scene {scene!r}; its scenes are: {', '.join(scenes)}"
    if scene not in PAGE_SCENES and not table_ready(mode):
        return f"the table cannot play mode {mode!r} yet; its pages are: {', '.join(PAGE_SCENES)}"
    return None
