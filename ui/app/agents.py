"""The app's link to the AI: one agent per seat, and the expert's hints with their words.

Agents come from ``ai.make_agent(spec, seed)`` and answer through
``ai.choose_action(agent, view)``, the one path the match runner uses too; the
session calls it on its worker thread (:mod:`ui.app.session`).  Hints are
``ai.hint``'s, explained by ``ai.hint_messages``.
"""

from __future__ import annotations

import ai
from ai import Agent, Hint
from ai.hint_messages import message
from game.rules import Ruleset
from game.view import SeatView

__all__ = ["HINT_LEVEL", "Agent", "Hint", "hint_text", "hints", "seat_agents"]

HINT_LEVEL = "expert"  # the hint button and the after-hand review ask the same player


def seat_agents(rules: Ruleset, spec: str, seed: int) -> list[Agent]:
    """An agent for every seat of ``rules``' table, each with its own seed from ``seed``."""
    return [ai.make_agent(spec, seed * 31 + seat + 1) for seat in range(rules.seats)]


def hints(view: SeatView, count: int, level: str | None = None) -> list[Hint]:
    """Up to ``count`` ranked hints for the seat to play in ``view``, best first.

    With ``level`` the first is that level's own choice, search included, so call it
    on a worker; without it the hints are instant (``ai.hint``).
    """
    return ai.hint(view, count, level)


def hint_text(hint: Hint, language: str) -> str:
    """Why a good player makes this hint's play, in ``language`` (``zh`` or ``en``)."""
    return message(hint.reason, language, **hint.params)
