"""提示 where Dou Dizhu's player answers from the bar (the bids, calls, robs, doubling):
the expert's own answer, focused on the bar and said on the hint line, as Tractor's
提示 does in its auction (it was the one decision H and 提示 left unanswered).

Dou Dizhu's expert answers these by its rules of thumb, without a search, so the answer
is worked out on the spot rather than on the review worker.  Enter (or a click) then
takes the focused button; nothing is taken for the player.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import ai
from ai.doudizhu.agents import HeuristicBidder
from ai.doudizhu.bidding import Temper
from ai.doudizhu.decompose import Decomposer
from game.doudizhu.actions import Action
from game.doudizhu.view import SeatView
from ui.app import agents, intents
from ui.app.i18n import t, tn
from ui.table.bars import action_label

if TYPE_CHECKING:
    from ui.table.scene import TableScene


def expert_choice(view: SeatView, seed: int) -> Action:
    """The expert's answer to the player's decision in ``view`` (a fresh agent: these
    answers do not depend on what it saw before).  Where the hints are the instant
    ranking (``HINT_LEVEL`` None: the --walk crawler), 托管's level answers."""
    return ai.choose_action(ai.make_agent(agents.HINT_LEVEL or agents.AUTO_LEVEL, seed), view)


def hint_words(action: Action, view: SeatView | None = None) -> str:
    """What the hint line says: the answer, named as its button is, and why (the hand's
    strength as the expert's bidder reads it) when ``view`` is given."""
    label, _style = action_label(action)
    if view is None:
        return t("hint.choose", choice=t(label))
    return t("hint.choose_why", choice=t(label), why=strength_words(view))


def strength_words(view: SeatView) -> str:
    """The facts the expert bids, robs, shows and doubles on: the hand's 牌点 (jokers,
    2s and aces), its bombs and how many plays it needs to go out.  A bare 建议：不叫
    left a new player no wiser about why."""
    strength = HeuristicBidder(Temper(), Decomposer()).strength(view)
    bombs = strength.bombs + (1 if strength.rocket else 0)
    bomb_words = tn("hint.why_bombs", bombs, n=bombs) if bombs else t("hint.why_no_bombs")
    return t("hint.why_strength", points=strength.points, bombs=bomb_words,
             turns=strength.turns)


def hint_choice(scene: TableScene) -> bool:
    """Focus the bar's button of the expert's answer and say it; False when the bar
    offers no such choice (the pickers of 五人 and 帝主 keep their own confirm)."""
    bar = scene.bar
    if not bar.actions:
        return False
    action = expert_choice(scene.view, scene.session.seed)
    if action not in bar.actions:
        return False
    index = bar.actions.index(action)
    button = next((b for b in bar.buttons if b.intent is not None
                   and b.intent.kind == intents.CHOOSE and b.intent.value == index), None)
    if button is None:
        return False
    scene.bar_focus.ring.focus(button)
    scene.bar_focus.ring.shown = True  # Enter takes it
    scene.turn_hints.message = hint_words(action, scene.view)
    scene.sound.play("button")
    return True
