"""The equal-rights choices after a five-player three-deck hand, from the seat's view.

The view's ``choice`` (:class:`~game.shengji.choices.LevelChoice`) says what is
asked: the last third of the dealer side's levels, blocked levels to give or
impose, an offer to accept, the catchers to name for a J-rule drop.  Every level
answers by docs/tractor-modes.md §2.5.3's **Decision** for an AI: blocked levels to the
lowest teammate first, else the highest opponent down; always accept; the last
third to the lower of the two; the highest catcher named first — the same rule
the engine's own :func:`~game.shengji.choices.default_action` applies, fed from
the view alone (the sides as they stand: the dealer side is public by now).
"""

from __future__ import annotations

from game.shengji.actions import PASS, TractorAction
from game.shengji.choices import default_action
from game.shengji.levels import ladder
from game.shengji.view import TractorView


def choose_level_action(view: TractorView) -> TractorAction:
    """The answer to the open level question, or a pass when none is open to this seat."""
    choice = view.choice
    legal = list(view.legal or ())
    if choice is None or not legal:
        return PASS
    dealer_side = frozenset(view.dealer_side)
    asker = choice.giver if choice.giver is not None else choice.seat
    team = dealer_side if asker in dealer_side else frozenset(range(view.seats)) - dealer_side
    action = default_action(choice, legal, ladder(view.rules), team)
    return action if action in legal else legal[0]
