"""Tractor level variants for the arena: a level with some skill or search fields changed.

``python -m ai.arena --mode tractor --a bench.tractor_variants:make --b hard`` plays the
level named by ``TRACTOR_LEVEL`` (default ``hard``) with the :class:`ai.shengji.policy.Skill`
fields of ``TRACTOR_SKILL`` and the :class:`ai.shengji.search.SearchBudget` fields of
``TRACTOR_BUDGET`` replaced, and the level's own ``eagerness``, ``boldness`` or ``guess_friend``
from ``TRACTOR_SET`` (``name=value`` pairs, comma-separated; booleans as 0/1).  The
environment reaches the arena's worker processes, so a skill is measured in duplicate
deals before it is given to a level (a skill on the hard level plays fast: 1,000 deals in
a few minutes).  ``make_b`` reads ``TRACTOR_LEVEL_B``/``TRACTOR_SKILL_B``/``TRACTOR_BUDGET_B``/
``TRACTOR_SET_B`` for the other side.

Run: TRACTOR_SKILL=feed_partner=1 python -m ai.arena --mode tractor --deals 1000 --seed 5 \\
         --a bench.tractor_variants:make --b hard
"""

from __future__ import annotations

import os
from dataclasses import fields, replace
from typing import Any

from ai.shengji.players import LEVELS, LevelPlayer, TractorLevel
from ai.shengji.search import EXPERT_BUDGET


def _values(text: str, kinds: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for item in filter(None, (p.strip() for p in text.split(","))):
        name, _, raw = item.partition("=")
        if name not in kinds:
            raise ValueError(f"unknown field {name!r}; known: {', '.join(sorted(kinds))}")
        kind = kinds[name]
        out[name] = bool(int(raw)) if kind is bool else kind(raw)
    return out


def level_from(name: str, skill_text: str, budget_text: str,
               level_text: str = "") -> TractorLevel:
    """The level ``name`` with the given skill, budget and level fields replaced."""
    base = LEVELS[name]
    plain = {f.name: type(getattr(base, f.name)) for f in fields(base)
             if f.name in ("eagerness", "boldness", "guess_friend")}
    base = replace(base, **_values(level_text, plain))
    skill_kinds = {f.name: type(getattr(base.skill, f.name)) for f in fields(base.skill)}
    skill = replace(base.skill, **_values(skill_text, skill_kinds))
    budget = base.search
    if budget_text:
        start = budget or EXPERT_BUDGET
        kinds = {f.name: type(getattr(start, f.name)) for f in fields(start)}
        budget = replace(start, **_values(budget_text, kinds))
    return replace(base, name=f"{name}*", skill=skill, search=budget)


def make(seed: int) -> LevelPlayer:
    env = os.environ
    level = level_from(env.get("TRACTOR_LEVEL", "hard"), env.get("TRACTOR_SKILL", ""),
                       env.get("TRACTOR_BUDGET", ""), env.get("TRACTOR_SET", ""))
    return LevelPlayer(level, seed)


def make_b(seed: int) -> LevelPlayer:
    env = os.environ
    level = level_from(env.get("TRACTOR_LEVEL_B", "hard"), env.get("TRACTOR_SKILL_B", ""),
                       env.get("TRACTOR_BUDGET_B", ""), env.get("TRACTOR_SET_B", ""))
    return LevelPlayer(level, seed)
