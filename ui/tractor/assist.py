"""The player's helpers at the Tractor table, on every table (not only practice):

- 提示 / H: the ranked hints of the decision in hand (:mod:`ui.tractor.hints`, on the
  review worker, started as the decision begins), one per press, round again after
  the last (the shared :class:`~ui.play.hint_cycle.HintCycle`), each worded with its
  reason (:mod:`ui.tractor.hint_words`).  A hint of cards picks them in the hand; a
  hint of a button puts the focus ring on it (Enter takes it); a friend call fills
  the picker.
- The turn clock (setting ``tractor_turn_clock``; the shared
  :class:`~ui.play.turn_clock.TurnClock`).  Tractor's rule when it runs out: a lead
  only warns (choosing the player's lead is too big a step, as in Dou Dizhu); any
  other decision — a follow, a burial, a bid, naming trump or a friend, an answer —
  is taken for the player as the first hint (the only legal follow when there is one),
  since Tractor has no pass to fall back on.  It runs on the decisions of the player's
  turn, not during the deal's declaring race (declaring there is optional).
- The forced follow (setting ``tractor_forced_follow``, on by default, as the phone
  升级 apps do it): when the rules leave cards the player must play, they are picked
  as the turn comes — the whole follow when there is only one.
"""

from __future__ import annotations

import traceback
from collections import Counter
from concurrent.futures import Future
from typing import TYPE_CHECKING

from game.cards import Card
from game.shengji import PlayCards, TractorView
from game.shengji.candidates import follow_candidates
from game.shengji.phase import PhaseName
from game.shengji.trump import order_for
from ui.app.i18n import t
from ui.play.hint_cycle import HintCycle, ask_expert
from ui.play.turn_clock import TurnClock
from ui.tractor.follow_help import LIMIT, following
from ui.tractor.hint_words import hint_message
from ui.tractor.hints import TractorHint, rank_hints
from ui.tractor.session import HUMAN, only_pass

if TYPE_CHECKING:
    from ui.tractor.scene import TractorScene


def forced_cards(view: TractorView) -> list[Card]:
    """The cards every legal follow holds (all of the follow when only one is legal);
    none while leading, outside play, or when the rules core stops listing."""
    if not following(view) or view.trick is None or view.trump is None:
        return []
    order = order_for(view.trump, view.rules)
    lead = list(view.trick.plays[0][1])
    found = follow_candidates(list(view.hand), lead, view.trump, view.rules, limit=LIMIT)
    if not found or len(found) >= LIMIT:
        return []
    if len(found) == 1 and len(found[0].pool) == found[0].count:
        return [*found[0].core, *found[0].pool]  # the one legal follow
    common = Counter(order.face(c) for c in found[0].core)
    for candidate in found[1:]:
        common &= Counter(order.face(c) for c in candidate.core)
    picked: list[Card] = []
    for card in view.hand:
        face = order.face(card)
        if common[face] > 0:
            common[face] -= 1
            picked.append(card)
    return picked


class TractorAssist:
    """This decision's hints, the turn clock, and the forced follow picked once a turn."""

    def __init__(self, worker: object) -> None:
        self.worker = worker
        self.cycle: HintCycle[TractorHint] = HintCycle()
        self.key: object = None  # the decision the hints and the clock belong to
        self.clock = TurnClock(None)
        self.due = False  # time ran out: the first hint is taken as soon as it is there

    # -- which decision ----------------------------------------------------------------------
    @staticmethod
    def live_view(scene: TractorScene) -> TractorView:
        """The view to hint: the session's own during the deal (the table's lags a card)."""
        return scene.session.view() if scene.view.phase == PhaseName.DEALING else scene.view

    def decision(self, scene: TractorScene) -> object:
        """The decision the player faces now, as a key (``None``: none)."""
        if scene.auto or scene.end.active or scene.session.over:
            return None
        view = self.live_view(scene)
        if view.phase == PhaseName.DEALING:  # the race runs while the deal is animated
            return ("deal", tuple(view.declarable)) if view.declarable else None
        if not scene.human_turn() or only_pass(view) or view.to_act != HUMAN:
            return None
        return scene.session.moment()

    # -- each frame ------------------------------------------------------------------------------
    def update(self, scene: TractorScene, dt: float) -> None:
        self._follow(scene)
        if self.cycle.ready:
            self.press(scene)
        self._run_clock(scene, dt)
        if self.due and self.cycle.job is not None and self.cycle.job.done():
            self._take_first(scene)

    def _follow(self, scene: TractorScene) -> None:
        """A new decision: the last one's hints go, this one's are asked for at once (not
        during the deal: the hand changes with every card), and its forced cards picked."""
        key = self.decision(scene)
        if key == self.key:
            return
        # During the deal a card can change what may be declared while a pressed hint is
        # still being worked out: the press carries over to the new choice, not lost.
        asked = self.cycle.waiting
        self.cycle.clear()
        self.key, self.due = key, False
        if asked and isinstance(key, tuple) and key[0] == "deal":
            view = self.live_view(scene)
            self.cycle.advance(lambda: self._submit(view))
        if key is not None and not (isinstance(key, tuple) and key[0] == "deal"):
            self.cycle.begin(lambda: self._submit(self.live_view(scene)))
            self._pick_forced(scene)

    def _submit(self, view: TractorView) -> Future[list[TractorHint]]:
        return ask_expert(self.worker, rank_hints, view)

    # -- 提示 -----------------------------------------------------------------------------------
    @property
    def message(self) -> str:
        return self.cycle.message

    @property
    def thinking(self) -> bool:
        return self.cycle.waiting

    def press(self, scene: TractorScene) -> None:
        """提示 / H: the next hint, picked or focused, with its words."""
        self._follow(scene)
        if self.key is None:
            return
        view = self.live_view(scene)
        try:
            hint = self.cycle.advance(lambda: self._submit(view))
        except Exception:  # a failing hint must not take the table down (but fails a test)
            self._failed()
            return
        if hint is None:
            return
        self.cycle.message = hint_message(view, hint, self.cycle.index, len(self.cycle.hints))
        self._show(scene, hint)
        scene.sound.play("button")

    def _failed(self) -> None:
        from ui.app.session import strict_ai

        self.cycle.clear()
        if strict_ai():
            raise
        traceback.print_exc()

    def _show(self, scene: TractorScene, hint: TractorHint) -> None:
        from game.shengji import CallFriends

        action = hint.action
        if hint.cards:
            scene.hand.select(hint.cards)
            return
        if isinstance(action, CallFriends) and scene.bar.picker is not None:
            scene.bar.picker.set_calls(action.calls, self.cycle.message)
            return
        index = scene.bar.index_of(action)
        view = scene.view
        if index is None and scene.bar.buttons and action in (view.legal or ()):
            index = scene.bar.offer(action, view, scene.lay)  # a bid the bar left out
            scene.keys.follow_bar(scene.bar.buttons)
        ring = scene.keys.bar_ring
        if index is not None and ring.buttons:
            ring.index, ring.shown = index, True
        else:
            ring.shown = False  # waiting (no button): the ring leaves the declare buttons

    def quiet(self) -> None:
        """The player changed the selection himself: the hint's words go."""
        self.cycle.quiet()

    # -- the clock --------------------------------------------------------------------------------
    def _run_clock(self, scene: TractorScene, dt: float) -> None:
        settings = scene.app.settings
        key = self.key  # the deal's declaring race is not timed: declaring is optional
        turn = None if key is None or (isinstance(key, tuple) and key[0] == "deal") else key
        if not self.clock.follow(str(getattr(settings, "tractor_turn_clock", "off")),
                                 scene.practice, bool(settings.turn_clock_practice), turn, dt):
            return
        view = scene.view
        if view.phase == PhaseName.PLAY and view.leading:
            scene.presenter.say(t("toast.clock_lead"), 2.0)
            scene.sound.play("warning")
            return
        self.due = True

    def _take_first(self, scene: TractorScene) -> None:
        """Out of time: the forced follow, else the first hint, taken for the player."""
        self.due = False
        forced = forced_cards(scene.view) if scene.view.phase == PhaseName.PLAY else []
        try:
            hints = self.cycle.job.result() if self.cycle.job is not None else []
        except Exception:
            self._failed()
            return
        action = hints[0].action if hints else None
        if forced and scene.view.trick is not None and len(forced) == len(
                scene.view.trick.plays[0][1]):
            action = PlayCards(tuple(forced))
        if action is None or scene.session.check(action, HUMAN) is not None:
            return
        scene.presenter.say(t("tractor.toast.clock_taken"), 2.0)
        scene.hand.clear()
        scene.apply(action, HUMAN)

    # -- the forced follow -----------------------------------------------------------------------
    def _pick_forced(self, scene: TractorScene) -> None:
        if not getattr(scene.app.settings, "tractor_forced_follow", True) or scene.hand.selected:
            return
        forced = forced_cards(scene.view)
        if forced:
            scene.hand.select(forced)
