"""Dou Dizhu's rules for the player's turn at the table, beside the shared seat driver
(:mod:`ui.play.driver`): the 明牌 offer's fuse, 要不起 and the auto-pass, the turn
clock's rule (pass when passing is legal, else only warn), the reading chooser of a
wild play (癞子), the card pickers' confirm button, and the result once the hand is
over.  Each function acts on the scene through its parts and its ``apply``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.doudizhu.actions import PASS, Action
from game.doudizhu.result import Result
from game.doudizhu.view import PHASE_OVER, PHASE_PLAY, SeatView
from ui.app.intents import Intent
from ui.play.seat_session import HUMAN
from ui.table.after_hand import NEXT_DEAL, SHOW_RESULT
from ui.table.pacing import AUTO_PASS_SECONDS
from ui.table.readings import PICKED
from ui.table.turn_clock import PASS_WHEN_DUE, when_due

if TYPE_CHECKING:
    from ui.table.scene import TableScene

RESULT_DELAY_SECONDS = 0.2


def cannot_beat(view: SeatView) -> bool:
    """The seat's turn in play where nothing in its hand beats the table (要不起)."""
    return view.phase == PHASE_PLAY and view.can_pass and not view.legal


def follow_show_offer(scene: TableScene, dt: float) -> None:
    """The 明牌 offer runs on its own fuse, even while the deal is still animating:
    the player's silence answers "no" (:mod:`ui.table.show_offer`)."""
    session = scene.session
    game = session.game
    mine = session.to_act == HUMAN and not scene.auto and not session.over
    never = bool(getattr(scene.app.settings, "never_show", False))
    offer = scene.show_offer
    action = offer.follow(game.phase, game.rules.phases, mine, scene.speed(), never)
    if action is None:
        action = offer.tick(dt)
    if action is not None:
        answer_show(scene, action)


def answer_show(scene: TableScene, action: Action) -> None:
    session = scene.session
    if session.to_act == HUMAN and not session.over and action in session.legal():
        scene.show_offer.close()
        scene.apply(action)


def wait_for_player(scene: TableScene, dt: float) -> None:
    """The player's turn: the hints are asked for at once (and a press that had to wait
    is answered), and an unbeatable turn passes by itself when the setting says so."""
    view = scene.view
    if view.phase == PHASE_PLAY and view.legal:
        scene.turn_hints.start(view)
        if scene.turn_hints.ready:
            scene.press_hint()
    auto_pass = cannot_beat(view) and scene.app.settings.auto_pass  # said on the status line
    seconds = AUTO_PASS_SECONDS / scene.speed()
    if auto_pass and scene.pacer.pass_due(dt, seconds, scene.director.read_left):
        scene.apply(PASS)


def run_clock(scene: TableScene, dt: float) -> None:
    """The turn clock on the player's turn in play (ui.table.turn_clock says the rule)."""
    settings, view = scene.app.settings, scene.view
    # not (or no longer, after an auto-pass this frame) the player's turn: nothing counts
    mine = view.phase == PHASE_PLAY and scene.human_turn() and view.to_act == HUMAN
    turn = (len(view.history), view.to_act) if mine else None
    if not scene.turn_clock.follow(settings.turn_clock, scene.practice,
                                   settings.turn_clock_practice, turn, dt):
        return
    if when_due(view.can_pass) == PASS_WHEN_DUE:
        scene.parts.toast.show("toast.clock_passed")
        scene.hand.clear()
        scene.apply(PASS)
    else:
        scene.parts.toast.show("toast.clock_lead")
        scene.sound.play("warning")


def choose_reading(scene: TableScene, intent: Intent) -> None:
    """The reading chooser is open: it takes every intent until it plays or closes."""
    readings = scene.readings
    answer = readings.handle(intent)
    chosen = readings.chosen
    if answer == PICKED and chosen is not None:
        cards = list(readings.cards)
        readings.close()
        scene.take(chosen, cards)
    elif answer:
        scene.sound.play("button")


def sync_picker(scene: TableScene) -> None:
    """The confirm button follows the picker (叫牌 once a card is chosen, 保留 n 张),
    and the kitty cards in the hand show which ones 帝主 is about to discard."""
    keep, ally, bar = scene.keep_picker, scene.ally_picker, scene.bar
    if keep.active:
        scene.hand.highlight = set(keep.kept)
        scene.hand.dimmed = set(keep.discarded)
        bar.enable(True, False, n=len(keep.kept))
    elif ally.active:
        bar.enable(ally.choice is not None, False)
    else:
        bar.enable(scene.verdict.ok, scene.view.can_pass)


def hand_finished(scene: TableScene, result: Result) -> None:
    """The director showed the hand's end: booked, the seats' totals, the review begun."""
    scene.result = result
    scene.top.settle(result)
    scene.app.hand_finished(scene.session, result, scene.practice)
    totals = scene.app.match_scores_for(len(result.scores))
    for st in scene.seats.states:
        st.score = totals[st.seat]  # the seats' running totals count this hand at once
    if scene.practice and result.abandoned_by is None:
        from ui.pages.review import start_review

        scene.review_job = start_review(scene.app, scene.session.record())


def await_result(scene: TableScene, dt: float) -> None:
    """The result panel comes a moment after the hand is over, once."""
    if scene.result_shown or scene.session.game.phase != PHASE_OVER:
        return
    scene.result_wait += dt
    if scene.result_wait >= RESULT_DELAY_SECONDS:
        scene.result_shown = True
        from ui.pages.result import ResultScene

        scene.app.push(ResultScene(scene.app, scene))


def after_hand(scene: TableScene, kind: str) -> None:
    """The finished table's bar: reopen the result, or deal the match's next hand."""
    if kind == SHOW_RESULT:
        from ui.pages.result import ResultScene

        scene.after_hand.hide()
        scene.app.push(ResultScene(scene.app, scene))
    elif kind == NEXT_DEAL:
        from ui.play.start import start_game

        start_game(scene.app, replace_all=True, previous=scene.session.game)
