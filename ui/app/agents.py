"""The app's link to the AI: agents, their decisions, and hints.

Uses ``ai.make_agent`` / ``ai.choose_action`` / ``ai.hint`` when the AI package
provides them.  Until then (and if they fail) a plain stand-in plays: it is
here only so the app always runs; it is not meant to play well.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from game.actions import PASS, Action, Bid, Call, Double, Rob, Show
from game.plays import Play
from game.view import SeatView


@dataclass(frozen=True)
class Hint:
    """A suggested play with an explanation key and its parameters (for practice mode)."""

    play: Play | None
    reason: str = ""
    params: dict[str, Any] = field(default_factory=dict)
    message: str = ""


class StandInAgent:
    """Fallback player: bids with a strong hand, leads its lowest play, follows cheaply."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def act(self, view: SeatView, legal: list[Action]) -> Action:
        if any(isinstance(a, Play) for a in legal) or PASS in legal:
            return self._play(view, legal)
        strong = sum(1 for c in view.hand if c.rank >= 12) >= 3
        wants = {Bid: strong, Call: strong, Rob: False, Show: False, Double: False}
        for kind, yes in wants.items():
            options = [a for a in legal if isinstance(a, kind)]
            if options:
                if kind is Bid:
                    return max(options, key=lambda a: a.value) if yes else options[0]  # type: ignore[attr-defined]
                return next((a for a in options if a.yes == yes), options[0])  # type: ignore[attr-defined]
        return legal[0]

    def _play(self, view: SeatView, legal: list[Action]) -> Action:
        plays = [a for a in legal if isinstance(a, Play)]
        if view.previous is None:
            return min(plays, key=lambda p: (p.is_bomb, p.rank, -len(p)))
        cheap = [p for p in plays if not p.is_bomb]
        if cheap:
            return min(cheap, key=lambda p: p.rank)
        return PASS if PASS in legal else plays[0]


def _ai_module() -> Any | None:
    try:
        import ai
    except ImportError:
        return None
    return ai if hasattr(ai, "make_agent") and hasattr(ai, "choose_action") else None


def make_agent(level: str, seed: int) -> Any:
    module = _ai_module()
    if module is not None:
        try:
            return module.make_agent(level, seed)
        except Exception:
            pass
    return StandInAgent(seed)


def choose_action(agent: Any, view: SeatView, legal: list[Action]) -> Action:
    """The agent's action; runs in the AI worker thread.  Falls back to a legal action."""
    if isinstance(agent, StandInAgent):
        return agent.act(view, legal)
    module = _ai_module()
    if module is not None:
        try:
            action = module.choose_action(agent, view)
            if action in legal or isinstance(action, Play):
                return action  # type: ignore[no-any-return]
        except Exception:
            pass
    return StandInAgent(0).act(view, legal)


HINT_LEVEL = "expert"  # the hint button and the after-hand review ask the same player


def hints(view: SeatView, count: int = 5, level: str | None = None) -> list[Hint]:
    """Ranked hints for the seat to play: the AI's when available, else the legal plays.

    With ``level`` the first hint is that level's own choice (search included, so it
    belongs on a worker thread); without it the hints are instant.
    """
    module = _ai_module()
    found: list[Hint] = []
    fn = getattr(module, "hint", None) if module is not None else None
    if fn is not None:
        try:
            raw = fn(view, count) if level is None else fn(view, count, level=level)
            found = [_as_hint(h) for h in raw]
        except Exception:
            found = []
    if not found:
        ordered = sorted(view.legal, key=lambda p: (p.is_bomb, p.rank, -len(p)))
        found = [Hint(p, "hint.fallback") for p in ordered[:count]]
    return found


def _as_hint(raw: Any) -> Hint:
    if isinstance(raw, Hint):
        return raw
    if isinstance(raw, tuple):
        play = raw[0] if raw else None
        reason = str(raw[1]) if len(raw) > 1 else ""
        params = dict(raw[2]) if len(raw) > 2 and isinstance(raw[2], dict) else {}
        return Hint(play if isinstance(play, Play) else None, reason, params)
    play = getattr(raw, "play", None)
    reason = str(getattr(raw, "reason", "") or getattr(raw, "key", ""))
    params = dict(getattr(raw, "params", {}) or {})
    message = str(getattr(raw, "message", "") or "")
    return Hint(play if isinstance(play, Play) else None, reason, params, message)


def hint_text(hint: Hint, language: str) -> str:
    """The explanation of a hint, from ``ai/hint_messages.py`` templates when present."""
    if hint.message:
        return hint.message
    try:
        from ai import hint_messages  # type: ignore[attr-defined]
    except ImportError:
        return ""
    for name in ("message", "render", "format_hint", "text"):
        fn = getattr(hint_messages, name, None)
        if callable(fn):
            try:
                return str(fn(hint.reason, language, **hint.params))
            except Exception:
                continue
    table = getattr(hint_messages, "MESSAGES", None)
    if isinstance(table, dict):
        entry = table.get(hint.reason)
        if isinstance(entry, dict):
            template = entry.get(language) or entry.get("en") or ""
            try:
                return str(template).format(**hint.params)
            except (KeyError, ValueError, IndexError):
                return str(template)
    return ""
