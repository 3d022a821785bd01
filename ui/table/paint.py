"""Drawing the Dou Dizhu table: the felt, the seats and their plays, the hand, the bars,
the status line, the panels over it.  Drawing reads the scene and changes nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.doudizhu.view import PHASE_ALLY, PHASE_KEEP, PHASE_PLAY
from ui.app.i18n import t
from ui.art import draw
from ui.art.cardart import card_height
from ui.play.seat_session import HUMAN
from ui.table.badges import draw_badges
from ui.table.status import draw_status, draw_table_mark, hint_box, prompt_key
from ui.table.turns import cannot_beat

if TYPE_CHECKING:
    from ui.table.scene import TableScene


def draw_table(scene: TableScene, surface: pygame.Surface) -> None:
    """The whole table, back to front (a bomb's shake moves the play layer only)."""
    lay = scene.lay
    surface.blit(draw.felt(scene.size), (0, 0))
    draw_table_mark(surface, lay)
    shake = scene.director.shake()
    if shake != (0, 0):
        layer = pygame.Surface(scene.size, pygame.SRCALPHA)
        _draw_play_layer(scene, layer)
        surface.blit(layer, shake)
    else:
        _draw_play_layer(scene, surface)
    parts, art = scene.parts, scene.art
    scene.top.draw(surface, lay, parts.multiplier.value)
    parts.kitty.draw(surface, art, scene.back_style, lay)
    parts.ally.draw(surface, art, lay, parts.kitty.plate(lay))
    scene.wild.draw(surface, art, lay, parts.kitty.plate(lay))
    picker = scene.picker
    # A picker's panel fills the middle the counter would cross: the counter waits.
    scene.tools.draw(surface, lay, scene.view, counter=picker is None)
    if picker is not None:
        picker.draw(surface, art, lay)
    _draw_status(scene, surface)
    live = scene.human_turn()  # under a show the bar is not drawn: it takes no input
    if live:
        scene.bar.draw(surface)
    scene.last_trick.draw(surface, art, lay, scene.view)
    if live:
        scene.bar_focus.draw(surface)
    scene.show_offer.draw(surface)
    scene.after_hand.draw(surface)
    scene.readings.draw(surface, art, lay)
    scene.director.draw_effects(surface)
    parts.toast.draw(surface, scene.size)


def _draw_play_layer(scene: TableScene, surface: pygame.Surface) -> None:
    to_act = scene.session.to_act if scene.director.settled else None
    art = scene.art
    _draw_turn_marker(scene, surface)
    scene.seats.draw(surface, art, scene.back_style, to_act, scene.pacer.thinking)
    draw_badges(surface, scene.lay, scene.view)
    scene.hand.draw(surface, art, scene.back_style)
    scene.cursor.draw(surface, scene.hand)
    scene.parts.face_up.draw(surface, art, scene.lay)


def _draw_turn_marker(scene: TableScene, surface: pygame.Surface) -> None:
    """The frame and ring on the seat to act, under the seats and their plays."""
    seat = scene.turn_marker.seat
    if seat is None:
        return
    lay = scene.lay
    st = scene.seats.states[seat]
    covered = scene.seats.trick_closed and (bool(st.pile) or st.bubble is not None)
    mine = seat == HUMAN and not scene.auto
    cover = None
    if covered and st.pile:
        w, h = lay.play_w, card_height(lay.play_w)
        cards = [pygame.Rect(round(fc.x), round(fc.y), w, h) for fc in st.pile]
        cover = cards[0].unionall(cards[1:])
    message = scene.turn_hints.message
    bottom = hint_box(lay, message)[0].top - 4 if message else None
    dialog = seat == HUMAN and scene.picker is not None  # 帝主's kitty, the ally's card
    scene.turn_marker.draw(surface, lay, scene.pacer.thinking, scene.turn_clock, mine,
                           spot_free=not covered, cover=cover, bottom=bottom, spot=not dialog)


def _draw_status(scene: TableScene, surface: pygame.Surface) -> None:
    view = scene.view
    mine = scene.human_turn()
    playing = view.phase == PHASE_PLAY
    warning = ""
    if mine and playing and scene.hand.selected and not scene.verdict.ok:
        warning = scene.verdict.message()
    prompt = t(prompt_key(view)) if mine and not playing else ""
    if mine and cannot_beat(view):
        prompt = t("prompt.cannot_beat_auto" if scene.app.settings.auto_pass
                   else "prompt.cannot_beat")
    offer = scene.show_offer
    if offer.open:
        prompt = t(offer.hint_key, **offer.button.params)
    picker = scene.picker
    if mine and picker is not None:
        prompt = picker.status()
    elif view.phase in (PHASE_ALLY, PHASE_KEEP) and scene.director.settled:
        prompt = t(prompt_key(view))  # the landlord thinks: say what about
    draw_status(
        surface,
        scene.lay,
        hint=scene.turn_hints.message,
        warning=warning,
        prompt=prompt,
        auto=scene.auto and not scene.session.over,  # not behind the end-of-hand buttons
    )
