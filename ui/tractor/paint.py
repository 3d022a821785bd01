"""Drawing the Tractor table: the felt, the top bar (title, level or the practice tracker,
托管's notice, the buttons), the score and points panels, open hands, seats, the deck,
the trick, the hand, the status line, a failed throw's notice, the toast, the last trick
or the kitty, the end panel.  Drawing reads the scene and changes nothing but the top
bar's buttons' looks."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.shengji.phase import PhaseName
from ui.app.i18n import t
from ui.art import draw, theme
from ui.art.cardart import family_back
from ui.art.text import blit_text, text_width, wrap
from ui.play.auto import show_auto
from ui.play.seat_session import HUMAN
from ui.tractor.kittyshow import draw_kitty_reveal
from ui.tractor.last_trick import can_open_last, draw_last_trick
from ui.tractor.openhands import draw_open_hands, shown_hands
from ui.tractor.practice import cards_out
from ui.tractor.scoreboard import draw_points, draw_score
from ui.tractor.seatsview import draw_seats
from ui.tractor.session import only_pass
from ui.tractor.words import throw_message

if TYPE_CHECKING:
    from ui.tractor.scene import TractorScene


def draw_table(scene: TractorScene, surface: pygame.Surface) -> None:
    lay, art, board = scene.lay, scene.app.art, scene.board
    surface.blit(draw.felt(scene.size), (0, 0))
    _draw_top(scene, surface)
    draw_score(surface, board, lay, HUMAN)
    draw_points(surface, art, board, lay, HUMAN)
    to_act = scene.session.to_act if scene.settled else None
    if scene.tools.open_hands:
        hands = shown_hands(scene.session.game.hands, scene.presenter.queue, board, HUMAN)
        dealing = board.phase in (PhaseName.DEALING, PhaseName.FINAL_ROUND)
        draw_open_hands(surface, art, lay, hands, scene.hand.trump, scene.session.rules, HUMAN,
                        hand_top(scene), dealing)
    avoid = draw_seats(surface, art, board, lay, HUMAN, to_act, scene.clock,
                       scene.session.rules.teams)
    _draw_deck(scene, surface)
    scene.trick.draw(surface, art, board, lay, scene.session.rules, avoid)
    scene.hand.draw(surface, art, back_style(scene))
    scene.keys.draw_cursor(surface, scene.hand, scene._hand_live())
    _draw_status(scene, surface)
    scene.bar.draw(surface)
    scene.keys.draw_bar(surface)
    scene.presenter.effects.draw(surface)
    _draw_throw(scene, surface)
    if board.kitty_reveal is not None and not scene.end.active:
        draw_kitty_reveal(surface, art, board.kitty_reveal, lay)
    _draw_toast(scene, surface)
    kitty = scene.board.own_kitty()
    if (scene.last_button.pressed or scene.keys.last_open) and can_open_last(
            board, scene.session.rules):
        draw_last_trick(surface, art, board.last_trick, board.last_winner, lay, kitty,
                        board.trump, scene.session.rules)
    elif scene.kitty_open and kitty:  # 底牌: the kitty alone
        draw_last_trick(surface, art, [], None, lay, kitty, board.trump, scene.session.rules)
    scene.end.draw(surface, art, lay, HUMAN)
    if scene.end.active:
        scene.keys.draw_end(surface)
    scene.tools.draw_reason(surface)


def _draw_top(scene: TractorScene, surface: pygame.Surface) -> None:
    bar = scene.lay.top_bar
    surface.blit(draw.rounded_panel((bar.w, bar.h), 0, (10, 18, 24, 190)), bar.topleft)
    size = max(14, round(bar.h * 0.42))
    mode = t(f"mode.{scene.session.mode}")
    title = t("tractor.top.title", mode=mode, n=scene.session.match.number)
    blit_text(surface, title, size, theme.CREAM, "midleft", (16, bar.centery), bold=True)
    _draw_middle(scene, surface, top_middle(scene), text_width(title, size, True) + 32, size - 2)
    scene.last_button.enabled = can_open_last(scene.board, scene.session.rules)
    scene.last_button.draw(surface)
    if bool(scene.board.own_kitty()) != scene.kitty_button.visible:
        scene.kitty_button.visible = not scene.kitty_button.visible
        scene.tools.layout(tools_right(scene), bar.h // 2, bar.h - 10)
    scene.kitty_button.draw(surface)
    show_auto(scene.auto_button, scene.auto and not scene.session.over)
    scene.auto_button.draw(surface)
    scene.menu_button.draw(surface)
    scene.tools.draw(surface)


def tools_right(scene: TractorScene) -> int:
    """The practice tools end left of the last top-bar button on show (底牌 comes and
    goes with the hand)."""
    shown = scene.kitty_button if scene.kitty_button.visible else scene.last_button
    return shown.rect.left - 8


def top_middle(scene: TractorScene) -> str:
    """The top bar's middle words: 托管's notice while it plays (clear of the trick),
    else the practice tracker, else the level of play, named as such (a bare 普通 / Normal
    there said nothing a new player could place)."""
    if scene.auto and not scene.session.over and not scene.all_ai:
        return t("tractor.status.auto")
    middle = t("tractor.top.level", level=t(f"level.{scene.session.level}"))
    tracked = scene.practice and not getattr(scene.tools, "counter_hidden", False)
    return (tracker_text(scene) or middle) if tracked else middle


def _draw_middle(scene: TractorScene, surface: pygame.Surface, words: str, left: int,
                 size: int) -> None:
    """The top bar's middle words (level, or the practice tracker), centred in the room
    between the title and the buttons, smaller where the room is short."""
    bar = scene.lay.top_bar
    shown = [b.rect.left for b in (*scene.tools.buttons, scene.last_button, scene.kitty_button)
             if b.visible]
    right = min(shown, default=bar.right) - 16
    centre = bar.centerx
    if text_width(words, size) > 2 * min(centre - left, right - centre):
        centre = (left + right) // 2
        while size > 11 and text_width(words, size) > right - left:
            size -= 1
    blit_text(surface, words, size, theme.MUTED, "center", (centre, bar.centery))


def tracker_text(scene: TractorScene) -> str:
    """练习: the cards still out per suit, trumps and points, from the player's view."""
    out = cards_out(scene.view)
    if not out:
        return ""
    suits = [f"{t('tractor.tracker.' + s)}{out[s]}" for s in ("S", "H", "C", "D", "red",
                                                                "black", "T") if s in out]
    if not suits:  # every card seen (the hand is over): the level again, not '外面还有： · 分0'
        return ""
    return t("tractor.tracker", suits=" ".join(suits), points=out["points"])


def hand_top(scene: TractorScene) -> int:
    """The top of the player's hand with a card risen (open hands stop above it)."""
    shape = scene.hand.shape()
    return int(shape.row_y[0]) - shape.lift if scene.hand.cards else scene.lay.base.hand_top


def back_style(scene: TractorScene) -> str:
    """The back this game's cards show: chosen by the ruleset's family (Tractor's own 升
    back for the Classic choice), not by the mode."""
    return family_back(scene.session.rules.family, str(scene.app.settings.card_back))


def _draw_deck(scene: TractorScene, surface: pygame.Surface) -> None:
    left = scene.board.deck_left + (scene.board.kitty_down if scene.board.deck_left else 0)
    if not left and not scene.board.kitty_down:
        return
    art, lay = scene.app.art, scene.lay
    w = lay.trick_w
    cx, cy = lay.deck_centre
    image = art.back(back_style(scene), w)
    for i in range(min(6, max(1, left // 12))):
        surface.blit(image, (cx - w // 2 - i * 2, cy - art.size(w)[1] // 2 - i * 2))
    if scene.board.deck_left:
        blit_text(surface, t("tractor.deck.left", n=scene.board.deck_left),
                  max(12, round(lay.size[1] * 0.022)), theme.CREAM, "midleft",
                  (cx + image.get_width() // 2 + 14, cy), shadow=True)


def prompt(scene: TractorScene) -> str:
    view = scene.view
    if scene.end.active:
        return ""
    if scene.auto:
        return ""  # 托管 says so in the top bar, beside its lit button, clear of the trick
    if scene.board.phase == PhaseName.DEALING:  # the declare button is live mid-animation too
        return t("tractor.prompt.declare") if scene.assist.live_view(scene).declarable else ""
    if not scene.settled:
        return ""
    if view.phase == PhaseName.LEVELS:
        from ui.tractor.levelwords import level_prompt

        return level_prompt(view, scene.human_turn())
    if not scene.human_turn():
        if view.to_act is not None and view.phase in (PhaseName.BURY, PhaseName.CALL_FRIENDS):
            from ui.tractor.words import seat_label

            return t(f"tractor.prompt.waiting.{view.phase}", seat=seat_label(view.to_act))
        return ""
    if view.phase == PhaseName.BURY:
        return t("tractor.prompt.bury", n=view.rules.kitty_size)
    if view.phase == PhaseName.PLAY:
        return t("tractor.prompt.lead" if view.leading else "tractor.prompt.follow")
    if only_pass(view):
        return t(f"tractor.prompt.only_pass.{view.phase}")
    return t(f"tractor.prompt.{view.phase}")


def _draw_status(scene: TractorScene, surface: pygame.Surface) -> None:
    shown = status_box(scene)
    if shown is None:
        return
    box, lines, size = shown
    hinting = scene.assist.message or thinking_words(scene)
    colour = theme.ORANGE if scene.message else theme.GOLD if hinting else theme.CREAM
    surface.blit(draw.rounded_panel(box.size, 10, (10, 16, 22, 200)), box.topleft)
    for i, line in enumerate(lines):
        blit_text(surface, line, size, colour, "midtop",
                  (box.centerx, box.y + 5 + i * round(size * 1.3)))


def thinking_words(scene: TractorScene) -> str:
    """提示 pressed and the expert still at work: say so (a big hand takes seconds)."""
    return t("hint.thinking") if scene.assist.thinking and not scene.assist.message else ""


def status_box(scene: TractorScene) -> tuple[pygame.Rect, list[str], int] | None:
    """The status line's box, its lines and their size (``None``: nothing to say)."""
    lay = scene.lay
    text = scene.message or scene.assist.message or thinking_words(scene) or prompt(scene)
    if not text:
        return None
    size = max(14, round(lay.size[1] * 0.026))
    box, lines = _status_lines(scene, text, size, round(lay.size[0] * 0.56), 2)
    room = _room_between_plays(scene, box)
    # The side seats' plays level with it (six seats at 960x540): narrower and taller,
    # unless that leaves too little room to read (then it covers them as before).
    if lay.size[0] * 0.3 <= room < box.w:
        box, lines = _status_lines(scene, text, size, room - 32, 3)
        box.w = min(box.w, _room_between_plays(scene, box))
        box.centerx = lay.size[0] // 2
    if _status_hits_trick(scene, box):
        box.top = _status_below_trick(scene, box)
    return box, lines, size


def _status_lines(scene: TractorScene, text: str, size: int, wrap_w: int,
                  most: int) -> tuple[pygame.Rect, list[str]]:
    """The status box for ``text`` wrapped at ``wrap_w`` (``most`` lines), centred on the
    status line; a second line grows it upwards, never over the action bar's buttons
    (they stay whole and the last line stays readable)."""
    lay = scene.lay
    lines = wrap(text, size, wrap_w)[:most]
    y = lay.base.status_y - round(lay.base.button_h * 0.15)
    height = len(lines) * round(size * 1.3) + 10
    box = pygame.Rect(0, 0, max(text_width(line, size) for line in lines) + 32, height)
    box.midbottom = (lay.size[0] // 2, y + height // 2 + 4)
    box.bottom = min(box.bottom, lay.base.buttons_y - lay.base.button_h // 2 - 4)
    return box, lines


def _room_between_plays(scene: TractorScene, box: pygame.Rect) -> int:
    """How wide a box centred on the table may be and stay clear of the other seats'
    plays (with the winner's frame) level with ``box``."""
    centre = scene.lay.size[0] // 2
    half = centre
    for seat, cards in scene.board.trick:
        if seat == HUMAN:
            continue
        for rect in scene.lay.play_rects(seat, len(cards)):
            framed = rect.inflate(12, 12)
            if framed.bottom <= box.top or framed.top >= box.bottom:
                continue
            if framed.centerx < centre:
                half = min(half, centre - framed.right)
            else:
                half = min(half, framed.left - centre)
    return max(0, 2 * half - 8)


def _status_below_trick(scene: TractorScene, box: pygame.Rect) -> int:
    """Where the status box goes when the player's play would be under it: below that
    play (no buttons show then: it is not his turn), or else just above the buttons."""
    mine = next((cards for seat, cards in scene.board.trick if seat == HUMAN), ())
    bottom = max((r.bottom for r in scene.lay.play_rects(HUMAN, len(mine))), default=0)
    top = bottom + 8  # clear of the winner's frame round the play
    if top + box.h <= hand_top(scene) - 4:
        return top
    return scene.lay.base.buttons_y - scene.lay.base.button_h // 2 - 4 - box.h


def _status_hits_trick(scene: TractorScene, box: pygame.Rect) -> bool:
    mine = next((cards for seat, cards in scene.board.trick if seat == HUMAN), None)
    if not mine:
        return False
    rects = scene.lay.play_rects(HUMAN, len(mine))
    return any(box.colliderect(r.inflate(12, 12)) for r in rects)  # with the winner's frame


def _draw_throw(scene: TractorScene, surface: pygame.Surface) -> None:
    notice = scene.board.throw
    if notice is None:
        return
    lay = scene.lay
    title, detail = throw_message(notice.seat, notice.blocker, notice.forced,
                                  notice.penalty, HUMAN)
    h = lay.size[1]
    size = max(14, round(h * 0.025))
    head = round(size * 1.3)
    lines = wrap(detail, size, round(lay.size[0] * 0.4))[:2]
    art = scene.app.art
    cw = lay.mini_w + 10
    ch = art.size(cw)[1]
    widest = max([text_width(line, size) for line in lines] + [text_width(title, head, True)])
    width = max(widest + 48, round(lay.size[0] * 0.3))
    box = pygame.Rect(0, 0, width, round(head * 1.5) + len(lines) * round(size * 1.35)
                      + ch + round(h * 0.05))
    box.center = lay.words_centre
    draw.draw_panel(surface, box, 14, (46, 18, 14, 240), (244, 142, 46, 230))
    y = box.y + round(h * 0.015)
    blit_text(surface, title, head, theme.ORANGE, "midtop", (box.centerx, y), bold=True)
    y += round(head * 1.45)
    for line in lines:
        blit_text(surface, line, size, theme.CREAM, "midtop", (box.centerx, y))
        y += round(size * 1.35)
    forced = set(notice.forced)
    step = min(round(cw * 0.62), (box.w - cw - 30) // max(1, len(notice.attempted) - 1))
    x = box.centerx - (cw + step * (len(notice.attempted) - 1)) // 2
    y = box.bottom - ch - round(h * 0.018)
    for card in notice.attempted:
        surface.blit(art.face(card, cw), (x, y - (10 if card in forced else 0)))
        if card not in forced:
            surface.blit(art.dimmed(cw), (x, y))
        x += step


def _draw_toast(scene: TractorScene, surface: pygame.Surface) -> None:
    p = scene.presenter
    if (p.toast_left <= 0 or not p.toast or scene.end.active or scene.board.throw
            or scene.board.kitty_reveal):
        return
    lay = scene.lay
    size = max(15, round(lay.size[1] * 0.03))
    lines = wrap(p.toast, size, round(lay.size[0] * 0.5), bold=True)[:2]
    line_h = round(size * 1.35)
    width = max(text_width(line, size, True) for line in lines) + 40
    box = pygame.Rect(0, 0, width, round(size * 1.9) + line_h * (len(lines) - 1))
    box.center = lay.words_centre
    alpha = min(1.0, p.toast_left / 0.3)
    panel = draw.rounded_panel(box.size, min(box.h // 2, round(size * 0.95)),
                               (12, 20, 28, round(220 * alpha)),
                               (246, 200, 92, round(160 * alpha)), 1)
    surface.blit(panel, box.topleft)
    top = box.centery - line_h * (len(lines) - 1) / 2
    for i, line in enumerate(lines):
        blit_text(surface, line, size, theme.GOLD, "center",
                  (box.centerx, round(top + i * line_h)), bold=True)

