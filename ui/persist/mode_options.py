"""The options a player picked for each mode, always a combination the rules accept.

Modes and their options come from the registry (``game.ruleset_names()``,
``Ruleset.option_choices()``); nothing here names one.  A player's *picks* for a
mode are the options they set themselves; the rest keep the mode's defaults.
Options are ordered as the mode declares them, and an earlier one wins: a pick
that no longer fits the options before it (``show_hand`` once ``bidding`` is
``points``) is dropped, and an option the rules force (a default that does not
fit) takes the first value that does.  Whether a combination fits is asked of
the rules core itself (``game.ruleset(name, **options)`` raises ``ValueError``),
so a rule added there is obeyed here without a change.

>>> resolve("happy", {"bidding": "points"})["show_hand"]
False
>>> clean_picks("happy", {"bidding": "points", "show_hand": True, "nonsense": 1})
{'bidding': 'points'}
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any

import game

if TYPE_CHECKING:  # the title imports this module before game.rules loads
    from game import Ruleset

# A search for a fitting combination gives up after this many tries (a mode would need
# a dozen options of several values each, all entangled, to come near it).
MAX_TRIES = 4096


def mode_names() -> tuple[str, ...]:
    """Every mode, in the registry's order (``game.ruleset_names`` answers from the
    declared names before the registry loads: a settings file is read before the title's
    first frame)."""
    return tuple(game.ruleset_names())


def is_mode(name: object) -> bool:
    return isinstance(name, str) and name in game.ruleset_names()


def same_value(a: object, b: object) -> bool:
    """Equal and of the same type: ``1`` is not the option value ``True``."""
    return type(a) is type(b) and a == b


def allowed(mode: str, option: str, value: object) -> bool:
    """Whether ``value`` is one of the values ``option`` may take in ``mode``."""
    choices = game.ruleset(mode).option_choices().get(option)
    return choices is not None and any(same_value(value, v) for v in choices)


def fits(mode: str, options: Mapping[str, Any]) -> bool:
    """Whether the rules core accepts ``mode`` with these options."""
    try:
        game.ruleset(mode, **options)
    except ValueError:
        return False
    return True


def _candidates(choices: tuple[Any, ...], preferred: Any) -> list[Any]:
    return [preferred, *(v for v in choices if not same_value(v, preferred))]


def search(mode: str, fixed: Mapping[str, Any]) -> dict[str, Any] | None:
    """Any full combination that keeps ``fixed`` and fits the rules, or None if none does.

    Free options keep their default where they can; where they cannot, the values
    are tried in the order the mode lists them.
    """
    base = game.ruleset(mode)
    defaults = base.options()
    order = list(base.option_choices().items())
    tries = 0

    def walk(i: int, chosen: dict[str, Any]) -> dict[str, Any] | None:
        nonlocal tries
        if i == len(order):
            tries += 1
            return dict(chosen) if fits(mode, chosen) else None
        option, choices = order[i]
        values = [fixed[option]] if option in fixed else _candidates(choices, defaults[option])
        for value in values:
            if tries >= MAX_TRIES:
                return None
            chosen[option] = value
            found = walk(i + 1, chosen)
            if found is not None:
                return found
        del chosen[option]
        return None

    return walk(0, {})


def resolve(mode: str, picks: object) -> dict[str, Any]:
    """Every option of ``mode`` with its value in force.

    Option by option, in the mode's order: the pick (else the default) when some
    combination with it and the options settled before it fits, else the first
    value that does.  A later pick never changes an earlier option.
    """
    base = game.ruleset(mode)
    wanted = base.options()
    if isinstance(picks, Mapping):
        wanted.update({k: v for k, v in picks.items() if allowed(mode, k, v)})
    settled: dict[str, Any] = {}
    for option, choices in base.option_choices().items():
        for value in _candidates(choices, wanted[option]):
            if search(mode, {**settled, option: value}) is not None:
                settled[option] = value
                break
        else:  # cannot happen for a registered mode: its own values fit
            return base.options()
    return settled


def clean_picks(mode: str, raw: object) -> dict[str, Any]:
    """The picks of ``raw`` that are known options with allowed values and stay in force.

    Anything else (not a mapping, an unknown option, a wrong value or type, a pick
    that the options before it forbid) is dropped, and so is a pick equal to the default.
    """
    if not is_mode(mode) or not isinstance(raw, Mapping):
        return {}
    if "protect_triples" in raw:  # saved before 2026-12: now follow_protection (§1.15)
        from game.shengji.modes import upgraded_options

        picks = dict(raw)
        raw = upgraded_options(picks) if isinstance(picks["protect_triples"], bool) else {
            k: v for k, v in picks.items() if k != "protect_triples"}
    defaults = game.ruleset(mode).options()
    in_force = resolve(mode, raw)
    return {
        option: value
        for option, value in in_force.items()
        if option in raw
        and same_value(raw[option], value)
        and not same_value(value, defaults[option])
    }


def clean_all(raw: object) -> dict[str, dict[str, Any]]:
    """Per-mode picks from a settings file: unknown modes and empty entries dropped."""
    if not isinstance(raw, Mapping):
        return {}
    out: dict[str, dict[str, Any]] = {}
    for mode, picks in raw.items():
        kept = clean_picks(mode, picks) if is_mode(mode) else {}
        if kept:
            out[mode] = kept
    return out


def rules_for(mode: str, picks: object) -> Ruleset:
    """The ruleset a game of ``mode`` starts with (``ValueError`` only for a bad mode)."""
    return game.ruleset(mode, **resolve(mode, picks))


def with_pick(mode: str, picks: Mapping[str, Any], option: str, value: Any) -> dict[str, Any]:
    """The picks once the player sets ``option``; later picks it forbids are dropped."""
    return clean_picks(mode, {**picks, option: value})


def _before(mode: str, option: str) -> Iterator[str]:
    for name in game.ruleset(mode).option_choices():
        if name == option:
            return
        yield name


def reachable(mode: str, in_force: Mapping[str, Any], option: str, value: Any) -> bool:
    """Whether ``option`` may take ``value`` with the options before it as they are."""
    fixed = {k: in_force[k] for k in _before(mode, option) if k in in_force}
    return search(mode, {**fixed, option: value}) is not None


def blocker(
    mode: str, in_force: Mapping[str, Any], option: str, value: Any
) -> tuple[str, Any] | None:
    """An earlier option and the value it would need for ``option`` to take ``value``."""
    before = [k for k in _before(mode, option) if k in in_force]
    fixed = {k: in_force[k] for k in before}
    choices = game.ruleset(mode).option_choices()
    for name in before:
        for other in choices[name]:
            if same_value(other, in_force[name]):
                continue
            if search(mode, {**fixed, name: other, option: value}) is not None:
                return name, other
    return None


def presets(mode: str) -> dict[str, dict[str, Any]]:
    """The named option sets ``mode`` offers (docs/tractor.md §1.13), each as the picks it
    makes; a preset whose combination the rules refuse is left out."""
    from game.shengji.presets import presets_for  # Tractor's: loaded with its family

    rules = game.ruleset(mode)
    return {name: picks for name, picks in presets_for(rules).items() if fits(mode, picks)}


def preset_in_force(mode: str, in_force: Mapping[str, Any]) -> str | None:
    """The preset whose options are exactly those in force, if any."""
    for name, picks in presets(mode).items():
        if resolve(mode, picks) == dict(in_force):
            return name
    return None
