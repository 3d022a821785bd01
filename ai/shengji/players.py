"""The Tractor levels, and the dispatch of a Tractor view to a seat's player.

:func:`make_tractor_player` builds the Tractor player of a spec, which
:func:`ai.make_agent` pairs with the Dou Dizhu player of the same spec;
:func:`ai.choose_action` hands a Tractor view to :func:`tractor_action`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from ai.shengji.bid import choose_bid, choose_trump
from ai.shengji.bury import choose_burial
from ai.shengji.declare import choose_declaration
from ai.shengji.friends import calls_for, choose_call
from ai.shengji.level_choices import choose_level_action
from ai.shengji.policy import Skill, choose_play
from ai.shengji.position import position_from_view
from ai.shengji.random_player import RandomTractorPlayer, callable_faces, trump_of
from ai.shengji.search import EXPERT_BUDGET, SearchBudget, Searcher
from game.cards import Card
from game.shengji.actions import ASK_REDEAL, PASS, Bury, PlayCards, TractorAction
from game.shengji.choices import PHASE_LEVELS
from game.shengji.deal import PHASE_DEALING, PHASE_FINAL_ROUND
from game.shengji.kitty import PHASE_BURY
from game.shengji.phases import (
    PHASE_AUCTION,
    PHASE_CALL_FRIENDS,
    PHASE_NAME_TRUMP,
    PHASE_WEAK_HAND,
)
from game.shengji.phases.play import PHASE_PLAY
from game.shengji.trump import order_for
from game.shengji.view import TractorView

WEAK_TRUMPS = 3


@runtime_checkable
class TractorPlayer(Protocol):
    """A Tractor seat: one answer for every phase, from the seat's view only."""

    def act(self, view: TractorView) -> TractorAction: ...


@dataclass(frozen=True)
class TractorLevel:
    """Everything that makes one Tractor level."""

    name: str
    skill: Skill
    eagerness: float = 0.0  # lowers the bar for declaring
    boldness: float = 0.0  # lowers the lowest bid it dares
    guess_friend: bool = False
    search: SearchBudget | None = None


LEVELS: dict[str, TractorLevel] = {
    "beginner": TractorLevel(
        "beginner",
        Skill(counting=False, cooperation=False, slip=0.25, pull_trumps=False),
        eagerness=0.06,
        boldness=20.0,
    ),
    "normal": TractorLevel("normal", Skill(counting=False)),
    # partner_ruffs on from issue 33 (hard vs normal, 2,000 paired deals: WP +0.008 ± 0.006,
    # ADP +0.023 ± 0.010; see ai/RESULTS.md).
    "hard": TractorLevel("hard", Skill(partner_ruffs=True), guess_friend=True),
    "expert": TractorLevel(
        "expert", Skill(throw_risk=0.12, partner_ruffs=True), guess_friend=True,
        search=EXPERT_BUDGET,
    ),
}
TRACTOR_LEVELS: tuple[str, ...] = tuple(LEVELS)


class LevelPlayer:
    """A level's Tractor player: every phase, from the view only, one seeded rng."""

    def __init__(self, level: TractorLevel, seed: int) -> None:
        self.level = level
        self.rng = random.Random(seed)
        self.searcher = Searcher(level.search, level.skill) if level.search else None

    def act(self, view: TractorView) -> TractorAction:
        phase = view.phase
        if phase in (PHASE_DEALING, PHASE_FINAL_ROUND):
            return choose_declaration(view, self.level.eagerness)
        if phase == PHASE_BURY:
            return Bury(tuple(self.bury(view)))
        if phase == PHASE_PLAY:
            return PlayCards(tuple(self.play(view)))
        if phase == PHASE_AUCTION:
            return choose_bid(view, self.level.boldness)
        if phase == PHASE_NAME_TRUMP:
            return choose_trump(view)
        if phase == PHASE_CALL_FRIENDS:
            return self.call(view)
        if phase == PHASE_WEAK_HAND:
            return ASK_REDEAL if self.weak(view) and ASK_REDEAL in (view.legal or ()) else PASS
        if phase == PHASE_LEVELS:
            return choose_level_action(view)
        return PASS  # a kitty theft, or any moment with nothing worth doing

    def bury(self, view: TractorView) -> list[Card]:
        order = order_for(trump_of(view), view.rules)
        return choose_burial(view.hand, order, view.rules.kitty_size)

    def call(self, view: TractorView) -> TractorAction:
        if view.legal:
            return choose_call(view, view.legal)
        return calls_for(view, callable_faces(view), view.rules.friend_calls)

    def weak(self, view: TractorView) -> bool:
        order = order_for(trump_of(view), view.rules)
        return sum(1 for c in view.hand if order.is_trump(c)) <= WEAK_TRUMPS

    def play(self, view: TractorView) -> list[Card]:
        pos = position_from_view(view, counting=self.level.skill.counting,
                                 guess_friend=self.level.guess_friend)
        if self.searcher is not None:
            found = self.searcher.choose(pos, self.rng)
            if found is not None:
                return found
        return choose_play(pos, self.level.skill, self.rng)


def make_tractor_player(spec: str, seed: int) -> TractorPlayer | None:
    """The Tractor player of a level or ``random``; ``None`` for a spec Tractor has no player
    for (``greedy``, an outside factory)."""
    if spec == "random":
        return RandomTractorPlayer(seed)
    if spec in LEVELS:
        return LevelPlayer(LEVELS[spec], seed)
    return None


def tractor_action(player: TractorPlayer, view: TractorView) -> TractorAction:
    """The action of ``view.phase`` for a Tractor seat: the one path for app and arena.

    A seat whose only legal action is a pass (nothing to declare in the final round,
    a strong hand asked about 造反, nothing to steal the kitty with) passes at once,
    without asking its player.
    """
    if view.legal == (PASS,):
        return PASS
    return player.act(view)
