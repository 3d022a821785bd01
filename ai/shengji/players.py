"""The Tractor levels, and how an agent of :func:`ai.make_agent` answers a Tractor view.

Every agent :func:`ai.make_agent` builds carries a Tractor player of its own
level (:func:`attach_tractor_player`); :func:`ai.choose_action` hands a Tractor
view to :func:`tractor_action`.  An agent from outside the project may answer
Tractor itself with an ``act(view)`` method; one that does not gets the
rules-safe random player, seeded once, so any table can always be played out.
"""

from __future__ import annotations

import contextlib
from typing import Protocol, runtime_checkable

from ai.shengji.random_player import RandomTractorPlayer
from game.shengji.actions import TractorAction
from game.shengji.view import TractorView

TRACTOR_ATTRIBUTE = "tractor_player"
FALLBACK_SEED = 0


@runtime_checkable
class TractorPlayer(Protocol):
    """A Tractor seat: one answer for every phase, from the seat's view only."""

    def act(self, view: TractorView) -> TractorAction: ...


TRACTOR_LEVELS: tuple[str, ...] = ("beginner", "normal", "hard", "expert")


def make_tractor_player(spec: str, seed: int) -> TractorPlayer | None:
    """The Tractor player of a level or ``random``; ``None`` for a spec Tractor has no player
    for (``greedy``, an outside factory)."""
    if spec == "random" or spec in TRACTOR_LEVELS:
        return RandomTractorPlayer(seed)
    return None


def attach_tractor_player(agent: object, spec: str, seed: int) -> None:
    """Give ``agent`` the Tractor player of its spec (an agent answering ``act`` keeps its own)."""
    if isinstance(agent, TractorPlayer):
        return
    player = make_tractor_player(spec, seed)
    if player is not None:
        _remember(agent, player)


def tractor_player_of(agent: object) -> TractorPlayer:
    """The player that answers Tractor views for ``agent``."""
    if isinstance(agent, TractorPlayer):
        return agent
    player = getattr(agent, TRACTOR_ATTRIBUTE, None)
    if isinstance(player, TractorPlayer):
        return player
    fallback = RandomTractorPlayer(FALLBACK_SEED)
    _remember(agent, fallback)
    return fallback


def _remember(agent: object, player: TractorPlayer) -> None:
    """Keep the player on the agent (an agent with ``__slots__`` gets a fresh one each time)."""
    with contextlib.suppress(AttributeError):
        setattr(agent, TRACTOR_ATTRIBUTE, player)


def tractor_action(agent: object, view: TractorView) -> TractorAction:
    """The action of ``view.phase`` for a Tractor seat: the one path for app and arena."""
    return tractor_player_of(agent).act(view)
