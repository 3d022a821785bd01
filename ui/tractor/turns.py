"""Tractor's rules for the player's decisions at the table, beside the shared seat driver
(:mod:`ui.play.driver`): burying and playing the selection (refusals worded by
:mod:`ui.tractor.words` from the rules core's own judgement), and a round that asks
every seat where the player can only pass, passed for him after a moment."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.cards import Card
from game.shengji import PASS, Bury, PlayCards, TractorView
from game.shengji.phase import PhaseName
from ui.play.seat_session import HUMAN
from ui.tractor import actions as bar_words
from ui.tractor.words import bury_message, follow_message, lead_message

if TYPE_CHECKING:
    from ui.tractor.scene import TractorScene

THINK_SECONDS = 0.55  # an AI seat's least time to play, at normal speed
PASS_NOTICE_SECONDS = 0.6  # how long the table says the player can only pass, then does


def selection_message(view: TractorView, chosen: list[Card]) -> str | None:
    """Why ``chosen`` cannot be played now, in words (``None``: it can)."""
    if view.trump is None:
        return None
    hand = list(view.hand)
    trick = view.trick
    if trick is None or view.leading:
        return lead_message(chosen, hand, view.trump, view.rules)
    return follow_message(chosen, hand, list(trick.plays[0][1]), view.trump, view.rules)


def confirm(scene: TractorScene) -> None:
    """Enter: bury or play the selection, as the phase asks."""
    phase = scene.view.phase
    if phase == PhaseName.BURY:
        scene.choose(bar_words.BURY)
    elif phase == PhaseName.PLAY:
        scene.choose(bar_words.PLAY)


def bury(scene: TractorScene) -> None:
    chosen = scene.hand.selected_cards()
    message = bury_message(len(chosen), scene.session.rules.kitty_size)
    if message is not None:
        scene.message = message
        scene.sound.play("warning")
        return
    scene.apply(Bury(tuple(chosen)), HUMAN)


def play(scene: TractorScene) -> None:
    chosen = scene.hand.selected_cards()
    scene.message = selection_message(scene.view, chosen) or ""
    if scene.message:
        scene.sound.play("warning")
        return
    scene.apply(PlayCards(tuple(chosen)), HUMAN)


def pass_for_player(scene: TractorScene, dt: float) -> None:
    """Asked with nothing to do but pass (nothing to declare, a strong hand): the
    status line says so for a moment, then the table passes; no click needed."""
    wait = 0.0 if scene.app.fast else PASS_NOTICE_SECONDS / scene.speed()
    if scene.pacer.pass_due(dt, wait):
        scene.apply(PASS, HUMAN)
