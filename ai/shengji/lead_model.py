"""The learned lead model: the policy's best leads re-ranked by what such leads are worth.

Issue 33.  The policy weighs a lead by the trick it is likely to win and what the hand
loses by it; what the lead does to the rest of the hand (an entry cashed, a suit opened for
the other side, a partner's void used) it only guesses.  The model is a linear score of
:mod:`ai.shengji.lead_features`, one weight vector for each side, fitted
(bench/tractor_lead_fit.py) to what each of the policy's best leads was worth when the hand
was played out on the true deal with the policy at every seat (bench/tractor_lead_data.py).
It only re-ranks the policy's first few leads, and the policy's choice stands unless the
model prefers another by ``margin``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ai.shengji import lead_weights
from ai.shengji.lead_features import NAMES, lead_features
from ai.shengji.odds import TrickOdds
from ai.shengji.options import Option
from ai.shengji.position import Position
from ai.shengji.values import Valuer


def _vector(names: Sequence[str], values: Sequence[float]) -> tuple[float, ...]:
    """The weights in the order of :data:`NAMES` (a feature the fit left out weighs 0)."""
    by_name = dict(zip(names, values, strict=True))
    return tuple(by_name.get(name, 0.0) for name in NAMES)


WEIGHTS: dict[bool, tuple[float, ...]] = {  # by "this seat is a catcher"
    False: _vector(lead_weights.NAMES, lead_weights.DEALER_SIDE),
    True: _vector(lead_weights.NAMES, lead_weights.CATCHERS),
}


def model_pick(pos: Position, odds: Callable[[Option], TrickOdds], valuer: Valuer,
               ranked: Sequence[tuple[float, Option]], candidates: int,
               margin: float) -> int:
    """The index in ``ranked`` (the policy's leads, best first) of the lead to make: the
    model's best of the first ``candidates``, if it beats the policy's first by ``margin``."""
    weights = WEIGHTS[not pos.sides.dealer_side]
    scores = []
    for score, option in ranked[:candidates]:
        x = lead_features(pos, odds(option), valuer, option, score)
        scores.append(sum(w * v for w, v in zip(weights, x, strict=True)))
    best = max(range(len(scores)), key=lambda i: (scores[i], -i))
    return best if scores[best] - scores[0] > margin else 0
