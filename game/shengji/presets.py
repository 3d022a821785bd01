"""Named sets of options for the Tractor modes (docs/tractor.md §1.13, "Presets").

A preset names only the options it changes from the defaults; a mode offers a
preset when it lets the player set every one of those options to that value, so
a variant that fixes an option (four decks: ``partial_tractor_follow`` always on)
still offers the presets it can honour, and one that lacks an option a preset sets
leaves that preset out.  Applied, a preset is the mode's defaults with its changes.

>>> sorted(PRESETS)
['seed_classic', 'shanghai_80', 'shengji_default']
>>> PRESETS["seed_classic"]
{}
"""

from __future__ import annotations

from typing import Any

from game.rules import Ruleset
from game.shengji.modes import FAMILY, TractorRules

PRESETS: dict[str, dict[str, Any]] = {
    # All defaults: the rules as the seed text gives them.
    "seed_classic": {},
    # Shanghai 80 分.
    "shanghai_80": {
        "kitty_multiplier": "double_lead",
        "failed_throw_forced": "smallest_beaten",
        "partial_tractor_follow": True,
        "must_play_levels": "2_5_10_K_A",
    },
    # The defaults of the open-source shengji program.
    "shengji_default": {
        "kitty_multiplier": "double_unit",
        "failed_throw_forced": "smallest_beaten",
        "throw_compare": "all_components",
        "match_end": "defend_NT",
        "partial_tractor_follow": True,
    },
}


def offered(preset: dict[str, Any], rules: Ruleset) -> bool:
    """Whether every option the preset sets is one ``rules`` lets the player set so."""
    choices = rules.option_choices()
    return all(
        option in choices
        and any(type(v) is type(value) and v == value for v in choices[option])
        for option, value in preset.items()
    )


def presets_for(rules: Ruleset) -> dict[str, dict[str, Any]]:
    """The presets a mode offers, in the order of docs/tractor.md §1.13, each as the options it
    sets."""
    if rules.family != FAMILY:
        return {}
    return {name: dict(options) for name, options in PRESETS.items() if offered(options, rules)}


def with_preset(rules: TractorRules, name: str) -> TractorRules:
    """``rules`` with a §1.13 preset of :data:`PRESETS` applied: the mode's
    defaults with the preset's changes; a preset the mode does not offer is refused.

    >>> from game.rules import ruleset
    >>> with_preset(ruleset("tractor"), "shanghai_80").kitty_multiplier
    'double_lead'
    """
    if name not in PRESETS:
        raise ValueError(f"unknown preset {name!r}; presets are {sorted(PRESETS)}")
    offered = presets_for(rules)
    if name not in offered:
        raise ValueError(f"the mode {rules.name} does not offer the preset {name!r}")
    wanted = {option: values[0] for option, values in rules.choices}
    wanted.update(offered[name])
    return rules.with_options(**wanted)
