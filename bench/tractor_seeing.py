"""A diagnostic, never a player: the Tractor expert's search on the true deal.

``python -m ai.arena --mode tractor --a bench.tractor_seeing:make --b hard --workers 1``
plays the expert (with the ``SearchBudget`` fields of ``TRACTOR_BUDGET`` replaced, as in
:mod:`bench.tractor_variants`) whose search sees every hand and the kitty: each "sampled
deal" is the real one.  It measures what perfect information is worth to the same search
(issue 33: is the expert short of depth, or of knowing the cards?).  It reads the hidden
hands by wrapping ``Game.view`` in this process, so it works with ``--workers 1`` only and
must never be offered as a level.
"""

from __future__ import annotations

import os
import random
from typing import Any

from ai.shengji.players import LevelPlayer
from ai.shengji.position import Position
from ai.shengji.search import Searcher
from bench.tractor_variants import level_from
from game.cards import Card
from game.shengji.game import Game
from game.shengji.view import TractorView

_VIEW = Game.view
_TRUTH: dict[int, tuple[list[list[Card]], list[Card]]] = {}  # id(view) -> hands, kitty


def _seen_view(self: Game, seat: int) -> TractorView:
    view = _VIEW(self, seat)
    _TRUTH.clear()  # only the latest view is asked about
    _TRUTH[id(view)] = ([list(h) for h in self.state.hands], list(self.state.kitty))
    return view


Game.view = _seen_view  # type: ignore[method-assign]


class SeeingSearcher(Searcher):
    """The expert's search whose every sample is the true deal."""

    truth: tuple[list[list[Card]], list[Card]] | None = None

    def _sample(self, pos: Position, rng: random.Random,
                infer: bool = True) -> tuple[dict[int, list[Card]], list[Card]]:
        assert self.truth is not None
        hands, kitty = self.truth
        return {s: list(h) for s, h in enumerate(hands) if s != pos.seat}, list(kitty)


class SeeingPlayer(LevelPlayer):
    """The expert with a :class:`SeeingSearcher`."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        assert self.level.search is not None
        self.seeing = SeeingSearcher(self.level.search, self.level.skill)
        self.searcher = self.seeing

    def play(self, view: TractorView) -> list[Card]:
        self.seeing.truth = _TRUTH[id(view)]
        return super().play(view)


def make(seed: int) -> SeeingPlayer:
    level = level_from("expert", os.environ.get("TRACTOR_SKILL", ""),
                       os.environ.get("TRACTOR_BUDGET", ""))
    return SeeingPlayer(level, seed)
